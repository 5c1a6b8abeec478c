"""Export an evening or a season to one JSON file and import it into an empty installation.

The round trips run on whichever database the suite runs on (SQLite by default, PostgreSQL with
``DATABASE_URL``): export, empty the club's tables, import, and every standing, recap, chukker,
deal and line of history must read exactly as before. Imports of damaged or hostile files are
refused with a message and leave the database as it was.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import transaction
from django.urls import reverse
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Chukker,
    Club,
    DealRecord,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.replans import Request
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.services import play, seating, transfer
from scoring import Side, Unit
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import (
    DEAL,
    TABLE,
    counts,
    picture,
    put,
    round_trip,
    season_picture,
    wipe,
)

pytestmark = pytest.mark.django_db


# -- round trips ----------------------------------------------------------------------------------


def test_an_evening_comes_back_with_identical_standings_recaps_deals_and_history(director):
    evening = lively_evening(director, season=factories.make_season(), draw_seed=424242)
    before = picture(evening)
    assert DealRecord.objects.filter(deleted_at__isnull=False).exists()
    assert DealRecord.objects.filter(passed_out=True).exists()
    assert Chukker.objects.filter(closed_at__isnull=True).exists()

    summary = round_trip(transfer.export_evening(evening))

    assert summary.evenings == 1
    assert summary.players_added == Player.objects.count() == 10
    assert summary.deals == DealRecord.objects.count()
    assert picture(Evening.objects.get()) == before


def as_format_4(document: dict) -> dict:
    """The same export as format 4 wrote it: no kind (an evening's or a season's), no address
    nor switches of the club."""
    old = copy.deepcopy(document)
    old["version"] = 4
    old.pop("kind")
    for name in ("slug", "federation_results", "api_cors_origins"):
        old["club"].pop(name)
    return old


def as_format_3(document: dict) -> dict:
    """The same export as format 3 wrote it: no club points, scale, licence pattern or numbers
    (only an evening without them can be written so), no tonight page for the club nor any
    evening."""
    old = as_format_4(document)
    old["version"] = 3
    for name in ("points_scale", "licence_pattern", "tonight_page"):
        old["club"].pop(name)
    for player in old["players"]:
        player.pop("licence_number")
    for evening in old["evenings"]:
        evening.pop("club_points")
        evening.pop("tonight_page")
    return old


def as_format_2(document: dict) -> dict:
    """The same export as format 2 wrote it: each table's players, no lineups, no changes of
    seating (only an evening whose players never changed can be written so)."""
    old = as_format_3(document)
    old["version"] = 2
    for evening in old["evenings"]:
        evening.pop("seating_changes")
        for table in evening["tables"]:
            (lineup,) = table.pop("lineups")
            table.pop("begins_after")
            table["players"] = lineup["players"]
    return old


def as_format_1(document: dict) -> dict:
    """The same export as format 1 wrote it: no lengths, no styles, cycles and early stops."""
    old = as_format_2(document)
    old["version"] = 1
    for name in ("style", "length", "ranking_minimum", "start_time", "minutes_per_chukker"):
        old["club"].pop(name)
    for evening in old["evenings"]:
        for name in ("style", "length", "ranking_minimum", "start_time"):
            evening.pop(name)
        for table in evening["tables"]:
            per_cycle = {4: 3, 5: 5, 6: 8}[table["size"]]
            length = table.pop("length")
            table.pop("first_dealers")
            table["cycles"] = -(-length // per_cycle)
            table["stop_after"] = None if length % per_cycle == 0 else length
    return old


def test_a_format_1_file_imports_as_it_was_played(director):
    # A format-1 table turned its first deal clockwise from North: the plan it gets back.
    evening = lively_evening(director)
    before = picture(evening)
    old = as_format_1(transfer.export_evening(evening))
    assert old["evenings"][0]["tables"][1]["cycles"] == 2  # the table of five: 5 + 1 chukkers

    wipe()
    transfer.import_export(transfer.read_export(transfer.dumps(old)))

    imported = Evening.objects.get()
    assert picture(imported) == before
    assert imported.style == "chicago"
    assert sorted(imported.tables.values_list("length", flat=True)) == [6, 6]


def test_a_format_2_file_imports_as_it_was_played(director):
    evening = lively_evening(director)
    before = picture(evening)
    old = as_format_2(transfer.export_evening(evening))

    wipe()
    transfer.import_export(transfer.read_export(transfer.dumps(old)))

    assert picture(Evening.objects.get()) == before


def test_the_tonight_page_comes_back_switched_as_it_was_with_a_new_link(director):
    evening = lively_evening(director)
    Evening.objects.filter(pk=evening.pk).update(tonight_page=True)
    Club.objects.filter(pk=1).update(tonight_page=True)
    old_token = Evening.objects.get().tonight_token
    document = transfer.export_evening(Evening.objects.get())
    assert document["version"] == transfer.VERSION == 5
    assert document["evenings"][0]["tonight_page"] is True and document["club"]["tonight_page"]

    wipe()
    transfer.import_export(transfer.read_export(transfer.dumps(document)), club_settings=True)

    imported = Evening.objects.get()
    assert imported.tonight_page and Club.load().tonight_page
    # The link is not in the file: whoever had the old one cannot open the imported evening.
    assert imported.tonight_token and imported.tonight_token != old_token


def test_a_format_3_file_imports_with_the_tonight_page_off(director):
    evening = lively_evening(director)
    before = picture(evening)
    old = as_format_3(transfer.export_evening(evening))

    wipe()
    transfer.import_export(transfer.read_export(transfer.dumps(old)), club_settings=True)

    imported = Evening.objects.get()
    assert picture(imported) == before
    assert not imported.tonight_page and not Club.load().tonight_page


def test_an_evening_whose_players_changed_comes_back_as_it_was_played(director):
    # docs/rules.md#changes-during-the-evening: who sat where in every chukker, who left after
    # which, the tables merged and split, and the history of it all.
    evening = factories.make_evening(confirm_entries=False, season=factories.make_season())
    first, second, third = factories.seat_tables(evening, [4, 4, 6])
    late = factories.make_players(3, prefix="Late")
    factories.mark_present(evening, late)
    actor = play.Actor.for_director(director)
    for table in (first, second, third):
        for contract in factories.FOUR_DEALS:
            factories.enter(table, contract, actor)
    seating.move_player(evening, late[0].pk, 1)  # 4 -> 5
    leavers = tuple(
        TablePlayer.seated.get(table=table, number=1).player_id for table in (first, second)
    )
    seating.change_seating(evening, Request("leave", player=leavers[0]))  # 5 -> 4
    # Two tables of 4 that each lose a player make one of 6.
    going = TablePlayer.seated.get(table=first, number=2).player_id
    seating.change_seating(evening, Request("merge", table=1, other=2, players=(going, leavers[1])))
    moving = list(third.table_players.filter(number__gte=5).values_list("player", flat=True))
    seating.change_seating(
        evening, Request("split", table=3, players=(*moving, late[1].pk, late[2].pk))
    )
    for table in evening.tables.all():
        if TablePlayer.seated.filter(table=table).exists():
            for contract in factories.FOUR_DEALS:
                factories.enter(table, contract, actor)
    before = picture(evening)
    changes, tables = before["seating_changes"], before["tables"]
    assert isinstance(changes, list) and isinstance(tables, list)
    assert len(changes) == 4 and len(tables) == 4

    round_trip(transfer.export_evening(evening))

    assert picture(Evening.objects.get()) == before


def test_a_format_1_table_of_six_played_once_is_eight_chukkers_long(director):
    evening = factories.make_evening()
    factories.seat_tables(evening, [6])
    old = as_format_1(transfer.export_evening(evening))
    old["evenings"][0]["tables"][0].update(cycles=1, stop_after=None)

    wipe()
    transfer.import_export(transfer.read_export(transfer.dumps(old)))

    table = Evening.objects.get().tables.get()
    assert (table.length, table.first_dealers) == (8, "NESWNESW")


def test_a_table_scored_on_paper_comes_back_on_paper(director):
    evening = factories.make_evening()
    _phone, on_paper = factories.seat_tables(evening, [4, 5])
    Table.objects.filter(pk=on_paper.pk).update(on_paper=True)
    document = transfer.export_evening(evening)
    assert [t["on_paper"] for t in document["evenings"][0]["tables"]] == [False, True]

    round_trip(document)

    tables = Evening.objects.get().tables.order_by("number")
    assert [t.on_paper for t in tables] == [False, True]


def test_a_file_written_before_paper_tables_scores_by_phone(director):
    evening = factories.make_evening()
    (table,) = factories.seat_tables(evening, [4])
    Table.objects.filter(pk=table.pk).update(on_paper=True)
    document = transfer.export_evening(evening)
    del document["evenings"][0]["tables"][0]["on_paper"]

    round_trip(document)

    assert not Evening.objects.get().tables.get().on_paper


def test_a_season_comes_back_with_identical_season_standings(director):
    season = factories.make_season()
    lively_evening(director, season=season, date=dt.date(2026, 10, 5), published=True)
    lively_evening(
        director, season=season, date=dt.date(2026, 10, 12), unit=Unit.FICHES, fiche_value=200
    )
    factories.make_evening(season=season, date=dt.date(2026, 10, 19), title="Not drawn yet")
    factories.make_evening(date=dt.date(2026, 10, 20), title="Another season's evening")
    before = season_picture(season)

    summary = round_trip(transfer.export_season(season))

    assert summary.evenings == 3
    assert season_picture(Season.objects.get()) == before


def test_imported_players_get_the_sort_key_of_their_name(director):
    evening = factories.make_evening()
    names = ("Élodie", "Łukasz", "Ærø", "Strauß")
    factories.seat_players(evening, [[factories.make_player(name) for name in names]])
    document = transfer.export_evening(evening)
    wipe()

    transfer.import_export(document)

    assert dict(Player.objects.values_list("name", "sort_name")) == {
        "Élodie": "elodie",
        "Łukasz": "lukasz",
        "Ærø": "aero",
        "Strauß": "strauss",
    }


def test_players_with_the_same_name_are_reused(director):
    evening = lively_evening(director)
    document = transfer.export_evening(evening)
    someone = document["players"][0]
    wipe()
    kept = Player.objects.create(name=someone["name"].upper(), member_number="77")

    summary = transfer.import_export(document)

    assert summary.players_reused == 1
    assert Player.objects.filter(pk=kept.pk, member_number="77").exists()
    assert TablePlayer.objects.filter(player=kept).exists()


def test_imported_tables_get_new_links_that_open_their_page(director, client):
    evening = lively_evening(director)
    tokens = set(Table.objects.values_list("token", flat=True))
    document = transfer.export_evening(evening)
    assert not any(token in transfer.dumps(document).decode() for token in tokens)

    round_trip(document)

    for table in Table.objects.all():
        assert table.token not in tokens
        response = client.get(reverse("club:table_play", args=[table.pk, table.token]))
        assert response.status_code == 200


def test_club_settings_come_back_only_when_asked(director):
    Club.objects.update_or_create(pk=1, defaults={"name": "Bridge du Lac", "fiche_value": 500})
    document = transfer.export_evening(lively_evening(director))

    round_trip(copy.deepcopy(document))
    assert Club.load().name == "ClubChicago"

    Evening.objects.all().delete()
    transfer.import_export(document, club_settings=True)
    assert (Club.load().name, Club.load().fiche_value) == ("Bridge du Lac", 500)


# -- files that must be refused, with nothing changed ----------------------------------------


def first_chukker(document: dict) -> dict:
    return document["evenings"][0]["tables"][0]["chukkers"][0]


def swap_seats(doc: dict) -> None:
    chukker = first_chukker(doc)
    chukker["north"], chukker["east"] = chukker["east"], chukker["north"]


def every_deal(document: dict) -> Iterator[dict]:
    for table in document["evenings"][0]["tables"]:
        for chukker in table["chukkers"]:
            yield from chukker["deals"]


def first_deal_where(test: Callable[[dict], bool], change: dict) -> Callable[[dict], None]:
    """A change to the first deal of the file that passes ``test``."""

    def damage(document: dict) -> None:
        deal = next(deal for deal in every_deal(document) if test(deal))
        deal.update(change)

    return damage


def in_history(value: object) -> Callable[[dict], None]:
    def damage(document: dict) -> None:
        line = next(c for c in document["evenings"][0]["changes"] if c["after"])
        line["after"] = {**line["after"], "note": value}

    return damage


DAMAGE = {
    "a fiche worth nothing": put("evenings.0.fiche_value", 0),
    "a fiche worth 8 points": put("evenings.0.fiche_value", 8),
    "a fiche worth 150 points": put("evenings.0.fiche_value", 150),
    "a club fiche worth 0": put("club.fiche_value", 0),
    "a deal at version 0": put(f"{DEAL}.version", 0),
    "a lone surrogate in a title": put("evenings.0.title", "Soir\udc80e"),
    "a lone surrogate in a name": put("players.0.name", "\ud800"),
    "a NUL in a name": put("players.0.name", "An\x00n"),
    "a NUL in a title": put("evenings.0.title", "\x00"),
    "a lone surrogate in the history": in_history("\udfff"),
    "a NUL in the history": in_history("\x00"),
    "level 99 on a passed-out deal": first_deal_where(lambda d: d["passed_out"], {"level": 99}),
    "a contract on a passed-out deal": first_deal_where(
        lambda d: d["passed_out"], {"level": 1, "strain": "S", "declarer": "N", "tricks": 7}
    ),
    "a deleted deal no one could have scored": first_deal_where(
        lambda d: d["deleted_at"] is not None, {"level": 8}
    ),
    "a deleted deal with 14 tricks": first_deal_where(
        lambda d: d["deleted_at"] is not None, {"tricks": 14}
    ),
    "honours of 120": put(f"{DEAL}.honours", 120),
    "a table 32767 chukkers long": put(f"{TABLE}.length", 32767),
    "a table 0 chukkers long": put(f"{TABLE}.length", 0),
    "evenings not a list": put("evenings", {"0": 1}),
    "an evening not an object": put("evenings.0", "evening"),
    "a missing field": put("evenings.0.date", KeyError),
    "a date that is not one": put("evenings.0.date", "30/11/2026"),
    "a naive datetime": put(f"{DEAL}.created_at", "2026-11-30T20:00:00"),
    "a moment after the end of time in UTC": put(f"{DEAL}.created_at", "9999-12-31T23:00-05:00"),
    "text for a number": put(f"{DEAL}.tricks", "10"),
    "true for a number": put(f"{DEAL}.level", True),
    "a number too large": put(f"{DEAL}.version", 10**30),
    "a negative count": put(f"{TABLE}.length", -1),
    "an unknown strain": put(f"{DEAL}.strain", "Z"),
    "an unknown schedule": put("evenings.0.schedule", "weekly"),
    "a name too long": put("players.0.name", "x" * 121),
    "an empty name": put("players.0.name", "  "),
    "a bad e-mail": put("players.0.email", "not an address"),
    "a missing player": put(f"{TABLE}.lineups.0.players.0.player", 999999),
    "a list as a reference": put(f"{TABLE}.lineups.0.players.0.player", [1]),
    "a missing season": put("evenings.0.season", 424242),
    "a table of 7": put(f"{TABLE}.size", 7),
    "text for on paper": put(f"{TABLE}.on_paper", "yes"),
    "a number used twice at a table": put(f"{TABLE}.lineups.0.players.1.number", 1),
    "a chukker off the rotation": put(f"{TABLE}.chukkers.0.position", 2),
    "seats swapped": swap_seats,
    "a tampered total": put(f"{TABLE}.chukkers.0.ns_total", 99999),
    "a deal changed under its total": put(f"{DEAL}.tricks", 3),
    "an impossible contract": put(f"{DEAL}.level", 9),
    "a history line about a missing chukker": put("evenings.0.changes.0.chukker", 123456789),
    "a history line about a missing deal": put("evenings.0.changes.0.deal", 123456789),
    "history before that is a list": put("evenings.0.changes.0.before", [1, 2]),
    "a player present twice": lambda d: d["evenings"][0]["attendances"].append(
        d["evenings"][0]["attendances"][0]
    ),
    "two players with one name": lambda d: d["players"].append(
        {**d["players"][0], "id": 10**6, "name": d["players"][0]["name"].upper()}
    ),
    "a member number taken here": put("players.0.member_number", "1"),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_file_is_refused_and_nothing_changes(exported, damage):
    damage(exported)
    before = counts()
    # Escaped as JSON allows, so a lone surrogate can be in the file at all.
    data = json.dumps(exported, ensure_ascii=True).encode()
    with pytest.raises(ClubUserError) as refused:
        transfer.import_export(transfer.read_export(data), club_settings=True)
    assert refused.value.message
    assert counts() == before
    assert Club.load().fiche_value == 100


# Any text at all: lone surrogates, NUL, controls, right-to-left overrides, unassigned code points.
ODD_TEXT = st.text(st.characters(exclude_categories=()), max_size=12)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([0, -1, 8, 99, 150, 32767, 2**31, 2**63, 10**30])
    | st.floats()
    | ODD_TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ODD_TEXT, inner, max_size=3),
    max_leaves=6,
)
ADD_KEY = object()  # the mutation that adds a key the format does not have


def every_path(node: object, path: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON document, as the keys and indexes that lead to it."""
    yield path
    children: Iterable[tuple[Any, Any]]
    if isinstance(node, dict):
        children = node.items()
    elif isinstance(node, list):
        children = enumerate(node)
    else:
        return
    for key, child in children:
        yield from every_path(child, (*path, key))


