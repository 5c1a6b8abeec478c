"""Hostile and odd input: every form gets generated input, and nothing a user types breaks it.

Each property posts what hypothesis makes up (valid values, near misses and junk: control
characters, huge numbers, markup, spreadsheet formulas, text that grows under Unicode
normalisation) and checks three things:

- never a server error: the test client re-raises a view's exception, and ``send`` turns that
  into a failure that names the input;
- input that is refused changes no row of the club's records (``snapshot`` before and after);
- input that is accepted is stored as typed, after the form's documented normalisation (names
  trimmed, NFC, single spaces; results such as ``=``, ``+1``, ``-2`` read as tricks).

Every example runs inside a savepoint that is rolled back, so each one starts from the same club.
Then: names and titles holding markup, PDF syntax or formulas are shown escaped on the pages,
printed literally in the PDFs and exported as inert spreadsheet cells; and every POST URL refuses
a request without its CSRF token.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import random
import re
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import openpyxl
import pytest
from django import forms
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import transaction
from django.test import Client
from django.urls import get_resolver, reverse
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

import rotations
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.evenings import EveningAddForm, EveningForm, SeasonForm
from clubchicago.club.forms.roster import ClubSettingsForm, PlayerForm
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
from clubchicago.club.selectors import attendance as attendance_reads
from clubchicago.club.selectors import plans
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import evenings, play
from clubchicago.club.services import seating as seating_services
from clubchicago.club.services.roster import clean_name, name_key
from tests import factories
from tests.play_helpers import FOUR_DEALS, enter
from tests.results_factories import random_deal

pytestmark = pytest.mark.django_db

# How many generated inputs each property posts; at least a thousand in all (the ask).
BUDGET = {
    "deal entry": 150,
    "valid deal entry": 50,
    "passed out": 30,
    "deal edit": 80,
    "valid deal edit": 30,
    "confirm": 40,
    "score pad": 80,
    "player add": 80,
    "valid player add": 40,
    "player edit": 40,
    "csv bytes": 40,
    "csv text": 60,
    "evening add": 50,
    "evening edit": 60,
    "attendance": 40,
    "guest": 60,
    "draw": 20,
    "seating": 60,
    "table plan": 40,
    "season": 50,
    "club settings": 50,
    "login": 30,
}


def budget(name: str) -> settings:
    return settings(
        max_examples=BUDGET[name],
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def test_the_properties_post_at_least_a_thousand_inputs():
    assert sum(BUDGET.values()) >= 1000


# -- strategies ---------------------------------------------------------------------------------

NASTY = [
    "",
    " ",
    "\t\n",
    "\x00",
    "a\x00b",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "=1+2",
    "+cmd|' /C calc'!A0",
    "-2",
    "@SUM(A1:A9)",
    "%(name)s",
    "{{ request }}",
    "{% debug %}",
    "' OR '1'='1",
    "Robert'); DROP TABLE club_player;--",
    "../../../etc/passwd",
    "\u202egnp.exe",
    "\ufeffBOM",
    "Zoë",
    "ZOË",
    "\u0344" * 100,  # NFC turns each into two characters
    "x" * 121,
    "9" * 40,
    "-1",
    "0",
    "1e309",
    "NaN",
    "١٠",  # Arabic-Indic digits
    "%PDF-1.4 (hello) Tj",
    "BT /F1 12 Tf (x) Tj ET",
    "\r\n",
    "🂡♠♥♦♣",
    "\u3000",
    "\u200b",
]
JUNK = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=130)
TEXT = st.one_of(JUNK, st.sampled_from(NASTY))
NUMBERISH = st.one_of(
    st.integers(-5, 70).map(str), st.integers().map(str), st.integers(2**31, 2**70).map(str), TEXT
)
LEVELS = st.one_of(st.sampled_from([str(n) for n in range(1, 8)]), TEXT)
STRAINS = st.one_of(st.sampled_from(["C", "D", "H", "S", "NT"]), TEXT)
DOUBLINGS = st.one_of(st.sampled_from(["0", "1", "2", ""]), TEXT)
SEATS = st.one_of(st.sampled_from(["N", "E", "S", "W"]), TEXT)
RESULTS = st.one_of(
    st.integers(0, 13).map(str),
    st.sampled_from(["=", "+1", "+3", "-1", "-2", "−3", " = ", "+ 1", "14", "+9", "-13", "=1"]),
    TEXT,
)
ISO_DAYS = st.dates(dt.date(1900, 1, 1), dt.date(2100, 12, 31)).map(dt.date.isoformat)
DAYS = st.one_of(ISO_DAYS, TEXT)


# -- the club every example starts from ----------------------------------------------------------


@dataclass
class Club_:
    director: object
    client: Client
    season: Season
    evening: Evening  # playing: table 1 has deal 1 of chukker 1, table 2 is in chukker 2
    table: Table
    second: Table
    deal: DealRecord
    fresh: Evening  # drawn into tables of 4 and 5, nothing played, one player not seated
    player: Player


@pytest.fixture
def club(db: None) -> Club_:
    director = factories.make_director()
    client = Client()
    client.force_login(director)
    season = factories.make_season()
    evening = factories.make_evening(season=season, confirm_entries=True)
    table, second = factories.seat_tables(evening, (4, 5))
    for player in factories.make_players(2, "Present"):
        Attendance.objects.create(evening=evening, player=player)
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    boss = play.Actor.for_director(director)
    for contract in [*FOUR_DEALS, FOUR_DEALS[1]]:
        enter(second, contract, boss, confirmed_by="x")
    fresh = factories.make_evening(date=dt.date(2026, 12, 7), title="Fresh")
    for player in factories.make_players(10, "Fresh"):
        Attendance.objects.create(evening=fresh, player=player)
    seating_services.draw(fresh, seed=7)
    return Club_(
        director=director,
        client=client,
        season=season,
        evening=evening,
        table=table,
        second=second,
        deal=deal,
        fresh=fresh,
        player=factories.make_player("Ann Example", member_number="42"),
    )


@contextmanager
def rolled_back() -> Iterator[None]:
    """Run one example and undo everything it wrote."""
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


def snapshot() -> dict[str, list[tuple]]:
    models = (Club, Player, Season, Evening, Attendance, Table, TablePlayer, Chukker, DealRecord)
    rows = {m.__name__: list(m.objects.order_by("pk").values_list()) for m in models}
    rows["DealChange"] = list(DealChange.objects.order_by("pk").values_list())
    return rows


def send(client: Client, method: str, url: str, data: object = None, **extra: object) -> object:
    """The response, never a server error: a view's exception fails the test with the input."""
    try:
        response = getattr(client, method)(url, data or {}, **extra)
    except Exception as error:
        raise AssertionError(f"server error on {method.upper()} {url} with {data!r}") from error
    assert response.status_code < 500, (url, data)
    return response


