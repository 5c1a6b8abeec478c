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
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.db import transaction
from django.urls import reverse
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors import standings
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import TableRecap, table_recaps
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import current_chukker, table_state
from clubchicago.club.services import play, transfer
from scoring import Deal, Unit
from tests import factories
from tests.factories import FOUR_DEALS, enter, play_table

pytestmark = pytest.mark.django_db

CLUB_MODELS = (
    DealChange,
    DealRecord,
    Chukker,
    TablePlayer,
    Table,
    Attendance,
    Evening,
    Season,
    Player,
)


# -- building evenings through the real services ----------------------------------------------


def lively_evening(director: object, season: Season | None = None, **fields: object) -> Evening:
    """An evening with everything an export must carry: a passed-out deal, a correction, a
    deletion and its restoring, a deal left deleted, an early close, a chukker still open, a
    complete table, a guest and a player present but not seated."""
    evening = factories.make_evening(season=season, confirm_entries=True, **fields)
    first, second = factories.seat_tables(evening, (4, 5))
    Attendance.objects.create(evening=evening, player=factories.make_player(guest=True))
    boss = play.Actor.for_director(director)
    link = play.Actor.for_table(first)
    enter(first, FOUR_DEALS[0], link, confirmed_by="x")
    enter(first, None, link)  # passed out, redealt
    for contract in FOUR_DEALS[1:]:
        enter(first, contract, link)
    for deal in DealRecord.objects.filter(chukker__table=first, confirmed_at__isnull=True):
        play.confirm_deal(first, deal.pk, version=deal.version, confirmed_by="y", actor=link)
    corrected = enter(first, FOUR_DEALS[1], link)
    play.edit_deal(first, corrected.pk, FOUR_DEALS[2], version=corrected.version, actor=link)
    gone = enter(first, FOUR_DEALS[3], link)
    play.delete_deal(first, gone.pk, version=gone.version, actor=link)
    enter(first, FOUR_DEALS[0], link)
    play.restore_deal(gone.pk, actor=boss)
    chukker = current_chukker(first)
    play.close_chukker(chukker, actor=boss)
    left = enter(first, Deal(declarer="E", level=3, strain="NT", doubled=1, tricks=7), link)
    play.delete_deal(first, left.pk, version=left.version, actor=link)
    enter(first, Deal(declarer="W", level=2, strain="D", tricks=9), link)  # still open
    play_table(second, director, random.Random(5))
    return evening


def wipe() -> None:
    """An empty installation, as after ``flush``: no club rows left."""
    for model in CLUB_MODELS:
        model.objects.all().delete()
    Club.objects.all().delete()


def round_trip(document: dict, **options: object) -> transfer.ImportSummary:
    data = transfer.dumps(document)
    wipe()
    return transfer.import_export(transfer.read_export(data), **options)


# -- what must survive the trip: everything but the database keys -------------------------------


def picture(evening: Evening) -> dict[str, object]:
    """The evening as a person sees it, with players named instead of numbered by the database."""
    name = dict(Player.objects.values_list("pk", "name"))
    rows = [
        (r.rank, name[r.player_id], r.table, r.number, r.positions, r.total, r.raw, r.credit)
        for r in standings.evening_standings(evening)
    ]
    averages = [
        (r.rank, name[r.player_id], r.average)
        for r in standings.evening_standings(evening, standings.Order.AVERAGE)
    ]
    return {
        "evening": evening_fields(evening),
        "present": sorted(
            name[pk] for pk in evening.attendances.values_list("player_id", flat=True)
        ),
        "standings": rows,
        "averages": averages,
        "recaps": [recap_picture(recap) for recap in table_recaps(evening)],
        "chukkers": chukker_pictures(evening, name),
        "history": [
            (
                c.chukker.table.number,
                c.chukker.number,
                c.deal.number if c.deal else None,
                c.action,
                c.actor,
                c.at,
                c.before,
                c.after,
            )
            for c in DealChange.objects.filter(evening=evening).select_related(
                "chukker__table", "deal"
            )
        ],
    }


