"""The results pages of an evening and a season: who may see them, what they show, exports, PDFs
and the publish switch."""

from __future__ import annotations

import csv
import datetime as dt
import io
import shutil
import subprocess
from collections.abc import Iterator
from typing import TYPE_CHECKING

import openpyxl
import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Club, Evening, Player, Season, TablePlayer
from tests import factories
from tests.factories import (
    closed_chukker,
    finished_evening,
    play_evening,
    seat_players,
)

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker

pytestmark = pytest.mark.django_db

EVENING_PAGES = [
    ("evening_standings", ()),
    ("evening_live", ()),
    ("table_recap", (1,)),
    ("table_recap_pdf", (1,)),
    ("recaps_pdf", ()),
    ("ranking_pdf", ()),
]
PDFS = ["table_recap_pdf", "recaps_pdf", "ranking_pdf"]


def url(name: str, evening: Evening, *args: object) -> str:
    return reverse(f"club:{name}", args=[evening.pk, *args])


def play_one_evening() -> int:
    """Tables of 4, 5 and 6 that played every chukker through the services (a scorer's login)."""
    evening = factories.make_evening()
    play_evening(evening, factories.make_director("scorer"), (4, 5, 6), seed=5)
    return evening.pk


@pytest.fixture(scope="class")
def built_evening(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> Iterator[int]:
    yield from factories.class_data(django_db_blocker, play_one_evening)


@pytest.fixture
def played(db: None, built_evening: int) -> Evening:
    """The played evening: played once for the class, not again for each test."""
    return Evening.objects.get(pk=built_evening)


def rename(evening: Evening, table: int, number: int, name: str) -> Player:
    place = TablePlayer.objects.select_related("player").get(
        evening=evening, table__number=table, number=number
    )
    place.player.name = name
    place.player.save()
    return place.player


# -- who may see -------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "args"), EVENING_PAGES)
def test_anonymous_visitors_are_sent_to_login_while_results_are_unpublished(
    client: Client, name: str, args: tuple
) -> None:
    evening = finished_evening((4,))

    response = client.get(url(name, evening, *args))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize(("name", "args"), EVENING_PAGES)
def test_anyone_sees_published_results(client: Client, name: str, args: tuple) -> None:
    evening = finished_evening((4,), published=True)

    response = client.get(url(name, evening, *args))

    assert response.status_code == 200


def test_a_logged_in_player_who_is_not_director_is_sent_to_login(client: Client) -> None:
    user = factories.make_member(username="player")
    client.force_login(user)
    evening = finished_evening((4,))

    response = client.get(url("evening_standings", evening))

    assert response.status_code == 302


# -- the pages ---------------------------------------------------------------------------


def test_names_are_escaped_on_the_page(client: Client) -> None:
    evening = finished_evening((4,), published=True)
    rename(evening, 1, 1, '<b>Tom & "Jerry"</b>')

    content = client.get(url("evening_standings", evening)).content.decode()

    assert "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;" in content
    assert "<b>Tom" not in content


def test_a_fiches_evening_names_its_total_column_in_fiches(director_client: Client) -> None:
    evening = finished_evening((4,), unit="fiches")

    content = director_client.get(url("evening_standings", evening)).content.decode()

    assert "Total (fiches)" in content


def test_the_live_display_refreshes_itself_in_projector_style(client: Client) -> None:
    evening = finished_evening((4, 5), published=True)

    content = client.get(url("evening_live", evening)).content.decode()

    assert '<meta http-equiv="refresh" content="30">' in content
    assert 'class="projector"' in content
    assert "Director login" not in content  # no site header on the projector


# -- exports -----------------------------------------------------------------------------


def test_the_standings_export_to_csv_without_running_formulas(director_client: Client) -> None:
    evening = finished_evening((4,))
    rename(evening, 1, 1, '=HYPERLINK("http://evil.example","click")')
    rename(evening, 1, 2, "-minus")
    rename(evening, 1, 3, "@at")

    response = director_client.get(url("evening_standings", evening) + "?_export=csv")

    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    names = {row[1] for row in rows[1:]}
    assert '\'=HYPERLINK("http://evil.example","click")' in names
    assert "'-minus" in names
    assert "'@at" in names
    totals = [row[4] for row in rows[1:]]
    assert all(not total.startswith("'") for total in totals)
    assert any(total.startswith("-") for total in totals)  # negative numbers stay numbers


@pytest.mark.parametrize(
    ("language", "separator", "header", "average"),
    [
        ("en", ",", "Rank,Player,Table,Positions played", ("250.0", "-250.0")),
        ("fr", ";", "Rang;Joueur;Table;", ("250,0", "-250,0")),
        ("it", ";", "Posto;Giocatore;Tavolo;", ("250,0", "-250,0")),
    ],
)
def test_the_csv_opens_right_in_the_excel_of_each_language(
    director_client: Client, language: str, separator: str, header: str, average: tuple
) -> None:
    evening = factories.make_evening(length=2, ranking_minimum=0)
    (table,) = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 500, 0)
    closed_chukker(table, 2, 0, 0)

    response = director_client.get(
        url("evening_standings", evening) + "?_export=csv", HTTP_ACCEPT_LANGUAGE=language
    )

    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response.content.startswith(b"\xef\xbb\xbf" + header.encode())
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig")), delimiter=separator))
    assert len(rows) == 5 and all(len(row) == len(rows[0]) for row in rows)
    assert {row[5] for row in rows[1:]} == set(average)


