"""Turning a chukker's net score into hundreds and fiches.

Words:
- *net*: the winner's total minus the loser's total for one chukker; each player of the winning
  side is credited with +net and each loser with -net.
- *hundreds*: clubs record the net in even hundreds, a remainder of 50 or more counting as 100:
  750 counts as 800, 740 as 700 (seed 001, optional rule 2).
- *half*: how an exact remainder of 50 rounds, a setting because no source fixes it for France:
  ``up`` (away from zero, as seed 001 reads) or ``down`` (toward zero).
- *fiche*: the French clubs' unit (seed 003: "Les résultats se font en fiches"). One fiche is
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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_round_hundreds__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_round_hundreds__mutmut)
def round_hundreds(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, _parse_half(half))


def x_round_hundreds__mutmut_orig(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, _parse_half(half))


def x_round_hundreds__mutmut_1(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(None, HUNDRED, _parse_half(half))


def x_round_hundreds__mutmut_2(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), None, _parse_half(half))


def x_round_hundreds__mutmut_3(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, None)


def x_round_hundreds__mutmut_4(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(HUNDRED, _parse_half(half))


def x_round_hundreds__mutmut_5(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), _parse_half(half))


def x_round_hundreds__mutmut_6(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, )


def x_round_hundreds__mutmut_7(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(None), HUNDRED, _parse_half(half))


def x_round_hundreds__mutmut_8(points: int, half: Half | str = Half.UP) -> int:
    """``points`` rounded to the nearest hundred; an exact 50 goes by ``half``."""
    return _round_to(_whole(points), HUNDRED, _parse_half(None))

mutants_x_round_hundreds__mutmut['_mutmut_orig'] = x_round_hundreds__mutmut_orig # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_1'] = x_round_hundreds__mutmut_1 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_2'] = x_round_hundreds__mutmut_2 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_3'] = x_round_hundreds__mutmut_3 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_4'] = x_round_hundreds__mutmut_4 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_5'] = x_round_hundreds__mutmut_5 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_6'] = x_round_hundreds__mutmut_6 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_7'] = x_round_hundreds__mutmut_7 # type: ignore # mutmut generated
mutants_x_round_hundreds__mutmut['x_round_hundreds__mutmut_8'] = x_round_hundreds__mutmut_8 # type: ignore # mutmut generated
mutants_x_fiches__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_fiches__mutmut)
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


def x_fiches__mutmut_orig(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) ->
int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_1(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = None
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_2(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(None)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_3(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) and not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_4(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_5(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(None, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_6(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=None)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_7(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_8(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, )
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_9(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 and fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_10(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value < 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_11(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 1 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_12(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value / HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_13(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(None, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_14(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=None)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_15(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_16(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, )
    return _round_to(_whole(points), fiche_value, rule) // fiche_value


def x_fiches__mutmut_17(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, rule) / fiche_value


def x_fiches__mutmut_18(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(None, fiche_value, rule) // fiche_value


def x_fiches__mutmut_19(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), None, rule) // fiche_value


def x_fiches__mutmut_20(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, None) // fiche_value


def x_fiches__mutmut_21(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(fiche_value, rule) // fiche_value


def x_fiches__mutmut_22(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), rule) // fiche_value


def x_fiches__mutmut_23(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(points), fiche_value, ) // fiche_value


def x_fiches__mutmut_24(points: int, half: Half | str = Half.UP, fiche_value: int = HUNDRED) -> int:
    """The fiches ``points`` are worth: rounded once to the nearest ``fiche_value``.

    An exact half fiche (900 points at 200 a fiche) rounds by ``half``, as an exact 50 does.
    """
    rule = _parse_half(half)
    if isinstance(fiche_value, bool) or not isinstance(fiche_value, int):
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    if fiche_value <= 0 or fiche_value % HUNDRED:
        raise ScoringError(_FICHE_VALUE, value=fiche_value)
    return _round_to(_whole(None), fiche_value, rule) // fiche_value

mutants_x_fiches__mutmut['_mutmut_orig'] = x_fiches__mutmut_orig # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_1'] = x_fiches__mutmut_1 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_2'] = x_fiches__mutmut_2 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_3'] = x_fiches__mutmut_3 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_4'] = x_fiches__mutmut_4 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_5'] = x_fiches__mutmut_5 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_6'] = x_fiches__mutmut_6 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_7'] = x_fiches__mutmut_7 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_8'] = x_fiches__mutmut_8 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_9'] = x_fiches__mutmut_9 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_10'] = x_fiches__mutmut_10 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_11'] = x_fiches__mutmut_11 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_12'] = x_fiches__mutmut_12 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_13'] = x_fiches__mutmut_13 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_14'] = x_fiches__mutmut_14 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_15'] = x_fiches__mutmut_15 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_16'] = x_fiches__mutmut_16 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_17'] = x_fiches__mutmut_17 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_18'] = x_fiches__mutmut_18 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_19'] = x_fiches__mutmut_19 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_20'] = x_fiches__mutmut_20 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_21'] = x_fiches__mutmut_21 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_22'] = x_fiches__mutmut_22 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_23'] = x_fiches__mutmut_23 # type: ignore # mutmut generated
mutants_x_fiches__mutmut['x_fiches__mutmut_24'] = x_fiches__mutmut_24 # type: ignore # mutmut generated
mutants_x__round_to__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__round_to__mutmut)
def _round_to(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_orig(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_1(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = None
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_2(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(None, unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_3(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), None)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_4(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_5(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), )
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_6(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(None), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_7(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit and (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_8(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 / remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_9(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 3 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_10(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder >= unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_11(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit or half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_12(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 / remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_13(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (3 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_14(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder != unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_15(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is not Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_16(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units = 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_17(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units -= 1
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_18(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 2
    return whole_units * unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_19(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if (points >= 0) and False else -whole_units * unit


def x__round_to__mutmut_20(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if (points >= 0) or True else -whole_units * unit


def x__round_to__mutmut_21(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units / unit if points >= 0 else -whole_units * unit


def x__round_to__mutmut_22(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points > 0 else -whole_units * unit


def x__round_to__mutmut_23(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 1 else -whole_units * unit


def x__round_to__mutmut_24(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else -whole_units / unit


def x__round_to__mutmut_25(points: int, unit: int, half: Half) -> int:
    """``points`` to the nearest multiple of ``unit``, rounding by size so the sign is kept."""
    whole_units, remainder = divmod(abs(points), unit)
    if 2 * remainder > unit or (2 * remainder == unit and half is Half.UP):
        whole_units += 1
    return whole_units * unit if points >= 0 else +whole_units * unit

mutants_x__round_to__mutmut['_mutmut_orig'] = x__round_to__mutmut_orig # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_1'] = x__round_to__mutmut_1 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_2'] = x__round_to__mutmut_2 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_3'] = x__round_to__mutmut_3 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_4'] = x__round_to__mutmut_4 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_5'] = x__round_to__mutmut_5 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_6'] = x__round_to__mutmut_6 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_7'] = x__round_to__mutmut_7 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_8'] = x__round_to__mutmut_8 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_9'] = x__round_to__mutmut_9 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_10'] = x__round_to__mutmut_10 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_11'] = x__round_to__mutmut_11 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_12'] = x__round_to__mutmut_12 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_13'] = x__round_to__mutmut_13 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_14'] = x__round_to__mutmut_14 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_15'] = x__round_to__mutmut_15 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_16'] = x__round_to__mutmut_16 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_17'] = x__round_to__mutmut_17 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_18'] = x__round_to__mutmut_18 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_19'] = x__round_to__mutmut_19 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_20'] = x__round_to__mutmut_20 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_21'] = x__round_to__mutmut_21 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_22'] = x__round_to__mutmut_22 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_23'] = x__round_to__mutmut_23 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_24'] = x__round_to__mutmut_24 # type: ignore # mutmut generated
mutants_x__round_to__mutmut['x__round_to__mutmut_25'] = x__round_to__mutmut_25 # type: ignore # mutmut generated
mutants_x__whole__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__whole__mutmut)
def _whole(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(_POINTS, value=points)
    return points


def x__whole__mutmut_orig(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(_POINTS, value=points)
    return points


def x__whole__mutmut_1(points: int) -> int:
    if isinstance(points, bool) and not isinstance(points, int):
        raise ScoringError(_POINTS, value=points)
    return points


def x__whole__mutmut_2(points: int) -> int:
    if isinstance(points, bool) or isinstance(points, int):
        raise ScoringError(_POINTS, value=points)
    return points


def x__whole__mutmut_3(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(None, value=points)
    return points


def x__whole__mutmut_4(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(_POINTS, value=None)
    return points


def x__whole__mutmut_5(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(value=points)
    return points


def x__whole__mutmut_6(points: int) -> int:
    if isinstance(points, bool) or not isinstance(points, int):
        raise ScoringError(_POINTS, )
    return points

mutants_x__whole__mutmut['_mutmut_orig'] = x__whole__mutmut_orig # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_1'] = x__whole__mutmut_1 # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_2'] = x__whole__mutmut_2 # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_3'] = x__whole__mutmut_3 # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_4'] = x__whole__mutmut_4 # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_5'] = x__whole__mutmut_5 # type: ignore # mutmut generated
mutants_x__whole__mutmut['x__whole__mutmut_6'] = x__whole__mutmut_6 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__parse_half__mutmut)
def _parse_half(half: Half | str) -> Half:
    return parse_enum(Half, half, _HALF)


def x__parse_half__mutmut_orig(half: Half | str) -> Half:
    return parse_enum(Half, half, _HALF)


def x__parse_half__mutmut_1(half: Half | str) -> Half:
    return parse_enum(None, half, _HALF)


def x__parse_half__mutmut_2(half: Half | str) -> Half:
    return parse_enum(Half, None, _HALF)


def x__parse_half__mutmut_3(half: Half | str) -> Half:
    return parse_enum(Half, half, None)


def x__parse_half__mutmut_4(half: Half | str) -> Half:
    return parse_enum(half, _HALF)


def x__parse_half__mutmut_5(half: Half | str) -> Half:
    return parse_enum(Half, _HALF)


def x__parse_half__mutmut_6(half: Half | str) -> Half:
    return parse_enum(Half, half, )

mutants_x__parse_half__mutmut['_mutmut_orig'] = x__parse_half__mutmut_orig # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_1'] = x__parse_half__mutmut_1 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_2'] = x__parse_half__mutmut_2 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_3'] = x__parse_half__mutmut_3 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_4'] = x__parse_half__mutmut_4 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_5'] = x__parse_half__mutmut_5 # type: ignore # mutmut generated
mutants_x__parse_half__mutmut['x__parse_half__mutmut_6'] = x__parse_half__mutmut_6 # type: ignore # mutmut generated
