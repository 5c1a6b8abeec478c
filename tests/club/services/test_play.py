"""The table-side services: entry, closing, corrections, history; scores come from scoring."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Action, Chukker, DealChange, DealRecord, Table
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play
from scoring import Deal, Side, score_chukker
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(db: None) -> Table:
    evening = make_evening(confirm_entries=False)
    return seat_tables(evening, (5,))[0]


@pytest.fixture
def table_actor(table: Table) -> play.Actor:
    return play.Actor.for_table(table)


def test_four_deals_close_the_chukker_with_the_engines_totals(table, table_actor):
    for contract in FOUR_DEALS:
        enter(table, contract, table_actor)
    chukker = Chukker.objects.get(table=table)
    expected = score_chukker(FOUR_DEALS, first_dealer="N")
    assert chukker.closed
    assert (chukker.ns_total, chukker.ew_total) == (
        expected.totals[Side.NS],
        expected.totals[Side.EW],
    )
    assert (chukker.ns_total, chukker.ew_total) == (420, 300)


def test_first_chukker_seats_follow_the_rotation_table(table, table_actor):
    enter(table, FOUR_DEALS[0], table_actor)
    chukker = Chukker.objects.get(table=table)
    numbers = {tp.player_id: tp.number for tp in table.table_players.all()}
    seats = [
        numbers[p] for p in (chukker.north_id, chukker.south_id, chukker.east_id, chukker.west_id)
    ]
    assert seats == [1, 2, 3, 4]  # 5 players, position 1: 1-2 v 3-4, 5 sits out
    assert chukker.first_dealer == "N"


def test_second_chukker_moves_to_position_two_with_new_partners(table, table_actor):
    for contract in FOUR_DEALS:
        enter(table, contract, table_actor)
    enter(table, FOUR_DEALS[0], table_actor)
    second = Chukker.objects.get(table=table, number=2)
    numbers = {tp.player_id: tp.number for tp in table.table_players.all()}
    assert second.position == 2
    assert [numbers[second.north_id], numbers[second.south_id]] == [1, 5]
    assert [numbers[second.east_id], numbers[second.west_id]] == [2, 3]
    assert second.first_dealer == "E"


def test_passed_out_deal_is_kept_but_not_counted(table, table_actor):
    enter(table, None, table_actor)
    state = table_state(table)
    assert state.next_deal_number == 1
    assert state.next_dealer == "N"
    assert state.passed_out_count == 1
    enter(table, FOUR_DEALS[0], table_actor)
    assert Chukker.objects.get(table=table).deals_played == 1


def test_fifth_deal_is_refused_and_changes_nothing(table, table_actor):
    evening = table.evening
    evening.confirm_entries = True
    evening.save()
    for contract in FOUR_DEALS:
        enter(table, contract, table_actor)  # unconfirmed: the chukker stays open
    chukker = Chukker.objects.get(table=table)
    assert not chukker.closed
    with pytest.raises(ClubUserError, match="fifth deal"):
        play.record_deal(table, FOUR_DEALS[0], number=5 - 1, chukker_number=1, actor=table_actor)
    assert DealRecord.objects.filter(chukker=chukker).count() == 4


def test_a_stale_deal_number_is_refused(table, table_actor):
    enter(table, FOUR_DEALS[0], table_actor)
    with pytest.raises(ClubUserError, match="already been entered"):
        play.record_deal(table, FOUR_DEALS[1], number=1, chukker_number=1, actor=table_actor)
    assert DealRecord.objects.count() == 1


def test_a_deal_number_from_an_older_page_is_refused_as_out_of_date(table, table_actor):
    for contract in FOUR_DEALS[:2]:
        enter(table, contract, table_actor)
    with pytest.raises(ClubUserError) as refused:
        play.record_deal(table, FOUR_DEALS[2], number=1, chukker_number=1, actor=table_actor)
    assert refused.value.message == (
        "This page was out of date: it showed deal 1 of chukker 1, but the table is now at deal "
        "3 of chukker 1. Nothing was saved: check the sheet below and enter the deal if it is "
        "missing."
    )
    assert DealRecord.objects.count() == 2


def test_a_deal_number_beyond_a_deleted_deal_is_refused_as_out_of_date(table, table_actor):
    deals = [enter(table, contract, table_actor) for contract in FOUR_DEALS[:2]]
    play.delete_deal(table, deals[1].pk, version=deals[1].version, actor=table_actor)
    with pytest.raises(ClubUserError, match="now at deal 2 of chukker 1"):
        play.record_deal(table, FOUR_DEALS[2], number=3, chukker_number=1, actor=table_actor)
    assert DealRecord.objects.filter(deleted_at__isnull=True).count() == 1


def test_unconfirmed_deals_hold_the_chukker_open_until_confirmed(table, table_actor):
    evening = table.evening
    evening.confirm_entries = True
    evening.save()
    for contract in FOUR_DEALS[:3]:
        enter(table, contract, table_actor, confirmed_by="Someone")
    last = enter(table, FOUR_DEALS[3], table_actor)
    chukker = Chukker.objects.get(table=table)
    assert not chukker.closed
    play.confirm_deal(table, last.pk, version=last.version, confirmed_by="X", actor=table_actor)
    chukker.refresh_from_db()
    assert chukker.closed


def test_correcting_a_deal_recomputes_the_sheet(table, table_actor):
    deal = enter(table, FOUR_DEALS[0], table_actor)
    enter(table, FOUR_DEALS[1], table_actor)
    down = Deal(declarer="N", level=4, strain="S", tricks=9)
    play.edit_deal(table, deal.pk, down, version=deal.version, actor=table_actor)
    chukker = Chukker.objects.get(table=table)
    expected = score_chukker([down, FOUR_DEALS[1]], first_dealer="N")
    assert (chukker.ns_total, chukker.ew_total) == (
        expected.totals[Side.NS],
        expected.totals[Side.EW],
    )
    assert DealChange.objects.filter(action=Action.EDITED).count() == 1


def test_a_correction_from_a_stale_form_is_refused(table, table_actor):
    deal = enter(table, FOUR_DEALS[0], table_actor)
    play.edit_deal(table, deal.pk, FOUR_DEALS[2], version=deal.version, actor=table_actor)
    with pytest.raises(ClubUserError, match="changed after you opened it"):
        play.edit_deal(table, deal.pk, FOUR_DEALS[1], version=deal.version, actor=table_actor)
    deal.refresh_from_db()
    assert deal.declarer == "S"


def test_deleting_a_deal_moves_later_deals_up_and_restore_puts_it_back(
    table, table_actor, director
):
    first = enter(table, FOUR_DEALS[0], table_actor)
    enter(table, FOUR_DEALS[1], table_actor)
    play.delete_deal(table, first.pk, version=first.version, actor=table_actor)
    live = list(DealRecord.objects.filter(deleted_at__isnull=True))
    assert [(d.number, d.declarer) for d in live] == [(1, "E")]
    play.restore_deal(first.pk, actor=play.Actor.for_director(director))
    live = list(DealRecord.objects.filter(deleted_at__isnull=True).order_by("number"))
    assert [(d.number, d.declarer) for d in live] == [(1, "N"), (2, "E")]
    actions = set(DealChange.objects.values_list("action", flat=True))
    assert {Action.CREATED, Action.DELETED, Action.RESTORED} <= actions


def test_a_restore_that_would_push_a_pass_out_past_deal_4_is_refused_and_changes_nothing(
    table, table_actor, director
):
    # Four deals played, the chukker reopened, deal 2 deleted, deal 4 passed out: deal 2 coming
    # back would make the pass-out a fifth deal.
    boss = play.Actor.for_director(director)
    deals = [enter(table, contract, table_actor) for contract in FOUR_DEALS]
    play.reopen_chukker(Chukker.objects.get(table=table), actor=boss)
    second = DealRecord.objects.get(pk=deals[1].pk)
    play.delete_deal(table, second.pk, version=second.version, actor=boss)
    passed = enter(table, None, table_actor)
    assert passed.number == 4 and passed.passed_out
    before = list(DealRecord.objects.order_by("pk").values_list("number", "deleted_at", "version"))
    with pytest.raises(ClubUserError, match="delete that pass-out first"):
        play.restore_deal(second.pk, actor=boss)
    after = list(DealRecord.objects.order_by("pk").values_list("number", "deleted_at", "version"))
    assert after == before
    assert not DealChange.objects.filter(action=Action.RESTORED).exists()
    # Once the pass-out is deleted, the deal comes back at its place.
    play.delete_deal(table, passed.pk, version=passed.version, actor=boss)
    play.restore_deal(second.pk, actor=boss)
    live = DealRecord.objects.filter(deleted_at__isnull=True).order_by("number")
    assert [deal.pk for deal in live] == [deal.pk for deal in deals]


def test_a_deleted_deal_nobody_could_score_stays_deleted_with_a_message(
    table, table_actor, director
):
    # Only a row written past the forms holds one: restoring it must not answer 500.
    first = enter(table, FOUR_DEALS[0], table_actor)
    play.delete_deal(table, first.pk, version=first.version, actor=table_actor)
    DealRecord.objects.filter(pk=first.pk).update(strain="")
    with pytest.raises(ClubUserError, match="cannot be restored"):
        play.restore_deal(first.pk, actor=play.Actor.for_director(director))
    assert DealRecord.objects.get(pk=first.pk).deleted_at is not None
    assert not DealChange.objects.filter(action=Action.RESTORED).exists()


def test_a_closed_chukker_is_corrected_by_the_director_only(table, table_actor, director):
    deals = [enter(table, contract, table_actor) for contract in FOUR_DEALS]
    with pytest.raises(ClubUserError, match="only the director"):
        play.edit_deal(table, deals[0].pk, FOUR_DEALS[2], version=1, actor=table_actor)
    play.edit_deal(
        table, deals[0].pk, FOUR_DEALS[2], version=1, actor=play.Actor.for_director(director)
    )
    assert DealRecord.objects.get(pk=deals[0].pk).declarer == "S"


def test_director_closes_early_and_reopens(table, table_actor, director):
    enter(table, FOUR_DEALS[0], table_actor)
    chukker = Chukker.objects.get(table=table)
    actor = play.Actor.for_director(director)
    play.close_chukker(chukker, actor=actor)
    chukker.refresh_from_db()
    assert chukker.closed and chukker.ns_total == 420
    play.reopen_chukker(chukker, actor=actor)
    chukker.refresh_from_db()
    assert not chukker.closed


def test_reopening_is_refused_once_the_next_position_started(table, table_actor, director):
    for contract in FOUR_DEALS:
        enter(table, contract, table_actor)
    enter(table, FOUR_DEALS[0], table_actor)
    first = Chukker.objects.get(table=table, number=1)
    with pytest.raises(ClubUserError):
        play.reopen_chukker(first, actor=play.Actor.for_director(director))


def test_the_table_plays_the_evenings_chukkers_then_stops(table, table_actor):
    for _ in range(table.length):
        for contract in FOUR_DEALS:
            enter(table, contract, table_actor)
    state = table_state(table)
    assert state.finished
    assert table.chukkers.count() == table.length == 6
    with pytest.raises(ClubUserError, match="all its positions"):
        play.record_deal(table, FOUR_DEALS[0], number=1, chukker_number=7, actor=table_actor)


def test_new_link_cuts_off_the_old_one(table):
    old = table.token
    assert play.new_link(table).token != old


def test_the_phone_second_with_the_fourth_deal_is_told_it_was_entered(table, table_actor):
    for contract in FOUR_DEALS[:3]:
        enter(table, contract, table_actor)
    play.record_deal(table, FOUR_DEALS[3], number=4, chukker_number=1, actor=table_actor)
    with pytest.raises(ClubUserError, match="already been entered"):
        play.record_deal(table, FOUR_DEALS[3], number=4, chukker_number=1, actor=table_actor)
    assert DealRecord.objects.count() == 4


def test_a_pass_out_pressed_on_two_phones_is_recorded_once(table, table_actor):
    play.record_deal(table, None, number=1, chukker_number=1, actor=table_actor, passed_out_seen=0)
    with pytest.raises(ClubUserError, match="already been recorded"):
        play.record_deal(
            table, None, number=1, chukker_number=1, actor=table_actor, passed_out_seen=0
        )
    # A second genuine pass-out of the same deal, seen by the phone, is fine.
    play.record_deal(table, None, number=1, chukker_number=1, actor=table_actor, passed_out_seen=1)
    assert DealRecord.objects.filter(passed_out=True).count() == 2
