"""Recap sheets: each table's positions as they were played and credited.

Words (docs/rules.md#words): a *position* is one chukker of the rotation table at one table; a
table's *recap* lists, for each chukker, who played whom and where, who sat out, the deals (dealer,
vulnerability, contract, declarer, result, points above and below the line for each side), the
totals and each player's *credit*, then the *grid* of players by positions played. Only closed
chukkers in which a deal was bid and played are counted in the grid (a chukker closed with only
pass-outs is no position played); a chukker in play is shown, marked as such. A table whose
players changed during the evening (docs/rules.md#changes-during-the-evening) shows each chukker
with the players of the lineup that played it, and its grid has a line for everyone who sat at
the table, in the order they came to it.

A *stint* is one lineup's run of chukkers at the table (from its first chukker to the chukker
before the next lineup's, or to the table's last). Players are renumbered when the lineup
changes, so two players may have held the same number at one table: the recap's header names
each stint's players apart ("Chukkers 1-2: 1. Anna, ... 3. Amélie Dubois"), and a grid line
names a player whose number was not the same all evening with the numbers they held ("Élodie
Faure (3 in chukkers 3-4)"). A grid line's total is this table's only; for a player who also
played at another table the line carries the evening's total beside it (from the stored
credits, ``ChukkerCredit``, which count the same positions).

Six queries for one table or all of them; nothing here renders HTML or writes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from django.db.models import Prefetch, Sum
from django.utils.translation import gettext, ngettext

from clubchicago.club import display
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    DealRecord,
    Evening,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.sheets import live_deals, sheet_for
from clubchicago.club.selectors.table_state import lineup_places
from scoring import Credit, DealLine, Seat, Side, Unit, player_credits


@dataclass(frozen=True)
class DealRecap:
    """One deal of a position, with the players who dealt and declared it."""

    line: DealLine
    dealer: SeatedPlayer
    declarer: SeatedPlayer

    @property
    def vulnerable_label(self) -> str:
        return display.vulnerability_short(self.line.vulnerable)

    @property
    def result(self) -> str:
        """The result against the contract: ``=``, ``+1`` or ``−2``."""
        return display.result_text(self.line.deal)


@dataclass(frozen=True)
class PlayerCredit:
    player: SeatedPlayer
    side: Side | None  # None: sitting out
    credit: Credit
    shown: int  # in the evening's unit


@dataclass(frozen=True)
class PositionRecap:
    """One chukker at one table: who played whom, its deals, totals and each player's credit."""

    chukker: int
    position: int
    closed: bool
    seats: dict[Seat, SeatedPlayer]
    sitting_out: tuple[SeatedPlayer, ...]
    deals: tuple[DealRecap, ...]
    passed_out: int
    totals: dict[Side, int]
    credits: tuple[PlayerCredit, ...]
    changed: bool = False  # the first chukker of a new lineup: the players changed here

    @property
    def north_south(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.seats[Seat.N], self.seats[Seat.S])

    @property
    def east_west(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.seats[Seat.E], self.seats[Seat.W])

    @property
    def net(self) -> int:
        return abs(self.totals[Side.NS] - self.totals[Side.EW])

    @property
    def counts(self) -> bool:
        """A position played: closed, with at least one deal bid and played."""
        return self.closed and bool(self.deals)

    def credit_of(self, player_id: int | None) -> PlayerCredit | None:
        return next((c for c in self.credits if c.player.player_id == player_id), None)


def chukkers_text(first: int, last: int) -> str:
    """A run of chukkers in words: "chukkers 1-2", or "chukker 3" for one."""
    if first >= last:
        return gettext("chukker %(first)s") % {"first": first}
    return gettext("chukkers %(first)s–%(last)s") % {"first": first, "last": last}


@dataclass(frozen=True)
class Stint:
    """One lineup of a table: its players by number, from chukker ``first`` to ``last``."""

    first: int
    last: int
    players: tuple[SeatedPlayer, ...]

    @property
    def chukkers(self) -> str:
        return chukkers_text(self.first, self.last)

    def number_of(self, player_id: int | None) -> int | None:
        return next((p.number for p in self.players if p.player_id == player_id), None)


