"""Crediting the players of a chukker with its net score.

Words:
- *net*: the winning side's total minus the losing side's, for one chukker (``ChukkerSheet``).
- *credit*: what one player is given for a chukker, in three forms: the *raw* net in points, the
  net rounded to *hundreds* (750 -> 800, docs/rules.md#rounding) and the same in *fiches*
  (docs/rules.md#fiches: one fiche
  is ``fiche_value`` points after rounding, 100 by default). See ``scoring.rounding``.
- *position*: one chukker of the rotation table; the players not in it are *sitting out*.

Each player of the winning side is credited with +net, each player of the losing side with -net,
and a sitter-out with nothing, so every position sums to zero in each of the three forms
(docs/rules.md#credits). The rounding is symmetric (-750 rounds as 750 does, negated),
which is what keeps the rounded forms summing to zero too.

This module does not interact with the database.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from scoring.rounding import HUNDRED, fiches, round_hundreds
from scoring.types import Half, Side, Unit

P = TypeVar("P", bound=Hashable)


@dataclass(frozen=True)
class Credit:
    """A player's credit for one chukker (or a sum of them): raw points, hundreds and fiches."""

    raw: int = 0
    rounded_points: int = 0
    fiches: int = 0

    def __add__(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw,
            self.rounded_points + other.rounded_points,
            self.fiches + other.fiches,
        )

    def __neg__(self) -> Credit:
        return Credit(-self.raw, -self.rounded_points, -self.fiches)

    def in_unit(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if Unit(unit) is Unit.FICHES else self.rounded_points


NOTHING = Credit()


def side_credits(
    ns_total: int,
    ew_total: int,
    half: Half | str = Half.UP,
    fiche_value: int = HUNDRED,
) -> dict[Side, Credit]:
    """What each player of each side is credited with, given the chukker's two totals.

    North-South get their signed net (positive when they won), East-West its negation; a tie
    credits both sides with nothing.
    """
    net = ns_total - ew_total
    ns = Credit(net, round_hundreds(net, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def player_credits(
    north_south: Iterable[P],
    east_west: Iterable[P],
    ns_total: int,
    ew_total: int,
    *,
    sitting_out: Iterable[P] = (),
    half: Half | str = Half.UP,
    fiche_value: int = HUNDRED,
) -> dict[P, Credit]:
    """Each player's credit for one position: the two pairs by side, sitters-out with nothing."""
    by_side = side_credits(ns_total, ew_total, half, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits
