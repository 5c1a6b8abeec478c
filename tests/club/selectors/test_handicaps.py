"""An evening and a season worked by hand with handicaps and season rules (docs/rules.md#handicaps,
docs/rules.md#season-rules): every expected number below was worked out on paper, not by the
engine; the working is in the comments.

The evening: one table of 5 playing 3 chukkers (positions 1 to 3 of rotation 5), so players 1
and 2 play three positions and players 3, 4 and 5 two (a player with fewer positions).
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.selectors.handicaps import handicaps, handicaps_version
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import (
    StandingRow,
    evening_handicap_standings,
    evening_standings,
)
from scoring.season_rules import Ineligible
from scoring.standings import Order
from tests import factories
from tests.factories import closed_chukker, seat_players

pytestmark = pytest.mark.django_db

HANDICAPS = ["0.0", "-1.5", "2.0", "3.0", "4.5"]


def evening_of_five(handicap: list[str] = HANDICAPS, **fields: object) -> Evening:
    evening = factories.make_evening(length=3, **fields)
    players = [
        factories.make_player(f"Player {n}", handicap=Decimal(value))
        for n, value in enumerate(handicap, start=1)
    ]
    (table,) = seat_players(evening, [players])
    # Position 1, 1-2 v 3-4: NS 620, EW 0, net 620 = 6 hundreds: 1, 2 +6; 3, 4 -6.
    closed_chukker(table, 1, 620, 0)
    # Position 2, 1-5 v 2-3: EW wins by 450 = 5 hundreds (an exact 50 up): 2, 3 +5; 1, 5 -5.
    closed_chukker(table, 2, 0, 450)
    # Position 3, 1-4 v 2-5: NS wins by 160 = 2 hundreds: 1, 4 +2; 2, 5 -2.
    closed_chukker(table, 3, 300, 140)
    return evening


def lines(rows: list[StandingRow]) -> list[tuple[object, ...]]:
    return [(row.name, row.rank, row.positions, row.total, row.handicap_total) for row in rows]


def test_the_evening_worked_by_hand_ranks_the_handicap_results_by_total() -> None:
    evening = evening_of_five()

    scratch = evening_standings(evening, Order.TOTAL)
    handicap = evening_handicap_standings(evening, Order.TOTAL)

    # Hundreds (kept as points): 1: 6 - 5 + 2 = 3; 2: 6 + 5 - 2 = 9; 3: -6 + 5 = -1;
    # 4: -6 + 2 = -4; 5: -5 - 2 = -7.
    assert lines(scratch.rows) == [
        ("Player 2", 1, 3, 900, None),
        ("Player 1", 2, 3, 300, None),
        ("Player 3", 3, 2, -100, None),
        ("Player 4", 4, 2, -400, None),
        ("Player 5", 5, 2, -700, None),
    ]
    # Handicap results, in hundreds: 2: 9 - 1.5 x 3 = 4.5; 1: 3 + 0 = 3; 3: -1 + 2 x 2 = 3;
    # 4: -4 + 3 x 2 = 2; 5: -7 + 4.5 x 2 = 2. Equal results share a rank, as in the scratch
    # ranking: 1, 2, 2, 4, 4.
    assert lines(handicap.rows) == [
        ("Player 2", 1, 3, 900, Decimal(450)),
        ("Player 1", 2, 3, 300, Decimal(300)),
        ("Player 3", 2, 2, -100, Decimal(300)),
        ("Player 4", 4, 2, -400, Decimal(200)),
        ("Player 5", 4, 2, -700, Decimal(200)),
    ]
    assert handicap.handicapped and not scratch.handicapped
    assert any("Handicap ranking" in note for note in handicap.notes("hundreds"))


def test_in_fiches_the_handicap_is_in_fiches() -> None:
    evening = evening_of_five(unit="fiches", fiche_value=100)

    handicap = evening_handicap_standings(evening, Order.TOTAL)

    # The same nets in fiches (6, 5 and 2), so the same totals, now fiches: 2: 9 - 1.5 x 3 = 4.5;
    # 1: 3; 3: -1 + 2 x 2 = 3; 4: -4 + 3 x 2 = 2; 5: -7 + 4.5 x 2 = 2.
    assert lines(handicap.rows) == [
        ("Player 2", 1, 3, 9, Decimal("4.5")),
        ("Player 1", 2, 3, 3, Decimal(3)),
        ("Player 3", 2, 2, -1, Decimal(3)),
        ("Player 4", 4, 2, -4, Decimal(2)),
        ("Player 5", 4, 2, -7, Decimal(2)),
    ]


def test_the_evening_worked_by_hand_ranks_the_handicap_average_when_positions_differ() -> None:
    evening = evening_of_five()

    handicap = evening_handicap_standings(evening)  # positions differ: by average

    # Per position: 2: 450 / 3 = 150; 3: 300 / 2 = 150; 1: 300 / 3 = 100; 4: 200 / 2 = 100;
    # 5: 200 / 2 = 100.
    assert handicap.order is Order.AVERAGE
    assert [(row.name, row.rank, row.handicap_average) for row in handicap.rows] == [
        ("Player 2", 1, Decimal(150)),
        ("Player 3", 1, Decimal(150)),
        ("Player 1", 3, Decimal(100)),
        ("Player 4", 3, Decimal(100)),
        ("Player 5", 3, Decimal(100)),
    ]


def test_a_player_under_the_minimum_is_not_ranked_in_the_handicap_ranking_either() -> None:
    evening = evening_of_five()
    Evening.objects.filter(pk=evening.pk).update(ranking_minimum=100)  # 3 positions of 3
    evening.refresh_from_db()

    handicap = evening_handicap_standings(evening, Order.TOTAL)

    assert [(row.name, row.rank) for row in handicap.rows] == [
        ("Player 2", 1),
        ("Player 1", 2),
        ("Player 3", None),
        ("Player 4", None),
        ("Player 5", None),
    ]


# -- a season ---------------------------------------------------------------------------------


def season_of_two(season: Season) -> dict[str, Player]:
    """Two evenings of a table of 4: four members at the first; at the second the guest takes
    Player 4's place."""
    names = ["Player 1", "Player 2", "Player 3", "Player 4"]
    players = {name: factories.make_player(name) for name in names}
    players["Guest"] = factories.make_player("Guest", guest=True)
    first = factories.make_evening(season=season, date=dt.date(2026, 10, 5), length=3)
    (table,) = seat_players(first, [[players[name] for name in names]])
    closed_chukker(table, 1, 500, 0)  # 1-2 v 3-4: 1, 2 +5; 3, 4 -5
    closed_chukker(table, 2, 0, 300)  # 1-3 v 2-4: 2, 4 +3; 1, 3 -3
    closed_chukker(table, 3, 200, 0)  # 1-4 v 2-3: 1, 4 +2; 2, 3 -2
    # First evening: 1: 4; 2: 6; 3: -10; 4: 0.
    second = factories.make_evening(season=season, date=dt.date(2026, 10, 12), length=3)
    seated = [players[name] for name in ("Player 1", "Player 2", "Player 3", "Guest")]
    (table,) = seat_players(second, [seated])
    closed_chukker(table, 1, 0, 800)  # 1-2 v 3-G: 3, G +8; 1, 2 -8
    closed_chukker(table, 2, 100, 0)  # 1-3 v 2-G: 1, 3 +1; 2, G -1
    closed_chukker(table, 3, 0, 0)  # a tie: nothing
    # Second evening: 1: -7; 2: -9; 3: 9; Guest: 7.
    return players


