"""The results API fuzzed from its own OpenAPI description by Schemathesis, in process.

Schemathesis reads the description the API generates (``api.get_openapi_schema``), makes up
requests for every operation (valid parameters, and parameters the description says are wrong:
too large, negative, not numbers, unknown orders) and checks each answer with every check it
has: no server error, only the statuses and content types the description declares, bodies
that match their schema, wrong parameters refused and right ones accepted. Requests go straight
to the site's WSGI application, in the test's own transaction, so they see the published club
built here; a path's id is now and then one of its real rows, and its club's ``slug`` one of
the two real clubs', so the answers with data are checked as well as the "not found" ones (an
unknown club, and one club's row under the other's address, among them).

A bounded number of examples per operation, derandomised: the same requests on every run, on
SQLite and PostgreSQL alike.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django_scopes import scope
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from clubchicago.club.api.v1 import api
from clubchicago.club.forms.fields import MAX_ID
from clubchicago.club.models import Club, TablePlayer
from tests import factories
from tests.factories import play_evening

# Generated requests, some four hundred: run with the other properties (``slow``).
pytestmark = [pytest.mark.django_db, pytest.mark.slow]

EXAMPLES_PER_OPERATION = 40

schema = schemathesis.openapi.from_dict(api.get_openapi_schema(path_prefix="/api/v1/"))
schema.app = WSGIHandler()

# The rows the club built for this test holds, by path parameter (filled by ``club``).
REAL: dict[str, list[Any]] = {}


@schema.hook
def flatmap_path_parameters(context: Any, path_parameters: dict[str, Any]) -> Any:
    """Each generated id that is a valid one, or one of the club's real rows in its place; an
    invalid id (a request meant to be refused) stays as it was made."""
    if not path_parameters:
        return st.just(path_parameters)
    choices = {
        name: st.sampled_from([value, *REAL.get(name, [])]) if valid(value) else st.just(value)
        for name, value in path_parameters.items()
    }
    return st.fixed_dictionaries(choices)


def valid(value: object) -> bool:
    """A valid id, or a valid club's address (``slug``)."""
    if isinstance(value, str):
        return SLUG.fullmatch(value) is not None and len(value) <= 40
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_ID


SLUG = re.compile(r"[-a-z0-9]+")


@pytest.fixture
def club(db: None) -> Iterator[None]:
    """A public season of two published evenings, and a hidden one; a second club with an
    evening of its own."""
    director = factories.make_director()
    season = factories.make_season(start_date=dt.date(2026, 9, 1))
    played = factories.make_evening(
        season=season, date=dt.date(2026, 10, 5), published=True, confirm_entries=False
    )
    play_evening(played, director, (4, 5), seed=3)
    other = factories.finished_evening((4,), seed=4, season=season, published=True)
    hidden = factories.finished_evening((4,), seed=5, published=False)
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        theirs = factories.finished_evening((4,), seed=6, published=True)
    REAL.update(
        slug=["clubchicago", "riverside"],
        season_id=[season.pk],
        evening_id=[played.pk, other.pk, hidden.pk, theirs.pk],
        player_id=list(
            TablePlayer.objects.filter(evening=played).values_list("player_id", flat=True)[:3]
        ),
    )
    # The handler is Django's own, called as a server calls it: it must not close the test's
    # connection (and with it the test's transaction) at the end of each request.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
        REAL.clear()


@schema.parametrize()
@settings(
    max_examples=EXAMPLES_PER_OPERATION,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_its_description_says(case: Any, club: None) -> None:
    case.call_and_validate()
