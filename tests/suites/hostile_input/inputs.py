"""Hostile and odd input, shared by the suite: strategies, budgets and checks.

Every form gets generated input, and nothing a user types breaks it. Each property posts what
hypothesis makes up (valid values, near misses and junk: control characters, huge numbers,
markup, spreadsheet formulas, text that grows under Unicode normalisation) and checks three
things:

- never a server error: the test client re-raises a view's exception, and ``send`` turns that
  into a failure that names the input;
- input that is refused changes no row of the club's records (``snapshot`` before and after);
- input that is accepted is stored as typed, after the form's documented normalisation (names
  trimmed, NFC, single spaces; results such as ``=``, ``+1``, ``-2`` read as tricks).

Every example runs inside a savepoint that is rolled back, so each one starts from the same club
(the ``club`` fixture in ``conftest.py``). The properties are split by area: ``test_play.py``
(the table page and the score pad), ``test_roster.py`` (players, roster files, club settings),
``test_evenings.py`` (evenings, attendance, the draw, seating, table plans, seasons) and
``test_site.py`` (login, and every POST refused without its CSRF token). ``test_results.py``
checks that names and titles holding markup, PDF syntax or formulas are shown escaped on the
pages, printed literally in the PDFs and exported as inert spreadsheet cells.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django import forms
from django.contrib.auth.models import User
from django.db import connection, transaction
from django.test import Client
from django.urls import URLPattern, URLResolver
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

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
from clubchicago.club.services.roster import clean_name

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

# -- budgets ------------------------------------------------------------------------------------

# How many generated inputs each property posts; at least a thousand in all (the ask).
BUDGET = {
    "deal entry": 150,
    "valid deal entry": 50,
    "passed out": 30,
    "deal edit": 80,
    "valid deal edit": 30,
    "confirm": 40,
    "score pad": 80,
    "paper entry": 100,
    "valid paper entry": 40,
    "paper preview": 60,
    "blank sheet": 30,
    "player add": 80,
    "valid player add": 40,
    "player edit": 40,
    "csv bytes": 40,
    "csv text": 60,
    "evening add": 50,
    "evening edit": 60,
    "attendance": 40,
    "guest": 60,
    "tick": 40,
    "draw": 20,
    "seating": 60,
    "table plan": 40,
    "season": 50,
    "club settings": 50,
    "points scale": 60,
    "login": 30,
}


def budget(name: str) -> settings:
    return settings(
        max_examples=BUDGET[name],
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


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
JUNK = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=130)
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
NAME_ALPHABET = st.one_of(st.characters(categories=("L", "Zs")), st.sampled_from(list("'-. ")))
VALID_NAMES = st.text(NAME_ALPHABET, min_size=1, max_size=60).filter(
    lambda s: any(ch.isalpha() for ch in s) and len(clean_name(s)) <= 120
)
SETTING_VALUES = {
    "schedule": st.one_of(st.sampled_from(["dealer", "non_dealer", "french"]), TEXT),
    "honours": st.one_of(st.sampled_from(["on", "", "false", "0"]), TEXT),
    "half": st.one_of(st.sampled_from(["up", "down"]), TEXT),
    "unit": st.one_of(st.sampled_from(["hundreds", "fiches"]), TEXT),
    "fiche_value": st.one_of(st.sampled_from(["100", "200", "500", "150", "0"]), NUMBERISH),
    "confirm_entries": st.one_of(st.sampled_from(["on", ""]), TEXT),
}


# -- the club every example starts from, and the checks -------------------------------------------


@dataclass
class Club_:
    director: User
    client: Client
    season: Season
    evening: Evening  # playing: table 1 has deal 1 of chukker 1, table 2 is in chukker 2
    table: Table
    second: Table
    deal: DealRecord
    fresh: Evening  # drawn into tables of 4 and 5, nothing played, one player not seated
    player: Player


@contextmanager
def rolled_back() -> Iterator[None]:
    """Run one example and undo everything it wrote."""
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


SNAPSHOT_MODELS = (
    Club,
    Player,
    Season,
    Evening,
    Attendance,
    Table,
    TablePlayer,
    Chukker,
    DealRecord,
    DealChange,
)


@functools.cache
def snapshot_queries() -> tuple[tuple[str, str, tuple], ...]:
    """Every row of each model, ordered by key: the SQL compiled once for the whole run."""
    return tuple(
        (model.__name__, *model.objects.order_by("pk").values_list().query.sql_with_params())
        for model in SNAPSHOT_MODELS
    )


def snapshot() -> dict[str, list[tuple]]:
    """Every row of the club's records, column by column as the database holds them.

    The same rows as ``values_list()`` on each model, read with the SQL compiled once: the
    properties take two snapshots an example, and compiling ten queries each time cost about a
    fifth of their run time.
    """
    with connection.cursor() as cursor:
        rows = {}
        for name, sql, params in snapshot_queries():
            cursor.execute(sql, params)
            rows[name] = cursor.fetchall()
    return rows


def send(
    client: Client, method: str, url: str, data: object = None, **extra: object
) -> TestResponse:
    """The response, never a server error: a view's exception fails the test with the input."""
    try:
        response: TestResponse = getattr(client, method)(url, data or {}, **extra)
    except Exception as error:
        raise AssertionError(f"server error on {method.upper()} {url} with {data!r}") from error
    assert response.status_code < 500, (url, data)
    return response


def refused_without_change(before: dict, response: object) -> None:
    assert snapshot() == before, "a refused input changed the database"


def whole(value: object, low: int, high: int | None = None) -> int | None:
    """What a hidden integer field accepts, or None."""
    try:
        number: int | None = forms.IntegerField(min_value=low, max_value=high).clean(value)
    except forms.ValidationError:
        return None
    return number


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


def patterns(resolvers: list, prefix: str = "") -> list[str]:
    """Every route of the site, as written ("club/evenings/<id:pk>/"), the API's included."""
    routes = []
    for entry in resolvers:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            routes.extend(patterns(entry.url_patterns, route))
        elif isinstance(entry, URLPattern):
            routes.append(route)
    return routes
