"""Races with real concurrent connections: a consistent outcome and a clear message to the loser.

Written for PostgreSQL (row locks taken by ``select_for_update``), and run on SQLite too, where
IMMEDIATE transactions serialise the writers the same way: the suite runs them on whichever
database it is given, and skips nothing.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
        .venv/bin/pytest tests/suites/test_races.py
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client
from django.urls import reverse

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Chukker, DealRecord, Evening, Table, TablePlayer
from clubchicago.club.selectors import plans
from clubchicago.club.selectors.replans import Request, propose, seating_after
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import current_chukker, lineup_of, table_state
from clubchicago.club.services import attendance, evenings, play
from clubchicago.club.services import seating as seating_services
from clubchicago.club.services.credits import check_credits
from rotations import draw_tables
from scoring import Deal, Side
from tests import factories
from tests.factories import FOUR_DEALS, enter

# Real transactions and one connection per thread: slow, and run apart from the quick part.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

ROUNDS = 5  # each race is run several times, so both orders of arrival are likely to be seen


def run_together(work: list[Callable[[], Any]]) -> list[Any]:
    """Run each callable in its own thread and connection, released at the same moment."""
    barrier = threading.Barrier(len(work))
    outcomes: list[Any] = [None] * len(work)

    def target(i: int) -> None:
        try:
            barrier.wait()
            outcomes[i] = work[i]()
        except Exception as error:  # the outcome is what the test inspects
            outcomes[i] = error
        finally:
            connection.close()

    threads = [
        threading.Thread(target=factories.in_scope(target), args=(i,)) for i in range(len(work))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not any(thread.is_alive() for thread in threads), "a thread is stuck"
    return outcomes


def assert_cache_is_the_engines(chukker: Chukker) -> None:
    """The stored totals are still ``scoring.score_chukker`` over the live deals."""
    chukker.refresh_from_db()
    sheet = sheet_for(chukker)
    assert (chukker.ns_total, chukker.ew_total) == (sheet.totals[Side.NS], sheet.totals[Side.EW])
    assert chukker.deals_played == len(sheet.lines)


def only_user_errors(outcomes: list[object]) -> list[ClubUserError]:
    """The refusals; anything else that went wrong (a crash) fails the test with its story."""
    crashes = [o for o in outcomes if isinstance(o, Exception) and not isinstance(o, ClubUserError)]
    assert crashes == [], crashes
    return [o for o in outcomes if isinstance(o, ClubUserError)]


# -- two phones correcting the same deal -----------------------------------------------------------


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_two_phones_correcting_the_same_deal_one_wins_the_other_is_told(round_):
    table = factories.seat_tables(factories.make_evening(confirm_entries=False), (4,))[0]
    link = play.Actor.for_table(table)
    deal = enter(table, FOUR_DEALS[0], link)
    corrections = [
        Deal(declarer="N", level=4, strain="S", tricks=11),
        Deal(declarer="N", level=4, strain="S", tricks=9),
    ]

    def correct(contract: Deal) -> Callable[[], object]:
        return lambda: play.edit_deal(table, deal.pk, contract, version=deal.version, actor=link)

    outcomes = run_together([correct(c) for c in corrections])

    refused = only_user_errors(outcomes)
    stored = [o for o in outcomes if isinstance(o, DealRecord)]
    assert len(stored) == 1 and len(refused) == 1, outcomes
    assert "changed after you opened it" in refused[0].message
    winner = corrections[outcomes.index(stored[0])]
    deal.refresh_from_db()
    assert (deal.tricks, deal.version) == (winner.tricks, 2)
    assert deal.changes.filter(action="edited").count() == 1
    assert_cache_is_the_engines(deal.chukker)


def test_two_phones_posting_the_same_correction_page_one_wins(client):
    table = factories.seat_tables(factories.make_evening(confirm_entries=False), (5,))[0]
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    url = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk])
    base = {"number": 1, "chukker_number": 1, "version": 1, "level": 4, "strain": "S"}
    posts = [
        {**base, "declarer": "N", "result": "+1", "save": "1"},
        {**base, "declarer": "N", "result": "-1", "save": "1"},
    ]

    def post(data: dict) -> Callable[[], Any]:
        return lambda: Client().post(url, data, follow=True)

    responses = run_together([post(data) for data in posts])

    only_user_errors(responses)
    assert [r.status_code for r in responses] == [200, 200]
    told = [r for r in responses if "changed after you opened it" in r.content.decode()]
    assert len(told) == 1
    deal.refresh_from_db()
    assert deal.version == 2 and deal.tricks in (11, 9)


# -- the director closing a chukker while its last deal is entered ----------------------------


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_closing_a_chukker_while_its_fourth_deal_is_entered_is_consistent(round_):
    table = factories.seat_tables(factories.make_evening(confirm_entries=False), (4,))[0]
    link = play.Actor.for_table(table)
    director = play.Actor.for_director(factories.make_director(f"director{round_}"))
    for contract in FOUR_DEALS[:3]:
        enter(table, contract, link)
    chukker = current_chukker(table)
    assert chukker is not None

    outcomes = run_together(
        [
            lambda: play.close_chukker(chukker, actor=director),
            lambda: play.record_deal(table, FOUR_DEALS[3], number=4, chukker_number=1, actor=link),
        ]
    )

    refused = only_user_errors(outcomes)
    closing, entry = outcomes
    chukker.refresh_from_db()
    live = DealRecord.objects.filter(chukker=chukker, deleted_at__isnull=True, passed_out=False)
    assert chukker.closed
    assert Chukker.objects.filter(table=table).count() == 1, "no chukker opened by the loser"
    if isinstance(entry, DealRecord):
        # The deal got in first; it completed the chukker, which closed itself.
        assert live.count() == 4
        assert isinstance(closing, ClubUserError) and "already closed" in closing.message
    else:
        # The director got in first: the score stands with three deals
        # (docs/rules.md#incomplete-chukker).
        assert closing is None
        assert live.count() == 3
        assert refused == [entry]
        assert "This chukker is closed" in entry.message, entry.message
    assert live.count() <= 4
    assert_cache_is_the_engines(chukker)


def test_closing_through_the_page_while_the_phone_saves_deal_four(client):
    table = factories.seat_tables(factories.make_evening(confirm_entries=False), (4,))[0]
    link = play.Actor.for_table(table)
    for contract in FOUR_DEALS[:3]:
        enter(table, contract, link)
    chukker = current_chukker(table)
    assert chukker is not None
    director = factories.make_director()
    fourth = factories.deal_form(number=4, level=1, strain="C", declarer="W")

    def close() -> object:
        boss = Client()
        boss.force_login(director)
        return boss.post(reverse("club:chukker_close", args=[chukker.pk]), follow=True)

    def save() -> object:
        url = reverse("club:table_play", args=[table.pk, table.token])
        return Client().post(url, fourth, follow=True)

    responses = run_together([close, save])

    only_user_errors(responses)
    assert [r.status_code for r in responses] == [200, 200]
    chukker.refresh_from_db()
    assert chukker.closed and chukker.deals_played in (3, 4)
    assert Chukker.objects.filter(table=table).count() == 1
    assert_cache_is_the_engines(chukker)


# -- the check-in list saved while a tick is sent -------------------------------------------


@pytest.mark.parametrize("round_", range(ROUNDS * 2))
def test_a_tick_sent_while_the_check_in_list_is_saved_never_breaks_it(round_):
    evening = factories.make_evening()
    players = [p.pk for p in factories.make_players(12)]
    Attendance.objects.bulk_create(Attendance(evening=evening, player_id=p) for p in players[:4])

    outcomes = run_together(
        [
            lambda: attendance.set_attendance(evening, players),  # the page's Save
            lambda: attendance.mark_present(evening, players[-1], True),  # a click's tick
        ]
    )

    only_user_errors(outcomes)
    present = set(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))
    assert present == set(players)


# -- two directors drawing the same evening ---------------------------------------------------


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_two_directors_drawing_one_evening_leave_one_whole_draw(round_):
    evening = factories.make_evening()
    players = factories.make_players(13)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)

    outcomes = run_together(
        [lambda: seating_services.draw(evening), lambda: seating_services.draw(evening)]
    )

    only_user_errors(outcomes)
    evening.refresh_from_db()
    seating = plans.current_seating(evening)
    # The stored draw is exactly the one its stored seed gives: not a mix of the two.
    assert evening.draw_seed is not None
    assert seating == draw_tables([p.pk for p in players], evening.draw_seed)
    assert sorted(len(t) for t in seating) == [4, 4, 5]
    assert sorted(p for t in seating for p in t) == sorted(p.pk for p in players)
    assert Table.objects.filter(evening=evening).count() == 3
    assert TablePlayer.objects.filter(evening=evening).count() == 13


def test_two_directors_posting_the_draw_page_at_once(client):
    evening = factories.make_evening()
    players = factories.make_players(10)
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)
    directors = [factories.make_director(f"director{i}") for i in range(2)]

    def draw(user: User) -> Callable[[], object]:
        def post() -> object:
            browser = Client()
            browser.force_login(user)
            url = reverse("club:evening_draw", args=[evening.pk])
            return browser.post(url, {"confirm": "on"}, follow=True)

        return post

    responses = run_together([draw(user) for user in directors])

    only_user_errors(responses)
    assert [r.status_code for r in responses] == [200, 200]
    evening = Evening.objects.get(pk=evening.pk)
    assert evening.draw_seed is not None
    assert plans.current_seating(evening) == draw_tables([p.pk for p in players], evening.draw_seed)
    assert TablePlayer.objects.filter(evening=evening).count() == 10


# -- a phone starting the next chukker while the director changes the table's players ----------


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_a_phone_starting_the_next_chukker_while_the_director_seats_a_late_arrival(round_):
    evening = factories.make_evening(confirm_entries=False)
    table, _other = factories.seat_tables(evening, (4, 4))
    link = play.Actor.for_table(table)
    for contract in FOUR_DEALS:
        enter(table, contract, link)
    late = factories.make_player("Late")
    factories.mark_present(evening, [late])
    shown_lineup = play_state_lineup(table)
    asked = Request("move", player=late.pk, table=1)
    shown = propose(evening, seating_after(evening, asked))

    def phone() -> object:
        return play.record_deal(
            table, FOUR_DEALS[0], number=1, chukker_number=2, actor=link, lineup=shown_lineup
        )

    def director() -> object:
        return seating_services.change_seating(evening, asked, fingerprint=shown.fingerprint)

    outcomes = run_together([phone, director])

    refused = only_user_errors(outcomes)
    assert len(refused) == 1, outcomes  # one of the two wins, the other is told
    second = Chukker.objects.filter(table=table, number=2).first()
    if isinstance(outcomes[0], DealRecord):  # the phone came first: the director's plan is stale
        assert second is not None
        assert "moved on while you were looking" in refused[0].message
        assert late.pk not in set(second.player_ids().values())
        assert not TablePlayer.seated.filter(player=late).exists()
    else:  # the director came first: the phone showed the old seats
        assert "players at this table changed" in refused[0].message
        assert second is None
        assert TablePlayer.seated.filter(player=late, table=table).exists()
    # Nothing doubled, and every chukker credited to the players of its own lineup.
    assert DealRecord.objects.filter(chukker__table=table, chukker__number=2).count() == (
        1 if second else 0
    )
    for chukker in Chukker.objects.filter(table=table):
        lineup = lineup_of(table, chukker.number)
        assert lineup is not None
        players = set(lineup.places.values_list("player", flat=True))
        assert set(chukker.player_ids().values()) <= players


def play_state_lineup(table: Table) -> int | None:
    """The lineup whose seats the table's page shows for the next deal."""
    return table_state(table).entry_lineup