@dataclass(frozen=True)
class GridRow:
    """A player's line in the players x positions grid; ``cells`` None where they sat out.

    ``total`` is this table's; ``evening_total`` the player's whole evening, given only when
    they also played at ``other_tables``. ``label`` names the player as the grid shows them:
    "3. Zoë Ærø", or "Zoë Ærø (5 in chukkers 1-2; 3 in chukkers 3-4)" when the number they held
    was not the same over the table's whole evening."""

    player: SeatedPlayer
    cells: tuple[int | None, ...]
    positions: int
    total: int
    label: str = ""
    evening_total: int | None = None
    other_tables: tuple[int, ...] = ()

    def __str__(self) -> str:
        return self.label or str(self.player)

    @property
    def elsewhere(self) -> str:
        """The other tables the player played at: "also at table 3" (nothing if none)."""
        count = len(self.other_tables)
        if not count:
            return ""
        return ngettext("also at table %(tables)s", "also at tables %(tables)s", count) % {
            "tables": ", ".join(str(number) for number in self.other_tables)
        }


@dataclass(frozen=True)
class TableRecap:
    number: int
    size: int
    unit: str
    players: tuple[SeatedPlayer, ...]
    positions: tuple[PositionRecap, ...]
    grid: tuple[GridRow, ...] = field(default=())
    stints: tuple[Stint, ...] = field(default=())

    @property
    def counted(self) -> tuple[PositionRecap, ...]:
        """The positions played: the grid's columns."""
        return tuple(p for p in self.positions if p.counts)

    @property
    def renumbered(self) -> bool:
        """The players changed during the evening: the header lists each stint apart."""
        return len(self.stints) > 1

    @property
    def moved(self) -> bool:
        """Some player of this table also played at another: the grid shows evening totals."""
        return any(row.evening_total is not None for row in self.grid)


def table_recaps(
    evening: Evening, number: int | None = None, *, evening_totals: bool = True
) -> list[TableRecap]:
    """The recap of one table (``number``) or every table of the evening in five queries, and
    one more for the evening's totals of the players who played at other tables too (left out
    with ``evening_totals=False``: the grid's lines then carry none)."""
    query = Table.objects.filter(evening=evening).order_by("number")
    if number is not None:
        query = query.filter(number=number)
    live = DealRecord.objects.filter(deleted_at__isnull=True).order_by("number", "pk")
    tables = list(
        query.prefetch_related(
            "lineups",
            Prefetch(
                "table_players",
                queryset=TablePlayer.objects.select_related("player").order_by(
                    "lineup__start", "number"
                ),
            ),
            Prefetch(
                "chukkers",
                queryset=Chukker.objects.order_by("number").prefetch_related(
                    Prefetch("deals", queryset=live, to_attr="prefetched_deals")
                ),
            ),
        )
    )
    by_table = _credits_by_table(evening) if tables and evening_totals else {}
    return [_table_recap(evening, table, by_table) for table in tables]


# A player's stored credits at each table of the evening: {player: {table number: shown}}.
CreditsByTable = dict[int, dict[int, int]]


def _credits_by_table(evening: Evening) -> CreditsByTable:
    """Each player's credits of the evening summed per table, in its unit (one query)."""
    column = "fiches" if Unit(evening.unit) is Unit.FICHES else "rounded_points"
    sums = (
        ChukkerCredit.objects.filter(evening=evening)
        .values_list("player_id", "chukker__table__number")
        .annotate(shown=Sum(column))
        .order_by()
    )
    found: CreditsByTable = {}
    for player_id, number, shown in sums:
        found.setdefault(player_id, {})[number] = shown or 0
    return found


def _stints(table: Table, lineups: Mapping[int, Mapping[int, SeatedPlayer]]) -> tuple[Stint, ...]:
    """The table's lineups as runs of chukkers, each to the one before the next lineup's."""
    starts = sorted(lineups)
    last = max([table.length, *(c.number for c in table.chukkers.all())])
    return tuple(
        Stint(
            first=start,
            last=max(start, (starts[index + 1] - 1) if index + 1 < len(starts) else last),
            players=tuple(lineups[start].values()),
        )
        for index, start in enumerate(starts)
    )


def grid_label(player: SeatedPlayer, stints: Sequence[Stint]) -> str:
    """A grid line's name: "3. Zoë Ærø" when the player held that number at every stint, else
    the name with each number they held and when ("Zoë Ærø (5 in chukker 1; 3 in chukkers
    2-6)"), so that no number names two players."""
    held = [(stint, stint.number_of(player.player_id)) for stint in stints]
    numbers = {number for _stint, number in held}
    if len(numbers) == 1 and None not in numbers:
        return str(player)
    parts = []
    for stint, number in held:
        if number is None:
            continue
        if stint.first >= stint.last:
            text = gettext("%(number)s in chukker %(first)s")
        else:
            text = gettext("%(number)s in chukkers %(first)s–%(last)s")
        parts.append(text % {"number": number, "first": stint.first, "last": stint.last})
    return gettext("%(name)s (%(numbers)s)") % {"name": player.name, "numbers": "; ".join(parts)}


