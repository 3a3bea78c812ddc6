"""The README's picture: a phone at the table (390 × 844), made again with

    .venv/bin/python scripts/screenshot.py            # writes docs/phone-at-the-table.png

It starts `soloist serve` on a database of its own, plays a seeded Tokaido game in Debian's
Chromium up to the Automa card the second Automa draws, and keeps the first screen: the
scoreboard, undo, the question, Green's last move at a glance, the printed cards. The PNG is reduced to a
palette of 256 colours (a few tens of kilobytes).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "phone-at-the-table.png"
SOLOIST = Path(sys.executable).parent / "soloist"


def main() -> None:
    database = Path(tempfile.mkdtemp()) / "screenshot.sqlite3"
    server = subprocess.Popen([str(SOLOIST), "--db", str(database), "serve", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        found = re.search(r"open (http://127\.0\.0\.1:\d+/)", server.stdout.readline())
        assert found, "soloist serve did not start"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=["--headless", "--no-sandbox"])
            page = browser.new_context(viewport={"width": 390, "height": 844},
                                       is_mobile=True, has_touch=True).new_page()
            page.goto(found.group(1) + "new/tokaido")
            page.get_by_text("Seed (optional)").click()
            page.get_by_label("Seed for the automa's dice and cards").fill("21")
            page.get_by_role("button", name="Start the game").click()
            drawn = 0
            while drawn < 2:
                page.wait_for_selector("main[data-answers]")
                count = page.locator("main").get_attribute("data-answers")
                if "draw an Automa card" in page.locator("#question .prompt").inner_text():
                    drawn += 1
                    if drawn == 2:
                        break
                    page.locator("#question .choices button").nth(4).click()
                else:
                    page.locator("#question .choices button").first.click()
                page.wait_for_selector(f"main[data-answers]:not([data-answers='{count}'])")
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(OUT))
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=15)
    Image.open(OUT).convert("RGB").quantize(colors=256).save(OUT, optimize=True)
    print(f"{OUT.relative_to(ROOT)}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