def test_by_default_every_evening_counts_and_everyone_is_eligible() -> None:
    season = factories.make_season()
    season_of_two(season)

    result = season_standings(season)

    # Season: 1: 4 - 7 = -3; 2: 6 - 9 = -3; 3: -10 + 9 = -1; 4: 0; Guest: 7.
    assert [(row.name, row.rank, row.rounded_points, row.ineligible) for row in result.rows] == [
        ("Guest", 1, 700, ()),
        ("Player 4", 2, 0, ()),
        ("Player 3", 3, -100, ()),
        ("Player 1", 4, -300, ()),
        ("Player 2", 4, -300, ()),
    ]
    assert not any(note.startswith("Rule:") for note in result.notes())


def test_the_season_worked_by_hand_under_best_one_of_two_and_prize_rules() -> None:
    season = factories.make_season(
        best_evenings=1, of_evenings=2, prize_minimum_evenings=2, prize_members_only=True
    )
    season_of_two(season)

    result = season_standings(season)

    # Best 1 of 2: 1: 4 (of 4, -7); 2: 6 (of 6, -9); 3: 9 (of -10, 9); 4: 0; Guest: 7. Player 4
    # played one evening of the two needed; the guest is a guest and played one evening.
    assert [
        (row.name, row.rank, row.rounded_points, row.positions, row.dropped, row.ineligible)
        for row in result.rows
    ] == [
        ("Player 3", 1, 900, 3, 1, ()),
        ("Player 2", 2, 600, 3, 1, ()),
        ("Player 1", 3, 400, 3, 1, ()),
        ("Guest", None, 700, 3, 0, (Ineligible.GUEST, Ineligible.TOO_FEW_EVENINGS)),
        ("Player 4", None, 0, 3, 0, (Ineligible.TOO_FEW_EVENINGS,)),
    ]
    notes = result.notes()
    assert notes[0] == "Ranked by the total in points to the hundred over the evenings that count."
    assert "Rule: each player's best 1 of 2 evenings count." in notes
    assert "Rule: a player must have played 2 evenings to be eligible for a prize." in notes
    assert "Rule: prizes are for members only; guests are listed." in notes
    assert (
        result.rows[3].eligibility == "guest: prizes are for members only; too few evenings played"
    )
    assert result.rows[0].eligibility == "eligible"


