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

Five queries for one table or all of them; nothing here renders HTML or writes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from django.db.models import Prefetch

from clubchicago.club import display
from clubchicago.club.models import Chukker, DealRecord, Evening, Table, TablePlayer
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.sheets import live_deals, sheet_for
from clubchicago.club.selectors.table_state import lineup_places
from scoring import Credit, DealLine, Seat, Side, player_credits


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


@dataclass(frozen=True)
class GridRow:
    """A player's line in the players x positions grid; ``cells`` None where they sat out."""

    player: SeatedPlayer
    cells: tuple[int | None, ...]
    positions: int
    total: int


@dataclass(frozen=True)
class TableRecap:
    number: int
    size: int
    unit: str
    players: tuple[SeatedPlayer, ...]
    positions: tuple[PositionRecap, ...]
    grid: tuple[GridRow, ...] = field(default=())

    @property
    def counted(self) -> tuple[PositionRecap, ...]:
        """The positions played: the grid's columns."""
        return tuple(p for p in self.positions if p.counts)


def table_recaps(evening: Evening, number: int | None = None) -> list[TableRecap]:
    """The recap of one table (``number``) or every table of the evening, in four queries."""
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
    return [_table_recap(evening, table) for table in tables]


def _table_recap(evening: Evening, table: Table) -> TableRecap:
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
    grid = []
    for player in players:
        cells = []
        for position in counted:
            credit = position.credit_of(player.player_id)
            cells.append(None if credit is None or credit.side is None else credit.shown)
        played = [cell for cell in cells if cell is not None]
        grid.append(GridRow(player, tuple(cells), len(played), sum(played)))
    return TableRecap(
        number=table.number,
        size=table.size,
        unit=evening.unit,
        players=players,
        positions=tuple(positions),
        grid=tuple(grid),
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
