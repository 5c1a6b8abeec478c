"""The director's view of play: every table of an evening at a glance, in three queries.

Words: a table's *progress* is its latest chukker (open or closed), how many chukkers its plan
has, how many deals wait for the other side's confirmation and when a deal was last entered.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count, Max, Q

from clubchicago.club.models import Chukker, DealRecord, Evening, Table


@dataclass(frozen=True)
class TableProgress:
    table: Table
    chukker: Chukker | None
    positions: int
    awaiting_confirmation: int
    last_entry: datetime | None

    @property
    def position_number(self) -> int:
        return self.chukker.number if self.chukker else 0

    @property
    def deal_number(self) -> int:
        if self.chukker is None:
            return 0
        return self.chukker.deals_played

    @property
    def finished(self) -> bool:
        return bool(self.chukker and self.chukker.closed and self.chukker.number >= self.positions)


def evening_progress(evening: Evening) -> list[TableProgress]:
    tables = list(evening.tables.order_by("number"))
    latest: dict[int, Chukker] = {}
    for chukker in Chukker.objects.filter(table__evening=evening).order_by("table_id", "number"):
        latest[chukker.table_id] = chukker
    waiting = dict(
        DealRecord.objects.filter(
            chukker__table__evening=evening,
            deleted_at__isnull=True,
            passed_out=False,
            confirmed_at__isnull=True,
        )
        .values_list("chukker__table_id")
        .annotate(n=Count("pk"))
    )
    entries = dict(
        DealRecord.objects.filter(chukker__table__evening=evening)
        .values_list("chukker__table_id")
        .annotate(last=Max("updated_at"))
        .filter(~Q(last=None))
    )
    return [
        TableProgress(
            table=table,
            chukker=latest.get(table.pk),
            positions=len(table.plan()),
            awaiting_confirmation=waiting.get(table.pk, 0) if evening.confirm_entries else 0,
            last_entry=entries.get(table.pk),
        )
        for table in tables
    ]
