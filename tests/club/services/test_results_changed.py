"""One "results changed" (``services.versions.results_changed``, issue 31): every service that
changes what an evening shows, and every admin action, leaves each evening it touched with a new
results version and club points equal to a fresh award. A public service function added later
is listed below, run or exempted with its reason, or ``test_every_service_function_is_listed``
fails: the call cannot be forgotten unnoticed.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import transaction
from django.test import Client
from django.urls import reverse

import clubchicago.club.services as services_package
from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    ClubPoints,
    DealRecord,
    Evening,
    Lineup,
    Table,
)
from clubchicago.club.services import dealers, evenings, paper, play, roster, seating, versions
from clubchicago.club.services.credits import repair_credits
from tests import factories
from tests.factories import FOUR_DEALS, enter, fresh_points, points

pytestmark = pytest.mark.django_db

Points = factories.Points


def version(evening: Evening) -> object:
    return Evening.objects.values_list("results_version", flat=True).get(pk=evening.pk)


def actor(director: User) -> play.Actor:
    return play.Actor.for_director(director)


@pytest.fixture
def final(director: User) -> tuple[Evening, Table]:
    """A published evening of one chukker at one table of four, played and closed: final, so
    its players hold club points."""
    evening = factories.make_evening(season=factories.make_season(), length=1, published=True)
    (table,) = factories.seat_tables(evening, [4])
    for deal in FOUR_DEALS:
        enter(table, deal, actor(director), confirmed_by="x")
    assert points(evening.pk), "the fixture's evening is final and published"
    return evening, table


def first_deal(table: Table) -> DealRecord:
    return DealRecord.objects.filter(chukker__table=table, number=1, deleted_at=None).get()


def deleted_first(table: Table, director: User) -> DealRecord:
    deal = first_deal(table)
    play.delete_deal(table, deal.pk, version=deal.version, actor=actor(director))
    return deal


def reopened(table: Table, director: User) -> Chukker:
    chukker = Chukker.objects.get(table=table)
    play.reopen_chukker(chukker, actor=actor(director))
    deal = first_deal(table)
    play.delete_deal(table, deal.pk, version=deal.version, actor=actor(director))
    return chukker


def renamed(evening: Evening, table: Table) -> None:
    player = table.table_players.get(number=1).player
    form = PlayerForm({"name": "Renamed Player", "active": "on", "guest": "on"}, instance=player)
    assert form.is_valid(), form.errors
    roster.save_player(player, form.player_values())


# Each writer on the final evening: (setup not timed, the change). The setup may make the
# evening other than final; the change is what is checked.
Setup = Callable[[Evening, Table, User], Any]
Change = Callable[[Evening, Table, User, Any], object]
ON_A_FINAL_EVENING: dict[str, tuple[Setup, Change]] = {
    "play.edit_deal": (
        lambda e, t, d: first_deal(t),
        lambda e, t, d, deal: play.edit_deal(
            t, deal.pk, FOUR_DEALS[2], version=deal.version, actor=actor(d), confirmed_by="x"
        ),
    ),
    "play.delete_deal": (
        lambda e, t, d: first_deal(t),
        lambda e, t, d, deal: play.delete_deal(t, deal.pk, version=deal.version, actor=actor(d)),
    ),
    "play.restore_deal": (
        lambda e, t, d: deleted_first(t, d),
        lambda e, t, d, deal: play.restore_deal(deal.pk, actor=actor(d)),
    ),
    "play.confirm_deal": (
        lambda e, t, d: first_deal(t),
        lambda e, t, d, deal: play.confirm_deal(
            t, deal.pk, version=deal.version, confirmed_by="y", actor=actor(d)
        ),
    ),
    "play.reopen_chukker": (
        lambda e, t, d: Chukker.objects.get(table=t),
        lambda e, t, d, chukker: play.reopen_chukker(chukker, actor=actor(d)),
    ),
    "play.close_chukker": (
        lambda e, t, d: reopened(t, d),
        lambda e, t, d, chukker: play.close_chukker(chukker, actor=actor(d)),
    ),
    "play.new_link": (lambda e, t, d: None, lambda e, t, d, _: play.new_link(t)),
    "paper.set_on_paper": (lambda e, t, d: None, lambda e, t, d, _: paper.set_on_paper(t, True)),
    "dealers.set_table_length": (
        lambda e, t, d: None,
        lambda e, t, d, _: dealers.set_table_length(t, 2),
    ),
    "dealers.plan_evening": (lambda e, t, d: None, lambda e, t, d, _: dealers.plan_evening(e)),
    "evenings.update_evening": (
        lambda e, t, d: None,
        lambda e, t, d, _: evenings.update_evening(e, {"ranking_minimum": 10, "half": "down"}),
    ),
    "evenings.set_published": (
        lambda e, t, d: None,
        lambda e, t, d, _: evenings.set_published(e, False),
    ),
    "evenings.save_season": (
        lambda e, t, d: None,
        lambda e, t, d, _: evenings.save_season(e.season, {"handicap_cap": _other_cap(e)}),
    ),
    "roster.save_player": (lambda e, t, d: None, lambda e, t, d, _: renamed(e, t)),
    "credits.repair_credits": (
        lambda e, t, d: ChukkerCredit.objects.filter(evening=e).update(rounded_points=99),
        lambda e, t, d, _: repair_credits(),
    ),
    "versions.results_changed": (
        lambda e, t, d: ClubPoints.objects.filter(evening=e).delete(),
        lambda e, t, d, _: _in_transaction(lambda: versions.results_changed([e.pk])),
    ),
    "versions.player_results_changed": (
        lambda e, t, d: ClubPoints.objects.filter(evening=e).delete(),
        lambda e, t, d, _: _in_transaction(
            lambda: versions.player_results_changed(t.table_players.get(number=1).player_id)
        ),
    ),
}


def _other_cap(evening: Evening) -> object:
    """A handicap cap the evening's season does not have: its handicap ranking follows."""
    assert evening.season is not None
    cap = evening.season.handicap_cap
    return Decimal("5.0") if cap != Decimal("5.0") else Decimal("4.0")


