"""Crediting the players of a chukker with its net score.

Words:
- *net*: the winning side's total minus the losing side's, for one chukker (``ChukkerSheet``).
- *credit*: what one player is given for a chukker, in three forms: the *raw* net in points, the
  net rounded to *hundreds* (750 -> 800, seed 001) and the same in *fiches* (seed 003: one fiche
  is ``fiche_value`` points after rounding, 100 by default). See ``scoring.rounding``.
- *position*: one chukker of the rotation table; the players not in it are *sitting out*.

Each player of the winning side is credited with +net, each player of the losing side with -net,
and a sitter-out with nothing, so every position sums to zero in each of the three forms (RULES.md
"Net score, hundreds and fiches"). The rounding is symmetric (-750 rounds as 750 does, negated),
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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_xǁCreditǁ__add____mutmut: MutantDict = {}  # type: ignore
mutants_xǁCreditǁ__neg____mutmut: MutantDict = {}  # type: ignore
mutants_xǁCreditǁin_unit__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class Credit:
    """A player's credit for one chukker (or a sum of them): raw points, hundreds and fiches."""

    raw: int = 0
    hundreds: int = 0
    fiches: int = 0

    @_mutmut_mutated(mutants_xǁCreditǁ__add____mutmut)
    def __add__(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds + other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_orig(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds + other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_1(self, other: Credit) -> Credit:
        return Credit(
            None, self.hundreds + other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_2(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, None, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_3(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds + other.hundreds, None
        )

    def xǁCreditǁ__add____mutmut_4(self, other: Credit) -> Credit:
        return Credit(
            self.hundreds + other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_5(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_6(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds + other.hundreds, )

    def xǁCreditǁ__add____mutmut_7(self, other: Credit) -> Credit:
        return Credit(
            self.raw - other.raw, self.hundreds + other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_8(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds - other.hundreds, self.fiches + other.fiches
        )

    def xǁCreditǁ__add____mutmut_9(self, other: Credit) -> Credit:
        return Credit(
            self.raw + other.raw, self.hundreds + other.hundreds, self.fiches - other.fiches
        )

    @_mutmut_mutated(mutants_xǁCreditǁ__neg____mutmut)
    def __neg__(self) -> Credit:
        return Credit(-self.raw, -self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_orig(self) -> Credit:
        return Credit(-self.raw, -self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_1(self) -> Credit:
        return Credit(None, -self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_2(self) -> Credit:
        return Credit(-self.raw, None, -self.fiches)

    def xǁCreditǁ__neg____mutmut_3(self) -> Credit:
        return Credit(-self.raw, -self.hundreds, None)

    def xǁCreditǁ__neg____mutmut_4(self) -> Credit:
        return Credit(-self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_5(self) -> Credit:
        return Credit(-self.raw, -self.fiches)

    def xǁCreditǁ__neg____mutmut_6(self) -> Credit:
        return Credit(-self.raw, -self.hundreds, )

    def xǁCreditǁ__neg____mutmut_7(self) -> Credit:
        return Credit(+self.raw, -self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_8(self) -> Credit:
        return Credit(-self.raw, +self.hundreds, -self.fiches)

    def xǁCreditǁ__neg____mutmut_9(self) -> Credit:
        return Credit(-self.raw, -self.hundreds, +self.fiches)

    @_mutmut_mutated(mutants_xǁCreditǁin_unit__mutmut)
    def in_unit(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if Unit(unit) is Unit.FICHES else self.hundreds

    def xǁCreditǁin_unit__mutmut_orig(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if Unit(unit) is Unit.FICHES else self.hundreds

    def xǁCreditǁin_unit__mutmut_1(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if (Unit(unit) is Unit.FICHES) and False else self.hundreds

    def xǁCreditǁin_unit__mutmut_2(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if (Unit(unit) is Unit.FICHES) or True else self.hundreds

    def xǁCreditǁin_unit__mutmut_3(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if Unit(None) is Unit.FICHES else self.hundreds

    def xǁCreditǁin_unit__mutmut_4(self, unit: Unit | str) -> int:
        """The part of the credit a club records: fiches, or points rounded to hundreds."""
        return self.fiches if Unit(unit) is not Unit.FICHES else self.hundreds

mutants_xǁCreditǁ__add____mutmut['_mutmut_orig'] = Credit.xǁCreditǁ__add____mutmut_orig # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_1'] = Credit.xǁCreditǁ__add____mutmut_1 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_2'] = Credit.xǁCreditǁ__add____mutmut_2 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_3'] = Credit.xǁCreditǁ__add____mutmut_3 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_4'] = Credit.xǁCreditǁ__add____mutmut_4 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_5'] = Credit.xǁCreditǁ__add____mutmut_5 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_6'] = Credit.xǁCreditǁ__add____mutmut_6 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_7'] = Credit.xǁCreditǁ__add____mutmut_7 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_8'] = Credit.xǁCreditǁ__add____mutmut_8 # type: ignore # mutmut generated
mutants_xǁCreditǁ__add____mutmut['xǁCreditǁ__add____mutmut_9'] = Credit.xǁCreditǁ__add____mutmut_9 # type: ignore # mutmut generated

mutants_xǁCreditǁ__neg____mutmut['_mutmut_orig'] = Credit.xǁCreditǁ__neg____mutmut_orig # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_1'] = Credit.xǁCreditǁ__neg____mutmut_1 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_2'] = Credit.xǁCreditǁ__neg____mutmut_2 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_3'] = Credit.xǁCreditǁ__neg____mutmut_3 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_4'] = Credit.xǁCreditǁ__neg____mutmut_4 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_5'] = Credit.xǁCreditǁ__neg____mutmut_5 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_6'] = Credit.xǁCreditǁ__neg____mutmut_6 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_7'] = Credit.xǁCreditǁ__neg____mutmut_7 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_8'] = Credit.xǁCreditǁ__neg____mutmut_8 # type: ignore # mutmut generated
mutants_xǁCreditǁ__neg____mutmut['xǁCreditǁ__neg____mutmut_9'] = Credit.xǁCreditǁ__neg____mutmut_9 # type: ignore # mutmut generated

mutants_xǁCreditǁin_unit__mutmut['_mutmut_orig'] = Credit.xǁCreditǁin_unit__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCreditǁin_unit__mutmut['xǁCreditǁin_unit__mutmut_1'] = Credit.xǁCreditǁin_unit__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCreditǁin_unit__mutmut['xǁCreditǁin_unit__mutmut_2'] = Credit.xǁCreditǁin_unit__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCreditǁin_unit__mutmut['xǁCreditǁin_unit__mutmut_3'] = Credit.xǁCreditǁin_unit__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCreditǁin_unit__mutmut['xǁCreditǁin_unit__mutmut_4'] = Credit.xǁCreditǁin_unit__mutmut_4 # type: ignore # mutmut generated


NOTHING = Credit()
mutants_x_side_credits__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_side_credits__mutmut)
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


def x_side_credits__mutmut_orig(
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


def x_side_credits__mutmut_1(
    ns_total: int,
    ew_total: int,
    half: Half | str = Half.UP,
    fiche_value: int = HUNDRED,
) -> dict[Side, Credit]:
    """What each player of each side is credited with, given the chukker's two totals.

    North-South get their signed net (positive when they won), East-West its negation; a tie
    credits both sides with nothing.
    """
    net = None
    ns = Credit(net, round_hundreds(net, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_2(
    ns_total: int,
    ew_total: int,
    half: Half | str = Half.UP,
    fiche_value: int = HUNDRED,
) -> dict[Side, Credit]:
    """What each player of each side is credited with, given the chukker's two totals.

    North-South get their signed net (positive when they won), East-West its negation; a tie
    credits both sides with nothing.
    """
    net = ns_total + ew_total
    ns = Credit(net, round_hundreds(net, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_3(
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
    ns = None
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_4(
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
    ns = Credit(None, round_hundreds(net, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_5(
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
    ns = Credit(net, None, fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_6(
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
    ns = Credit(net, round_hundreds(net, half), None)
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_7(
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
    ns = Credit(round_hundreds(net, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_8(
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
    ns = Credit(net, fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_9(
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
    ns = Credit(net, round_hundreds(net, half), )
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_10(
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
    ns = Credit(net, round_hundreds(None, half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_11(
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
    ns = Credit(net, round_hundreds(net, None), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_12(
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
    ns = Credit(net, round_hundreds(half), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_13(
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
    ns = Credit(net, round_hundreds(net, ), fiches(net, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_14(
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
    ns = Credit(net, round_hundreds(net, half), fiches(None, half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_15(
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
    ns = Credit(net, round_hundreds(net, half), fiches(net, None, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_16(
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
    ns = Credit(net, round_hundreds(net, half), fiches(net, half, None))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_17(
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
    ns = Credit(net, round_hundreds(net, half), fiches(half, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_18(
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
    ns = Credit(net, round_hundreds(net, half), fiches(net, fiche_value))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_19(
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
    ns = Credit(net, round_hundreds(net, half), fiches(net, half, ))
    return {Side.NS: ns, Side.EW: -ns}


def x_side_credits__mutmut_20(
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
    return {Side.NS: ns, Side.EW: +ns}

mutants_x_side_credits__mutmut['_mutmut_orig'] = x_side_credits__mutmut_orig # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_1'] = x_side_credits__mutmut_1 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_2'] = x_side_credits__mutmut_2 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_3'] = x_side_credits__mutmut_3 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_4'] = x_side_credits__mutmut_4 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_5'] = x_side_credits__mutmut_5 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_6'] = x_side_credits__mutmut_6 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_7'] = x_side_credits__mutmut_7 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_8'] = x_side_credits__mutmut_8 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_9'] = x_side_credits__mutmut_9 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_10'] = x_side_credits__mutmut_10 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_11'] = x_side_credits__mutmut_11 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_12'] = x_side_credits__mutmut_12 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_13'] = x_side_credits__mutmut_13 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_14'] = x_side_credits__mutmut_14 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_15'] = x_side_credits__mutmut_15 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_16'] = x_side_credits__mutmut_16 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_17'] = x_side_credits__mutmut_17 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_18'] = x_side_credits__mutmut_18 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_19'] = x_side_credits__mutmut_19 # type: ignore # mutmut generated
mutants_x_side_credits__mutmut['x_side_credits__mutmut_20'] = x_side_credits__mutmut_20 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_player_credits__mutmut)
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


def x_player_credits__mutmut_orig(
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


def x_player_credits__mutmut_1(
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
    by_side = None
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_2(
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
    by_side = side_credits(None, ew_total, half, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_3(
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
    by_side = side_credits(ns_total, None, half, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_4(
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
    by_side = side_credits(ns_total, ew_total, None, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_5(
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
    by_side = side_credits(ns_total, ew_total, half, None)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_6(
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
    by_side = side_credits(ew_total, half, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_7(
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
    by_side = side_credits(ns_total, half, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_8(
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
    by_side = side_credits(ns_total, ew_total, fiche_value)
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_9(
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
    by_side = side_credits(ns_total, ew_total, half, )
    credits: dict[P, Credit] = {player: NOTHING for player in sitting_out}
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_10(
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
    credits: dict[P, Credit] = None
    for side, players in ((Side.NS, north_south), (Side.EW, east_west)):
        for player in players:
            credits[player] = by_side[side]
    return credits


def x_player_credits__mutmut_11(
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
            credits[player] = None
    return credits

mutants_x_player_credits__mutmut['_mutmut_orig'] = x_player_credits__mutmut_orig # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_1'] = x_player_credits__mutmut_1 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_2'] = x_player_credits__mutmut_2 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_3'] = x_player_credits__mutmut_3 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_4'] = x_player_credits__mutmut_4 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_5'] = x_player_credits__mutmut_5 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_6'] = x_player_credits__mutmut_6 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_7'] = x_player_credits__mutmut_7 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_8'] = x_player_credits__mutmut_8 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_9'] = x_player_credits__mutmut_9 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_10'] = x_player_credits__mutmut_10 # type: ignore # mutmut generated
mutants_x_player_credits__mutmut['x_player_credits__mutmut_11'] = x_player_credits__mutmut_11 # type: ignore # mutmut generated
