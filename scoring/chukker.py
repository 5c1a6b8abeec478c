"""A chukker: four deals scored together, with Chicago's game and partscore premiums.

Words:
- *chukker*: four deals that were bid and played, each player dealing once, clockwise (the
  Chicago "rubber"; the French *position* is one chukker at a club table).
- *partscore*: trick points below the line that have not yet made a game. Each side carries its
  own partscore from deal to deal until either side makes a game (docs/rules.md#game).
- *game*: a side's trick points below the line since the last game reach 100. The premium is paid
  at once: 300 if that side is not vulnerable on that deal, 500 if it is (docs/rules.md#game:
  "la prime dépend de la vulnérabilité de la dernière partielle jouée"). Then the partscores of
  both sides stop counting toward game.
- *line*: what one deal wrote on the score sheet (``DealLine``); the *sheet* is the whole chukker
  (``ChukkerSheet``).
- *total*: every point a side scored, above and below the line. The higher total wins; equal
  totals tie. The *net* is the winner's total minus the loser's.
- *style*: ``chicago`` (the default, docs/rules.md#chukker-scoring) carries partscores as above and
  pays 100
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


class Award(NamedTuple):
    """One entry above the line: ``points`` to ``side`` for ``kind``."""

    side: Side
    kind: Premium
    points: int


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

    def total(self, side: Side | str) -> int:
        return self.below[Side(side)] + self.above[Side(side)]

    @property
    def points_ns(self) -> int:
        return self.total(Side.NS)

    @property
    def points_ew(self) -> int:
        return self.total(Side.EW)


@dataclass(frozen=True)
class ChukkerSheet:
    """The score sheet of a chukker, complete (four deals) or not (the score stands,
    docs/rules.md#incomplete-chukker)."""

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

    def net_for(self, side: Side | str) -> int:
        """``side``'s total minus the other side's: positive for the winner, negative otherwise."""
        own = Side(side)
        return self.totals[own] - self.totals[own.other]

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


def parse_style(value: object) -> Style:
    return parse_enum(Style, value, _STYLE)


def score_chukker(
    deals: Iterable[Deal],
    first_dealer: Seat | str = Seat.N,
    schedule: Schedule | str = Schedule.DEALER,
    honours: bool = False,
    style: Style | str = Style.CHICAGO,
) -> ChukkerSheet:
    """Score the deals bid and played so far in a chukker, in order (0 to 4 of them).

    Honours on a deal count only when ``honours`` is true (a setting of the evening, off by
    default as docs/rules.md#honours says); ``style`` says how the deals are scored together.
    """
    played = tuple(deals)
    if len(played) > MAX_DEALS:
        # docs/rules.md#void-deals: a fifth deal is void (and a sixth always is); the director
        # strikes it out.
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
        # docs/rules.md#game: the premium goes by the vulnerability, on this deal, of the side that
        # completes the game; no earlier partscore of either side counts toward game any more.
        premium = GAME_PREMIUM_VULNERABLE if side in vulnerable else GAME_PREMIUM_NOT_VULNERABLE
        return _zero(), side, (Award(side, Premium.GAME, premium),)
    if number == MAX_DEALS:
        # docs/rules.md#partscore-on-deal-4: a partscore on the fourth deal that does not complete a
        # game earns 100, whether or not either side has an unfinished partscore.
        return carried, None, (Award(side, Premium.PARTSCORE_DEAL_4, PARTSCORE_DEAL_4_PREMIUM),)
    return carried, None, ()


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


def _honours_awards(deal: Deal, honours: bool) -> tuple[Award, ...]:
    # Honours go to the side holding them, whether the contract made or not. A deal has a side
    # holding honours exactly when it has honours (``Deal._validate_honours``).
    if not honours or deal.honours_side is None:
        return ()
    return (Award(deal.honours_side, Premium.HONOURS, deal.honours),)


def _zero() -> dict[Side, int]:
    return {Side.NS: 0, Side.EW: 0}
