"""A deal written on one line, the way a director reads it off a paper score sheet.

Words:
- *contract line*: one deal in a few keystrokes: the *contract* (level, strain, doubling), the
  *declarer*'s seat and the *result*, either against the contract (``=``, ``+1``, ``-2``) or as
  the tricks the declaring side took (``9``). ``4S N =``, ``3NTX E -2``, ``2H S 9``. The spaces
  are optional (``4SN=``); the case does not matter; suit symbols (``4♠``) and a real minus sign
  (``−2``) read too. With honours counted, the honours and the side holding them may follow the
  result: ``4S N = 100 NS``.
- *line*: what the sheet's row of one deal number says: the times the deal was *passed out*
  and redealt (seed 001), each written ``pass`` (or ``p``), then the contract line of the deal
  played, if it was: ``pass 4S N =``; ``pass`` alone is a deal passed out and not played (yet).
- *letters*: the letters a language writes seats, strains and sides with. English writes
  ``N E S W`` and ``C D H S NT``; French writes West ``O`` and the strains ``T K C P SA``, so
  ``4C`` is four hearts to a French director. The web layer builds the reader's letters from
  its translations (``Letters.merged`` keeps the English letters that mean nothing else there).

The result is read, not judged: ``tricks`` may fall outside 0..13 (``4S N +4``) and the web
layer says why that result is impossible; ``ContractLine.deal`` gives the ``Deal``, which
checks everything else. This module does not interact with Django or the database.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from scoring.deal import BOOK, Deal
from scoring.errors import ScoringError, _
from scoring.types import Seat, Side, Strain

MINUS_SIGNS = "−–—"  # a real minus sign, and the dashes a keyboard may put in its place
SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}
VARIATION_SELECTORS = "\ufe0e\ufe0f"  # "♠️": a symbol drawn as an emoji

_LEVEL = _("Start with the level, 1 to 7: for example 4S N = or 3NTX E -2.")
_STRAIN = _("After the level, write the strain: %(letters)s.")
_DECLARER = _("After the contract, write the declarer's seat: %(letters)s.")
_RESULT = _(
    "After the declarer, write the result: = for made exactly, +1, −2, or the tricks taken."
)
_TAIL = _("Only the honours held may follow the result: 100 or 150 and the side (%(letters)s).")

K = TypeVar("K", Seat, Strain, Side)


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_xǁLettersǁmerged__mutmut: MutantDict = {}  # type: ignore
mutants_xǁLettersǁlisted__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class Letters:
    """How one language writes seats, strains and sides, in upper case, and a passed-out deal."""

    seats: Mapping[str, Seat]
    strains: Mapping[str, Strain]
    sides: Mapping[str, Side]
    passed_out: frozenset[str]

    @_mutmut_mutated(mutants_xǁLettersǁmerged__mutmut)
    def merged(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_orig(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_1(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=None,
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_2(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=None,
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_3(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=None,
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_4(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=None,
        )

    def xǁLettersǁmerged__mutmut_5(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_6(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_7(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_8(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            )

    def xǁLettersǁmerged__mutmut_9(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(None, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_10(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, None),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_11(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_12(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, ),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_13(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(None, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_14(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, None),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_15(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_16(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, ),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_17(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(None, other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_18(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, None),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_19(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(other.sides),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_20(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, ),
            passed_out=self.passed_out | other.passed_out,
        )

    def xǁLettersǁmerged__mutmut_21(self, other: Letters) -> Letters:
        """These letters, then those of ``other`` that do not mean something else here.

        French ``C`` is hearts: the English ``C`` (clubs) is left out, while ``H`` and ``S``, which
        mean no strain in French, still read as hearts and spades.
        """
        return Letters(
            seats=_merge(self.seats, other.seats),
            strains=_merge(self.strains, other.strains),
            sides=_merge(self.sides, other.sides),
            passed_out=self.passed_out & other.passed_out,
        )

    @staticmethod
    @_mutmut_mutated(mutants_xǁLettersǁlisted__mutmut)
    def listed(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_orig(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_1(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = None
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_2(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(None, letter)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_3(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, None)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_4(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(letter)
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_5(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, )
        return " ".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_6(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(None)

    @staticmethod
    def xǁLettersǁlisted__mutmut_7(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return "XX XX".join(first[value] for value in kind if value in first)

    @staticmethod
    def xǁLettersǁlisted__mutmut_8(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(first[value] for value in kind if value not in first)

mutants_xǁLettersǁmerged__mutmut['_mutmut_orig'] = Letters.xǁLettersǁmerged__mutmut_orig # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_1'] = Letters.xǁLettersǁmerged__mutmut_1 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_2'] = Letters.xǁLettersǁmerged__mutmut_2 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_3'] = Letters.xǁLettersǁmerged__mutmut_3 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_4'] = Letters.xǁLettersǁmerged__mutmut_4 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_5'] = Letters.xǁLettersǁmerged__mutmut_5 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_6'] = Letters.xǁLettersǁmerged__mutmut_6 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_7'] = Letters.xǁLettersǁmerged__mutmut_7 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_8'] = Letters.xǁLettersǁmerged__mutmut_8 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_9'] = Letters.xǁLettersǁmerged__mutmut_9 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_10'] =
Letters.xǁLettersǁmerged__mutmut_10 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_11'] =
Letters.xǁLettersǁmerged__mutmut_11 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_12'] =
Letters.xǁLettersǁmerged__mutmut_12 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_13'] =
Letters.xǁLettersǁmerged__mutmut_13 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_14'] =
Letters.xǁLettersǁmerged__mutmut_14 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_15'] =
Letters.xǁLettersǁmerged__mutmut_15 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_16'] =
Letters.xǁLettersǁmerged__mutmut_16 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_17'] =
Letters.xǁLettersǁmerged__mutmut_17 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_18'] =
Letters.xǁLettersǁmerged__mutmut_18 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_19'] =
Letters.xǁLettersǁmerged__mutmut_19 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_20'] =
Letters.xǁLettersǁmerged__mutmut_20 # type: ignore # mutmut generated
mutants_xǁLettersǁmerged__mutmut['xǁLettersǁmerged__mutmut_21'] =
Letters.xǁLettersǁmerged__mutmut_21 # type: ignore # mutmut generated

mutants_xǁLettersǁlisted__mutmut['_mutmut_orig'] = Letters.xǁLettersǁlisted__mutmut_orig # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_1'] = Letters.xǁLettersǁlisted__mutmut_1 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_2'] = Letters.xǁLettersǁlisted__mutmut_2 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_3'] = Letters.xǁLettersǁlisted__mutmut_3 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_4'] = Letters.xǁLettersǁlisted__mutmut_4 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_5'] = Letters.xǁLettersǁlisted__mutmut_5 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_6'] = Letters.xǁLettersǁlisted__mutmut_6 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_7'] = Letters.xǁLettersǁlisted__mutmut_7 # type: ignore # mutmut generated
mutants_xǁLettersǁlisted__mutmut['xǁLettersǁlisted__mutmut_8'] = Letters.xǁLettersǁlisted__mutmut_8 # type: ignore # mutmut generated
mutants_x__merge__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__merge__mutmut)
def _merge(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), value)
    return merged


def x__merge__mutmut_orig(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), value)
    return merged


def x__merge__mutmut_1(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = None
    for key, value in second.items():
        merged.setdefault(key.upper(), value)
    return merged


def x__merge__mutmut_2(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.lower(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), value)
    return merged


def x__merge__mutmut_3(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(None, value)
    return merged


def x__merge__mutmut_4(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), None)
    return merged


def x__merge__mutmut_5(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(value)
    return merged


def x__merge__mutmut_6(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), )
    return merged


def x__merge__mutmut_7(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.lower(), value)
    return merged

mutants_x__merge__mutmut['_mutmut_orig'] = x__merge__mutmut_orig # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_1'] = x__merge__mutmut_1 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_2'] = x__merge__mutmut_2 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_3'] = x__merge__mutmut_3 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_4'] = x__merge__mutmut_4 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_5'] = x__merge__mutmut_5 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_6'] = x__merge__mutmut_6 # type: ignore # mutmut generated
mutants_x__merge__mutmut['x__merge__mutmut_7'] = x__merge__mutmut_7 # type: ignore # mutmut generated


ENGLISH = Letters(
    seats={seat.value: seat for seat in Seat},
    strains={strain.value: strain for strain in Strain},
    sides={side.value: side for side in Side},
    passed_out=frozenset({"PASS", "P"}),
)
mutants_xǁContractLineǁdeal__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class ContractLine:
    """A line read: the contract, declarer and result, and the honours if any were written."""

    level: int
    strain: Strain
    doubled: int
    declarer: Seat
    result: str  # as written: "=", "+1", "-2" or "9"
    tricks: int  # what the result means; maybe outside 0..13
    honours: int = 0
    honours_side: Side | None = None

    @_mutmut_mutated(mutants_xǁContractLineǁdeal__mutmut)
    def deal(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_orig(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_1(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=None,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_2(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=None,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_3(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=None,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_4(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=None,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_5(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=None,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_6(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=None,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_7(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=None,
        )

    def xǁContractLineǁdeal__mutmut_8(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_9(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_10(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_11(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_12(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            honours=self.honours,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_13(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours_side=self.honours_side,
        )

    def xǁContractLineǁdeal__mutmut_14(self) -> Deal:
        """The deal (``ScoringError`` if the tricks or the honours cannot be)."""
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            )

mutants_xǁContractLineǁdeal__mutmut['_mutmut_orig'] = ContractLine.xǁContractLineǁdeal__mutmut_orig # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_1'] =
ContractLine.xǁContractLineǁdeal__mutmut_1 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_2'] =
ContractLine.xǁContractLineǁdeal__mutmut_2 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_3'] =
ContractLine.xǁContractLineǁdeal__mutmut_3 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_4'] =
ContractLine.xǁContractLineǁdeal__mutmut_4 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_5'] =
ContractLine.xǁContractLineǁdeal__mutmut_5 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_6'] =
ContractLine.xǁContractLineǁdeal__mutmut_6 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_7'] =
ContractLine.xǁContractLineǁdeal__mutmut_7 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_8'] =
ContractLine.xǁContractLineǁdeal__mutmut_8 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_9'] =
ContractLine.xǁContractLineǁdeal__mutmut_9 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_10'] =
ContractLine.xǁContractLineǁdeal__mutmut_10 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_11'] =
ContractLine.xǁContractLineǁdeal__mutmut_11 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_12'] =
ContractLine.xǁContractLineǁdeal__mutmut_12 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_13'] =
ContractLine.xǁContractLineǁdeal__mutmut_13 # type: ignore # mutmut generated
mutants_xǁContractLineǁdeal__mutmut['xǁContractLineǁdeal__mutmut_14'] =
ContractLine.xǁContractLineǁdeal__mutmut_14 # type: ignore # mutmut generated
mutants_x_normalised__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_normalised__mutmut)
def normalised(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_orig(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_1(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = None
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_2(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(None, " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_3(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", None)
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_4(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(" ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_5(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", )
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_6(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(None).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_7(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "XXXX".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_8(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_9(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace("XX,XX", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_10(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", "XX XX")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_11(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = None
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_12(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(None, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_13(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, None)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_14(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_15(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, )
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_16(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = None
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_17(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(None, "-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_18(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, None)
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_19(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace("-")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_20(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, )
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_21(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "XX-XX")
    return " ".join(cleaned.upper().split())


def x_normalised__mutmut_22(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(None)


def x_normalised__mutmut_23(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return "XX XX".join(cleaned.upper().split())


def x_normalised__mutmut_24(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too)."""
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join(cleaned.lower().split())