def refused_without_change(before: dict, response: object) -> None:
    assert snapshot() == before, "a refused input changed the database"


def compact(data: dict) -> dict:
    """Form data without the keys hypothesis chose to leave out."""
    return {key: value for key, value in data.items() if value is not None}


def optional(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(st.none(), strategy)


# -- the oracle for a deal: what the entry form's rules say, written out again --------------------

RESULT = re.compile(r"^\s*(?:(?P<rel>[=+\-−])\s*(?P<n>\d{0,2})|(?P<tricks>\d{1,2}))\s*$")


def tricks_from(text: str, level: int) -> int | None:
    """Tricks taken from ``10``, ``=``, ``+1`` or ``-2`` (the form's documented grammar)."""
    text = text.strip()
    if len(text) > 6 or "\x00" in text:
        return None
    match = RESULT.match(text)
    if not match:
        return None
    if match["tricks"] is not None:
        tricks = int(match["tricks"])
    elif match["rel"] == "=":
        if match["n"]:
            return None
        tricks = level + 6
    elif not match["n"]:
        return None
    else:
        tricks = level + 6 + (1 if match["rel"] == "+" else -1) * int(match["n"])
    return tricks if 0 <= tricks <= 13 else None


def whole(value: object, low: int, high: int | None = None) -> int | None:
    """What a hidden integer field accepts, or None."""
    try:
        number = forms.IntegerField(min_value=low, max_value=high).clean(value)
    except forms.ValidationError:
        return None
    return number


def contract_from(data: dict, seats: dict[str, str]) -> dict[str, object] | None:
    """The deal a valid entry stores, or None when the form must refuse it."""
    if data.get("level") not in [str(n) for n in range(1, 8)]:
        return None
    if data.get("strain") not in ("C", "D", "H", "S", "NT"):
        return None
    if data.get("declarer") not in ("N", "E", "S", "W"):
        return None
    if data.get("doubled") not in (None, "", "0", "1", "2"):
        return None
    level = int(data["level"])
    tricks = tricks_from(data.get("result") or "", level)
    if tricks is None:
        return None
    declarer = data["declarer"]
    defenders = {name for seat, name in seats.items() if (seat in "NS") != (declarer in "NS")}
    confirmed_by = data.get("confirmed_by") or ""
    if confirmed_by and confirmed_by not in defenders:
        return None
    return {
        "level": level,
        "strain": data["strain"],
        "declarer": declarer,
        "doubled": int(data.get("doubled") or 0),
        "tricks": tricks,
        "confirmed_by": confirmed_by,
    }


def stored_contract(deal: DealRecord) -> dict[str, object]:
    return {
        "level": deal.level,
        "strain": deal.strain,
        "declarer": deal.declarer,
        "doubled": deal.doubled,
        "tricks": deal.tricks,
        "confirmed_by": deal.confirmed_by,
    }


def seat_names(table: Table) -> dict[str, str]:
    return {seat: place.player.name for seat, place in table_state(table).seats.items()}


def entry_data(seats: dict[str, str]) -> st.SearchStrategy:
    names = st.sampled_from(["", *seats.values()])
    return st.fixed_dictionaries(
        {},
        optional={
            "number": st.one_of(st.just("2"), NUMBERISH),
            "chukker_number": st.one_of(st.just("1"), NUMBERISH),
            "level": LEVELS,
            "strain": STRAINS,
            "doubled": DOUBLINGS,
            "declarer": SEATS,
            "result": RESULTS,
            "confirmed_by": st.one_of(names, TEXT),
            "honours": TEXT,
            "save": st.just("1"),
            "preview": st.just("1"),
        },
    )


VALID_CONTRACT = st.fixed_dictionaries(
    {
        "level": st.integers(1, 7).map(str),
        "strain": st.sampled_from(["C", "D", "H", "S", "NT"]),
        "doubled": st.sampled_from(["0", "1", "2"]),
        "declarer": st.sampled_from(["N", "E", "S", "W"]),
        "tricks": st.integers(0, 13),
        "style": st.sampled_from(["tricks", "relative", "padded"]),
    }
)


def typed_result(contract: dict) -> str:
    """The result as a player would type it: ``9``, ``=``, ``+1``, ``-2`` or `` 10 ``."""
    made = contract["tricks"] - (int(contract["level"]) + 6)
    if contract["style"] == "tricks":
        return str(contract["tricks"])
    if contract["style"] == "padded":
        return f"  {contract['tricks']} "
    return "=" if made == 0 else f"{made:+d}"


# -- the table page: entry, preview, passed out, corrections, confirmation -------------------------


def test_deal_entry_stores_exactly_a_valid_deal_and_nothing_else(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    seats = seat_names(club.table)
    link = Client()

    @budget("deal entry")
    @given(entry_data(seats))
    @example({"number": "2", "chukker_number": "1", "level": "4", "strain": "S", "save": "1",
              "declarer": "N", "result": " + 1 ", "doubled": "1"})  # fmt: skip
    @example({"number": "２", "chukker_number": "1", "level": "7", "strain": "NT", "save": "1",
              "declarer": "E", "result": "−13", "confirmed_by": "nobody"})  # fmt: skip
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            response = send(link, "post", url, data)
            expected = contract_from(data, seats)
            number, chukker = whole(data.get("number"), 1, 4), whole(data.get("chukker_number"), 1)
            stores = "save" in data and expected is not None and (number, chukker) == (2, 1)
            if not stores:
                assert response.status_code in (200, 302)
                refused_without_change(before, response)
                return
            assert response.status_code == 302
            new = DealRecord.objects.exclude(pk__in=[row[0] for row in before["DealRecord"]]).get()
            assert (new.number, new.chukker.number, new.passed_out) == (2, 1, False)
            assert stored_contract(new) == expected

    check()


def test_a_valid_deal_typed_any_documented_way_is_stored(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    link = Client()

    @budget("valid deal entry")
    @given(VALID_CONTRACT)
    def check(contract: dict) -> None:
        with rolled_back():
            data = {
                "number": "2",
                "chukker_number": "1",
                **{k: contract[k] for k in ("level", "strain", "doubled", "declarer")},
                "result": typed_result(contract),
            }
            before = DealRecord.objects.count()
            assert send(link, "post", url, {**data, "preview": "1"}).status_code == 200
            assert DealRecord.objects.count() == before
            assert send(link, "post", url, {**data, "save": "1"}).status_code == 302
            new = DealRecord.objects.get(chukker__table=club.table, number=2)
            assert (new.level, new.strain, new.declarer) == (
                int(contract["level"]),
                contract["strain"],
                contract["declarer"],
            )
            assert (new.doubled, new.tricks) == (int(contract["doubled"]), contract["tricks"])
            assert sheet_for(new.chukker).totals["NS"] == new.chukker.ns_total

    check()


def test_passed_out_is_stored_only_for_the_deal_the_page_showed(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    link = Client()

    @budget("passed out")
    @given(
        st.fixed_dictionaries(
            {"passed_out": st.just("1")},
            optional={
                "number": st.one_of(st.just("2"), NUMBERISH),
                "chukker_number": NUMBERISH,
                "passed_out_seen": st.one_of(st.just("0"), NUMBERISH),
            },
        )
    )
    @example({"passed_out": "1", "number": "2", "chukker_number": "1", "passed_out_seen": "0"})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            assert send(link, "post", url, data).status_code == 302
            number, chukker = whole(data.get("number"), 1, 4), whole(data.get("chukker_number"), 1)
            seen = whole(data.get("passed_out_seen"), 0, 99)
            in_range = whole(data.get("chukker_number"), 1, 64) is not None
            if (number, chukker, seen) != (2, 1, 0) or not in_range:
                refused_without_change(before, None)
                return
            new = DealRecord.objects.get(chukker__table=club.table, passed_out=True)
            assert new.number == 2 and DealRecord.objects.count() == len(before["DealRecord"]) + 1

    check()


def test_a_correction_stores_exactly_a_valid_contract(club):
    url = reverse("club:deal_edit", args=[club.table.pk, club.table.token, club.deal.pk])
    seats = seat_names(club.table)
    link = Client()
    strategy = entry_data(seats).flatmap(
        lambda d: st.fixed_dictionaries(
            {}, optional={"version": st.one_of(st.just("1"), NUMBERISH)}
        ).map(lambda v: {**d, **v})
    )

    @budget("deal edit")
    @given(strategy)
    @example({"number": "1", "chukker_number": "1", "version": "1", "level": "3", "save": "1"})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            response = send(link, "post", url, data)
            expected = contract_from(data, seats)
            hidden_ok = (
                whole(data.get("number"), 1, 4) is not None
                and whole(data.get("chukker_number"), 1, 64) is not None
                and (data.get("version") in (None, "") or whole(data["version"], 1) is not None)
            )
            version = whole(data.get("version"), 1) if data.get("version") else 0
            if not ("save" in data and expected and hidden_ok and version == 1):
                assert response.status_code in (200, 302)
                refused_without_change(before, response)
                return
            assert response.status_code == 302
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert stored_contract(deal) == expected
            assert deal.version == 2

    check()


def test_a_valid_correction_is_stored_and_the_sheet_recomputed(club):
    url = reverse("club:deal_edit", args=[club.table.pk, club.table.token, club.deal.pk])
    link = Client()

    @budget("valid deal edit")
    @given(VALID_CONTRACT)
    def check(contract: dict) -> None:
        with rolled_back():
            data = {
                "number": "1",
                "chukker_number": "1",
                "version": "1",
                **{k: contract[k] for k in ("level", "strain", "doubled", "declarer")},
                "result": typed_result(contract),
                "save": "1",
            }
            assert send(link, "post", url, data).status_code == 302
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert (deal.level, deal.tricks, deal.version) == (
                int(contract["level"]),
                contract["tricks"],
                2,
            )
            chukker = deal.chukker
            assert sheet_for(chukker).totals["EW"] == chukker.ew_total

    check()


def test_confirmation_accepts_only_a_defender_on_the_current_version(club):
    url = reverse("club:deal_confirm", args=[club.table.pk, club.table.token, club.deal.pk])
    seats = seat_names(club.table)
    defenders = {seats["E"], seats["W"]}  # deal 1 was declared by North
    link = Client()

    @budget("confirm")
    @given(
        st.fixed_dictionaries(
            {},
            optional={
                "version": st.one_of(st.just("1"), NUMBERISH),
                "confirmed_by": st.one_of(st.sampled_from(sorted(seats.values())), TEXT),
            },
        )
    )
    @example({"version": "1", "confirmed_by": seats["E"]})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            assert send(link, "post", url, data).status_code == 302
            if whole(data.get("version"), 1) != 1 or data.get("confirmed_by") not in defenders:
                refused_without_change(before, None)
                return
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert (deal.confirmed_by, deal.version) == (data["confirmed_by"], 2)

    check()


def test_the_score_pad_never_fails(client):
    fields = ("level", "strain", "doubled", "declarer", "result", "honours", "honours_side")
    values = {"level": LEVELS, "strain": STRAINS, "doubled": DOUBLINGS, "declarer": SEATS}
    deal_fields = {
        f"deal{n}-{name}": values.get(name, RESULTS if name == "result" else TEXT)
        for n in range(1, 5)
        for name in fields
    }
    strategy = st.fixed_dictionaries(
        {"schedule": st.one_of(st.sampled_from(["dealer", "non_dealer", "french"]), TEXT)},
        optional={"first_dealer": SEATS, "honours": TEXT, **deal_fields},
    )

    @budget("score pad")
    @given(strategy)
    @example({"schedule": "dealer", "deal1-level": "7", "deal1-strain": "NT", "deal1-result": "0"})
    def check(query: dict) -> None:
        response = send(client, "get", reverse("score_pad"), query)
        assert response.status_code == 200
        assert DealRecord.objects.count() == 0

    check()


# -- the roster ---------------------------------------------------------------------------------

NAME_ALPHABET = st.one_of(st.characters(categories=("L", "Zs")), st.sampled_from(list("'-. ")))
VALID_NAMES = st.text(NAME_ALPHABET, min_size=1, max_size=60).filter(
    lambda s: any(ch.isalpha() for ch in s) and len(clean_name(s)) <= 120
)


def player_row(player: Player) -> tuple[str, str, str]:
    return (player.name, player.member_number, player.email)


def check_player_form(club: Club_, url: str, data: dict, instance: Player | None) -> object:
    """Post the player form; accepted: stored as the form's rules say; refused: nothing changed."""
    before = snapshot()
    form = PlayerForm(data, instance=instance or Player())
    valid = form.is_valid()
    response = send(club.client, "post", url, data)
    if not valid:
        assert response.status_code == 200
        refused_without_change(before, response)
        return response
    assert response.status_code == 302, form.errors
    name = clean_name(data["name"])
    stored = Player.objects.get(pk=instance.pk) if instance else Player.objects.get(name=name)
    expected = (name, data.get("member_number", "").strip(), data.get("email", "").strip())
    assert player_row(stored) == expected
    return response


def test_adding_a_player_stores_the_name_as_typed_after_normalisation(club):
    url = reverse("club:player_add")
    strategy = st.fixed_dictionaries(
        {"name": st.one_of(TEXT, VALID_NAMES)},
        optional={"member_number": st.one_of(NUMBERISH, st.just("42")), "email": TEXT},
    )

    @budget("player add")
    @given(strategy)
    @example({"name": "  Zoë   van   Dijk "})
    @example({"name": "ANN EXAMPLE"})  # taken, whatever the case
    @example({"name": "\u0344" * 100})  # 200 characters once normalised
    @example({"name": "Nul\x00Byte"})
    def check(data: dict) -> None:
        with rolled_back():
            check_player_form(club, url, data, None)

    check()


def test_a_valid_new_name_is_always_accepted(club):
    url = reverse("club:player_add")
    taken = {name_key(n) for n in Player.objects.values_list("name", flat=True)}

    @budget("valid player add")
    @given(VALID_NAMES.filter(lambda s: name_key(s) not in taken), st.integers(1000, 9999))
    def check(name: str, number: int) -> None:
        with rolled_back():
            data = {"name": name, "member_number": str(number), "email": ""}
            assert check_player_form(club, url, data, None).status_code == 302
            assert Player.objects.get(name=unicodedata.normalize("NFC", " ".join(name.split())))

    check()


def test_editing_a_player_stores_exactly_what_the_form_accepts(club):
    url = reverse("club:player_edit", args=[club.player.pk])
    other = Player.objects.exclude(pk=club.player.pk).first()

    @budget("player edit")
    @given(
        st.fixed_dictionaries(
            {"name": st.one_of(TEXT, VALID_NAMES, st.just(other.name.upper()))},
            optional={"member_number": NUMBERISH, "email": TEXT},
        )
    )
    def check(data: dict) -> None:
        with rolled_back():
            check_player_form(club, url, data, Player.objects.get(pk=club.player.pk))

    check()


def upload(content: bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile("roster.csv", content, content_type="text/csv")


def import_roster(client: Client, content: bytes) -> tuple[object, object]:
    """Upload (a preview that writes nothing), then confirm it."""
    before = snapshot()
    preview = send(client, "post", reverse("club:roster_import"), {"file": upload(content)})
    assert preview.status_code == 200
    assert snapshot() == before, "the preview wrote something"
    digest = hashlib.sha256(content).hexdigest()
    confirm = send(client, "post", reverse("club:roster_import"), {"digest": digest})
    assert confirm.status_code in (200, 302)
    return preview, confirm


def test_a_roster_file_of_random_bytes_never_breaks_the_import(club):
    @budget("csv bytes")
    @given(st.binary(max_size=600))
    @example(b"\xff\xfe\x00n\x00a\x00m\x00e\x00")
    @example(b"name\n" + b"x" * 200)
    @example(b"name,email\nZo\xc3\xab," + b"a" * 64 + b"@" + (b"b" * 63 + b".") * 3 + b"com\n")
    def check(content: bytes) -> None:
        with rolled_back():
            before = snapshot()
            import_roster(club.client, content)
            added = set(Player.objects.values_list("name", flat=True)) - {
                row[1] for row in before["Player"]
            }
            for name in added:
                assert name == clean_name(name) and 0 < len(name) <= 120
            for email in Player.objects.values_list("email", flat=True):
                assert len(email) <= 254

    check()


ROWS = st.lists(st.tuples(st.one_of(TEXT, VALID_NAMES), NUMBERISH | st.just(""), TEXT), max_size=8)


def test_a_roster_file_is_imported_exactly_or_not_at_all(club):
    @budget("csv text")
    @given(ROWS, st.sampled_from([",", ";"]))
    @example([("  Zoë   Martin ", "1042", "zoe@example.org"), ("Łukasz", "", "")], ";")
    @example([("=1+2", "", ""), ("+cmd", "7", ""), ("@SUM(A1)", "", "")], ",")
    def check(rows: list[tuple[str, str, str]], delimiter: str) -> None:
        with rolled_back():
            text = io.StringIO()
            writer = csv.writer(text, delimiter=delimiter)
            writer.writerow(["name", "member_number", "email"])
            writer.writerows(rows)
            before = {row[1] for row in snapshot()["Player"]}
            import_roster(club.client, text.getvalue().encode("utf-8"))
            added = set(Player.objects.values_list("name", flat=True)) - before
            if added:
                kept = [r for r in rows if any(cell.strip() for cell in r)]
                assert added == {clean_name(r[0]) for r in kept}
                assert len(added) == len(kept)
                for name, number, email in kept:
                    player = Player.objects.get(name=clean_name(name))
                    assert (player.member_number, player.email) == (number.strip(), email.strip())

    check()


# -- evenings -----------------------------------------------------------------------------------


def check_model_form(
    client: Client,
    url: str,
    data: dict,
    form: forms.BaseForm,
    stored: Callable[[], object],
    refused_anyway: bool = False,
) -> None:
    """Accepted (what the form cleaned is what is stored) or refused with nothing changed."""
    before = snapshot()
    valid = form.is_valid() and not refused_anyway
    response = send(client, "post", url, data)
    if not valid:
        assert response.status_code == 200
        refused_without_change(before, response)
        return
    assert response.status_code == 302, form.errors
    row = stored()
    for name, value in form.cleaned_data.items():
        assert getattr(row, name) == value, name


def test_adding_an_evening_stores_the_date_and_the_trimmed_title(club):
    url = reverse("club:evening_add")
    strategy = st.fixed_dictionaries(
        {"date": DAYS},
        optional={"title": TEXT, "season": st.one_of(st.just(str(club.season.pk)), NUMBERISH)},
    )

    @budget("evening add")
    @given(strategy)
    @example({"date": "2026-12-14", "title": "  <b>Christmas</b> Chicago  "})
    @example({"date": "9999-12-31", "title": "=1+2"})
    def check(data: dict) -> None:
        with rolled_back():
            known = set(Evening.objects.values_list("pk", flat=True))
            form = EveningAddForm(data)
            check_model_form(
                club.client,
                url,
                data,
                form,
                lambda: Evening.objects.exclude(pk__in=known).get(),
            )
            if form.is_valid():
                assert form.cleaned_data["title"] == (data.get("title") or "").strip()

    check()


SETTING_VALUES = {
    "schedule": st.one_of(st.sampled_from(["dealer", "non_dealer", "french"]), TEXT),
    "honours": st.one_of(st.sampled_from(["on", "", "false", "0"]), TEXT),
    "half": st.one_of(st.sampled_from(["up", "down"]), TEXT),
    "unit": st.one_of(st.sampled_from(["hundreds", "fiches"]), TEXT),
    "fiche_value": st.one_of(st.sampled_from(["100", "200", "500", "150", "0"]), NUMBERISH),
    "confirm_entries": st.one_of(st.sampled_from(["on", ""]), TEXT),
}


def test_changing_an_evening_stores_exactly_what_the_form_accepts(club):
    strategy = st.fixed_dictionaries(
        {"date": DAYS},
        optional={
            "title": TEXT,
            "season": st.one_of(st.just(str(club.season.pk)), NUMBERISH),
            "published": st.sampled_from(["on", ""]),
            **SETTING_VALUES,
        },
    )

    @budget("evening edit")
    @given(strategy, st.sampled_from(["evening", "fresh"]))
    @example({"date": "2026-12-01", "schedule": "french"}, "evening")  # play started: refused
    @example({"date": "2026-12-01", "title": "\u0344" * 100, "fiche_value": "100"}, "fresh")
    def check(data: dict, which: str) -> None:
        with rolled_back():
            evening = Evening.objects.get(pk=getattr(club, which).pk)
            form = EveningForm(data, instance=Evening.objects.get(pk=evening.pk))
            fixed = (
                form.is_valid()
                and plans.evening_started(evening)
                and any(
                    form.cleaned_data[name] != getattr(evening, name)
                    for name in evenings.SETTINGS_FIXED_ONCE_PLAYING
                )
            )
            url = reverse("club:evening_edit", args=[evening.pk])
            check_model_form(
                club.client,
                url,
                data,
                form,
                lambda: Evening.objects.get(pk=evening.pk),
                refused_anyway=fixed,
            )

    check()


def test_attendance_is_exactly_the_players_ticked_unless_a_seated_one_is_dropped(club):
    url = reverse("club:evening_attendance", args=[club.evening.pk])
    candidates = list(attendance_reads.attendance_candidates(club.evening))
    ids = [str(p.pk) for p in candidates]
    seated = set(
        TablePlayer.objects.filter(evening=club.evening).values_list("player_id", flat=True)
    )

    @budget("attendance")
    @given(st.lists(st.one_of(st.sampled_from(ids), NUMBERISH), max_size=20))
    @example(ids)
    @example([str(pid) for pid in seated])
    def check(chosen: list[str]) -> None:
        with rolled_back():
            before = snapshot()
            response = send(club.client, "post", url, {"players_sent": "1", "players": chosen})
            if not set(chosen) <= set(ids):
                assert response.status_code == 200
                refused_without_change(before, response)
                return
            assert response.status_code == 302
            present = set(club.evening.attendances.values_list("player_id", flat=True))
            wanted = {int(pid) for pid in chosen}
            if seated <= wanted:
                assert present == wanted
            else:
                refused_without_change(before, response)

    check()


def test_a_guest_is_added_under_the_normalised_name_or_not_at_all(club):
    url = reverse("club:evening_guest", args=[club.evening.pk])
    roster = {name_key(n) for n in Player.objects.values_list("name", flat=True)}

    @budget("guest")
    @given(st.one_of(TEXT, VALID_NAMES, st.just("ann EXAMPLE")))
    @example("\u0344" * 100)  # 100 characters typed, 200 once normalised: refused, not a 500
    @example("  Zoë   Ærø ")
    def check(name: str) -> None:
        with rolled_back():
            before = snapshot()
            assert send(club.client, "post", url, {"name": name}).status_code == 302
            try:
                clean = clean_name(name)
            except ClubUserError:  # a character nobody can see (a control, U+202E...)
                refused_without_change(before, None)
                return
            acceptable = (
                "\x00" not in name
                and len(name.strip()) <= 120
                and 0 < len(clean) <= 120
                and name_key(clean) not in roster
            )
            if not acceptable:
                refused_without_change(before, None)
                return
            guest = Player.objects.get(name=clean)
            assert guest.guest and Attendance.objects.filter(evening=club.evening, player=guest)

    check()


def seating_is_whole(evening: Evening) -> tuple[tuple[int, ...], ...]:
    seating = plans.current_seating(evening)
    everyone = [p for t in seating for p in t]
    assert len(everyone) == len(set(everyone))
    assert all(4 <= len(t) <= 6 for t in seating)
    present = set(evening.attendances.values_list("player_id", flat=True))
    assert set(everyone) <= present
    return seating


def test_drawing_needs_the_confirmation_and_leaves_a_whole_draw(club):
    @budget("draw")
    @given(
        st.fixed_dictionaries({}, optional={"confirm": st.one_of(st.just("on"), TEXT)}),
        st.sampled_from(["evening", "fresh"]),
    )
    def check(data: dict, which: str) -> None:
        with rolled_back():
            evening = getattr(club, which)
            before = snapshot()
            response = send(
                club.client, "post", reverse("club:evening_draw", args=[evening.pk]), data
            )
            if which == "evening" or response.status_code == 200:
                refused_without_change(before, response)  # started, or not confirmed
                return
            assert response.status_code == 302
            evening.refresh_from_db()
            players = list(evening.attendances.values_list("player_id", flat=True))
            assert seating_is_whole(evening) == rotations.draw_tables(players, evening.draw_seed)

    check()


def test_moves_and_swaps_keep_the_seating_whole(club):
    url = reverse("club:evening_seating", args=[club.fresh.pk])
    present = [str(p) for p in club.fresh.attendances.values_list("player_id", flat=True)]
    players = st.one_of(st.sampled_from(present), NUMBERISH)
    tables = st.one_of(st.sampled_from(["1", "2", "3"]), NUMBERISH)
    moves = st.fixed_dictionaries(
        {"move": st.just("1")}, optional={"move-player": players, "move-table": tables}
    )
    swaps = st.fixed_dictionaries(
        {"swap": st.just("1")}, optional={"swap-first": players, "swap-second": players}
    )

    @budget("seating")
    @given(st.one_of(moves, swaps))
    def check(data: dict) -> None:
        with rolled_back():
            before_seating = plans.current_seating(club.fresh)
            before = snapshot()
            response = send(club.client, "post", url, data)
            if response.status_code == 200 or snapshot() == before:
                refused_without_change(before, response)
                return
            after = seating_is_whole(club.fresh)
            if "move" in data:
                player, table = int(data["move-player"]), int(data["move-table"])
                assert after[table - 1][-1] == player
            else:
                first, second = int(data["swap-first"]), int(data["swap-second"])
                where = {p: (t, i) for t, ps in enumerate(before_seating) for i, p in enumerate(ps)}
                now = {p: (t, i) for t, ps in enumerate(after) for i, p in enumerate(ps)}
                if first in where and second in where:
                    assert (now[first], now[second]) == (where[second], where[first])
                else:
                    assert (first in now) != (second in now)

    check()


def test_stopping_early_or_playing_again_follows_the_rules(club):
    table = club.second  # five players, five positions a cycle, chukker 2 started
    url = reverse("club:table_positions", args=[club.evening.pk, table.number])

    @budget("table plan")
    @given(
        st.fixed_dictionaries(
            {},
            optional={
                "action": st.one_of(st.sampled_from(["stop", "no_stop", "again", "fewer"]), TEXT),
                "stop-chukker": st.one_of(st.integers(-1, 12).map(str), NUMBERISH, st.just("")),
            },
        ),
        st.integers(1, 3),
    )
    def check(data: dict, cycles: int) -> None:
        with rolled_back():
            Table.objects.filter(pk=table.pk).update(cycles=cycles)
            total = cycles * 5
            before = snapshot()
            assert send(club.client, "post", url, data).status_code == 302
            stored = Table.objects.get(pk=table.pk)
            action = data.get("action")
            chukker = data.get("stop-chukker")
            if action == "stop" and chukker in (None, ""):
                expected = (cycles, None)
            elif action == "stop":
                number = whole(chukker, 1, total)
                expected = (cycles, number) if number and number >= 2 else None
            elif action == "no_stop":
                expected = (cycles, None)
            elif action == "again":
                expected = (cycles + 1, None)
            elif action == "fewer":
                expected = (cycles - 1, None) if cycles > 1 else None
            else:
                expected = None
            if expected is None:
                refused_without_change(before, None)
            else:
                assert (stored.cycles, stored.stop_after) == expected

    check()


def test_a_season_is_stored_exactly_as_the_form_accepts_it(club):
    url = reverse("club:seasons")

    @budget("season")
    @given(
        st.fixed_dictionaries(
            {},
            optional={"name": st.one_of(TEXT, VALID_NAMES), "start_date": DAYS, "end_date": DAYS},
        )
    )
    @example(
        {"name": "  2027 <i>spring</i> ", "start_date": "2027-03-01", "end_date": "2027-06-30"}
    )
    @example({"name": "Backwards", "start_date": "2027-06-30", "end_date": "2027-03-01"})
    def check(data: dict) -> None:
        with rolled_back():
            known = set(Season.objects.values_list("pk", flat=True))
            check_model_form(
                club.client,
                url,
                data,
                SeasonForm(data),
                lambda: Season.objects.exclude(pk__in=known).get(),
            )

    check()


def test_club_settings_are_stored_exactly_as_the_form_accepts_them(club):
    url = reverse("club:club_settings")
    strategy = st.fixed_dictionaries(
        {},
        optional={
            "name": st.one_of(TEXT, VALID_NAMES),
            "paper_size": st.one_of(st.sampled_from(["A4", "LETTER"]), TEXT),
            **SETTING_VALUES,
        },
    )

    @budget("club settings")
    @given(strategy)
    @example({"name": "<b>Club</b>", "paper_size": "A4", "schedule": "dealer", "half": "up",
              "unit": "fiches", "fiche_value": "500"})  # fmt: skip
    def check(data: dict) -> None:
        with rolled_back():
            form = ClubSettingsForm(data, instance=Club.load())
            check_model_form(club.client, url, data, form, Club.load)

    check()


def test_login_never_fails_and_lets_only_the_right_password_in(club):
    url = reverse("login")

    @budget("login")
    @given(st.one_of(TEXT, st.just("director")), st.one_of(TEXT, st.just("pass-for-tests")))
    @example("director", "pass-for-tests")
    def check(username: str, password: str) -> None:
        with rolled_back():
            before = snapshot()
            visitor = Client()
            data = {"username": username, "password": password}
            response = send(visitor, "post", url, data)
            right = (username, password) == ("director", "pass-for-tests")
            assert response.status_code == (302 if right else 200)
            assert snapshot() == before

    check()


# -- markup, PDF syntax and formulas: shown escaped, printed literally, exported inert ------------

SCRIPT = "<script>alert(1)</script>"
ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"
FORMULAS = ["=1+2", "+cmd|' /C calc'!A0", "-2 minus", "@SUM(A1:A9)"]
HOSTILE_NAMES = [SCRIPT, "<b>Bold</b> (x) Tj", *FORMULAS]


@pytest.fixture
def hostile(director: object) -> Evening:
    """A played and published evening whose players, title and season are hostile text."""
    season = factories.make_season(name=SCRIPT)
    evening = factories.make_evening(
        season=season, title=f"{SCRIPT} =1+2", confirm_entries=False, published=True
    )
    players = [factories.make_player(name) for name in HOSTILE_NAMES]
    for player in players:
        Attendance.objects.create(evening=evening, player=player)
    seating_services.draw(evening, seed=3)
    table = Table.objects.get(evening=evening)
    boss = play.Actor.for_director(director)
    for played in table.plan():
        for number in range(1, 5):
            play.record_deal(
                table,
                random_deal(random.Random(number)),
                number=number,
                chukker_number=played.index,
                actor=boss,
            )
    return evening


def director_pages(evening: Evening) -> list[str]:
    table = evening.tables.get()
    return [
        reverse("club:roster"),
        reverse("club:dashboard"),
        reverse("club:seasons"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:evening_attendance", args=[evening.pk]),
        reverse("club:evening_seating", args=[evening.pk]),
        reverse("club:evening_draw", args=[evening.pk]),
        reverse("club:table_positions", args=[evening.pk, 1]),
        reverse("club:evening_play", args=[evening.pk]),
        reverse("club:evening_history", args=[evening.pk]),
        reverse("club:evening_edit", args=[evening.pk]),
        reverse("club:season_edit", args=[evening.season_id]),
        reverse("club:club_import"),
        reverse("club:table_play", args=[table.pk, table.token]),
    ]


def public_pages(evening: Evening) -> list[str]:
    return [
        reverse("club:evening_standings", args=[evening.pk]),
        reverse("club:evening_live", args=[evening.pk]),
        reverse("club:table_recap", args=[evening.pk, 1]),
        reverse("club:season_standings", args=[evening.season_id]),
    ]


def test_hostile_names_and_titles_are_shown_escaped(hostile, director_client, client):
    pages = [(director_client, url) for url in director_pages(hostile)]
    pages += [(client, url) for url in public_pages(hostile)]
    for visitor, url in pages:
        body = send(visitor, "get", url).content.decode()
        assert SCRIPT not in body, url
        assert ESCAPED in body, url
        assert "<b>Bold</b>" not in body, url


def pdf_text(content: bytes) -> str:
    """The text of every page, without whitespace (a long name may wrap in a narrow column)."""
    assert content.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(content))
    return re.sub(r"\s+", "", "".join(page.extract_text() for page in reader.pages))


def test_hostile_names_are_printed_literally_in_every_pdf(hostile, director_client):
    urls = [
        reverse("club:ranking_pdf", args=[hostile.pk]),
        reverse("club:recaps_pdf", args=[hostile.pk]),
        reverse("club:table_recap_pdf", args=[hostile.pk, 1]),
        reverse("club:table_cards_pdf", args=[hostile.pk]),
        reverse("club:table_card_pdf", args=[hostile.pk, 1]),
        reverse("club:season_pdf", args=[hostile.season_id]),
    ]
    for url in urls:
        response = send(director_client, "get", url)
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
        text = pdf_text(response.content)
        for name in HOSTILE_NAMES:
            assert re.sub(r"\s+", "", name) in text, (url, name)


def test_exported_cells_that_look_like_formulas_cannot_run(hostile, client):
    for url in (
        reverse("club:evening_standings", args=[hostile.pk]),
        reverse("club:season_standings", args=[hostile.season_id]),
    ):
        response = send(client, "get", url, {"_export": "csv"})
        cells = [cell for row in csv.reader(io.StringIO(response.content.decode())) for cell in row]
        for name in FORMULAS:
            assert "'" + name in cells, (url, name)
        assert not [cell for cell in cells if cell[:1] in ("=", "+", "@")], url
        assert not [cell for cell in cells if cell.startswith("-") and not _number(cell)], url

        response = send(client, "get", url, {"_export": "xlsx"})
        sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
        texts = [c.value for row in sheet.iter_rows() for c in row if isinstance(c.value, str)]
        for name in FORMULAS:
            assert "'" + name in texts, (url, name)
        assert not [t for t in texts if t[:1] in ("=", "+", "@")], url


def _number(text: str) -> bool:
    return re.fullmatch(r"-\d+(\.\d+)?", text) is not None


# -- CSRF: every POST is refused without its token --------------------------------------------


def _example_kwargs(route: str, names: tuple[str, ...], club: Club_) -> dict[str, object]:
    """Arguments reaching a real object of the kind each URL names."""
    chukker = club.deal.chukker
    if route.startswith("club/seasons/"):
        pk = club.season.pk
    elif route.startswith("club/roster/"):
        pk = club.player.pk
    else:
        pk = club.evening.pk
    values = {
        "pk": pk,
        "number": 1,
        "table_id": club.table.pk,
        "token": club.table.token,
        "deal_id": club.deal.pk,
        "chukker_id": chukker.pk,
    }
    return {name: values[name] for name in names}


def _post_routes() -> list[object]:
    """Every club URL, and the site's own forms (login, logout, language)."""
    found = []
    for pattern in get_resolver().url_patterns:
        if getattr(pattern, "namespace", None) == "club":
            for inner in pattern.url_patterns:
                names = tuple(inner.pattern.regex.groupindex)
                name = f"club:{inner.name}"
                found.append(pytest.param(name, str(inner.pattern), names, id=name))
    for name in ("login", "logout", "set_language"):
        found.append(pytest.param(name, "", (), id=name))
    return found


@pytest.mark.parametrize(("name", "route", "arguments"), _post_routes())
def test_every_post_is_refused_without_its_csrf_token(club, name, route, arguments):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(club.director)
    url = reverse(name, kwargs=_example_kwargs(route, arguments, club))
    before = snapshot()
    response = browser.post(url, {"name": "Sneaky", "version": "1", "action": "again"})
    assert response.status_code == 403
    assert snapshot() == before
    # With the token the same request gets past the check: the 403 was the token's doing.
    browser.get(reverse("login"))
    token = browser.cookies["csrftoken"].value
    response = browser.post(url, {"csrfmiddlewaretoken": token, "name": "Sneaky", "version": "1"})
    assert response.status_code != 403


def test_a_table_form_without_its_token_is_refused(club):
    phone = Client(enforce_csrf_checks=True)
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    data = {"number": "2", "chukker_number": "1", "level": "1", "strain": "C"}
    data |= {"declarer": "E", "result": "7", "save": "1"}
    before = snapshot()
    assert phone.post(url, data).status_code == 403
    assert snapshot() == before
    phone.get(url)
    data["csrfmiddlewaretoken"] = phone.cookies["csrftoken"].value
    assert phone.post(url, data).status_code == 302
    assert DealRecord.objects.count() == len(before["DealRecord"]) + 1
