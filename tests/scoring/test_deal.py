"""Every contract outcome against an independent table, well-known results by hand, and the
deals a person can get wrong (each refused with a ``ScoringError`` to show).

The expected scores here are computed from lookup tables (cumulative undertrick penalties,
per-trick values), not from the engine's helpers, so a slip in one shows up against the other.
"""

from __future__ import annotations

import dataclasses
import enum
from itertools import product
from typing import Any

import pytest

from scoring import (
    Deal,
    ScoringError,
    Seat,
    Side,
    Strain,
    score_deal,
)
from scoring.deal import trick_points

# (first trick, each next trick) beyond six, undoubled
TRICK_VALUES = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "NT": (40, 30)}
CONTRACT_MULTIPLIER = {0: 1, 1: 2, 2: 4}
# the total penalty for 0..13 undertricks, doubled, not vulnerable (NV) and vulnerable (V)
DOUBLED_NV = [0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500]
DOUBLED_V = [0, 200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800]
UNDOUBLED_UNDERTRICK = {False: 50, True: 100}
DOUBLED_OVERTRICK = {(1, False): 100, (1, True): 200, (2, False): 200, (2, True): 400}
INSULT = {0: 0, 1: 50, 2: 100}
SLAM = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}


def expected_score(
    level: int, strain: str, doubled: int, vulnerable: bool, tricks: int
) -> tuple[int, int, int]:
    """(declarer below the line, declarer above the line, defenders) by the standard table."""
    short = level + 6 - tricks
    if short > 0:
        if doubled == 0:
            return 0, 0, short * UNDOUBLED_UNDERTRICK[vulnerable]
        table = DOUBLED_V if vulnerable else DOUBLED_NV
        return 0, 0, table[short] * doubled
    first, each_next = TRICK_VALUES[strain]
    below = (first + each_next * (level - 1)) * CONTRACT_MULTIPLIER[doubled]
    extra = -short
    overtricks = (
        extra * each_next if doubled == 0 else extra * DOUBLED_OVERTRICK[doubled, vulnerable]
    )
    return below, overtricks + INSULT[doubled] + SLAM.get((level, vulnerable), 0), 0


ALL_OUTCOMES = list(
    product(range(1, 8), ["C", "D", "H", "S", "NT"], [0, 1, 2], [False, True], range(14))
)


def test_the_table_covers_every_contract_outcome() -> None:
    assert len(ALL_OUTCOMES) == 2940


CONTRACTS = sorted({(level, strain) for level, strain, *_rest in ALL_OUTCOMES})


@pytest.mark.parametrize(("level", "strain"), CONTRACTS)
def test_every_contract_outcome_scores_as_the_standard_table(level: int, strain: str) -> None:
    """Each of the 84 outcomes of one contract (doubling x vulnerability x tricks): one test a
    contract keeps the suite quick; a failure lists every outcome that differs."""
    wrong = []
    for outcome in ALL_OUTCOMES:
        if outcome[:2] != (level, strain):
            continue
        _level, _strain, doubled, vulnerable, tricks = outcome
        deal = Deal(declarer="E", level=level, strain=strain, doubled=doubled, tricks=tricks)
        score = score_deal(deal, vulnerable)
        below, above, defenders = expected_score(level, strain, doubled, vulnerable, tricks)
        found = (score.trick_points, score.declarer_above, score.defender_points)
        if found != (below, above, defenders) or score.declarer_points != below + above:
            wrong.append((outcome, found, (below, above, defenders)))
    assert wrong == []


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "expected"),
    [
        # (trick points, overtricks, insult, slam, undertricks)
        ("4SX", 11, True, (240, 200, 50, 0, 0)),
        ("7NTXX", 13, True, (880, 0, 100, 1500, 0)),
        ("1CX", 3, False, (0, 0, 0, 0, 800)),
        ("7NTXX", 0, True, (0, 0, 0, 0, 7600)),
        ("3NT", 9, False, (100, 0, 0, 0, 0)),
        ("1NT", 9, False, (40, 60, 0, 0, 0)),
        ("6H", 12, False, (180, 0, 0, 500, 0)),
        ("6D", 13, True, (120, 20, 0, 750, 0)),
        ("2D", 7, True, (0, 0, 0, 0, 100)),
        ("3NTX", 6, False, (0, 0, 0, 0, 500)),
        ("4HXX", 8, True, (0, 0, 0, 0, 1000)),
        ("1NTXX", 7, False, (160, 0, 100, 0, 0)),
        ("2HX", 10, False, (120, 200, 50, 0, 0)),
        ("3CXX", 10, True, (240, 400, 100, 0, 0)),
    ],
)
def test_well_known_results(
    contract: str, tricks: int, vulnerable: bool, expected: tuple[int, ...]
) -> None:
    level, strain, doubled = int(contract[0]), contract[1:].rstrip("X"), contract.count("X")
    score = score_deal(Deal("S", level, strain, doubled, tricks), vulnerable)
    assert dataclasses.astuple(score) == expected


