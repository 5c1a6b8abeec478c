"""Table-side play: chukkers opened in rotation order, deals entered, corrected and confirmed.

This is the thin service layer between the models and the domain (STYLE.md): each function
loads what it needs, calls ``scoring``/``rotations``, saves under one ``transaction.atomic()``
and raises ``ClubUserError`` with a translated message for anything a person can fix.

Every write locks the table row first (``select_for_update``; SQLite's IMMEDIATE transactions
serialise writers the same way), so two phones on one table link are taken one after the
other, and the second sees what the first stored. The database constraint on (chukker, deal
number) stays as the last line of defence.

A chukker's totals are always ``scoring.score_chukker`` over its live deals (``refresh``);
nothing here scores.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Action,
    Chukker,
    Deal,
    DealChange,
    Table,
    TablePlayer,
    new_token,
)
from rotations import PlayedPosition, play_sequence
from scoring import (
    MAX_DEALS,
    ChukkerSheet,
    ScoringError,
    fiches,
    round_hundreds,
    score_chukker,
    vulnerable_sides,
)
from scoring import Deal as Contract

SEAT_FIELDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


@dataclass(frozen=True)
class Actor:
    """Who makes a change: a table's link or a logged-in director."""

    label: str
    user: AbstractBaseUser | None = None
    table: Table | None = None

    @property
    def is_director(self) -> bool:
        return self.user is not None

    @classmethod
    def for_table(cls, table: Table) -> Actor:
        return cls(label=_("Table %(number)s link") % {"number": table.number}, table=table)

    @classmethod
    def for_director(cls, user: AbstractBaseUser) -> Actor:
        # The history keeps 120 characters of who made a change; a username may hold 150.
        return cls(label=user.get_username()[:120], user=user)


# -- reading ------------------------------------------------------------------------------


def sequence(table: Table) -> tuple[PlayedPosition, ...]:
    """The chukkers this table plays tonight, from the rotation table and the director's choices."""
    return play_sequence(table.size, cycles=table.cycles, stop_after=table.stop_after)


def live_deals(chukker: Chukker) -> list[Deal]:
    """Stored deals that count or were passed out, not deleted, in the order played."""
    deals = getattr(chukker, "prefetched_deals", None)
    if deals is None:
        deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    return [deal for deal in deals if deal.deleted_at is None]


def contract_of(deal: Deal) -> Contract:
    return Contract(
        declarer=deal.declarer,
        level=deal.level,
        strain=deal.strain,
        doubled=deal.doubled,
        tricks=deal.tricks,
        honours=deal.honours,
        honours_side=deal.honours_side or None,
    )


def sheet_for(chukker: Chukker, deals: list[Deal] | None = None) -> ChukkerSheet:
    """The chukker's score sheet, computed by the scoring engine from the stored deals."""
    evening = chukker.table.evening
    played = [d for d in (deals if deals is not None else live_deals(chukker)) if not d.passed_out]
    return score_chukker(
        [contract_of(d) for d in played],
        first_dealer=chukker.first_dealer,
        schedule=evening.schedule,
        honours=evening.honours,
    )


def preview(chukker: Chukker, contract: Contract, replacing: Deal | None = None) -> ChukkerSheet:
    """The sheet as it would be with ``contract`` entered (or put in place of ``replacing``)."""
    deals = [contract_of(d) for d in live_deals(chukker) if not d.passed_out]
    if replacing is None:
        deals.append(contract)
    else:
        played = [d for d in live_deals(chukker) if not d.passed_out]
        deals = [contract if d.pk == replacing.pk else contract_of(d) for d in played]
    evening = chukker.table.evening
    try:
        return score_chukker(
            deals,
            first_dealer=chukker.first_dealer,
            schedule=evening.schedule,
            honours=evening.honours,
        )
    except ScoringError as error:
        raise ClubUserError(user_message(error)) from error


def current_chukker(table: Table) -> Chukker | None:
    """The chukker being played, or the last one played when none is open."""
    return table.chukkers.order_by("-number").first()


