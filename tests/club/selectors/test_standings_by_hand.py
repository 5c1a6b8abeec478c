"""Two whole evenings worked by hand, played through the services, and their standings.

Every expected number below was worked out on paper from ``docs/rules.md`` (the comments show the
working), not by the scoring engine: each deal's score, each chukker's totals and net, its
rounding, and every player's total, raw points, positions and rank. The deals go in through
``play.record_deal`` as the phones send them, so the plan (who sits where, who deals first), the
engine, the rounding, the credits and the standings are all checked together.

Reading the working: a chukker's four dealers turn clockwise from its first dealer; a passed-out
deal is dealt again by the same dealer and does not count.
"""

from __future__ import annotations

from typing import Any

import pytest

from clubchicago.club.models import Chukker, Evening, Table
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services import play
from scoring import Deal
from tests import factories

pytestmark = pytest.mark.django_db

PASSED_OUT = None


def deal(text: str) -> Deal:
    """ "4SX E 8" is 4♠ doubled by East taking 8 tricks; "+NS150" adds honours held by NS."""
    contract, declarer, tricks, *honours = text.split()
    doubled = len(contract) - len(contract.rstrip("X"))
    contract = contract.rstrip("X")
    extra: dict[str, Any] = {}
    if honours:
        extra = {"honours_side": honours[0][1:3], "honours": int(honours[0][3:])}
    return Deal(
        declarer=declarer,
        level=int(contract[0]),
        strain=contract[1:],
        doubled=doubled,
        tricks=int(tricks),
        **extra,
    )


def play_evening(evening: Evening, size: int, chukkers: list[list[str | None]]) -> Table:
    """Seat players 1..size (named after their number) and play ``chukkers`` deal by deal."""
    players = [factories.make_player(f"Player {number}") for number in range(1, size + 1)]
    factories.mark_present(evening, players)
    (table,) = factories.seat_players(evening, [players])
    actor = play.Actor.for_director(factories.make_director())
    for index, deals in enumerate(chukkers, start=1):
        number, passed_out = 1, 0
        for text in deals:
            play.record_deal(
                table,
                None if text is PASSED_OUT else deal(text),
                number=number,
                chukker_number=index,
                actor=actor,
                passed_out_seen=passed_out,
                confirmed_by="Player 1",
            )
            if text is PASSED_OUT:
                passed_out += 1
            else:
                number, passed_out = number + 1, 0
    return table


def seating(table: Table) -> list[tuple[int, str, dict[str, int]]]:
    """Each chukker as played: its position, its first dealer and the numbers at N, E, S, W."""
    numbers = dict(table.table_players.values_list("player_id", "number"))
    return [
        (
            chukker.position,
            chukker.first_dealer,
            {seat: numbers[getattr(chukker, f"{field}_id")] for seat, field in SEATS.items()},
        )
        for chukker in table.chukkers.order_by("number")
    ]


SEATS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def totals(table: Table) -> list[tuple[int, int]]:
    return list(table.chukkers.order_by("number").values_list("ns_total", "ew_total"))


def standings_by_rank(evening: Evening) -> list[tuple[object, ...]]:
    standings = evening_standings(evening)
    assert standings.final
    return [(row.rank, row.name, row.total, row.raw, row.positions) for row in standings.rows]


# -- a table of five, dealer schedule, hundreds ---------------------------------------------------
#
# Dealer schedule: deal 1 nobody vulnerable, deals 2 and 3 the dealer's side, deal 4 both.
# Exact 50 rounds up (the club's default): a net of 50 counts as 100.

