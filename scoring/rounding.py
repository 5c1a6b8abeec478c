"""Turning a chukker's net score into hundreds and fiches.

Words:
- *net*: the winner's total minus the loser's total for one chukker; each player of the winning
  side is credited with +net and each loser with -net.
- *hundreds*: clubs record the net in even hundreds, a remainder of 50 or more counting as 100:
  750 counts as 800, 740 as 700 (docs/rules.md#rounding).
- *half*: how an exact remainder of 50 rounds, a setting because no source fixes it for France:
  ``up`` (away from zero, as docs/rules.md#rounding reads its source) or ``down`` (toward zero).
- *fiche*: the French clubs' unit (docs/rules.md#fiches: "Les résultats se font en fiches"). One
  fiche is
  ``fiche_value`` points, 100 by default, so +750 is 8 fiches. The net is rounded once, straight
  to the nearest fiche, with the same rule for an exact half: at 200 points a fiche, 850 is 4
  fiches, and 900 is 5 rounding up or 4 rounding down. (Rounding to hundreds first would make
  850 into 900 and then 5 fiches: two roundings, one too many.)

Negative numbers round like positive ones, by their size: -750 counts as -800.
"""

from __future__ import annotations

from scoring.errors import ScoringError, _
from scoring.types import Half, parse_enum

HUNDRED = 100

_POINTS = _("Points must be a whole number, not %(value)s.")
_HALF = _("An exact half must round up or down, not %(value)s.")
_FICHE_VALUE = _("A fiche must be worth a positive multiple of 100 points, not %(value)s.")


def round_hundreds(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, _parse_half(half))


def fiches(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def _round_to(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def _whole(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(_POINTS, value=points)
    return points


def _parse_half(half: Half | str) -> Half:
    return parse_enum(Half, half, _HALF)