mutants_x_normalised__mutmut['_mutmut_orig'] = x_normalised__mutmut_orig # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_1'] = x_normalised__mutmut_1 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_2'] = x_normalised__mutmut_2 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_3'] = x_normalised__mutmut_3 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_4'] = x_normalised__mutmut_4 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_5'] = x_normalised__mutmut_5 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_6'] = x_normalised__mutmut_6 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_7'] = x_normalised__mutmut_7 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_8'] = x_normalised__mutmut_8 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_9'] = x_normalised__mutmut_9 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_10'] = x_normalised__mutmut_10 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_11'] = x_normalised__mutmut_11 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_12'] = x_normalised__mutmut_12 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_13'] = x_normalised__mutmut_13 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_14'] = x_normalised__mutmut_14 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_15'] = x_normalised__mutmut_15 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_16'] = x_normalised__mutmut_16 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_17'] = x_normalised__mutmut_17 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_18'] = x_normalised__mutmut_18 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_19'] = x_normalised__mutmut_19 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_20'] = x_normalised__mutmut_20 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_21'] = x_normalised__mutmut_21 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_22'] = x_normalised__mutmut_22 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_23'] = x_normalised__mutmut_23 # type: ignore # mutmut generated
mutants_x_normalised__mutmut['x_normalised__mutmut_24'] = x_normalised__mutmut_24 # type: ignore # mutmut generated


