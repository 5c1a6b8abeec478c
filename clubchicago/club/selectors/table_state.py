"""Everything the table page shows, loaded in a handful of queries.

Words: the table's *plan* is every chukker it plays tonight (``Table.plan``); the *current*
chukker is the one being played, or the last one played when none is open; the *upcoming*
position is the one the table starts next once the current chukker is closed. The *next deal* is
the one the players enter now: its number, dealer and vulnerability. Each chukker is played by a
*lineup* of the table (its players from one chukker on, ``models.Lineup``): its seats are read
with that lineup's numbers, so a table whose players changed shows each chukker with the players
who sat there.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, fields

from django.utils.translation import gettext

from clubchicago.club import display
from clubchicago.club.models import Chukker, DealRecord, Lineup, Table, TablePlayer
from clubchicago.club.selectors.sheets import score_or_refuse, sheet_for
from clubchicago.club.snapshots import snapshot
from rotations import PlayedPosition
from scoring import ChukkerSheet, Deal, DealLine, Seat, Side, vulnerable_sides


def current_chukker(table: Table) -> Chukker | None:
    """The chukker being played, or the last one played when none is open."""
    return table.chukkers.order_by("-number").first()


# Each lineup's places by number, keyed by the lineup's first chukker.
Places = dict[int, dict[int, TablePlayer]]


def lineup_places(table: Table, lineups: Sequence[Lineup] | None = None) -> Places:
    """Each of the table's lineups, its places by number (one query, or none if prefetched as
    ``table_players`` with their ``player``; ``lineups`` when read already, else one more)."""
    starts = {lineup.pk: lineup.start for lineup in (lineups or _lineups(table))}
    places: defaultdict[int, dict[int, TablePlayer]] = defaultdict(dict)
    for place in _places(table):
        places[starts[place.lineup_id]][place.number] = place
    return dict(places)


def _lineups(table: Table) -> list[Lineup]:
    """The table's lineups: prefetched, or read now (never kept on the table, which may be an
    object a caller goes on using after a change)."""
    if "lineups" in getattr(table, "_prefetched_objects_cache", {}):
        return list(table.lineups.all())
    return list(Lineup.objects.filter(table=table).order_by("start"))


def _places(table: Table) -> list[TablePlayer]:
    cached = getattr(table, "_prefetched_objects_cache", {})
    if "table_players" in cached:
        return list(table.table_players.all())
    # ``TablePlayer``'s own order less its table (one here): no join of the table and evening.
    places = TablePlayer.objects.filter(table=table).select_related("player")
    return list(places.order_by("lineup__start", "number"))


def lineup_of(table: Table, number: int, lineups: Sequence[Lineup] | None = None) -> Lineup | None:
    """The lineup that plays (or played) chukker ``number`` of ``table`` (``lineups``: the
    table's, when read already)."""
    found = None
    for lineup in lineups if lineups is not None else _lineups(table):
        if lineup.start <= number:
            found = lineup
    return found


def next_position(
    table: Table, last: Chukker | None, plan: Sequence[PlayedPosition] | None = None
) -> PlayedPosition | None:
    """The position the table starts next, or None when its evening is over."""
    number = 1 if last is None else last.number + 1
    plan = table.plan() if plan is None else plan
    return plan[number - 1] if number <= len(plan) else None


@dataclass(frozen=True)
class PlanRow:
    """One chukker of the table's evening, as the table page lists tonight's plan."""

    played: PlayedPosition
    seats: dict[str, TablePlayer]
    sitting_out: list[TablePlayer]
    status: str  # "closed", "playing" or "" (to come)
    changed: bool = False  # the first chukker of a new lineup (the players changed)

    @property
    def dealer(self) -> TablePlayer | None:
        return self.seats.get(self.played.first_dealer.value)


@dataclass(frozen=True)
class ToConfirm:
    """A deal waiting for a player of the other side to confirm it, with what it scored."""

    deal: DealRecord
    line: DealLine | None
    defenders: list[TablePlayer]


@dataclass
class TableState:
    """The table page's chukker, seats, sheet and next deal."""

    table: Table
    places: Places  # each lineup's places by number, by the lineup's first chukker
    chukker: Chukker | None  # the chukker on the page: open, or the last one closed
    played: PlayedPosition | None  # the position of ``chukker``, or the next one to start
    plan_length: int
    deals: list[DealRecord]
    sheet: ChukkerSheet | None
    upcoming: PlayedPosition | None = None  # after a closed chukker: the next position
    moved_to: tuple[int, ...] = ()  # a table that stopped: where its players play on
    lineups: tuple[Lineup, ...] = ()  # the table's, read once for the page
    sequence: tuple[PlayedPosition, ...] = ()  # its plan, computed once for the page

    def players_of(self, position: PlayedPosition | None) -> dict[int, TablePlayer]:
        """The places, by number, of the lineup that plays ``position``."""
        if position is None:
            return {}
        return self.places.get(position.start, {})

    @property
    def players(self) -> dict[int, TablePlayer]:
        """The places, by number, of the lineup that plays the chukker the next deal is in."""
        entering = self.upcoming if self.upcoming is not None else self.played
        return self.players_of(entering)

    @property
    def everyone(self) -> dict[int, TablePlayer]:
        """Every place at the table tonight, by player id (their latest place)."""
        return {
            place.player_id: place
            for start in sorted(self.places)
            for place in self.places[start].values()
        }

    def _seated(self, position: PlayedPosition | None) -> dict[str, TablePlayer]:
        players = self.players_of(position)
        if position is None:
            return {}
        return {seat.value: players[n] for seat, n in position.seats.items()}

    def _sitting_out(self, position: PlayedPosition | None) -> list[TablePlayer]:
        players = self.players_of(position)
        if position is None:
            return []
        return [players[n] for n in position.position.sitting_out]

    @property
    def entry_lineup(self) -> int | None:
        """The id of the lineup that plays the chukker the next deal is in: the phone's form
        carries it, so a page from before the players changed is refused (``record_deal``)."""
        entering = self.upcoming if self.upcoming is not None else self.played
        if entering is None:
            return None
        lineup = lineup_of(self.table, entering.index, self.lineups)
        return lineup.pk if lineup is not None else None

    @property
    def players_changed(self) -> tuple[list[TablePlayer], list[TablePlayer]] | None:
        """Who joins and who leaves the table at the next chukker (its first in a new lineup),
        when the page shows it still to start; None otherwise."""
        coming = self.upcoming
        if coming is None or coming.start == 1 or coming.index != coming.start:
            return None
        previous = max((start for start in self.places if start < coming.start), default=None)
        if previous is None:
            return None
        before = {p.player_id for p in self.places[previous].values()}
        after = self.places.get(coming.start, {})
        now = {p.player_id for p in after.values()}
        joining = [p for p in after.values() if p.player_id not in before]
        leaving = [p for p in self.places[previous].values() if p.player_id not in now]
        return joining, sorted(leaving, key=lambda place: place.number)

    @property
    def players_changed_text(self) -> list[str]:
        """What the phone says when the next chukker is the first with new players."""
        changed = self.players_changed
        if changed is None:
            return []
        joining, leaving = changed
        lines = [
            gettext("%(player)s joins the table.") % {"player": place.player.name}
            for place in sorted(joining, key=lambda place: place.number)
        ]
        lines += [
            gettext("%(player)s has left the table.") % {"player": place.player.name}
            for place in leaving
        ]
        return lines

    @property
    def seats(self) -> dict[str, TablePlayer]:
        return self._seated(self.played)

    @property
    def upcoming_seats(self) -> dict[str, TablePlayer]:
        return self._seated(self.upcoming)

    @property
    def sitting_out(self) -> list[TablePlayer]:
        return self._sitting_out(self.played)

    @property
    def upcoming_sitting_out(self) -> list[TablePlayer]:
        return self._sitting_out(self.upcoming)

    @property
    def is_open(self) -> bool:
        return self.chukker is not None and not self.chukker.closed

    @property
    def finished(self) -> bool:
        return self.chukker is not None and self.chukker.closed and self.upcoming is None

    @property
    def chukker_number(self) -> int:
        """The chukker the next deal belongs to."""
        if self.is_open and self.chukker is not None:
            return self.chukker.number
        return self.upcoming.index if self.upcoming else (self.played.index if self.played else 1)

    @property
    def next_deal_number(self) -> int | None:
        if self.is_open and self.sheet is not None:
            return self.sheet.next_deal_number
        return 1 if (self.chukker is None or self.upcoming) else None

    @property
    def entry_seats(self) -> dict[str, TablePlayer]:
        """The seats of the chukker the next deal belongs to."""
        return self.seats if self.is_open or self.upcoming is None else self.upcoming_seats

    @property
    def next_dealer(self) -> Seat | None:
        if self.is_open and self.sheet is not None:
            return self.sheet.next_dealer
        start = self.upcoming or (self.played if self.chukker is None else None)
        return start.first_dealer if start else None

    @property
    def next_vulnerable(self) -> frozenset[Side]:
        number, dealer = self.next_deal_number, self.next_dealer
        if number is None or dealer is None:
            return frozenset()
        first = self.sheet.first_dealer if self.is_open and self.sheet else dealer
        return vulnerable_sides(number, first, self.table.evening.schedule)

    def credits(self) -> dict[Side, int]:
        """What each side of the shown chukker is credited, in the evening's unit."""
        if self.sheet is None:
            return {Side.NS: 0, Side.EW: 0}
        evening = self.table.evening
        by_side = evening.credits(self.sheet.totals[Side.NS], self.sheet.totals[Side.EW])
        return {side: evening.shown(credit) for side, credit in by_side.items()}

    @property
    def passed_out_for_next(self) -> int:
        """Pass-outs already recorded for the deal about to be entered."""
        if not self.is_open:
            return 0
        number = self.next_deal_number
        return sum(1 for d in self.deals if d.passed_out and d.number == number)

    @property
    def passed_out_count(self) -> int:
        return sum(1 for d in self.deals if d.passed_out)

    @property
    def unconfirmed(self) -> list[DealRecord]:
        if not self.table.evening.confirm_entries:
            return []
        return [d for d in self.deals if not d.passed_out and d.confirmed_at is None]

    @property
    def to_confirm(self) -> list[ToConfirm]:
        """The deals waiting for confirmation, each with its line and who may confirm it."""
        lines = {line.number: line for line in self.sheet.lines} if self.sheet else {}
        waiting = []
        for deal in self.unconfirmed:
            declaring = Seat(deal.declarer).side
            defenders = [p for s, p in self.seats.items() if Seat(s).side is not declaring]
            waiting.append(ToConfirm(deal, lines.get(deal.number), defenders))
        return waiting

    @property
    def plan(self) -> list[PlanRow]:
        """Every chukker the table plays tonight: position, seats, sitters-out, first dealer."""
        current = self.chukker.number if self.chukker is not None else 0
        current_closed = self.chukker is not None and self.chukker.closed
        rows = []
        for played in self.sequence:
            if played.index < current or (played.index == current and current_closed):
                status = "closed"
            elif played.index == current:
                status = "playing"
            else:
                status = ""
            changed = played.start > 1 and played.index == played.start
            rows.append(
                PlanRow(played, self._seated(played), self._sitting_out(played), status, changed)
            )
        return rows

    @property
    def folds_shown(self) -> tuple[object, ...]:
        """What the page's score sheet and plan are drawn from, for the key of their cached
        fragment: the chukker (open or closed: its sheet folded open or not, the plan's
        statuses), its position and deals (each one's correction), its sheet, the table's
        sequence and places (the seats and sitters-out of every row) and the players' names
        (a place holds a player's id, not their name). The rows of the plan and the seats are
        computed from these alone, so they are not written out again."""
        names = {
            place.player_id: place.player.name
            for places in self.places.values()
            for place in places.values()
        }
        drawn = (self.chukker, self.played, self.upcoming is not None, self.deals, self.sheet)
        return (*drawn, self.sequence, self.places, self.plan_length, names)

    @property
    def unfolded(self) -> tuple[object, ...]:
        """The state's fields that ``folds_shown`` does not hold as they are: with it, all of
        the state (a field added later is in here, never missed)."""
        return tuple(getattr(self, f.name) for f in fields(self) if f.name not in FOLDED_FIELDS)

    @property
    def chukker_over_text(self) -> str:
        """After a chukker closed: each of its players' credit by name, in the evening's unit,
        winners first ("Jean-Luc and Hélène +400 · José and Chiara −400 · François sits out");
        empty while a chukker is open. Names are shortened as the seat tiles shorten them
        ("Chiara E.", past ``display.CREDIT_NAME`` characters), so the line stays short enough
        for the next deal's entry, Save included, to fit a 360 x 740 phone's screen below it."""
        if self.chukker is None or not self.chukker.closed or self.sheet is None:
            return ""
        credits, seats = self.credits(), self.seats

        def name(seat: str) -> str:
            return display.short_name(seats[seat].player.name, display.CREDIT_NAME)

        sides = [
            (credits[side], display.pair_credit(name(a), name(b), credits[side]))
            for side, (a, b) in ((Side.NS, ("N", "S")), (Side.EW, ("E", "W")))
            if a in seats and b in seats
        ]
        parts = [text for _credit, text in sorted(sides, key=lambda side: -side[0])]
        if self.sitting_out:
            out = [
                display.short_name(place.player.name, display.CREDIT_NAME)
                for place in self.sitting_out
            ]
            parts.append(display.sitting_out_text(out))
        return " · ".join(parts)

    @property
    def closed_credits(self) -> dict[str, int] | None:
        """After a chukker closed: what each of its players is credited, by seat."""
        if self.chukker is None or not self.chukker.closed or self.sheet is None:
            return None
        credits = self.credits()
        return {seat: credits[Seat(seat).side] for seat in self.seats}

    def preview_next(self, contract: Deal) -> ChukkerSheet:
        """The sheet as it would be with ``contract`` as the table's next deal."""
        deals = [d.contract() for d in self.deals if not d.passed_out] if self.is_open else []
        first = self.sheet.first_dealer if self.is_open and self.sheet else self.next_dealer
        return score_or_refuse(self.table.evening, [*deals, contract], first or Seat.N)


# The state's fields ``TableState.folds_shown`` holds as they are.
FOLDED_FIELDS = frozenset(
    {"places", "chukker", "played", "plan_length", "deals", "sheet", "sequence"}
)

# What a change of seating or of the table's length rewrites on the table's own row (not its
# link's key: a phone holding a replaced link is never shown the new one).
PLAN_FIELDS = ["size", "length", "first_dealers", "begins_after", "on_paper"]


@snapshot()
def table_state(table: Table) -> TableState:
    """The table's page as of one moment (``snapshots``): its row as it stands then (a POST
    read it before), its lineups and their places, its chukker and deals, all from one
    snapshot, so a change of seating confirmed meanwhile is either all seen or not at all."""
    table.refresh_from_db(fields=PLAN_FIELDS)
    lineups = tuple(_lineups(table))
    places = lineup_places(table, lineups)
    plan = table.plan(lineups)
    chukker = current_chukker(table)
    if chukker is None:
        first = plan[0] if plan else None
        return TableState(
            table,
            places,
            None,
            first,
            len(plan),
            [],
            None,
            upcoming=first,
            lineups=lineups,
            sequence=plan,
        )
    chukker.table = table
    deals = list(chukker.deals.filter(deleted_at__isnull=True).order_by("number", "pk"))
    sheet = sheet_for(chukker, deals)
    played = plan[chukker.number - 1] if chukker.number <= len(plan) else None
    upcoming = next_position(table, chukker, plan) if chukker.closed else None
    moved_to: tuple[int, ...] = ()
    seated = [place for lineup in places.values() for place in lineup.values()]
    if upcoming is None and chukker.closed and not any(place.current for place in seated):
        last = places.get(max(places, default=1), {})
        moved_to = tuple(
            sorted(
                set(
                    TablePlayer.seated.filter(
                        evening_id=table.evening_id,
                        player_id__in=[p.player_id for p in last.values()],
                    ).values_list("table__number", flat=True)
                )
            )
        )
    return TableState(
        table,
        places,
        chukker,
        played,
        len(plan),
        deals,
        sheet,
        upcoming,
        moved_to,
        lineups,
        plan,
    )