def evening_fields(evening: Evening) -> tuple:
    evening.refresh_from_db()
    season = evening.season
    return (
        evening.date,
        evening.title,
        evening.published,
        evening.draw_seed,
        evening.created_at,
        evening.scoring_settings(),
        (season.name, season.start_date, season.end_date) if season else None,
    )


def recap_picture(recap: TableRecap) -> tuple:
    def who(player: SeatedPlayer) -> tuple:
        return (player.number, player.name)

    positions = [
        (
            p.chukker,
            p.position,
            p.closed,
            {seat: who(player) for seat, player in p.seats.items()},
            [who(player) for player in p.sitting_out],
            [(d.line, who(d.dealer), who(d.declarer)) for d in p.deals],
            p.passed_out,
            p.totals,
            [(who(c.player), c.side, c.credit, c.shown) for c in p.credits],
        )
        for p in recap.positions
    ]
    grid = [(who(g.player), g.cells, g.positions, g.total) for g in recap.grid]
    return (recap.number, recap.size, recap.unit, [who(p) for p in recap.players], positions, grid)


DEAL_FIELDS = (
    "number",
    "passed_out",
    "declarer",
    "level",
    "strain",
    "doubled",
    "tricks",
    "honours",
    "honours_side",
    "entered_by",
    "confirmed_at",
    "confirmed_by",
    "created_at",
    "updated_at",
    "deleted_at",
    "version",
)


def chukker_pictures(evening: Evening, name: dict[int, str]) -> list[tuple]:
    found = []
    chukkers = Chukker.objects.filter(table__evening=evening).order_by("table__number", "number")
    for c in chukkers:
        deals = [
            tuple(getattr(deal, f) for f in DEAL_FIELDS)
            for deal in c.deals.order_by("number", "pk")
        ]
        found.append(
            (
                c.table.number,
                c.table.size,
                c.table.cycles,
                c.table.stop_after,
                c.number,
                c.position,
                c.first_dealer,
                [name[getattr(c, f"{seat}_id")] for seat in ("north", "east", "south", "west")],
                c.closed_at,
                c.updated_at,
                (c.ns_total, c.ew_total, c.deals_played),
                deals,
            )
        )
    return found


def season_picture(season: Season) -> dict[str, object]:
    name = dict(Player.objects.values_list("pk", "name"))
    result = standings.season_standings(season)
    by_order = {
        order: [
            (r.rank, name[r.player_id], r.evenings, r.positions, r.hundreds, r.fiches, r.raw)
            for r in standings.season_standings(season, order).rows
        ]
        for order in standings.Order
    }
    return {
        "season": (season.name, season.start_date, season.end_date),
        "rows": by_order,
        "evenings": result.evenings,
        "published": result.published,
        "each": [picture(e) for e in Evening.objects.filter(season=season).order_by("date", "pk")],
    }


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


def test_exportclub_and_importclub_commands_round_trip_a_season(director, tmp_path: Path):
    season = factories.make_season()
    lively_evening(director, season=season)
    before = season_picture(season)
    target = tmp_path / "season.json"

    call_command("exportclub", "--season", str(season.pk), "--output", str(target))
    wipe()
    call_command("importclub", str(target))

    assert season_picture(Season.objects.get()) == before


def test_exportclub_writes_an_evening_to_standard_output(director, capsys):
    evening = lively_evening(director)
    call_command("exportclub", "--evening", str(evening.pk))
    document = json.loads(capsys.readouterr().out)
    assert (document["format"], document["version"]) == ("clubchicago", 1)
    assert [e["id"] for e in document["evenings"]] == [evening.pk]


def test_exportclub_names_a_missing_evening():
    with pytest.raises(CommandError, match="no evening 999"):
        call_command("exportclub", "--evening", "999")


def test_importclub_refuses_a_target_with_evenings(director, tmp_path: Path):
    evening = lively_evening(director)
    target = tmp_path / "evening.json"
    target.write_bytes(transfer.dumps(transfer.export_evening(evening)))
    with pytest.raises(CommandError, match="already has evenings"):
        call_command("importclub", str(target))
    assert Evening.objects.count() == 1


# -- files that must be refused, with nothing changed ----------------------------------------


def counts() -> dict[str, int]:
    Club.load()  # every page loads (and so creates) the club's one row
    return {model.__name__: model.objects.count() for model in (*CLUB_MODELS, Club)}


