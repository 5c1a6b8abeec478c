"""Table-side play: chukkers opened in rotation order, deals entered, corrected and confirmed.

Words: *play* is everything that happens at the table: a chukker is *opened* in the order of the
table's plan, each deal is *recorded* (a ``DealRecord``), *confirmed* by a player of the other
side, *corrected* or *deleted* (kept in the history, *restorable* by the director), and the
chukker is *closed* once its four deals are in (or early, by the director). The *actor* is who
makes a change: a table's link or a logged-in director. A table scored *on paper* takes no
change from its link: the director types its sheets in (``services.paper``) through these same
functions.

This is the thin service layer between the models and the domain (docs/architecture.md#services):
each function
loads what it needs, calls ``scoring``/``rotations``, saves under one ``transaction.atomic()``
and raises ``ClubUserError`` with a translated message for anything a person can fix. What only
reads (a chukker's sheet, the table page's state) is in ``selectors``.

Every write locks its table's row first, in the order ``services.locking`` sets (the evening's
row shared, then the table; SQLite's IMMEDIATE transactions serialise writers the same way), so
two phones on one table link are taken one after the other, and the second sees what the first
stored; a deadlock that still happens is tried again once (``locking.retried``). The database
constraint on (chukker, deal number) stays as the last line of defence.

Every write at a table runs the one skeleton ``_table_write`` (lock, check, change, refresh,
close, results changed); what play refuses, and in which words, is in ``services.play_checks``.

A chukker's totals are always ``Evening.score`` over its live deals (``refresh``); nothing here
scores.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Action,
    Chukker,
    DealChange,
    DealRecord,
    EntryKey,
    Table,
    TablePlayer,
    new_token,
)
from clubchicago.club.selectors.sheets import entered_with, preview, sheet_for
from clubchicago.club.selectors.table_state import current_chukker, next_position
from clubchicago.club.services import locking
from clubchicago.club.services.credits import forget_credits, store_credits

# Actor and the refusals a phone is told live with the checks; named here too, as the views and
# the other services have always imported them from here.
from clubchicago.club.services.play_checks import Actor as Actor
from clubchicago.club.services.play_checks import already_entered as already_entered
from clubchicago.club.services.play_checks import (
    check_confirmable,
    check_free,
    check_lineup,
    check_pass_out,
    check_reopenable,
    check_scored_here,
    check_writable,
)
from clubchicago.club.services.play_checks import load_deal as load_deal
from clubchicago.club.services.play_checks import stale_entry as stale_entry
from clubchicago.club.services.versions import results_changed
from scoring import MAX_DEALS, ChukkerSheet, Deal, ScoringError, Side


def new_entry_key() -> str:
    """A fresh key for one entry form: the phone sends it with the deal (see ``record_deal``)."""
    return secrets.token_urlsafe(24)


@dataclass
class _Write:
    """What a write at one table tells ``_table_write`` to do once its change is made."""

    table: Table
    actor: Actor | None
    chukker: Chukker | None = None  # the chukker it changed: its totals refreshed, or closed
    refresh: bool = False
    close: bool = False
    changed: bool = True  # False: nothing was written (an entry sent again)


@contextmanager
def _table_write(
    table: Table,
    actor: Actor | None = None,
    *,
    paper: bool = True,
    plan: bool = False,
    whole_evening: bool = False,
) -> Iterator[_Write]:
    """The skeleton every write at one table shares, in one transaction: lock the table
    (``services.locking``), refuse a table scored on paper unless the ``actor`` is the director
    (``paper``), make the change (the ``with`` body, on the locked table), then refresh the
    chukker it changed and close it if complete (as the body asks), and give the evening its
    new versions and club points (``services.versions.results_changed``; ``plan``: the change
    shows on the table cards too). A ``ClubUserError`` in the body leaves everything as it was.

    ``whole_evening``: the evening's row is held exclusively first (``locking.lock_evening``,
    step 1), for a write that must see no chukker begin at another table meanwhile.
    """
    with transaction.atomic():
        if whole_evening:
            locking.lock_evening(table.evening_id)
        write = _Write(locking.lock_table(table), actor)
        if paper and actor is not None:
            check_scored_here(write.table, actor)
        yield write
        if write.chukker is not None and write.refresh:
            refresh(write.chukker)
        if write.chukker is not None and write.close and write.actor is not None:
            _close_if_complete(write.chukker, write.actor)
        if write.changed:
            results_changed(write.table.evening_id, plan=plan)


def _snapshot(deal: DealRecord) -> dict[str, object]:
    if deal.passed_out:
        return {"number": deal.number, "passed_out": True}
    return {
        "number": deal.number,
        "contract": deal.contract().contract_code,
        "declarer": deal.declarer,
        "tricks": deal.tricks,
        "honours": deal.honours,
        "honours_side": deal.honours_side,
    }


def _log(
    chukker: Chukker,
    action: str,
    actor: Actor,
    deal: DealRecord | None = None,
    before: dict[str, object] | None = None,
    after: dict[str, object] | None = None,
) -> None:
    DealChange.objects.create(
        evening_id=chukker.table.evening_id,
        chukker=chukker,
        deal=deal,
        action=action,
        actor=actor.label,
        user=actor.user,
        before=before,
        after=after,
    )


def refresh(chukker: Chukker) -> ChukkerSheet:
    """Rewrite the chukker's cached totals from the engine, and its credits if it is closed (a
    director's correction): an open chukker has none (``_close``)."""
    deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    sheet = sheet_for(chukker, deals)
    chukker.ns_total = sheet.totals[Side.NS]
    chukker.ew_total = sheet.totals[Side.EW]
    chukker.deals_played = len(sheet.lines)
    chukker.save(update_fields=["ns_total", "ew_total", "deals_played", "updated_at"])
    if chukker.closed:
        store_credits(chukker)
    return sheet