@pytest.mark.parametrize(
    ("language", "average"), [("en", "+250.0"), ("fr", "+250,0"), ("it", "+250,0")]
)
def test_the_standings_page_writes_averages_as_each_language_does(
    director_client: Client, language: str, average: str
) -> None:
    evening = factories.make_evening(length=2, ranking_minimum=0)
    (table,) = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 500, 0)
    closed_chukker(table, 2, 0, 0)

    response = director_client.get(url("evening_standings", evening), HTTP_ACCEPT_LANGUAGE=language)

    assert f">{average}</td>" in response.content.decode()


def test_the_standings_export_to_excel_with_numbers_as_numbers(director_client: Client) -> None:
    evening = finished_evening((4,))
    rename(evening, 1, 1, "=1+1")

    response = director_client.get(url("evening_standings", evening) + "?_export=xlsx")

    assert response["Content-Type"] == (
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    assert "'=1+1" in {row[1] for row in rows}
    assert all(cell.data_type != "f" for line in sheet.iter_rows() for cell in line)
    assert all(isinstance(row[4], int) for row in rows)
    assert any(row[4] < 0 for row in rows)


def test_an_unknown_export_format_shows_the_page(director_client: Client) -> None:
    evening = finished_evening((4,))

    response = director_client.get(url("evening_standings", evening) + "?_export=yaml")

    assert response["Content-Type"].startswith("text/html")


# -- one evening played to the end: its pages, recaps and PDFs ---------------------------


NAMES = ['<b>Tom & "Jerry"</b>', "Ζωή Παπαδοπούλου", "Анна Каренина", "Zoë Łukasiewicz-Ørsted"]


class TestAPlayedEvening:
    """An evening whose tables of 4, 5 and 6 played every chukker through the services."""

    @pytest.mark.parametrize(("name", "args"), EVENING_PAGES)
    def test_the_director_sees_unpublished_results(
        self, director_client: Client, played: Evening, name: str, args: tuple
    ) -> None:
        response = director_client.get(url(name, played, *args))

        assert response.status_code == 200

    def test_an_unknown_table_has_no_recap(self, director_client: Client, played: Evening) -> None:
        assert director_client.get(url("table_recap", played, 9)).status_code == 404
        assert director_client.get(url("table_recap_pdf", played, 9)).status_code == 404

    def test_the_standings_rank_every_player_and_link_each_table_to_its_recap(
        self, director_client: Client, played: Evening
    ) -> None:
        response = director_client.get(url("evening_standings", played))

        content = response.content.decode()
        assert len(response.context["table"].rows) == 15
        for number in (1, 2, 3):
            assert url("table_recap", played, number) in content
        assert "Total (points, to the hundred)" in content
        assert "Publish the results" in content

    def test_the_standings_can_be_ranked_by_average(
        self, director_client: Client, played: Evening
    ) -> None:
        response = director_client.get(url("evening_standings", played) + "?order=average")

        rows = [row.record for row in response.context["table"].rows]
        averages = [row.average for row in rows]
        assert averages == sorted(averages, reverse=True)
        assert response.context["order"] == "average"

    def test_the_standings_table_sorts_by_a_column(
        self, director_client: Client, played: Evening
    ) -> None:
        response = director_client.get(url("evening_standings", played) + "?sort=-positions")

        positions = [row.record.positions for row in response.context["table"].rows]
        assert positions == sorted(positions, reverse=True)
        assert positions[:2] == [6, 6]  # players 5 and 6 of the table of six

    def test_the_recap_shows_partnerships_sitters_out_deals_and_the_grid(
        self, director_client: Client, played: Evening
    ) -> None:
        response = director_client.get(url("table_recap", played, 2))

        recap = response.context["recap"]
        content = response.content.decode()
        assert recap.size == 5
        assert "Sitting out:" in content
        assert "Players by chukker" in content
        assert content.count('<section class="card">') == 6  # the evening's six chukkers
        assert 'class="suit-' in content or "notrump" in content
        for player in recap.players:
            assert player.name in content

    @pytest.mark.parametrize("paper", ["A4", "LETTER"])
    @pytest.mark.parametrize("name", PDFS)
    def test_the_pdfs_are_pdfs_on_the_clubs_paper(
        self, director_client: Client, played: Evening, name: str, paper: str
    ) -> None:
        Club.objects.filter(pk=Club.load().pk).update(paper_size=paper)
        args = (1,) if name == "table_recap_pdf" else ()

        response = director_client.get(url(name, played, *args))

        assert response["Content-Type"] == "application/pdf"
        assert response.content.startswith(b"%PDF")
        size = b"612 792" if paper == "LETTER" else b"595.2756 841.8898"
        assert size in response.content

    @pytest.mark.parametrize("name", PDFS)
    def test_pdfs_print_any_name_as_typed(
        self, director_client: Client, played: Evening, name: str
    ) -> None:
        for number, new_name in enumerate(NAMES, start=1):
            rename(played, 1, number, new_name)
        args = (1,) if name == "table_recap_pdf" else ()

        response = director_client.get(url(name, played, *args))

        assert response.content.startswith(b"%PDF")
        if shutil.which("pdftotext"):
            extracted = subprocess.run(
                ["pdftotext", "-", "-"], input=response.content, capture_output=True, check=True
            ).stdout.decode()
            for typed in NAMES:
                assert typed.split()[0] in extracted


# -- publishing --------------------------------------------------------------------------


def test_the_director_publishes_and_unpublishes_the_results(director_client: Client) -> None:
    evening = finished_evening((4,))

    response = director_client.post(url("evening_publish", evening))
    evening.refresh_from_db()
    assert evening.published is True
    assert response["Location"] == url("evening_standings", evening)

    director_client.post(url("evening_publish", evening))
    evening.refresh_from_db()
    assert evening.published is False


def test_publishing_can_return_to_the_page_it_was_asked_from(director_client: Client) -> None:
    evening = finished_evening((4,))
    here = reverse("club:evening_detail", args=[evening.pk])

    response = director_client.post(url("evening_publish", evening), {"next": here})
    elsewhere = director_client.post(
        url("evening_publish", evening), {"next": "https://evil.example/"}
    )

    assert response["Location"] == here
    assert elsewhere["Location"] == url("evening_standings", evening)


def test_publishing_needs_a_post(director_client: Client) -> None:
    evening = finished_evening((4,))

    assert director_client.get(url("evening_publish", evening)).status_code == 405


def test_only_the_director_can_publish(client: Client) -> None:
    evening = finished_evening((4,))

    response = client.post(url("evening_publish", evening))

    evening.refresh_from_db()
    assert response.status_code == 302
    assert evening.published is False


def test_publishing_opens_the_results_to_everyone(client: Client, director: User) -> None:
    evening = finished_evening((4,))
    client.force_login(director)
    client.post(url("evening_publish", evening))
    client.logout()

    assert client.get(url("evening_standings", evening)).status_code == 200


def test_the_standings_count_a_chukker_once_it_closes(director_client: Client) -> None:
    evening = factories.make_evening()
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 900, 0, closed=False)

    first = director_client.get(url("evening_standings", evening)).context["table"]
    assert all(row.record.total == 0 for row in first.rows)

    table.chukkers.update(closed_at=table.evening.created_at)
    second = director_client.get(url("evening_standings", evening)).context["table"]
    assert sorted(row.record.total for row in second.rows) == [-900, -900, 900, 900]