@dataclass(frozen=True)
class Line:
    """One deal number's row: how often it was passed out, then the contract played, if any."""

    passed_out: int = 0
    contract: ContractLine | None = None

    @property
    def blank(self) -> bool:
        return not self.passed_out and self.contract is None
mutants_x_parse_line__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_line__mutmut)
def parse_line(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_orig(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_1(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = None
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_2(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if (text.strip()) and False else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_3(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if (text.strip()) or True else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_4(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(None) if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_5(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(None).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_6(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split("XX XX") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_7(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = None
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_8(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 1
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_9(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) or words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_10(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes <= len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_11(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] not in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_12(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes = 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_13(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes -= 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_14(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 2
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_15(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = None
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_16(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(None)
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_17(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = "XX XX".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_18(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(None, parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_19(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, None)


def x_parse_line__mutmut_20(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(parse_contract(rest, letters) if rest else None)


def x_parse_line__mutmut_21(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, )


def x_parse_line__mutmut_22(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if (rest) and False else None)


def x_parse_line__mutmut_23(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if (rest) or True else None)


def x_parse_line__mutmut_24(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(None, letters) if rest else None)


def x_parse_line__mutmut_25(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, None) if rest else None)


def x_parse_line__mutmut_26(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(letters) if rest else None)


def x_parse_line__mutmut_27(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split(" ") if text.strip() else []
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, ) if rest else None)

mutants_x_parse_line__mutmut['_mutmut_orig'] = x_parse_line__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_1'] = x_parse_line__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_2'] = x_parse_line__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_3'] = x_parse_line__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_4'] = x_parse_line__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_5'] = x_parse_line__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_6'] = x_parse_line__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_7'] = x_parse_line__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_8'] = x_parse_line__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_9'] = x_parse_line__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_10'] = x_parse_line__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_11'] = x_parse_line__mutmut_11 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_12'] = x_parse_line__mutmut_12 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_13'] = x_parse_line__mutmut_13 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_14'] = x_parse_line__mutmut_14 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_15'] = x_parse_line__mutmut_15 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_16'] = x_parse_line__mutmut_16 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_17'] = x_parse_line__mutmut_17 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_18'] = x_parse_line__mutmut_18 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_19'] = x_parse_line__mutmut_19 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_20'] = x_parse_line__mutmut_20 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_21'] = x_parse_line__mutmut_21 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_22'] = x_parse_line__mutmut_22 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_23'] = x_parse_line__mutmut_23 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_24'] = x_parse_line__mutmut_24 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_25'] = x_parse_line__mutmut_25 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_26'] = x_parse_line__mutmut_26 # type: ignore # mutmut generated
mutants_x_parse_line__mutmut['x_parse_line__mutmut_27'] = x_parse_line__mutmut_27 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_contract__mutmut)
def parse_contract(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_orig(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_1(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = None
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_2(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(None)
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_3(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(None))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_4(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = None
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_5(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(None)
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_6(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"XX[1-7]XX")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_7(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is not None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_8(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(None)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_9(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = None
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_10(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(None)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_11(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is not None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_12(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(None, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_13(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=None)
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_14(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_15(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, )
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_16(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(None, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_17(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, None))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_18(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_19(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, ))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_20(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = None
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_21(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") and ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_22(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(None) or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_23(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XXXX|XXX") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_24(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"xx|x") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_25(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or "XXXX"
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_26(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = None
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_27(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(None)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_28(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is not None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_29(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(None, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_30(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=None)
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_31(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_32(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, )
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_33(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(None, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_34(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, None))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_35(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_36(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, ))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_37(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = None
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_38(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(None)
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_39(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"XX=|[+-] ?\d{1,2}|\d{1,2}XX")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_40(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is not None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_41(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(None)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_42(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_43(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 1, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_44(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = None
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_45(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(None, reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_46(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", None)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_47(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_48(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", )
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_49(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"XX(100|150) ?(\w+)XX", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_50(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_51(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if (found) and False else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_52(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if (found) or True else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_53(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(None) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_54(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(None)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_55(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(3)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_56(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None and side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_57(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is not None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_58(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is not None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_59(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(None, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_60(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=None)
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_61(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_62(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, )
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_63(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(None, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_64(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, None))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_65(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_66(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, ))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_67(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = None
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_68(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(None)
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_69(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(None))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_70(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(2))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_71(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = None
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_72(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(None, "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_73(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", None)
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_74(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace("")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_75(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", )
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_76(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace("XX XX", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_77(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "XXXX")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_78(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = None
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_79(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(None)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_80(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=None,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_81(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=None,
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_82(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=None,
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_83(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=None,
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_84(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=None,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_85(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=None,
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_86(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=None,
        honours_side=side,
    )


def x_parse_contract__mutmut_87(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=None,
    )


def x_parse_contract__mutmut_88(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_89(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_90(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_91(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_92(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        tricks=tricks_of(result, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_93(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_94(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours_side=side,
    )


def x_parse_contract__mutmut_95(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, level_number),
        honours=honours,
        )


def x_parse_contract__mutmut_96(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(None, level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_97(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, None),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_98(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(level_number),
        honours=honours,
        honours_side=side,
    )


def x_parse_contract__mutmut_99(text: str, letters: Letters = ENGLISH) -> ContractLine:
    """The deal written on ``text`` ("4S N ="); ``ScoringError`` says which part is wrong."""
    reader = _Reader(normalised(text))
    level = reader.take(r"[1-7]")
    if level is None:
        raise ScoringError(_LEVEL)
    strain = reader.take_word(letters.strains)
    if strain is None:
        raise ScoringError(_STRAIN, letters=letters.listed(letters.strains, Strain))
    doubling = reader.take(r"XX|X") or ""
    declarer = reader.take_word(letters.seats)
    if declarer is None:
        raise ScoringError(_DECLARER, letters=letters.listed(letters.seats, Seat))
    result = reader.take(r"=|[+-] ?\d{1,2}|\d{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\w+)", reader.rest)
        side = letters.sides.get(found.group(2)) if found else None
        if found is None or side is None:
            raise ScoringError(_TAIL, letters=letters.listed(letters.sides, Side))
        honours = int(found.group(1))
    result = result.replace(" ", "")
    level_number = int(level)
    return ContractLine(
        level=level_number,
        strain=letters.strains[strain],
        doubled=len(doubling),
        declarer=letters.seats[declarer],
        result=result,
        tricks=tricks_of(result, ),
        honours=honours,
        honours_side=side,
    )

mutants_x_parse_contract__mutmut['_mutmut_orig'] = x_parse_contract__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_1'] = x_parse_contract__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_2'] = x_parse_contract__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_3'] = x_parse_contract__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_4'] = x_parse_contract__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_5'] = x_parse_contract__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_6'] = x_parse_contract__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_7'] = x_parse_contract__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_8'] = x_parse_contract__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_9'] = x_parse_contract__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_10'] = x_parse_contract__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_11'] = x_parse_contract__mutmut_11 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_12'] = x_parse_contract__mutmut_12 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_13'] = x_parse_contract__mutmut_13 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_14'] = x_parse_contract__mutmut_14 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_15'] = x_parse_contract__mutmut_15 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_16'] = x_parse_contract__mutmut_16 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_17'] = x_parse_contract__mutmut_17 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_18'] = x_parse_contract__mutmut_18 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_19'] = x_parse_contract__mutmut_19 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_20'] = x_parse_contract__mutmut_20 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_21'] = x_parse_contract__mutmut_21 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_22'] = x_parse_contract__mutmut_22 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_23'] = x_parse_contract__mutmut_23 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_24'] = x_parse_contract__mutmut_24 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_25'] = x_parse_contract__mutmut_25 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_26'] = x_parse_contract__mutmut_26 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_27'] = x_parse_contract__mutmut_27 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_28'] = x_parse_contract__mutmut_28 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_29'] = x_parse_contract__mutmut_29 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_30'] = x_parse_contract__mutmut_30 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_31'] = x_parse_contract__mutmut_31 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_32'] = x_parse_contract__mutmut_32 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_33'] = x_parse_contract__mutmut_33 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_34'] = x_parse_contract__mutmut_34 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_35'] = x_parse_contract__mutmut_35 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_36'] = x_parse_contract__mutmut_36 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_37'] = x_parse_contract__mutmut_37 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_38'] = x_parse_contract__mutmut_38 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_39'] = x_parse_contract__mutmut_39 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_40'] = x_parse_contract__mutmut_40 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_41'] = x_parse_contract__mutmut_41 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_42'] = x_parse_contract__mutmut_42 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_43'] = x_parse_contract__mutmut_43 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_44'] = x_parse_contract__mutmut_44 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_45'] = x_parse_contract__mutmut_45 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_46'] = x_parse_contract__mutmut_46 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_47'] = x_parse_contract__mutmut_47 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_48'] = x_parse_contract__mutmut_48 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_49'] = x_parse_contract__mutmut_49 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_50'] = x_parse_contract__mutmut_50 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_51'] = x_parse_contract__mutmut_51 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_52'] = x_parse_contract__mutmut_52 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_53'] = x_parse_contract__mutmut_53 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_54'] = x_parse_contract__mutmut_54 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_55'] = x_parse_contract__mutmut_55 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_56'] = x_parse_contract__mutmut_56 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_57'] = x_parse_contract__mutmut_57 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_58'] = x_parse_contract__mutmut_58 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_59'] = x_parse_contract__mutmut_59 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_60'] = x_parse_contract__mutmut_60 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_61'] = x_parse_contract__mutmut_61 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_62'] = x_parse_contract__mutmut_62 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_63'] = x_parse_contract__mutmut_63 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_64'] = x_parse_contract__mutmut_64 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_65'] = x_parse_contract__mutmut_65 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_66'] = x_parse_contract__mutmut_66 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_67'] = x_parse_contract__mutmut_67 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_68'] = x_parse_contract__mutmut_68 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_69'] = x_parse_contract__mutmut_69 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_70'] = x_parse_contract__mutmut_70 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_71'] = x_parse_contract__mutmut_71 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_72'] = x_parse_contract__mutmut_72 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_73'] = x_parse_contract__mutmut_73 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_74'] = x_parse_contract__mutmut_74 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_75'] = x_parse_contract__mutmut_75 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_76'] = x_parse_contract__mutmut_76 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_77'] = x_parse_contract__mutmut_77 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_78'] = x_parse_contract__mutmut_78 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_79'] = x_parse_contract__mutmut_79 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_80'] = x_parse_contract__mutmut_80 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_81'] = x_parse_contract__mutmut_81 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_82'] = x_parse_contract__mutmut_82 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_83'] = x_parse_contract__mutmut_83 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_84'] = x_parse_contract__mutmut_84 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_85'] = x_parse_contract__mutmut_85 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_86'] = x_parse_contract__mutmut_86 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_87'] = x_parse_contract__mutmut_87 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_88'] = x_parse_contract__mutmut_88 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_89'] = x_parse_contract__mutmut_89 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_90'] = x_parse_contract__mutmut_90 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_91'] = x_parse_contract__mutmut_91 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_92'] = x_parse_contract__mutmut_92 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_93'] = x_parse_contract__mutmut_93 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_94'] = x_parse_contract__mutmut_94 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_95'] = x_parse_contract__mutmut_95 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_96'] = x_parse_contract__mutmut_96 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_97'] = x_parse_contract__mutmut_97 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_98'] = x_parse_contract__mutmut_98 # type: ignore # mutmut generated
mutants_x_parse_contract__mutmut['x_parse_contract__mutmut_99'] = x_parse_contract__mutmut_99 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_tricks_of__mutmut)
def tricks_of(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_orig(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_1(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = None
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_2(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK - level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_3(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result != "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_4(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "XX=XX":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_5(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[1] in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_6(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] not in "+-":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_7(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "XX+-XX":
        return needed + int(result)
    return int(result)


def x_tricks_of__mutmut_8(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed - int(result)
    return int(result)


def x_tricks_of__mutmut_9(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(None)
    return int(result)


def x_tricks_of__mutmut_10(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(None)

mutants_x_tricks_of__mutmut['_mutmut_orig'] = x_tricks_of__mutmut_orig # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_1'] = x_tricks_of__mutmut_1 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_2'] = x_tricks_of__mutmut_2 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_3'] = x_tricks_of__mutmut_3 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_4'] = x_tricks_of__mutmut_4 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_5'] = x_tricks_of__mutmut_5 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_6'] = x_tricks_of__mutmut_6 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_7'] = x_tricks_of__mutmut_7 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_8'] = x_tricks_of__mutmut_8 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_9'] = x_tricks_of__mutmut_9 # type: ignore # mutmut generated
mutants_x_tricks_of__mutmut['x_tricks_of__mutmut_10'] = x_tricks_of__mutmut_10 # type: ignore # mutmut generated
mutants_xǁ_Readerǁ__init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁ_Readerǁtake__mutmut: MutantDict = {}  # type: ignore
mutants_xǁ_Readerǁtake_word__mutmut: MutantDict = {}  # type: ignore


class _Reader:
    """Reads a normalised line from the left, one part at a time, skipping one space after each."""

    @_mutmut_mutated(mutants_xǁ_Readerǁ__init____mutmut)
    def __init__(self, line: str) -> None:
        self.rest = line

    def xǁ_Readerǁ__init____mutmut_orig(self, line: str) -> None:
        self.rest = line

    def xǁ_Readerǁ__init____mutmut_1(self, line: str) -> None:
        self.rest = None

    @_mutmut_mutated(mutants_xǁ_Readerǁtake__mutmut)
    def take(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_orig(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_1(self, pattern: str) -> str | None:
        found = None
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_2(self, pattern: str) -> str | None:
        found = re.match(None, self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_3(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", None)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_4(self, pattern: str) -> str | None:
        found = re.match(self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_5(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", )
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_6(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is not None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_7(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = None
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_8(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(None)
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_9(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].rstrip(" ")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_10(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip("XX XX")
        return found.group(0)

    def xǁ_Readerǁtake__mutmut_11(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(None)

    def xǁ_Readerǁtake__mutmut_12(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(1)

    @_mutmut_mutated(mutants_xǁ_Readerǁtake_word__mutmut)
    def take_word(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_orig(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_1(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(None, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_2(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=None, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_3(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=None):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_4(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_5(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_6(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, ):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_7(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=False):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_8(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(None):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_9(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = None
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_10(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(None)
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_11(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].rstrip(" ")
                return word
        return None

    def xǁ_Readerǁtake_word__mutmut_12(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip("XX XX")
                return word
        return None

mutants_xǁ_Readerǁ__init____mutmut['_mutmut_orig'] = _Reader.xǁ_Readerǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁ_Readerǁ__init____mutmut['xǁ_Readerǁ__init____mutmut_1'] =
_Reader.xǁ_Readerǁ__init____mutmut_1 # type: ignore # mutmut generated

mutants_xǁ_Readerǁtake__mutmut['_mutmut_orig'] = _Reader.xǁ_Readerǁtake__mutmut_orig # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_1'] = _Reader.xǁ_Readerǁtake__mutmut_1 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_2'] = _Reader.xǁ_Readerǁtake__mutmut_2 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_3'] = _Reader.xǁ_Readerǁtake__mutmut_3 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_4'] = _Reader.xǁ_Readerǁtake__mutmut_4 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_5'] = _Reader.xǁ_Readerǁtake__mutmut_5 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_6'] = _Reader.xǁ_Readerǁtake__mutmut_6 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_7'] = _Reader.xǁ_Readerǁtake__mutmut_7 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_8'] = _Reader.xǁ_Readerǁtake__mutmut_8 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_9'] = _Reader.xǁ_Readerǁtake__mutmut_9 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_10'] = _Reader.xǁ_Readerǁtake__mutmut_10 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_11'] = _Reader.xǁ_Readerǁtake__mutmut_11 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake__mutmut['xǁ_Readerǁtake__mutmut_12'] = _Reader.xǁ_Readerǁtake__mutmut_12 # type: ignore # mutmut generated

mutants_xǁ_Readerǁtake_word__mutmut['_mutmut_orig'] = _Reader.xǁ_Readerǁtake_word__mutmut_orig # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_1'] =
_Reader.xǁ_Readerǁtake_word__mutmut_1 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_2'] =
_Reader.xǁ_Readerǁtake_word__mutmut_2 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_3'] =
_Reader.xǁ_Readerǁtake_word__mutmut_3 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_4'] =
_Reader.xǁ_Readerǁtake_word__mutmut_4 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_5'] =
_Reader.xǁ_Readerǁtake_word__mutmut_5 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_6'] =
_Reader.xǁ_Readerǁtake_word__mutmut_6 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_7'] =
_Reader.xǁ_Readerǁtake_word__mutmut_7 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_8'] =
_Reader.xǁ_Readerǁtake_word__mutmut_8 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_9'] =
_Reader.xǁ_Readerǁtake_word__mutmut_9 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_10'] =
_Reader.xǁ_Readerǁtake_word__mutmut_10 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_11'] =
_Reader.xǁ_Readerǁtake_word__mutmut_11 # type: ignore # mutmut generated
mutants_xǁ_Readerǁtake_word__mutmut['xǁ_Readerǁtake_word__mutmut_12'] =
_Reader.xǁ_Readerǁtake_word__mutmut_12 # type: ignore # mutmut generated