def _in_transaction(call: Callable[[], object]) -> object:
    with transaction.atomic():
        return call()


@pytest.mark.parametrize("name", ON_A_FINAL_EVENING)
def test_each_writer_moves_the_version_and_awards_the_points_afresh(
    name: str, final: tuple[Evening, Table], director: User
) -> None:
    evening, table = final
    setup, change = ON_A_FINAL_EVENING[name]
    made = setup(evening, table, director)
    before = version(evening)

    change(evening, table, director, made)

    assert version(evening) != before
    assert points(evening.pk) == fresh_points(evening.pk)


def test_a_deal_that_finishes_the_evening_awards_its_points(director: User) -> None:
    evening = factories.make_evening(length=1, published=True)
    (table,) = factories.seat_tables(evening, [4])
    for deal in FOUR_DEALS[:3]:
        enter(table, deal, actor(director), confirmed_by="x")
    assert points(evening.pk) == []
    before = version(evening)

    enter(table, FOUR_DEALS[3], actor(director), confirmed_by="x")  # the chukker closes

    assert version(evening) != before
    assert points(evening.pk) == fresh_points(evening.pk) != []


def test_seating_writers_move_the_version(director: User) -> None:
    evening = factories.make_evening(published=True)
    players = factories.make_players(9)
    factories.mark_present(evening, players)
    steps: list[tuple[str, Callable[[], object]]] = [
        (
            "seating.save_seating",
            lambda: seating.save_seating(
                evening, [[p.pk for p in players[:4]], [p.pk for p in players[4:]]]
            ),
        ),
        (
            "seating.swap_players",
            lambda: seating.swap_players(evening, players[0].pk, players[5].pk),
        ),
        ("seating.move_player", lambda: seating.move_player(evening, players[8].pk, 1)),
        ("seating.draw", lambda: seating.draw(evening)),
    ]
    for name, step in steps:
        before = version(evening)
        step()
        assert version(evening) != before, name
        assert points(evening.pk) == fresh_points(evening.pk), name


def test_the_admins_delete_action_moves_the_versions_and_the_points(
    admin_client: Client, final: tuple[Evening, Table]
) -> None:
    evening, _table = final
    empty = factories.new_table(evening, 2, 4)
    Lineup.objects.filter(table=empty).delete()
    ClubPoints.objects.filter(evening=evening).delete()  # as the extra table left them
    before = version(evening)

    response = admin_client.post(
        reverse("admin:club_table_changelist"),
        {"action": "delete_selected", "_selected_action": [empty.pk], "post": "yes"},
    )

    assert response.status_code == 302
    assert version(evening) != before
    assert points(evening.pk) == fresh_points(evening.pk) != []


