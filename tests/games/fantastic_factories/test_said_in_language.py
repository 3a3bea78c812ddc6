"""Issue 32: what Fantastic Factories shows a person is said in their language — the
headquarters' rows, the contractors' effects, the scoreboard's You, the result's figures,
the facts still to learn — and stays, in English, the very text it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from soloist.engine.errors import DataFileError
from soloist.engine.phrase import Phrase
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import RETAIL_CARDS, load_cards
from soloist.games.fantastic_factories.digital import DigitalResult
from soloist.games.fantastic_factories.headquarters import GENERATE, MINE, Headquarters
from soloist.games.fantastic_factories.machine import MachineScore
from soloist.games.fantastic_factories.naming import fact_name, still_to_learn
from soloist.games.fantastic_factories.person import PersonScore
from soloist.i18n import in_language
from soloist.web.present import figures

GAME = "fantastic-factories"


def test_the_headquarters_rows_read_as_before_in_english_and_as_terms_in_german() -> None:
    headquarters = Headquarters()
    headquarters.place(MINE, 6)
    headquarters.place(MINE, 6)
    headquarters.place(GENERATE, 2)
    shown = headquarters.describe()
    assert shown == "Research [], Generate [2], Mine [6 6]"
    assert in_language("de", shown, game=GAME) == "Forschen [], Erzeugen [2], Abbauen [6 6]"


def test_each_retail_contractors_effect_is_its_printed_text_said_in_the_language() -> None:
    contractors = {card.name: card for card in load_cards(RETAIL_CARDS).contractors}
    assert all(isinstance(card.effect, Phrase) for card in contractors.values())
    architect = contractors["Architect"].effect
    assert architect == "Draw 3 blueprints. (The opponent's blueprint is ignored in solo.)"
    assert in_language("fr", architect, game=GAME).startswith("Piochez 3 Plans.")


def test_a_result_names_its_figures_in_the_language_and_as_before_in_english() -> None:
    result = DigitalResult(MachineScore(16, 15, 3), 13, 12, "you", "2",
                           PersonScore(10, 3, 8))
    titles = find_game(GAME).figure_titles
    english = figures(result.summary())
    assert english == figures(result.summary(), titles)
    assert [name for name, _ in english][:2] == ["Machine score", "Machine goods"]
    assert set(titles) <= set(result.summary())
    spanish = [in_language("es", name, game=GAME)
               for name, _ in figures(result.summary(), titles)]
    assert spanish[0] == "Puntuación de la Máquina"
    assert "Rondas" in spanish


def test_a_card_still_to_learn_is_said_in_the_language() -> None:
    golem = next(text for text in still_to_learn({}) if "Golem" in text)
    assert golem.startswith("the type of Golem (your card data infers Special); say it")
    assert in_language("es", golem, game=GAME).startswith(
        "el tipo de Golem (tus datos de cartas deducen Especial)")
    assert in_language("de", fact_name("Golem"), game=GAME) == "der Typ von Golem"


def test_a_card_files_error_reads_as_before_in_english_and_is_said_in_german(
        tmp_path: Path) -> None:
    cards = tmp_path / "cards.toml"
    cards.write_text(RETAIL_CARDS.read_text().replace("blueprint_total = 74",
                                                      "blueprint_total = 75"))
    with pytest.raises(DataFileError) as refused:
        load_cards(cards)
    message = refused.value.args[0]
    assert message == (f"{cards}: the blueprint copies add up to 74, but blueprint_total "
                       "declares 75 for the retail edition")
    assert isinstance(message, Phrase)
    assert in_language("de", message, game=GAME) == (
        f"{cards}: Die Exemplare der Baupläne ergeben zusammen 74, aber blueprint_total gibt "
        "75 für die Ausgabe retail an")
