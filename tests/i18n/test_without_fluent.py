"""Every module of soloist.i18n imports without Fluent or Babel: the phone app imports each
module of Soloist it ships (app/trim.py) and ships no Fluent yet (issue 32 adds it); and a
phrase is said in English without loading it."""

from __future__ import annotations

import subprocess
import sys

PROGRAM = """
import importlib, importlib.abc, pkgutil, sys

class NoFluent(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("fluent", "babel"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)")
        return None

sys.meta_path.insert(0, NoFluent())
import soloist.i18n
names = [module.name for module in pkgutil.walk_packages(soloist.i18n.__path__, "soloist.i18n.")]
for name in names:
    importlib.import_module(name)
from soloist.engine.phrase import phrase
from soloist.i18n import in_language
assert in_language("en", phrase("Round {round}?", round=2)) == "Round 2?"
assert not [name for name in sys.modules if name.split(".")[0] in ("fluent", "babel")]
print(" ".join(sorted(names)))
"""


def test_every_module_of_soloist_i18n_imports_without_fluent() -> None:
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    assert set(done.stdout.split()) >= {"soloist.i18n.catalog", "soloist.i18n.check",
                                        "soloist.i18n.pseudo", "soloist.i18n.templates"}