def test_results_changed_refuses_to_run_outside_a_transaction(
    final: tuple[Evening, Table],
) -> None:
    evening, _table = final
    with pytest.raises(RuntimeError), _outside_any_transaction():
        versions.results_changed(evening)


class _outside_any_transaction:
    """Pretend the test's own transaction is not there (pytest-django wraps each test in one)."""

    def __enter__(self) -> None:
        connection = transaction.get_connection()
        self.saved = connection.in_atomic_block
        connection.in_atomic_block = False

    def __exit__(self, *exc: object) -> None:
        transaction.get_connection().in_atomic_block = self.saved


# -- no writer forgotten ------------------------------------------------------------------------

RUN_ABOVE = {
    *ON_A_FINAL_EVENING,
    "play.record_deal",
    "seating.save_seating",
    "seating.swap_players",
    "seating.move_player",
    "seating.draw",
}
# Run by tests/club/services/test_versions.py and tests/club/test_caching.py with the same
# check of versions (paper: its own table and rows), or changing no evening's results.
EXEMPT: dict[str, str] = {
    "paper.type_in_chukker": "calls play.record_deal/edit_deal/close_chukker (test_paper.py)",
    "seating.change_seating": "calls seating.save_seating (test_seating_changes.py)",
    "seating.undo_change": "results_changed at its end, as save_seating (test_seating_changes.py)",
    "evenings.create_evening": "a new evening: nothing cached of it; its season moves",
    "club_points.save_points_scale": "docs/rules.md#club-points: points stay until next change",
    "club_points.award_club_points": "called by results_changed",
    "versions.advance_seasons": "a season's own version (an evening left it)",
    "attendance.save_attendance": "who is here: on no results page or print",
    "attendance.set_attendance": "who is here: on no results page or print",
    "attendance.mark_present": "who is here: on no results page or print",
    "attendance.add_guest": "a new player, at no table yet",
    "attendance.bring_back": "a retired player back in the check-in list",
    "roster.set_active": "retired or not: on no results page or print",
    "roster.import_roster": "new players, at no table yet",
    "club_setup.set_up_club": "the first run, before any evening",
    "club_setup.save_club_settings": "each evening keeps its own copy; prints keyed on the name",
    "credits.store_credits": "inside play's writers, which call results_changed",
    "credits.forget_credits": "inside play's writers, which call results_changed",
    "credits.store_evening_credits": "inside update_evening and repair_credits",
    "credits.store_season_totals": "inside the writers that move an evening",
    "play.refresh": "inside play's writers, which call results_changed",
    "clubs.create_club": "a new club: no evening of it yet",
    "clubs.member_account": "an account: on no results page or print",
    "members.add_member": "who runs the club: on no results page or print",
    "members.remove_member": "who runs the club: on no results page or print",
}
# Read only, or helpers that write nothing of an evening.
READERS = {
    "attendance": set(),
    "backups": {"available", "back_up", "back_up_once_committed", "stored", "stored_named"},
    "club_setup": {"is_set_up"},
    "clubs": {"check_slug"},
    "dealers": {"table_first_dealers", "started_dealers"},
    "credits": {"credit_rows", "season_sums", "check_credits"},
    "evenings": {"fixed_once_playing"},
    "locking": {
        "lock_evening",
        "lock_evenings",
        "lock_tables",
        "share_evening",
        "lock_table",
        "lock_rows",
        "busy_message",
        "retried",
    },
    "paper": {"paper_sheet"},
    "seating_checks": {"check_one_table_at_a_time", "player_names"},
    "play": {"new_entry_key"},
    "roster": {
        "max_length",
        "check_visible",
        "clean_name",
        "name_key",
        "name_taken",
        "look_alikes",
        "did_you_mean",
        "check_look_alikes",
        "member_number_taken",
        "licence_number_taken",
        "decode_roster",
        "parse_roster_csv",
    },
}


def test_every_service_function_is_listed() -> None:
    """Each public function of ``services`` is run above, exempted with its reason, or reads."""
    found = set()
    for module_info in pkgutil.iter_modules(services_package.__path__):
        if module_info.ispkg or module_info.name == "play_checks":  # checks only: no writes
            continue
        module = importlib.import_module(f"{services_package.__name__}.{module_info.name}")
        for name, function in vars(module).items():
            public = not name.startswith("_") and inspect.isfunction(function)
            own = public and function.__module__ == module.__name__
            if own and name not in READERS.get(module_info.name, set()):
                found.add(f"{module_info.name}.{name}")
    assert found == RUN_ABOVE | set(EXEMPT)
