"""What the score sheets print and what the fast entry shows, read from the plan and the deals."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club.selectors.paper import blank_sheets, paper_chukker, sheet_deals, table_sheets
from clubchicago.club.selectors.plans import evening_tables
from clubchicago.club.services import paper, play
from scoring import Seat, Side
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db


def test_a_chukkers_deals_are_dealt_clockwise_with_the_schedules_vulnerability() -> None:
    deals = sheet_deals(Seat.S, "dealer")

    assert [d.dealer for d in deals] == [Seat.S, Seat.W, Seat.N, Seat.E]
    assert [d.vulnerable for d in deals] == [
        frozenset(),
        frozenset({Side.EW}),  # West deals deal 2: the dealer's side
        frozenset({Side.NS}),
        frozenset({Side.NS, Side.EW}),
    ]


def test_a_blank_sheet_has_three_chukkers_the_first_deal_passing_clockwise() -> None:
    sheets = blank_sheets(Seat.W, "french")

    assert sheets.table is None
    assert [c.first_dealer for c in sheets.chukkers] == [Seat.W, Seat.N, Seat.E]
    assert all(c.player_at(seat) is None for c in sheets.chukkers for seat in Seat)


def test_a_tables_sheets_are_its_plan_with_names() -> None:
    evening = make_evening(length=8)
    seat_tables(evening, (6,))
    (table,) = evening_tables(evening)

    sheets = table_sheets(table, evening.schedule)

    assert len(sheets.chukkers) == 8
    first = sheets.chukkers[0]
    assert first.line is not None
    assert first.player_at(Seat.N) == first.line.north
    assert first.deals[0].dealer == first.first_dealer


def test_the_chukker_to_type_in_is_the_next_one_before_play_starts() -> None:
    (table,) = seat_tables(make_evening(), (5,))

    chukker = paper_chukker(table)

    assert chukker is not None
    assert (chukker.number, chukker.chukker, chukker.stored) == (1, None, {})
    assert [p.number for p in chukker.sitting_out] == [5]


def test_the_chukker_in_play_shows_what_is_stored_of_it(director: User) -> None:
    (table,) = seat_tables(make_evening(confirm_entries=False), (4,))
    link = play.Actor.for_table(table)
    enter(table, None, link)
    enter(table, FOUR_DEALS[0], link)

    chukker = paper_chukker(table)

    assert chukker is not None and chukker.chukker is not None
    assert list(chukker.stored) == [1]
    assert {n: len(deals) for n, deals in chukker.passed_out.items()} == {1: 1}


def test_once_a_chukker_closes_the_next_is_to_type_in_and_the_closed_one_stays_reachable() -> None:
    (table,) = seat_tables(make_evening(confirm_entries=False), (4,))
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))

    following = paper_chukker(table)
    closed = paper_chukker(table, 1)

    assert following is not None and following.number == 2 and following.chukker is None
    assert closed is not None and closed.closed and sorted(closed.stored) == [1, 2, 3, 4]
    assert paper_chukker(table, 3) is None  # not started, not next
    assert paper_chukker(table, 99) is None


def test_a_finished_table_has_nothing_left_to_type_in(director: User) -> None:
    evening = make_evening(confirm_entries=False, length=1)
    (table,) = seat_tables(evening, (4,))
    paper.set_on_paper(table, True)
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_director(director))

    assert paper_chukker(table) is None


def test_the_running_score_gives_each_deals_totals_after_it() -> None:
    (table,) = seat_tables(make_evening(), (4,))
    chukker = paper_chukker(table)
    assert chukker is not None

    sheet, rows = chukker.running(FOUR_DEALS[:3])

    assert [(r.number, r.totals[Side.NS], r.totals[Side.EW]) for r in rows] == [
        (1, 420, 0),
        (2, 420, 60),
        (3, 420, 160),
    ]
    assert sheet.totals == rows[-1].totals
    assert chukker.credits(sheet) == {Side.NS: 300, Side.EW: -300}  # 420 - 160, in hundreds