def _table_recap(evening: Evening, table: Table, by_table: CreditsByTable) -> TableRecap:
    table.evening = evening  # the sheets read the evening's schedule; no query for it
    lineups = {
        start: {
            number: SeatedPlayer(number=number, name=place.player.name, player_id=place.player_id)
            for number, place in sorted(places.items())
        }
        for start, places in lineup_places(table).items()
    }
    starts = sorted(lineups)
    latest: dict[int | None, SeatedPlayer] = {}
    for start in starts:
        for player in lineups[start].values():
            latest[player.player_id] = player  # a player's latest number names their line
    order = list(dict.fromkeys(p.player_id for start in starts for p in lineups[start].values()))
    players = tuple(latest[pk] for pk in order)
    positions = []
    for chukker in table.chukkers.all():
        chukker.table = table
        start = max((s for s in starts if s <= chukker.number), default=1)
        lineup = tuple(lineups.get(start, {}).values())
        recap = _position_recap(evening, chukker, lineup, {p.player_id: p for p in lineup})
        if start > 1 and chukker.number == start:
            recap = replace(recap, changed=True)
        positions.append(recap)
    counted = [p for p in positions if p.counts]
    stints = _stints(table, lineups)
    grid = []
    for player in players:
        cells = []
        for position in counted:
            credit = position.credit_of(player.player_id)
            cells.append(None if credit is None or credit.side is None else credit.shown)
        played = [cell for cell in cells if cell is not None]
        elsewhere = {
            number: shown
            for number, shown in by_table.get(player.player_id or 0, {}).items()
            if number != table.number
        }
        grid.append(
            GridRow(
                player,
                tuple(cells),
                len(played),
                sum(played),
                label=grid_label(player, stints),
                evening_total=sum(played) + sum(elsewhere.values()) if elsewhere else None,
                other_tables=tuple(sorted(elsewhere)),
            )
        )
    return TableRecap(
        number=table.number,
        size=table.size,
        unit=evening.unit,
        players=players,
        positions=tuple(positions),
        grid=tuple(grid),
        stints=stints,
    )


def _position_recap(
    evening: Evening,
    chukker: Chukker,
    players: Sequence[SeatedPlayer],
    by_id: Mapping[int | None, SeatedPlayer],
) -> PositionRecap:
    ids = chukker.player_ids()
    seats = {
        seat: by_id.get(pk, SeatedPlayer(number=0, name="?", player_id=pk))
        for seat, pk in ids.items()
    }
    playing = set(ids.values())
    sitting_out = tuple(player for player in players if player.player_id not in playing)
    deals = live_deals(chukker)  # prefetched by table_recaps: no query
    sheet = sheet_for(chukker, deals)
    recaps = tuple(
        DealRecap(line, seats[line.dealer], seats[line.deal.declarer]) for line in sheet.lines
    )
    raw = player_credits(
        [ids[Seat.N], ids[Seat.S]],
        [ids[Seat.E], ids[Seat.W]],
        sheet.totals[Side.NS],
        sheet.totals[Side.EW],
        sitting_out=[player.player_id for player in sitting_out],
        half=evening.half,
        fiche_value=evening.fiche_value,
    )
    side_of: dict[int | None, Side] = {pk: seat.side for seat, pk in ids.items()}
    # North-South first, then East-West, then the sitters-out, as the sheet reads.
    in_order = (seats[Seat.N], seats[Seat.S], seats[Seat.E], seats[Seat.W], *sitting_out)
    credits = tuple(
        PlayerCredit(
            player,
            side_of.get(player.player_id),
            raw[player.player_id],
            evening.shown(raw[player.player_id]),
        )
        for player in in_order
    )
    return PositionRecap(
        chukker=chukker.number,
        position=chukker.position,
        closed=chukker.closed,
        seats=seats,
        sitting_out=sitting_out,
        deals=recaps,
        passed_out=sum(1 for deal in deals if deal.passed_out),
        totals=dict(sheet.totals),
        credits=credits,
    )
