"""A table's plan for the evening, and the evening's tables as the director's pages list them.

Words (as in ``rotations``): a table's *plan* is every chukker it plays tonight, each a *position*
of the rotation table (its cycle of positions, maybe played again, maybe stopped early), with the
partnerships, seats, who sits out and the *first dealer*. A table has *started* once its first
chukker exists: from then on its players and numbers are fixed. The *seating* is every table's
player ids in number order, table 1 first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from django.db.models import Exists, OuterRef, Prefetch
from django.utils.translation import gettext
from django_stubs_ext import WithAnnotations

import rotations
from clubchicago.club import display
from clubchicago.club.models import Chukker, Evening, Table, TablePlayer
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
    """Every position the table plays tonight, named; uses prefetched players and chukkers.

    Warnings follow the custom of docs/rules.md#consecutive-partners (no one partners the same
    player twice running); only a 6-player table replaying its cycle breaks it.
    """
    players = {
        place.number: SeatedPlayer(place.number, place.player.name, place.player_id)
        for place in table.table_players.all()
    }
    status = {c.number: "closed" if c.closed_at else "playing" for c in table.chukkers.all()}

    def who(number: int) -> SeatedPlayer:
        return players.get(number) or SeatedPlayer(number, "?")

    sequence = table.plan()
    lines = []
    for played in sequence:
        seats = played.seats
        lines.append(
            PlanLine(
                chukker=played.index,
                position=played.position.number,
                cycle=played.cycle,
                north=who(seats[Seat.N]),
                east=who(seats[Seat.E]),
                south=who(seats[Seat.S]),
                west=who(seats[Seat.W]),
                sitting_out=tuple(who(n) for n in played.position.sitting_out),
                first_dealer=played.first_dealer,
                dealer=who(seats[played.first_dealer]),
                notation=notation(played.position),
                status=status.get(played.index, ""),
            )
        )
    warnings = []
    for repeat in rotations.consecutive_partner_warnings(sequence):
        first, second = repeat.chukkers
        warnings.append(
            gettext(
                "%(a)s and %(b)s partner in chukkers %(first)s and %(second)s, twice running "
                "(a common club custom asks that no one partner the same player twice in a row)."
            )
            % {
                "a": who(repeat.players[0]),
                "b": who(repeat.players[1]),
                "first": first,
                "second": second,
            }
        )
    return TablePlan(
        table=table,
        players=tuple(players[n] for n in sorted(players)),
        lines=tuple(lines),
        warnings=tuple(warnings),
        chukkers_per_cycle=len(rotations.schedule(table.size)),
        started_chukkers=max(status, default=0),
    )


class Started(TypedDict):
    """What ``evening_tables`` says of each table."""

    started: bool


def evening_tables(evening: Evening) -> list[WithAnnotations[Table, Started]]:
    """The evening's tables with ``started``, their players (by number) and chukkers: 3 queries."""
    players = TablePlayer.objects.select_related("player").order_by("number")
    chukkers = Chukker.objects.only("id", "table_id", "number", "closed_at").order_by("number")
    return list(
        Table.objects.filter(evening=evening)
        .annotate(started=Exists(Chukker.objects.filter(table=OuterRef("pk"))))
        .prefetch_related(
            Prefetch("table_players", queryset=players), Prefetch("chukkers", queryset=chukkers)
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
    """The seating as stored: table 1 first, each table's player ids in number order."""
    tables: dict[int, list[int]] = {
        number: []
        for number in Table.objects.filter(evening=evening).values_list("number", flat=True)
    }
    rows = (
        TablePlayer.objects.filter(evening=evening)
        .order_by("table__number", "number")
        .values_list("table__number", "player_id")
    )
    for number, player_id in rows:
        tables[number].append(player_id)
    return tuple(tuple(tables[number]) for number in sorted(tables))
