"""Every service that changes what an evening's pages or prints show gives it a new results
version in its own transaction (and its season a new one); a refused change leaves both."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from django.contrib.auth.models import User
from django.db import transaction

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import Chukker, DealRecord, Evening, Season, Table
from clubchicago.club.services import evenings, paper, play, roster, seating, versions
from clubchicago.club.services.credits import repair_credits
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


def stored(evening: Evening) -> tuple[object, object, object]:
    row = Evening.objects.get(pk=evening.pk)
    season = Season.objects.get(pk=row.season_id).results_version if row.season_id else None
    return row.results_version, row.plan_version, season


@pytest.fixture
def played(director: User) -> tuple[Evening, Table]:
    """An evening in a season, one table of four, its first chukker closed with four deals."""
    evening = factories.make_evening(season=factories.make_season())
    (table,) = factories.seat_tables(evening, [4])
    actor = play.Actor.for_director(director)
    for deal in FOUR_DEALS:
        enter(table, deal, actor, confirmed_by="x")
    return evening, table


def first_deal(table: Table) -> DealRecord:
    return DealRecord.objects.filter(chukker__table=table, number=1).get()


def director_actor(director: User) -> play.Actor:
    return play.Actor.for_director(director)


# Each change: (what it does, whether it changes what the table cards show).
CHANGES: dict[str, tuple[Callable[[Evening, Table, User], object], bool]] = {
    "deal entered": (
        lambda e, t, d: enter(t, FOUR_DEALS[0], director_actor(d), confirmed_by="x"),
        False,
    ),
    "deal corrected": (
        lambda e, t, d: play.edit_deal(
            t,
            first_deal(t).pk,
            FOUR_DEALS[1],
            version=first_deal(t).version,
            actor=play.Actor.for_director(d),
        ),
        False,
    ),
    "deal deleted": (
        lambda e, t, d: play.delete_deal(
            t, first_deal(t).pk, version=first_deal(t).version, actor=director_actor(d)
        ),
        False,
    ),
    "deal confirmed": (
        lambda e, t, d: play.confirm_deal(
            t,
            first_deal(t).pk,
            version=first_deal(t).version,
            confirmed_by="y",
            actor=director_actor(d),
        ),
        False,
    ),
    "chukker reopened": (
        lambda e, t, d: play.reopen_chukker(Chukker.objects.get(table=t), actor=director_actor(d)),
        False,
    ),
    "new table link": (lambda e, t, d: play.new_link(t), True),
    "table on paper": (lambda e, t, d: paper.set_on_paper(t, True), False),
    "table stopped early": (lambda e, t, d: seating.set_table_length(t, 2), True),
    "settings changed": (lambda e, t, d: evenings.update_evening(e, {"ranking_minimum": 10}), True),
    "title changed": (lambda e, t, d: evenings.update_evening(e, {"title": "Gala"}), True),
    "published": (lambda e, t, d: evenings.set_published(e, True), False),
}


@pytest.mark.parametrize("name", CHANGES)
def test_a_change_advances_the_evenings_and_its_seasons_versions(
    name: str, played: tuple[Evening, Table], director: User
) -> None:
    evening, table = played
    change, plan = CHANGES[name]
    results, plan_version, season = stored(evening)
    change(evening, table, director)
    after = stored(evening)
    assert after[0] != results
    assert after[2] != season
    assert (after[1] != plan_version) is plan


def test_a_deal_restored_and_a_chukker_closed_advance_the_version(
    played: tuple[Evening, Table], director: User
) -> None:
    evening, table = played
    deal = first_deal(table)
    play.delete_deal(table, deal.pk, version=deal.version, actor=director_actor(director))
    before = stored(evening)
    play.restore_deal(deal.pk, actor=director_actor(director))
    assert stored(evening)[0] != before[0]
    chukker = Chukker.objects.get(table=table)
    play.reopen_chukker(chukker, actor=director_actor(director))
    play.delete_deal(
        table,
        first_deal(table).pk,
        version=first_deal(table).version,
        actor=director_actor(director),
    )
    before = stored(evening)
    play.close_chukker(chukker, actor=director_actor(director))
    assert stored(evening)[0] != before[0]


def test_a_refused_change_leaves_the_versions(
    played: tuple[Evening, Table], director: User
) -> None:
    evening, table = played
    before = stored(evening)
    with pytest.raises(ClubUserError):  # the chukker is closed already
        play.close_chukker(Chukker.objects.get(table=table), actor=director_actor(director))
    with pytest.raises(ClubUserError):  # play has started: the schedule is fixed
        evenings.update_evening(evening, {"schedule": "french"})
    with pytest.raises(ClubUserError):  # a stale form
        play.edit_deal(
            table, first_deal(table).pk, FOUR_DEALS[1], version=99, actor=director_actor(director)
        )
    assert stored(evening) == before


def test_a_version_is_written_with_the_change_or_not_at_all(played: tuple[Evening, Table]) -> None:
    evening, table = played
    before = stored(evening)
    with pytest.raises(RuntimeError), transaction.atomic():
        paper.set_on_paper(table, True)
        raise RuntimeError("the request failed after the change")
    assert stored(evening) == before
    assert not Table.objects.get(pk=table.pk).on_paper


def test_seating_changes_advance_both_versions(director: User) -> None:
    evening = factories.make_evening()
    players = factories.make_players(9)
    factories.mark_present(evening, players)
    seating.save_seating(evening, [[p.pk for p in players[:4]], [p.pk for p in players[4:]]])
    before = stored(evening)
    seating.swap_players(evening, players[0].pk, players[5].pk)
    after = stored(evening)
    assert after[0] != before[0] and after[1] != before[1]
    seating.draw(evening)
    assert stored(evening)[1] != after[1]


def test_an_evening_moving_season_advances_both_seasons() -> None:
    first, second = factories.make_season("A"), factories.make_season("B")
    evening = factories.make_evening(season=first)
    versions_before = {s.pk: s.results_version for s in Season.objects.all()}
    evenings.update_evening(evening, {"season": second})
    after = {s.pk: s.results_version for s in Season.objects.all()}
    assert after[first.pk] != versions_before[first.pk]
    assert after[second.pk] != versions_before[second.pk]


def test_a_new_evening_and_an_edited_season_advance_the_seasons_version() -> None:
    season = factories.make_season()
    before = season.results_version
    evenings.create_evening(dt.date(2026, 12, 7), season=season)
    season.refresh_from_db()
    assert season.results_version != before
    before = season.results_version
    evenings.save_season(season, {"name": "Winter"})
    season.refresh_from_db()
    assert season.results_version != before


def test_a_renamed_player_advances_every_evening_they_played(
    played: tuple[Evening, Table],
) -> None:
    evening, table = played
    other = factories.make_evening()
    player = table.table_players.get(number=1).player
    before, untouched = stored(evening), stored(other)
    form = PlayerForm({"name": "Renamed Player", "active": "on"}, instance=player)
    assert form.is_valid(), form.errors
    roster.save_player(player, form.player_values())
    after = stored(evening)
    assert after[0] != before[0] and after[1] != before[1] and after[2] != before[2]
    assert stored(other) == untouched


def test_credits_repaired_are_shown_from_then_on(played: tuple[Evening, Table]) -> None:
    evening, _table = played
    from clubchicago.club.models import ChukkerCredit

    ChukkerCredit.objects.filter(evening=evening).update(rounded_points=99)
    before = stored(evening)
    repair_credits()
    assert stored(evening)[0] != before[0]


def test_results_changed_takes_an_evening_or_its_id(played: tuple[Evening, Table]) -> None:
    evening, _table = played
    before = stored(evening)
    with transaction.atomic():
        versions.results_changed(evening.pk, plan=False)
    middle = stored(evening)
    assert middle[0] != before[0] and middle[1] == before[1]
    with transaction.atomic():
        versions.results_changed(evening)
    assert evening.results_version == stored(evening)[0] != middle[0]
    assert evening.plan_version == stored(evening)[1] != middle[1]