def test_the_season_handicap_ranking_adds_each_handicap_for_the_positions_counted() -> None:
    season = factories.make_season(prize_members_only=True)
    players = season_of_two(season)
    Player.objects.filter(pk=players["Player 2"].pk).update(handicap=Decimal("1.5"))
    Player.objects.filter(pk=players["Player 4"].pk).update(handicap=Decimal("-1.0"))

    result = season_standings(season, handicap=True)

    # 1: -3 + 0; 2: -3 + 1.5 x 6 = 6; 3: -1; 4: 0 - 1 x 3 = -3; the guest is listed, not ranked.
    assert [(row.name, row.rank, row.handicap_total) for row in result.rows] == [
        ("Player 2", 1, Decimal(600)),
        ("Player 3", 2, Decimal(-100)),
        ("Player 1", 3, Decimal(-300)),
        ("Player 4", 3, Decimal(-300)),
        ("Guest", None, Decimal(700)),
    ]
    assert result.handicapped and not result.played  # no chart of scratch totals here


def test_half_the_distance_to_the_club_average_over_the_previous_season() -> None:
    before = factories.make_season("2026", start_date=dt.date(2026, 9, 1))
    players = season_of_two(before)
    Player.objects.filter(pk=players["Player 4"].pk).update(handicap=Decimal("2.5"))
    newcomer = factories.make_player("Newcomer", handicap=Decimal("4.0"))
    season = factories.make_season(
        "2027",
        start_date=dt.date(2027, 9, 1),
        end_date=dt.date(2028, 6, 30),
        handicap_rule="half_distance",
        handicap_cap=Decimal("1.0"),
    )
    ids = [player.pk for player in [*players.values(), newcomer]]

    computed = handicaps(season, ids)

    # Last season per position: 1: -3 / 6; 2: -3 / 6; 3: -1 / 6; 4: 0 / 3; Guest: 7 / 3; the
    # club's average is 0. Half the distance: 1, 2: 0.25 -> 0.3; 3: 1/12 -> 0.1; 4: 0; Guest:
    # -7/6, capped at -1. The newcomer keeps the handicap set by hand.
    assert computed == {
        players["Player 1"].pk: Decimal("0.3"),
        players["Player 2"].pk: Decimal("0.3"),
        players["Player 3"].pk: Decimal("0.1"),
        players["Player 4"].pk: Decimal("0.0"),
        players["Guest"].pk: Decimal("-1.0"),
        newcomer.pk: Decimal("4.0"),
    }
    assert handicaps_version(season) == str(before.results_version)
    # By hand, the handicaps set on the roster stand.
    assert handicaps(before, ids)[players["Player 4"].pk] == Decimal("2.5")
    assert handicaps_version(before) == ""
