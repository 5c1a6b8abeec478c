"""Seating: the draw into tables, moves by hand, changes during the evening, and how long each
table plays.

Words (as in ``rotations``): the *draw* gives each table its players and each player a *number*
1..N, reproducibly from a *seed* stored on the evening. The *seating* is every table's player
ids in number order, table 1 first. A table has *started* once its first chukker exists. Its
players are a *lineup* (``models.Lineup``): before the start, a change simply gives the table
new players and numbers; once it has started, a change (a substitute, a late arrival joining, a
player leaving, a move, a merge or a split) gives it a new lineup from its next chukker, with
the remaining chukkers planned again (``selectors.replans``, ``rotations.lineups``), and is
kept in the history as a ``SeatingChange`` that can be undone until one of its new lineups has
played. A table plays its cycle of positions as far as the evening's *length* (in chukkers)
allows, then from the start again; the director may stop a table early or let it play on. Its
*first dealers* are planned so that the players share vulnerability fairly
(``rotations.share_vulnerability``), lineup by lineup: ``services.dealers`` plans them and the
lengths, ``services.seating_checks`` refuses a change that seats anyone at two tables at once.

Every write happens inside one ``transaction.atomic()``, locking the evening's row first and
then its tables in the order of their primary keys (``services.locking``: the order every
writer takes, so a seating change and the phones never wait on each other in a circle); a
deadlock that still happens is retried once; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypedDict, cast

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Evening,
    Lineup,
    SeatingChange,
    Table,
    TablePlayer,
    new_token,
)
from clubchicago.club.selectors.history import undo_problems
from clubchicago.club.selectors.plans import Seating, started_table_numbers
from clubchicago.club.selectors.replans import Proposal, Request, TableChange, propose
from clubchicago.club.selectors.replans import seating_after as _seating_after
from clubchicago.club.services import locking
from clubchicago.club.services.dealers import plan_evening as plan_evening
from clubchicago.club.services.dealers import set_table_length as set_table_length
from clubchicago.club.services.dealers import started_dealers, table_first_dealers
from clubchicago.club.services.seating_checks import check_one_table_at_a_time, player_names
from clubchicago.club.services.versions import results_changed
from rotations import RotationError


class SavedLineup(TypedDict):
    """A lineup a change took away, as undoing the change recreates it: with the same keys,
    which earlier changes' undo states name."""

    pk: int
    start: int
    size: int
    offset: int
    change: int | None
    places: list[tuple[int, int, int, bool]]  # place id, player id, number, current


class TableBefore(TypedDict):
    size: int
    length: int
    first_dealers: str
    begins_after: int


class DeletedTable(TypedDict):
    pk: int
    number: int
    token: str
    on_paper: bool


class UndoPart(TypedDict, total=False):
    """What undoing one table's part of a change restores (``SeatingChange.state``)."""

    table: int | None
    created: bool
    before: TableBefore
    removed: SavedLineup | None
    deactivated: list[int]
    added: int | None
    deleted: DeletedTable


@dataclass(frozen=True)
class Applied:
    """What a stored change did: the proposal it made, the history entry (once play started),
    and the tables whose card and score sheets now print differently."""

    proposal: Proposal
    change: SeatingChange | None

    @property
    def reprint(self) -> list[int]:
        return sorted(t.number for t in self.proposal.tables if t.after)


@locking.retried
def save_seating(
    evening: Evening,
    seating: Sequence[Sequence[int]],
    *,
    user: User | None = None,
    fingerprint: str | None = None,
    close: Iterable[int] = (),
) -> Applied:
    """Store ``seating`` (table 1 first, each table's player ids in number order; a table of
    nobody stops), as ``selectors.replans.propose`` shows it.

    ``fingerprint`` is the proposal the director saw: if a table moved on since (a deal was
    entered, another change made), nothing is changed and they are told. ``close`` names tables
    whose chukker in play the director closes now, so that the change needs no chukker to end
    first (a player who must leave in the middle of one). The database forbids a player seated
    at two tables (``player_seated_once_per_evening``); we check first so the director gets a
    message, not an error.
    """
    try:
        with transaction.atomic():
            locking.lock_tables(evening)
            proposal = propose(evening, seating)
            if fingerprint is not None and proposal.fingerprint != fingerprint:
                raise ClubUserError(
                    gettext(
                        "The tables moved on while you were looking at this change (a deal was "
                        "entered, or another change made). Nothing was changed: here is the "
                        "change as it would be now; confirm it again."
                    )
                )
            closing = set(close)
            if closing:
                _close_early(proposal, closing, user)
                proposal = propose(evening, seating)
            if not proposal.tables:
                return Applied(proposal, None)
            record = _record(proposal, user) if proposal.evening_started else None
            cleared = [_clear(evening, change) for change in proposal.tables]
            begins = _begins_after(proposal)
            state = [
                _fill(evening, change, record, part, begins)
                for change, part in zip(proposal.tables, cleared, strict=True)
            ]
            # A table that has started plans a player still playing elsewhere from the chukker
            # after its next; a table that begins now waits for them (its first chukker).
            replanned = {
                added
                for change, part in zip(proposal.tables, state, strict=True)
                if change.started and not change.new and (added := part.get("added"))
            }
            check_one_table_at_a_time(evening, replanned)
            if record is not None:
                record.state = {"tables": state}
                record.save(update_fields=["state"])
            # What the pages and prints show (players, plans, cards) changed with the seating.
            results_changed(evening)
    except IntegrityError as exc:
        raise ClubUserError(
            gettext(
                "A player cannot sit at two tables of the same evening, and two players cannot "
                "share a number at a table. Nothing was changed."
            )
        ) from exc
    return Applied(proposal, record)


