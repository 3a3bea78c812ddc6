"""The pages' templates compiled ahead: the phone app's build compiles every template in the
phone's own runtime (`compile_templates`), and the phone reads that code
(`CompiledTemplates`) instead of compiling a template the first time a page needs it."""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache


class CompiledTemplates(FileSystemBytecodeCache):
    """Jinja's compiled code of each template in `directory`, found by the template's name
    wherever the package lies, and used only while it matches the template's source (a
    template changed since is compiled again, as without it)."""

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return super().get_cache_key(name)


def compile_templates(templates: Environment, directory: Path) -> int:
    """Compile every template of `templates` into `directory` (the build does it in the
    phone's runtime: the compiled code is that runtime's): how many."""
    directory.mkdir(parents=True, exist_ok=True)
    templates.bytecode_cache = CompiledTemplates(str(directory))
    names = templates.list_templates()
    for name in names:
        templates.get_template(name)
    return len(names)
