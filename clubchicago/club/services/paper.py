"""Paper beside the phones: tables scored on their printed sheets, typed in by the director.

Words: a table *on paper* scores on its printed score sheet (``pdf.score_sheets``) instead of
a phone; its link still shows the sheet but takes no entry (``play.record_deal`` refuses it).
The director *types in* a chukker from the signed sheet: one *row* per deal number, holding
the times that deal was passed out and the contract played, if it was. Deals a phone entered
before the table went on paper stay, shown in their rows; a row changed is a correction.

One write path: every deal goes through ``services.play`` (``record_deal``, ``edit_deal``,
``delete_deal``, ``confirm_deal``), with their checks, versions, history and entry keys. A whole
chukker is typed in inside one transaction, so a mistake in deal 3 leaves deals 1 and 2
unsaved too, and the page shows every row again with the mistake marked.

Switching between phone and paper is not written in the history: a history entry
(``DealChange``) belongs to a chukker, and a table is mostly switched before its first chukker
exists. Every deal typed in is in the history as usual, under the director's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Chukker, DealRecord, Table
from clubchicago.club.services import locking, play
from clubchicago.club.services.versions import results_changed
from scoring import Deal


@dataclass(frozen=True)
class PaperRow:
    """One deal number of a chukker as typed in, with what the page showed of it when loaded."""

    number: int  # 1..4
    contract: Deal | None  # the deal played; None: not played (yet)
    passed_out: int = 0  # times the deal was passed out and redealt before it was played
    deal_id: int | None = None  # the stored deal the row showed, if any
    version: int | None = None  # that deal's version then
    passed_out_seen: int = 0  # its pass-outs stored then
    entry_key: str = ""  # fresh for each page: the same chukker sent twice is stored once

    @property
    def blank(self) -> bool:
        return self.contract is None and not self.passed_out and self.deal_id is None


class PaperRowError(ClubUserError):
    """What is wrong with one row of the chukker typed in (nothing was saved)."""

    def __init__(self, number: int, message: str) -> None:
        super().__init__(message)
        self.number = number


def paper_sheet() -> str:
    """Who confirms a deal typed in from paper: the sheet both sides signed."""
    return _("signed paper sheet")


@locking.retried
def set_on_paper(table: Table, on_paper: bool) -> Table:
    """Score ``table`` on paper (typed in by the director) or from its phones again.

    At any point of the evening: deals already stored stay where they are.
    """
    with transaction.atomic():
        table = locking.lock_table(table)
        if table.on_paper != on_paper:
            table.on_paper = on_paper
            table.save(update_fields=["on_paper"])
            results_changed(table.evening_id, plan=False)  # the play dashboard shows it
        return table


@locking.retried
def type_in_chukker(
    table: Table, rows: Sequence[PaperRow], *, chukker_number: int, actor: play.Actor
) -> Chukker:
    """Store chukker ``chukker_number`` of ``table`` as typed in from its sheet, all or nothing.

    Rows are taken in deal order: a row's pass-outs, then its deal. A row that showed a stored
    deal corrects it if it changed (and confirms it from the signed sheet if it was waiting);
    a stored deal cannot be emptied here (deleting is done from "Correct a deal"). Raises
    ``PaperRowError`` for the first row the services refuse, ``ClubUserError`` otherwise.
    """
    if not actor.is_director:
        raise ClubUserError(_("Only the director types in a table's paper sheet."))
    ordered = sorted(rows, key=lambda row: row.number)
    _check_in_order(ordered)
    with transaction.atomic():
        table = locking.lock_table(table)
        if not table.on_paper:
            raise ClubUserError(
                _(
                    "Table %(number)s is scored from its phones: switch it to paper before "
                    "typing in its sheet."
                )
                % {"number": table.number}
            )
        for row in ordered:
            try:
                _type_in(table, row, chukker_number, actor)
            except ClubUserError as error:
                raise PaperRowError(row.number, error.message) from error
        chukker = Chukker.objects.filter(table=table, number=chukker_number).first()
        if chukker is None:
            raise ClubUserError(_("Nothing was typed in: fill in the deals of the chukker."))
        return chukker


def _check_in_order(rows: Sequence[PaperRow]) -> None:
    """Deals are numbered as played: deal 3 cannot be in while deal 2 is not."""
    gap: int | None = None
    for row in rows:
        played = row.contract is not None or row.deal_id is not None
        if gap is not None and (played or row.passed_out):
            raise PaperRowError(
                row.number,
                _(
                    "Deal %(gap)s is missing: type in the deals in the order they were played, "
                    "deal %(gap)s before deal %(number)s."
                )
                % {"gap": gap, "number": row.number},
            )
        if not played and gap is None:
            gap = row.number


def _type_in(table: Table, row: PaperRow, chukker_number: int, actor: play.Actor) -> None:
    if row.deal_id is not None:
        _correct(table, row, row.deal_id, chukker_number, actor)
        return
    _pass_outs(table, row, chukker_number, actor)
    if row.contract is not None:
        play.record_deal(
            table,
            row.contract,
            number=row.number,
            chukker_number=chukker_number,
            actor=actor,
            confirmed_by=paper_sheet(),
            entry_key=row.entry_key or None,
        )


def _correct(
    table: Table, row: PaperRow, deal_id: int, chukker_number: int, actor: play.Actor
) -> None:
    """A row that showed a stored deal: correct it if it changed, confirm it if it waited."""
    stored = play.load_deal(deal_id, table, row.version)
    if stored.chukker.number != chukker_number or stored.number != row.number:
        raise ClubUserError(_("That deal is no longer on this table's sheet."))
    if row.contract is None:
        raise ClubUserError(
            _(
                "Deal %(number)s is stored: to take it out, delete it from “Correct a deal”, "
                "where the history keeps it."
            )
            % {"number": row.number}
        )
    if row.passed_out != row.passed_out_seen:
        raise ClubUserError(
            _(
                "Deal %(number)s is stored already: the times it was passed out before can no "
                "longer change."
            )
            % {"number": row.number}
        )
    if stored.contract() != row.contract:
        play.edit_deal(
            table,
            stored.pk,
            row.contract,
            version=stored.version,
            actor=actor,
            confirmed_by=paper_sheet(),
        )
    elif stored.confirmed_at is None and table.evening.confirm_entries:
        play.confirm_deal(
            table, stored.pk, version=stored.version, confirmed_by=paper_sheet(), actor=actor
        )


def _pass_outs(table: Table, row: PaperRow, chukker_number: int, actor: play.Actor) -> None:
    """Record the pass-outs typed beyond those stored, or delete those typed away."""
    key = row.entry_key
    for seen in range(row.passed_out_seen, row.passed_out):
        play.record_deal(
            table,
            None,
            number=row.number,
            chukker_number=chukker_number,
            actor=actor,
            passed_out_seen=seen,
            entry_key=f"{key}.{seen + 1}" if key else None,
        )
    surplus = row.passed_out_seen - row.passed_out
    if surplus <= 0:
        return
    stored = list(
        DealRecord.objects.filter(
            chukker__table=table,
            chukker__number=chukker_number,
            number=row.number,
            passed_out=True,
            deleted_at__isnull=True,
        ).order_by("-pk")
    )
    if len(stored) != row.passed_out_seen:
        raise ClubUserError(
            _(
                "The pass-outs of deal %(number)s changed after you opened the page: check them "
                "and save again."
            )
            % {"number": row.number}
        )
    for deal in stored[:surplus]:
        play.delete_deal(table, deal.pk, version=deal.version, actor=actor)