# -- the director changing the seating and the plan while phones post deals -------------------

PHONES = 3  # tables in play, a phone each
DEALS_PER_PHONE = 8  # two chukkers
DIRECTOR_CHANGES = 12


def phone_posting(table: Table, chance_seed: int) -> Callable[[], object]:
    """A phone entering its table's next deals one after the other, as fast as it can."""

    def post() -> list[int]:
        link = play.Actor.for_table(table)
        stored = []
        for entry in range(DEALS_PER_PHONE):
            state = table_state(table)
            assert state.next_deal_number is not None
            deal = play.record_deal(
                table,
                factories.random_deal(random.Random(chance_seed * 100 + entry)),
                number=state.next_deal_number,
                chukker_number=state.chukker_number,
                actor=link,
                entry_key=f"phone-{table.pk}-{entry}",
            )
            stored.append(deal.pk)
        return stored

    return post


def director_changing(evening: Evening, free: list[Table], played: Table) -> Callable[[], object]:
    """Swaps between the tables not started yet (every table's row locked), the evening's
    length changed (every table planned again) and one playing table's length: what the
    director does while late arrivals and departures are seated."""

    def change() -> list[tuple[int, int]]:
        chance = random.Random(evening.pk)
        swaps = []
        for step in range(DIRECTOR_CHANGES):
            kind = step % 3
            if kind == 0:
                first, second = chance.sample(free, 2)
                pair = (
                    chance.choice(list(first.table_players.values_list("player_id", flat=True))),
                    chance.choice(list(second.table_players.values_list("player_id", flat=True))),
                )
                seating_services.swap_players(evening, *pair)
                swaps.append(pair)
            elif kind == 1:
                evenings.update_evening(evening, {"length": 7 if step % 2 else 6})
            else:
                seating_services.set_table_length(played, 7 if step % 2 else 6)
        return swaps

    return change


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_seating_changes_while_phones_post_deals_never_deadlock_and_lose_nothing(round_):
    evening = factories.make_evening(confirm_entries=False)
    tables = factories.seat_tables(evening, (6,) * (PHONES + 3))
    playing, free = tables[:PHONES], tables[PHONES:]
    before = plans.current_seating(evening)

    outcomes = run_together(
        [
            *(phone_posting(table, round_ * 10 + i) for i, table in enumerate(playing)),
            director_changing(evening, free, playing[0]),
        ]
    )

    # No error of any kind, not even a refusal: every change was a valid one.
    assert not any(isinstance(outcome, Exception) for outcome in outcomes), outcomes
    *phones, swaps = outcomes
    for table, stored in zip(playing, phones, strict=True):
        assert len(stored) == len(set(stored)) == DEALS_PER_PHONE
        live = DealRecord.objects.filter(chukker__table=table, deleted_at__isnull=True)
        assert sorted(live.values_list("pk", flat=True)) == sorted(stored)
        assert Chukker.objects.filter(table=table, closed_at__isnull=False).count() == 2
        for chukker in Chukker.objects.filter(table=table):
            assert_cache_is_the_engines(chukker)
    # Every swap was applied, in order, on top of the one before: none was lost.
    expected = [list(table) for table in before]
    for first, second in swaps:
        at = {player: (t, i) for t, table in enumerate(expected) for i, player in enumerate(table)}
        (t1, i1), (t2, i2) = at[first], at[second]
        expected[t1][i1], expected[t2][i2] = second, first
    assert [list(table) for table in plans.current_seating(evening)] == expected
    last_length_change = max(step for step in range(DIRECTOR_CHANGES) if step % 3 == 1)
    assert Evening.objects.get(pk=evening.pk).length == (7 if last_length_change % 2 else 6)
    assert check_credits().clean


