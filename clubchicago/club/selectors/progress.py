"""The director's view of play: every table of an evening at a glance, in three queries.

Words: a table's *progress* is its latest chukker (open or closed), how many chukkers its plan
has, how many deals wait for the other side's confirmation and when a deal was last entered. For
a table scored on paper, the chukkers *left to type in* are those of its plan not closed yet:
the director types each one in from the table's sheet, and none may be forgotten before the
ranking is printed.
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

    @property
    def closed_chukkers(self) -> int:
        """Chukkers closed so far (a table opens the next one only once the last is closed)."""
        if self.chukker is None:
            return 0
        return self.chukker.number if self.chukker.closed else self.chukker.number - 1

    @property
    def left_to_type(self) -> int:
        """Chukkers of a paper table's plan not typed in yet (0 for a table scored by phone)."""
        if not self.table.on_paper:
            return 0
        return max(self.positions - self.closed_chukkers, 0)

    @property
    def next_to_type(self) -> int | None:
        """The chukker of a paper table the director types in next."""
        return self.closed_chukkers + 1 if self.left_to_type else None


def left_to_type(progress: list[TableProgress]) -> int:
    """Chukkers of the evening's paper tables still to type in, all tables together."""
    return sum(row.left_to_type for row in progress)


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
            positions=table.length,  # one chukker a position of its plan
            awaiting_confirmation=waiting.get(table.pk, 0) if evening.confirm_entries else 0,
            last_entry=entries.get(table.pk),
        )
        for table in tables
    ]


# The scorer's list of evenings: the club's evenings not published yet, as many as a page shows.
EVENINGS_TO_PLAY = 20


def evenings_to_play() -> list[Evening]:
    """The evenings a scorer may run the Play page of: those not published yet, newest first."""
    return list(Evening.objects.filter(published=False).order_by("-date", "-pk")[:EVENINGS_TO_PLAY])
