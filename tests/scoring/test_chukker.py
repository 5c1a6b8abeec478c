"""Whole chukkers worked out by hand, the properties every sheet keeps, and what is refused.

Unless a test says otherwise North deals first under the ``dealer`` schedule, so the vulnerable
side is: deal 1 none, deal 2 EW (East deals), deal 3 NS (South deals), deal 4 both.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring import (
    Award,
    ChukkerSheet,
    Deal,
    Premium,
    Schedule,
    ScoringError,
    Seat,
    Side,
    Strain,
    score_chukker,
)

NS, EW = Side.NS, Side.EW


def deal(
    contract: str, declarer: str, tricks: int, honours: int = 0, honours_side: str | None = None
) -> Deal:
    """A deal from a contract written as at the table: ``deal("4SX", "N", 10)``."""
    return Deal(
        declarer=declarer,
        level=int(contract[0]),
        strain=contract[1:].rstrip("X"),
        doubled=contract.count("X"),
        tricks=tricks,
        honours=honours,
        honours_side=honours_side,
    )


def totals(sheet: ChukkerSheet) -> tuple[int, int]:
    return sheet.totals[NS], sheet.totals[EW]


def test_a_game_on_deal_1_not_vulnerable_earns_300() -> None:
    sheet = score_chukker([deal("4S", "N", 10)])
    (line,) = sheet.lines
    assert line.below == {NS: 120, EW: 0}
    assert line.above == {NS: 300, EW: 0}
    assert line.game is NS
    assert line.carried == {NS: 0, EW: 0}
    assert line.premiums == (Award(NS, Premium.GAME, 300),)
    assert totals(sheet) == (420, 0)


@pytest.mark.parametrize(
    ("deals", "completing", "premium", "expected_totals"),
    [
        # NS 1NT= (40) then 2S= (60) on deal 2, where NS are not vulnerable
        ([deal("1NT", "N", 7), deal("2S", "S", 8)], NS, 300, (400, 0)),
        # EW 2H= (60) then 2D= (40) on deal 2, where EW are vulnerable
        ([deal("2H", "E", 8), deal("2D", "W", 8)], EW, 500, (0, 600)),
        # EW's first partscore on deal 2 (vulnerable), completed on deal 3 (not vulnerable):
        # the completing deal's vulnerability counts
        ([deal("1C", "N", 7), deal("2S", "E", 8), deal("2D", "W", 8)], EW, 300, (20, 400)),
    ],
)
def test_partscores_combine_into_a_game_paid_by_the_completing_deal(
    deals: list[Deal], completing: Side, premium: int, expected_totals: tuple[int, int]
) -> None:
    sheet = score_chukker(deals)
    last = sheet.lines[-1]
    assert last.game is completing
    assert Award(completing, Premium.GAME, premium) in last.premiums
    assert [line.game for line in sheet.lines[:-1]] == [None] * (len(deals) - 1)
    assert last.carried == {NS: 0, EW: 0}
    assert totals(sheet) == expected_totals


def test_a_game_cancels_the_other_sides_partscore() -> None:
    sheet = score_chukker(
        [
            deal("2S", "N", 8),  # NS 60 toward game
            deal("4H", "E", 10),  # EW game, vulnerable on deal 2: 120 + 500
            deal("2C", "S", 8),  # NS 40: their 60 no longer counts, so no game
            deal("1NT", "W", 6),  # EW one down, vulnerable: NS 100
        ]
    )
    assert [line.carried for line in sheet.lines] == [
        {NS: 60, EW: 0},
        {NS: 0, EW: 0},
        {NS: 40, EW: 0},
        {NS: 40, EW: 0},
    ]
    assert [line.game for line in sheet.lines] == [None, EW, None, None]
    # The cancelled partscore still counts in the total.
    assert totals(sheet) == (60 + 40 + 100, 120 + 500)


def test_overtricks_do_not_count_toward_game() -> None:
    sheet = score_chukker([deal("2S", "N", 8), deal("1C", "N", 11)])
    assert sheet.lines[1].below == {NS: 20, EW: 0}
    assert sheet.lines[1].above == {NS: 80, EW: 0}
    assert sheet.lines[1].game is None
    assert sheet.carried == {NS: 80, EW: 0}
    assert totals(sheet) == (160, 0)


def test_a_deal_4_partscore_earns_100_while_the_other_side_has_a_partscore() -> None:
    sheet = score_chukker(
        [
            deal("3NT", "E", 9),  # EW game not vulnerable: 100 + 300
            deal("4H", "S", 9),  # NS one down, not vulnerable on deal 2: EW 50
            deal("3C", "W", 9),  # EW 60 toward game
            deal("2S", "N", 8),  # NS 60 on deal 4, no game: + 100
        ]
    )
    assert sheet.lines[3].premiums == (Award(NS, Premium.PARTSCORE_DEAL_4, 100),)
    assert sheet.carried == {NS: 60, EW: 60}
    assert totals(sheet) == (60 + 100, 100 + 300 + 50 + 60)


def test_a_deal_4_partscore_earns_100_when_no_side_has_a_partscore() -> None:
    sheet = score_chukker(
        [deal("4S", "N", 10), deal("4H", "E", 10), deal("3NT", "S", 9), deal("1NT", "W", 8)]
    )
    assert [line.game for line in sheet.lines] == [NS, EW, NS, None]
    assert sheet.lines[3].premiums == (
        Award(EW, Premium.OVERTRICKS, 30),
        Award(EW, Premium.PARTSCORE_DEAL_4, 100),
    )
    assert totals(sheet) == (120 + 300 + 100 + 500, 120 + 500 + 40 + 30 + 100)


def test_a_deal_4_partscore_that_joins_its_sides_partscore_without_game_earns_100() -> None:
    sheet = score_chukker(
        [deal("1C", "N", 7), deal("1D", "E", 7), deal("1H", "S", 7), deal("1NT", "N", 7)]
    )
    assert sheet.carried == {NS: 90, EW: 20}
    assert sheet.lines[3].game is None
    assert totals(sheet) == (20 + 30 + 40 + 100, 20)


def test_a_deal_4_partscore_that_completes_a_game_earns_the_game_premium_only() -> None:
    sheet = score_chukker(
        [
            deal("2S", "N", 8),  # NS 60
            deal("1NT", "E", 6),  # EW one down, vulnerable: NS 100
            deal("1NT", "S", 6),  # NS one down, vulnerable: EW 100
            deal("2H", "N", 8),  # NS 60 + 60: game, both vulnerable
        ]
    )
    assert sheet.lines[3].game is NS
    assert sheet.lines[3].premiums == (Award(NS, Premium.GAME, 500),)
    assert totals(sheet) == (60 + 100 + 60 + 500, 100)


def test_a_failed_contract_on_deal_4_earns_no_partscore_premium() -> None:
    sheet = score_chukker(
        [deal("1C", "N", 7), deal("1C", "E", 7), deal("1C", "S", 7), deal("2S", "W", 7)]
    )
    assert sheet.lines[3].premiums == (Award(NS, Premium.UNDERTRICKS, 100),)
    assert totals(sheet) == (20 + 20 + 100, 20)


def test_a_doubled_partscore_can_make_game() -> None:
    sheet = score_chukker([deal("2HX", "N", 8)])
    assert sheet.lines[0].below == {NS: 120, EW: 0}
    assert sheet.lines[0].game is NS
    assert sheet.lines[0].premiums == (
        Award(NS, Premium.INSULT, 50),
        Award(NS, Premium.GAME, 300),
    )
    assert totals(sheet) == (470, 0)


def test_a_redoubled_one_club_stays_a_partscore() -> None:
    sheet = score_chukker([deal("1CXX", "E", 7)])
    assert sheet.lines[0].game is None
    assert sheet.carried == {NS: 0, EW: 80}
    assert totals(sheet) == (0, 80 + 100)


def test_a_vulnerable_small_slam_earns_slam_and_game() -> None:
    sheet = score_chukker([deal("1C", "E", 7), deal("1C", "N", 6), deal("6S", "S", 12)])
    assert sheet.lines[2].premiums == (
        Award(NS, Premium.SLAM, 750),
        Award(NS, Premium.GAME, 500),
    )
    assert totals(sheet) == (180 + 750 + 500, 20 + 50)


@pytest.mark.parametrize(("honours", "expected_totals"), [(True, (100, 50)), (False, (0, 50))])
def test_honours_count_only_when_the_setting_is_on_even_if_the_contract_fails(
    honours: bool, expected_totals: tuple[int, int]
) -> None:
    sheet = score_chukker([deal("4S", "N", 9, 100, "NS")], honours=honours)
    assert totals(sheet) == expected_totals


def test_honours_go_to_the_side_holding_them_not_the_declarer() -> None:
    sheet = score_chukker([deal("3NT", "E", 9, 150, "NS")], honours=True)
    assert sheet.lines[0].above == {NS: 150, EW: 300}
    assert Award(NS, Premium.HONOURS, 150) in sheet.lines[0].premiums
    assert totals(sheet) == (150, 400)


def test_equal_totals_tie() -> None:
    sheet = score_chukker(
        [
            deal("1NT", "N", 6),  # EW 50
            deal("1NT", "E", 6),  # NS 100, EW vulnerable
            deal("1NT", "W", 6),  # NS 50, EW not vulnerable
            deal("1NT", "N", 6),  # EW 100, both vulnerable
        ]
    )
    assert totals(sheet) == (150, 150)
    assert sheet.complete
    assert sheet.winner is None
    assert sheet.net == 0
    assert sheet.net_for("NS") == sheet.net_for("EW") == 0


def test_an_incomplete_chukker_stands_and_shows_the_next_deal() -> None:
    sheet = score_chukker([deal("4S", "N", 10), deal("3NT", "E", 8)])
    assert totals(sheet) == (420 + 100, 0)
    assert not sheet.complete
    assert sheet.winner is NS
    assert sheet.net == 520
    assert sheet.net_for(NS) == 520
    assert sheet.net_for(EW) == -520
    assert sheet.next_deal_number == 3
    assert sheet.next_dealer is Seat.S
    assert sheet.next_vulnerable == frozenset({NS})


def test_a_chukker_without_deals_is_nil_all() -> None:
    sheet = score_chukker([], first_dealer="E", schedule="french")
    assert sheet.lines == ()
    assert totals(sheet) == (0, 0)
    assert sheet.winner is None
    assert sheet.net == 0
    assert sheet.carried == {NS: 0, EW: 0}
    assert (sheet.next_deal_number, sheet.next_dealer, sheet.next_vulnerable) == (
        1,
        Seat.E,
        frozenset(),
    )


def test_a_complete_chukker_has_no_next_deal() -> None:
    sheet = score_chukker([deal("1NT", "N", 7)] * 4)
    assert sheet.complete
    assert (sheet.next_deal_number, sheet.next_dealer, sheet.next_vulnerable) == (None, None, None)


def test_lines_follow_the_first_dealer_and_schedule() -> None:
    # West deals first; French schedule: on deal 2 (North deals) the side that did not deal,
    # EW, is vulnerable.
    sheet = score_chukker(
        [deal("1C", "N", 7), deal("4H", "E", 10), deal("1C", "E", 7), deal("1C", "S", 7)],
        first_dealer=Seat.W,
        schedule=Schedule.FRENCH,
    )
    assert [line.number for line in sheet.lines] == [1, 2, 3, 4]
    assert [line.dealer for line in sheet.lines] == ["W", "N", "E", "S"]
    assert [line.vulnerable for line in sheet.lines] == [set(), {EW}, {EW}, {NS, EW}]
    assert sheet.lines[1].declarer_vulnerable
    assert sheet.lines[1].premiums == (Award(EW, Premium.GAME, 500),)
    assert (sheet.first_dealer, sheet.schedule) == (Seat.W, Schedule.FRENCH)


def test_sides_can_be_read_with_plain_strings() -> None:
    sheet = score_chukker([deal("4S", "N", 10)], first_dealer="N", schedule="dealer")
    # What the test is about: mypy wants a Side, a plain string works as well.
    assert sheet.totals["NS"] == 420  # type: ignore[index]
    assert sheet.totals["EW"] == 0  # type: ignore[index]
    assert sheet.lines[0].below["NS"] == 120  # type: ignore[index]
    assert sheet.lines[0].total("NS") == sheet.lines[0].points_ns == 420
    assert sheet.lines[0].points_ew == 0
    assert sheet.winner == "NS"


# -- properties every sheet keeps, whatever was played ---------------------------------------------


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    strain = draw(st.sampled_from(Strain))
    honours = draw(st.sampled_from([0, 150] if strain is Strain.NT else [0, 100, 150]))
    return Deal(
        declarer=draw(st.sampled_from(Seat)),
        level=draw(st.integers(1, 7)),
        strain=strain,
        doubled=draw(st.integers(0, 2)),
        tricks=draw(st.integers(0, 13)),
        honours=honours,
        honours_side=draw(st.sampled_from(Side)) if honours else None,
    )


@given(
    played=st.lists(deals(), max_size=4),
    first_dealer=st.sampled_from(Seat),
    schedule=st.sampled_from(Schedule),
    honours=st.booleans(),
)
def test_a_sheet_adds_up(
    played: list[Deal], first_dealer: Seat, schedule: Schedule, honours: bool
) -> None:
    sheet = score_chukker(played, first_dealer, schedule, honours)
    assert len(sheet.lines) == len(played)
    for side in Side:
        assert sheet.totals[side] == sum(line.total(side) for line in sheet.lines)
    for line in sheet.lines:
        for side in Side:
            itemised = sum(award.points for award in line.premiums if award.side is side)
            assert line.above[side] == itemised
            assert line.carried[side] < 100
        assert line.below[line.declaring_side.other] == 0
        assert (line.game is not None) == any(a.kind is Premium.GAME for a in line.premiums)
    assert sheet.net_for(Side.NS) == -sheet.net_for(Side.EW)
    assert sheet.net == abs(sheet.net_for(Side.NS)) >= 0
    assert (sheet.winner is None) == (sheet.net == 0)


# -- what a chukker refuses ------------------------------------------------------------------------


VALID: dict[str, Any] = {"declarer": "N", "level": 4, "strain": "S", "doubled": 0, "tricks": 10}


def test_a_fifth_deal_is_void() -> None:
    deal = Deal(**VALID)
    with pytest.raises(ScoringError, match="a fifth deal is void") as caught:
        score_chukker([deal] * 5)
    assert caught.value.params == {"count": 5}


def test_an_unknown_first_dealer_is_refused() -> None:
    with pytest.raises(ScoringError, match="dealer must be one of N, E, S or W, not X"):
        score_chukker([], first_dealer="X")


def test_a_chukker_of_things_that_are_not_deals_is_a_programming_error() -> None:
    with pytest.raises(TypeError) as caught:
        score_chukker([VALID])  # type: ignore[list-item]
    assert str(caught.value) == "score_chukker expects Deal objects, not dict"


# -- what the sheet keeps, and the defaults a caller relies on ------------------------------------


def test_honours_are_left_out_unless_the_evening_counts_them() -> None:
    held = deal("4S", "N", 10, 150, "EW")
    by_default = score_chukker([held])
    counted = score_chukker([held], honours=True)

    assert by_default.honours is False
    assert counted.honours is True
    assert all(award.kind is not Premium.HONOURS for award in by_default.lines[0].premiums)
    assert totals(by_default) == (420, 0)
    assert totals(counted) == (420, 150)


def test_each_line_keeps_the_deal_it_scored() -> None:
    played = [deal("4S", "N", 10), deal("2H", "E", 8), deal("3NT", "S", 8)]
    sheet = score_chukker(played)
    assert [line.deal for line in sheet.lines] == played
    assert [line.number for line in sheet.lines] == [1, 2, 3]


def test_a_game_in_duplicate_style_is_awarded_as_a_game() -> None:
    sheet = score_chukker([deal("4S", "N", 10), deal("2H", "E", 8)], style="duplicate")
    assert sheet.style == "duplicate"
    assert sheet.lines[0].premiums == (Award(NS, Premium.GAME, 300),)
    assert sheet.lines[1].premiums == (Award(EW, Premium.PARTSCORE, 50),)
    assert sheet.lines[0].game is NS and sheet.lines[1].game is None


@pytest.mark.parametrize(
    ("call", "template", "params"),
    [
        (
            lambda: score_chukker([Deal(**VALID)] * 6),
            "A chukker has four deals: a fifth deal is void and cannot be scored "
            "(%(count)s deals were entered).",
            {"count": 6},
        ),
        (
            lambda: score_chukker([], first_dealer="X"),
            "The dealer must be one of N, E, S or W, not %(value)s.",
            {"value": "X"},
        ),
        (
            lambda: score_chukker([], schedule="dutch"),
            "Unknown vulnerability schedule %(value)s: choose dealer, non_dealer or french.",
            {"value": "dutch"},
        ),
        (
            lambda: score_chukker([], style="rubber"),
            "Unknown scoring style %(value)s: choose chicago or duplicate.",
            {"value": "rubber"},
        ),
    ],
)
def test_a_refused_chukker_says_why_in_words_the_site_translates(
    call: Any, template: str, params: dict[str, object]
) -> None:
    # The template is the translation catalogue's key: changing its text unseen loses the
    # French and Italian.
    with pytest.raises(ScoringError) as caught:
        call()
    assert (caught.value.template, caught.value.params) == (template, params)
