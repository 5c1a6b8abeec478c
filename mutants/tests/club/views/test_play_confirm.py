"""The table page's confirmation: refused through the link once the chukker is closed."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import Chukker, DealRecord
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


def test_a_link_confirming_a_closed_chukkers_deal_is_told_why_and_nothing_changes(client):
    table = factories.seat_tables(factories.make_evening(confirm_entries=False), (4,))[0]
    link = play.Actor.for_table(table)
    deal, *_rest = [enter(table, contract, link) for contract in FOUR_DEALS]
    assert Chukker.objects.get().closed
    url = reverse("club:deal_confirm", args=[table.pk, table.token, deal.pk])
    data = {"version": deal.version, "confirmed_by": deal.chukker.east.name}
    response = client.post(url, data, follow=True)
    assert "only the director can confirm" in response.content.decode()
    assert DealRecord.objects.get(pk=deal.pk).confirmed_at is None