def _close(chukker: Chukker, actor: Actor) -> None:
    """Close ``chukker`` (its totals refreshed) and credit its players."""
    chukker.closed_at = timezone.now()
    chukker.save(update_fields=["closed_at", "updated_at"])
    store_credits(chukker)
    _log(chukker, Action.CLOSED, actor, after={"NS": chukker.ns_total, "EW": chukker.ew_total})


def _awaiting_confirmation(chukker: Chukker) -> bool:
    if not chukker.table.evening.confirm_entries:
        return False
    return chukker.deals.filter(
        deleted_at__isnull=True, passed_out=False, confirmed_at__isnull=True
    ).exists()


def _close_if_complete(chukker: Chukker, actor: Actor) -> None:
    if chukker.closed or chukker.deals_played < MAX_DEALS or _awaiting_confirmation(chukker):
        return
    _close(chukker, actor)


def _open_next(table: Table) -> Chukker:
    last = current_chukker(table)
    if last is not None and not last.closed:
        return last
    played = next_position(table, last)
    if played is None:
        raise ClubUserError(_("This table has played all its positions tonight."))
    # The numbers of the lineup that plays this chukker (the table's players may have changed).
    numbers = dict(
        TablePlayer.objects.filter(table=table, lineup__start=played.start).values_list(
            "number", "player_id"
        )
    )
    seats = {seat: numbers[n] for seat, n in played.seats.items()}
    check_free(table, played.index, played.start, set(seats.values()))
    return Chukker.objects.create(
        table=table,
        number=played.index,
        position=played.position.number,
        first_dealer=played.first_dealer.value,
        **Chukker.seat_columns(seats),
    )


