"""An evening worked by hand: 13 players at tables of 4, 4 and 5 for six chukkers, whose
players change as a club night's do (docs/rules.md#changes-during-the-evening).

After chukker 1 a late arrival (Late) joins table 1, a reserve (Reserve) takes Jules's place at
table 3, and Marta moves from table 3 to table 2; after chukker 3 Bruno leaves table 1. Every
chukker's totals are chosen (NS and EW below, NS ten points more at each next table), so each
player's credit can be added up by hand from who sat where.
"""

from __future__ import annotations

import pytest

from clubchicago.club.models import Table
from clubchicago.club.selectors import standings
from clubchicago.club.selectors.attendance import departures
from clubchicago.club.selectors.plans import table_plan
from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.selectors.replans import Request
from clubchicago.club.services import seating
from clubchicago.club.services.credits import check_credits
from scoring.standings import Order
from tests import factories

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo", "Ines", "Jules"]
NAMES += ["Katia", "Luca", "Marta"]
# Each chukker's NS and EW totals at table 1 (NS 10 more at table 2, 20 more at table 3).
TOTALS = {1: (620, 100), 2: (110, 530), 3: (450, 0), 4: (0, 800), 5: (1370, 50), 6: (230, 140)}

# Who sat where: (chukker, North-South, East-West, sitting out), table by table.
PLANS = {
    1: [
        (1, ("Anna", "Bruno"), ("Carla", "Dario"), ()),
        # Late joins: a table of 5 for the five chukkers left, everyone playing four of them,
        # Late not sitting out first, nobody partnering chukker 1's partner again.
        (2, ("Anna", "Late"), ("Bruno", "Carla"), ("Dario",)),
        (3, ("Anna", "Dario"), ("Bruno", "Late"), ("Carla",)),
        # Bruno leaves: a table of 4 for the last three, everyone playing all of them.
        (4, ("Anna", "Late"), ("Carla", "Dario"), ()),
        (5, ("Anna", "Carla"), ("Late", "Dario"), ()),
        (6, ("Anna", "Dario"), ("Late", "Carla"), ()),
    ],
    2: [
        (1, ("Elena", "Fabio"), ("Gina", "Hugo"), ()),
        # Marta, who sat out chukker 1 at table 3, does not sit out chukker 2 here.
        (2, ("Elena", "Marta"), ("Fabio", "Gina"), ("Hugo",)),
        (3, ("Elena", "Hugo"), ("Fabio", "Marta"), ("Gina",)),
        (4, ("Elena", "Gina"), ("Hugo", "Marta"), ("Fabio",)),
        (5, ("Fabio", "Hugo"), ("Gina", "Marta"), ("Elena",)),
        (6, ("Elena", "Fabio"), ("Gina", "Hugo"), ("Marta",)),
    ],
    3: [
        (1, ("Ines", "Jules"), ("Katia", "Luca"), ("Marta",)),
        # Reserve in Jules's place, and Marta gone: a table of 4 from chukker 2.
        (2, ("Ines", "Katia"), ("Reserve", "Luca"), ()),
        (3, ("Ines", "Luca"), ("Reserve", "Katia"), ()),
        (4, ("Ines", "Reserve"), ("Katia", "Luca"), ()),
        (5, ("Ines", "Katia"), ("Reserve", "Luca"), ()),
        (6, ("Ines", "Luca"), ("Reserve", "Katia"), ()),
    ],
}