# -- the season's standings page, its exports and its PDF ------------------------------------------


def season_with_evenings(published: tuple[bool, ...] = (True, True)) -> Season:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, is_published in enumerate(published, start=1):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), published=is_published
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 1350, 600)
    return season


def page(season: Season, name: str = "season_standings") -> str:
    return reverse(f"club:{name}", args=[season.pk])


@pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
def test_a_season_with_no_published_evening_is_for_the_director_only(
    client: Client, name: str
) -> None:
    season = season_with_evenings((False, False))

    response = client.get(page(season, name))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("name", ["season_standings", "season_pdf"])
@pytest.mark.parametrize("published", [(True, True), (True, False)])
def test_a_season_with_a_published_evening_is_public(
    client: Client, name: str, published: tuple[bool, ...]
) -> None:
    # docs/rules.md#season-standings: public over its published evenings.
    season = season_with_evenings(published)

    assert client.get(page(season, name)).status_code == 200


def test_a_season_without_evenings_is_not_public(client: Client) -> None:
    season = factories.make_season()

    assert client.get(page(season)).status_code == 302


def test_the_director_sees_every_season(director_client: Client) -> None:
    season = season_with_evenings((False, False))

    response = director_client.get(page(season))

    assert response.status_code == 200
    rows = [row.record for row in response.context["table"].rows]
    assert [(r.evenings, r.positions, r.rounded_points) for r in rows[:2]] == [
        (2, 2, 1600),
        (2, 2, 1600),
    ]
    assert [r.rank for r in rows] == [1, 1, 3, 3]
    content = response.content.decode()
    assert "Total (points, to the hundred)" in content
    # No evening was scored in fiches: no fiches column, nothing added across fiche values.
    assert "<th" not in content.split("Total (points, to the hundred)")[1].split("</tr>")[0] or (
        ">Fiches<" not in content
    )
    assert "Ranked by the total in points to the hundred" in content
    assert "This page counts every evening of the season, published or not" in content


