from soloist.cli import main

main()
