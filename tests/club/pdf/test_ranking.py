"""The ranking PDF: numbers as the reader's language writes them."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests import factories
from tests.factories import closed_chukker
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("language", "average", "day"),
    [
        ("en", "+250.0", "Nov. 30, 2026"),
        ("fr", "+250,0", "30 novembre 2026"),
        ("it", "+250,0", "30 novembre 2026"),
    ],
)
def test_the_ranking_writes_averages_and_the_date_in_the_readers_language(
    director_client: Client, language: str, average: str, day: str
) -> None:
    evening = factories.make_evening(length=2, ranking_minimum=0)
    (table,) = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 500, 0)
    closed_chukker(table, 2, 0, 0)

    response = director_client.get(
        reverse("club:ranking_pdf", args=[evening.pk]), HTTP_ACCEPT_LANGUAGE=language
    )

    text = pdf_text(response.content, sep=" ")
    assert average in text
    assert day in text
