"""Paper beside the phones: the printed score sheets, and the chukker the director types in.

Words: a *score sheet* is the paper a table scores on, one block per chukker of its plan
(``plans.table_plan``: the same positions and first dealers as the table page, replayed cycles
included): who sits where and who sits out, then the four deals, each with its *dealer* and who
is *vulnerable* under the evening's schedule, and boxes to write the deal in. A *blank* sheet
names nobody: a home game's, printed from the score pad.

The *paper chukker* is the one the director types in from a table's sheet: the chukker in play,
or the next one to start, with what is stored of it already (deals entered from a phone before
the table went on paper stay). Its *running score* is the engine's sheet over the deals typed so
far, shown as each row is completed; nothing here is stored.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from clubchicago.club.models import Chukker, DealRecord, Evening, Table, TablePlayer
from clubchicago.club.selectors.plans import PlanLine, SeatedPlayer, TablePlan, table_plan
from clubchicago.club.selectors.sheets import score_or_refuse
from clubchicago.club.selectors.table_state import table_state
from rotations import PlayedPosition
from scoring import MAX_DEALS, ChukkerSheet, Deal, DealLine, Seat, Side, dealer_of
from scoring import vulnerable_sides as vulnerable

# A blank sheet holds as many chukkers as fit on a page: a home game turns the page over.
BLANK_CHUKKERS = 3


@dataclass(frozen=True)
class SheetDeal:
    """One deal of a chukker as the sheet prints it: who deals and who is vulnerable."""

    number: int
    dealer: Seat
    vulnerable: frozenset[Side]


def sheet_deals(first_dealer: Seat, schedule: str) -> tuple[SheetDeal, ...]:
    """The four deals of a chukker dealt first by ``first_dealer``, under ``schedule``."""
    return tuple(
        SheetDeal(n, dealer_of(n, first_dealer), vulnerable(n, first_dealer, schedule))
        for n in range(1, MAX_DEALS + 1)
    )


@dataclass(frozen=True)
class SheetChukker:
    """One chukker of a score sheet: the plan's line (None on a blank sheet) and its deals."""

    line: PlanLine | None
    first_dealer: Seat
    deals: tuple[SheetDeal, ...]

    def player_at(self, seat: Seat) -> SeatedPlayer | None:
        if self.line is None:
            return None
        return {
            Seat.N: self.line.north,
            Seat.E: self.line.east,
            Seat.S: self.line.south,
            Seat.W: self.line.west,
        }[seat]


@dataclass(frozen=True)
class ScoreSheets:
    """A table's score sheets, every chukker of its plan; or a blank sheet (no table)."""

    plan: TablePlan | None
    chukkers: tuple[SheetChukker, ...]

    @property
    def table(self) -> Table | None:
        return self.plan.table if self.plan else None


def table_sheets(table: Table, schedule: str) -> ScoreSheets:
    """The sheets of ``table`` (its players and chukkers prefetched, as ``evening_tables``)."""
    plan = table_plan(table)
    chukkers = tuple(
        SheetChukker(line, line.first_dealer, sheet_deals(line.first_dealer, schedule))
        for line in plan.lines
    )
    return ScoreSheets(plan, chukkers)


def blank_sheets(first_dealer: Seat, schedule: str, count: int = BLANK_CHUKKERS) -> ScoreSheets:
    """A sheet without names: ``count`` chukkers, the first deal passing clockwise each time."""
    dealers = [first_dealer]
    while len(dealers) < count:
        dealers.append(dealers[-1].next())
    return ScoreSheets(
        None, tuple(SheetChukker(None, seat, sheet_deals(seat, schedule)) for seat in dealers)
    )


# -- the chukker the director types in ------------------------------------------------------------


@dataclass(frozen=True)
class RunningRow:
    """A deal typed in, as the engine scores it, and the chukker's totals once it is in."""

    number: int
    line: DealLine
    totals: dict[Side, int]


