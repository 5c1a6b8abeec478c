"""Season rules, case by case (docs/rules.md#season-rules)."""

from __future__ import annotations

import pytest

from scoring.errors import ScoringError
from scoring.season_rules import (
    Counted,
    EveningResult,
    Ineligible,
    SeasonRules,
    counted,
    ineligible,
)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"best": 9, "of": 8}, "Only 8 evenings are planned: the best 9 of them cannot count."),
        ({"best": 3}, "Give both"),
        ({"of": 3}, "Give both"),
        ({"best": 0, "of": 3}, "from 1 to 366"),
        ({"best": 2, "of": 400}, "from 1 to 366"),
        ({"minimum_evenings": 13, "best": 9, "of": 12}, "cannot need 13 of them"),
        ({"minimum_evenings": -1}, "from 0 to 366"),
    ],
)
def test_impossible_rules_are_refused(kwargs: dict[str, int], message: str) -> None:
    with pytest.raises(ScoringError, match=message):
        SeasonRules(**kwargs)  # type: ignore[arg-type]


# The rules of a case as keyword arguments, built in the test: a SeasonRules built while the
# module is imported would turn a fault of the rules into an error collecting the tests.
_Rules = dict


@pytest.mark.parametrize(
    ("rules", "active"),
    [
        (_Rules(), False),
        (_Rules(best=8, of=8), True),
        (_Rules(minimum_evenings=8), True),
        (_Rules(members_only=True), True),
    ],
)
def test_the_rules_are_off_by_default(rules: _Rules, active: bool) -> None:
    assert SeasonRules(**rules).active is active


E = EveningResult


@pytest.mark.parametrize(
    ("results", "rules", "expected"),
    [
        # Every evening counts by default.
        ([E(5, 6), E(-3, 6), E(2, 3)], _Rules(), Counted(4, 15, 3, 0)),
        # The best 2 of 3: the -3 is dropped, and its positions with it.
        ([E(5, 6), E(-3, 6), E(2, 3)], _Rules(best=2, of=3), Counted(7, 9, 2, 1)),
        # Fewer evenings played than N: all count.
        ([E(-4, 6)], _Rules(best=2, of=3), Counted(-4, 6, 1, 0)),
        ([], _Rules(best=2, of=3), Counted(0, 0, 0, 0)),
        # Two evenings won as much: the earlier one counts.
        ([E(1, 6), E(4, 6), E(1, 3)], _Rules(best=2, of=3), Counted(5, 12, 2, 1)),
        # All losses: the smallest losses count.
        (
            [E(-1, 6), E(-9, 6), E(-2, 6), E(-5, 6)],
            _Rules(best=2, of=4),
            Counted(-3, 12, 2, 2),
        ),
    ],
)
def test_the_best_n_evenings_count(results: list[E], rules: _Rules, expected: Counted) -> None:
    assert counted(results, SeasonRules(**rules)) == expected


@pytest.mark.parametrize(
    ("evenings", "guest", "rules", "expected"),
    [
        (1, True, _Rules(), ()),
        (7, False, _Rules(minimum_evenings=8, best=9, of=12), (Ineligible.TOO_FEW_EVENINGS,)),
        (8, False, _Rules(minimum_evenings=8, best=9, of=12), ()),
        (12, True, _Rules(members_only=True), (Ineligible.GUEST,)),
        (12, False, _Rules(members_only=True), ()),
        (
            2,
            True,
            _Rules(members_only=True, minimum_evenings=3),
            (Ineligible.GUEST, Ineligible.TOO_FEW_EVENINGS),
        ),
    ],
)
def test_who_is_eligible_for_a_prize(
    evenings: int, guest: bool, rules: _Rules, expected: tuple[Ineligible, ...]
) -> None:
    assert ineligible(evenings, guest, SeasonRules(**rules)) == expected


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"best": 0, "of": 3}, "The number of evenings that count must be from 1 to 366, not 0."),
        (
            {"best": 3, "of": 367},
            "The number of evenings that count must be from 1 to 366, not 367.",
        ),
        (
            {"best": 367, "of": 3},
            "The number of evenings that count must be from 1 to 366, not 367.",
        ),
        (
            {"best": True, "of": 3},
            "The number of evenings that count must be from 1 to 366, not True.",
        ),
        ({"best": 2, "of": "3"}, "The number of evenings that count must be from 1 to 366, not 3."),
        (
            {"best": 2.0, "of": 3},
            "The number of evenings that count must be from 1 to 366, not 2.0.",
        ),
        (
            {"best": 3},
            "Give both the number of best evenings that count and the number of evenings planned.",
        ),
        (
            {"of": 3},
            "Give both the number of best evenings that count and the number of evenings planned.",
        ),
        ({"best": 4, "of": 3}, "Only 3 evenings are planned: the best 4 of them cannot count."),
        (
            {"minimum_evenings": -1},
            "The evenings needed for a prize must be from 0 to 366, not -1.",
        ),
        (
            {"minimum_evenings": 367},
            "The evenings needed for a prize must be from 0 to 366, not 367.",
        ),
        (
            {"minimum_evenings": True},
            "The evenings needed for a prize must be from 0 to 366, not True.",
        ),
        (
            {"minimum_evenings": "2"},
            "The evenings needed for a prize must be from 0 to 366, not 2.",
        ),
        (
            {"minimum_evenings": 4, "best": 2, "of": 3},
            "Only 3 evenings are planned: a player cannot need 4 of them for a prize.",
        ),
    ],
)
def test_impossible_rules_say_what_is_wrong(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ScoringError) as raised:
        SeasonRules(**kwargs)  # type: ignore[arg-type]
    assert raised.value.message == message


