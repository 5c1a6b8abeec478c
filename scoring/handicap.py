"""Handicaps: a second ranking beside the scratch one, so that every level of player can win.

Words (docs/rules.md#handicaps):
- *scratch result*: what the ranking is by without a handicap: a player's evening total in the
  evening's unit (hundreds or fiches), or their season total in hundreds.
- *handicap*: what a player is given per position played, in the unit of the result it is
  added to (hundreds, or fiches), from ``HANDICAP_MIN`` to ``HANDICAP_MAX`` in steps of
  ``HANDICAP_STEP`` (one decimal): 1.5 is 150 points a position in hundreds, a fiche and a half
  in fiches. A weaker player gets a positive handicap, a stronger one a negative handicap.
- *handicap result*: the scratch result plus the handicap times the positions played, so a
  player who played fewer positions receives less of it (``handicap_result``). Results in
  hundreds are kept as the points they stand for (900 for 9 hundreds), so there the handicap
  counts 100 points for each unit (``per_unit``).
- *rule*: how a season's handicaps are set (``HandicapRule``): *by hand* (each player's own,
  set by the director), or *half the distance* from the player's average per position over the
  previous season to the club's average over it, capped at a number of points either way
  (``half_distance``). A player who played no position in the previous season keeps the
  handicap set by hand.

This module imports nothing from Django and does not touch the database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from enum import StrEnum
from fractions import Fraction

from scoring.errors import ScoringError, _

HANDICAP_MIN = Decimal("-10.0")
HANDICAP_MAX = Decimal("10.0")
HANDICAP_STEP = Decimal("0.1")
NO_HANDICAP = Decimal("0.0")

_RANGE = _(
    "A handicap must be a number of hundreds or fiches per position from %(low)s to %(high)s, "
    "with at most one decimal, not %(value)s."
)
_CAP = _("The handicap cap must be from 0 to %(high)s hundreds per position, not %(value)s.")


class HandicapRule(StrEnum):
    """How a season's handicaps are set."""

    MANUAL = "manual"  # each player's own handicap, set by the director
    HALF_DISTANCE = "half_distance"  # half the distance to the club's average, capped


# A number as the handicap's help text writes it: ASCII digits, a point and one decimal ("1.5",
# "-2", ".5"); ``Decimal`` alone also reads "1_0", "1e1", "١.٥" and a full-width "１.５".
_WRITTEN = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def read_decimal(value: object) -> Decimal | None:
    """``value`` as a finite Decimal, or None (a bool, text that is not a number written as
    ``_WRITTEN`` says, infinity)."""
    if isinstance(value, bool) or (isinstance(value, str) and not _WRITTEN.fullmatch(value)):
        return None
    if isinstance(value, Decimal | int | str):
        try:
            number = Decimal(value)
        except InvalidOperation:
            return None
        return number if number.is_finite() else None
    return None


def check_handicap(value: object) -> Decimal:
    """``value`` as a handicap (one decimal, within the range), or a ScoringError."""
    number = read_decimal(value)
    if (
        number is None
        or not HANDICAP_MIN <= number <= HANDICAP_MAX
        or number != number.quantize(HANDICAP_STEP)
    ):
        raise ScoringError(_RANGE, low=HANDICAP_MIN, high=HANDICAP_MAX, value=value)
    return number.quantize(HANDICAP_STEP)


def check_cap(value: object) -> Decimal:
    """``value`` as the cap of the half-distance rule (0 to ``HANDICAP_MAX``), or a ScoringError."""
    number = read_decimal(value)
    if (
        number is None
        or not NO_HANDICAP <= number <= HANDICAP_MAX
        or number != number.quantize(HANDICAP_STEP)
    ):
        raise ScoringError(_CAP, high=HANDICAP_MAX, value=value)
    return number.quantize(HANDICAP_STEP)


def handicap_result(scratch: int, handicap: Decimal, positions: int, per_unit: int = 1) -> Decimal:
    """The scratch result plus ``handicap`` for each position played (docs/rules.md#handicaps).

    ``per_unit``: what one unit of the handicap is worth in the scratch result (100 where the
    result is hundreds kept as points, 1 for fiches). A whole result has no decimal.
    """
    if positions < 0:
        raise ValueError(f"positions cannot be negative: {positions}")
    result = Decimal(scratch) + handicap * per_unit * positions
    return result.quantize(Decimal(1) if result == result.to_integral_value() else HANDICAP_STEP)


@dataclass(frozen=True)
class PastSeason:
    """A player's record over the previous season: their total and the positions they played."""

    total: int
    positions: int


def club_average(records: Iterable[PastSeason]) -> Fraction:
    """Every point credited over the season per position played (0 without any position).

    Every position sums to zero (docs/rules.md#credits), so this is zero but for rounding; it is
    computed rather than assumed, so a club that ranks only some players still gets its own."""
    records = list(records)
    positions = sum(record.positions for record in records)
    if not positions:
        return Fraction(0)
    return Fraction(sum(record.total for record in records), positions)


def half_distance(record: PastSeason, club: Fraction, cap: Decimal) -> Decimal:
    """Half the distance from the player's average per position to the club's, within ``cap``
    either way, to one decimal (an exact half away from zero)."""
    if record.positions <= 0:
        raise ValueError("a handicap is computed from at least one position played")
    half = (club - Fraction(record.total, record.positions)) / 2
    bounded = max(-Fraction(cap), min(Fraction(cap), half))
    exact = Decimal(bounded.numerator) / Decimal(bounded.denominator)
    return exact.quantize(HANDICAP_STEP, rounding=ROUND_HALF_UP)


def season_handicaps(
    rule: HandicapRule | str,
    by_hand: Mapping[int, Decimal],
    previous: Mapping[int, PastSeason],
    cap: Decimal,
) -> dict[int, Decimal]:
    """Each player's handicap for a season, by player id.

    ``by_hand``: every player's handicap as the director set it; ``previous``: the records of
    the previous season's players. Under ``MANUAL`` the handicaps set by hand; under
    ``HALF_DISTANCE`` the computed one for each player who played in the previous season, the
    one set by hand for the others.
    """
    handicaps = dict(by_hand)
    if HandicapRule(rule) is HandicapRule.MANUAL:
        return handicaps
    club = club_average(previous.values())
    for player_id, record in previous.items():
        if record.positions > 0:
            handicaps[player_id] = half_distance(record, club, cap)
    return handicaps
