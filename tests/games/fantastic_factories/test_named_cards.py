"""Naming the Machine's cards at the table (--names): a card's type comes from the card data,
and the type of a card the data does not type for certain (Golem, a Kickstarter card) is
asked once, remembered in your components, and never asked again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.session import Session
from soloist.games import find_game
from soloist.games.fantastic_factories.cards import CardType, load_cards
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

FF = find_game("fantastic-factories")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(str(tmp_path / "saves.sqlite3"))
    yield opened
    opened.close()


def topic(session: Session) -> str | None:
    return None if session.question is None else session.question.topic


def test_a_named_card_takes_its_type_from_the_card_data() -> None:
    session = Session.start(FF, {"names": True}, 3)
    assert topic(session) == "setup.machine-card-name"
    session.answer("foundry")
    session.answer("ASSEMBLY line")
    session.answer("yellow")  # a banner colour is still enough
    assert "Foundry (Utility) into the Machine's compound." in session.log.texts()
    assert "Assembly Line (Production) into the Machine's compound." in session.log.texts()
    assert "The Machine's compound: 1 Production, 2 Utility, 0 Training, 0 Special, " \
           "0 Monument." in session.log.texts()
    assert session.record.answers == ("foundry", "ASSEMBLY line", "yellow")


def test_a_card_whose_type_is_not_certain_is_asked_once_per_copy_of_the_game() -> None:
    library = MemoryLibrary()
    session = Session.start(FF, {"names": True}, 3, library=library)
    session.answer("Golem")
    assert session.question is not None
    assert session.question.prompt == ("Golem's type is not known for certain (the card data "
                                       "infers Special). Its type (banner colour)?")
    assert session.question.fact == "blueprint type: golem"
    session.answer("purple")
    assert "Golem (Special) into the Machine's compound." in session.log.texts()
    session.answer("golem")  # the second copy: this game was told already
    assert session.supplied == {4: "blueprint type: golem"}
    # The next game, with the type in the library: never asked.
    library.facts.update(session.facts)
    again = Session.start(FF, {"names": True}, 4, library=library)
    again.answer("Golem")
    assert topic(again) == "setup.machine-card-name"
    assert again.log.texts()[-2:] == [
        "Golem's type is not known for certain (the card data infers Special). Its type "
        "(banner colour)? Special (purple), as your components say.",
        "Golem (Special) into the Machine's compound."]


def test_a_kickstarter_card_is_learned_with_its_answer_and_replays(store: Store) -> None:
    first = SavedPlay.start(store, FF, {"names": True}, 5)
    first.answer("Clockwork Owl")  # not in the retail data
    assert topic(first.session) == "machine.card-type-of-name"
    assert first.session.question is not None
    assert first.session.question.prompt == \
        "Clockwork Owl is not in Soloist's card data. Its type (banner colour)?"
    first.answer("red")
    library = Library(store, "fantastic-factories")
    assert library.as_mapping() == {"blueprint type: clockwork owl": "training"}
    second = SavedPlay.start(store, FF, {"names": True}, 6)
    second.answer("clockwork  owl")
    assert topic(second.session) == "setup.machine-card-name"  # not asked again
    assert "clockwork owl (Training) into the Machine's compound." in \
        second.session.log.texts()
    library.correct("blueprint type: clockwork owl", "special")
    replayed = SavedPlay.load(store, first.game_id)  # the record says what was answered
    assert replayed.session.log.texts() == first.session.log.texts()


def test_a_slip_of_a_known_name_and_a_type_used_up_are_refused() -> None:
    session = Session.start(FF, {"names": True}, 3)
    with pytest.raises(InvalidAnswer, match="did you mean 'Foundry'"):
        session.answer("Foundy")
    session.answer("new: Foundy")  # a card of another printing, said to be one
    assert topic(session) == "machine.card-type-of-name"
    with pytest.raises(InvalidAnswer, match="not a valid answer"):
        session.answer("no such type")
    assert session.answers == ["new: Foundy"]


def test_what_is_still_to_learn_exports_and_imports() -> None:
    assert FF.still_to_learn({}) == (
        "the type of Golem (your card data infers Special); say it when the Machine takes "
        "one in a game where you name the cards it takes, or correct it",
        "the type of Motherlode (your card data infers Utility); say it when the Machine "
        "takes one in a game where you name the cards it takes, or correct it")
    facts = {"blueprint type: golem": "monument", "blueprint type: clockwork owl": "training"}
    assert FF.still_to_learn(facts)[0].startswith("the type of Motherlode")
    assert FF.describe_fact("blueprint type: golem", "monument") == "Monument (gray)"
    assert FF.read_fact("blueprint type: golem", "purple") == "special"
    with pytest.raises(ValueError, match="not a card type"):
        FF.read_fact("blueprint type: golem", "green")
    assert FF.export_components({}) == {}


def test_the_exported_card_data_plays_and_imports_back(tmp_path: Path) -> None:
    facts = {"blueprint type: golem": "monument", "blueprint type: clockwork owl": "training"}
    files = FF.export_components(facts)
    path = tmp_path / "cards.toml"
    path.write_text(files["fantastic-factories-cards.toml"], encoding="utf-8")
    assert "#   clockwork owl: training" in path.read_text(encoding="utf-8")
    cards = load_cards(path)  # what --cards reads
    golem = next(card for card in cards.blueprints if card.name == "Golem")
    assert golem.type is CardType.MONUMENT and golem.assumption is None
    # Back in: Golem's type (the retail data only infers it); the owl is not in the file.
    assert FF.import_components(path) == {"blueprint type: golem": "monument"}
    session = Session.start(FF, {"names": True, "cards": str(path)}, 3)
    session.answer("golem")
    assert topic(session) == "setup.machine-card-name"  # certain in this file: not asked
