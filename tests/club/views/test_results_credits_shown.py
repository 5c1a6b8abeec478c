"""Say what the numbers are (docs/rules.md#showing-credits): a credit in hundreds is shown as
the points it stands for, rounded to the hundred ("+800" for a net of 750, never "+8"), under a
heading that says so, on every page, export and PDF, in every shipped language; the API names
it ``rounded_points`` and keeps ``hundreds`` for one version, documented as deprecated."""

from __future__ import annotations

import csv
import datetime as dt
import io

import openpyxl
import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import ChukkerCredit, Evening, Player, Season
from clubchicago.club.services import play
from tests import factories
from tests.factories import closed_chukker, seat_players
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db

HEADINGS = {
    "en": "Total (points, to the hundred)",
    "fr": "Total (points, à la centaine)",
    "it": "Totale (punti, al centinaio)",
}


def evening_of_750() -> tuple[Season, Evening, list[Player]]:
    """One published evening: North-South (players 1 and 2) win a chukker by 750."""
    season = factories.make_season()
    evening = factories.make_evening(
        season=season, date=dt.date(2026, 10, 5), published=True, ranking_minimum=0
    )
    players = factories.make_players(4)
    [table] = seat_players(evening, [players])
    closed_chukker(table, 1, 1350, 600)
    return season, evening, players


@pytest.mark.parametrize("language", list(HEADINGS))
def test_the_pages_head_the_totals_as_points_to_the_hundred(client: Client, language: str) -> None:
    season, evening, players = evening_of_750()
    pages = [
        reverse("club:evening_standings", args=[evening.pk]),
        reverse("club:evening_live", args=[evening.pk]),
        reverse("club:season_standings", args=[season.pk]),
        reverse("club:player_results", args=[players[0].pk]),
    ]
    for page in pages:
        html = client.get(page, HTTP_ACCEPT_LANGUAGE=language).content.decode()
        assert HEADINGS[language] in html, page
        assert "+800" in html, page  # the points, never "+8"
        assert "(hundreds)" not in html and "(centaines)" not in html, page
        assert "(centinaia)" not in html, page


def played_evening() -> Evening:
    """A published table of 4 that played its deals through the services."""
    evening = factories.make_evening(published=True)
    factories.play_evening(evening, factories.make_director("scorer"), (4,), seed=3)
    return evening


def test_the_table_recap_names_the_rounded_credit(client: Client) -> None:
    evening = played_evening()
    credits = {
        credit.rounded_points
        for credit in ChukkerCredit.objects.filter(evening=evening)
        if credit.rounded_points > 0
    }

    html = client.get(reverse("club:table_recap", args=[evening.pk, 1])).content.decode()
    pdf = pdf_text(client.get(reverse("club:table_recap_pdf", args=[evening.pk, 1])).content)

    assert "Credits in points, to the hundred." in html
    assert "To the hundred" in html and "Rounded" not in html
    assert "To the hundred" in " ".join(pdf.split())
    assert credits and all(value % 100 == 0 for value in credits)
    assert all(f"+{value}" in html and f"+{value}" in pdf for value in credits)


def test_the_exports_head_the_totals_as_points_to_the_hundred(client: Client) -> None:
    season, evening, _players = evening_of_750()
    standings = reverse("club:evening_standings", args=[evening.pk])
    season_page = reverse("club:season_standings", args=[season.pk])

    evening_csv = client.get(standings + "?_export=csv").content.decode("utf-8-sig")
    season_csv = client.get(season_page + "?_export=csv").content.decode("utf-8-sig")
    xlsx = client.get(season_page + "?_export=xlsx").content
    sheet = openpyxl.load_workbook(io.BytesIO(xlsx)).active
    assert sheet is not None

    evening_rows = list(csv.reader(io.StringIO(evening_csv)))
    season_rows = list(csv.reader(io.StringIO(season_csv)))
    assert "Total (points, to the hundred)" in evening_rows[0]
    assert "800" in {
        row[evening_rows[0].index("Total (points, to the hundred)")] for row in evening_rows
    }
    assert "Total (points, to the hundred)" in season_rows[0]
    assert "Average per position (points, to the hundred)" in season_rows[0]
    headings = [cell.value for cell in next(sheet.iter_rows(max_row=1))]
    assert "Total (points, to the hundred)" in headings


@pytest.mark.parametrize("language", list(HEADINGS))
def test_the_pdfs_head_the_totals_as_points_to_the_hundred(client: Client, language: str) -> None:
    season, evening, _players = evening_of_750()

    for name, pk in (("ranking_pdf", evening.pk), ("season_pdf", season.pk)):
        response = client.get(reverse(f"club:{name}", args=[pk]), HTTP_ACCEPT_LANGUAGE=language)
        # The heading wraps in its column: compare the words.
        words = " ".join(pdf_text(response.content).split())
        assert HEADINGS[language] in words, name
        assert "+800" in words, name


def test_the_phone_names_a_closed_chukker_s_credit_in_points_to_the_hundred(
    client: Client,
) -> None:
    evening = factories.make_evening(confirm_entries=False)
    (table,) = factories.seat_tables(evening, (4,))
    for contract in factories.FOUR_DEALS:  # NS 420 to EW 300: one hundred each to North-South
        factories.enter(table, contract, play.Actor.for_table(table))

    html = client.get(reverse("club:table_play", args=[table.pk, table.token])).content.decode()

    # Each player's credit by name, as the points it stands for (docs/rules.md#showing-credits).
    credits = html[html.index('class="chukker-credits"') :]
    credits = credits[: credits.index("</p>")]
    assert "+100" in credits and "−100" in credits  # never "+1"
    assert "hundreds" not in html


API = "/api/v1"
DEPRECATED_IN = ["StandingOut", "SeasonStandingOut", "CreditOut", "PlayerEveningOut"]


def test_the_api_says_rounded_points_and_keeps_hundreds_deprecated(client: Client) -> None:
    season, evening, players = evening_of_750()

    standings = client.get(f"{API}/evenings/{evening.pk}/standings").json()
    season_rows = client.get(f"{API}/seasons/{season.pk}/standings").json()["rows"]
    recaps = client.get(f"{API}/evenings/{evening.pk}/recaps").json()
    player = client.get(f"{API}/players/{players[0].pk}").json()
    schemas = client.get(f"{API}/openapi.json").json()["components"]["schemas"]

    winner = standings["rows"][0]
    assert (winner["raw"], winner["rounded_points"], winner["hundreds"]) == (750, 800, 800)
    assert {(row["rounded_points"], row["hundreds"]) for row in season_rows} == {
        (800, 800),
        (-800, -800),
    }
    assert recaps["tables"][0]["positions"][0]["credits"]  # (no deals stored: credits of 0)
    played = client.get(f"{API}/evenings/{played_evening().pk}/recaps").json()
    credits = [c for p in played["tables"][0]["positions"] for c in p["credits"]]
    assert any(c["rounded_points"] for c in credits)
    assert all(c["rounded_points"] == c["hundreds"] for c in credits)
    assert all(c["rounded_points"] % 100 == 0 for c in credits)
    assert (player["rounded_points"], player["evenings"][0]["rounded_points"]) == (800, 800)
    for name in [*DEPRECATED_IN, "PlayerResultsOut"]:
        fields = schemas[name]["properties"]
        assert fields["hundreds"]["deprecated"] is True, name
        assert "rounded_points" in fields["hundreds"]["description"], name
        assert "rounded to the hundred" in fields["rounded_points"]["description"], name
        assert "deprecated" not in fields["rounded_points"], name