@locking.retried
def change_seating(
    evening: Evening,
    request: Request,
    *,
    user: User | None = None,
    fingerprint: str | None = None,
    close: Iterable[int] = (),
) -> Applied:
    """Make the change the director asked for (``Request``): as ``save_seating`` does, from the
    seating the request leads to."""
    with transaction.atomic():
        locking.lock_tables(evening)
        seating = _seating_after(evening, request)
        return save_seating(evening, seating, user=user, fingerprint=fingerprint, close=close)


def _close_early(proposal: Proposal, tables: set[int], user: User | None) -> None:
    """Close, score standing, the chukker in play at each of ``tables`` the change touches."""
    from clubchicago.club.services import play  # play imports nothing of seating

    actor = play.Actor.for_director(user) if user is not None else play.Actor(label="")
    for change in proposal.tables:
        if change.number in tables and change.open_chukker is not None:
            play.close_chukker(change.open_chukker, actor=actor)


def _begins_after(proposal: Proposal) -> int:
    """The evening's chukkers already played when a table the change makes begins: as many as
    its length leaves of the evening's."""
    return max(
        (
            proposal.evening.length - change.length
            for change in proposal.tables
            if change.new and change.started
        ),
        default=0,
    )


def _record(proposal: Proposal, user: User | None) -> SeatingChange:
    return SeatingChange.objects.create(
        evening=proposal.evening,
        actor=user.get_username()[:120] if user is not None else "",
        user=user,
        before=[
            {"table": change.number, "players": list(change.before)} for change in proposal.tables
        ],
        after=proposal.record(),
    )


def _clear(evening: Evening, change: TableChange) -> UndoPart:
    """First half of storing one table's part of a change: its seated players unseated (and a
    lineup planned from the same chukker taken away), so that the second half can seat anyone
    anywhere. Returns what undoing it restores."""
    table = change.table
    if table is None:
        return {"table": None, "created": True}
    before = TableBefore(
        size=table.size,
        length=table.length,
        first_dealers=table.first_dealers,
        begins_after=table.begins_after,
    )
    removed = _remove_lineup_from(table, change.start)
    deactivated = list(TablePlayer.seated.filter(table=table).values_list("pk", flat=True))
    TablePlayer.objects.filter(pk__in=deactivated).update(current=False)
    state: UndoPart = {
        "table": table.pk,
        "created": False,
        "before": before,
        "removed": removed,
        "deactivated": deactivated,
        "added": None,
    }
    if not change.after and not change.started:
        # A table that had not started and is left with nobody goes (kept to be undone).
        state["deleted"] = DeletedTable(
            pk=table.pk, number=table.number, token=table.token, on_paper=table.on_paper
        )
        state["table"] = None
        table.delete()
    return state


def _fill(
    evening: Evening,
    change: TableChange,
    record: SeatingChange | None,
    state: UndoPart,
    begins_after: int,
) -> UndoPart:
    """Second half: the table's new lineup seated, its length and first dealers planned."""
    if "deleted" in state:
        return state
    table = change.table
    if table is None:
        table = Table.objects.create(
            evening=evening,
            number=change.number,
            size=len(change.after),
            length=change.length,
            begins_after=begins_after,
        )
        state["table"] = table.pk
    if change.after:
        plan = change.replan
        lineup = Lineup.objects.create(
            table=table,
            start=change.start,
            size=len(change.after),
            offset=plan.stint.offset if plan is not None else 0,
            change=record,
        )
        state["added"] = lineup.pk
        TablePlayer.objects.bulk_create(
            TablePlayer(
                lineup=lineup, table=table, evening=evening, player_id=player, number=number
            )
            for number, player in enumerate(change.after, start=1)
        )
        table.size = len(change.after)
        length = change.length if change.started else evening.length - table.begins_after
    else:
        length = change.start - 1  # the table stops after the chukker it has
    started = started_dealers(table)[: change.start - 1]
    table.length = max(length, len(started), 1)
    table.first_dealers = table_first_dealers(table, table.length, evening.schedule, started)
    table.save()
    return state


def _remove_lineup_from(table: Table, start: int) -> SavedLineup | None:
    """Delete the table's lineup that starts at ``start`` if it has one (one planned by an
    earlier change, or the players before the start), returning what recreates it."""
    lineup = Lineup.objects.filter(table=table, start=start).first()
    if lineup is None:
        return None
    saved = SavedLineup(
        pk=lineup.pk,
        start=lineup.start,
        size=lineup.size,
        offset=lineup.offset,
        change=lineup.change_id,
        places=list(lineup.places.values_list("pk", "player_id", "number", "current")),
    )
    lineup.delete()
    return saved