@locking.retried
def record_deal(
    table: Table,
    contract: Deal | None,
    *,
    number: int,
    chukker_number: int,
    actor: Actor,
    confirmed_by: str = "",
    passed_out_seen: int | None = None,
    entry_key: str | None = None,
    lineup: int | None = None,
) -> DealRecord:
    """Store the next deal of the table's open chukker (``contract`` None: passed out).

    ``number`` and ``chukker_number`` are what the player's form showed; if another phone got
    there first they no longer match and the entry is refused rather than stored twice. For a
    pass-out, ``passed_out_seen`` is how many pass-outs of this deal the phone had seen.

    ``entry_key`` is the key the phone's form carried: the same entry sent again (a double tap,
    or a phone sending what it kept while offline) returns the deal stored the first time and
    changes nothing, so an entry is stored exactly once.

    ``lineup`` is the lineup whose seats the phone showed (``TableState.entry_lineup``): if the
    director changed the table's players since, the entry is refused rather than credited to
    players who are no longer in those seats.
    """
    try:
        with _table_write(table, actor, paper=False) as write:
            table = write.table
            sent_before = entered_with(table, entry_key)
            if sent_before is not None:
                write.changed = False
                return sent_before
            check_scored_here(table, actor)
            last = current_chukker(table)
            if last is not None and last.number == chukker_number and last.closed:
                last.table = table
                if number == last.deals_played:  # another phone's deal closed the chukker
                    raise ClubUserError(already_entered(number))
                if number < last.deals_played:
                    raise ClubUserError(stale_entry(number, chukker_number))
                check_writable(last, actor)  # the director closed it since the page loaded
            chukker = _open_next(table)
            if chukker.number != chukker_number:
                raise ClubUserError(
                    _(
                        "The table has moved on to another position; check the sheet and enter "
                        "the deal again if it is missing."
                    )
                )
            chukker.table = table
            check_lineup(table, chukker, lineup)
            check_writable(chukker, actor)
            played = chukker.deals.filter(deleted_at__isnull=True, passed_out=False).count()
            if played >= MAX_DEALS:
                raise ClubUserError(
                    _(
                        "This chukker already has its four deals: a fifth deal is void "
                        "(Chicago laws) and cannot be entered."
                    )
                )
            if number == played:  # another phone entered this deal first
                raise ClubUserError(already_entered(number))
            if number != played + 1:  # a page from before other deals were entered or deleted
                raise ClubUserError(
                    stale_entry(number, chukker_number, (played + 1, chukker.number))
                )
            if contract is None:
                check_pass_out(chukker, number, passed_out_seen)
            if contract is not None:
                preview(chukker, contract)
            deal = DealRecord.objects.create(
                chukker=chukker,
                number=number,
                passed_out=contract is None,
                entered_by=actor.label,
                confirmed_at=timezone.now() if confirmed_by or contract is None else None,
                confirmed_by=confirmed_by,
                **(_contract_fields(contract) if contract else {}),
            )
            if entry_key:
                EntryKey.objects.create(table=table, key=entry_key, deal=deal)
            action = Action.PASSED_OUT if contract is None else Action.CREATED
            _log(chukker, action, actor, deal, after=_snapshot(deal))
            write.chukker, write.refresh, write.close = chukker, True, True
            return deal
    except IntegrityError as error:
        raise ClubUserError(already_entered(number)) from error


def _contract_fields(contract: Deal) -> dict[str, object]:
    return {
        "declarer": str(contract.declarer),
        "level": contract.level,
        "strain": str(contract.strain),
        "doubled": contract.doubled,
        "tricks": contract.tricks,
        "honours": contract.honours,
        "honours_side": str(contract.honours_side or ""),
    }


@locking.retried
def edit_deal(
    table: Table,
    deal_id: int,
    contract: Deal,
    *,
    version: int,
    actor: Actor,
    confirmed_by: str = "",
) -> DealRecord:
    """Correct a deal; the sheet recomputes from it on. A closed chukker: director only."""
    with _table_write(table, actor) as write:
        deal = load_deal(deal_id, write.table, version)
        chukker = deal.chukker
        check_writable(chukker, actor)
        if deal.passed_out:
            raise ClubUserError(_("A passed-out deal has no contract to correct; delete it."))
        preview(chukker, contract, replacing=deal)
        before = _snapshot(deal)
        for name, value in _contract_fields(contract).items():
            setattr(deal, name, value)
        deal.version += 1
        deal.confirmed_at = timezone.now() if confirmed_by else None
        deal.confirmed_by = confirmed_by
        deal.save()
        _log(chukker, Action.EDITED, actor, deal, before=before, after=_snapshot(deal))
        write.chukker, write.refresh, write.close = chukker, True, True
        return deal


@locking.retried
def delete_deal(table: Table, deal_id: int, *, version: int, actor: Actor) -> None:
    """Delete a deal (kept in the history); later deals move up one place, as played."""
    with _table_write(table, actor) as write:
        deal = load_deal(deal_id, write.table, version)
        chukker = deal.chukker
        check_writable(chukker, actor)
        deal.deleted_at = timezone.now()
        deal.version += 1
        deal.save(update_fields=["deleted_at", "version", "updated_at"])
        if not deal.passed_out:
            _renumber_after(chukker, deal.number)
        _log(chukker, Action.DELETED, actor, deal, before=_snapshot(deal))
        write.chukker, write.refresh = chukker, True


def _renumber_after(chukker: Chukker, number: int) -> None:
    later = chukker.deals.filter(deleted_at__isnull=True, number__gt=number).order_by("number")
    # Ascending, one row at a time, so the (chukker, number) constraint never sees two rows.
    for deal in later:
        deal.number -= 1
        deal.version += 1
        deal.save(update_fields=["number", "version", "updated_at"])