def test_a_deal_normalises_codes_to_enums() -> None:
    deal = Deal(declarer="W", level=3, strain="NT", tricks=9, honours=150, honours_side="EW")
    assert deal.declarer is Seat.W
    assert deal.strain is Strain.NT
    assert deal.honours_side is Side.EW
    assert deal.declaring_side is Side.EW
    assert deal == Deal(Seat.W, 3, Strain.NT, 0, 9, 150, Side.EW)


def test_a_deal_cannot_be_changed_once_made() -> None:
    deal = Deal("N", 4, "S", tricks=10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        deal.tricks = 11  # type: ignore[misc]


@pytest.mark.parametrize(
    ("level", "strain", "doubled", "tricks", "code", "label", "result", "made", "over", "under"),
    [
        (4, "S", 1, 11, "4SX", "4♠X", "4♠X+1", True, 1, 0),
        (3, "NT", 0, 9, "3NT", "3NT", "3NT=", True, 0, 0),
        (2, "H", 0, 6, "2H", "2♥", "2♥-2", False, 0, 2),
        (7, "D", 2, 13, "7DXX", "7♦XX", "7♦XX=", True, 0, 0),
        (1, "C", 0, 0, "1C", "1♣", "1♣-7", False, 0, 7),
    ],
)
def test_a_deal_describes_its_contract_and_result(
    level: int,
    strain: str,
    doubled: int,
    tricks: int,
    code: str,
    label: str,
    result: str,
    made: bool,
    over: int,
    under: int,
) -> None:
    deal = Deal("N", level, strain, doubled, tricks)
    assert (deal.contract_code, deal.contract_label, deal.result_label) == (code, label, result)
    assert (deal.made, deal.overtricks, deal.undertricks) == (made, over, under)


# -- what a deal refuses ---------------------------------------------------------------------------


VALID = {"declarer": "N", "level": 4, "strain": "S", "doubled": 0, "tricks": 10}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"level": 8}, "level must be a whole number from 1 to 7, not 8"),
        ({"level": 0}, "level must be a whole number from 1 to 7, not 0"),
        ({"level": True}, "level must be a whole number from 1 to 7, not True"),
        ({"level": "4"}, "level must be a whole number from 1 to 7, not 4"),
        ({"level": 4.0}, "level must be a whole number from 1 to 7, not 4.0"),
        ({"tricks": 14}, "Tricks taken must be between 0 and 13"),
        ({"tricks": -1}, "Tricks taken must be between 0 and 13"),
        ({"tricks": None}, "Tricks taken must be between 0 and 13"),
        ({"strain": "X"}, "strain must be C, D, H, S or NT"),
        ({"strain": "N"}, "strain must be C, D, H, S or NT"),
        ({"strain": "s"}, "strain must be C, D, H, S or NT"),
        ({"doubled": 3}, "Doubled must be 0 \\(not doubled\\), 1 \\(doubled\\) or 2"),
        ({"doubled": False}, "Doubled must be 0"),
        ({"declarer": "Q"}, "declarer must be one of N, E, S or W, not Q"),
        ({"declarer": "n"}, "declarer must be one of N, E, S or W, not n"),
        ({"declarer": "NS"}, "declarer must be one of N, E, S or W"),
        ({"honours": 120, "honours_side": "NS"}, "Honours must be 0, 100 or 150, not 120"),
        ({"honours": True, "honours_side": "NS"}, "Honours must be 0, 100 or 150"),
        ({"honours": 100}, "Say which side, NS or EW, held the 100 honours"),
        ({"honours_side": "NS"}, "holding honours, but the honours are 0"),
        ({"honours": 150, "honours_side": "N"}, "side holding honours must be NS or EW"),
        (
            {"strain": "NT", "honours": 100, "honours_side": "EW"},
            "At notrump only all four aces count: 150",
        ),
    ],
)
def test_a_bad_deal_is_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ScoringError, match=message):
        Deal(**{**VALID, **changes})


def test_honours_of_150_at_notrump_are_accepted() -> None:
    assert Deal("E", 3, "NT", 0, 9, 150, "EW").honours == 150


# -- Deal.parse: values of any type, checked one by one ------------------------------------------


def test_parse_takes_the_constructors_defaults() -> None:
    parsed = Deal.parse(declarer="W", level=3, strain="NT")
    assert parsed == Deal(declarer="W", level=3, strain="NT")
    assert (parsed.doubled, parsed.tricks, parsed.honours, parsed.honours_side) == (0, 0, 0, None)
    assert Deal.parse(declarer="N", level=4, strain="S", honours=100, honours_side="NS") == Deal(
        "N", 4, "S", 0, 0, 100, "NS"
    )


