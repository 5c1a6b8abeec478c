"""Handicaps and season rules on the director's forms and the results pages
(docs/rules.md#handicaps, docs/rules.md#season-rules): what is refused, what is shown, the toggle
between the scratch and the handicap ranking, the exports and both rankings in the PDFs."""

from __future__ import annotations

import csv
import datetime as dt
import io
from decimal import Decimal

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubchicago.club.models import Evening, Player, Season
from tests import factories
from tests.club.selectors.test_handicaps import evening_of_five, season_of_two
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db


def page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


# -- the player's handicap ---------------------------------------------------------------------


def edit(client: Client, player: Player, handicap: str, **fields: str) -> str:
    url = reverse("club:player_edit", args=[player.pk])
    data = {"name": player.name, "member_number": "", "email": "", "handicap": handicap, **fields}
    response = client.post(url, data)
    return response.content.decode() if response.status_code == 200 else ""


@pytest.mark.parametrize(("typed", "stored"), [("2.5", "2.5"), ("-1", "-1.0"), ("1,5", "1.5")])
def test_the_director_sets_a_handicap_on_the_player_form(
    director_client: Client, typed: str, stored: str
) -> None:
    player = factories.make_player("Zoë")

    assert edit(director_client, player, typed) == ""  # saved and sent back to the roster

    player.refresh_from_db()
    assert player.handicap == Decimal(stored)


@pytest.mark.parametrize(
    "typed", ["12", "-10.5", "1.25", "a lot", "NaN", "1_0", "1e1", "\u0661.\u0665", "\uff11.\uff15"]
)
def test_a_handicap_out_of_range_is_refused_with_a_message_and_nothing_saved(
    director_client: Client, typed: str
) -> None:
    player = factories.make_player("Zoë", handicap=Decimal("2.0"))

    content = edit(director_client, player, typed, email="zoe@example.com")

    assert (
        "A handicap must be a number of hundreds or fiches per position from -10.0 to 10.0"
        in content
    )
    player.refresh_from_db()
    assert (player.handicap, player.email) == (Decimal("2.0"), "")


def test_the_handicap_message_is_translated(director_client: Client) -> None:
    player = factories.make_player("Zoë")
    url = reverse("club:player_edit", args=[player.pk])

    response = director_client.post(
        url, {"name": "Zoë", "handicap": "99"}, HTTP_ACCEPT_LANGUAGE="fr"
    )

    assert "Un handicap" in response.content.decode()


def test_the_director_marks_a_player_as_a_guest(director_client: Client) -> None:
    player = factories.make_player("Zoë")

    edit(director_client, player, "0", guest="on")

    player.refresh_from_db()
    assert player.guest


# -- the season's rules ------------------------------------------------------------------------


def season_data(**fields: str) -> dict[str, str]:
    return {
        "name": "2026-27",
        "start_date": "2026-09-01",
        "end_date": "2027-06-30",
        "handicap_rule": "manual",
        "handicap_cap": "3.0",
        "prize_minimum_evenings": "0",
        **fields,
    }


def test_the_director_sets_the_season_rules(director_client: Client) -> None:
    season = factories.make_season()
    data = season_data(
        best_evenings="9",
        of_evenings="12",
        prize_minimum_evenings="8",
        prize_members_only="on",
        handicap_rule="half_distance",
        handicap_cap="2.5",
    )

    response = director_client.post(reverse("club:season_edit", args=[season.pk]), data)

    assert response.status_code == 302
    season.refresh_from_db()
    assert (season.best_evenings, season.of_evenings, season.prize_minimum_evenings) == (9, 12, 8)
    assert season.prize_members_only
    assert (season.handicap_rule, season.handicap_cap) == ("half_distance", Decimal("2.5"))


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            {"best_evenings": "9", "of_evenings": "8"},
            "Only 8 evenings are planned: the best 9 of them cannot count.",
        ),
        ({"best_evenings": "9"}, "Give both the number of best evenings that count"),
        (
            {"best_evenings": "9", "of_evenings": "12", "prize_minimum_evenings": "13"},
            "Only 12 evenings are planned: a player cannot need 13 of them for a prize.",
        ),
        ({"handicap_cap": "11"}, "Ensure this value is less than or equal to 10.0."),
        ({"handicap_rule": "by_luck"}, "Select a valid choice."),
        ({"best_evenings": "0", "of_evenings": "8"}, "Ensure this value is greater than"),
    ],
)
def test_impossible_season_rules_are_refused_and_nothing_saved(
    director_client: Client, fields: dict[str, str], message: str
) -> None:
    season = factories.make_season()

    response = director_client.post(
        reverse("club:season_edit", args=[season.pk]), season_data(name="Renamed", **fields)
    )

    assert response.status_code == 200
    assert message in response.content.decode()
    season.refresh_from_db()
    assert (season.name, season.best_evenings, season.handicap_cap) == (
        "Season 2026",
        None,
        Decimal("3.0"),
    )


