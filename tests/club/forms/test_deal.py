"""An impossible result says why in plain words, on every page that takes a contract: the score
pad, the table page and the director's correction (``forms.deal.impossible_result``)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from clubchicago.club.models import DealRecord, Table
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db

SEVEN_NT = {"level": 7, "strain": "NT", "doubled": 0, "declarer": "N", "result": ""}
CASES = [
    ({**SEVEN_NT, "result_typed": "-14"}, "7NT can go at most 13 down: −14 is impossible."),
    ({**SEVEN_NT, "result_typed": "+1"}, "7NT cannot make an overtrick: +1 is impossible."),
    ({**SEVEN_NT, "level": 1, "result_typed": "+7"}, "1NT can make at most 6 overtricks: +7 is"),
    ({**SEVEN_NT, "result_typed": "14"}, "A deal has 13 tricks: 14 tricks is impossible."),
]


@pytest.fixture
def table(db: None) -> Table:
    evening = factories.make_evening(confirm_entries=False)
    (table,) = factories.seat_tables(evening, (4,))
    return table


@pytest.mark.parametrize(("typed", "message"), CASES)
def test_the_score_pad_says_why_a_result_is_impossible(client, typed, message):
    query = {"schedule": "dealer", "first_dealer": "N", "style": "chicago", **typed, "add": "1"}
    response = client.get(reverse("score_pad"), query)
    assert message in response.content.decode()


@pytest.mark.parametrize(("typed", "message"), CASES)
def test_the_table_page_says_why_a_result_is_impossible(client, table, typed, message):
    url = reverse("club:table_play", args=[table.pk, table.token])
    response = client.post(url, {"number": 1, "chukker_number": 1, **typed, "save": "1"})
    assert message in response.content.decode()
    assert not DealRecord.objects.exists()


@pytest.mark.parametrize(("typed", "message"), CASES)
def test_the_directors_correction_says_why_a_result_is_impossible(
    director_client, table, typed, message
):
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    url = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk])
    data = {"number": 1, "chukker_number": 1, "version": deal.version, **typed, "save": "1"}

    response = director_client.post(url, data)

    assert message in response.content.decode()
    deal.refresh_from_db()
    assert (deal.level, deal.tricks) == (4, 10)
