"""The closed sets of values the scoring engine speaks in, as string enums.

Words:
- *seat*: one of the four places at the table, North, East, South, West (``Seat``). The deal
  passes clockwise: North, East, South, West, North again.
- *side*: the two partners who sit opposite, North-South or East-West (``Side``).
- *strain*: the trump suit of a contract, or notrump (``Strain``).
- *schedule*: which side is vulnerable on each of the four deals of a chukker (``Schedule``, see
  ``scoring.schedule``).
- *half*: how a net score ending in exactly 50 rounds to hundreds (``Half``, see
  ``scoring.rounding``).
- *premium*: a kind of points written above the line (``Premium``).
- *style*: how a chukker's deals are scored together (``Style``): ``chicago`` carries
  partscores toward game and pays the deal-4 partscore premium (docs/rules.md#chukker-scoring);
  ``duplicate`` scores each deal on its own, as duplicate bridge does.
- *unit*: what a club records a chukker's net in, rounded hundreds or fiches (``Unit``, see
  ``scoring.rounding``).

Every enum is a ``StrEnum``, so ``Side.NS == "NS"`` and a dict keyed by ``Side`` can be read
with plain strings. Only the exact codes are accepted: ``"N"`` but not ``"n"``, ``"NT"`` but not
``"N"`` for notrump.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

from scoring.errors import ScoringError

E = TypeVar("E", bound=StrEnum)


class Side(StrEnum):
    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS


class Seat(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def side(self) -> Side:
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW

    def next(self) -> Seat:
        """The seat on this seat's left, who deals after it (clockwise)."""
        return _NEXT_SEAT[self]


# Clockwise: each seat and the one on its left (looked up, not searched: a recap of 30 tables
# asks some 2,000 times).
_NEXT_SEAT = {Seat.N: Seat.E, Seat.E: Seat.S, Seat.S: Seat.W, Seat.W: Seat.N}


class Strain(StrEnum):
    C = "C"
    D = "D"
    H = "H"
    S = "S"
    NT = "NT"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]


_SYMBOLS = {Strain.C: "♣", Strain.D: "♦", Strain.H: "♥", Strain.S: "♠", Strain.NT: "NT"}


class Schedule(StrEnum):
    DEALER = "dealer"
    NON_DEALER = "non_dealer"
    FRENCH = "french"


class Style(StrEnum):
    CHICAGO = "chicago"
    DUPLICATE = "duplicate"


class Half(StrEnum):
    UP = "up"
    DOWN = "down"


class Unit(StrEnum):
    HUNDREDS = "hundreds"
    FICHES = "fiches"


class Premium(StrEnum):
    """What an above-the-line entry was paid for.

    ``OVERTRICKS`` and ``UNDERTRICKS`` are listed too, so that the entries of a deal add up to
    everything that deal wrote above the line.
    """

    GAME = "game"
    PARTSCORE = "partscore"  # duplicate style: 50 for any partscore made
    PARTSCORE_DEAL_4 = "partscore_deal_4"
    SLAM = "slam"
    INSULT = "insult"
    HONOURS = "honours"
    OVERTRICKS = "overtricks"
    UNDERTRICKS = "undertricks"


def parse_enum(enum: type[E], value: object, template: str) -> E:
    """``value`` as a member of ``enum``, or a ScoringError built from ``template``."""
    if isinstance(value, enum):
        return value
    if isinstance(value, str):
        try:
            return enum(value)
        except ValueError:
            pass
    raise ScoringError(template, value=value)


def parse_int(value: object, low: int, high: int, template: str) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``, or a ScoringError.

    ``True`` and ``False`` are ints to Python but never a level or a count of tricks.
    """
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return int(value)
    raise ScoringError(template, value=value)
