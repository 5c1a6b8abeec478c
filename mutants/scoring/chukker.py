"""A chukker: four deals scored together, with Chicago's game and partscore premiums.

Words:
- *chukker*: four deals that were bid and played, each player dealing once, clockwise (the
  Chicago "rubber"; the French *position* is one chukker at a club table).
- *partscore*: trick points below the line that have not yet made a game. Each side carries its
  own partscore from deal to deal until either side makes a game (seeds 000, 001).
- *game*: a side's trick points below the line since the last game reach 100. The premium is paid
  at once: 300 if that side is not vulnerable on that deal, 500 if it is (seed 001; seed 003:
  "la prime dépend de la vulnérabilité de la dernière partielle jouée"). Then the partscores of
  both sides stop counting toward game.
- *line*: what one deal wrote on the score sheet (``DealLine``); the *sheet* is the whole chukker
  (``ChukkerSheet``).
- *total*: every point a side scored, above and below the line. The higher total wins; equal
  totals tie. The *net* is the winner's total minus the loser's.
- *style*: ``chicago`` (the default, seeds 001 and 003) carries partscores as above and pays 100
  for a partscore on deal 4; ``duplicate`` scores each deal on its own, as duplicate bridge and
  many four-deal home games do: 50 for any partscore made, 300 or 500 for a game made on that
  deal alone (by that deal's vulnerability), nothing carried and no deal-4 premium. Slams,
  doubles, undertricks and honours are the same in both.

This module does not interact with the database: it takes ``Deal`` objects and returns a sheet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from scoring.deal import Deal, DealScore, score_deal
from scoring.errors import ScoringError, _
from scoring.schedule import (
    MAX_DEALS,
    dealer_of,
    parse_schedule,
    parse_seat,
    vulnerable_sides,
)
from scoring.types import Premium, Schedule, Seat, Side, Style, parse_enum

GAME = 100  # trick points below the line that make a game
GAME_PREMIUM_NOT_VULNERABLE = 300
GAME_PREMIUM_VULNERABLE = 500
PARTSCORE_DEAL_4_PREMIUM = 100
PARTSCORE_PREMIUM = 50  # duplicate style: any partscore made

_STYLE = _("Unknown scoring style %(value)s: choose chicago or duplicate.")

_FIFTH_DEAL = _(
    "A chukker has four deals: a fifth deal is void and cannot be scored "
    "(%(count)s deals were entered)."
)


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


class Award(NamedTuple):
    """One entry above the line: ``points`` to ``side`` for ``kind``."""

    side: Side
    kind: Premium
    points: int
mutants_xǁDealLineǁtotal__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class DealLine:
    """What one deal of a chukker wrote on the score sheet.

    ``below`` holds this deal's trick points, ``above`` everything else it paid (overtricks,
    insult, slam, undertricks, honours, game and deal-4 premiums); ``premiums`` itemises
    ``above``. ``carried`` is each side's partscore toward game after this deal, and ``game`` the
    side that made or completed a game on it.
    """

    number: int
    deal: Deal
    dealer: Seat
    vulnerable: frozenset[Side]
    declaring_side: Side
    below: dict[Side, int]
    above: dict[Side, int]
    carried: dict[Side, int]
    game: Side | None
    premiums: tuple[Award, ...]

    @property
    def declarer_vulnerable(self) -> bool:
        return self.declaring_side in self.vulnerable

    @_mutmut_mutated(mutants_xǁDealLineǁtotal__mutmut)
    def total(self, side: Side | str) -> int:
        return self.below[Side(side)] + self.above[Side(side)]

    def xǁDealLineǁtotal__mutmut_orig(self, side: Side | str) -> int:
        return self.below[Side(side)] + self.above[Side(side)]

    def xǁDealLineǁtotal__mutmut_1(self, side: Side | str) -> int:
        return self.below[Side(side)] - self.above[Side(side)]

    def xǁDealLineǁtotal__mutmut_2(self, side: Side | str) -> int:
        return self.below[Side(None)] + self.above[Side(side)]

    def xǁDealLineǁtotal__mutmut_3(self, side: Side | str) -> int:
        return self.below[Side(side)] + self.above[Side(None)]

    @property
    def points_ns(self) -> int:
        return self.total(Side.NS)

    @property
    def points_ew(self) -> int:
        return self.total(Side.EW)

mutants_xǁDealLineǁtotal__mutmut['_mutmut_orig'] = DealLine.xǁDealLineǁtotal__mutmut_orig # type: ignore # mutmut generated
mutants_xǁDealLineǁtotal__mutmut['xǁDealLineǁtotal__mutmut_1'] = DealLine.xǁDealLineǁtotal__mutmut_1 # type: ignore # mutmut generated
mutants_xǁDealLineǁtotal__mutmut['xǁDealLineǁtotal__mutmut_2'] = DealLine.xǁDealLineǁtotal__mutmut_2 # type: ignore # mutmut generated
mutants_xǁDealLineǁtotal__mutmut['xǁDealLineǁtotal__mutmut_3'] = DealLine.xǁDealLineǁtotal__mutmut_3 # type: ignore # mutmut generated
mutants_xǁChukkerSheetǁnet_for__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class ChukkerSheet:
    """The score sheet of a chukker, complete (four deals) or not (the score stands, seed 001)."""

    lines: tuple[DealLine, ...]
    totals: dict[Side, int]
    first_dealer: Seat
    schedule: Schedule
    honours: bool = False
    style: Style = Style.CHICAGO

    @property
    def complete(self) -> bool:
        return len(self.lines) == MAX_DEALS

    @property
    def winner(self) -> Side | None:
        """The side with the higher total, or None when the totals are equal."""
        if self.totals[Side.NS] == self.totals[Side.EW]:
            return None
        return max(Side, key=lambda side: self.totals[side])

    @_mutmut_mutated(mutants_xǁChukkerSheetǁnet_for__mutmut)
    def net_for(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = Side(side)
        return self.totals[own] - self.totals[own.other]

    def xǁChukkerSheetǁnet_for__mutmut_orig(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = Side(side)
        return self.totals[own] - self.totals[own.other]

    def xǁChukkerSheetǁnet_for__mutmut_1(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = None
        return self.totals[own] - self.totals[own.other]

    def xǁChukkerSheetǁnet_for__mutmut_2(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = Side(None)
        return self.totals[own] - self.totals[own.other]

    def xǁChukkerSheetǁnet_for__mutmut_3(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = Side(side)
        return self.totals[own] + self.totals[own.other]

    @property
    def net(self) -> int:
        return abs(self.net_for(Side.NS))

    @property
    def carried(self) -> dict[Side, int]:
        """Each side's partscore toward game now."""
        return dict(self.lines[-1].carried) if self.lines else _zero()

    @property
    def next_deal_number(self) -> int | None:
        return None if self.complete else len(self.lines) + 1

    @property
    def next_dealer(self) -> Seat | None:
        number = self.next_deal_number
        return None if number is None else dealer_of(number, self.first_dealer)

    @property
    def next_vulnerable(self) -> frozenset[Side] | None:
        number = self.next_deal_number
        if number is None:
            return None
        return vulnerable_sides(number, self.first_dealer, self.schedule)

