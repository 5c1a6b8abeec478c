"""Dealer rotation and the three vulnerability schedules, written out by hand."""

from __future__ import annotations

import pytest

from scoring import (
    MAX_DEALS,
    Schedule,
    ScoringError,
    Seat,
    Side,
    dealer_of,
    score_chukker,
    vulnerable_sides,
)

# first dealer, schedule, then who is vulnerable on deals 1 to 4
VULNERABILITY = """
N dealer     -  EW NS both
N non_dealer -  NS EW both
N french     -  NS NS both
E dealer     -  NS EW both
E non_dealer -  EW NS both
E french     -  EW EW both
S dealer     -  EW NS both
S non_dealer -  NS EW both
S french     -  NS NS both
W dealer     -  NS EW both
W non_dealer -  EW NS both
W french     -  EW EW both
"""
SIDES = {"-": frozenset(), "NS": {Side.NS}, "EW": {Side.EW}, "both": {Side.NS, Side.EW}}


def vulnerability_cases() -> list[tuple[str, str, int, frozenset[Side]]]:
    cases = []
    for row in VULNERABILITY.split("\n"):
        if row.strip():
            first_dealer, schedule, *deals = row.split()
            for number, sides in enumerate(deals, start=1):
                cases.append((first_dealer, schedule, number, frozenset(SIDES[sides])))
    return cases


def test_the_table_covers_every_first_dealer_schedule_and_deal() -> None:
    assert len(vulnerability_cases()) == 4 * 3 * 4


@pytest.mark.parametrize(("first_dealer", "schedule", "number", "sides"), vulnerability_cases())
def test_vulnerability_follows_the_schedule(
    first_dealer: str, schedule: str, number: int, sides: frozenset[Side]
) -> None:
    assert vulnerable_sides(number, first_dealer, schedule) == sides


def test_the_published_example_is_the_non_dealer_schedule() -> None:
    # docs/rules.md#vulnerability: "Donne 2 : Est donne, Nord-Sud vulnérable. Donne 3 : Sud donne,
    # Est-Ouest vulnérable."
    assert vulnerable_sides(2, Seat.N, Schedule.NON_DEALER) == {Side.NS}
    assert vulnerable_sides(3, Seat.N, Schedule.NON_DEALER) == {Side.EW}


def test_the_dealer_schedule_is_the_default() -> None:
    assert vulnerable_sides(2, "N") == {Side.EW}


@pytest.mark.parametrize(
    ("first_dealer", "dealers"),
    [("N", "NESW"), ("E", "ESWN"), ("S", "SWNE"), ("W", "WNES")],
)
def test_each_player_deals_once_clockwise(first_dealer: str, dealers: str) -> None:
    assert [dealer_of(n, first_dealer) for n in range(1, MAX_DEALS + 1)] == list(dealers)


# -- what a schedule refuses -----------------------------------------------------------------------


def test_an_unknown_schedule_is_refused() -> None:
    with pytest.raises(ScoringError, match="Unknown vulnerability schedule rubber"):
        score_chukker([], schedule="rubber")
    with pytest.raises(ScoringError, match="Unknown vulnerability schedule"):
        vulnerable_sides(2, "N", "Dealer")


@pytest.mark.parametrize("number", [0, 5, True])
def test_a_deal_number_outside_the_chukker_is_refused(number: int) -> None:
    with pytest.raises(ScoringError, match="deal number must be between 1 and 4"):
        dealer_of(number, "N")
