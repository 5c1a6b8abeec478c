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

A chukker's totals are always ``Evening.score`` over its live deals (``refresh``); nothing here
scores.
"""

from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Action,
    Chukker,
    DealChange,
    DealRecord,
    EntryKey,
    Lineup,
    Player,
    Table,
    TablePlayer,
    new_token,
)
from clubchicago.club.selectors.overlaps import evening_chukkers, wait_message
from clubchicago.club.selectors.sheets import entered_with, live_deal, preview, sheet_for
from clubchicago.club.selectors.table_state import current_chukker, lineup_of, next_position
from clubchicago.club.services import locking
from clubchicago.club.services.credits import forget_credits, store_credits
from clubchicago.club.services.versions import results_changed
from scoring import MAX_DEALS, MAX_PASS_OUTS, ChukkerSheet, Deal, ScoringError, Side


@dataclass(frozen=True)
class Actor:
    """Who makes a change: a table's link or a logged-in director."""

    label: str
    user: User | None = None
    table: Table | None = None

    @property
    def is_director(self) -> bool:
        return self.user is not None

    @classmethod
    def for_table(cls, table: Table) -> Actor:
        return cls(label=_("Table %(number)s link") % {"number": table.number}, table=table)

    @classmethod
    def for_director(cls, user: User) -> Actor:
        # The history keeps 120 characters of who made a change; a username may hold 150.
        return cls(label=user.get_username()[:120], user=user)


def new_entry_key() -> str:
    """A fresh key for one entry form: the phone sends it with the deal (see ``record_deal``)."""
    return secrets.token_urlsafe(24)


def _lock(table: Table) -> Table:
    return locking.lock_table(table)


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
    _check_free(table, played.index, played.start, set(seats.values()))
    return Chukker.objects.create(
        table=table,
        number=played.index,
        position=played.position.number,
        first_dealer=played.first_dealer.value,
        **Chukker.seat_columns(seats),
    )


def _check_free(table: Table, number: int, start: int, players: set[int]) -> None:
    """A chukker begins only when none of its players is still playing, or has still to play
    first, a chukker at another table (docs/rules.md#one-table-at-a-time): refused naming them.

    Read under the table's lock with the evening's row shared: a seating change (which holds
    the evening's row exclusively) and a chukker reopened (likewise) wait for this entry, and a
    chukker beginning at another table at the same moment waits for this one's lineup or is
    refused by its own check (``rotations.overlaps``: the later lineup waits for the earlier).
    """
    chukkers = evening_chukkers(table.evening_id)
    lineup = next((c.lineup for c in chukkers if c.table == table.number and c.number == number), 0)
    if not lineup:
        lineup = Lineup.objects.filter(table=table, start=start).values_list("pk", flat=True)[0]
    mine = rotations.TableChukker(
        table=table.number,
        number=number,
        status=rotations.Status.NEXT,
        players=frozenset(players),
        lineup=lineup,
    )
    waits = rotations.waits_for(mine, chukkers)
    if waits:
        raise ClubUserError(wait_message(mine, waits))


def _check_writable(chukker: Chukker, actor: Actor) -> None:
    if chukker.closed and not actor.is_director:
        raise ClubUserError(_("This chukker is closed; only the director can correct it now."))


