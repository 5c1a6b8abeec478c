"""A table's plan for the evening, and the evening's tables as the director's pages list them.

Words (as in ``rotations``): a table's *plan* is every chukker it plays tonight, each a *position*
of the rotation table (its cycle of positions, maybe played again, maybe stopped early), with the
partnerships, seats, who sits out and the *first dealer*. A table has *started* once its first
chukker exists. A table's *lineup* is its players from one chukker on (``models.Lineup``); a
change between chukkers gives it a new one from its next chukker, and each chukker of the plan
is shown with the players of the lineup that plays it. The *seating* is every table's current
player ids in number order, table 1 first (a table that stopped after a merge has none).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TypedDict

from django.db.models import Exists, OuterRef, Prefetch
from django.utils.translation import gettext
from django_stubs_ext import WithAnnotations

import rotations
from clubchicago.club import display
from clubchicago.club.models import Chukker, Evening, Table, TablePlayer
from clubchicago.club.selectors.table_state import lineup_places
from scoring import Seat

Seating = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class SeatedPlayer:
    """A player at a table, shown the way the club says it: "3. Zoë Ærø"."""

    number: int
    name: str
    player_id: int | None = None

    def __str__(self) -> str:
        return f"{self.number}. {self.name}"


@dataclass(frozen=True)
class PlanLine:
    """One chukker of a table's evening: a position of the rotation, with names."""

    chukker: int
    position: int
    cycle: int
    north: SeatedPlayer
    east: SeatedPlayer
    south: SeatedPlayer
    west: SeatedPlayer
    sitting_out: tuple[SeatedPlayer, ...]
    first_dealer: Seat
    dealer: SeatedPlayer
    notation: str  # as printed in docs/rules.md#rotation-tables: "1-5 v 2-3 (4)"
    status: str  # "", "playing" or "closed"
    changed: bool = False  # the first chukker of a new lineup: the players changed here

    @property
    def first_dealer_name(self) -> str:
        return display.seat_name(self.first_dealer)

    @property
    def north_south(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.north, self.south)

    @property
    def east_west(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.east, self.west)


@dataclass(frozen=True)
class TablePlan:
    table: Table
    players: tuple[SeatedPlayer, ...]
    lines: tuple[PlanLine, ...]
    warnings: tuple[str, ...]
    chukkers_per_cycle: int
    started_chukkers: int  # the highest chukker number that exists at the table (0: none)
    revised_after: int = 0  # the players changed after this chukker (0: never)

    @property
    def started(self) -> bool:
        return self.started_chukkers > 0


def notation(position: rotations.Position) -> str:
    """A position as docs/rules.md#rotation-tables prints it: "1-5 v 2-3 (4)"."""
    (a, b), (c, d) = position.pairs
    text = f"{a}-{b} v {c}-{d}"
    if position.sitting_out:
        text += " (" + ",".join(str(n) for n in position.sitting_out) + ")"
    return text


