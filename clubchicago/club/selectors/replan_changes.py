"""What a change of seating does to each table, as the preview shows it and the history keeps
it: the table's part (``TableChange``), the lines of its new plan (``PlannedLine``) and the
whole change (``Proposal``). Computed by ``selectors.replans.propose``; only data and the
sentences that describe it here (docs/rules.md#changes-during-the-evening).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from django.utils.translation import gettext, ngettext

from clubchicago.club.models import Chukker, Evening, Table
from clubchicago.club.seating_text import waits_sentence
from rotations import Replan
from scoring import Seat

Seating = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class PlannedLine:
    """One remaining chukker of a table's new plan, with names."""

    chukker: int
    north_south: tuple[str, str]
    east_west: tuple[str, str]
    sitting_out: tuple[str, ...]
    first_dealer: Seat
    dealer: str


@dataclass(frozen=True)
class TableChange:
    """One table's part in a change.

    ``before``: its players now, in number order (none for a table the change makes);
    ``after``: its players from ``start`` on, in their new numbers (none: the table stops);
    ``replan``: the plan of chukkers ``start`` to the table's last (None when it stops, or when
    it has not started and simply takes the new numbers); ``open_chukker``: the chukker in play
    at the table, which the change waits for (or the director closes early).
    """

    number: int
    table: Table | None
    before: tuple[int, ...]
    after: tuple[int, ...]
    start: int
    length: int
    replan: Replan[int] | None
    started: bool
    open_chukker: Chukker | None = None
    lines: tuple[PlannedLine, ...] = ()
    warnings: tuple[str, ...] = ()
    # Arriving players still playing a chukker at another table, with that table and chukker
    # (docs/rules.md#one-table-at-a-time): a table that has started plans its next chukker
    # without them (``delayed``), any other begins once those chukkers are over.
    waits: tuple[tuple[int, int, int], ...] = ()
    delayed: bool = False

    @property
    def stops(self) -> bool:
        return not self.after

    @property
    def new(self) -> bool:
        return self.table is None

    @property
    def stopped_after(self) -> int:
        """The last chukker of a table that stops."""
        return self.start - 1

    def waits_texts(self, names: Mapping[int, str]) -> list[str]:
        """What the table's new players still playing elsewhere mean for it, in sentences."""
        return [
            waits_sentence(self.number, self.start, self.delayed, wait, names)
            for wait in self.waits
        ]

    def close_now_texts(self, names: Mapping[int, str]) -> list[str]:
        """The close-now option for each player planned later because they are still playing
        elsewhere (the preview's tick at that table, docs/rules.md#one-table-at-a-time)."""
        if not self.delayed:
            return []
        return [
            gettext(
                "Or tick “Close chukker %(chukker)s now” at table %(other)s: %(player)s "
                "then plays at table %(table)s from chukker %(next)s."
            )
            % {
                "chukker": chukker,
                "other": other,
                "player": names.get(pk, "?"),
                "table": self.number,
                "next": self.start - 1,
            }
            for pk, other, chukker in self.waits
        ]

    @property
    def positions_text(self) -> str:
        """How many positions each player plays from the change on, in words."""
        if self.replan is None:
            return ""
        counts = sorted(set(self.replan.fairness.positions.values()))
        left = len(self.lines)  # the words agree with the chukkers left: "1 chukker left: ..."
        if len(counts) == 1:
            return ngettext(
                "%(chukkers)s chukker left: everyone plays %(count)s.",
                "Everyone plays %(count)s of the %(chukkers)s chukkers left.",
                left,
            ) % {"count": counts[0], "chukkers": left}
        return ngettext(
            "%(chukkers)s chukker left: each player plays %(fewest)s or %(most)s.",
            "Each player plays %(fewest)s or %(most)s of the %(chukkers)s chukkers left.",
            left,
        ) % {"fewest": counts[0], "most": counts[-1], "chukkers": left}


@dataclass(frozen=True)
class Proposal:
    """A change of the evening's seating, as it would be applied."""

    evening: Evening
    seating: Seating
    tables: tuple[TableChange, ...]
    fingerprint: str
    names: Mapping[int, str] = field(default_factory=dict)
    evening_started: bool = False  # play began at some table: the change is kept, undoable

    @property
    def started(self) -> bool:
        """A table that has started is touched: the change is shown before it is made."""
        return any(change.started for change in self.tables)

    @property
    def open_chukkers(self) -> list[TableChange]:
        return [change for change in self.tables if change.open_chukker is not None]

    def record(self) -> list[dict[str, object]]:
        """The change as the history keeps it (``SeatingChange.after``): JSON, no names."""
        return [
            {
                "table": change.number,
                "before": list(change.before),
                "after": list(change.after),
                "start": change.start,
                "new": change.new,
                **(
                    {"waits": [list(w) for w in change.waits], "delayed": change.delayed}
                    if change.waits
                    else {}
                ),
            }
            for change in self.tables
        ]