FIVE: list[list[str | None]] = [
    # 1: position 1, 1-2 v 3-4, 5 out. N 1, E 3, S 2, W 4; first dealer N.
    [
        "4S N 10",  # dealer N, none vul: NS 120 + game 300 = 420
        "3NT E 10",  # dealer E, EW vul: EW 100 + 30 + game 500 = 630
        "2H S 8",  # dealer S, NS vul: NS 60 below (no game)
        "3D W 8",  # dealer W, both vul: one down, 100 to NS; no partscore made
    ],  # NS 580, EW 630: EW win by 50, counted 100
    # 2: position 2, 1-5 v 2-3, 4 out. N 1, E 2, S 5, W 3; first dealer E.
    [
        "1NT S 9",  # dealer E, none vul: NS 40 below + 60 over = 100
        "2S W 8",  # dealer S, NS vul: EW 60 below
        "2D N 8",  # dealer W, EW vul: NS 40 below, 80 toward game
        "2C S 9",  # dealer N, both vul: NS 40 + 20, 120 below completes game, 500: 560
    ],  # NS 700, EW 60: NS win by 640, counted 600
    # 3: position 3, 1-4 v 2-5, 3 out. N 1, E 2, S 4, W 5; first dealer S.
    [
        "4HX E 8",  # dealer S, none vul: two down doubled, 100 + 200 = 300 to NS
        "6S W 12",  # dealer W, EW vul: 180 + game 500 + small slam 750 = 1430
        "3NT N 8",  # dealer N, NS vul: one down, 100 to EW
        "1S E 9",  # dealer E, both vul: 30 + 60 over + deal-4 partscore 100 = 190
    ],  # NS 300, EW 1720: EW win by 1420, counted 1400
    # 4: position 4, 1-3 v 4-5, 2 out. N 1, E 4, S 3, W 5; first dealer W.
    [
        PASSED_OUT,  # dealt again by W, does not count
        "3C N 10",  # dealer W, none vul: NS 60 below + 20 over = 80
        "2NT E 8",  # dealer N, NS vul: EW 70 below
        "2S S 9",  # dealer E, EW vul: NS 60 + 30, 120 below completes game, NS not vul: 390
        "3HXX W 9",  # dealer S, both vul: 90 x 4 = 360 + insult 100 + game 500 = 960
    ],  # NS 470, EW 1030: EW win by 560, counted 600
    # 5: position 5, 2-4 v 3-5, 1 out. N 2, E 3, S 4, W 5; first dealer N.
    [
        "3NT S 9",  # dealer N, none vul: 100 + game 300 = 400
        "4SX E 9",  # dealer E, EW vul: one down doubled vulnerable, 200 to NS
        "5D W 11",  # dealer S, NS vul: EW not vul, 100 + game 300 = 400
        "2H N 7",  # dealer W, both vul: one down, 100 to EW
    ],  # NS 600, EW 500: NS win by 100, counted 100
]


def test_a_table_of_five_under_the_dealer_schedule_in_hundreds():
    evening = factories.make_evening(
        schedule="dealer", honours=False, unit="hundreds", half="up", length=5
    )

    table = play_evening(evening, 5, FIVE)

    assert seating(table) == [
        (1, "N", {"N": 1, "E": 3, "S": 2, "W": 4}),
        (2, "E", {"N": 1, "E": 2, "S": 5, "W": 3}),
        (3, "S", {"N": 1, "E": 2, "S": 4, "W": 5}),
        (4, "W", {"N": 1, "E": 4, "S": 3, "W": 5}),
        (5, "N", {"N": 2, "E": 3, "S": 4, "W": 5}),
    ]
    assert totals(table) == [(580, 630), (700, 60), (300, 1720), (470, 1030), (600, 500)]
    assert Chukker.objects.filter(table=table, closed_at__isnull=False).count() == 5
    # Credits by chukker (hundreds, raw):
    #   1: 3, 4 +100 (+50); 1, 2 -100 (-50)          2: 1, 5 +600 (+640); 2, 3 -600 (-640)
    #   3: 2, 5 +1400 (+1420); 1, 4 -1400 (-1420)    4: 4, 5 +600 (+560); 1, 3 -600 (-560)
    #   5: 2, 4 +100 (+100); 3, 5 -100 (-100)
    # Player 1: -100 + 600 - 1400 - 600 = -1500; raw -50 + 640 - 1420 - 560 = -1390.
    # Player 2: -100 - 600 + 1400 + 100 = +800; raw -50 - 640 + 1420 + 100 = +830.
    # Player 3: +100 - 600 - 600 - 100 = -1200; raw +50 - 640 - 560 - 100 = -1250.
    # Player 4: +100 - 1400 + 600 + 100 = -600; raw +50 - 1420 + 560 + 100 = -710.
    # Player 5: +600 + 1400 + 600 - 100 = +2500; raw +640 + 1420 + 560 - 100 = +2520.
    # Everyone played 4 of the 5 positions, so the ranking is by total.
    assert standings_by_rank(evening) == [
        (1, "Player 5", 2500, 2520, 4),
        (2, "Player 2", 800, 830, 4),
        (3, "Player 4", -600, -710, 4),
        (4, "Player 3", -1200, -1250, 4),
        (5, "Player 1", -1500, -1390, 4),
    ]


