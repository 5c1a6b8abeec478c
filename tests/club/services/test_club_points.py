"""Club points awarded when an evening is published, and again when it is corrected
(docs/rules.md#club-points)."""

from __future__ import annotations

import random

import pytest
from django.contrib.auth.models import User

from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    Club,
    ClubPoints,
    DealRecord,
    Evening,
    Player,
)
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services import play
from clubchicago.club.services.credits import repair_credits
from clubchicago.club.services.evenings import set_published
from scoring import Deal
from scoring.club_points import award
from tests import factories


def points(evening: Evening) -> dict[str, tuple[int, int]]:
    """Each player's (place, points) at ``evening``, by name."""
    rows = ClubPoints.objects.filter(evening=evening).select_related("player")
    return {row.player.name: (row.place, row.points) for row in rows}


def hand_evening() -> Evening:
    """``factories.points_evening``: eight players whose totals are worked out by hand."""
    return factories.points_evening()


@pytest.mark.django_db
def test_an_evening_worked_by_hand_earns_its_points_when_published() -> None:
    evening = hand_evening()
    assert points(evening) == {}  # not published yet

    set_published(evening, True)

    # Eight ranked: the default scale's row "from 8 players" pays 6 4 3 2 1. B2 +15 is 1st,
    # A2 +7 2nd; A1 and B3 (+1) share 3rd and 4th: (3 + 2) / 2 = 2.5, rounded up to 3; A4 and
    # B1 (-1) share 5th and 6th: (1 + 0) / 2 = 0.5, rounded up to 1; A3 and B4 earn nothing.
    assert points(evening) == {
        "B2": (1, 6),
        "A2": (2, 4),
        "A1": (3, 3),
        "B3": (3, 3),
        "A4": (5, 1),
        "B1": (5, 1),
        "A3": (7, 0),
        "B4": (8, 0),
    }
    assert set(ClubPoints.objects.filter(evening=evening).values_list("field", flat=True)) == {8}


@pytest.mark.django_db
def test_a_correction_of_a_published_evening_awards_its_points_again(director: User) -> None:
    evening = hand_evening()
    set_published(evening, True)
    last = Chukker.objects.get(table__evening=evening, table__number=2, number=3)
    boss = play.Actor.for_director(director)

    play.reopen_chukker(last, actor=boss)
    assert points(evening) == {}  # no longer final: no points until it is again

    # Closed again with no deal: 0-0 and not a position played, so table 2 played two
    # positions and the others three; ranked by the average: B1 and B2 +3.5 share 1st and 2nd,
    # (6 + 4) / 2 = 5 each; A2 +2.33 3rd, A1 +0.33 4th, A4 -0.33 5th, A3 6th; B3 and B4 -3.5
    # share 7th and 8th: nothing.
    play.close_chukker(last, actor=boss)
    assert points(evening) == {
        "B1": (1, 5),
        "B2": (1, 5),
        "A2": (3, 3),
        "A1": (4, 2),
        "A4": (5, 1),
        "A3": (6, 0),
        "B3": (7, 0),
        "B4": (7, 0),
    }


@pytest.mark.django_db
def test_unpublishing_an_evening_takes_its_points_away() -> None:
    evening = hand_evening()
    set_published(evening, True)

    set_published(evening, False)

    assert points(evening) == {}


@pytest.mark.django_db
def test_points_follow_the_club_scale_and_small_fields_earn_nothing() -> None:
    club = Club.load()
    club.points_scale = [{"players": 8, "points": [10, 5]}, {"players": 9, "points": [20]}]
    club.save()
    evening = hand_evening()

    set_published(evening, True)

    assert {name: earned for name, (_place, earned) in points(evening).items() if earned} == {
        "B2": 10,
        "A2": 5,
    }
    small = factories.finished_evening(sizes=[4], length=3)
    set_published(small, True)
    assert ClubPoints.objects.filter(evening=small, points__gt=0).count() == 0  # below "8"


@pytest.mark.django_db
def test_a_published_evening_still_in_play_earns_points_once_it_is_final(director: User) -> None:
    evening = factories.make_evening(length=3)
    (table,) = factories.seat_tables(evening, [4])
    set_published(evening, True)
    chance = random.Random(3)
    actor = play.Actor.for_director(director)
    for played in table.plan():
        assert points(evening) == {}
        for number in range(1, 5):
            play.record_deal(
                table,
                factories.random_deal(chance),
                number=number,
                chukker_number=played.index,
                actor=actor,
                confirmed_by="x",
            )

    assert points(evening) == fresh_points(evening)
    assert len(points(evening)) == 4


def fresh_points(evening: Evening) -> dict[str, tuple[int, int]]:
    """What the evening's standings as they stand now earn, by the club's scale."""
    standings = evening_standings(evening)
    earned = award([row.rank for row in standings.rows], Club.load().scale())
    return {
        row.name: (row.rank, got)
        for row, got in zip(standings.rows, earned, strict=True)
        if row.rank is not None
    }


@pytest.mark.django_db
def test_a_deal_corrected_after_publishing_rewrites_the_points(director: User) -> None:
    evening = factories.make_evening(length=3)
    (table,) = factories.play_evening(evening, director, sizes=[4], seed=2)
    set_published(evening, True)
    before = points(evening)
    deal = DealRecord.objects.filter(chukker__table=table, chukker__number=1, number=1).get()
    north = Player.objects.get(pk=deal.chukker.north_id)
    # A grand slam redoubled and made by North: North's side wins that chukker by far, and
    # North climbs the ranking.
    grand = Deal(declarer="N", level=7, strain="NT", doubled=2, tricks=13)

    play.edit_deal(
        table, deal.pk, grand, version=deal.version, actor=play.Actor.for_director(director)
    )

    after = points(evening)
    assert after[north.name][0] < before[north.name][0]
    assert after[north.name][1] > before[north.name][1]
    assert after == fresh_points(evening)


@pytest.mark.django_db
def test_repairing_credits_awards_the_points_again() -> None:
    evening = hand_evening()
    set_published(evening, True)
    expected = points(evening)
    # Credits gone wrong (as ``checkcredits`` finds them), and the points awarded from them.
    ChukkerCredit.objects.filter(evening=evening, player__name="B4").update(rounded_points=99)
    ClubPoints.objects.filter(evening=evening).update(points=0)

    repair_credits()

    assert points(evening) == expected
