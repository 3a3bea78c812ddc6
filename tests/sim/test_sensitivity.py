"""`soloist sensitivity`: the variants run through the runner against the unchanged automa on
the same seeds; the report's numbers come from the games played; a deliberately stronger
variant ranks first."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from scipy import stats as scipy_stats

from soloist.engine.errors import OptionError
from soloist.engine.variants import VARIANT
from soloist.games import all_games, find_game
from soloist.sim import runner
from soloist.sim.backends import LocalBackend
from soloist.sim.sensitivity import UNCHANGED, make_plans, margin_of
from soloist.sim.sensitivity_report import as_json, render, run_study

FF = find_game("fantastic-factories")
TOKAIDO = find_game("tokaido")


def study(definition_name: str, games: int, variants: list[str] | None, *,
          stand_in: str = "greedy", results: Path | None = None, seed: int = 5,
          workers: int = 1) -> list:  # type: ignore[type-arg]
    definition = find_game(definition_name)
    plans = make_plans(definition, games=games, seed=seed, levels=None, options={},
                       stand_ins=[stand_in], variants=variants)
    return run_study(definition, plans, backend=LocalBackend(workers), results=results)


@pytest.mark.parametrize("name", [definition.name for definition in all_games()])
def test_every_declared_variant_of_every_game_sets_up_and_plays(name: str) -> None:
    """Each game's declared variants are real parts of its automa: each one's game is set
    up (the runner's trial), its first game played, and its record says it is a variant."""
    definition = find_game(name)
    (plan,) = make_plans(definition, games=1, seed=3, levels=None, options={},
                         stand_ins=[None], variants=None)
    texts = [value for _, values in plan.axes for value in values if value is not None]
    assert len(texts) >= 5
    runner.trial(plan)
    options = definition.parse_options({**plan.options_for(plan.cells()[1])})
    assert f"Automa variant: {texts[0]}" in definition.describe_options(options)


def test_the_unchanged_automas_games_are_simulates_games() -> None:
    (outcome,) = study("fantastic-factories", 30, ["work phase lower only"])
    unchanged = [row for row in outcome.rows if row[VARIANT] == UNCHANGED]
    plan = runner.make_plan(FF, games=30, seed=5, stand_in="greedy")
    simulated = runner.run(plan, backend=LocalBackend(1))
    assert [{key: value for key, value in row.items() if key != VARIANT}
            for row in unchanged] == simulated
    assert plan.run_id == outcome.plan.run_id  # the same run: a results file resumes it


def test_a_variant_changes_only_what_it_names() -> None:
    """The Machine's rules of a variant differ from the rules' own in the one rule named;
    the same seeds deal the same market and roll the same dice, so the games differ only
    where that rule acts."""
    from soloist.engine.chance import Chance
    from soloist.engine.log import Log

    options = FF.parse_options(FF.simulation_options("greedy"))
    plays = [FF.new_play({**options, VARIANT: text}, Chance(9), Log())
             for text in (None, "monument bonus 0")]
    base, variant = (play.machine.rules for play in plays)  # type: ignore[attr-defined]
    assert variant == base._replace(monument_bonus=0)
    (outcome,) = study("fantastic-factories", 40, ["monument bonus 0"])
    rows = {(row[VARIANT], row["game"]): row for row in outcome.rows}
    for game in range(40):
        before, after = rows[(UNCHANGED, game)], rows[("monument bonus 0", game)]
        assert after["machine_score"] == before["machine_score"] - before["machine_monuments"]
        assert (after["person_score"], after["rounds"]) == (before["person_score"],
                                                            before["rounds"])


def test_a_tokaido_deck_variant_draws_one_card_more_and_nothing_else_changes() -> None:
    from collections import Counter

    from soloist.engine.chance import Chance
    from soloist.engine.log import Log

    options = TOKAIDO.parse_options(TOKAIDO.simulation_options("greedy"))
    base, twice = (TOKAIDO.new_play({**options, VARIANT: text}, Chance(4), Log())
                   for text in (None, "card 3t twice"))
    cards = [Counter(card.key for card in play.automa_deck.deck.cards)  # type: ignore[union-attr]
             for play in (base, twice)]
    assert cards[1] - cards[0] == Counter({"3t": 1}) and not cards[0] - cards[1]
    assert twice.settings.rules == base.settings.rules
    assert twice.difficulty_deck.cards == base.difficulty_deck.cards  # type: ignore[union-attr]


def test_the_reports_numbers_come_from_the_games_played(tmp_path: Path) -> None:
    """A cell of the report recomputed from the results file's rows."""
    results = tmp_path / "games.csv"
    outcomes = study("tokaido", 40, ["tie-break most spaces", "souvenir weight 1"],
                     results=results)
    document = as_json(TOKAIDO, outcomes, {"backend": "here", "seconds": 1.0,
                                           "command": "soloist sensitivity tokaido"})
    effect = next(effect for effect in document["panels"][0]["effects"]  # type: ignore[index]
                  if effect["variant"] == "tie-break most spaces")
    with results.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    margin = {(row[VARIANT], int(row["game"])): float(row["margin"]) for row in rows}
    differences = [margin[("tie-break most spaces", game)] - margin[(UNCHANGED, game)]
                   for game in range(40)]
    assert effect["margin"]["difference"] == pytest.approx(sum(differences) / 40)
    t_test = scipy_stats.ttest_1samp(differences, 0.0)
    assert effect["margin"]["p"] == pytest.approx(t_test.pvalue)
    assert effect["margin"]["p_holm"] == pytest.approx(min(1.0, 2 * t_test.pvalue)) or \
        effect["margin"]["p_holm"] >= effect["margin"]["p"]
    won = {(row[VARIANT], int(row["game"])): int(row["person_won"]) for row in rows}
    assert effect["win_rate"]["difference"] == pytest.approx(
        sum(won[("tie-break most spaces", game)] - won[(UNCHANGED, game)]
            for game in range(40)) / 40)
    assert json.loads(json.dumps(document))["game"] == "tokaido"


@pytest.mark.parametrize(("name", "stronger", "others"), [
    ("fantastic-factories", "goods per die 2", ["green discards 5 contractors, 6 blueprints",
                                                "starting monuments kept"]),
    ("tokaido", "item points 2", ["card 1 left out", "temple rank zero"]),
])
def test_a_deliberately_stronger_variant_ranks_first(name: str, stronger: str,
                                                     others: list[str]) -> None:
    """The cheap version of bench/bench_sensitivity.py's check, on few games: a variant
    declared only here, which makes the automa plainly stronger, ranks first, p < 0.01."""
    (outcome,) = study(name, 40, [*others, stronger])
    first = outcome.panel.effects[0]
    assert first.variant == stronger
    assert first.margin is not None and first.margin.difference < 0
    assert first.margin_p < 0.01 and first.stronger


def test_the_report_is_one_file_with_a_ranked_table_a_figure_and_a_text_for_it() -> None:
    outcomes = study("fantastic-factories", 20, ["work phase lower only", "monument bonus 0"])
    html = render(FF, outcomes, {"backend": "1 local worker process", "seconds": 1.0,
                                 "command": "soloist sensitivity fantastic-factories",
                                 "invoked": "soloist sensitivity fantastic-factories"})
    assert "work phase lower only" in html and "data:image/png;base64," in html
    assert 'alt="The variants\' effects' in html or "alt=\"The variants&#39; effects" in html
    assert "<script" not in html and 'src="http' not in html
    assert "Holm" in html and "Bonferroni" in html


def test_a_variant_the_automa_does_not_have_is_refused_before_any_game() -> None:
    with pytest.raises(OptionError, match="names no part of this automa"):
        make_plans(FF, games=5, seed=1, levels=None, options={}, stand_ins=[None],
                   variants=["card 3 twice"])
    with pytest.raises(OptionError, match="not 'fantastic-factories'"):
        make_plans(FF, games=5, seed=1, levels=None, options={}, stand_ins=[None],
                   variants=["tokaido: card 3t twice"])


def test_a_margin_is_the_games_own_or_its_scores_difference() -> None:
    from soloist.sim.balance import Roles

    roles = Roles("machine_score", "person_score", None, ())
    assert margin_of({"margin": -3}, roles) == -3
    assert margin_of({"person_score": 20, "machine_score": 23}, roles) == -3
    assert margin_of({"person_score": 20}, roles) is None


def test_the_docs_name_every_part_each_game_declares() -> None:
    import re

    docs = (Path(__file__).resolve().parents[2] / "docs" / "sensitivity.md").read_text()
    for definition in all_games():
        stand_in = next(iter(definition.all_stand_ins()))
        options = definition.parse_options({**definition.simulation_options(stand_in),
                                            **({"level": 6} if definition.name == "tokaido"
                                               else {})})
        parts = definition.automa_parts(options)
        for rule in parts.rules:
            assert f"`{re.sub(r'[0-9]', 'N', rule.name)}`" in docs, (definition.name, rule.name)
        for deck in parts.decks:
            assert f"`{deck.name} CARD`" in docs, (definition.name, deck.name)


def test_a_revive_variant_changes_one_cards_energy_and_a_marco_polo_variant_one_card() -> None:
    from dataclasses import replace

    from soloist.engine.variants import parse_variant
    from soloist.games.marco_polo_2 import data_for
    from soloist.games.marco_polo_2.variants import varied
    from soloist.games.revive.cards import CARDS
    from soloist.games.revive.variants import automa_parts, cards_of

    variant = parse_variant(automa_parts((1, 3)), "card 2 energy 3")
    assert cards_of(variant) == tuple(replace(card, energy=3) if card.number == 2 else card
                                      for card in CARDS)
    polo = find_game("marco-polo-2")
    options = polo.parse_options(polo.simulation_options("greedy"))
    data = data_for(options)
    twice = varied(data, polo.variant({**options, VARIANT: "card 3 twice"}))
    assert data.cards is not None and twice.cards is not None
    assert [card.id for card in twice.cards] == [1, 2, 3, 3, 4, 5, 6, 7, 8]
    assert (twice.slides, twice.characters, twice.board) == (data.slides, data.characters,
                                                             data.board)


@pytest.mark.parametrize(("name", "text"), [("fantastic-factories", "end trigger 12 goods or "
                                                                    "10 cards"),
                                            ("tokaido", "card 2i left out"),
                                            ("revive", "card 4 left out"),
                                            ("marco-polo-2", "books fallback from the left")])
def test_a_variant_games_log_says_it_is_a_variant_and_its_record_replays(name: str,
                                                                         text: str) -> None:
    from soloist.engine.log import Log
    from soloist.engine.session import Session

    definition = find_game(name)
    stand_in = next(iter(definition.all_stand_ins()))
    options = definition.parse_options({**definition.simulation_options(stand_in),
                                        VARIANT: text})
    log = Log()
    runner.play_out(definition, options, 12, definition.stand_in(stand_in), log=log)
    first = next(event for event in log if "variant" in event.text)
    assert first.text.startswith(f"A variant of the automa, for designers: {text}.")
    session = Session.start(definition, options, 12)
    for _ in range(6):  # a few answers, then the record replays to the same log
        if session.question is None:
            break
        session.answer(session.question.valid_answers()[0])
    record = session.record
    assert record.options[VARIANT] == text
    assert Session.replay(definition, record).log.texts() == session.log.texts()
