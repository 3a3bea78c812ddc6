"""The optional compiled build: the same rules, compiled with mypyc, for faster simulation.

`./scripts/build-compiled.sh` copies this package to `build/compiled/soloist` (beside
`src/` in a source checkout) and compiles its hot modules there (the Tokaido rules and the
engine modules they use); `src/` is never touched. The pure-Python package stays the
reference: the phone app and the web server always run it, and the compiled copy is used
only by `soloist simulate` and the benchmarks, when it is built from exactly the sources
in `src/soloist` (its stamp holds their digest). When it is missing or stale, they run the
pure package and say so. `SOLOIST_PURE=1` asks for the pure package whatever is built.

Only the standard library here: this module decides which package to run before any of
the rest is imported.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

#: The file in the compiled copy holding the digest of the sources it was built from.
STAMP = "compiled.stamp"
#: Set (to anything but empty or 0) to run the pure package whatever is built.
PURE = "SOLOIST_PURE"
#: The modules compiled with mypyc (paths under the package), as build-compiled.sh reads them.
MODULES = (
    "engine/autoplay.py",
    "engine/chance.py",
    "engine/deck.py",
    "engine/errors.py",
    "engine/log.py",
    "engine/questions.py",
    "engine/text.py",
    "engine/stand_ins.py",
    "games/tokaido/automa.py",
    "games/tokaido/components.py",
    "games/tokaido/digital.py",
    "games/tokaido/journey.py",
    "games/tokaido/person.py",
    "games/tokaido/rules.py",
    "games/tokaido/scoring.py",
    "games/tokaido/stand_ins.py",
    "games/tokaido/table.py",
    "games/tokaido/your_cards.py",
)

_PACKAGE = Path(__file__).resolve().parent


def sources_digest(package: Path) -> str:
    """The digest of a package's sources: every file under it but caches, compiled
    modules and the stamp, by path and content, with the Python and mypy versions."""
    digest = hashlib.sha256()
    digest.update(sys.implementation.cache_tag.encode())
    digest.update("\0".join(MODULES).encode())
    for path in sorted(package.rglob("*")):
        if (not path.is_file() or "__pycache__" in path.parts or path.name == STAMP
                or path.suffix in (".so", ".pyd", ".pyc")):
            continue
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def in_use() -> bool:
    """Whether this process runs the compiled copy."""
    return (_PACKAGE / STAMP).is_file()


def build_folder() -> Path:
    """Where build-compiled.sh puts the compiled copy (`build/compiled` beside `src`)."""
    return _PACKAGE.parent.parent / "build" / "compiled"


def decided() -> tuple[Path | None, str]:
    """(the folder to put first on the path, None when the pure package must run; why:
    "compiled", "asked" (for the pure package), "none" (built) or "stale")."""
    if in_use():
        return _PACKAGE.parent, "compiled"
    if os.environ.get(PURE, "") not in ("", "0"):
        return None, "asked"
    folder = build_folder()
    stamp = folder / "soloist" / STAMP
    if _PACKAGE.parent.name != "src" or not stamp.is_file():
        return None, "none"
    if stamp.read_text().strip() != sources_digest(_PACKAGE):
        return None, "stale"
    return folder, "compiled"


def fresh_build(*, capital: bool = False) -> tuple[Path | None, str]:
    """(the folder to put first on the path, None when the pure package must run; the
    words saying which rules run and why, for a person: a phrase, said in their language,
    starting with a capital letter when `capital`)."""
    folder, why = decided()
    return folder, words(why, capital=capital)


#: What a person reads when the compiled build runs (in English; `words` makes the phrase).
COMPILED = "the compiled build of the rules (the same games, faster)"


def words(why: str, *, capital: bool = False) -> str:
    """The words saying which rules run and why (`decided`'s why), as a phrase. The
    phrases are imported here only: deciding which package runs needs only the standard
    library."""
    from soloist.engine.phrase import phrase

    if why == "compiled":
        return (phrase("The compiled build of the rules (the same games, faster)")
                if capital else
                phrase("the compiled build of the rules (the same games, faster)"))
    reason = (phrase("asked for") if why == "asked" else
              phrase("the compiled build is out of date: build it again") if why == "stale"
              else phrase("no compiled build"))
    return (phrase("The pure-Python rules ({why})", why=reason) if capital
            else phrase("the pure-Python rules ({why})", why=reason))


def which(*, capital: bool = False) -> str:
    """The words saying which rules this process runs, and why, for a person (a phrase;
    starting with a capital letter when `capital`)."""
    return fresh_build(capital=capital)[1]


def run_compiled(argv: list[str]) -> None:
    """Run this process again on the compiled copy (`argv`: the interpreter's arguments
    after the executable, e.g. ``["-m", "soloist", "simulate", …]``) when it is built and
    fresh; otherwise return, and the pure package runs."""
    if in_use():
        return
    folder, _ = decided()
    if folder is None:
        return
    environment = dict(os.environ)
    path = environment.get("PYTHONPATH")
    environment["PYTHONPATH"] = str(folder) + (os.pathsep + path if path else "")
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, [sys.executable, *argv], environment)
