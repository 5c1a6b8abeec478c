"""The Results page and the players' pages: what the public and the director see of each."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Evening, Player
from clubchicago.club.selectors.results import EVENINGS_PER_PAGE
from tests import factories
from tests.factories import closed_chukker, seat_players

pytestmark = pytest.mark.django_db

RESULTS = reverse("club:results")


def player_url(player: Player, season: int | str | None = None) -> str:
    path = reverse("club:player_results", args=[player.pk])
    return path if season is None else f"{path}?season={season}"


def regulars_evening(players: list[Player], day: int, **fields: object) -> Evening:
    """An evening of one table of the first four ``players``, its first chukker closed:
    players 1 and 2 (North-South) win 800, players 3 and 4 lose it."""
    fields.setdefault("date", dt.date(2026, 10, 1) + dt.timedelta(days=day))
    fields.setdefault("ranking_minimum", 0)
    evening = factories.make_evening(title=f"Evening {day}", **fields)
    [table] = seat_players(evening, [players[:4]])
    closed_chukker(table, 1, 800, 0)
    return evening


# -- the Results page -----------------------------------------------------------------------------


def test_the_home_page_and_the_header_link_to_the_results(client: Client) -> None:
    html = client.get(reverse("home")).content.decode()

    assert html.count(f'href="{RESULTS}"') == 2


def test_the_public_sees_only_published_evenings_newest_first(client: Client) -> None:
    players = factories.make_players(4)
    older = regulars_evening(players, 1, published=True)
    newer = regulars_evening(players, 2, published=True)
    hidden = regulars_evening(players, 3, published=False)

    html = client.get(RESULTS).content.decode()

    assert html.index(newer.title) < html.index(older.title)
    assert hidden.title not in html
    for name in ("evening_standings", "recaps_pdf", "ranking_pdf"):
        assert reverse(f"club:{name}", args=[older.pk]) in html
        assert reverse(f"club:{name}", args=[hidden.pk]) not in html


def test_the_director_sees_every_evening_and_which_are_not_public(director_client: Client) -> None:
    players = factories.make_players(4)
    regulars_evening(players, 1, published=True)
    hidden = regulars_evening(players, 2, published=False)

    html = director_client.get(RESULTS).content.decode()

    assert hidden.title in html
    assert html.count("Director only<") == 1


def test_the_evenings_come_twenty_a_page(client: Client) -> None:
    for day in range(EVENINGS_PER_PAGE + 1):
        factories.make_evening(
            title=f"Night {day:02}",
            date=dt.date(2026, 1, 1) + dt.timedelta(days=day),
            published=True,
        )

    first = client.get(RESULTS).content.decode()
    second = client.get(RESULTS + "?page=2").content.decode()

    assert "Night 20" in first and "Night 00" not in first
    assert "Night 00" in second and "Night 20" not in second
    assert 'rel="next"' in first and 'rel="prev"' in second
    assert "Page 2 of 2" in second


@pytest.mark.parametrize("page", ["0", "-1", "abc", "99999999999999999999999", "2"])
def test_a_page_number_out_of_range_shows_a_page(client: Client, page: str) -> None:
    factories.make_evening(title="The only one", published=True)

    response = client.get(RESULTS, {"page": page})

    assert response.status_code == 200
    assert "The only one" in response.content.decode()


def test_the_results_page_lists_public_seasons_only(client: Client) -> None:
    players = factories.make_players(4)
    public = factories.make_season(name="All published")
    partial = factories.make_season(name="Half published")
    regulars_evening(players, 1, season=public, published=True)
    regulars_evening(players, 2, season=partial, published=True)
    regulars_evening(players, 3, season=partial, published=False)
    unseen = factories.make_season(name="Nothing published")
    regulars_evening(players, 4, season=unseen, published=False)
    factories.make_season(name="No evening yet")

    html = client.get(RESULTS).content.decode()

    # docs/rules.md#season-standings: public once one evening is, over the published ones.
    assert reverse("club:season_standings", args=[public.pk]) in html
    assert reverse("club:season_standings", args=[partial.pk]) in html
    assert "Over 1 published evening" in html
    assert reverse("club:season_standings", args=[unseen.pk]) not in html
    assert "No evening yet" not in html


def test_the_director_sees_every_season_with_its_state(director_client: Client) -> None:
    players = factories.make_players(4)
    partial = factories.make_season(name="Half published")
    regulars_evening(players, 1, season=partial, published=False)

    html = director_client.get(RESULTS).content.decode()

    assert reverse("club:season_standings", args=[partial.pk]) in html
    assert "Director only until an evening is published" in html


def test_the_results_page_says_when_nothing_is_public_yet(client: Client) -> None:
    factories.make_evening(published=False)

    html = client.get(RESULTS).content.decode()

    assert "results are public yet." in html


def test_the_results_page_is_read_only(client: Client) -> None:
    assert client.post(RESULTS).status_code == 405


# -- a player's page ------------------------------------------------------------------------------


def test_a_player_page_shows_each_evening_with_rank_total_and_running_total(client: Client) -> None:
    players = factories.make_players(4)
    season = factories.make_season()
    regulars_evening(players, 1, season=season, published=True)
    regulars_evening(players, 2, season=season, published=True)

    response = client.get(player_url(players[0]))
    html = response.content.decode()

    assert response.status_code == 200
    season_view = response.context["season"]
    assert [line.row.total for line in season_view.evenings] == [800, 800]
    assert [line.row.rank for line in season_view.evenings] == [1, 1]
    assert [line.cumulative for line in season_view.evenings] == [800, 1600]
    assert season_view.rounded_points == 1600 and season_view.positions == 2
    assert "1 of 4" in html
    running = 'data-label="Running total (points, to the hundred):">+1600</td>'
    assert f'<td class="num cell-extra" {running}' in html


def test_a_player_page_counts_only_published_evenings_for_the_public(
    client: Client, director: User
) -> None:
    players = factories.make_players(4)
    season = factories.make_season()
    regulars_evening(players, 1, season=season, published=True)
    hidden = regulars_evening(players, 2, season=season, published=False)

    public = client.get(player_url(players[0])).context["season"]
    client.force_login(director)
    everything = client.get(player_url(players[0])).context["season"]

    assert [line.evening.pk for line in public.evenings].count(hidden.pk) == 0
    assert public.rounded_points == 800
    assert hidden.pk in [line.evening.pk for line in everything.evenings]
    assert everything.rounded_points == 1600


def test_a_player_without_published_results_is_not_found_like_one_that_does_not_exist(
    client: Client,
) -> None:
    players = factories.make_players(4)
    regulars_evening(players, 1, published=False)
    nobody = factories.make_player("Never played")

    hidden = client.get(player_url(players[0]))
    unplayed = client.get(player_url(nobody))
    missing = client.get(reverse("club:player_results", args=[10**9]))

    assert hidden.status_code == unplayed.status_code == missing.status_code == 404
    assert hidden.content == missing.content
    assert b"Never played" not in unplayed.content


def test_the_director_sees_a_player_page_before_anything_is_published(
    director_client: Client,
) -> None:
    players = factories.make_players(4)
    regulars_evening(players, 1, published=False)
    nobody = factories.make_player("Never played")

    assert director_client.get(player_url(players[0])).status_code == 200
    response = director_client.get(player_url(nobody))
    assert response.status_code == 200
    assert "This player has no results yet." in response.content.decode()


def test_the_season_selector_chooses_the_season_shown(client: Client) -> None:
    players = factories.make_players(4)
    autumn = factories.make_season(name="Autumn", start_date=dt.date(2026, 9, 1))
    spring = factories.make_season(
        name="Spring", start_date=dt.date(2027, 3, 1), end_date=dt.date(2027, 6, 1)
    )
    regulars_evening(players, 1, season=autumn, published=True)
    regulars_evening(players, 200, season=spring, published=True)
    regulars_evening(players, 201, season=spring, published=True)
    regulars_evening(players, 2, season=None, published=True)

    latest = client.get(player_url(players[2])).context["season"]
    chosen = client.get(player_url(players[2], autumn.pk)).context["season"]
    loose = client.get(player_url(players[2], "none")).context["season"]
    wrong = client.get(player_url(players[2], "not-a-season")).context["season"]
    html = client.get(player_url(players[2])).content.decode()

    assert latest.season == spring and len(latest.evenings) == 2
    assert latest.rounded_points == -1600
    assert chosen.season == autumn and len(chosen.evenings) == 1
    assert loose.season is None and len(loose.evenings) == 1
    assert wrong.season == spring
    selector = html[html.index('<select id="season-select"') :]
    assert selector[: selector.index("</select>")].count("<option") == 3


def test_the_player_page_does_not_offer_a_season_the_public_cannot_see(client: Client) -> None:
    players = factories.make_players(4)
    secret = factories.make_season(name="Secret season")
    regulars_evening(players, 1, season=secret, published=False)
    regulars_evening(players, 2, published=True)

    response = client.get(player_url(players[0], secret.pk))

    assert response.context["season"].season is None
    assert "Secret season" not in response.content.decode()


def test_the_player_page_links_the_season_standings_once_one_evening_is_published(
    client: Client,
) -> None:
    players = factories.make_players(4)
    season = factories.make_season()
    first = regulars_evening(players, 1, season=season, published=False)
    regulars_evening(players, 2, published=True)  # outside the season: the player has a page
    regulars_evening(players, 3, season=season, published=False)
    standings = reverse("club:season_standings", args=[season.pk])

    assert standings not in client.get(player_url(players[0], season.pk)).content.decode()
    Evening.objects.filter(pk=first.pk).update(published=True)
    assert standings in client.get(player_url(players[0], season.pk)).content.decode()


def test_the_player_page_draws_the_season_as_an_svg_chart_without_script(client: Client) -> None:
    players = factories.make_players(4)
    for day in range(3):
        regulars_evening(players, day, published=True)

    html = client.get(player_url(players[0])).content.decode()

    svg = html[html.index("<svg viewBox") : html.index("</svg>")]
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    assert svg.count("<circle") == 3
    assert re.search(r'<path d="M[\d. L]+"', svg)
    assert "<script" not in html


def test_chart_coordinates_are_never_written_with_a_decimal_comma(client: Client) -> None:
    players = factories.make_players(4)
    for day in range(3):
        regulars_evening(players, day, published=True)

    html = client.get(player_url(players[0]), HTTP_ACCEPT_LANGUAGE="fr").content.decode()

    svg = html[html.index("<svg viewBox") : html.index("</svg>")]
    assert '<html lang="fr">' in html
    assert not re.search(r'(?:cx|cy|x1|x2|y1|y2|x|y)="[\d.]*,\d', svg)
    assert not re.search(r'd="[^"]*,', svg)


def test_a_player_credited_after_being_moved_away_keeps_the_evening(client: Client) -> None:
    players = factories.make_players(5)
    evening = regulars_evening(players, 1, published=True)
    # The director replaced player 1 with player 5 after the first chukker closed.
    evening.tables.get().table_players.filter(player=players[0]).update(player=players[4])

    season = client.get(player_url(players[0])).context["season"]

    assert [line.row.total for line in season.evenings] == [800]
    assert season.evenings[0].row.table is None


def test_names_are_escaped_on_the_player_page(client: Client) -> None:
    players = [factories.make_player("<b>Bold</b> & co"), *factories.make_players(3)]
    regulars_evening(players, 1, published=True)

    html = client.get(player_url(players[0])).content.decode()

    assert "<b>Bold</b>" not in html
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; co" in html


def test_the_standings_link_each_name_to_the_players_page_for_that_season(
    client: Client,
) -> None:
    players = factories.make_players(4)
    season = factories.make_season()
    evening = regulars_evening(players, 1, season=season, published=True)

    standings = client.get(reverse("club:evening_standings", args=[evening.pk])).content.decode()
    season_page = client.get(reverse("club:season_standings", args=[season.pk])).content.decode()
    live = client.get(reverse("club:evening_live", args=[evening.pk])).content.decode()

    link = player_url(players[0], season.pk)
    assert f'href="{link}"' in standings
    assert f'href="{link}"' in season_page
    assert player_url(players[0]) not in live


def test_a_player_page_is_read_only(client: Client) -> None:
    players = factories.make_players(4)
    regulars_evening(players, 1, published=True)

    assert client.post(player_url(players[0])).status_code == 405


# -- the season's chart ---------------------------------------------------------------------------


def test_the_season_page_draws_the_leaders_progression_with_its_figures(client: Client) -> None:
    players = factories.make_players(8)
    season = factories.make_season()
    for day in range(3):
        regulars_evening(players, day, season=season, published=True)
        regulars_evening(players[4:], day + 50, season=season, published=True)

    response = client.get(reverse("club:season_standings", args=[season.pk]))
    html = response.content.decode()

    leaders = response.context["leaders"]
    by_name = {leader.row.name: leader.cumulative for leader in leaders}
    assert len(leaders) == 5
    assert by_name[players[0].name] == (800, 1600, 2400, 2400, 2400, 2400)
    assert by_name[players[4].name] == (0, 0, 0, 800, 1600, 2400)
    assert [leader.row.rank for leader in leaders] == [1, 1, 1, 1, 5]
    svg = html[html.index("<svg viewBox") : html.index("</svg>")]
    assert svg.count('class="series series-') == 5
    assert 'class="chart-legend"' in html
    # The same figures in a table for screen readers.
    assert html.count('<tr><th scope="row">') >= 6


def test_a_season_without_a_closed_chukker_has_no_chart(director_client: Client) -> None:
    season = factories.make_season()
    factories.make_evening(season=season)

    response = director_client.get(reverse("club:season_standings", args=[season.pk]))

    assert not response.context["chart"]
    assert b"leaders-chart" not in response.content
    assert "<svg viewBox" not in response.content.decode()
