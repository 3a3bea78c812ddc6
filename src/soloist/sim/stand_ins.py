"""Choosing the stand-in of a simulation: a game's own, the engine's `random`, or a policy
loaded from a Python file (``--stand-in path/to/policy.py:ClassName``).

A stand-in from a file travels with the plan as its source text, so a worker process or a
Ray node that has never seen the file plays it too, and the report can name its digest.
Every way a file can be wrong ends in an `OptionError` that says what to fix.
"""

from __future__ import annotations

import hashlib
import inspect
import sys
import types
from dataclasses import dataclass
from pathlib import Path

from soloist.engine.chance import Chance
from soloist.engine.errors import OptionError
from soloist.engine.game import GameDefinition, StandInFactory, stand_in_description
from soloist.engine.phrase import phrase


@dataclass(frozen=True)
class StandInSource:
    """A stand-in class defined in a Python file, carried as its source text."""

    path: str
    class_name: str
    code: str

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.code.encode()).hexdigest()[:12]

    @property
    def spec(self) -> str:
        return f"{self.path}:{self.class_name}"


def is_file_spec(spec: str) -> bool:
    """Whether `spec` names a file (``policy.py:Class`` or ``policy.py``) not a stand-in."""
    left = spec.rsplit(":", 1)[0] if ":" in spec else spec
    return left.endswith(".py") or "/" in spec or "\\" in spec


def read_source(spec: str) -> StandInSource:
    """The source of ``path.py:ClassName``; `OptionError` if it cannot be read."""
    if ":" not in spec or spec.endswith(":"):
        raise OptionError(
            f"--stand-in {spec!r}: name the class too, as in {spec.rstrip(':')}:ClassName")
    path_text, class_name = spec.rsplit(":", 1)
    path = Path(path_text).expanduser()
    if not class_name.isidentifier():
        raise OptionError(f"--stand-in {spec!r}: {class_name!r} is not a Python class name")
    if not path.exists():
        raise OptionError(f"--stand-in {spec!r}: {path_text}: no such file")
    if not path.is_file():
        raise OptionError(f"--stand-in {spec!r}: {path_text} is not a file")
    try:
        code = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise OptionError(f"--stand-in {spec!r}: cannot read {path_text}: {error}") from None
    return StandInSource(str(path.resolve()), class_name, code)


_LOADED: dict[tuple[str, str], StandInFactory] = {}


def load_source(source: StandInSource) -> StandInFactory:
    """The stand-in class of `source`, checked; loaded once per process."""
    key = (source.digest, source.class_name)
    found = _LOADED.get(key)
    if found is None:
        found = _LOADED[key] = _load(source)
    return found


def _load(source: StandInSource) -> StandInFactory:
    where = f"stand-in {Path(source.path).name}:{source.class_name}"
    module_name = f"soloist_stand_in_{source.digest}"
    module = types.ModuleType(module_name)
    module.__file__ = source.path
    try:
        compiled = compile(source.code, source.path, "exec")
    except SyntaxError as error:
        raise OptionError(f"{where}: line {error.lineno}: {error.msg}") from None
    sys.modules[module_name] = module  # dataclasses and pickling look a class's module up
    try:
        exec(compiled, module.__dict__)
    except Exception as error:
        sys.modules.pop(module_name, None)
        raise OptionError(f"{where}: running the file failed: "
                          f"{type(error).__name__}: {error}") from None
    factory = module.__dict__.get(source.class_name)
    if factory is None:
        defined = sorted(name for name, value in module.__dict__.items()
                         if isinstance(value, type) and value.__module__ == module_name)
        raise OptionError(f"{where}: the file has no {source.class_name!r}; it defines: "
                          + (", ".join(defined) or "no classes"))
    check_factory(factory, where)
    return factory  # type: ignore[no-any-return]


def check_factory(factory: object, where: str) -> None:
    """`OptionError` unless `factory(chance)` makes an object with ``answer(question, play)``."""
    if not callable(factory):
        raise OptionError(f"{where} is not a class (it is a {type(factory).__name__})")
    answer = getattr(factory, "answer", None)
    if answer is None or not callable(answer):
        raise OptionError(f"{where} has no method answer(self, question, play); see "
                          "docs/stand-ins.md")
    try:
        made = factory(Chance(0))
    except Exception as error:
        raise OptionError(f"{where} cannot be made as {getattr(factory, '__name__', '?')}"
                          f"(chance): {type(error).__name__}: {error}") from None
    try:
        inspect.signature(made.answer).bind(None, None)
    except TypeError:
        raise OptionError(f"{where}: answer must take two arguments, (question, play)") from None
    except ValueError:  # a builtin without a signature: trust it
        pass


def name_of(source: StandInSource) -> str:
    factory = load_source(source)
    return str(getattr(factory, "name", "") or source.class_name)


def describe(definition: GameDefinition, stand_in: str,
             source: StandInSource | None) -> str:
    """A stand-in's one-line description, as the report and `simulate` print it."""
    if source is not None:
        factory = load_source(source)
        text = stand_in_description(factory) or (inspect.getdoc(factory) or "").split("\n")[0]
        if not text:
            return phrase("(from {spec}, sha256 {digest})", spec=source.spec,
                          digest=source.digest)
        return phrase("{description} (from {spec}, sha256 {digest})", description=text,
                      spec=source.spec, digest=source.digest)
    return stand_in_description(definition.stand_in(stand_in))
