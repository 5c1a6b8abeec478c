"""Season rules: which evenings count and who may win a prize (docs/rules.md#season-rules).

Words:
- *best N of M*: of the M evenings a season plans, each player's N best count, best by the
  hundreds won that evening (an earlier evening before a later one that won as much). Off by
  default: every evening counts.
- *minimum evenings*: the evenings a player must have played to be eligible for a prize (8 of
  12). Off (0) by default.
- *members only*: guests play and are listed, but only members are eligible for a prize. Off by
  default.
- *eligible*: a player none of those rules excludes; the season's ranking ranks the eligible
  players and lists the others after them, each with the reasons (``Ineligible``).

This module imports nothing from Django and does not touch the database.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from scoring.errors import ScoringError, _

MAX_EVENINGS = 366  # a season of one evening a day for a year

BEST = _("Only %(of)s evenings are planned: the best %(best)s of them cannot count.")
BEST_RANGE = _("The number of evenings that count must be from 1 to %(high)s, not %(value)s.")
BOTH = _("Give both the number of best evenings that count and the number of evenings planned.")
MINIMUM = _(
    "Only %(of)s evenings are planned: a player cannot need %(minimum)s of them for a prize."
)
MINIMUM_RANGE = _("The evenings needed for a prize must be from 0 to %(high)s, not %(value)s.")


class Ineligible(StrEnum):
    """Why a player is not eligible for a season's prizes."""

    GUEST = "guest"  # prizes are for members only
    TOO_FEW_EVENINGS = "too_few_evenings"  # fewer evenings played than the minimum


@dataclass(frozen=True)
class SeasonRules:
    """A season's rules; the defaults are all off. Checked on creation (a ScoringError)."""

    best: int | None = None  # N: the best N evenings count
    of: int | None = None  # M: of the M evenings planned
    minimum_evenings: int = 0  # evenings played to be eligible for a prize
    members_only: bool = False  # guests are not eligible for a prize

    def __post_init__(self) -> None:
        for value in (self.best, self.of):
            if value is not None and (
                isinstance(value, bool)
                or not isinstance(value, int)
                or not 1 <= value <= MAX_EVENINGS
            ):
                raise ScoringError(BEST_RANGE, high=MAX_EVENINGS, value=value)
        if (self.best is None) != (self.of is None):
            raise ScoringError(BOTH)
        if self.best is not None and self.of is not None and self.best > self.of:
            raise ScoringError(BEST, best=self.best, of=self.of)
        minimum = self.minimum_evenings
        if (
            isinstance(minimum, bool)
            or not isinstance(minimum, int)
            or not 0 <= minimum <= MAX_EVENINGS
        ):
            raise ScoringError(MINIMUM_RANGE, high=MAX_EVENINGS, value=minimum)
        if self.of is not None and minimum > self.of:
            raise ScoringError(MINIMUM, minimum=minimum, of=self.of)

    @property
    def active(self) -> bool:
        """Whether any rule is on (else every evening counts and everyone is eligible)."""
        return self.best is not None or self.minimum_evenings > 0 or self.members_only


@dataclass(frozen=True)
class EveningResult:
    """A player's result at one evening: hundreds won and positions played."""

    rounded_points: int
    positions: int


@dataclass(frozen=True)
class Counted:
    """What counts of a player's evenings under the best-N rule."""

    rounded_points: int
    positions: int
    evenings: int  # evenings counted
    dropped: int  # evenings played that do not count


def counted(results: Sequence[EveningResult], rules: SeasonRules) -> Counted:
    """The evenings that count of ``results`` (oldest first): all of them, or the best N.

    Best by hundreds; of two evenings that won as much, the earlier counts.
    """
    chosen = list(results)
    if rules.best is not None and len(chosen) > rules.best:
        order = sorted(range(len(chosen)), key=lambda index: (-chosen[index].rounded_points, index))
        chosen = [chosen[index] for index in sorted(order[: rules.best])]
    return Counted(
        rounded_points=sum(result.rounded_points for result in chosen),
        positions=sum(result.positions for result in chosen),
        evenings=len(chosen),
        dropped=len(results) - len(chosen),
    )


def ineligible(evenings_played: int, guest: bool, rules: SeasonRules) -> tuple[Ineligible, ...]:
    """Why a player is not eligible for a prize; empty when they are."""
    reasons: list[Ineligible] = []
    if rules.members_only and guest:
        reasons.append(Ineligible.GUEST)
    if evenings_played < rules.minimum_evenings:
        reasons.append(Ineligible.TOO_FEW_EVENINGS)
    return tuple(reasons)