# -- a table of six, French schedule, honours, fiches of 200 points ------------------------------
#
# French schedule (docs/rules.md#vulnerability, as written): deal 1 nobody vulnerable, deals 2 and 3
# the side of the
# chukker's first dealer, deal 4 both. Honours count. One fiche is 200 points; the net is rounded
# once, straight to fiches, and an exact half fiche (100 points) rounds down in this evening.

SIX: list[list[str | None]] = [
    # 1: position 1, 3-4 v 5-6, 1 and 2 out. N 3, E 5, S 4, W 6; first dealer N (NS vul 2 and 3).
    [
        "4H E 10 +EW100",  # none vul: EW 120 + game 300 + honours 100 = 520
        "3NT N 7",  # NS vul: two down, 200 to EW
        "2S S 9",  # NS vul: NS 60 below + 30 over = 90
        "3CX W 9",  # both vul: 60 x 2 = 120 completes game: + insult 50 + game 500 = 670
    ],  # NS 90, EW 1390: EW win by 1300, 6.5 fiches, counted 6 (half down)
    # 2: position 2, 1-5 v 2-6, 3 and 4 out. N 1, E 2, S 5, W 6; first dealer E (EW vul 2 and 3).
    [
        PASSED_OUT,  # dealt again by E, does not count
        "1NT S 7 +NS150",  # none vul: NS 40 below + four aces 150 = 190
        "4S W 11",  # EW vul: 120 + 30 over + game 500 = 650; NS's 40 stops counting
        "2D N 8 +EW100",  # EW vul: NS 40 below; the defenders' honours, 100 to EW
        "1H E 8",  # both vul: EW 30 + 30 over + deal-4 partscore 100 = 160
    ],  # NS 230, EW 910: EW win by 680, 3.4 fiches, counted 3
    # 3: position 3, 1-3 v 4-2, 5 and 6 out. N 1, E 4, S 3, W 2; first dealer S (NS vul 2 and 3).
    [
        "2HX W 6 +EW150",  # none vul: two down doubled, 300 to NS; all five honours, 150 to EW
        "3NT N 10",  # NS vul: 100 + 30 over + game 500 = 630
        "4S S 9",  # NS vul: one down, 100 to EW
        "5D E 11",  # both vul: 100 + game 500 = 600
    ],  # NS 930, EW 850: NS win by 80, 0.4 fiche, counted 0
    # 4: position 4, 3-5 v 4-6, 1 and 2 out. N 3, E 4, S 5, W 6; first dealer W (EW vul 2 and 3).
    [
        "1S N 8",  # none vul: NS 30 below + 30 over = 60
        "2C E 8",  # EW vul: EW 40 below
        "2NT S 8",  # EW vul: NS 70, 30 + 70 = 100 completes game, NS not vul: 370
        "7NTXX W 13 +EW150",  # both vul: 220 x 4 = 880 + insult 100 + game 500 + grand 1500
        #                       + four aces 150 = 3130
    ],  # NS 430, EW 3170: EW win by 2740, 13.7 fiches, counted 14
    # 5: position 5, 1-6 v 2-5, 3 and 4 out. N 1, E 2, S 6, W 5; first dealer E (EW vul 2 and 3).
    [
        "3NT E 9",  # none vul: 100 + game 300 = 400
        "3HX S 7",  # EW vul, NS not: two down doubled, 100 + 200 = 300 to EW
        "4S N 11 +NS100",  # EW vul, NS not: 120 + 30 + game 300 + honours 100 = 550
        "2S W 7",  # both vul: one down, 100 to NS
    ],  # NS 650, EW 700: EW win by 50, 0.25 fiche, counted 0
    # 6: position 6, 1-4 v 2-3, 5 and 6 out. N 1, E 2, S 4, W 3; first dealer E (EW vul 2 and 3).
    [
        "4S N 10",  # none vul: 120 + game 300 = 420
        "4H E 10",  # EW vul: 120 + game 500 = 620
        "1NT S 8",  # EW vul: NS 40 below + 30 over = 70
        "2D W 9",  # both vul: EW 40 + 20 over + deal-4 partscore 100 = 160
    ],  # NS 490, EW 780: EW win by 290, 1.45 fiches, counted 1
]


