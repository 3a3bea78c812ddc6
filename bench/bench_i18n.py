"""The cost of Soloist's languages (issue 32): loading Fluent and the catalogs, and a log
rendered through them.

    .venv/bin/python bench/bench_i18n.py [--events 300] [--repeat 20]

Prints:
1. the import of fluent.runtime, and of soloist.i18n and its catalog module (which load
   no Fluent until a translator is made), each in a fresh interpreter (`python -X
   importtime`, from bytecode: the second of two runs), whether it brings in Babel, and the
   size of Babel's installed folder;
2. the first translator of a language (Fluent imported, its Fluent files parsed), English
   and then the pseudo-language;
3. EVENTS events of played games (Marco Polo II's, the longest logs), rendered in English
   by `str.format` (as the terminal does) and through Fluent, and in the pseudo-language:
   the best of REPEAT runs;
4. the known gap, per game: of the words of 3 seeded games' logs read in the
   pseudo-language, the share still English (outside every bracket: the values of fields,
   sentences made in code; a field that is one of the game's terms is the term's message).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from soloist.engine.autoplay import play_out
from soloist.engine.log import Event, Log, keep
from soloist.engine.phrase import Phrase
from soloist.engine.words import said_value
from soloist.games import find_game


def import_ms(module: str) -> tuple[float, list[str]]:
    """The cumulative import time of `module` in a fresh interpreter, and the top-level
    packages its import brought in."""
    command = [sys.executable, "-X", "importtime", "-c", f"import {module}"]
    subprocess.run(command, capture_output=True, check=True)  # the bytecode written
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    total = 0.0
    packages = set()
    for line in done.stderr.splitlines():
        found = re.match(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)$", line)
        if found:
            packages.add(found.group(3).split(".")[0])
            if found.group(3) == module:
                total = int(found.group(1)) / 1000
    return total, sorted(packages)


def folder_mb(path: Path) -> float:
    return sum(file.stat().st_size for file in path.rglob("*") if file.is_file()) / 1e6


def events(count: int) -> list[Event]:
    definition = find_game("marco-polo-2")
    options = definition.parse_options(definition.simulation_options("random"))
    made: list[Event] = []
    seed = 0
    while len(made) < count:
        log = Log()
        play_out(definition, options, seed, definition.stand_in("random"), log=log)
        made.extend(log)
        seed += 1
    return made[:count]


def gap(game: str) -> str:
    """The share of the words of `game`'s seeded logs that the pseudo-language leaves
    English, and the fields that carry the most of them (a term's value not counted)."""
    from soloist.i18n import translator

    definition = find_game(game)
    options = definition.parse_options(definition.simulation_options("random"))
    pseudo = translator("en-XA")
    say = pseudo.sayer(game, None)
    assert say is not None
    english_words = total = 0
    by_field: dict[str, int] = {}
    for seed in range(3):
        log = Log()
        play_out(definition, options, seed, definition.stand_in("random"), log=log)
        for event in log:
            text = pseudo.event(event, game=game)  # its terms said as the game's
            outside = re.sub(r"\[[^\]]*\]", " ", text)
            words = len(re.findall(r"[A-Za-z]{2,}", outside))
            english_words += words
            total += len(re.findall(r"\w{2,}", text))
            for name, value in keep(event).fields.items():
                if isinstance(value, str) and not isinstance(value, Phrase) and \
                        said_value(value, say) == value:  # (a phrase is said: no gap)
                    by_field[name] = by_field.get(name, 0) + len(
                        re.findall(r"[A-Za-z]{2,}", value))
    top = sorted(by_field.items(), key=lambda item: -item[1])[:5]
    return (f"{english_words / max(total, 1):.0%} of {total} words; most in "
            + ", ".join(f"{name} ({count})" for name, count in top))


def best_ms(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=20)
    arguments = parser.parse_args()

    for module in ("fluent.runtime", "soloist.i18n", "soloist.i18n.catalog"):
        ms, packages = import_ms(module)
        print(f"import {module}: {ms:.0f} ms (brings in Babel: {'babel' in packages})")
    from importlib.metadata import distribution

    babel = distribution("babel")
    folder = Path(str(babel.locate_file("babel")))
    print(f"Babel {babel.version}: {folder_mb(folder):.1f} MB installed "
          f"({folder_mb(folder / 'locale-data'):.1f} MB of it locale data)")

    from soloist.i18n import translator

    for language in ("en", "en-XA"):
        started = time.perf_counter()
        translator(language)
        print(f"first translator({language!r}): "
              f"{(time.perf_counter() - started) * 1000:.0f} ms")

    played = events(arguments.events)
    english, pseudo = translator("en"), translator("en-XA")
    kept = [keep(event) for event in played]
    print(f"{len(played)} events (Marco Polo II), best of {arguments.repeat}:")
    print(f"  str.format (event.text):     "
          f"{best_ms(lambda: [event.text for event in played], arguments.repeat):.2f} ms")
    print(f"  Fluent, English (live):      "
          f"{best_ms(lambda: [english.event(event) for event in played], arguments.repeat):.2f} ms")
    print(f"  Fluent, English (kept):      "
          f"{best_ms(lambda: [english.kept(event) for event in kept], arguments.repeat):.2f} ms")
    print(f"  Fluent, pseudo-language:     "
          f"{best_ms(lambda: [pseudo.event(event) for event in played], arguments.repeat):.2f} ms")

    print("Still English in the pseudo-language (the values of fields):")
    for game in ("fantastic-factories", "tokaido", "marco-polo-2", "revive"):
        print(f"  {game}: {gap(game)}")


if __name__ == "__main__":
    main()