def test_a_season_of_fiches_of_two_values_shows_them_apart(director_client: Client) -> None:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, value in ((1, 100), (2, 200)):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), unit="fiches", fiche_value=value
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 1350, 600)  # 750: 8 fiches of 100, 4 of 200

    content = director_client.get(page(season)).content.decode()

    assert "+8 at 100 points · +4 at 200 points" in content
    assert "Fiches of different values are never added together" in content


@pytest.mark.parametrize("order", ["total", "average"])
def test_the_season_can_be_ranked_two_ways(director_client: Client, order: str) -> None:
    season = season_with_evenings()

    response = director_client.get(page(season) + f"?order={order}")

    assert response.context["order"] == order
    assert [row.record.rank for row in response.context["table"].rows] == [1, 1, 3, 3]


def test_the_season_exports_to_csv_and_excel(director_client: Client) -> None:
    season = season_with_evenings()
    player = factories.make_player("+33 cheat")
    evening = factories.make_evening(season=season, published=True)
    [table] = seat_players(evening, [[player, *factories.make_players(3)]])
    closed_chukker(table, 1, 0, 500)

    response = director_client.get(page(season) + "?_export=csv")
    xlsx = director_client.get(page(season) + "?_export=xlsx")

    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0][:3] == ["Rank", "Player", "Evenings attended"]
    assert "'+33 cheat" in {row[1] for row in rows[1:]}
    assert "-500" in {row[4] for row in rows[1:]}
    assert xlsx["Content-Type"].startswith("application/vnd.openxmlformats")


def test_the_season_pdf_is_a_pdf(director_client: Client) -> None:
    season = season_with_evenings()

    response = director_client.get(page(season, "season_pdf") + "?order=fiches")

    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