@locking.retried
def confirm_deal(
    table: Table, deal_id: int, *, version: int, confirmed_by: str, actor: Actor
) -> DealRecord:
    """A player of the other side confirms the entry, as table devices do in duplicate."""
    with _table_write(table, actor) as write:
        deal = load_deal(deal_id, write.table, version)
        if not confirmed_by:
            raise ClubUserError(_("Choose the player of the other side who confirms."))
        if not actor.is_director:
            check_confirmable(deal)
        deal.confirmed_at = timezone.now()
        deal.confirmed_by = confirmed_by
        deal.version += 1
        deal.save(update_fields=["confirmed_at", "confirmed_by", "version", "updated_at"])
        _log(deal.chukker, Action.CONFIRMED, actor, deal, after={"by": confirmed_by})
        write.chukker, write.close = deal.chukker, True
        return deal


@locking.retried
def close_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """The director closes a chukker early: fewer than four deals, the score stands
    (docs/rules.md#incomplete-chukker)."""
    with _table_write(chukker.table, actor, paper=False):
        chukker = Chukker.objects.select_related("table__evening").get(pk=chukker.pk)
        if chukker.closed:
            raise ClubUserError(_("This chukker is already closed."))
        refresh(chukker)
        _close(chukker, actor)


@locking.retried
def reopen_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """Reopen a closed chukker, only while the table has not started the next one, and while
    none of its players has begun a chukker at another table since
    (docs/rules.md#one-table-at-a-time).

    The evening's row is held exclusively (``services.locking``, step 1), so no chukker begins
    at another table while this is decided."""
    with _table_write(chukker.table, actor, paper=False, whole_evening=True) as write:
        table = write.table
        chukker = Chukker.objects.select_related("table__evening").get(pk=chukker.pk)
        if not chukker.closed:
            raise ClubUserError(_("This chukker is open already."))
        if table.chukkers.filter(number__gt=chukker.number).exists():
            raise ClubUserError(
                _(
                    "The table has started its next position; correct this chukker's deals "
                    "instead of reopening it."
                )
            )
        check_reopenable(table, chukker)
        chukker.closed_at = None
        chukker.save(update_fields=["closed_at", "updated_at"])
        forget_credits(chukker)
        _log(chukker, Action.REOPENED, actor)


@locking.retried
def restore_deal(deal_id: int, *, actor: Actor) -> DealRecord:
    """Put a deleted deal back at its place (director only); later deals move down one."""
    found = DealRecord.objects.select_related("chukker__table").get(pk=deal_id)
    with _table_write(found.chukker.table, actor, paper=False) as write:
        table = write.table
        deal = DealRecord.objects.select_related("chukker").get(pk=deal_id)
        chukker = deal.chukker
        chukker.table = table
        if deal.deleted_at is None:
            raise ClubUserError(_("This deal is not deleted."))
        if not deal.passed_out:
            try:
                deal.contract()
            except ScoringError as error:
                # Only a row written past the forms can hold one; it stays deleted.
                problem = user_message(error)
                raise ClubUserError(
                    _("This deal cannot be restored: %(problem)s") % {"problem": problem}
                ) from error
        live = chukker.deals.filter(deleted_at__isnull=True)
        if not deal.passed_out:
            if live.filter(passed_out=False).count() >= MAX_DEALS:
                raise ClubUserError(
                    _("This chukker already has four deals; delete one before restoring this.")
                )
            count = live.filter(passed_out=False).count()
            deal.number = min(deal.number, count + 1)
            later_deals = live.filter(number__gte=deal.number)
            if later_deals.filter(number__gte=MAX_DEALS).exists():
                # A pass-out recorded as deal 4 would become a fifth deal.
                raise ClubUserError(
                    _(
                        "Restoring this deal would push the pass-out recorded as deal 4 past the "
                        "chukker's four deals; delete that pass-out first, then restore this deal."
                    )
                )
            # Descending, one row at a time, so no two live deals ever share a number.
            for later in later_deals.order_by("-number"):
                later.number += 1
                later.version += 1
                later.save(update_fields=["number", "version", "updated_at"])
        deal.deleted_at = None
        deal.version += 1
        deal.save(update_fields=["number", "deleted_at", "version", "updated_at"])
        _log(chukker, Action.RESTORED, actor, deal, after=_snapshot(deal))
        write.chukker, write.refresh, write.close = chukker, True, True
        return deal


@locking.retried
def new_link(table: Table) -> Table:
    """A new entry link for the table; the old one stops working at once."""
    with _table_write(table, plan=True) as write:  # the table card prints the link
        write.table.token = new_token()
        write.table.save(update_fields=["token"])
        return write.table
