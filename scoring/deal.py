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
The table is the standard one (docs/rules.md#deal-scoring).
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


def _parse_honours(value: object) -> int:
    honours = parse_int(value, 0, 150, _HONOURS)
    if honours not in (0, 100, 150):
        raise ScoringError(_HONOURS, value=value)
    return honours


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

    def __post_init__(self) -> None:
        self._set("declarer", parse_enum(Seat, self.declarer, _DECLARER))
        self._set("level", parse_int(self.level, 1, 7, _LEVEL))
        self._set("strain", parse_enum(Strain, self.strain, _STRAIN))
        self._set("doubled", parse_int(self.doubled, 0, 2, _DOUBLED))
        self._set("tricks", parse_int(self.tricks, 0, 13, _TRICKS))
        self._validate_honours()

    @classmethod
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

    def _set(self, name: str, value: object) -> None:
        object.__setattr__(self, name, value)

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


def possible_results(level: int) -> tuple[int, ...]:
    """Every result a contract at ``level`` can have, as tricks over (+) or under (-) it.

    Made exactly first, then the overtricks, then the undertricks: for 4♠, 0, +1..+3, -1..-10.
    There are always fourteen, one for each number of tricks from 0 to 13.
    """
    needed = BOOK + parse_int(level, 1, 7, _LEVEL)
    over = tuple(range(1, TRICKS_IN_A_DEAL - needed + 1))
    under = tuple(-n for n in range(1, needed + 1))
    return (0, *over, *under)


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


def trick_points(tricks: int, strain: Strain) -> int:
    """Undoubled trick points for ``tricks`` tricks beyond six in ``strain``."""
    if tricks <= 0:
        return 0
    if strain is Strain.NT:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain in (Strain.C, Strain.D) else 30)


def overtrick_points(deal: Deal, vulnerable: bool) -> int:
    if not deal.doubled:
        # An overtrick is worth a trick beyond the first, so 30 at notrump.
        return deal.overtricks * (30 if deal.strain is Strain.NT else trick_points(1, deal.strain))
    each_doubled = 200 if vulnerable else 100
    return deal.overtricks * each_doubled * deal.doubled


def slam_bonus(level: int, vulnerable: bool) -> int:
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def undertrick_penalty(undertricks: int, doubled: int, vulnerable: bool) -> int:
    """The defenders' points for defeating a contract by ``undertricks`` tricks."""
    if not doubled:
        return undertricks * (100 if vulnerable else 50)
    penalty = sum(_doubled_undertrick(n, vulnerable) for n in range(1, undertricks + 1))
    return penalty * doubled


def _doubled_undertrick(n: int, vulnerable: bool) -> int:
    """What the ``n``-th doubled undertrick costs: NV 100, 200, 200, then 300; V 200, then 300."""
    if vulnerable:
        return 200 if n == 1 else 300
    return {1: 100, 2: 200, 3: 200}.get(n, 300)
