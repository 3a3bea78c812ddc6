"""A log template's Fluent form renders exactly as the template does, whatever its text
(property test: 60 examples in CI's "soloist" profile, well under a second)."""

from __future__ import annotations

from string import Formatter

from fluent.runtime import FluentBundle, FluentResource
from hypothesis import given
from hypothesis import strategies as st

from soloist.engine.log import KeptEvent
from soloist.i18n.catalog import fluent_arguments, signed
from soloist.i18n.templates import fluent_pattern

#: Text between fields: any character but a line break (a template is one line), braces
#: included (written doubled in the template).
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r"),
               max_size=12)
NAME = st.from_regex(r"[a-z][a-z_]{0,6}(\.[a-z]{1,5})?", fullmatch=True)
VALUE = st.one_of(st.text(max_size=8), st.integers(-10**7, 10**7))


@st.composite
def templates(draw: st.DrawFn) -> tuple[str, dict[str, object]]:
    parts: list[str] = []
    fields: dict[str, object] = {}
    for _ in range(draw(st.integers(1, 4))):
        parts.append(draw(TEXT).replace("{", "{{").replace("}", "}}"))
        name = draw(NAME)
        signed_number = draw(st.booleans())
        value = fields.setdefault(name, draw(st.integers(-999, 999)) if signed_number
                                  else draw(VALUE))
        parts.append("{" + name + (":+d" if isinstance(value, int) and signed_number
                                   else "") + "}")
    parts.append(draw(TEXT).replace("{", "{{").replace("}", "}}"))
    return "".join(parts), fields


@given(templates())
def test_a_template_s_fluent_form_renders_as_the_template(
        drawn: tuple[str, dict[str, object]]) -> None:
    template, fields = drawn
    kept = KeptEvent("machine", template, fields)  # type: ignore[arg-type]
    try:
        pattern = fluent_pattern(template)
    except ValueError:
        # Refused only for what a message's one line cannot hold: blanks at its edges.
        assert kept.text != kept.text.strip() or not kept.text or _blank_edge(template)
        return
    bundle = FluentBundle(["en"], functions={"SIGNED": signed}, use_isolating=False)
    resource = FluentResource(f"message = {pattern}\n")
    bundle.add_resource(resource)
    message = bundle.get_message("message")
    assert message.value is not None, pattern
    text, errors = bundle.format_pattern(message.value, fluent_arguments(kept.fields))
    assert errors == []
    assert text == kept.text


def _blank_edge(template: str) -> bool:
    literals = [literal for literal, *_ in Formatter().parse(template)]
    return bool(literals) and (literals[0][:1].isspace() or literals[-1][-1:].isspace())