@pytest.fixture
def exported(director: object) -> dict:
    """An export of a lively evening, and an installation emptied (but for one player)."""
    document = transfer.export_evening(lively_evening(director, season=factories.make_season()))
    wipe()
    factories.make_player("Already Here", member_number="1")
    return document


def first_chukker(document: dict) -> dict:
    return document["evenings"][0]["tables"][0]["chukkers"][0]


def swap_seats(doc: dict) -> None:
    chukker = first_chukker(doc)
    chukker["north"], chukker["east"] = chukker["east"], chukker["north"]


def put(path: str, value: object) -> Callable[[dict], None]:
    """A change to the document: set the value at ``path`` (dots and list indexes)."""

    def change(document: dict) -> None:
        *parents, last = path.split(".")
        node: object = document
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        elif value is KeyError:
            del node[last]
        else:
            node[last] = value

    return change


DEAL = "evenings.0.tables.0.chukkers.0.deals.0"
TABLE = "evenings.0.tables.0"
DAMAGE = {
    "evenings not a list": put("evenings", {"0": 1}),
    "an evening not an object": put("evenings.0", "evening"),
    "a missing field": put("evenings.0.date", KeyError),
    "a date that is not one": put("evenings.0.date", "30/11/2026"),
    "a naive datetime": put(f"{DEAL}.created_at", "2026-11-30T20:00:00"),
    "a moment after the end of time in UTC": put(f"{DEAL}.created_at", "9999-12-31T23:00-05:00"),
    "text for a number": put(f"{DEAL}.tricks", "10"),
    "true for a number": put(f"{DEAL}.level", True),
    "a number too large": put(f"{DEAL}.version", 10**30),
    "a negative count": put(f"{TABLE}.cycles", -1),
    "an unknown strain": put(f"{DEAL}.strain", "Z"),
    "an unknown schedule": put("evenings.0.schedule", "weekly"),
    "a name too long": put("players.0.name", "x" * 121),
    "an empty name": put("players.0.name", "  "),
    "a bad e-mail": put("players.0.email", "not an address"),
    "a missing player": put(f"{TABLE}.players.0.player", 999999),
    "a list as a reference": put(f"{TABLE}.players.0.player", [1]),
    "a missing season": put("evenings.0.season", 424242),
    "a table of 7": put(f"{TABLE}.size", 7),
    "a number used twice at a table": put(f"{TABLE}.players.1.number", 1),
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
    data = transfer.dumps(exported)
    with pytest.raises(ClubUserError) as refused:
        transfer.import_export(transfer.read_export(data))
    assert refused.value.message
    assert counts() == before


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def every_path(node: object, path: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON document, as the keys and indexes that lead to it."""
    yield path
    if isinstance(node, dict):
        children = node.items()
    elif isinstance(node, list):
        children = enumerate(node)
    else:
        return
    for key, child in children:
        yield from every_path(child, (*path, key))


@contextmanager
def rolled_back() -> Iterator[None]:
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


def test_any_change_to_a_file_is_refused_cleanly_or_imported_consistently(exported):
    """Fuzzing the file: one value anywhere replaced by any JSON, or one key dropped."""
    paths = [path for path in every_path(exported) if path]

    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(st.sampled_from(paths), st.one_of(JSON_VALUES, st.just(KeyError)))
    @example(("evenings", 0, "tables", 0, "cycles"), 32767)
    @example(("evenings", 0, "tables", 0, "chukkers", 0, "closed_at"), None)
    def check(path: tuple, value: object) -> None:
        document = copy.deepcopy(exported)
        *parents, last = path
        node = document
        for key in parents:
            node = node[key]
        if value is KeyError and isinstance(node, dict):
            del node[last]
        elif value is not KeyError:
            node[last] = value
        with rolled_back():
            before = counts()
            try:
                transfer.import_export(transfer.read_export(transfer.dumps(document)))
            except ClubUserError:
                assert counts() == before
                return
            for chukker in Chukker.objects.select_related("table__evening"):
                totals = sheet_for(chukker).totals
                assert (chukker.ns_total, chukker.ew_total) == (totals["NS"], totals["EW"])
            for table in Table.objects.all():
                table_state(table)
            for evening in Evening.objects.all():
                standings.evening_standings(evening)
                table_recaps(evening)

    check()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe not text", "not a ClubChicago export"),
        (b"<html>nope</html>", "not a ClubChicago export"),
        (b"[1, 2, 3]", "not a ClubChicago export"),
        (b'{"format": "somethingelse", "version": 1}', "not a ClubChicago export"),
        (b'{"format": "clubchicago", "version": 2}', "export format 2"),
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


# -- the director's pages ---------------------------------------------------------------------


def upload(document: dict | bytes, name: str = "backup.json") -> SimpleUploadedFile:
    data = document if isinstance(document, bytes) else transfer.dumps(document)
    return SimpleUploadedFile(name, data, content_type="application/json")


def test_the_director_downloads_an_evening_and_a_season(director_client, director):
    season = factories.make_season(name="Winter <b>2026</b>")
    evening = lively_evening(director, season=season)

    response = director_client.get(reverse("club:evening_export", args=[evening.pk]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"].startswith('attachment; filename="evening-2026-11-30')
    assert json.loads(response.content)["evenings"][0]["id"] == evening.pk

    response = director_client.get(reverse("club:season_export", args=[season.pk]))
    assert response.status_code == 200
    assert json.loads(response.content)["seasons"][0]["name"] == "Winter <b>2026</b>"


def test_the_import_page_lists_the_exports_and_escapes_names(director_client, director):
    season = factories.make_season(name="<script>alert(1)</script>")
    evening = lively_evening(director, season=season)
    body = director_client.get(reverse("club:club_import")).content.decode()
    assert reverse("club:evening_export", args=[evening.pk]) in body
    assert reverse("club:season_export", args=[season.pk]) in body
    assert "<script>alert(1)" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body


def test_the_director_imports_a_file_into_an_empty_installation(director_client, exported):
    response = director_client.post(
        reverse("club:club_import"), {"file": upload(exported)}, follow=True
    )
    assert response.redirect_chain[-1][0] == reverse("club:dashboard")
    assert "Import done. Evenings: 1" in response.content.decode()
    assert Evening.objects.count() == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"name;email\nZo\xc3\xab;z@example.org\n", "not a ClubChicago export (JSON)"),
        (b'{"format": "clubchicago", "version": 99}', "export format 99"),
        (b"", "The submitted file is empty."),
    ],
)
def test_the_import_page_explains_a_wrong_file(director_client, content, message):
    before = counts()
    response = director_client.post(reverse("club:club_import"), {"file": upload(content)})
    assert response.status_code == 200
    assert message in response.content.decode()
    assert counts() == before


def test_the_import_page_refuses_a_target_with_evenings(director_client, exported):
    factories.make_evening()
    before = counts()
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    assert response.status_code == 200
    assert "already has evenings" in response.content.decode()
    assert counts() == before


def test_the_import_page_refuses_a_file_over_the_limit(director_client, exported, monkeypatch):
    monkeypatch.setattr(transfer, "MAX_IMPORT_BYTES", 1000)
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    assert "larger than 20 MB" in response.content.decode()
    assert Evening.objects.count() == 0


def test_a_damaged_file_shows_where_it_is_damaged(director_client, exported):
    put(f"{DEAL}.strain", "Z")(exported)
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    body = response.content.decode()
    assert "evenings[0].tables[0].chukkers[0].deals[0]" in body
    assert Evening.objects.count() == 0


@pytest.mark.parametrize("name", ["evening_export", "season_export", "club_import"])
def test_export_and_import_are_for_the_director_only(client, django_user_model, name):
    evening = factories.make_evening(season=factories.make_season())
    args = [] if name == "club_import" else [evening.pk if "evening" in name else evening.season_id]
    url = reverse(f"club:{name}", args=args)
    assert client.get(url).url.startswith("/accounts/login/")
    member = django_user_model.objects.create_user("member", password="x")
    client.force_login(member)
    assert client.get(url).url.startswith("/accounts/login/")
    assert client.post(url, {"file": upload(b"{}")}).url.startswith("/accounts/login/")