LEVEL = "The level must be a whole number from 1 to 7, not %(value)s."
STRAIN = (
    "The strain must be C, D, H, S or NT (clubs, diamonds, hearts, spades or notrump), "
    "not %(value)s."
)
DOUBLED = "Doubled must be 0 (not doubled), 1 (doubled) or 2 (redoubled), not %(value)s."
TRICKS = "Tricks taken must be between 0 and 13, not %(value)s."
DECLARER = "The declarer must be one of N, E, S or W, not %(value)s."
HONOURS = "Honours must be 0, 100 or 150, not %(value)s."
HONOURS_SIDE = "The side holding honours must be NS or EW, not %(value)s."


@pytest.mark.parametrize(
    ("changes", "template", "value"),
    [
        ({"declarer": "Q"}, DECLARER, "Q"),
        ({"declarer": None}, DECLARER, None),
        ({"level": "4"}, LEVEL, "4"),
        ({"level": 8}, LEVEL, 8),
        ({"strain": "X"}, STRAIN, "X"),
        ({"doubled": 3}, DOUBLED, 3),
        ({"doubled": "1"}, DOUBLED, "1"),
        ({"tricks": 14}, TRICKS, 14),
        ({"tricks": True}, TRICKS, True),
        ({"honours": 120}, HONOURS, 120),
        ({"honours": 50}, HONOURS, 50),
        ({"honours": 100, "honours_side": "N"}, HONOURS_SIDE, "N"),
        # The first wrong value is the one named, in the order a form shows the fields.
        ({"declarer": "Q", "level": 9, "tricks": 20}, DECLARER, "Q"),
        ({"level": 9, "strain": "Z"}, LEVEL, 9),
        # ... even when the value is just beyond its range and the next one is wrong too.
        ({"level": 8, "strain": "bogus"}, LEVEL, 8),
        ({"level": 0, "strain": "bogus"}, LEVEL, 0),
        ({"doubled": 3, "tricks": 99}, DOUBLED, 3),
        ({"doubled": -1, "tricks": 99}, DOUBLED, -1),
        ({"tricks": 14, "honours": 7}, TRICKS, 14),
        ({"tricks": -1, "honours": 7}, TRICKS, -1),
        ({"honours": 151, "honours_side": "bogus"}, HONOURS, 151),
        ({"declarer": "Q", "level": 0}, DECLARER, "Q"),
        ({"strain": "Z", "doubled": 5}, STRAIN, "Z"),
    ],
)
def test_parse_names_the_first_wrong_value_in_words_the_site_translates(
    changes: dict[str, Any], template: str, value: object
) -> None:
    with pytest.raises(ScoringError) as caught:
        Deal.parse(**{**VALID, **changes})
    assert (caught.value.template, caught.value.params) == (template, {"value": value})


@pytest.mark.parametrize(
    ("changes", "template", "params"),
    [
        ({"honours": 100}, "Say which side, NS or EW, held the %(value)s honours.", {"value": 100}),
        (
            {"honours_side": "EW"},
            "A side is given as holding honours, but the honours are 0.",
            {},
        ),
        (
            {"strain": "NT", "honours": 100, "honours_side": "NS"},
            "At notrump only all four aces count: 150, not %(value)s.",
            {"value": 100},
        ),
    ],
)
def test_honours_without_their_side_or_at_notrump_are_refused_saying_why(
    changes: dict[str, Any], template: str, params: dict[str, object]
) -> None:
    for make in (Deal, Deal.parse):
        with pytest.raises(ScoringError) as caught:
            make(**{**VALID, **changes})
        assert (caught.value.template, caught.value.params) == (template, params)


class Number(enum.IntEnum):
    """A whole number of a type of its own (as a form library or a file reader may hand over)."""

    ZERO = 0
    ONE = 1
    FOUR = 4
    TEN = 10


def test_a_deal_keeps_plain_whole_numbers_whatever_int_it_was_given() -> None:
    deal = Deal(declarer="N", level=Number.FOUR, strain="S", doubled=Number.ONE, tricks=Number.TEN)
    # What a stored row, an export or a log shows: 4, not <Number.FOUR: 4>.
    assert (repr(deal.level), repr(deal.doubled), repr(deal.tricks)) == ("4", "1", "10")
    assert repr(deal) == repr(Deal(declarer="N", level=4, strain="S", doubled=1, tricks=10))


@pytest.mark.parametrize("strain", list(Strain))
def test_no_trick_beyond_six_earns_no_trick_points(strain: Strain) -> None:
    # docs/rules.md#deal-scoring: trick points are for the tricks bid beyond the book.
    assert trick_points(0, strain) == 0
    assert trick_points(-1, strain) == 0
    assert trick_points(1, strain) == (40 if strain is Strain.NT else TRICK_VALUES[strain][0])
