"""The table's phone after a chukker closes and at the end of its evening: each player's credit
by name, the evening so far for the table's players, and the way to the public results."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club import display
from clubchicago.club.models import Evening, Table
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services import evenings as evening_services
from clubchicago.club.services import play
from tests.factories import (
    FOUR_DEALS,
    closed_chukker,
    enter,
    make_evening,
    make_player,
    seat_players,
    seat_tables,
)

pytestmark = pytest.mark.django_db

# Numbers 1 to 4: position 1 seats 1-2 (North-South) against 3-4.
LONG = ["Jean-Luc O'Brien", "Chiara Esposito", "Bob Li", "Niccolò Rossi"]


@pytest.fixture
def tables(db: None) -> list[Table]:
    """A table of 5 and a table of 4, six chukkers, entries not confirmed."""
    return seat_tables(make_evening(confirm_entries=False, length=6), (5, 4))


def url(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def names(table: Table) -> dict[int, str]:
    return dict(table.table_players.values_list("number", "player__name"))


def credit_names(table: Table) -> dict[int, str]:
    """The players by number, as the line of a closed chukker's credits writes them: a long
    name shortened (the factories' "Player 1234" is long once the suite made many players)."""
    return {n: display.short_name(name, display.CREDIT_NAME) for n, name in names(table).items()}


def close_first_chukker(table: Table) -> None:
    for contract in FOUR_DEALS:  # NS 420 to EW 300: one hundred each to North-South
        enter(table, contract, play.Actor.for_table(table))


def test_after_a_close_each_players_credit_is_shown_by_name_apart_from_the_next_seats(
    client: Client, tables: list[Table]
) -> None:
    five = tables[1 - 1]
    close_first_chukker(five)
    who = credit_names(five)

    page = client.get(url(five)).content.decode()

    # Position 1 of a table of five: 1-2 v 3-4, 5 sits out; NS win 420 to 300.
    credits = f"{who[1]} &amp; {who[2]} +100 · {who[3]} &amp; {who[4]} −100 · {who[5]} sits out"
    assert credits in page
    assert "Chukker 1:</strong>" in page
    # Its own block, before the next chukker's seats, which no longer carry the result.
    over = page.index('class="chukker-over"')
    between = page.index('id="between"')
    assert over < page.index(credits) < between < page.index("Deal 1 of 4")
    section = page[over:].split("</section>", 1)[0]
    assert "(hundreds)" not in section  # +100 reads as the points it is; fiches are named


def test_long_names_are_shortened_as_the_seat_tiles_shorten_them(client: Client, db: None) -> None:
    evening = make_evening(confirm_entries=False)
    players = [make_player(name) for name in LONG]
    (table,) = seat_players(evening, [players])
    close_first_chukker(table)

    page = client.get(url(table)).content.decode()

    assert "Jean-Luc O. &amp; Chiara E. +100 · Bob Li &amp; Niccolò R. −100" in page


def test_the_credits_are_in_the_evenings_unit(client: Client, db: None) -> None:
    evening = make_evening(confirm_entries=False, unit="fiches", fiche_value=100)
    (table,) = seat_tables(evening, (4,))
    close_first_chukker(table)
    who = credit_names(table)

    page = client.get(url(table)).content.decode()

    assert f"{who[1]} &amp; {who[2]} +1 · {who[3]} &amp; {who[4]} −1" in page
    assert "(fiches)" in page


def test_the_evening_so_far_lists_this_tables_players_one_tap_below_the_entry(
    client: Client, tables: list[Table]
) -> None:
    five, four = tables
    close_first_chukker(five)
    closed_chukker(four, 1, 800, 0)  # the table of four: NS +800 each

    page = client.get(url(five)).content.decode()

    assert page.count('id="so-far"') == 1
    so_far = page[page.index('id="so-far"') :]
    assert '<details class="card fold" id="so-far">' in page  # folded: one tap away
    assert page.index("Save deal 1") < page.index('id="so-far"')  # never above Save
    assert "The evening so far (provisional)" in so_far
    assert "Provisional rank" in so_far
    for name in names(five).values():
        assert name in so_far
    assert not any(name in so_far for name in names(four).values())
    # Ranked as the evening's standings rank them (docs/rules.md#ranking): the table of four's
    # North-South (+800) rank first and second, so this table's North-South are third.
    ranks = {row.name: row.rank for row in evening_standings(five.evening).rows}
    who = names(five)
    assert ranks[who[1]] == ranks[who[2]] == 3
    row_of_north = so_far.split(who[1], 1)[1].split("</tr>", 1)[0]
    assert re.search(r'<td class="num cell-rank">3\s*</td>', row_of_north)
    assert "+100" in row_of_north
    assert "not ranked" in so_far.split(who[5], 1)[1].split("</tr>", 1)[0]  # sat out chukker 1
    assert "Provisional: " in so_far  # the standings' own note, with the chukkers still open


def test_before_any_chukker_closes_there_is_no_evening_so_far(
    client: Client, tables: list[Table]
) -> None:
    enter(tables[0], FOUR_DEALS[0], play.Actor.for_table(tables[0]))
    page = client.get(url(tables[0])).content.decode()
    assert 'id="so-far"' not in page and 'class="chukker-over"' not in page


def finish(table: Table) -> None:
    for played in table.plan():
        closed_chukker(table, played.index, 600 if played.index % 2 else 0, 0)


def test_at_the_end_the_tables_players_see_their_evening_and_the_way_to_the_results(
    client: Client, tables: list[Table]
) -> None:
    five = tables[0]
    finish(five)

    page = client.get(url(five)).content.decode()

    assert "This table has played all its positions." in page
    assert "Your evening" in page
    section = page[page.index('id="finished-heading"') :].split("</section>", 1)[0]
    for name in names(five).values():
        assert name in section
    assert "Average" in section and "Provisional rank" in section  # the table of four plays on
    results = reverse("club:evening_standings", args=[five.evening_id])
    assert f'href="{results}"' in section
    assert "when the director publishes them" in section
    assert 'id="so-far"' not in page  # shown once, in the table's evening
    assert "/tonight/" not in page  # the evening's tonight page is off

    Evening.objects.filter(pk=five.evening_id).update(tonight_page=True)
    evening = Evening.objects.get()
    tonight = reverse("club:tonight", args=[evening.pk, evening.tonight_token])
    assert f'href="{tonight}"' in client.get(url(five)).content.decode()  # while it is live

    evening_services.set_published(Evening.objects.get(), True)
    published = client.get(url(five)).content.decode()
    section = published[published.index('id="finished-heading"') :].split("</section>", 1)[0]
    assert f'href="{results}"' in section and "when the director publishes" not in section
    assert client.get(results).status_code == 200  # the link now opens for everyone


def test_when_every_table_is_done_the_rank_is_no_longer_provisional(
    client: Client, tables: list[Table]
) -> None:
    for table in tables:
        finish(table)

    page = client.get(url(tables[1])).content.decode()

    section = page[page.index('id="finished-heading"') :].split("</section>", 1)[0]
    assert "Provisional" not in section and ">Rank<" in section


def test_the_region_answered_to_the_closing_save_shows_the_evening_as_of_that_close(
    client: Client, tables: list[Table]
) -> None:
    # A phone already read the evening so far (kept in the cache under that moment's version);
    # the deal that closes chukker 2 is saved with htmx, which answers the region at once.
    five = tables[0]
    close_first_chukker(five)
    for contract in FOUR_DEALS[:3]:
        enter(five, contract, play.Actor.for_table(five))
    assert 'id="so-far"' in client.get(url(five)).content.decode()
    last = FOUR_DEALS[3]
    data = {
        "number": 4,
        "chukker_number": 2,
        "level": last.level,
        "strain": str(last.strain),
        "doubled": 0,
        "declarer": str(last.declarer),
        "result": "+1",  # 1C by West making eight tricks
        "save": "1",
    }

    region = client.post(url(five), data, HTTP_HX_REQUEST="true").content.decode()

    assert "Chukker 2:</strong>" in region
    so_far = region[region.index('id="so-far"') :]
    # Position 2 of a table of five: 1-5 v 2-3, 4 sits out: player 1 has now played two.
    row_of_1 = so_far.split(names(five)[1], 1)[1].split("</tr>", 1)[0]
    assert re.search(r'<td class="num cell-positions">2</td>', row_of_1), row_of_1