def test_a_table_of_six_under_the_french_schedule_with_honours_in_fiches():
    evening = factories.make_evening(
        schedule="french", honours=True, unit="fiches", fiche_value=200, half="down", length=6
    )

    table = play_evening(evening, 6, SIX)

    # The first dealers the planner chose to share vulnerable deals out evenly.
    assert seating(table) == [
        (1, "N", {"N": 3, "E": 5, "S": 4, "W": 6}),
        (2, "E", {"N": 1, "E": 2, "S": 5, "W": 6}),
        (3, "S", {"N": 1, "E": 4, "S": 3, "W": 2}),
        (4, "W", {"N": 3, "E": 4, "S": 5, "W": 6}),
        (5, "E", {"N": 1, "E": 2, "S": 6, "W": 5}),
        (6, "E", {"N": 1, "E": 2, "S": 4, "W": 3}),
    ]
    assert totals(table) == [
        (90, 1390),
        (230, 910),
        (930, 850),
        (430, 3170),
        (650, 700),
        (490, 780),
    ]
    # Credits by chukker (fiches, raw):
    #   1: 5, 6 +6 (+1300); 3, 4 -6 (-1300)      2: 2, 6 +3 (+680); 1, 5 -3 (-680)
    #   3: 1, 3 0 (+80); 2, 4 0 (-80)            4: 4, 6 +14 (+2740); 3, 5 -14 (-2740)
    #   5: 2, 5 0 (+50); 1, 6 0 (-50)            6: 2, 3 +1 (+290); 1, 4 -1 (-290)
    # Player 1: -3 + 0 + 0 - 1 = -4; raw -680 + 80 - 50 - 290 = -940.
    # Player 2: +3 + 0 + 0 + 1 = +4; raw +680 - 80 + 50 + 290 = +940.
    # Player 3: -6 + 0 - 14 + 1 = -19; raw -1300 + 80 - 2740 + 290 = -3670.
    # Player 4: -6 + 0 + 14 - 1 = +7; raw -1300 - 80 + 2740 - 290 = +1070.
    # Player 5: +6 - 3 - 14 + 0 = -11; raw +1300 - 680 - 2740 + 50 = -2070.
    # Player 6: +6 + 3 + 14 + 0 = +23; raw +1300 + 680 + 2740 - 50 = +4670.
    # Six chukkers of the eight-position cycle: everyone played 4, so the ranking is by total.
    assert standings_by_rank(evening) == [
        (1, "Player 6", 23, 4670, 4),
        (2, "Player 4", 7, 1070, 4),
        (3, "Player 2", 4, 940, 4),
        (4, "Player 1", -4, -940, 4),
        (5, "Player 5", -11, -2070, 4),
        (6, "Player 3", -19, -3670, 4),
    ]