# (name, total in hundreds, raw points, positions played, rank). Table 1's nets, rounded to the
# hundred (an exact 50 up): +520 -> NS 500, -420 -> EW 400, +450 -> NS 500, -800 -> EW 800,
# +1320 -> NS 1300, +90 -> NS 100. Anna sat NS in all six: 500 - 400 + 500 - 800 + 1300 + 100 =
# 1200 (raw 520 - 420 + 450 - 800 + 1320 + 90 = 1160). Late played chukkers 2 to 6: NS -400,
# EW -500, NS -800, EW -1300, EW -100 = -3100 (raw -3080). Table 3 (NS 20 more): Ines, NS in all
# six, 500 - 400 + 500 - 800 + 1300 + 100 = 1200 too (raw 540 - 400 + 470 - 780 + 1340 + 110 =
# 1280), so she shares 4th place with Anna. Ranked by average (the positions differ), with at
# least 3 of the 6 chukkers: Jules, gone after one, is listed but not ranked.
STANDINGS = [
    ("Hugo", 2000, 1950, 5, 1),
    ("Carla", 1900, 1930, 5, 2),
    ("Fabio", 1800, 1910, 5, 3),
    ("Anna", 1200, 1160, 6, 4),
    ("Ines", 1200, 1280, 6, 4),
    ("Bruno", 400, 490, 3, 6),
    ("Katia", 600, 600, 6, 7),
    ("Luca", 0, -120, 6, 8),
    ("Elena", -100, -110, 5, 9),
    ("Dario", -400, -500, 5, 10),
    ("Marta", -1400, -1410, 4, 11),
    ("Gina", -2300, -2340, 5, 12),
    ("Reserve", -2300, -2300, 5, 12),
    ("Late", -3100, -3080, 5, 14),
    ("Jules", 500, 540, 1, None),
]


@pytest.fixture
def evening(db: None) -> object:
    evening = factories.make_evening(confirm_entries=False, length=6, ranking_minimum=50)
    players = {name: factories.make_player(name) for name in [*NAMES, "Late", "Reserve"]}
    factories.mark_present(evening, [players[name] for name in NAMES])
    factories.seat_players(
        evening, [[players[name] for name in names] for names in (NAMES[:4], NAMES[4:8], NAMES[8:])]
    )

    def play(chukker: int) -> None:
        for table in Table.objects.filter(evening=evening).order_by("number"):
            ns, ew = TOTALS[chukker]
            factories.closed_chukker(table, chukker, ns + 10 * (table.number - 1), ew)

    play(1)
    factories.mark_present(evening, [players["Late"], players["Reserve"]])
    seating.move_player(evening, players["Late"].pk, 1)
    seating.swap_players(evening, players["Reserve"].pk, players["Jules"].pk)
    seating.move_player(evening, players["Marta"].pk, 2)
    play(2)
    play(3)
    seating.change_seating(evening, Request("leave", player=players["Bruno"].pk))
    for chukker in (4, 5, 6):
        play(chukker)
    return evening


def test_every_table_plays_the_plan_worked_out_by_hand(evening) -> None:
    for table in Table.objects.filter(evening=evening).prefetch_related(
        "lineups", "table_players__player", "chukkers"
    ):
        plan = table_plan(table)
        played = [
            (
                line.chukker,
                (line.north.name, line.south.name),
                (line.east.name, line.west.name),
                tuple(player.name for player in line.sitting_out),
            )
            for line in plan.lines
        ]
        assert played == PLANS[table.number]
        assert plan.warnings == ()


def test_every_players_total_raw_points_positions_and_rank(evening) -> None:
    result = standings.evening_standings(evening)
    assert result.order is Order.AVERAGE and result.minimum == 3
    rows = [(r.name, r.total, r.raw, r.positions, r.rank) for r in result.rows]
    assert rows == STANDINGS
    assert sum(total for _n, total, *_rest in STANDINGS) == 0  # every chukker sums to zero
    assert check_credits().clean


def test_the_recaps_show_who_sat_at_each_chukker(evening) -> None:
    third = table_recaps(evening, 3)[0]
    chukkers = {p.chukker: p for p in third.positions}
    assert [p.name for p in chukkers[1].sitting_out] == ["Marta"]
    assert chukkers[2].changed and [p.name for p in chukkers[2].north_south] == ["Ines", "Katia"]
    # Everyone who sat at the table has a line, in the order they came to it.
    assert [row.player.name for row in third.grid] == [
        "Ines",
        "Jules",
        "Katia",
        "Luca",
        "Marta",
        "Reserve",
    ]
    assert "Jules" in [p.name for p in chukkers[1].north_south]


def test_the_players_who_left_are_told_apart(evening) -> None:
    gone = {player: (d.table, d.after, d.positions) for player, d in departures(evening).items()}
    named = {
        name: gone[pk]
        for pk, name in evening.attendances.values_list("player", "player__name")
        if pk in gone
    }
    # Marta moved on and plays at table 2: she has not left.
    assert named == {"Jules": (3, 1, 1), "Bruno": (1, 3, 3)}