def test_best_9_of_8_is_refused_in_french_too(director_client: Client) -> None:
    response = director_client.post(
        reverse("club:seasons"),
        season_data(best_evenings="9", of_evenings="8"),
        HTTP_ACCEPT_LANGUAGE="fr",
    )

    assert "Seules 8 soirées sont prévues" in response.content.decode()
    assert not Season.objects.exists()


# -- the evening's pages -----------------------------------------------------------------------


@pytest.fixture
def five(db: None) -> Evening:
    evening = evening_of_five()
    Evening.objects.filter(pk=evening.pk).update(published=True)
    return evening


def standings_url(evening: Evening, query: str = "") -> str:
    return reverse("club:evening_standings", args=[evening.pk]) + query


def test_the_evening_page_offers_the_handicap_ranking_beside_the_scratch_one(
    client: Client, five: Evening
) -> None:
    content = page(client, standings_url(five))

    assert '<span class="button" aria-current="true">Scratch ranking</span>' in content
    assert "ranking=handicap" in content
    assert "Handicap result" not in content


def test_the_handicap_toggle_shows_the_handicap_ranking(client: Client, five: Evening) -> None:
    response = client.get(standings_url(five, "?order=total&ranking=handicap"))
    content = response.content.decode()

    assert '<span class="button" aria-current="true">Handicap ranking</span>' in content
    assert "Handicap per position" in content and "Handicap result" in content
    assert "Handicap ranking: each player&#x27;s result plus their handicap" in content
    rows = [(row.name, row.rank, row.handicap_total) for row in response.context["standings"].rows]
    assert rows[:3] == [
        ("Player 2", 1, Decimal(450)),
        ("Player 1", 2, Decimal(300)),
        ("Player 3", 2, Decimal(300)),
    ]


@pytest.mark.parametrize(
    "asked", ["?ranking=<b>x</b>", "?ranking=HANDICAP", "?ranking=" + "9" * 500]
)
def test_a_ranking_the_page_does_not_know_shows_the_scratch_one(
    client: Client, five: Evening, asked: str
) -> None:
    content = page(client, standings_url(five, asked))

    assert '<span class="button" aria-current="true">Scratch ranking</span>' in content
    assert "<b>x</b>" not in content


def test_a_changed_handicap_shows_at_once_on_the_cached_page(
    director_client: Client, five: Evening
) -> None:
    url = standings_url(five, "?order=total&ranking=handicap")
    assert "+450" in page(director_client, url)
    player = Player.objects.get(name="Player 2")

    edit(director_client, player, "0")

    content = page(director_client, url)
    assert "+450" not in content and "+900" in content


def test_the_export_of_the_handicap_ranking_has_its_columns(client: Client, five: Evening) -> None:
    response = client.get(standings_url(five, "?order=total&ranking=handicap&_export=csv"))

    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    header = rows[0]
    assert "Handicap per position" in header and "Handicap result" in header
    by_name = {row[header.index("Player")]: row for row in rows[1:]}
    assert by_name["Player 5"][header.index("Handicap result")] == "200"
    assert by_name["Player 5"][header.index("Rank")] == "4"


def test_the_ranking_pdf_prints_both_rankings(client: Client, five: Evening) -> None:
    response = client.get(reverse("club:ranking_pdf", args=[five.pk]) + "?order=total")

    text = pdf_text(response.content)
    scratch, handicap = text.split("Handicap ranking\n", 1)
    assert "Player 2" in scratch and "+900" in scratch
    # Player 2: a handicap of −1.5 hundreds a position, 450 after three positions.
    assert "Player 2\n3\n+900\n−1.5\n+450\n+150.0" in handicap


def test_without_any_handicap_the_ranking_pdf_prints_the_scratch_ranking_alone(
    client: Client, db: None
) -> None:
    evening = evening_of_five(["0", "0", "0", "0", "0"])
    Evening.objects.filter(pk=evening.pk).update(published=True)

    response = client.get(reverse("club:ranking_pdf", args=[evening.pk]))

    assert "Handicap ranking" not in pdf_text(response.content)


# -- the season's pages ------------------------------------------------------------------------


