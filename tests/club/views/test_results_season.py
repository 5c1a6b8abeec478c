"""A season's running standings (docs/rules.md#season-standings): public over its published
evenings only, "after N of M evenings" (or "after N evenings" while the season is open), and
the players present who played no position listed apart, unranked: on the page, in its PDF, its
exports and the API, for the public and for the director."""

from __future__ import annotations

import csv
import datetime as dt
import io

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.services.evenings import set_published
from tests import factories
from tests.factories import closed_chukker, seat_players
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db

NAMES = ["Aline", "Bruno", "Chiara", "Dario"]
IDLE = ["Edmond", "Fanny", "Gianni", "Hélène"]


def two_evenings(season: Season, *, second_published: bool = False) -> list[Evening]:
    """Aline and Bruno win 800 on the first evening (published); Chiara and Dario win 2000 on
    the second (published or not)."""
    players = [factories.make_player(name) for name in NAMES]
    evenings = []
    for day, (ns, ew), published in ((1, (800, 0), True), (8, (0, 2000), second_published)):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), published=published
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, ns, ew)  # position 1: 1-2 v 3-4
        evenings.append(evening)
    return evenings


def page(season: Season, name: str = "season_standings") -> str:
    return reverse(f"club:{name}", args=[season.pk])


def totals(client: Client, season: Season, query: str = "") -> dict[str, int]:
    response = client.get(page(season) + query)
    assert response.status_code == 200
    return {row.record.name: row.record.rounded_points for row in response.context["table"].rows}


def test_the_public_sees_the_season_over_its_published_evenings_only(client: Client) -> None:
    season = factories.make_season(end_date=dt.date(2099, 6, 30))  # open
    two_evenings(season)

    assert totals(client, season) == {"Aline": 800, "Bruno": 800, "Chiara": -800, "Dario": -800}
    html = client.get(page(season)).content.decode()
    assert "After 1 evening." in html
    assert "over the published evenings" in html
    assert "This page counts every evening" not in html


def test_the_director_sees_every_evening_and_is_told_which_the_public_sees(
    director_client: Client,
) -> None:
    season = factories.make_season(end_date=dt.date(2099, 6, 30))
    first, second = two_evenings(season)

    assert totals(director_client, season) == {
        "Chiara": 1200,
        "Dario": 1200,
        "Aline": -1200,
        "Bruno": -1200,
    }
    html = director_client.get(page(season)).content.decode()
    assert "After 2 evenings." in html
    assert "The public sees the standings over the published evenings only: 1 evening so far" in (
        html
    )
    unpublished = html.split('id="season-unpublished"')[1].split("</p>")[0]
    assert "Not published yet:" in unpublished
    assert reverse("club:evening_standings", args=[second.pk]) in unpublished
    assert reverse("club:evening_standings", args=[first.pk]) not in unpublished


def test_a_season_that_is_over_says_after_n_of_m_evenings(client: Client) -> None:
    season = factories.make_season(start_date=dt.date(2026, 9, 1), end_date=dt.date(2026, 10, 31))
    two_evenings(season)

    html = client.get(page(season)).content.decode()
    pdf = pdf_text(client.get(page(season, "season_pdf")).content)

    assert "After 1 of 2 evenings." in html
    assert "After 1 of 2 evenings." in pdf


def test_publishing_or_withdrawing_an_evening_changes_the_cached_page_pdf_and_export(
    client: Client,
) -> None:
    season = factories.make_season(end_date=dt.date(2099, 6, 30))
    _first, second = two_evenings(season)
    before = client.get(page(season, "season_pdf")).content
    assert totals(client, season)["Chiara"] == -800

    set_published(second, True)

    assert totals(client, season)["Chiara"] == 1200
    assert "After 2 evenings." in client.get(page(season)).content.decode()
    after = client.get(page(season, "season_pdf")).content
    assert before != after
    assert "+1200" in pdf_text(after) and "+1200" not in pdf_text(before)
    exported = client.get(page(season) + "?_export=csv").content.decode("utf-8-sig")
    assert {row[1]: row[4] for row in csv.reader(io.StringIO(exported))}["Chiara"] == "1200"

    set_published(second, False)

    assert totals(client, season)["Chiara"] == -800
    assert "+1200" not in pdf_text(client.get(page(season, "season_pdf")).content)