# -- pages read while the director changes a table's players ---------------------------------

READERS = 3  # phones and the director's screens reading, each as fast as it can
SEATING_CHANGES = 30


def pages_of(evening: Evening, table: Table) -> list[tuple[str, str, dict[str, object] | None]]:
    """What phones and the director read while the seating changes: (who, URL, POST data)."""
    link = reverse("club:table_play", args=[table.pk, table.token])
    preview = factories.deal_form(number=1, chukker_number=2, save=None)
    del preview["save"]
    return [
        ("phone", link, None),
        ("phone", link, {**preview, "preview": "1"}),  # "Show the score": a POST that reads
        ("phone", reverse("club:deal_preview", args=[table.pk, table.token]) + "?level=2", None),
        ("director", link, None),
        ("director", reverse("club:evening_play", args=[evening.pk]), None),
        ("director", reverse("club:evening_seating", args=[evening.pk]), None),
        ("director", reverse("club:table_positions", args=[evening.pk, table.number]), None),
        ("director", reverse("club:table_recap", args=[evening.pk, table.number]), None),
        ("director", reverse("club:evening_standings", args=[evening.pk]), None),
        ("director", reverse("club:evening_history", args=[evening.pk]), None),
    ]


def reading_until(
    done: threading.Event, pages: list[tuple[str, str, dict[str, object] | None]], boss: User
) -> Callable[[], list[tuple[str, int]]]:
    """Read every page in turn until ``done``, at least once: each answer's status."""

    def read() -> list[tuple[str, int]]:
        phone, director = Client(), Client()
        director.force_login(boss)
        answers = []
        while True:
            for who, url, data in pages:
                client = director if who == "director" else phone
                response = client.get(url) if data is None else client.post(url, data)
                answers.append((url, response.status_code))
            if done.is_set():
                return answers

    return read


