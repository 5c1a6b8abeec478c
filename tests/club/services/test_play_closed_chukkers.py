"""services/play: a table link cannot confirm a closed chukker's deals nor confirm twice, and a
deal cannot be passed out without end."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Action, Chukker, DealChange, DealRecord, Table
from clubchicago.club.services import play
from scoring import MAX_PASS_OUTS
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(db: None) -> Table:
    # Entries need no confirmation to close the chukker, so deals can stay unconfirmed in it.
    evening = factories.make_evening(confirm_entries=False)
    return factories.seat_tables(evening, (4,))[0]


@pytest.fixture
def link(table: Table) -> play.Actor:
    return play.Actor.for_table(table)


@pytest.fixture
def boss(director: User) -> play.Actor:
    return play.Actor.for_director(director)


def confirm(table: Table, deal: DealRecord, actor: play.Actor) -> DealRecord:
    deal.refresh_from_db()
    return play.confirm_deal(
        table, deal.pk, version=deal.version, confirmed_by=deal.chukker.east.name, actor=actor
    )


def confirmations() -> int:
    return DealChange.objects.filter(action=Action.CONFIRMED).count()


def test_a_table_link_cannot_confirm_a_deal_of_a_closed_chukker(table, link):
    deals = [enter(table, contract, link) for contract in FOUR_DEALS]
    assert Chukker.objects.get().closed
    with pytest.raises(ClubUserError, match="closed; only the director can confirm"):
        confirm(table, deals[0], link)
    deal = DealRecord.objects.get(pk=deals[0].pk)
    assert deal.confirmed_at is None and deal.version == 1
    assert confirmations() == 0


def test_a_table_link_cannot_confirm_a_deal_the_director_closed_early(table, link, boss):
    deal = enter(table, FOUR_DEALS[0], link)
    play.close_chukker(Chukker.objects.get(), actor=boss)
    with pytest.raises(ClubUserError, match="closed"):
        confirm(table, deal, link)
    assert confirmations() == 0


def test_a_table_link_cannot_confirm_a_deal_twice(table, link):
    deal = enter(table, FOUR_DEALS[0], link)
    confirm(table, deal, link)
    with pytest.raises(ClubUserError, match="Deal 1 is already confirmed"):
        confirm(table, deal, link)
    assert DealRecord.objects.get(pk=deal.pk).version == 2
    assert confirmations() == 1


def test_a_deal_entered_as_confirmed_cannot_be_confirmed_again_by_the_link(table, link):
    deal = enter(table, FOUR_DEALS[0], link, confirmed_by="Someone")
    with pytest.raises(ClubUserError, match="already confirmed"):
        confirm(table, deal, link)


def test_the_director_may_still_confirm_in_a_closed_chukker_and_confirm_again(table, link, boss):
    deals = [enter(table, contract, link) for contract in FOUR_DEALS]
    confirm(table, deals[0], boss)
    confirm(table, deals[0], boss)
    assert DealRecord.objects.get(pk=deals[0].pk).confirmed_at is not None
    assert confirmations() == 2


def test_an_open_chukkers_unconfirmed_deal_is_still_confirmed_by_the_link(table, link):
    deal = enter(table, FOUR_DEALS[0], link)
    assert confirm(table, deal, link).confirmed_by


def pass_out(table: Table, link: play.Actor, seen: int | None) -> DealRecord:
    return play.record_deal(
        table, None, number=1, chukker_number=1, actor=link, passed_out_seen=seen
    )


def test_one_deal_is_passed_out_at_most_ten_times(table, link):
    for seen in range(MAX_PASS_OUTS):
        pass_out(table, link, seen)
    assert MAX_PASS_OUTS == 10
    with pytest.raises(ClubUserError, match="passed out 10 times already"):
        pass_out(table, link, 10)
    with pytest.raises(ClubUserError, match="passed out 10 times already"):
        pass_out(table, link, None)  # a caller that does not say what it saw is capped too
    assert DealRecord.objects.filter(passed_out=True).count() == 10
    # The deal itself can still be played and entered.
    enter(table, FOUR_DEALS[0], link)
    assert DealRecord.objects.filter(passed_out=False, number=1).exists()


def test_a_deleted_pass_out_does_not_count_towards_the_ten(table, link):
    stored = [pass_out(table, link, seen) for seen in range(MAX_PASS_OUTS)]
    play.delete_deal(table, stored[0].pk, version=stored[0].version, actor=link)
    pass_out(table, link, 9)
    assert DealRecord.objects.filter(passed_out=True, deleted_at__isnull=True).count() == 10


def test_the_next_deal_has_its_own_ten_pass_outs(table, link):
    for seen in range(MAX_PASS_OUTS):
        pass_out(table, link, seen)
    enter(table, FOUR_DEALS[0], link)
    play.record_deal(table, None, number=2, chukker_number=1, actor=link, passed_out_seen=0)
    assert DealRecord.objects.filter(passed_out=True, number=2).count() == 1