mutants_xǁChukkerSheetǁnet_for__mutmut['_mutmut_orig'] =
ChukkerSheet.xǁChukkerSheetǁnet_for__mutmut_orig # type: ignore # mutmut generated
mutants_xǁChukkerSheetǁnet_for__mutmut['xǁChukkerSheetǁnet_for__mutmut_1'] =
ChukkerSheet.xǁChukkerSheetǁnet_for__mutmut_1 # type: ignore # mutmut generated
mutants_xǁChukkerSheetǁnet_for__mutmut['xǁChukkerSheetǁnet_for__mutmut_2'] =
ChukkerSheet.xǁChukkerSheetǁnet_for__mutmut_2 # type: ignore # mutmut generated
mutants_xǁChukkerSheetǁnet_for__mutmut['xǁChukkerSheetǁnet_for__mutmut_3'] =
ChukkerSheet.xǁChukkerSheetǁnet_for__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_style__mutmut)
def parse_style(value: object) -> Style:
    return parse_enum(Style, value, _STYLE)


def x_parse_style__mutmut_orig(value: object) -> Style:
    return parse_enum(Style, value, _STYLE)


def x_parse_style__mutmut_1(value: object) -> Style:
    return parse_enum(None, value, _STYLE)


def x_parse_style__mutmut_2(value: object) -> Style:
    return parse_enum(Style, None, _STYLE)


