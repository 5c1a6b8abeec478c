"""The table page's "passed out" button: two posts of one redeal store it once."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import DealRecord, Table
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(db: None) -> Table:
    return factories.seat_tables(factories.make_evening(), (4,))[0]


def test_two_posts_without_the_count_store_no_duplicate(client, table):
    url = reverse("club:table_play", args=[table.pk, table.token])
    data = {"passed_out": "1", "number": "1", "chukker_number": "1"}
    for _ in range(2):
        response = client.post(url, data, follow=True)
        assert response.status_code == 200
        assert "out of date" in response.content.decode()
    assert not DealRecord.objects.exists()


def test_two_posts_with_the_same_count_store_one_pass_out(client, table):
    url = reverse("club:table_play", args=[table.pk, table.token])
    data = {"passed_out": "1", "number": "1", "chukker_number": "1", "passed_out_seen": "0"}
    client.post(url, data)
    response = client.post(url, data, follow=True)
    assert "already been recorded" in response.content.decode()
    assert DealRecord.objects.filter(passed_out=True).count() == 1


def test_the_eleventh_pass_out_of_a_deal_is_refused_with_a_message(client, table):
    url = reverse("club:table_play", args=[table.pk, table.token])
    for seen in range(10):
        data = {"passed_out": "1", "number": "1", "chukker_number": "1", "passed_out_seen": seen}
        client.post(url, data)
    data["passed_out_seen"] = "10"
    response = client.post(url, data, follow=True)
    assert "passed out 10 times already" in response.content.decode()
    assert DealRecord.objects.filter(passed_out=True).count() == 10
