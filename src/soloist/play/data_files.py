"""Data files given to a new game (``--data DIR``) fill the person's component library.

A game whose options name a file or directory of the person's own (a "path" option) reads
its facts from there; the same facts are kept in the person's component library
(`GameDefinition.import_components`), so that the next game needs no file. Nothing is kept
from a file that does not validate, and a fact that contradicts one the library holds is
never overwritten: the library keeps its own (the game uses the file), and the person is
told how to replace it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from soloist.engine.errors import OptionError, SoloistError
from soloist.engine.game import GameDefinition
from soloist.store import Store
from soloist.store.library import Library


def keep_components(store: Store, definition: GameDefinition,
                    options: Mapping[str, object]) -> list[str]:
    """Keep in the person's component library the facts the game's data files give; the
    lines to tell the person (what was kept, or why not)."""
    said = []
    for spec in definition.options:
        value = options.get(spec.name)
        if spec.kind != "path" or spec.hidden or not value:
            continue
        path = Path(str(value))
        try:
            facts = definition.import_components(path)
        except OptionError:
            continue  # this game keeps nothing of its files
        except SoloistError as error:
            said.append(f"Your components are kept as they were: {error}")
            continue
        library = Library(store, definition.name, definition)
        known = library.as_mapping()
        new = [fact for fact in facts if fact not in known]
        try:
            differ = library.put(facts, skip_conflicts=True)
        except SoloistError as error:  # a fact the library's gate refuses: nothing kept
            said.append(f"Your components are kept as they were: {error}")
            continue
        # The file as the person knows it ("your board file"), never its path.
        yours = f"your {spec.name.replace('_', ' ')} file{'s' if path.is_dir() else ''}"
        if new:
            said.append(f"Your components now keep {len(new)} fact{'s' if len(new) != 1 else ''}"
                        f" of {yours}.")
        if differ:
            said.append(f"{len(differ)} fact{'s' if len(differ) != 1 else ''} of {yours} "
                        "differ from your components, which keep their own (this game uses "
                        "the file): "
                        + "; ".join(definition.fact_name(fact) for fact in differ[:5])
                        + (" …" if len(differ) > 5 else "")
                        + ". Importing the file into your components (soloist components "
                        "import) can replace them.")
    return said