def x_parse_style__mutmut_3(value: object) -> Style:
    return parse_enum(Style, value, None)


def x_parse_style__mutmut_4(value: object) -> Style:
    return parse_enum(value, _STYLE)


def x_parse_style__mutmut_5(value: object) -> Style:
    return parse_enum(Style, _STYLE)


def x_parse_style__mutmut_6(value: object) -> Style:
    return parse_enum(Style, value, )

mutants_x_parse_style__mutmut['_mutmut_orig'] = x_parse_style__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_1'] = x_parse_style__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_2'] = x_parse_style__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_3'] = x_parse_style__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_4'] = x_parse_style__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_5'] = x_parse_style__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_style__mutmut['x_parse_style__mutmut_6'] = x_parse_style__mutmut_6 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_score_chukker__mutmut)
def score_chukker(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_orig(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_1(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = True,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_2(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = None
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_3(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(None)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_4(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) >= MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_5(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(None, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_6(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=None)
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_7(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_8(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, )
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_9(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = None
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_10(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(None)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_11(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = None
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_12(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(None)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_13(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = None
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_14(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(None)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_15(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = None
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_16(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = None
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_17(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(None, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_18(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=None):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_19(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_20(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, ):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_21(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=2):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_22(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = None
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_23(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(None, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_24(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, None, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_25(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, None, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_26(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, None, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_27(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, None, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_28(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, None, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_29(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, None)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_30(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_31(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_32(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_33(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_34(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_35(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_36(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, )
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_37(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(None)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_38(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = None
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_39(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = None
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_40(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(None) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_41(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(None) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, how)


def x_score_chukker__mutmut_42(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(None, totals, first, chosen, honours, how)


def x_score_chukker__mutmut_43(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), None, first, chosen, honours, how)


def x_score_chukker__mutmut_44(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, None, chosen, honours, how)


def x_score_chukker__mutmut_45(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, None, honours, how)


def x_score_chukker__mutmut_46(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, None, how)


def x_score_chukker__mutmut_47(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, None)


def x_score_chukker__mutmut_48(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(totals, first, chosen, honours, how)


def x_score_chukker__mutmut_49(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), first, chosen, honours, how)


def x_score_chukker__mutmut_50(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, chosen, honours, how)


def x_score_chukker__mutmut_51(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, honours, how)


def x_score_chukker__mutmut_52(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, how)


def x_score_chukker__mutmut_53(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(lines), totals, first, chosen, honours, )


def x_score_chukker__mutmut_54(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as in seeds 000, 002 and 004); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # seed 001: a fifth deal is void (and a sixth always is); the director strikes it out.
        raise ScoringError(_FIFTH_DEAL, count=len(played))
    first = parse_seat(first_dealer)
    chosen = parse_schedule(schedule)
    how = parse_style(style)
    lines: list[DealLine] = []
    carried = _zero()
    for number, deal in enumerate(played, start=1):
        line = score_line(number, deal, first, chosen, carried, honours, how)
        lines.append(line)
        carried = line.carried
    totals = {side: sum(line.total(side) for line in lines) for side in Side}
    return ChukkerSheet(tuple(None), totals, first, chosen, honours, how)

mutants_x_score_chukker__mutmut['_mutmut_orig'] = x_score_chukker__mutmut_orig # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_1'] = x_score_chukker__mutmut_1 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_2'] = x_score_chukker__mutmut_2 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_3'] = x_score_chukker__mutmut_3 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_4'] = x_score_chukker__mutmut_4 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_5'] = x_score_chukker__mutmut_5 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_6'] = x_score_chukker__mutmut_6 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_7'] = x_score_chukker__mutmut_7 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_8'] = x_score_chukker__mutmut_8 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_9'] = x_score_chukker__mutmut_9 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_10'] = x_score_chukker__mutmut_10 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_11'] = x_score_chukker__mutmut_11 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_12'] = x_score_chukker__mutmut_12 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_13'] = x_score_chukker__mutmut_13 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_14'] = x_score_chukker__mutmut_14 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_15'] = x_score_chukker__mutmut_15 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_16'] = x_score_chukker__mutmut_16 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_17'] = x_score_chukker__mutmut_17 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_18'] = x_score_chukker__mutmut_18 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_19'] = x_score_chukker__mutmut_19 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_20'] = x_score_chukker__mutmut_20 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_21'] = x_score_chukker__mutmut_21 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_22'] = x_score_chukker__mutmut_22 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_23'] = x_score_chukker__mutmut_23 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_24'] = x_score_chukker__mutmut_24 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_25'] = x_score_chukker__mutmut_25 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_26'] = x_score_chukker__mutmut_26 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_27'] = x_score_chukker__mutmut_27 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_28'] = x_score_chukker__mutmut_28 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_29'] = x_score_chukker__mutmut_29 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_30'] = x_score_chukker__mutmut_30 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_31'] = x_score_chukker__mutmut_31 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_32'] = x_score_chukker__mutmut_32 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_33'] = x_score_chukker__mutmut_33 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_34'] = x_score_chukker__mutmut_34 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_35'] = x_score_chukker__mutmut_35 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_36'] = x_score_chukker__mutmut_36 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_37'] = x_score_chukker__mutmut_37 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_38'] = x_score_chukker__mutmut_38 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_39'] = x_score_chukker__mutmut_39 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_40'] = x_score_chukker__mutmut_40 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_41'] = x_score_chukker__mutmut_41 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_42'] = x_score_chukker__mutmut_42 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_43'] = x_score_chukker__mutmut_43 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_44'] = x_score_chukker__mutmut_44 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_45'] = x_score_chukker__mutmut_45 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_46'] = x_score_chukker__mutmut_46 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_47'] = x_score_chukker__mutmut_47 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_48'] = x_score_chukker__mutmut_48 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_49'] = x_score_chukker__mutmut_49 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_50'] = x_score_chukker__mutmut_50 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_51'] = x_score_chukker__mutmut_51 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_52'] = x_score_chukker__mutmut_52 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_53'] = x_score_chukker__mutmut_53 # type: ignore # mutmut generated
mutants_x_score_chukker__mutmut['x_score_chukker__mutmut_54'] = x_score_chukker__mutmut_54 # type: ignore # mutmut generated
mutants_x_score_line__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_score_line__mutmut)
def score_line(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_orig(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_1(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_2(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(None)
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_3(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(None).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_4(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = None
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_5(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(None, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_6(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, None, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_7(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, None)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_8(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_9(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_10(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, )
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_11(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = None
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_12(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = None
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_13(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(None, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_14(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, None)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_15(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_16(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, )
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_17(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side not in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_18(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is not Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_19(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = None
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_20(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(None, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_21(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, None, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_22(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, None)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_23(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_24(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_25(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, )
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_26(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = None
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_27(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            None, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_28(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, None, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_29(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, None, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_30(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, None, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_31(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, None
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_32(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_33(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_34(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_35(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_36(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_37(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = None
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_38(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(None, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_39(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, None), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_40(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_41(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, ), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_42(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(None, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_43(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, None))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_44(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_45(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, ))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_46(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = None
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_47(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = None
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_48(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = None
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_49(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(None) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_50(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is not each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_51(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=None,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_52(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=None,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_53(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=None,
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_54(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=None,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_55(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=None,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_56(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=None,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_57(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=None,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_58(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=None,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_59(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=None,
        premiums=awards,
    )


def x_score_line__mutmut_60(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=None,
    )


def x_score_line__mutmut_61(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_62(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_63(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_64(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_65(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_66(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_67(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_68(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_69(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        premiums=awards,
    )


def x_score_line__mutmut_70(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        )


def x_score_line__mutmut_71(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(None, first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_72(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, None),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_73(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(first_dealer),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )


def x_score_line__mutmut_74(
    number: int,
    deal: Deal,
    first_dealer: Seat,
    schedule: Schedule,
    carried_before: dict[Side, int],
    honours: bool,
    style: Style = Style.CHICAGO,
) -> DealLine:
    """Score deal ``number`` of a chukker, given the partscores carried into it."""
    if not isinstance(deal, Deal):
        raise TypeError(f"score_chukker expects Deal objects, not {type(deal).__name__}")
    vulnerable = vulnerable_sides(number, first_dealer, schedule)
    side = deal.declaring_side
    score = score_deal(deal, side in vulnerable)
    if style is Style.DUPLICATE:
        carried, game, chukker_awards = _score_alone(deal, score, vulnerable)
    else:
        carried, game, chukker_awards = _advance_partscores(
            number, deal, score, vulnerable, carried_before
        )
    awards = (*_deal_awards(deal, score), *chukker_awards, *_honours_awards(deal, honours))
    below = _zero()
    below[side] = score.trick_points
    above = {each: sum(a.points for a in awards if a.side is each) for each in Side}
    return DealLine(
        number=number,
        deal=deal,
        dealer=dealer_of(number, ),
        vulnerable=vulnerable,
        declaring_side=side,
        below=below,
        above=above,
        carried=carried,
        game=game,
        premiums=awards,
    )

mutants_x_score_line__mutmut['_mutmut_orig'] = x_score_line__mutmut_orig # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_1'] = x_score_line__mutmut_1 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_2'] = x_score_line__mutmut_2 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_3'] = x_score_line__mutmut_3 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_4'] = x_score_line__mutmut_4 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_5'] = x_score_line__mutmut_5 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_6'] = x_score_line__mutmut_6 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_7'] = x_score_line__mutmut_7 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_8'] = x_score_line__mutmut_8 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_9'] = x_score_line__mutmut_9 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_10'] = x_score_line__mutmut_10 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_11'] = x_score_line__mutmut_11 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_12'] = x_score_line__mutmut_12 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_13'] = x_score_line__mutmut_13 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_14'] = x_score_line__mutmut_14 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_15'] = x_score_line__mutmut_15 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_16'] = x_score_line__mutmut_16 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_17'] = x_score_line__mutmut_17 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_18'] = x_score_line__mutmut_18 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_19'] = x_score_line__mutmut_19 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_20'] = x_score_line__mutmut_20 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_21'] = x_score_line__mutmut_21 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_22'] = x_score_line__mutmut_22 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_23'] = x_score_line__mutmut_23 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_24'] = x_score_line__mutmut_24 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_25'] = x_score_line__mutmut_25 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_26'] = x_score_line__mutmut_26 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_27'] = x_score_line__mutmut_27 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_28'] = x_score_line__mutmut_28 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_29'] = x_score_line__mutmut_29 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_30'] = x_score_line__mutmut_30 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_31'] = x_score_line__mutmut_31 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_32'] = x_score_line__mutmut_32 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_33'] = x_score_line__mutmut_33 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_34'] = x_score_line__mutmut_34 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_35'] = x_score_line__mutmut_35 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_36'] = x_score_line__mutmut_36 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_37'] = x_score_line__mutmut_37 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_38'] = x_score_line__mutmut_38 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_39'] = x_score_line__mutmut_39 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_40'] = x_score_line__mutmut_40 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_41'] = x_score_line__mutmut_41 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_42'] = x_score_line__mutmut_42 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_43'] = x_score_line__mutmut_43 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_44'] = x_score_line__mutmut_44 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_45'] = x_score_line__mutmut_45 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_46'] = x_score_line__mutmut_46 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_47'] = x_score_line__mutmut_47 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_48'] = x_score_line__mutmut_48 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_49'] = x_score_line__mutmut_49 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_50'] = x_score_line__mutmut_50 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_51'] = x_score_line__mutmut_51 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_52'] = x_score_line__mutmut_52 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_53'] = x_score_line__mutmut_53 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_54'] = x_score_line__mutmut_54 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_55'] = x_score_line__mutmut_55 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_56'] = x_score_line__mutmut_56 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_57'] = x_score_line__mutmut_57 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_58'] = x_score_line__mutmut_58 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_59'] = x_score_line__mutmut_59 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_60'] = x_score_line__mutmut_60 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_61'] = x_score_line__mutmut_61 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_62'] = x_score_line__mutmut_62 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_63'] = x_score_line__mutmut_63 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_64'] = x_score_line__mutmut_64 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_65'] = x_score_line__mutmut_65 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_66'] = x_score_line__mutmut_66 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_67'] = x_score_line__mutmut_67 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_68'] = x_score_line__mutmut_68 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_69'] = x_score_line__mutmut_69 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_70'] = x_score_line__mutmut_70 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_71'] = x_score_line__mutmut_71 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_72'] = x_score_line__mutmut_72 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_73'] = x_score_line__mutmut_73 # type: ignore # mutmut generated
mutants_x_score_line__mutmut['x_score_line__mutmut_74'] = x_score_line__mutmut_74 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__advance_partscores__mutmut)
def _advance_partscores(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_orig(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_1(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = None
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_2(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(None)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_3(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_4(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = None
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_5(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] = score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_6(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] -= score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_7(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] > GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_8(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = None
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_9(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if (side in vulnerable) and False else
        GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_10(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if (side in vulnerable) or True else
        GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_11(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side not in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_12(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(None, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_13(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, None, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_14(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, None),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_15(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_16(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_17(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, ),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_18(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number != MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_19(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(None, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_20(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, None, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_21(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, None),)
    return carried, None, ()


def x__advance_partscores__mutmut_22(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_23(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


def x__advance_partscores__mutmut_24(
    number: int,
    deal: Deal,
    score: DealScore,
    vulnerable: frozenset[Side],
    carried_before: dict[Side, int],
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """The partscores after this deal, the side that made game (if any) and the premiums due."""
    carried = dict(carried_before)
    if not deal.made:
        return carried, None, ()
    side = deal.declaring_side
    carried[side] += score.trick_points
    if carried[side] >= GAME:
        # seed 001: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # seed 001: a partscore on the fourth deal that does not complete a game earns 100,
        # whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, ),)
    return carried, None, ()

mutants_x__advance_partscores__mutmut['_mutmut_orig'] = x__advance_partscores__mutmut_orig # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_1'] =
x__advance_partscores__mutmut_1 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_2'] =
x__advance_partscores__mutmut_2 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_3'] =
x__advance_partscores__mutmut_3 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_4'] =
x__advance_partscores__mutmut_4 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_5'] =
x__advance_partscores__mutmut_5 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_6'] =
x__advance_partscores__mutmut_6 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_7'] =
x__advance_partscores__mutmut_7 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_8'] =
x__advance_partscores__mutmut_8 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_9'] =
x__advance_partscores__mutmut_9 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_10'] =
x__advance_partscores__mutmut_10 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_11'] =
x__advance_partscores__mutmut_11 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_12'] =
x__advance_partscores__mutmut_12 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_13'] =
x__advance_partscores__mutmut_13 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_14'] =
x__advance_partscores__mutmut_14 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_15'] =
x__advance_partscores__mutmut_15 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_16'] =
x__advance_partscores__mutmut_16 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_17'] =
x__advance_partscores__mutmut_17 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_18'] =
x__advance_partscores__mutmut_18 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_19'] =
x__advance_partscores__mutmut_19 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_20'] =
x__advance_partscores__mutmut_20 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_21'] =
x__advance_partscores__mutmut_21 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_22'] =
x__advance_partscores__mutmut_22 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_23'] =
x__advance_partscores__mutmut_23 # type: ignore # mutmut generated
mutants_x__advance_partscores__mutmut['x__advance_partscores__mutmut_24'] =
x__advance_partscores__mutmut_24 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__score_alone__mutmut)
def _score_alone(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_orig(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_1(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_2(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = None
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_3(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points > GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_4(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = None
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_5(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if (side in vulnerable) and False else
        GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_6(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if (side in vulnerable) or True else
        GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_7(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side not in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_8(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(None, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_9(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, None, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_10(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, None),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_11(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_12(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_13(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, ),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_14(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(None, Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_15(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, None, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_16(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, None),)


def x__score_alone__mutmut_17(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(Premium.PARTSCORE, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_18(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, PARTSCORE_PREMIUM),)


def x__score_alone__mutmut_19(
    deal: Deal, score: DealScore, vulnerable: frozenset[Side]
) -> tuple[dict[Side, int], Side | None, tuple[Award, ...]]:
    """Duplicate style: the deal's own game or partscore premium; nothing is carried."""
    if not deal.made:
        return _zero(), None, ()
    side = deal.declaring_side
    if score.trick_points >= GAME:
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    return _zero(), None, (Award(side, Premium.PARTSCORE, ),)

mutants_x__score_alone__mutmut['_mutmut_orig'] = x__score_alone__mutmut_orig # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_1'] = x__score_alone__mutmut_1 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_2'] = x__score_alone__mutmut_2 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_3'] = x__score_alone__mutmut_3 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_4'] = x__score_alone__mutmut_4 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_5'] = x__score_alone__mutmut_5 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_6'] = x__score_alone__mutmut_6 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_7'] = x__score_alone__mutmut_7 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_8'] = x__score_alone__mutmut_8 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_9'] = x__score_alone__mutmut_9 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_10'] = x__score_alone__mutmut_10 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_11'] = x__score_alone__mutmut_11 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_12'] = x__score_alone__mutmut_12 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_13'] = x__score_alone__mutmut_13 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_14'] = x__score_alone__mutmut_14 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_15'] = x__score_alone__mutmut_15 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_16'] = x__score_alone__mutmut_16 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_17'] = x__score_alone__mutmut_17 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_18'] = x__score_alone__mutmut_18 # type: ignore # mutmut generated
mutants_x__score_alone__mutmut['x__score_alone__mutmut_19'] = x__score_alone__mutmut_19 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__deal_awards__mutmut)
def _deal_awards(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_orig(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_1(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = None
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_2(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = None
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_3(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(None, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_4(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, None, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_5(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, None),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_6(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_7(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_8(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, ),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_9(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(None, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_10(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, None, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_11(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, None),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_12(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_13(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_14(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, ),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_15(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(None, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_16(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, None, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_17(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, None),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_18(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_19(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_20(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, ),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_21(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(None, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_22(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, None, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_23(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, None),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_24(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_25(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, score.undertricks),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_26(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, ),
    )
    return tuple(entry for entry in entries if entry.points)


def x__deal_awards__mutmut_27(deal: Deal, score: DealScore) -> tuple[Award, ...]:
    """The standard table's above-the-line points, itemised."""
    side = deal.declaring_side
    entries = (
        Award(side, Premium.OVERTRICKS, score.overtricks),
        Award(side, Premium.INSULT, score.insult),
        Award(side, Premium.SLAM, score.slam),
        Award(side.other, Premium.UNDERTRICKS, score.undertricks),
    )
    return tuple(None)

mutants_x__deal_awards__mutmut['_mutmut_orig'] = x__deal_awards__mutmut_orig # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_1'] = x__deal_awards__mutmut_1 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_2'] = x__deal_awards__mutmut_2 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_3'] = x__deal_awards__mutmut_3 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_4'] = x__deal_awards__mutmut_4 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_5'] = x__deal_awards__mutmut_5 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_6'] = x__deal_awards__mutmut_6 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_7'] = x__deal_awards__mutmut_7 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_8'] = x__deal_awards__mutmut_8 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_9'] = x__deal_awards__mutmut_9 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_10'] = x__deal_awards__mutmut_10 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_11'] = x__deal_awards__mutmut_11 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_12'] = x__deal_awards__mutmut_12 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_13'] = x__deal_awards__mutmut_13 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_14'] = x__deal_awards__mutmut_14 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_15'] = x__deal_awards__mutmut_15 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_16'] = x__deal_awards__mutmut_16 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_17'] = x__deal_awards__mutmut_17 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_18'] = x__deal_awards__mutmut_18 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_19'] = x__deal_awards__mutmut_19 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_20'] = x__deal_awards__mutmut_20 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_21'] = x__deal_awards__mutmut_21 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_22'] = x__deal_awards__mutmut_22 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_23'] = x__deal_awards__mutmut_23 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_24'] = x__deal_awards__mutmut_24 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_25'] = x__deal_awards__mutmut_25 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_26'] = x__deal_awards__mutmut_26 # type: ignore # mutmut generated
mutants_x__deal_awards__mutmut['x__deal_awards__mutmut_27'] = x__deal_awards__mutmut_27 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__honours_awards__mutmut)
def _honours_awards(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_orig(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_1(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours and deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_2(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours and not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_3(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_4(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_5(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is not None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_6(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(None, Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_7(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, None, deal.honours),)


def x__honours_awards__mutmut_8(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, None),)


def x__honours_awards__mutmut_9(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(Premium.HONOURS, deal.honours),)


def x__honours_awards__mutmut_10(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, deal.honours),)


def x__honours_awards__mutmut_11(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not.
    if not honours or not deal.honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, ),)

mutants_x__honours_awards__mutmut['_mutmut_orig'] = x__honours_awards__mutmut_orig # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_1'] = x__honours_awards__mutmut_1 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_2'] = x__honours_awards__mutmut_2 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_3'] = x__honours_awards__mutmut_3 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_4'] = x__honours_awards__mutmut_4 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_5'] = x__honours_awards__mutmut_5 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_6'] = x__honours_awards__mutmut_6 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_7'] = x__honours_awards__mutmut_7 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_8'] = x__honours_awards__mutmut_8 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_9'] = x__honours_awards__mutmut_9 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_10'] = x__honours_awards__mutmut_10 # type: ignore # mutmut generated
mutants_x__honours_awards__mutmut['x__honours_awards__mutmut_11'] = x__honours_awards__mutmut_11 # type: ignore # mutmut generated
mutants_x__zero__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__zero__mutmut)
def _zero() -> dict[Side, int]:
    return {Side.NS: 0, Side.EW: 0}


def x__zero__mutmut_orig() -> dict[Side, int]:
    return {Side.NS: 0, Side.EW: 0}


def x__zero__mutmut_1() -> dict[Side, int]:
    return {Side.NS: 1, Side.EW: 0}


def x__zero__mutmut_2() -> dict[Side, int]:
    return {Side.NS: 0, Side.EW: 1}

mutants_x__zero__mutmut['_mutmut_orig'] = x__zero__mutmut_orig # type: ignore # mutmut generated
mutants_x__zero__mutmut['x__zero__mutmut_1'] = x__zero__mutmut_1 # type: ignore # mutmut generated
mutants_x__zero__mutmut['x__zero__mutmut_2'] = x__zero__mutmut_2 # type: ignore # mutmut generated
