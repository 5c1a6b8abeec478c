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


@pytest.mark.parametrize(
    ("rules", "active"),
    [
        (SeasonRules(), False),
        (SeasonRules(best=8, of=8), True),
        (SeasonRules(minimum_evenings=8), True),
        (SeasonRules(members_only=True), True),
    ],
)
def test_the_rules_are_off_by_default(rules: SeasonRules, active: bool) -> None:
    assert rules.active is active


E = EveningResult


@pytest.mark.parametrize(
    ("results", "rules", "expected"),
    [
        # Every evening counts by default.
        ([E(5, 6), E(-3, 6), E(2, 3)], SeasonRules(), Counted(4, 15, 3, 0)),
        # The best 2 of 3: the -3 is dropped, and its positions with it.
        ([E(5, 6), E(-3, 6), E(2, 3)], SeasonRules(best=2, of=3), Counted(7, 9, 2, 1)),
        # Fewer evenings played than N: all count.
        ([E(-4, 6)], SeasonRules(best=2, of=3), Counted(-4, 6, 1, 0)),
        ([], SeasonRules(best=2, of=3), Counted(0, 0, 0, 0)),
        # Two evenings won as much: the earlier one counts.
        ([E(1, 6), E(4, 6), E(1, 3)], SeasonRules(best=2, of=3), Counted(5, 12, 2, 1)),
        # All losses: the smallest losses count.
        (
            [E(-1, 6), E(-9, 6), E(-2, 6), E(-5, 6)],
            SeasonRules(best=2, of=4),
            Counted(-3, 12, 2, 2),
        ),
    ],
)
def test_the_best_n_evenings_count(results: list[E], rules: SeasonRules, expected: Counted) -> None:
    assert counted(results, rules) == expected


@pytest.mark.parametrize(
    ("evenings", "guest", "rules", "expected"),
    [
        (1, True, SeasonRules(), ()),
        (7, False, SeasonRules(minimum_evenings=8, best=9, of=12), (Ineligible.TOO_FEW_EVENINGS,)),
        (8, False, SeasonRules(minimum_evenings=8, best=9, of=12), ()),
        (12, True, SeasonRules(members_only=True), (Ineligible.GUEST,)),
        (12, False, SeasonRules(members_only=True), ()),
        (
            2,
            True,
            SeasonRules(members_only=True, minimum_evenings=3),
            (Ineligible.GUEST, Ineligible.TOO_FEW_EVENINGS),
        ),
    ],
)
def test_who_is_eligible_for_a_prize(
    evenings: int, guest: bool, rules: SeasonRules, expected: tuple[Ineligible, ...]
) -> None:
    assert ineligible(evenings, guest, rules) == expected