def saving_deals(table: Table, done: threading.Event) -> Callable[[], list[int]]:
    """A phone saving its table's next deals through the page while the seating changes."""

    def save() -> list[int]:
        phone = Client()
        url = reverse("club:table_play", args=[table.pk, table.token])
        statuses = []
        chance = random.Random(table.pk)
        while not done.is_set():
            state = table_state(table)
            if state.next_deal_number is None:
                break
            deal = factories.random_deal(chance)
            form = factories.deal_form(
                number=state.next_deal_number,
                chukker_number=state.chukker_number,
                lineup=state.entry_lineup,
                level=deal.level,
                strain=deal.strain,
                declarer=deal.declarer,
                doubled=0,
                result=str(deal.tricks),
            )
            statuses.append(phone.post(url, form).status_code)
        return statuses

    return save


def changing_players(evening: Evening, late: int, done: threading.Event) -> Callable[[], int]:
    """The director seating a late arrival at table 1 and letting them go again, over and over:
    each change gives the table a new lineup from its next chukker."""

    def change() -> int:
        try:
            for step in range(SEATING_CHANGES):
                if step % 2 == 0:
                    seating_services.move_player(evening, late, 1)
                else:
                    seating_services.change_seating(evening, Request("leave", player=late))
            return SEATING_CHANGES
        finally:
            done.set()

    return change


@pytest.mark.parametrize("round_", range(2))
def test_pages_read_while_the_seating_changes_never_fail(round_):
    evening = factories.make_evening(confirm_entries=False)
    table, _other = factories.seat_tables(evening, (4, 4))
    boss = factories.make_director(f"director{round_}")
    for contract in FOUR_DEALS:  # chukker 1 closed: the page shows the next chukker's seats
        enter(table, contract, play.Actor.for_table(table))
    late = factories.make_player("Late")
    factories.mark_present(evening, [late])
    pages = pages_of(evening, table)
    done = threading.Event()

    outcomes = run_together(
        [
            changing_players(evening, late.pk, done),
            saving_deals(evening.tables.get(number=2), done),
            *(reading_until(done, pages, boss) for _ in range(READERS)),
        ]
    )

    crashes = [o for o in outcomes if isinstance(o, Exception)]
    assert crashes == [], crashes
    changes, saved, *readers = outcomes
    assert changes == SEATING_CHANGES
    answers = [answer for reader in readers for answer in reader]
    assert {status for _url, status in answers} == {200}, sorted(set(answers))
    assert set(saved) <= {200, 302}
    assert check_credits().clean