def _check_scored_here(table: Table, actor: Actor) -> None:
    """A table scored on paper takes nothing from its link: the director types its sheets in
    (``services.paper``), and a director holding the link may still change it."""
    if table.on_paper and not actor.is_director:
        raise ClubUserError(
            _(
                "The director is scoring this table from its paper score sheet: nothing can be "
                "entered or changed from a phone. Show the director the sheet if a deal is wrong."
            )
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
        with transaction.atomic():
            table = _lock(table)
            sent_before = entered_with(table, entry_key)
            if sent_before is not None:
                return sent_before
            _check_scored_here(table, actor)
            last = current_chukker(table)
            if last is not None and last.number == chukker_number and last.closed:
                last.table = table
                if number == last.deals_played:  # another phone's deal closed the chukker
                    raise ClubUserError(already_entered(number))
                if number < last.deals_played:
                    raise ClubUserError(stale_entry(number, chukker_number))
                _check_writable(last, actor)  # the director closed it since the page loaded
            chukker = _open_next(table)
            if chukker.number != chukker_number:
                raise ClubUserError(
                    _(
                        "The table has moved on to another position; check the sheet and enter "
                        "the deal again if it is missing."
                    )
                )
            chukker.table = table
            _check_lineup(table, chukker, lineup)
            _check_writable(chukker, actor)
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
                _check_pass_out(chukker, number, passed_out_seen)
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
            refresh(chukker)
            _close_if_complete(chukker, actor)
            results_changed(table.evening_id, plan=False)
            return deal
    except IntegrityError as error:
        raise ClubUserError(already_entered(number)) from error


def _check_lineup(table: Table, chukker: Chukker, shown: int | None) -> None:
    """Refuse an entry from a page that showed another lineup's seats than the chukker's."""
    if shown is None:
        return
    lineup = lineup_of(table, chukker.number)
    if lineup is not None and lineup.pk != shown:
        raise ClubUserError(
            _(
                "The players at this table changed after this page was loaded. Nothing was "
                "saved: check the seats below and enter the deal again."
            )
        )


def already_entered(number: int | str) -> str:
    """What the phone that came second is told: the deal it sent was just entered."""
    return _(
        "Deal %(number)s has already been entered, perhaps from another phone. "
        "Check the sheet below."
    ) % {"number": number}


def stale_entry(number: int, chukker: int, now: tuple[int, int] | None = None) -> str:
    """What a phone is told when its page showed an older deal than the last one entered (or a
    deal since deleted): its page was out of date, and where the table is ``now`` (deal,
    chukker), when known."""
    shown = {"number": number, "chukker": chukker}
    if now is None:
        return (
            _(
                "This page was out of date: it showed deal %(number)s of chukker %(chukker)s, but "
                "the table has moved on. Nothing was saved: check the sheet below and enter the "
                "deal if it is missing."
            )
            % shown
        )
    return _(
        "This page was out of date: it showed deal %(number)s of chukker %(chukker)s, but the "
        "table is now at deal %(now)s of chukker %(now_chukker)s. Nothing was saved: check the "
        "sheet below and enter the deal if it is missing."
    ) % {**shown, "now": now[0], "now_chukker": now[1]}


def _check_pass_out(chukker: Chukker, number: int, seen: int | None) -> None:
    """A pass-out is stored once however many phones press it, and a deal has few of them.

    ``seen`` is how many pass-outs of this deal the phone showed: two phones pressing "passed
    out" for the same redeal store it once. A table passes a deal out a handful of times at
    most; beyond ``MAX_PASS_OUTS`` a button is being pressed in a loop, and the sheet would
    fill with nothing.
    """
    stored = chukker.deals.filter(deleted_at__isnull=True, passed_out=True, number=number).count()
    if stored >= MAX_PASS_OUTS:
        raise ClubUserError(
            ngettext(
                "Deal %(number)s has been passed out %(count)s time already; no more redeals "
                "can be recorded. Ask the director.",
                "Deal %(number)s has been passed out %(count)s times already; no more redeals "
                "can be recorded. Ask the director.",
                stored,
            )
            % {"number": number, "count": stored}
        )
    if seen is not None and stored != seen:
        raise ClubUserError(
            _("This passed-out deal has already been recorded, perhaps from another phone.")
        )


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


def load_deal(deal_id: int, table: Table, version: int | None) -> DealRecord:
    """A live deal of ``table`` (locked by the caller), refused if it changed since ``version``."""
    deal = live_deal(table, deal_id)
    if deal is None:
        raise ClubUserError(_("That deal is no longer on this table's sheet."))
    if version is not None and deal.version != version:
        raise ClubUserError(
            _(
                "This deal was changed after you opened it. Here is the sheet as it is now; "
                "make your correction again if it is still needed."
            )
        )
    deal.chukker.table = table
    return deal


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
    with transaction.atomic():
        table = _lock(table)
        _check_scored_here(table, actor)
        deal = load_deal(deal_id, table, version)
        chukker = deal.chukker
        _check_writable(chukker, actor)
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
        refresh(chukker)
        _close_if_complete(chukker, actor)
        results_changed(table.evening_id, plan=False)
        return deal


@locking.retried
def delete_deal(table: Table, deal_id: int, *, version: int, actor: Actor) -> None:
    """Delete a deal (kept in the history); later deals move up one place, as played."""
    with transaction.atomic():
        table = _lock(table)
        _check_scored_here(table, actor)
        deal = load_deal(deal_id, table, version)
        chukker = deal.chukker
        _check_writable(chukker, actor)
        deal.deleted_at = timezone.now()
        deal.version += 1
        deal.save(update_fields=["deleted_at", "version", "updated_at"])
        if not deal.passed_out:
            _renumber_after(chukker, deal.number)
        _log(chukker, Action.DELETED, actor, deal, before=_snapshot(deal))
        refresh(chukker)
        results_changed(table.evening_id, plan=False)


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
    with transaction.atomic():
        table = _lock(table)
        _check_scored_here(table, actor)
        deal = load_deal(deal_id, table, version)
        if not confirmed_by:
            raise ClubUserError(_("Choose the player of the other side who confirms."))
        if not actor.is_director:
            _check_confirmable(deal)
        deal.confirmed_at = timezone.now()
        deal.confirmed_by = confirmed_by
        deal.version += 1
        deal.save(update_fields=["confirmed_at", "confirmed_by", "version", "updated_at"])
        _log(deal.chukker, Action.CONFIRMED, actor, deal, after={"by": confirmed_by})
        _close_if_complete(deal.chukker, actor)
        results_changed(table.evening_id, plan=False)
        return deal


def _check_confirmable(deal: DealRecord) -> None:
    """A table link confirms a deal once, while its chukker is open; the director may always."""
    if deal.chukker.closed:
        raise ClubUserError(
            _("This chukker is closed; only the director can confirm its deals now.")
        )
    if deal.confirmed_at is not None:
        raise ClubUserError(
            _("Deal %(number)s is already confirmed; only the director can change that.")
            % {"number": deal.number}
        )


@locking.retried
def close_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """The director closes a chukker early: fewer than four deals, the score stands
    (docs/rules.md#incomplete-chukker)."""
    with transaction.atomic():
        _lock(chukker.table)
        chukker = Chukker.objects.select_related("table__evening").get(pk=chukker.pk)
        if chukker.closed:
            raise ClubUserError(_("This chukker is already closed."))
        refresh(chukker)
        _close(chukker, actor)
        results_changed(chukker.table.evening_id, plan=False)


@locking.retried
def reopen_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """Reopen a closed chukker, only while the table has not started the next one, and while
    none of its players has begun a chukker at another table since
    (docs/rules.md#one-table-at-a-time).

    The evening's row is held exclusively (``services.locking``, step 1), so no chukker begins
    at another table while this is decided."""
    with transaction.atomic():
        locking.lock_evening(chukker.table.evening_id)
        table = _lock(chukker.table)
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
        _check_reopenable(table, chukker)
        chukker.closed_at = None
        chukker.save(update_fields=["closed_at", "updated_at"])
        forget_credits(chukker)
        _log(chukker, Action.REOPENED, actor)
        results_changed(table.evening_id, plan=False)


def _check_reopenable(table: Table, chukker: Chukker) -> None:
    """Refuse to reopen a chukker if one of its players has begun a chukker at another table
    since it closed (or is playing one): reopened, it would seat them at two tables at once."""
    chukkers = evening_chukkers(table.evening_id, with_times=True)
    mine = next(c for c in chukkers if c.table == table.number and c.number == chukker.number)
    reopened = dataclasses.replace(mine, status=rotations.Status.IN_PLAY, ended=None)
    others = [c for c in chukkers if c.table != table.number]
    for other in others:
        shared = sorted(other.players & mine.players)
        if not shared or not other.status.begun:
            continue
        if other.lineup > mine.lineup or rotations.overlaps([reopened, other]):
            name = Player.objects.filter(pk=shared[0]).values_list("name", flat=True).first()
            raise ClubUserError(
                _(
                    "%(player)s has played chukker %(other_chukker)s at table %(other)s since "
                    "this chukker closed: reopened, it would seat them at two tables at once. "
                    "Correct this chukker's deals instead."
                )
                % {
                    "player": name or "?",
                    "other_chukker": other.number,
                    "other": other.table,
                }
            )


@locking.retried
def restore_deal(deal_id: int, *, actor: Actor) -> DealRecord:
    """Put a deleted deal back at its place (director only); later deals move down one."""
    with transaction.atomic():
        deal = DealRecord.objects.select_related("chukker__table").get(pk=deal_id)
        table = _lock(deal.chukker.table)
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
        refresh(chukker)
        _close_if_complete(chukker, actor)
        results_changed(table.evening_id, plan=False)
        return deal


@locking.retried
def new_link(table: Table) -> Table:
    """A new entry link for the table; the old one stops working at once."""
    with transaction.atomic():
        table = _lock(table)
        table.token = new_token()
        table.save(update_fields=["token"])
        results_changed(table.evening_id)  # the table card prints the link
        return table