@dataclass
class NextPosition:
    """What the table plays next: the chukker number and the rotation's position."""

    played: PlayedPosition
    seats: dict[str, TablePlayer] = field(default_factory=dict)


def next_position(table: Table, last: Chukker | None) -> PlayedPosition | None:
    """The position the table starts next, or None when its evening is over."""
    number = 1 if last is None else last.number + 1
    plan = sequence(table)
    return plan[number - 1] if number <= len(plan) else None


# -- writing ------------------------------------------------------------------------------


def _lock(table: Table) -> Table:
    return Table.objects.select_for_update().select_related("evening").get(pk=table.pk)


def _snapshot(deal: Deal) -> dict[str, object]:
    if deal.passed_out:
        return {"number": deal.number, "passed_out": True}
    return {
        "number": deal.number,
        "contract": contract_of(deal).contract_code,
        "declarer": deal.declarer,
        "tricks": deal.tricks,
        "honours": deal.honours,
        "honours_side": deal.honours_side,
    }


def _log(
    chukker: Chukker,
    action: str,
    actor: Actor,
    deal: Deal | None = None,
    before: dict | None = None,
    after: dict | None = None,
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
    """Rewrite the chukker's cached totals from the engine; close it when its four deals are in."""
    deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    sheet = sheet_for(chukker, deals)
    chukker.ns_total = sheet.totals["NS"]
    chukker.ew_total = sheet.totals["EW"]
    chukker.deals_played = len(sheet.lines)
    chukker.save(update_fields=["ns_total", "ew_total", "deals_played", "updated_at"])
    return sheet


def _awaiting_confirmation(chukker: Chukker) -> bool:
    if not chukker.table.evening.confirm_entries:
        return False
    return chukker.deals.filter(
        deleted_at__isnull=True, passed_out=False, confirmed_at__isnull=True
    ).exists()


def _close_if_complete(chukker: Chukker, actor: Actor) -> None:
    if chukker.closed or chukker.deals_played < MAX_DEALS or _awaiting_confirmation(chukker):
        return
    chukker.closed_at = timezone.now()
    chukker.save(update_fields=["closed_at", "updated_at"])
    _log(chukker, Action.CLOSED, actor, after={"NS": chukker.ns_total, "EW": chukker.ew_total})


def _open_next(table: Table) -> Chukker:
    last = current_chukker(table)
    if last is not None and not last.closed:
        return last
    played = next_position(table, last)
    if played is None:
        raise ClubUserError(_("This table has played all its positions tonight."))
    numbers = dict(TablePlayer.objects.filter(table=table).values_list("number", "player_id"))
    seats = {SEAT_FIELDS[str(seat)] + "_id": numbers[n] for seat, n in played.seats.items()}
    return Chukker.objects.create(
        table=table,
        number=played.index,
        position=played.position.number,
        first_dealer=str(played.first_dealer),
        **seats,
    )


def _check_writable(chukker: Chukker, actor: Actor) -> None:
    if chukker.closed and not actor.is_director:
        raise ClubUserError(_("This chukker is closed; only the director can correct it now."))


def record_deal(
    table: Table,
    contract: Contract | None,
    *,
    number: int,
    chukker_number: int,
    actor: Actor,
    confirmed_by: str = "",
    passed_out_seen: int | None = None,
) -> Deal:
    """Store the next deal of the table's open chukker (``contract`` None: passed out).

    ``number`` and ``chukker_number`` are what the player's form showed; if another phone got
    there first they no longer match and the entry is refused rather than stored twice. For a
    pass-out, ``passed_out_seen`` is how many pass-outs of this deal the phone had seen.
    """
    try:
        with transaction.atomic():
            table = _lock(table)
            last = current_chukker(table)
            if last is not None and last.number == chukker_number and last.closed:
                last.table = table
                if number <= last.deals_played:  # another phone's deal closed the chukker
                    raise ClubUserError(already_entered(number))
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
            _check_writable(chukker, actor)
            played = chukker.deals.filter(deleted_at__isnull=True, passed_out=False).count()
            if played >= MAX_DEALS:
                raise ClubUserError(
                    _(
                        "This chukker already has its four deals: a fifth deal is void "
                        "(Chicago laws) and cannot be entered."
                    )
                )
            if number != played + 1:
                raise ClubUserError(already_entered(number))
            if contract is None and passed_out_seen is not None:
                _check_pass_out_is_new(chukker, number, passed_out_seen)
            if contract is not None:
                preview(chukker, contract)
            deal = Deal.objects.create(
                chukker=chukker,
                number=number,
                passed_out=contract is None,
                entered_by=actor.label,
                confirmed_at=timezone.now() if confirmed_by or contract is None else None,
                confirmed_by=confirmed_by,
                **(_contract_fields(contract) if contract else {}),
            )
            action = Action.PASSED_OUT if contract is None else Action.CREATED
            _log(chukker, action, actor, deal, after=_snapshot(deal))
            refresh(chukker)
            _close_if_complete(chukker, actor)
            return deal
    except IntegrityError as error:
        raise ClubUserError(already_entered(number)) from error


def already_entered(number: int | str) -> str:
    """What the phone that came second is told."""
    return _(
        "Deal %(number)s has already been entered, perhaps from another phone. "
        "Check the sheet below."
    ) % {"number": number}


def _check_pass_out_is_new(chukker: Chukker, number: int, seen: int) -> None:
    """Two phones pressing "passed out" for the same redeal store it once."""
    stored = chukker.deals.filter(deleted_at__isnull=True, passed_out=True, number=number)
    if stored.count() != seen:
        raise ClubUserError(
            _("This passed-out deal has already been recorded, perhaps from another phone.")
        )


def _contract_fields(contract: Contract) -> dict[str, object]:
    return {
        "declarer": str(contract.declarer),
        "level": contract.level,
        "strain": str(contract.strain),
        "doubled": contract.doubled,
        "tricks": contract.tricks,
        "honours": contract.honours,
        "honours_side": str(contract.honours_side or ""),
    }


def _load_deal(deal_id: int, table: Table, version: int | None) -> Deal:
    try:
        deal = Deal.objects.select_related("chukker").get(
            pk=deal_id, chukker__table=table, deleted_at__isnull=True
        )
    except Deal.DoesNotExist as error:
        raise ClubUserError(_("That deal is no longer on this table's sheet.")) from error
    if version is not None and deal.version != version:
        raise ClubUserError(
            _(
                "This deal was changed after you opened it. Here is the sheet as it is now; "
                "make your correction again if it is still needed."
            )
        )
    deal.chukker.table = table
    return deal


def edit_deal(
    table: Table,
    deal_id: int,
    contract: Contract,
    *,
    version: int,
    actor: Actor,
    confirmed_by: str = "",
) -> Deal:
    """Correct a deal; the sheet recomputes from it on. A closed chukker: director only."""
    with transaction.atomic():
        table = _lock(table)
        deal = _load_deal(deal_id, table, version)
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
        return deal


def delete_deal(table: Table, deal_id: int, *, version: int, actor: Actor) -> None:
    """Delete a deal (kept in the history); later deals move up one place, as played."""
    with transaction.atomic():
        table = _lock(table)
        deal = _load_deal(deal_id, table, version)
        chukker = deal.chukker
        _check_writable(chukker, actor)
        deal.deleted_at = timezone.now()
        deal.version += 1
        deal.save(update_fields=["deleted_at", "version", "updated_at"])
        if not deal.passed_out:
            _renumber_after(chukker, deal.number)
        _log(chukker, Action.DELETED, actor, deal, before=_snapshot(deal))
        refresh(chukker)


def _renumber_after(chukker: Chukker, number: int) -> None:
    later = chukker.deals.filter(deleted_at__isnull=True, number__gt=number).order_by("number")
    # Ascending, one row at a time, so the (chukker, number) constraint never sees two rows.
    for deal in later:
        deal.number -= 1
        deal.version += 1
        deal.save(update_fields=["number", "version", "updated_at"])


def confirm_deal(
    table: Table, deal_id: int, *, version: int, confirmed_by: str, actor: Actor
) -> Deal:
    """A player of the other side confirms the entry, as table devices do in duplicate."""
    with transaction.atomic():
        table = _lock(table)
        deal = _load_deal(deal_id, table, version)
        if not confirmed_by:
            raise ClubUserError(_("Choose the player of the other side who confirms."))
        deal.confirmed_at = timezone.now()
        deal.confirmed_by = confirmed_by
        deal.version += 1
        deal.save(update_fields=["confirmed_at", "confirmed_by", "version", "updated_at"])
        _log(deal.chukker, Action.CONFIRMED, actor, deal, after={"by": confirmed_by})
        _close_if_complete(deal.chukker, actor)
        return deal


def close_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """The director closes a chukker early: fewer than four deals, the score stands (seed 001)."""
    with transaction.atomic():
        _lock(chukker.table)
        chukker = Chukker.objects.select_related("table__evening").get(pk=chukker.pk)
        if chukker.closed:
            raise ClubUserError(_("This chukker is already closed."))
        refresh(chukker)
        chukker.closed_at = timezone.now()
        chukker.save(update_fields=["closed_at", "updated_at"])
        _log(chukker, Action.CLOSED, actor, after={"NS": chukker.ns_total, "EW": chukker.ew_total})


def reopen_chukker(chukker: Chukker, *, actor: Actor) -> None:
    """Reopen a closed chukker, only while the table has not started the next one."""
    with transaction.atomic():
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
        chukker.closed_at = None
        chukker.save(update_fields=["closed_at", "updated_at"])
        _log(chukker, Action.REOPENED, actor)


# -- the table page -----------------------------------------------------------------------


@dataclass
class TableState:
    """Everything the table page shows, loaded in a handful of queries."""

    table: Table
    players: dict[int, TablePlayer]  # by number
    chukker: Chukker | None  # the chukker on the page: open, or the last one closed
    played: PlayedPosition | None  # the position of ``chukker``, or the next one to start
    plan_length: int
    deals: list[Deal]
    sheet: ChukkerSheet | None
    upcoming: PlayedPosition | None = None  # after a closed chukker: the next position

    @property
    def seats(self) -> dict[str, TablePlayer]:
        position = self.played
        return {str(s): self.players[n] for s, n in position.seats.items()} if position else {}

    @property
    def upcoming_seats(self) -> dict[str, TablePlayer]:
        position = self.upcoming
        return {str(s): self.players[n] for s, n in position.seats.items()} if position else {}

    @property
    def sitting_out(self) -> list[TablePlayer]:
        if self.played is None:
            return []
        return [self.players[n] for n in self.played.position.sitting_out]

    @property
    def upcoming_sitting_out(self) -> list[TablePlayer]:
        if self.upcoming is None:
            return []
        return [self.players[n] for n in self.upcoming.position.sitting_out]

    @property
    def is_open(self) -> bool:
        return self.chukker is not None and not self.chukker.closed

    @property
    def finished(self) -> bool:
        return self.chukker is not None and self.chukker.closed and self.upcoming is None

    @property
    def chukker_number(self) -> int:
        """The chukker the next deal belongs to."""
        if self.is_open:
            return self.chukker.number
        return self.upcoming.index if self.upcoming else (self.played.index if self.played else 1)

    @property
    def next_deal_number(self) -> int | None:
        if self.is_open:
            return self.sheet.next_deal_number
        return 1 if (self.chukker is None or self.upcoming) else None

    @property
    def entry_seats(self) -> dict[str, TablePlayer]:
        """The seats of the chukker the next deal belongs to."""
        return self.seats if self.is_open or self.upcoming is None else self.upcoming_seats

    @property
    def next_dealer(self) -> str | None:
        if self.is_open:
            return self.sheet.next_dealer
        start = self.upcoming or (self.played if self.chukker is None else None)
        return str(start.first_dealer) if start else None

    @property
    def next_vulnerable(self) -> frozenset[str]:
        number, dealer = self.next_deal_number, self.next_dealer
        if number is None or dealer is None:
            return frozenset()
        first = self.sheet.first_dealer if self.is_open else dealer
        return vulnerable_sides(number, first, self.table.evening.schedule)

    def credits(self) -> dict[str, int]:
        """What each side of the shown chukker is credited, in the evening's unit."""
        if self.sheet is None:
            return {"NS": 0, "EW": 0}
        evening = self.table.evening
        net = self.sheet.net_for("NS")
        if evening.unit == "fiches":
            ns = fiches(net, evening.half, evening.fiche_value)
        else:
            ns = round_hundreds(net, evening.half)
        return {"NS": ns, "EW": -ns}

    @property
    def passed_out_for_next(self) -> int:
        """Pass-outs already recorded for the deal about to be entered."""
        if not self.is_open:
            return 0
        number = self.next_deal_number
        return sum(1 for d in self.deals if d.passed_out and d.number == number)

    @property
    def passed_out_count(self) -> int:
        return sum(1 for d in self.deals if d.passed_out)

    @property
    def unconfirmed(self) -> list[Deal]:
        if not self.table.evening.confirm_entries:
            return []
        return [d for d in self.deals if not d.passed_out and d.confirmed_at is None]


def table_state(table: Table) -> TableState:
    players = {
        tp.number: tp for tp in TablePlayer.objects.filter(table=table).select_related("player")
    }
    plan = sequence(table)
    chukker = current_chukker(table)
    if chukker is None:
        first = plan[0] if plan else None
        return TableState(table, players, None, first, len(plan), [], None, upcoming=first)
    chukker.table = table
    deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    chukker.prefetched_deals = deals  # a preview of the next deal reads them again
    sheet = sheet_for(chukker, deals)
    played = plan[chukker.number - 1] if chukker.number <= len(plan) else None
    upcoming = next_position(table, chukker) if chukker.closed else None
    return TableState(table, players, chukker, played, len(plan), deals, sheet, upcoming)


def restore_deal(deal_id: int, *, actor: Actor) -> Deal:
    """Put a deleted deal back at its place (director only); later deals move down one."""
    with transaction.atomic():
        deal = Deal.objects.select_related("chukker__table").get(pk=deal_id)
        table = _lock(deal.chukker.table)
        deal = Deal.objects.select_related("chukker").get(pk=deal_id)
        chukker = deal.chukker
        chukker.table = table
        if deal.deleted_at is None:
            raise ClubUserError(_("This deal is not deleted."))
        live = chukker.deals.filter(deleted_at__isnull=True)
        if not deal.passed_out:
            if live.filter(passed_out=False).count() >= MAX_DEALS:
                raise ClubUserError(
                    _("This chukker already has four deals; delete one before restoring this.")
                )
            count = live.filter(passed_out=False).count()
            deal.number = min(deal.number, count + 1)
            # Descending, one row at a time, so no two live deals ever share a number.
            for later in live.filter(number__gte=deal.number).order_by("-number"):
                later.number += 1
                later.version += 1
                later.save(update_fields=["number", "version", "updated_at"])
        deal.deleted_at = None
        deal.version += 1
        deal.save(update_fields=["number", "deleted_at", "version", "updated_at"])
        _log(chukker, Action.RESTORED, actor, deal, after=_snapshot(deal))
        refresh(chukker)
        _close_if_complete(chukker, actor)
        return deal


def new_link(table: Table) -> Table:
    """A new entry link for the table; the old one stops working at once."""
    with transaction.atomic():
        table = _lock(table)
        table.token = new_token()
        table.save(update_fields=["token"])
        return table


def preview_next(state: TableState, contract: Contract) -> ChukkerSheet:
    """The sheet as it would be with ``contract`` as the table's next deal."""
    if state.is_open:
        return preview(state.chukker, contract)
    evening = state.table.evening
    try:
        return score_chukker(
            [contract],
            first_dealer=state.next_dealer or "N",
            schedule=evening.schedule,
            honours=evening.honours,
        )
    except ScoringError as error:
        raise ClubUserError(user_message(error)) from error