@locking.retried
def draw(evening: Evening, seed: int | None = None) -> Seating:
    """Draw the players present into tables and numbers, and store the seed on the evening.

    A redraw (no ``seed``) always gets a seed different from the last one; passing the stored
    seed with the same players present gives the same draw back. Refused once any table started.
    """
    with transaction.atomic():
        evening = locking.lock_evening(evening)
        started = sorted(started_table_numbers(evening))
        if started:
            raise ClubUserError(
                gettext("Table %(table)s has started: the tables can no longer be drawn again.")
                % {"table": started[0]}
            )
        if seed is None:
            seed = rotations.new_seed()
            while seed == evening.draw_seed:
                seed = rotations.new_seed()
        players = list(
            Attendance.objects.filter(evening=evening).values_list("player_id", flat=True)
        )
        try:
            seating = rotations.draw_tables(players, seed)
        except RotationError as err:
            raise ClubUserError(_named(err)) from err
        save_seating(evening, seating)
        evening.draw_seed = seed
        evening.save(update_fields=["draw_seed"])
    return seating


def _named(err: RotationError) -> str:
    """Translate a rotation error whose ``player`` parameter is a database id into a name."""
    player = err.params.get("player")
    if isinstance(player, int):  # the rotations here are drawn with player ids
        params = {**err.params, "player": player_names([player]).get(player, player)}
        err = RotationError(err.template, params)
    return user_message(err)


def move_player(evening: Evening, player_id: int, table_number: int) -> Applied:
    """Move a player (seated, or present but not seated yet: a late arrival) to another table.

    Before its start a table numbers the moved player last and the players after them move up
    one number; a table that has started plans its remaining chukkers again.
    """
    return change_seating(evening, Request("move", player=player_id, table=table_number))


def swap_players(evening: Evening, first_id: int, second_id: int) -> Applied:
    """Exchange two players' tables and numbers.

    One of the two may be present but not seated: they take the other's place (a substitute),
    and the other is left present but not seated.
    """
    return change_seating(evening, Request("swap", first=first_id, second=second_id))


@locking.retried
def undo_change(change: SeatingChange, *, user: User | None = None) -> None:
    """Undo a change of seating made during play: every table it touched gets back the players,
    plan, length and first dealers it had. Refused once one of its new lineups has a chukker, or
    while a later change touches the same tables or players (undo that one first)."""
    with transaction.atomic():
        locking.lock_tables(change.evening)
        change = SeatingChange.objects.select_for_update().get(pk=change.pk)
        problem = undo_problems(change.evening, [change])[change.pk]
        if problem:
            raise ClubUserError(problem)
        parts = _parts(change)
        try:
            for part in parts:
                _take_back(part)
            for part in parts:
                _restore(change.evening, part)
        except IntegrityError as exc:
            raise ClubUserError(
                gettext("This change can no longer be undone: the tables changed since.")
            ) from exc
        # The lineups it puts back may wait for a chukker in play elsewhere (as when they were
        # made): the phones' check holds them until it is over; none may wait for ever.
        check_one_table_at_a_time(change.evening, set())
        change.undone_at = timezone.now()
        change.save(update_fields=["undone_at"])
        results_changed(change.evening)


def _parts(change: SeatingChange) -> list[UndoPart]:
    return cast(list[UndoPart], list(change.state.get("tables", [])))


def _take_back(part: UndoPart) -> None:
    """First half of undoing one table's part: what the change added is taken away."""
    if part.get("created"):
        Table.objects.filter(pk=part.get("table") or 0).delete()
        return
    added = part.get("added")
    if added:
        Lineup.objects.filter(pk=added).delete()


def _restore(evening: Evening, part: UndoPart) -> None:
    """Second half: the table as it was, with the lineup the change replaced."""
    if part.get("created"):
        return
    before = part["before"]
    deleted = part.get("deleted")
    if deleted is not None:
        table = Table.objects.create(
            pk=deleted["pk"],
            evening=evening,
            number=deleted["number"],
            token=deleted["token"] or new_token(),
            on_paper=deleted["on_paper"],
            size=before["size"],
            length=before["length"],
            first_dealers=before["first_dealers"],
            begins_after=before["begins_after"],
        )
    else:
        table = Table.objects.get(pk=part.get("table") or 0)
    removed = part.get("removed")
    if removed is not None:
        lineup = Lineup.objects.create(
            pk=removed["pk"],
            table=table,
            start=removed["start"],
            size=removed["size"],
            offset=removed["offset"],
            change_id=removed["change"],
        )
        TablePlayer.objects.bulk_create(
            TablePlayer(
                pk=pk,
                lineup=lineup,
                table=table,
                evening=evening,
                player_id=player,
                number=number,
                current=current,
            )
            for pk, player, number, current in removed["places"]
        )
    TablePlayer.objects.filter(pk__in=part.get("deactivated", [])).update(current=True)
    table.size = before["size"]
    table.length = before["length"]
    table.first_dealers = before["first_dealers"]
    table.begins_after = before["begins_after"]
    table.save()