def mutated(document: dict, path: tuple, change: object, value: object, extra: str) -> dict:
    """A copy of ``document`` with the value at ``path`` replaced, dropped, or given a sibling."""
    document = copy.deepcopy(document)
    *parents, last = path
    node = document
    for key in parents:
        node = node[key]
    if change is KeyError and isinstance(node, dict):
        del node[last]
    elif change is ADD_KEY and isinstance(node, dict):
        node[extra] = value
    else:
        node[last] = value
    return document


@contextmanager
def rolled_back() -> Iterator[None]:
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


def pages_of(evening: Evening) -> Iterator[str]:
    yield reverse("club:evening_detail", args=[evening.pk])
    yield reverse("club:evening_play", args=[evening.pk])
    yield reverse("club:evening_standings", args=[evening.pk])
    yield reverse("club:evening_history", args=[evening.pk])
    yield reverse("club:ranking_pdf", args=[evening.pk])
    for table in evening.tables.all():
        yield reverse("club:table_positions", args=[evening.pk, table.number])
        yield reverse("club:table_recap", args=[evening.pk, table.number])
        yield reverse("club:table_card_pdf", args=[evening.pk, table.number])
        yield reverse("club:table_play", args=[table.pk, table.token])


@pytest.mark.slow
def test_any_change_to_a_file_is_refused_cleanly_or_imported_consistently(
    exported, director_client
):
    """Fuzzing the file: one value anywhere replaced by any JSON, dropped, or given a stranger.

    The file is written with JSON's escapes, as another program might write it, so it can hold
    lone surrogates. Either the import is refused with a message and nothing is written, or
    what it imported reads consistently and every page of it answers without a server error.
    """
    paths = [path for path in every_path(exported) if path]

    @settings(
        max_examples=50,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(
        st.sampled_from(paths),
        st.sampled_from([None, KeyError, ADD_KEY]),
        JSON_VALUES,
        ODD_TEXT,
    )
    @example(("evenings", 0, "tables", 0, "length"), None, 32767, "")
    @example(("evenings", 0, "tables", 0, "chukkers", 0, "closed_at"), None, None, "")
    @example(("evenings", 0, "fiche_value"), None, 8, "")
    @example(("evenings", 0, "title"), None, "\udc80", "")
    @example(("evenings", 0, "tables", 0), ADD_KEY, 1, "stop_after")
    def check(path: tuple, change: object, value: object, extra: str) -> None:
        document = mutated(exported, path, change, value, extra)
        data = json.dumps(document, ensure_ascii=True).encode()
        with rolled_back():
            before = counts()
            try:
                transfer.import_export(transfer.read_export(data), club_settings=True)
            except ClubUserError as refused:
                assert refused.message
                assert counts() == before
                return
            for chukker in Chukker.objects.select_related("table__evening"):
                totals = sheet_for(chukker).totals
                assert (chukker.ns_total, chukker.ew_total) == (totals[Side.NS], totals[Side.EW])
            for evening in Evening.objects.all():
                for page in pages_of(evening):
                    assert director_client.get(page).status_code == 200, page

    check()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe not text", "not a ClubChicago export"),
        (b"<html>nope</html>", "not a ClubChicago export"),
        (b"[1, 2, 3]", "not a ClubChicago export"),
        (b'{"format": "somethingelse", "version": 1}', "not a ClubChicago export"),
        (b'{"format": "clubchicago", "version": 6}', "export format 6"),
        (b'{"format": "clubchicago", "version": "1"}', "export format 1"),
        (b'{"format": "clubchicago", "version": true}', "export format True"),
        (b"[" * 100_000 + b"]" * 100_000, "not a ClubChicago export"),
    ],
)
def test_a_file_that_is_not_an_export_is_refused(content, message):
    with pytest.raises(ClubUserError, match=message):
        transfer.read_export(content)


def test_an_installation_with_evenings_is_refused(exported):
    factories.make_evening()
    before = counts()
    with pytest.raises(ClubUserError, match="already has evenings"):
        transfer.import_export(exported)
    assert counts() == before