def table_plan(table: Table) -> TablePlan:
    """Every position the table plays tonight, named; uses prefetched players, lineups and
    chukkers (``evening_tables``).

    Each chukker is named with the players of the lineup that plays it; ``players`` are the
    table's players now (its latest lineup). Warnings follow the custom of
    docs/rules.md#consecutive-partners (no one partners the same player twice running), the
    chukkers before and after a change of players included.
    """
    places = lineup_places(table)
    latest = max(places, default=1)
    named = {
        start: {
            place.number: SeatedPlayer(place.number, place.player.name, place.player_id)
            for place in lineup.values()
        }
        for start, lineup in places.items()
    }
    status = {c.number: "closed" if c.closed_at else "playing" for c in table.chukkers.all()}

    def who(start: int, number: int) -> SeatedPlayer:
        return named.get(start, {}).get(number) or SeatedPlayer(number, "?")

    sequence = table.plan()
    lines = []
    for played in sequence:
        seats = played.seats
        start = played.start
        lines.append(
            PlanLine(
                chukker=played.index,
                position=played.position.number,
                cycle=played.cycle,
                north=who(start, seats[Seat.N]),
                east=who(start, seats[Seat.E]),
                south=who(start, seats[Seat.S]),
                west=who(start, seats[Seat.W]),
                sitting_out=tuple(who(start, n) for n in played.position.sitting_out),
                first_dealer=played.first_dealer,
                dealer=who(start, seats[played.first_dealer]),
                notation=notation(played.position),
                status=status.get(played.index, ""),
                changed=start > 1 and played.index == start,
            )
        )
    warnings = []
    for first, second, names in _partner_repeats(lines):
        warnings.append(
            gettext(
                "%(a)s and %(b)s partner in chukkers %(first)s and %(second)s, twice running "
                "(a common club custom asks that no one partner the same player twice in a row)."
            )
            % {"a": names[0], "b": names[1], "first": first, "second": second}
        )
    current = named.get(latest, {})
    return TablePlan(
        table=table,
        players=tuple(current[n] for n in sorted(current)),
        lines=tuple(lines),
        warnings=tuple(warnings),
        chukkers_per_cycle=len(rotations.schedule(table.size)),
        started_chukkers=max(status, default=0),
        revised_after=latest - 1 if latest > 1 else 0,
    )


def _partner_repeats(
    lines: Sequence[PlanLine],
) -> list[tuple[int, int, tuple[SeatedPlayer, SeatedPlayer]]]:
    """Two players who partner in two consecutive chukkers of the plan, by who they are (the
    numbers change with the lineup): (first chukker, second chukker, the two players)."""
    repeats = []
    for before, after in pairwise(lines):
        pairs = {
            frozenset(p.player_id or p.name for p in pair)
            for pair in (before.north_south, before.east_west)
        }
        for pair in (after.north_south, after.east_west):
            if frozenset(p.player_id or p.name for p in pair) in pairs:
                ordered = tuple(sorted(pair, key=lambda p: p.number))
                repeats.append((before.chukker, after.chukker, (ordered[0], ordered[1])))
    return repeats


class Started(TypedDict):
    """What ``evening_tables`` says of each table."""

    started: bool


def evening_tables(evening: Evening) -> list[WithAnnotations[Table, Started]]:
    """The evening's tables with ``started``, their lineups, every place (``seated_places`` are
    those of the players seated now) and chukkers: 4 queries."""
    players = TablePlayer.objects.select_related("player").order_by("lineup__start", "number")
    chukkers = Chukker.objects.only("id", "table_id", "number", "closed_at").order_by("number")
    return list(
        Table.objects.filter(evening=evening)
        .annotate(started=Exists(Chukker.objects.filter(table=OuterRef("pk"))))
        .prefetch_related(
            "lineups",
            Prefetch("table_players", queryset=players),
            Prefetch("chukkers", queryset=chukkers),
        )
        .order_by("number")
    )


def evening_started(evening: Evening) -> bool:
    """Play began at some table of the evening."""
    return Chukker.objects.filter(table__evening=evening).exists()


def started_table_numbers(evening: Evening) -> set[int]:
    return set(
        Table.objects.filter(evening=evening, chukkers__isnull=False)
        .values_list("number", flat=True)
        .distinct()
    )


def current_seating(evening: Evening) -> Seating:
    """The players seated now, table 1 first, each in number order; a table number with nobody
    seated (a table that stopped, or none by that number) is an empty table."""
    rows = (
        TablePlayer.seated.filter(evening=evening)
        .order_by("table__number", "number")
        .values_list("table__number", "player_id")
    )
    tables: dict[int, list[int]] = {
        number: []
        for number in Table.objects.filter(evening=evening).values_list("number", flat=True)
    }
    for number, player_id in rows:
        tables[number].append(player_id)
    count = max(tables, default=0)
    return tuple(tuple(tables.get(number, ())) for number in range(1, count + 1))


def table_numbers(evening: Evening) -> list[int]:
    """The numbers of the evening's tables, those that stopped included (one query)."""
    return list(Table.objects.filter(evening=evening).values_list("number", flat=True))
