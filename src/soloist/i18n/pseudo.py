"""The pseudo-language ``en-XA``: English with every letter accented and every run of a
message's own text in brackets (``You roll: {dice}.`` reads ``[Ýóú ŕóĺĺ: ]{ $dice }[.]``).

Made from the English catalog when loaded, so it is always complete. A text shown in it
that has an English word outside a bracket did not come from a catalog: it is hard-coded,
or a field's value (a name of the game, or a sentence made in code) not translated yet.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fluent.syntax import ast as ftl

_ACCENTED = str.maketrans(
    "abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ",
    "àƀçđéĝĥíķĺñóŕšţúŵýžÀƁÇĐÉĜĤÍĶĹÑÓŔŠŢÚŴÝŽ",
)


def pseudo_text(text: str) -> str:
    """`text` accented and in brackets."""
    return "[" + text.translate(_ACCENTED) + "]"


def pseudo_resource(resource: ftl.Resource) -> ftl.Resource:
    """A copy of an English `resource` in the pseudo-language."""
    from fluent.syntax.visitor import Transformer

    class Pseudo(Transformer):
        def visit_TextElement(self, node: ftl.TextElement) -> ftl.TextElement:
            node.value = pseudo_text(node.value)
            return node

    made: ftl.Resource = Pseudo().visit(copy.deepcopy(resource))
    return made
