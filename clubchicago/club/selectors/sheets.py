"""A chukker's score sheet, computed by the scoring engine from its stored deals.

Words: a chukker's *live* deals are its stored ``DealRecord`` rows that are not deleted, in the
order played (passed-out ones included, though they never score); its *sheet* is
``Evening.score`` over the live deals that were bid and played. A *preview* is the sheet as it
would be with one more deal (or one deal replaced): the table page shows it before saving, and
the write services use it to refuse a deal the engine would refuse.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db.models import Prefetch

from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Chukker, DealRecord, Evening, Table
from scoring import ChukkerSheet, Deal, DealLine, ScoringError, Seat


def live_deals(chukker: Chukker) -> list[DealRecord]:
    """Stored deals that count or were passed out, not deleted, in the order played."""
    deals: list[DealRecord] | None = getattr(chukker, "prefetched_deals", None)
    if deals is None:
        deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    return [deal for deal in deals if deal.deleted_at is None]


def live_deal(table: Table, deal_id: int) -> DealRecord | None:
    """A deal on ``table``'s sheet (not deleted), with its chukker, or None."""
    return (
        DealRecord.objects.select_related("chukker")
        .filter(pk=deal_id, chukker__table=table, deleted_at__isnull=True)
        .first()
    )


def entered_with(table: Table, key: str | None) -> DealRecord | None:
    """The deal ``table`` stored from the entry form that carried ``key``, if any: the same
    entry sent again (``play.record_deal``). A key is looked up at its own table only."""
    if not key:
        return None
    return DealRecord.objects.filter(entry__table=table, entry__key=key).first()


def played(deals: Sequence[DealRecord]) -> list[Deal]:
    """The deals bid and played, as the scoring engine reads them."""
    return [deal.contract() for deal in deals if not deal.passed_out]


def sheet_for(chukker: Chukker, deals: Sequence[DealRecord] | None = None) -> ChukkerSheet:
    """The chukker's score sheet under its evening's settings."""
    records = live_deals(chukker) if deals is None else deals
    return chukker.table.evening.score(played(records), chukker.first_dealer)


def score_or_refuse(
    evening: Evening, deals: Sequence[Deal], first_dealer: Seat | str
) -> ChukkerSheet:
    """``evening.score``, with the engine's refusal (a fifth deal) as a user error."""
    try:
        return evening.score(deals, first_dealer)
    except ScoringError as error:
        raise ClubUserError(user_message(error)) from error


def preview(chukker: Chukker, contract: Deal, replacing: DealRecord | None = None) -> ChukkerSheet:
    """The sheet as it would be with ``contract`` entered (or put in place of ``replacing``)."""
    records = [deal for deal in live_deals(chukker) if not deal.passed_out]
    if replacing is None:
        deals = [*played(records), contract]
    else:
        deals = [contract if d.pk == replacing.pk else d.contract() for d in records]
    return score_or_refuse(chukker.table.evening, deals, chukker.first_dealer)


@dataclass(frozen=True)
class ChukkerDeals:
    """One chukker of a table with its live deals and their sheet, for the director's list."""

    chukker: Chukker
    deals: list[DealRecord]
    sheet: ChukkerSheet

    def line_of(self, deal: DealRecord) -> DealLine | None:
        if deal.passed_out:
            return None
        return next((line for line in self.sheet.lines if line.number == deal.number), None)

    @property
    def rows(self) -> list[tuple[DealRecord, DealLine | None]]:
        return [(deal, self.line_of(deal)) for deal in self.deals]


def table_deals(table: Table) -> list[ChukkerDeals]:
    """Every chukker of ``table`` with its live deals, in two queries."""
    live = DealRecord.objects.filter(deleted_at__isnull=True).order_by("number", "pk")
    chukkers = table.chukkers.order_by("number").prefetch_related(
        Prefetch("deals", queryset=live, to_attr="prefetched_deals")
    )
    listed = []
    for chukker in chukkers:
        chukker.table = table
        deals = live_deals(chukker)
        listed.append(ChukkerDeals(chukker, deals, sheet_for(chukker, deals)))
    return listed