@pytest.fixture
def ruled(db: None) -> Season:
    season = factories.make_season(
        best_evenings=1, of_evenings=2, prize_minimum_evenings=2, prize_members_only=True
    )
    players = season_of_two(season)
    Player.objects.filter(pk=players["Player 2"].pk).update(handicap=Decimal("1.5"))
    Evening.objects.filter(season=season).update(published=True)
    return season


def test_the_season_page_shows_who_is_eligible_and_why_not(client: Client, ruled: Season) -> None:
    content = page(client, reverse("club:season_standings", args=[ruled.pk]))

    assert "Eligible for a prize" in content and "Evenings not counted" in content
    assert "guest: prizes are for members only; too few evenings played" in content
    assert "Rule: each player&#x27;s best 1 of 2 evenings count." in content
    assert "not ranked" in content


def test_the_season_page_without_rules_has_no_rule_columns(client: Client, db: None) -> None:
    season = factories.make_season()
    season_of_two(season)
    Evening.objects.filter(season=season).update(published=True)

    content = page(client, reverse("club:season_standings", args=[season.pk]))

    assert "Eligible for a prize" not in content and "Rule:" not in content


def test_the_season_handicap_toggle_ranks_by_the_handicap_results(
    client: Client, ruled: Season
) -> None:
    response = client.get(reverse("club:season_standings", args=[ruled.pk]) + "?ranking=handicap")

    # Best 1 of 2 (three positions each): 2: 600 + 150 x 3 = 1050; 3: 900; 1: 400.
    rows = [(row.name, row.rank, row.handicap_total) for row in response.context["standings"].rows]
    assert rows[:3] == [
        ("Player 2", 1, Decimal(1050)),
        ("Player 3", 2, Decimal(900)),
        ("Player 1", 3, Decimal(400)),
    ]
    assert "Handicap result (points, to the hundred)" in response.content.decode()


def test_the_season_pdf_says_which_rule_ranked_it_and_prints_both_rankings(
    client: Client, ruled: Season
) -> None:
    response = client.get(reverse("club:season_pdf", args=[ruled.pk]))

    text = pdf_text(response.content)
    assert "Rule: each player's best 1 of 2 evenings count." in text
    assert "Rule: a player must have played 2 evenings to be eligible for a prize." in text
    assert "Rule: prizes are for members only; guests are listed." in text
    handicap = text.split("Handicap ranking\n", 1)[1]
    assert "Player 2\n3\n+600\n+1.5\n+1050" in handicap


def test_changing_the_handicap_rule_shows_at_once_on_the_evenings(
    director_client: Client, db: None, director: User
) -> None:
    before = factories.make_season("2025-26", start_date=dt.date(2025, 9, 1))
    season_of_two(before)
    season = factories.make_season("2026-27", start_date=dt.date(2026, 9, 1))
    evening = factories.make_evening(season=season, date=dt.date(2026, 11, 2), length=3)
    players = list(Player.objects.filter(name__startswith="Player").order_by("name"))
    (table,) = factories.seat_players(evening, [players])
    factories.closed_chukker(table, 1, 100, 0)
    url = standings_url(evening, "?order=total&ranking=handicap")
    page(director_client, url)  # cached by hand

    director_client.post(
        reverse("club:season_edit", args=[season.pk]),
        season_data(
            name="2026-27",
            start_date="2026-09-01",
            end_date="2027-06-30",
            handicap_rule="half_distance",
            handicap_cap="1.0",
        ),
    )

    # Last season Player 1 averaged -3 / 6 = -0.5 hundreds a position: +0.3 now.
    response = director_client.get(url)
    by_name = {row.name: row.handicap for row in response.context["standings"].rows}
    assert by_name["Player 1"] == Decimal("0.3")


# -- what the handicap ranking costs -----------------------------------------------------------


def queries(client: Client, url: str) -> int:
    cache.clear()  # drawn afresh, not from the cached fragment
    with CaptureQueriesContext(connection) as context:
        assert client.get(url).status_code == 200
    return len(context.captured_queries)


@pytest.mark.parametrize(("rule", "more"), [("manual", 1), ("half_distance", 4)])
def test_the_handicap_ranking_reads_a_fixed_few_queries_more(
    client: Client, db: None, rule: str, more: int
) -> None:
    # By hand: the players' handicaps. Computed: the previous season (for the handicaps and
    # for the key of the cached page) and its totals too.
    factories.make_season("2025-26", start_date=dt.date(2025, 9, 1))
    season = factories.make_season(handicap_rule=rule)
    evening = evening_of_five()
    Evening.objects.filter(pk=evening.pk).update(published=True, season=season)

    scratch = queries(client, standings_url(evening, "?order=total"))
    handicap = queries(client, standings_url(evening, "?order=total&ranking=handicap"))

    assert handicap - scratch == more