@pytest.mark.parametrize(
    "kwargs",
    [
        {"best": 1, "of": 1},
        {"best": 366, "of": 366},
        {"best": 3, "of": 3, "minimum_evenings": 3},
        {"minimum_evenings": 366},
        {"minimum_evenings": 0, "best": 1, "of": 366},
    ],
)
def test_rules_at_their_limits_are_allowed(kwargs: dict[str, int]) -> None:
    rules = SeasonRules(**kwargs)  # type: ignore[arg-type]
    assert (rules.best, rules.of, rules.minimum_evenings) == (
        kwargs.get("best"),
        kwargs.get("of"),
        kwargs.get("minimum_evenings", 0),
    )


@pytest.mark.parametrize(
    ("results", "best", "expected"),
    [
        # Of evenings that won as much, the earliest count (their positions tell which).
        ([E(2, 1), E(2, 2), E(2, 4)], 2, Counted(4, 3, 2, 1)),
        ([E(1, 1), E(3, 2), E(3, 4), E(3, 8)], 2, Counted(6, 6, 2, 2)),
        # The best by hundreds, not by positions.
        ([E(1, 9), E(5, 1), E(3, 2)], 1, Counted(5, 1, 1, 2)),
        ([E(1, 9), E(5, 1), E(3, 2)], 2, Counted(8, 3, 2, 1)),
        ([E(1, 9), E(5, 1), E(3, 2)], 3, Counted(9, 12, 3, 0)),
    ],
)
def test_the_best_evenings_are_the_highest_the_earliest_of_equals(
    results: list[E], best: int, expected: Counted
) -> None:
    assert counted(results, SeasonRules(best=best, of=5)) == expected


@pytest.mark.parametrize(
    ("evenings", "minimum", "expected"),
    [
        (0, 0, ()),
        (0, 1, (Ineligible.TOO_FEW_EVENINGS,)),
        (4, 5, (Ineligible.TOO_FEW_EVENINGS,)),
        (5, 5, ()),
        (6, 5, ()),
    ],
)
def test_the_minimum_is_the_evenings_a_player_needs(
    evenings: int, minimum: int, expected: tuple[Ineligible, ...]
) -> None:
    assert ineligible(evenings, True, SeasonRules(minimum_evenings=minimum)) == expected


def test_guests_are_eligible_unless_prizes_are_for_members() -> None:
    assert ineligible(3, True, SeasonRules()) == ()
    assert ineligible(3, False, SeasonRules(members_only=True)) == ()
    assert ineligible(3, True, SeasonRules(members_only=True)) == (Ineligible.GUEST,)


@pytest.mark.parametrize(
    ("kwargs", "active"),
    [
        ({"best": 1, "of": 2}, True),
        ({"minimum_evenings": 1}, True),
        ({"members_only": True}, True),
        ({}, False),
        ({"minimum_evenings": 0, "members_only": False}, False),
    ],
)
def test_any_rule_on_is_active(kwargs: dict[str, object], active: bool) -> None:
    assert SeasonRules(**kwargs).active is active  # type: ignore[arg-type]


def test_the_reasons_are_written_as_stored() -> None:
    assert [reason.value for reason in Ineligible] == ["guest", "too_few_evenings"]