@dataclass(frozen=True)
class PaperChukker:
    """The chukker to type in from a table's sheet, with what is stored of it already."""

    table: Table
    played: PlayedPosition
    plan_length: int
    players: dict[int, TablePlayer]  # by number
    chukker: Chukker | None  # None: the table has not started this chukker
    stored: dict[int, DealRecord] = field(default_factory=dict)  # played deals, by number
    passed_out: dict[int, list[DealRecord]] = field(default_factory=dict)  # by deal number

    @property
    def number(self) -> int:
        return self.played.index

    @property
    def closed(self) -> bool:
        return self.chukker is not None and self.chukker.closed

    @property
    def seats(self) -> dict[str, TablePlayer]:
        return {seat.value: self.players[n] for seat, n in self.played.seats.items()}

    @property
    def sitting_out(self) -> list[TablePlayer]:
        return [self.players[n] for n in self.played.position.sitting_out]

    @property
    def deals(self) -> tuple[SheetDeal, ...]:
        return sheet_deals(self.played.first_dealer, self.table.evening.schedule)

    def running(self, contracts: Sequence[Deal]) -> tuple[ChukkerSheet, list[RunningRow]]:
        """The engine's sheet over ``contracts`` (deals 1, 2, ... in order), and each row's
        score with the totals after it. ``ClubUserError`` if the engine refuses them."""
        sheet = score_or_refuse(self.table.evening, contracts, self.played.first_dealer)
        totals = {Side.NS: 0, Side.EW: 0}
        rows = []
        for line in sheet.lines:
            totals = {side: totals[side] + line.total(side) for side in Side}
            rows.append(RunningRow(line.number, line, totals))
        return sheet, rows

    def credits(self, sheet: ChukkerSheet) -> dict[Side, int]:
        """What each side would be credited, in the evening's unit."""
        evening: Evening = self.table.evening
        by_side = evening.credits(sheet.totals[Side.NS], sheet.totals[Side.EW])
        return {side: evening.shown(credit) for side, credit in by_side.items()}


def paper_chukker(table: Table, number: int | None = None) -> PaperChukker | None:
    """Chukker ``number`` of ``table`` (stored, or the next to start); by default the one to type
    in now: the chukker in play, or the next one. None when there is no such chukker."""
    state = table_state(table)
    plan = state.sequence
    if number is None:
        if state.is_open and state.chukker is not None and state.played is not None:
            return _with_deals(
                table,
                state.played,
                len(plan),
                state.players_of(state.played),
                state.chukker,
                state.deals,
            )
        if state.upcoming is None:
            return None  # the table has played all its chukkers
        return PaperChukker(
            table, state.upcoming, len(plan), state.players_of(state.upcoming), None
        )
    if not 1 <= number <= len(plan):
        return None
    played = plan[number - 1]
    players = state.players_of(played)
    if state.chukker is not None and state.chukker.number == number:
        return _with_deals(table, played, len(plan), players, state.chukker, state.deals)
    if state.upcoming is not None and state.upcoming.index == number:
        return PaperChukker(table, state.upcoming, len(plan), players, None)
    chukker = table.chukkers.filter(number=number).first()
    if chukker is None:
        return None
    chukker.table = table
    deals = chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk")
    return _with_deals(table, played, len(plan), players, chukker, deals)


def _with_deals(
    table: Table,
    played: PlayedPosition,
    plan_length: int,
    players: dict[int, TablePlayer],
    chukker: Chukker,
    deals: Iterable[DealRecord],
) -> PaperChukker:
    """The chukker with its live deals (in the order played) sorted out by deal number."""
    stored: dict[int, DealRecord] = {}
    passed_out: dict[int, list[DealRecord]] = {}
    for deal in deals:
        if deal.passed_out:
            passed_out.setdefault(deal.number, []).append(deal)
        else:
            stored[deal.number] = deal
    return PaperChukker(table, played, plan_length, players, chukker, stored, passed_out)
