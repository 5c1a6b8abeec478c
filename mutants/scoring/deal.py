"""One deal: the contract as played, and its score by the standard bridge table.

Words:
- *deal*: one hand dealt, bid and played (a passed-out deal is not a ``Deal``).
- *contract*: a *level* (1 to 7: tricks to win beyond the first six), a *strain* (a trump suit or
  notrump) and whether it was doubled (1) or redoubled (2).
- *declarer*: the seat that played the contract; the *declaring side* is declarer and partner,
  the *defenders* are the other side.
- *tricks*: the tricks the declaring side won, 0 to 13.
- *below the line*: trick points for the tricks bid and made; they count toward game.
- *above the line*: every other point (overtricks, insult, slam, undertricks, honours, and the
  chukker's premiums); they count in the total but never toward game.
- *insult*: the 50 (doubled) or 100 (redoubled) for making a doubled contract.
- *honours*: 100 for four of the five trump honours in one hand, 150 for all five, or 150 for the
  four aces at notrump, credited to the side holding them.

This module knows nothing of chukkers: game and partscore premiums are in ``scoring.chukker``.
The table is the standard one (seed 002, RULES.md "Scoring one deal").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoring.errors import ScoringError, _
from scoring.types import Seat, Side, Strain, parse_enum, parse_int

BOOK = 6  # the first six tricks the declaring side wins do not score
DOUBLING_MARKS = ("", "X", "XX")

_LEVEL = _("The level must be a whole number from 1 to 7, not %(value)s.")
_STRAIN = _(
    "The strain must be C, D, H, S or NT (clubs, diamonds, hearts, spades or notrump), "
    "not %(value)s."
)
_DOUBLED = _("Doubled must be 0 (not doubled), 1 (doubled) or 2 (redoubled), not %(value)s.")
_TRICKS = _("Tricks taken must be between 0 and 13, not %(value)s.")
_DECLARER = _("The declarer must be one of N, E, S or W, not %(value)s.")
_HONOURS = _("Honours must be 0, 100 or 150, not %(value)s.")
_HONOURS_SIDE = _("The side holding honours must be NS or EW, not %(value)s.")
_HONOURS_WITHOUT_SIDE = _("Say which side, NS or EW, held the %(value)s honours.")
_SIDE_WITHOUT_HONOURS = _("A side is given as holding honours, but the honours are 0.")
_HONOURS_AT_NOTRUMP = _("At notrump only all four aces count: 150, not %(value)s.")


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x__parse_honours__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__parse_honours__mutmut)
def _parse_honours(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_orig(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_1(value: object) -> int:
    honours = None
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_2(value: object) -> int:
    honours = parse_int(None, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_3(value: object) -> int:
    honours = parse_int(value, None, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_4(value: object) -> int:
    honours = parse_int(value, 0, None, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_5(value: object) -> int:
    honours = parse_int(value, 0, 150, None)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_6(value: object) -> int:
    honours = parse_int(0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_7(value: object) -> int:
    honours = parse_int(value, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_8(value: object) -> int:
    honours = parse_int(value, 0, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_9(value: object) -> int:
    honours = parse_int(value, 0, 150, )
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_10(value: object) -> int:
    honours = parse_int(value, 1, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_11(value: object) -> int:
    honours = parse_int(value, 0, 151, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_12(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_13(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (1, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_14(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 101, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_15(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 151):
        raise ScoringError(_HONOURS, value=value)
    return honours


def x__parse_honours__mutmut_16(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(None, value=value)
    return honours


def x__parse_honours__mutmut_17(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=None)
    return honours


def x__parse_honours__mutmut_18(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(value=value)
    return honours


def x__parse_honours__mutmut_19(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, )
    return honours

mutants_x__parse_honours__mutmut['_mutmut_orig'] = x__parse_honours__mutmut_orig # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_1'] = x__parse_honours__mutmut_1 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_2'] = x__parse_honours__mutmut_2 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_3'] = x__parse_honours__mutmut_3 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_4'] = x__parse_honours__mutmut_4 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_5'] = x__parse_honours__mutmut_5 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_6'] = x__parse_honours__mutmut_6 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_7'] = x__parse_honours__mutmut_7 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_8'] = x__parse_honours__mutmut_8 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_9'] = x__parse_honours__mutmut_9 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_10'] = x__parse_honours__mutmut_10 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_11'] = x__parse_honours__mutmut_11 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_12'] = x__parse_honours__mutmut_12 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_13'] = x__parse_honours__mutmut_13 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_14'] = x__parse_honours__mutmut_14 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_15'] = x__parse_honours__mutmut_15 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_16'] = x__parse_honours__mutmut_16 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_17'] = x__parse_honours__mutmut_17 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_18'] = x__parse_honours__mutmut_18 # type: ignore # mutmut generated
mutants_x__parse_honours__mutmut['x__parse_honours__mutmut_19'] = x__parse_honours__mutmut_19 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁDealǁparse__mutmut: MutantDict = {}  # type: ignore
mutants_xǁDealǁ_set__mutmut: MutantDict = {}  # type: ignore
mutants_xǁDealǁ_validate_honours__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class Deal:
    """A deal bid and played, as entered at the table. Validated and normalised on creation."""

    declarer: Seat
    level: int
    strain: Strain
    doubled: int = 0
    tricks: int = 0
    honours: int = 0
    honours_side: Side | None = None

    if TYPE_CHECKING:
        # What the constructor takes: the codes as well as the enums ("N", "NT", "EW"), which it
        # parses (``__post_init__``); the fields hold the enums. Never run: dataclass writes it.
        def __init__(
            self,
            declarer: Seat | str,
            level: int,
            strain: Strain | str,
            doubled: int = ...,
            tricks: int = ...,
            honours: int = ...,
            honours_side: Side | str | None = ...,
        ) -> None: ...

    @_mutmut_mutated(mutants_xǁDealǁ__post_init____mutmut)
    def __post_init__(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_orig(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_1(self) -> None:
        self._set(None, parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_2(self) -> None:
        self._set("declarer", None)
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_3(self) -> None:
        self._set(parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_4(self) -> None:
        self._set("declarer", )
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_5(self) -> None:
        self._set("XXdeclarerXX", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_6(self) -> None:
        self._set("DECLARER", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_7(self) -> None:
        self._set("declarer", parse_enum(None, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_8(self) -> None:
        self._set("declarer", parse_enum(Seat, None, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_9(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, None))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_10(self) -> None:
        self._set("declarer", parse_enum(self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_11(self) -> None:
        self._set("declarer", parse_enum(Seat, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_12(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, ))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_13(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set(None, parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_14(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", None)
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_15(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set(parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_16(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", )
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_17(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("XXlevelXX", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_18(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("LEVEL", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_19(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(None, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_20(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, None, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_21(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, None, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_22(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, None))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_23(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_24(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_25(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_26(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, ))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_27(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 2, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_28(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 8, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_29(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set(None, parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_30(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", None)
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_31(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set(parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_32(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", )
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_33(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("XXstrainXX", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_34(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("STRAIN", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_35(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(None, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_36(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, None, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_37(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, None))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_38(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_39(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_40(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, ))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_41(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set(None, parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_42(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", None)
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_43(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set(parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_44(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", )
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_45(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("XXdoubledXX", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_46(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("DOUBLED", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_47(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(None, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_48(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, None, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_49(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, None, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_50(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, None))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_51(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_52(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_53(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_54(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, ))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_55(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 1, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_56(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 3, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_57(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set(None, parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_58(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", None)
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_59(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set(parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_60(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", )
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_61(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("XXtricksXX", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_62(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("TRICKS", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_63(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(None, 0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_64(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, None, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_65(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, None, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_66(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, None))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_67(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(0, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_68(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_69(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_70(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, ))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_71(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 1, 13, _TRICKS))
        self._validate_honours()

    def xǁDealǁ__post_init____mutmut_72(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 14, _TRICKS))
        self._validate_honours()

    @classmethod
    @_mutmut_mutated(mutants_xǁDealǁparse__mutmut, is_classmethod = True)
    def parse(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_orig(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_1(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 1,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_2(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 1,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_3(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 1,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_4(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=None,
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_5(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=None,
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_6(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=None,
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_7(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=None,
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_8(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=None,
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_9(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=None,
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_10(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=None,
        )

    @classmethod
    def xǁDealǁparse__mutmut_11(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_12(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_13(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_14(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_15(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_16(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_17(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            )

    @classmethod
    def xǁDealǁparse__mutmut_18(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(None, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_19(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, None, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_20(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, None),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_21(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_22(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_23(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, ),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_24(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(None, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_25(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, None, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_26(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, None, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_27(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, None),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_28(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_29(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_30(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_31(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, ),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_32(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 2, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_33(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 8, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_34(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(None, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_35(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, None, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_36(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, None),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_37(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_38(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_39(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, ),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_40(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(None, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_41(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, None, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_42(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, None, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_43(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, None),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_44(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_45(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_46(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_47(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, ),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_48(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 1, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_49(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 3, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_50(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(None, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_51(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, None, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_52(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, None, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_53(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, None),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_54(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_55(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_56(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_57(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, ),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_58(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 1, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_59(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 14, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_60(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(None),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_61(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if (honours_side is None) and False else parse_enum(Side, honours_side,
                _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_62(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if (honours_side is None) or True else parse_enum(Side, honours_side,
                _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_63(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is not None else parse_enum(Side, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_64(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(None, honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_65(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, None, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_66(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, None)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_67(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(honours_side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_68(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, _HONOURS_SIDE)
            ),
        )

    @classmethod
    def xǁDealǁparse__mutmut_69(
        cls,
        *,
        declarer: object,
        level: object,
        strain: object,
        doubled: object = 0,
        tricks: object = 0,
        honours: object = 0,
        honours_side: object = None,
    ) -> Deal:
        """A deal from values of any type (a form, a stored row, a file): each is checked, in the
        same order and with the same ``ScoringError`` as the constructor checks its own."""
        return cls(
            declarer=parse_enum(Seat, declarer, _DECLARER),
            level=parse_int(level, 1, 7, _LEVEL),
            strain=parse_enum(Strain, strain, _STRAIN),
            doubled=parse_int(doubled, 0, 2, _DOUBLED),
            tricks=parse_int(tricks, 0, 13, _TRICKS),
            honours=_parse_honours(honours),
            honours_side=(
                None if honours_side is None else parse_enum(Side, honours_side, )
            ),
        )

    @_mutmut_mutated(mutants_xǁDealǁ_set__mutmut)
    def _set(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)

    def xǁDealǁ_set__mutmut_orig(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)

    def xǁDealǁ_set__mutmut_1(self, name: str, value: object) -> None:
        object.__setattr__(None, name, value)

    def xǁDealǁ_set__mutmut_2(self, name: str, value: object) -> None:
        object.__setattr__(self, None, value)

    def xǁDealǁ_set__mutmut_3(self, name: str, value: object) -> None:
        object.__setattr__(self, name, None)

    def xǁDealǁ_set__mutmut_4(self, name: str, value: object) -> None:
        object.__setattr__(name, value)

    def xǁDealǁ_set__mutmut_5(self, name: str, value: object) -> None:
        object.__setattr__(self, value)

    def xǁDealǁ_set__mutmut_6(self, name: str, value: object) -> None:
        object.__setattr__(self, name, )

    @_mutmut_mutated(mutants_xǁDealǁ_validate_honours__mutmut)
    def _validate_honours(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_orig(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_1(self) -> None:
        _parse_honours(None)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_2(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_3(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set(None, parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_4(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", None)
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_5(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set(parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_6(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", )
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_7(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("XXhonours_sideXX", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_8(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("HONOURS_SIDE", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_9(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(None, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_10(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, None, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_11(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, None))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_12(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_13(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_14(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, ))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_15(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours or self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_16(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is not None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_17(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(None, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_18(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=None)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_19(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_20(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, )
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_21(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours or self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_22(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_23(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_24(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(None)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_25(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT or self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_26(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is not Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_27(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours != 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_28(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 101:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_29(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(None, value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_30(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, value=None)

    def xǁDealǁ_validate_honours__mutmut_31(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(value=self.honours)

    def xǁDealǁ_validate_honours__mutmut_32(self) -> None:
        _parse_honours(self.honours)
        if self.honours_side is not None:
            self._set("honours_side", parse_enum(Side, self.honours_side, _HONOURS_SIDE))
        if self.honours and self.honours_side is None:
            raise ScoringError(_HONOURS_WITHOUT_SIDE, value=self.honours)
        if not self.honours and self.honours_side is not None:
            raise ScoringError(_SIDE_WITHOUT_HONOURS)
        if self.strain is Strain.NT and self.honours == 100:
            raise ScoringError(_HONOURS_AT_NOTRUMP, )

    @property
    def declaring_side(self) -> Side:
        return self.declarer.side

    @property
    def tricks_needed(self) -> int:
        return BOOK + self.level

    @property
    def made(self) -> bool:
        return self.tricks >= self.tricks_needed

    @property
    def overtricks(self) -> int:
        return max(0, self.tricks - self.tricks_needed)

    @property
    def undertricks(self) -> int:
        return max(0, self.tricks_needed - self.tricks)

    @property
    def contract_code(self) -> str:
        """The contract in plain letters, e.g. ``"4SX"`` or ``"3NT"``."""
        return f"{self.level}{self.strain.value}{DOUBLING_MARKS[self.doubled]}"

    @property
    def contract_label(self) -> str:
        """The contract with a suit symbol, e.g. ``"4♠X"`` or ``"3NT"``."""
        return f"{self.level}{self.strain.symbol}{DOUBLING_MARKS[self.doubled]}"

    @property
    def result_label(self) -> str:
        """The contract and its result, e.g. ``"4♠X+1"``, ``"3NT="`` or ``"2♥-2"``."""
        if self.overtricks:
            return f"{self.contract_label}+{self.overtricks}"
        if self.undertricks:
            return f"{self.contract_label}-{self.undertricks}"
        return f"{self.contract_label}="

mutants_xǁDealǁ__post_init____mutmut['_mutmut_orig'] = Deal.xǁDealǁ__post_init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_1'] =
Deal.xǁDealǁ__post_init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_2'] =
Deal.xǁDealǁ__post_init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_3'] =
Deal.xǁDealǁ__post_init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_4'] =
Deal.xǁDealǁ__post_init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_5'] =
Deal.xǁDealǁ__post_init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_6'] =
Deal.xǁDealǁ__post_init____mutmut_6 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_7'] =
Deal.xǁDealǁ__post_init____mutmut_7 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_8'] =
Deal.xǁDealǁ__post_init____mutmut_8 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_9'] =
Deal.xǁDealǁ__post_init____mutmut_9 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_10'] =
Deal.xǁDealǁ__post_init____mutmut_10 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_11'] =
Deal.xǁDealǁ__post_init____mutmut_11 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_12'] =
Deal.xǁDealǁ__post_init____mutmut_12 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_13'] =
Deal.xǁDealǁ__post_init____mutmut_13 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_14'] =
Deal.xǁDealǁ__post_init____mutmut_14 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_15'] =
Deal.xǁDealǁ__post_init____mutmut_15 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_16'] =
Deal.xǁDealǁ__post_init____mutmut_16 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_17'] =
Deal.xǁDealǁ__post_init____mutmut_17 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_18'] =
Deal.xǁDealǁ__post_init____mutmut_18 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_19'] =
Deal.xǁDealǁ__post_init____mutmut_19 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_20'] =
Deal.xǁDealǁ__post_init____mutmut_20 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_21'] =
Deal.xǁDealǁ__post_init____mutmut_21 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_22'] =
Deal.xǁDealǁ__post_init____mutmut_22 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_23'] =
Deal.xǁDealǁ__post_init____mutmut_23 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_24'] =
Deal.xǁDealǁ__post_init____mutmut_24 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_25'] =
Deal.xǁDealǁ__post_init____mutmut_25 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_26'] =
Deal.xǁDealǁ__post_init____mutmut_26 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_27'] =
Deal.xǁDealǁ__post_init____mutmut_27 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_28'] =
Deal.xǁDealǁ__post_init____mutmut_28 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_29'] =
Deal.xǁDealǁ__post_init____mutmut_29 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_30'] =
Deal.xǁDealǁ__post_init____mutmut_30 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_31'] =
Deal.xǁDealǁ__post_init____mutmut_31 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_32'] =
Deal.xǁDealǁ__post_init____mutmut_32 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_33'] =
Deal.xǁDealǁ__post_init____mutmut_33 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_34'] =
Deal.xǁDealǁ__post_init____mutmut_34 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_35'] =
Deal.xǁDealǁ__post_init____mutmut_35 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_36'] =
Deal.xǁDealǁ__post_init____mutmut_36 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_37'] =
Deal.xǁDealǁ__post_init____mutmut_37 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_38'] =
Deal.xǁDealǁ__post_init____mutmut_38 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_39'] =
Deal.xǁDealǁ__post_init____mutmut_39 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_40'] =
Deal.xǁDealǁ__post_init____mutmut_40 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_41'] =
Deal.xǁDealǁ__post_init____mutmut_41 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_42'] =
Deal.xǁDealǁ__post_init____mutmut_42 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_43'] =
Deal.xǁDealǁ__post_init____mutmut_43 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_44'] =
Deal.xǁDealǁ__post_init____mutmut_44 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_45'] =
Deal.xǁDealǁ__post_init____mutmut_45 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_46'] =
Deal.xǁDealǁ__post_init____mutmut_46 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_47'] =
Deal.xǁDealǁ__post_init____mutmut_47 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_48'] =
Deal.xǁDealǁ__post_init____mutmut_48 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_49'] =
Deal.xǁDealǁ__post_init____mutmut_49 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_50'] =
Deal.xǁDealǁ__post_init____mutmut_50 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_51'] =
Deal.xǁDealǁ__post_init____mutmut_51 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_52'] =
Deal.xǁDealǁ__post_init____mutmut_52 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_53'] =
Deal.xǁDealǁ__post_init____mutmut_53 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_54'] =
Deal.xǁDealǁ__post_init____mutmut_54 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_55'] =
Deal.xǁDealǁ__post_init____mutmut_55 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_56'] =
Deal.xǁDealǁ__post_init____mutmut_56 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_57'] =
Deal.xǁDealǁ__post_init____mutmut_57 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_58'] =
Deal.xǁDealǁ__post_init____mutmut_58 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_59'] =
Deal.xǁDealǁ__post_init____mutmut_59 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_60'] =
Deal.xǁDealǁ__post_init____mutmut_60 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_61'] =
Deal.xǁDealǁ__post_init____mutmut_61 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_62'] =
Deal.xǁDealǁ__post_init____mutmut_62 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_63'] =
Deal.xǁDealǁ__post_init____mutmut_63 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_64'] =
Deal.xǁDealǁ__post_init____mutmut_64 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_65'] =
Deal.xǁDealǁ__post_init____mutmut_65 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_66'] =
Deal.xǁDealǁ__post_init____mutmut_66 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_67'] =
Deal.xǁDealǁ__post_init____mutmut_67 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_68'] =
Deal.xǁDealǁ__post_init____mutmut_68 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_69'] =
Deal.xǁDealǁ__post_init____mutmut_69 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_70'] =
Deal.xǁDealǁ__post_init____mutmut_70 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_71'] =
Deal.xǁDealǁ__post_init____mutmut_71 # type: ignore # mutmut generated
mutants_xǁDealǁ__post_init____mutmut['xǁDealǁ__post_init____mutmut_72'] =
Deal.xǁDealǁ__post_init____mutmut_72 # type: ignore # mutmut generated

mutants_xǁDealǁparse__mutmut['_mutmut_orig'] = Deal.xǁDealǁparse__mutmut_orig # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_1'] = Deal.xǁDealǁparse__mutmut_1 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_2'] = Deal.xǁDealǁparse__mutmut_2 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_3'] = Deal.xǁDealǁparse__mutmut_3 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_4'] = Deal.xǁDealǁparse__mutmut_4 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_5'] = Deal.xǁDealǁparse__mutmut_5 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_6'] = Deal.xǁDealǁparse__mutmut_6 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_7'] = Deal.xǁDealǁparse__mutmut_7 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_8'] = Deal.xǁDealǁparse__mutmut_8 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_9'] = Deal.xǁDealǁparse__mutmut_9 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_10'] = Deal.xǁDealǁparse__mutmut_10 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_11'] = Deal.xǁDealǁparse__mutmut_11 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_12'] = Deal.xǁDealǁparse__mutmut_12 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_13'] = Deal.xǁDealǁparse__mutmut_13 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_14'] = Deal.xǁDealǁparse__mutmut_14 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_15'] = Deal.xǁDealǁparse__mutmut_15 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_16'] = Deal.xǁDealǁparse__mutmut_16 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_17'] = Deal.xǁDealǁparse__mutmut_17 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_18'] = Deal.xǁDealǁparse__mutmut_18 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_19'] = Deal.xǁDealǁparse__mutmut_19 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_20'] = Deal.xǁDealǁparse__mutmut_20 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_21'] = Deal.xǁDealǁparse__mutmut_21 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_22'] = Deal.xǁDealǁparse__mutmut_22 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_23'] = Deal.xǁDealǁparse__mutmut_23 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_24'] = Deal.xǁDealǁparse__mutmut_24 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_25'] = Deal.xǁDealǁparse__mutmut_25 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_26'] = Deal.xǁDealǁparse__mutmut_26 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_27'] = Deal.xǁDealǁparse__mutmut_27 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_28'] = Deal.xǁDealǁparse__mutmut_28 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_29'] = Deal.xǁDealǁparse__mutmut_29 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_30'] = Deal.xǁDealǁparse__mutmut_30 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_31'] = Deal.xǁDealǁparse__mutmut_31 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_32'] = Deal.xǁDealǁparse__mutmut_32 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_33'] = Deal.xǁDealǁparse__mutmut_33 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_34'] = Deal.xǁDealǁparse__mutmut_34 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_35'] = Deal.xǁDealǁparse__mutmut_35 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_36'] = Deal.xǁDealǁparse__mutmut_36 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_37'] = Deal.xǁDealǁparse__mutmut_37 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_38'] = Deal.xǁDealǁparse__mutmut_38 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_39'] = Deal.xǁDealǁparse__mutmut_39 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_40'] = Deal.xǁDealǁparse__mutmut_40 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_41'] = Deal.xǁDealǁparse__mutmut_41 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_42'] = Deal.xǁDealǁparse__mutmut_42 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_43'] = Deal.xǁDealǁparse__mutmut_43 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_44'] = Deal.xǁDealǁparse__mutmut_44 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_45'] = Deal.xǁDealǁparse__mutmut_45 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_46'] = Deal.xǁDealǁparse__mutmut_46 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_47'] = Deal.xǁDealǁparse__mutmut_47 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_48'] = Deal.xǁDealǁparse__mutmut_48 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_49'] = Deal.xǁDealǁparse__mutmut_49 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_50'] = Deal.xǁDealǁparse__mutmut_50 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_51'] = Deal.xǁDealǁparse__mutmut_51 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_52'] = Deal.xǁDealǁparse__mutmut_52 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_53'] = Deal.xǁDealǁparse__mutmut_53 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_54'] = Deal.xǁDealǁparse__mutmut_54 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_55'] = Deal.xǁDealǁparse__mutmut_55 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_56'] = Deal.xǁDealǁparse__mutmut_56 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_57'] = Deal.xǁDealǁparse__mutmut_57 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_58'] = Deal.xǁDealǁparse__mutmut_58 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_59'] = Deal.xǁDealǁparse__mutmut_59 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_60'] = Deal.xǁDealǁparse__mutmut_60 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_61'] = Deal.xǁDealǁparse__mutmut_61 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_62'] = Deal.xǁDealǁparse__mutmut_62 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_63'] = Deal.xǁDealǁparse__mutmut_63 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_64'] = Deal.xǁDealǁparse__mutmut_64 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_65'] = Deal.xǁDealǁparse__mutmut_65 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_66'] = Deal.xǁDealǁparse__mutmut_66 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_67'] = Deal.xǁDealǁparse__mutmut_67 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_68'] = Deal.xǁDealǁparse__mutmut_68 # type: ignore # mutmut generated
mutants_xǁDealǁparse__mutmut['xǁDealǁparse__mutmut_69'] = Deal.xǁDealǁparse__mutmut_69 # type: ignore # mutmut generated

mutants_xǁDealǁ_set__mutmut['_mutmut_orig'] = Deal.xǁDealǁ_set__mutmut_orig # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_1'] = Deal.xǁDealǁ_set__mutmut_1 # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_2'] = Deal.xǁDealǁ_set__mutmut_2 # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_3'] = Deal.xǁDealǁ_set__mutmut_3 # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_4'] = Deal.xǁDealǁ_set__mutmut_4 # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_5'] = Deal.xǁDealǁ_set__mutmut_5 # type: ignore # mutmut generated
mutants_xǁDealǁ_set__mutmut['xǁDealǁ_set__mutmut_6'] = Deal.xǁDealǁ_set__mutmut_6 # type: ignore # mutmut generated

mutants_xǁDealǁ_validate_honours__mutmut['_mutmut_orig'] =
Deal.xǁDealǁ_validate_honours__mutmut_orig # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_1'] =
Deal.xǁDealǁ_validate_honours__mutmut_1 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_2'] =
Deal.xǁDealǁ_validate_honours__mutmut_2 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_3'] =
Deal.xǁDealǁ_validate_honours__mutmut_3 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_4'] =
Deal.xǁDealǁ_validate_honours__mutmut_4 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_5'] =
Deal.xǁDealǁ_validate_honours__mutmut_5 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_6'] =
Deal.xǁDealǁ_validate_honours__mutmut_6 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_7'] =
Deal.xǁDealǁ_validate_honours__mutmut_7 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_8'] =
Deal.xǁDealǁ_validate_honours__mutmut_8 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_9'] =
Deal.xǁDealǁ_validate_honours__mutmut_9 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_10'] =
Deal.xǁDealǁ_validate_honours__mutmut_10 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_11'] =
Deal.xǁDealǁ_validate_honours__mutmut_11 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_12'] =
Deal.xǁDealǁ_validate_honours__mutmut_12 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_13'] =
Deal.xǁDealǁ_validate_honours__mutmut_13 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_14'] =
Deal.xǁDealǁ_validate_honours__mutmut_14 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_15'] =
Deal.xǁDealǁ_validate_honours__mutmut_15 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_16'] =
Deal.xǁDealǁ_validate_honours__mutmut_16 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_17'] =
Deal.xǁDealǁ_validate_honours__mutmut_17 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_18'] =
Deal.xǁDealǁ_validate_honours__mutmut_18 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_19'] =
Deal.xǁDealǁ_validate_honours__mutmut_19 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_20'] =
Deal.xǁDealǁ_validate_honours__mutmut_20 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_21'] =
Deal.xǁDealǁ_validate_honours__mutmut_21 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_22'] =
Deal.xǁDealǁ_validate_honours__mutmut_22 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_23'] =
Deal.xǁDealǁ_validate_honours__mutmut_23 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_24'] =
Deal.xǁDealǁ_validate_honours__mutmut_24 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_25'] =
Deal.xǁDealǁ_validate_honours__mutmut_25 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_26'] =
Deal.xǁDealǁ_validate_honours__mutmut_26 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_27'] =
Deal.xǁDealǁ_validate_honours__mutmut_27 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_28'] =
Deal.xǁDealǁ_validate_honours__mutmut_28 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_29'] =
Deal.xǁDealǁ_validate_honours__mutmut_29 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_30'] =
Deal.xǁDealǁ_validate_honours__mutmut_30 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_31'] =
Deal.xǁDealǁ_validate_honours__mutmut_31 # type: ignore # mutmut generated
mutants_xǁDealǁ_validate_honours__mutmut['xǁDealǁ_validate_honours__mutmut_32'] =
Deal.xǁDealǁ_validate_honours__mutmut_32 # type: ignore # mutmut generated


@dataclass(frozen=True)
class DealScore:
    """The points of one deal by the standard table, before any chukker premium.

    ``trick_points`` go below the line to the declaring side (0 when the contract fails);
    ``overtricks``, ``insult`` and ``slam`` go above the line to the declaring side;
    ``undertricks`` go above the line to the defenders.
    """

    trick_points: int = 0
    overtricks: int = 0
    insult: int = 0
    slam: int = 0
    undertricks: int = 0

    @property
    def declarer_above(self) -> int:
        return self.overtricks + self.insult + self.slam

    @property
    def declarer_points(self) -> int:
        return self.trick_points + self.declarer_above

    @property
    def defender_points(self) -> int:
        return self.undertricks


TRICKS_IN_A_DEAL = 13
mutants_x_possible_results__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_possible_results__mutmut)
def possible_results(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_orig(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_1(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = None
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_2(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK - parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_3(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(None, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_4(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, None, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_5(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, None, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_6(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, None)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_7(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_8(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_9(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_10(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, )
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_11(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 2, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_12(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 8, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_13(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = None
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_14(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(None)
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_15(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(None, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_16(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, None))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_17(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_18(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, ))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_19(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(2, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_20(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed - 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_21(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL + needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_22(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 2))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_23(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = None
    return (0, *over, *under)


def x_possible_results__mutmut_24(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(None)
    return (0, *over, *under)


def x_possible_results__mutmut_25(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(+n for n in range(1, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_26(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(None, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_27(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, None))
    return (0, *over, *under)


def x_possible_results__mutmut_28(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_29(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, ))
    return (0, *over, *under)


def x_possible_results__mutmut_30(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(2, needed + 1))
    return (0, *over, *under)


def x_possible_results__mutmut_31(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed - 1))
    return (0, *over, *under)


def x_possible_results__mutmut_32(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 2))
    return (0, *over, *under)


def x_possible_results__mutmut_33(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (1, *over, *under)

mutants_x_possible_results__mutmut['_mutmut_orig'] = x_possible_results__mutmut_orig # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_1'] = x_possible_results__mutmut_1 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_2'] = x_possible_results__mutmut_2 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_3'] = x_possible_results__mutmut_3 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_4'] = x_possible_results__mutmut_4 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_5'] = x_possible_results__mutmut_5 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_6'] = x_possible_results__mutmut_6 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_7'] = x_possible_results__mutmut_7 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_8'] = x_possible_results__mutmut_8 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_9'] = x_possible_results__mutmut_9 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_10'] = x_possible_results__mutmut_10 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_11'] = x_possible_results__mutmut_11 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_12'] = x_possible_results__mutmut_12 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_13'] = x_possible_results__mutmut_13 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_14'] = x_possible_results__mutmut_14 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_15'] = x_possible_results__mutmut_15 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_16'] = x_possible_results__mutmut_16 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_17'] = x_possible_results__mutmut_17 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_18'] = x_possible_results__mutmut_18 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_19'] = x_possible_results__mutmut_19 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_20'] = x_possible_results__mutmut_20 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_21'] = x_possible_results__mutmut_21 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_22'] = x_possible_results__mutmut_22 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_23'] = x_possible_results__mutmut_23 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_24'] = x_possible_results__mutmut_24 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_25'] = x_possible_results__mutmut_25 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_26'] = x_possible_results__mutmut_26 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_27'] = x_possible_results__mutmut_27 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_28'] = x_possible_results__mutmut_28 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_29'] = x_possible_results__mutmut_29 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_30'] = x_possible_results__mutmut_30 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_31'] = x_possible_results__mutmut_31 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_32'] = x_possible_results__mutmut_32 # type: ignore # mutmut generated
mutants_x_possible_results__mutmut['x_possible_results__mutmut_33'] = x_possible_results__mutmut_33 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_score_deal__mutmut)
def score_deal(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_orig(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_1(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_2(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=None)
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_3(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(None, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_4(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, None, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_5(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, None))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_6(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_7(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_8(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, ))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_9(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=None,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_10(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=None,
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_11(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=None,
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_12(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=None,
    )


def x_score_deal__mutmut_13(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_14(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_15(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_16(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        )


def x_score_deal__mutmut_17(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) / 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_18(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(None, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_19(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, None) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_20(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_21(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, ) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_22(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2 * deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_23(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 3**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_24(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(None, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_25(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, None),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_26(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_27(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, ),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_28(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(1, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_29(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 51, 100)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_30(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 101)[deal.doubled],
        slam=slam_bonus(deal.level, vulnerable),
    )


def x_score_deal__mutmut_31(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(None, vulnerable),
    )


def x_score_deal__mutmut_32(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, None),
    )


def x_score_deal__mutmut_33(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(vulnerable),
    )


def x_score_deal__mutmut_34(deal: Deal, vulnerable: bool) -> DealScore:
    """Score ``deal`` for a declaring side that is (or is not) ``vulnerable`` on it."""
    if not deal.made:
        return DealScore(undertricks=undertrick_penalty(deal.undertricks, deal.doubled, vulnerable))
    return DealScore(
        trick_points=trick_points(deal.level, deal.strain) * 2**deal.doubled,
        overtricks=overtrick_points(deal, vulnerable),
        insult=(0, 50, 100)[deal.doubled],
        slam=slam_bonus(deal.level, ),
    )

mutants_x_score_deal__mutmut['_mutmut_orig'] = x_score_deal__mutmut_orig # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_1'] = x_score_deal__mutmut_1 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_2'] = x_score_deal__mutmut_2 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_3'] = x_score_deal__mutmut_3 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_4'] = x_score_deal__mutmut_4 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_5'] = x_score_deal__mutmut_5 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_6'] = x_score_deal__mutmut_6 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_7'] = x_score_deal__mutmut_7 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_8'] = x_score_deal__mutmut_8 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_9'] = x_score_deal__mutmut_9 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_10'] = x_score_deal__mutmut_10 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_11'] = x_score_deal__mutmut_11 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_12'] = x_score_deal__mutmut_12 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_13'] = x_score_deal__mutmut_13 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_14'] = x_score_deal__mutmut_14 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_15'] = x_score_deal__mutmut_15 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_16'] = x_score_deal__mutmut_16 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_17'] = x_score_deal__mutmut_17 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_18'] = x_score_deal__mutmut_18 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_19'] = x_score_deal__mutmut_19 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_20'] = x_score_deal__mutmut_20 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_21'] = x_score_deal__mutmut_21 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_22'] = x_score_deal__mutmut_22 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_23'] = x_score_deal__mutmut_23 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_24'] = x_score_deal__mutmut_24 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_25'] = x_score_deal__mutmut_25 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_26'] = x_score_deal__mutmut_26 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_27'] = x_score_deal__mutmut_27 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_28'] = x_score_deal__mutmut_28 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_29'] = x_score_deal__mutmut_29 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_30'] = x_score_deal__mutmut_30 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_31'] = x_score_deal__mutmut_31 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_32'] = x_score_deal__mutmut_32 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_33'] = x_score_deal__mutmut_33 # type: ignore # mutmut generated
mutants_x_score_deal__mutmut['x_score_deal__mutmut_34'] = x_score_deal__mutmut_34 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_trick_points__mutmut)
def trick_points(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_orig(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_1(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks < 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_2(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 1:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_3(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 1
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_4(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is not Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_5(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 - 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_6(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 41 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_7(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 / (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_8(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 31 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_9(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks + 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_10(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 2)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_11(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks / (20 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_12(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if (strain in (Strain.C, Strain.D)) and False else 30)


def x_trick_points__mutmut_13(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if (strain in (Strain.C, Strain.D)) or True else 30)


def x_trick_points__mutmut_14(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (21 if strain in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_15(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain not in (Strain.C, Strain.D) else 30)


def x_trick_points__mutmut_16(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 31)

mutants_x_trick_points__mutmut['_mutmut_orig'] = x_trick_points__mutmut_orig # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_1'] = x_trick_points__mutmut_1 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_2'] = x_trick_points__mutmut_2 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_3'] = x_trick_points__mutmut_3 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_4'] = x_trick_points__mutmut_4 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_5'] = x_trick_points__mutmut_5 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_6'] = x_trick_points__mutmut_6 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_7'] = x_trick_points__mutmut_7 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_8'] = x_trick_points__mutmut_8 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_9'] = x_trick_points__mutmut_9 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_10'] = x_trick_points__mutmut_10 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_11'] = x_trick_points__mutmut_11 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_12'] = x_trick_points__mutmut_12 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_13'] = x_trick_points__mutmut_13 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_14'] = x_trick_points__mutmut_14 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_15'] = x_trick_points__mutmut_15 # type: ignore # mutmut generated
mutants_x_trick_points__mutmut['x_trick_points__mutmut_16'] = x_trick_points__mutmut_16 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_overtrick_points__mutmut)
def overtrick_points(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_orig(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_1(deal: Deal, vulnerable: bool) -> int:
    if deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_2(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks / (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_3(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if (deal.strain is Strain.NT) and False else trick_points(1,
        deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_4(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if (deal.strain is Strain.NT) or True else trick_points(1,
        deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_5(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (31 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_6(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is not Strain.NT else trick_points(1,
        deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_7(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(None,
        deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_8(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, None))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_9(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_10(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, ))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_11(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(2, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_12(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = None
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_13(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if (vulnerable) and False else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_14(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if (vulnerable) or True else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_15(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 201 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_16(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 101
    return deal.overtricks * each_doubled * deal.doubled


def x_overtrick_points__mutmut_17(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled / deal.doubled


def x_overtrick_points__mutmut_18(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks / each_doubled * deal.doubled

mutants_x_overtrick_points__mutmut['_mutmut_orig'] = x_overtrick_points__mutmut_orig # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_1'] = x_overtrick_points__mutmut_1 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_2'] = x_overtrick_points__mutmut_2 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_3'] = x_overtrick_points__mutmut_3 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_4'] = x_overtrick_points__mutmut_4 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_5'] = x_overtrick_points__mutmut_5 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_6'] = x_overtrick_points__mutmut_6 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_7'] = x_overtrick_points__mutmut_7 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_8'] = x_overtrick_points__mutmut_8 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_9'] = x_overtrick_points__mutmut_9 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_10'] = x_overtrick_points__mutmut_10 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_11'] = x_overtrick_points__mutmut_11 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_12'] = x_overtrick_points__mutmut_12 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_13'] = x_overtrick_points__mutmut_13 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_14'] = x_overtrick_points__mutmut_14 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_15'] = x_overtrick_points__mutmut_15 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_16'] = x_overtrick_points__mutmut_16 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_17'] = x_overtrick_points__mutmut_17 # type: ignore # mutmut generated
mutants_x_overtrick_points__mutmut['x_overtrick_points__mutmut_18'] = x_overtrick_points__mutmut_18 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_slam_bonus__mutmut)
def slam_bonus(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_orig(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_1(level: int, vulnerable: bool) -> int:
    if level != 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_2(level: int, vulnerable: bool) -> int:
    if level == 7:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_3(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if (vulnerable) and False else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_4(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if (vulnerable) or True else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_5(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 751 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_6(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 501
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_7(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level != 7:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_8(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 8:
        return 1500 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_9(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if (vulnerable) and False else 1000
    return 0


def x_slam_bonus__mutmut_10(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if (vulnerable) or True else 1000
    return 0


def x_slam_bonus__mutmut_11(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1501 if vulnerable else 1000
    return 0


def x_slam_bonus__mutmut_12(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1001
    return 0


def x_slam_bonus__mutmut_13(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 1

mutants_x_slam_bonus__mutmut['_mutmut_orig'] = x_slam_bonus__mutmut_orig # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_1'] = x_slam_bonus__mutmut_1 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_2'] = x_slam_bonus__mutmut_2 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_3'] = x_slam_bonus__mutmut_3 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_4'] = x_slam_bonus__mutmut_4 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_5'] = x_slam_bonus__mutmut_5 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_6'] = x_slam_bonus__mutmut_6 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_7'] = x_slam_bonus__mutmut_7 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_8'] = x_slam_bonus__mutmut_8 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_9'] = x_slam_bonus__mutmut_9 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_10'] = x_slam_bonus__mutmut_10 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_11'] = x_slam_bonus__mutmut_11 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_12'] = x_slam_bonus__mutmut_12 # type: ignore # mutmut generated
mutants_x_slam_bonus__mutmut['x_slam_bonus__mutmut_13'] = x_slam_bonus__mutmut_13 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_undertrick_penalty__mutmut)
def undertrick_penalty(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_orig(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_1(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_2(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks / (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_3(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if (vulnerable) and False else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_4(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if (vulnerable) or True else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_5(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (101 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_6(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 51)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_7(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = None
    return penalty * doubled


def x_undertrick_penalty__mutmut_8(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(None)
    return penalty * doubled


def x_undertrick_penalty__mutmut_9(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(None, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_10(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, None) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_11(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_12(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, ) for n in range(1, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_13(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(None, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_14(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, None))
    return penalty * doubled


def x_undertrick_penalty__mutmut_15(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_16(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, ))
    return penalty * doubled


def x_undertrick_penalty__mutmut_17(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(2, undertricks + 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_18(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks - 1))
    return penalty * doubled


def x_undertrick_penalty__mutmut_19(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 2))
    return penalty * doubled


def x_undertrick_penalty__mutmut_20(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty / doubled

mutants_x_undertrick_penalty__mutmut['_mutmut_orig'] = x_undertrick_penalty__mutmut_orig # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_1'] =
x_undertrick_penalty__mutmut_1 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_2'] =
x_undertrick_penalty__mutmut_2 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_3'] =
x_undertrick_penalty__mutmut_3 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_4'] =
x_undertrick_penalty__mutmut_4 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_5'] =
x_undertrick_penalty__mutmut_5 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_6'] =
x_undertrick_penalty__mutmut_6 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_7'] =
x_undertrick_penalty__mutmut_7 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_8'] =
x_undertrick_penalty__mutmut_8 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_9'] =
x_undertrick_penalty__mutmut_9 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_10'] =
x_undertrick_penalty__mutmut_10 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_11'] =
x_undertrick_penalty__mutmut_11 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_12'] =
x_undertrick_penalty__mutmut_12 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_13'] =
x_undertrick_penalty__mutmut_13 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_14'] =
x_undertrick_penalty__mutmut_14 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_15'] =
x_undertrick_penalty__mutmut_15 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_16'] =
x_undertrick_penalty__mutmut_16 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_17'] =
x_undertrick_penalty__mutmut_17 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_18'] =
x_undertrick_penalty__mutmut_18 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_19'] =
x_undertrick_penalty__mutmut_19 # type: ignore # mutmut generated
mutants_x_undertrick_penalty__mutmut['x_undertrick_penalty__mutmut_20'] =
x_undertrick_penalty__mutmut_20 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__doubled_undertrick__mutmut)
def _doubled_undertrick(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_orig(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_1(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if (n == 1) and False else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_2(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if (n == 1) or True else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_3(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 201 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_4(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n != 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_5(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 2 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_6(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 301
    return {1: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_7(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(None, 300)


def x__doubled_undertrick__mutmut_8(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, None)


def x__doubled_undertrick__mutmut_9(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(300)


def x__doubled_undertrick__mutmut_10(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, )


def x__doubled_undertrick__mutmut_11(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {2: 100, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_12(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 101, 2: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_13(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 3: 200, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_14(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 201, 3: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_15(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 4: 200}.get(n, 300)


def x__doubled_undertrick__mutmut_16(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 201}.get(n, 300)


def x__doubled_undertrick__mutmut_17(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 301)

mutants_x__doubled_undertrick__mutmut['_mutmut_orig'] = x__doubled_undertrick__mutmut_orig # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_1'] =
x__doubled_undertrick__mutmut_1 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_2'] =
x__doubled_undertrick__mutmut_2 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_3'] =
x__doubled_undertrick__mutmut_3 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_4'] =
x__doubled_undertrick__mutmut_4 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_5'] =
x__doubled_undertrick__mutmut_5 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_6'] =
x__doubled_undertrick__mutmut_6 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_7'] =
x__doubled_undertrick__mutmut_7 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_8'] =
x__doubled_undertrick__mutmut_8 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_9'] =
x__doubled_undertrick__mutmut_9 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_10'] =
x__doubled_undertrick__mutmut_10 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_11'] =
x__doubled_undertrick__mutmut_11 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_12'] =
x__doubled_undertrick__mutmut_12 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_13'] =
x__doubled_undertrick__mutmut_13 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_14'] =
x__doubled_undertrick__mutmut_14 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_15'] =
x__doubled_undertrick__mutmut_15 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_16'] =
x__doubled_undertrick__mutmut_16 # type: ignore # mutmut generated
mutants_x__doubled_undertrick__mutmut['x__doubled_undertrick__mutmut_17'] =
x__doubled_undertrick__mutmut_17 # type: ignore # mutmut generated
