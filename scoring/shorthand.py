"""A deal written on one line, the way a director reads it off a paper score sheet.

Words:
- *contract line*: one deal in a few keystrokes: the *contract* (level, strain, doubling), the
  *declarer*'s seat and the *result*, either against the contract (``=``, ``+1``, ``-2``) or as
  the tricks the declaring side took (``9``). ``4S N =``, ``3NTX E -2``, ``2H S 9``. The spaces
  are optional (``4SN=``); the case does not matter; suit symbols (``4♠``) and a real minus sign
  (``−2``) read too. With honours counted, the honours and the side holding them may follow the
  result: ``4S N = 100 NS``.
- *line*: what the sheet's row of one deal number says: the times the deal was *passed out*
  and redealt (docs/rules.md#passed-out-deals), each written ``pass`` (or ``p``), then the contract
  line of the deal
  played, if it was: ``pass 4S N =``; ``pass`` alone is a deal passed out and not played (yet).
- *letters*: the letters a language writes seats, strains and sides with. English writes
  ``N E S W`` and ``C D H S NT``; French writes West ``O`` and the strains ``T K C P SA``, so
  ``4C`` is four hearts to a French director. The web layer builds the reader's letters from
  its translations (``Letters.merged`` keeps the English letters that mean nothing else there).

Only what this says is read: ASCII digits and letters, the suit symbols, the signs above and
the reader's letters. A character that merely looks like one of them is refused with the
message for the part where it stands: an Arabic-Indic ``٣`` is no 3, a long ``ſ`` no S, a
full-width ``４`` no 4. A row holds at most ``MAX_PASS_OUTS`` pass-outs, as the sheet stores.

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
from scoring.schedule import MAX_PASS_OUTS
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
_PASSES = _(
    "Write pass once for each time the deal was passed out, at most %(most)s times: the sheet "
    "records no more."
)

K = TypeVar("K", Seat, Strain, Side)


@dataclass(frozen=True)
class Letters:
    """How one language writes seats, strains and sides, in upper case, and a passed-out deal."""

    seats: Mapping[str, Seat]
    strains: Mapping[str, Strain]
    sides: Mapping[str, Side]
    passed_out: frozenset[str]

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

    @staticmethod
    def listed(letters: Mapping[str, K], kind: type[K]) -> str:
        """The letters of one kind as a message lists them, one for each value, in the order of
        the game ("C D H S NT"; the reader's own before any English one)."""
        first: dict[K, str] = {}
        for letter, value in letters.items():
            first.setdefault(value, letter)
        return " ".join(first[value] for value in kind if value in first)


def _merge(first: Mapping[str, K], second: Mapping[str, K]) -> dict[str, K]:
    merged = {key.upper(): value for key, value in first.items()}
    for key, value in second.items():
        merged.setdefault(key.upper(), value)
    return merged


ENGLISH = Letters(
    seats={seat.value: seat for seat in Seat},
    strains={strain.value: strain for strain in Strain},
    sides={side.value: side for side in Side},
    passed_out=frozenset({"PASS", "P"}),
)


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


def normalised(text: str) -> str:
    """Upper case, suit symbols as letters, one kind of minus, single spaces (commas too).

    A character is upper-cased only when that keeps it what it was, ASCII or not: the long
    ``ſ`` would become an S, the ligature ``ﬁ`` the letters FI, and the line would read
    something that was not typed.
    """
    cleaned = "".join(ch for ch in text if ch not in VARIATION_SELECTORS).replace(",", " ")
    for symbol, letter in SUIT_SYMBOLS.items():
        cleaned = cleaned.replace(symbol, letter)
    for dash in MINUS_SIGNS:
        cleaned = cleaned.replace(dash, "-")
    return " ".join("".join(_upper(ch) for ch in cleaned).split())


def _upper(character: str) -> str:
    upper = character.upper()
    return upper if len(upper) == 1 and upper.isascii() == character.isascii() else character


@dataclass(frozen=True)
class Line:
    """One deal number's row: how often it was passed out, then the contract played, if any."""

    passed_out: int = 0
    contract: ContractLine | None = None

    @property
    def blank(self) -> bool:
        return not self.passed_out and self.contract is None


def parse_line(text: str, letters: Letters = ENGLISH) -> Line:
    """The row written on ``text``: its pass-outs, then its contract (``ScoringError`` if the
    contract cannot be read). An empty text is a blank row."""
    words = normalised(text).split()
    passes = 0
    while passes < len(words) and words[passes] in letters.passed_out:
        passes += 1
    if passes > MAX_PASS_OUTS:
        raise ScoringError(_PASSES, most=MAX_PASS_OUTS)
    rest = " ".join(words[passes:])
    return Line(passes, parse_contract(rest, letters) if rest else None)


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
    result = reader.take(r"=|[+-] ?[0-9]{1,2}|[0-9]{1,2}")
    if result is None:
        raise ScoringError(_RESULT)
    honours, side = 0, None
    if reader.rest:
        found = re.fullmatch(r"(100|150) ?(\S+)", reader.rest)
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


def tricks_of(result: str, level: int) -> int:
    """The tricks a result means: "=" is the contract's, "+1" one more, "9" is nine."""
    needed = BOOK + level
    if result == "=":
        return needed
    if result[0] in "+-":
        return needed + int(result)
    return int(result)


class _Reader:
    """Reads a normalised line from the left, one part at a time, skipping one space after each."""

    def __init__(self, line: str) -> None:
        self.rest = line

    def take(self, pattern: str) -> str | None:
        found = re.match(f"(?:{pattern})", self.rest)
        if found is None:
            return None
        self.rest = self.rest[found.end() :].lstrip(" ")
        return found.group(0)

    def take_word(self, words: Mapping[str, object]) -> str | None:
        """The longest of ``words`` the line starts with ("SA" before "S")."""
        for word in sorted(words, key=len, reverse=True):
            if self.rest.startswith(word):
                self.rest = self.rest[len(word) :].lstrip(" ")
                return word
        return None
