"""A table's recap after its players changed (issue 29, point 5): the header names each
lineup's players apart, so that no number names two players in one heading, and the grid's
total is labelled as this table's, with the evening's total beside it for a player who also
played at another table. The selector, the HTML page (en, fr) and the PDF say the same."""

from __future__ import annotations

import io

import pytest
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Evening, Table
from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services import play, seating
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db

FIVE = ["Amélie Dubois", "Hélène Garnier", "Chloé Martin", "Élodie Faure", "Zoë Laurent"]
FOUR = ["Anna Rossi", "Bruno Bianchi", "Carla Conti", "Dario Greco"]


def play_chukker(evening: Evening) -> None:
    """Every table plays its next chukker, the same four deals (closed as the fourth is in)."""
    for table in Table.objects.filter(evening=evening).order_by("number"):
        for contract in FOUR_DEALS:
            enter(table, contract, play.Actor.for_table(table))


@pytest.fixture
def evening(db: None) -> Evening:
    """Tables of five and four; after chukker 1 Amélie (number 1 at table 1, who played it)
    moves to table 2; chukkers 2 to 4 follow. Table 1 renumbers: Zoë, its number 5, is number 1
    from chukker 2."""
    evening = factories.make_evening(confirm_entries=False, length=4)
    five = [factories.make_player(name) for name in FIVE]
    four = [factories.make_player(name) for name in FOUR]
    factories.mark_present(evening, five + four)
    factories.seat_players(evening, [five, four])
    play_chukker(evening)
    seating.move_player(evening, five[0].pk, 2)
    for _chukker in (2, 3, 4):
        play_chukker(evening)
    return evening


def test_each_lineup_is_listed_apart_and_no_number_names_two_players(evening: Evening) -> None:
    first, second = table_recaps(evening)

    table_1_from_1 = ["1. Amélie Dubois", "2. Hélène Garnier", "3. Chloé Martin", "4. Élodie Faure"]
    table_1_from_2 = ["1. Zoë Laurent", "2. Hélène Garnier", "3. Chloé Martin", "4. Élodie Faure"]
    assert [(s.first, s.last, [str(p) for p in s.players]) for s in first.stints] == [
        (1, 1, [*table_1_from_1, "5. Zoë Laurent"]),
        (2, 4, table_1_from_2),
    ]
    assert first.renumbered and [s.chukkers for s in first.stints] == ["chukker 1", "chukkers 2–4"]
    for recap in (first, second):
        for stint in recap.stints:
            numbers = [player.number for player in stint.players]
            assert len(numbers) == len(set(numbers)), (recap.number, stint)
    # The grid: a player whose number changed, or who was not there all evening, says which
    # number they held when; the others keep "2. Hélène Garnier". No label names two players.
    assert [str(row) for row in first.grid] == [
        "Amélie Dubois (1 in chukker 1)",
        "2. Hélène Garnier",
        "3. Chloé Martin",
        "4. Élodie Faure",
        "Zoë Laurent (5 in chukker 1; 1 in chukkers 2–4)",
    ]
    assert [str(row) for row in second.grid][-1] == "Amélie Dubois (5 in chukkers 2–4)"
    assert not table_recaps(factories.finished_evening((4,)))[0].renumbered


def test_the_grid_total_is_this_tables_and_the_evenings_total_is_beside_it(
    evening: Evening,
) -> None:
    totals = {row.name: row.total for row in evening_standings(evening).rows}
    first, second = table_recaps(evening)
    amelie = {recap.number: recap.grid[0 if recap.number == 1 else -1] for recap in (first, second)}

    # Amélie: +100 in chukker 1 at table 1 (NS won 420 to 250: a net of 170, +200 to the
    # hundred... for her partner and her: +100 here as the grid shows), then her chukkers at
    # table 2; the evening's total adds both tables', as the standings do.
    assert [cell for cell in amelie[1].cells if cell is not None] == [100]
    assert amelie[2].total == sum(cell for cell in amelie[2].cells if cell is not None) == -100
    assert amelie[1].evening_total == amelie[2].evening_total == totals["Amélie Dubois"] == 0
    assert (amelie[1].elsewhere, amelie[2].elsewhere) == ("also at table 2", "also at table 1")
    # Everyone else played at one table only: their table's total is their evening's.
    for recap in (first, second):
        assert recap.moved
        for row in recap.grid:
            if row.player.name != "Amélie Dubois":
                assert (row.evening_total, row.other_tables, row.elsewhere) == (None, (), "")
                assert row.total == totals[row.player.name]
    # The API's recaps read no evening totals.
    assert not any(row.evening_total for row in table_recaps(evening, evening_totals=False)[0].grid)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            [
                "<strong>Chukker 1:</strong> 1. Amélie Dubois, 2. Hélène Garnier",
                "<strong>Chukkers 2–4:</strong> 1. Zoë Laurent, 2. Hélène Garnier",
                "Total at table 1</th>",
                "Evening's total</th>",
                "Sitting out: 5. Zoë Laurent",
                '<strong>0</strong> <span class="muted small">also at table 2</span>',
                "Amélie Dubois (1 in chukker 1)",
                "also at table 2",
                "Zoë Laurent (5 in chukker 1; 1 in chukkers 2–4)",
            ],
        ),
        (
            "fr",
            [
                "<strong>Position 1 :</strong> 1. Amélie Dubois, 2. Hélène Garnier",
                "<strong>Positions 2–4 :</strong> 1. Zoë Laurent, 2. Hélène Garnier",
                "Total à la table 1</th>",
                "Total de la soirée</th>",
                "Sortant : 5. Zoë Laurent",
                "aussi à la table 2",
                "Zoë Laurent (5 à la position 1; 1 aux positions 2–4)",
            ],
        ),
    ],
)
def test_the_recap_page_shows_the_lineups_and_both_totals(
    director_client: Client, evening: Evening, language: str, words: list[str]
) -> None:
    response = director_client.get(
        reverse("club:table_recap", args=[evening.pk, 1]), HTTP_ACCEPT_LANGUAGE=language
    )
    page = " ".join(response.content.decode().split())
    for word in words:
        assert word in page, word
    assert "Players: 1." not in page and "Joueurs : 1." not in page  # no list of both lineups


def test_the_recap_pdf_shows_the_lineups_and_both_totals(
    director_client: Client, evening: Evening
) -> None:
    response = director_client.get(reverse("club:table_recap_pdf", args=[evening.pk, 1]))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    text = " ".join(text.split())

    assert "Players, chukker 1: 1. Amélie Dubois, 2. Hélène Garnier" in text
    assert "Players, chukkers 2–4: 1. Zoë Laurent, 2. Hélène Garnier" in text
    assert "Total at table 1 (points to the hundred)" in text
    assert "Evening's total (points to the hundred)" in text
    assert "Amélie Dubois (1 in chukker 1) +100 1 +100 0 (also at table 2)" in text
    assert "Players: " not in text