def test_the_results_page_lists_a_season_with_one_published_evening(client: Client) -> None:
    season = factories.make_season(name="Running season")
    two_evenings(season)

    html = client.get(reverse("club:results")).content.decode()

    assert page(season) in html
    assert "Over 1 published evening" in html
    assert "once every one of its evenings is published" not in html


def idle_table_season(season: Season, regulars: list[Player] | None = None) -> None:
    """One evening: table 1 (``regulars``, else new players) closes a chukker in which its
    players 3 and 4 win 900; table 2 is drawn and never plays."""
    evening = factories.make_evening(season=season, date=dt.date(2026, 10, 15), published=True)
    regulars = regulars or [factories.make_player(name) for name in NAMES]
    idle = [factories.make_player(name) for name in IDLE]
    [played, _idle] = seat_players(evening, [regulars, idle])
    closed_chukker(played, 1, 0, 900)


@pytest.mark.parametrize("order", ["total", "average"])
def test_players_who_played_no_position_are_listed_apart_and_not_ranked(
    client: Client, order: str
) -> None:
    season = factories.make_season()
    idle_table_season(season)

    response = client.get(page(season) + f"?order={order}")
    rows = [row.record for row in response.context["table"].rows]
    html = response.content.decode()

    assert [(row.name, row.rank) for row in rows] == [
        ("Chiara", 1),
        ("Dario", 1),
        ("Aline", 3),
        ("Bruno", 3),
    ]
    assert [row.name for row in response.context["standings"].unplayed] == IDLE
    apart = html.split('id="unplayed"')[1]
    assert "Present, no position played" in apart
    assert all(name in apart for name in IDLE)
    assert "listed apart, not ranked" in html


def test_the_season_pdf_and_export_list_the_players_who_played_no_position_apart(
    client: Client,
) -> None:
    season = factories.make_season()
    idle_table_season(season)

    text = pdf_text(client.get(page(season, "season_pdf")).content)
    exported = client.get(page(season) + "?_export=csv").content.decode("utf-8-sig")
    ranks = {row[1]: row[0] for row in csv.reader(io.StringIO(exported))}

    standings_part, apart = text.split("Present, no position played")
    assert all(name not in standings_part for name in IDLE)
    assert all(name in apart for name in IDLE)
    assert [ranks[name] for name in IDLE] == ["not ranked"] * 4
    assert ranks["Chiara"] == "1"


API = "/api/v1"


def test_the_api_counts_the_published_evenings_only_and_lists_the_idle_apart(
    client: Client,
) -> None:
    season = factories.make_season(end_date=dt.date(2099, 6, 30))
    two_evenings(season)
    regulars = [Player.objects.get(name=name) for name in NAMES]
    idle_table_season(season, regulars)  # a second published evening, table 2 never plays

    body = client.get(f"{API}/seasons/{season.pk}/standings").json()

    assert (body["counted"], body["open"]) == (2, True)
    assert (body["season"]["evenings"], body["season"]["published"]) == (3, 2)
    ranked = {row["player"]["name"]: (row["rank"], row["hundreds"]) for row in body["rows"]}
    # Aline: +800 (first evening) -900 (the other); the unpublished 2000 never counts.
    assert ranked["Aline"] == (3, -100)
    assert ranked["Chiara"] == (1, 100)
    assert [row["player"]["name"] for row in body["not_played"]] == IDLE
    assert {row["rank"] for row in body["not_played"]} == {None}
    listed = client.get(f"{API}/seasons").json()
    assert [(s["id"], s["published"]) for s in listed] == [(season.pk, 2)]


def test_the_api_answers_not_found_for_a_season_with_nothing_published(client: Client) -> None:
    season = factories.make_season()
    evening = factories.make_evening(season=season, published=False)
    [table] = seat_players(evening, [factories.make_players(4)])
    closed_chukker(table, 1, 700, 0)

    assert client.get(f"{API}/seasons/{season.pk}/standings").status_code == 404
    assert Player.objects.count() == 4


def test_the_public_fiches_count_the_published_evenings_only(client: Client) -> None:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, value, published in ((1, 100, True), (2, 200, False)):
        evening = factories.make_evening(
            season=season,
            date=dt.date(2026, 10, day),
            unit="fiches",
            fiche_value=value,
            published=published,
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 1350, 600)  # 750: 8 fiches of 100, 4 of 200

    rows = client.get(page(season)).context["table"].rows
    html = client.get(page(season)).content.decode()

    assert {row.record.fiches for row in rows} == {((100, 8),), ((100, -8),)}
    assert "at 200 points" not in html
