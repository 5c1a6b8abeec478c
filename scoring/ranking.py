"""The ranking minimum: how many positions a player must play to be ranked in an evening.

Words (docs/rules.md#ranking-minimum):
- *share*: the club's setting, a percentage (0 to 100) of the chukkers counted, 50 by default.
- *chukkers counted*: the whole evening's chukkers once it has ended; until then, the chukkers
  played so far (the most any table has closed), so the live standings rank from the first
  chukker on instead of listing everyone "not ranked" until half the evening is over.
- *minimum*: the share of the chukkers counted, rounded up, and never less than one position:
  a player who has not played yet is never ranked.
"""

from __future__ import annotations

PERCENT = 100


def minimum_positions(chukkers: int, share: int) -> int:
    """``share`` percent of ``chukkers``, rounded up, at least one (docs/rules.md#ranking-minimum).

    Whole-number arithmetic, so 50 % of 3 is exactly 2, never 1.9999 rounded to 2 by luck.
    """
    if chukkers < 0 or not 0 <= share <= PERCENT:
        raise ValueError(f"no minimum of {share}% of {chukkers} chukkers")
    return max(-(-chukkers * share // PERCENT), 1)


def ranking_minimum(length: int, played: int, share: int, *, ended: bool) -> int:
    """The positions a player needs to be ranked in an evening of ``length`` chukkers.

    ``played``: the chukkers played so far (the most any table has closed); ``ended``: every
    table has closed all its chukkers. Until the evening ends the minimum is ``share`` percent
    of the chukkers played so far (never of more than the evening's length); at the end, of the
    whole evening (docs/rules.md#ranking-minimum).
    """
    if length < 1 or played < 0:
        raise ValueError(f"no evening of {length} chukkers with {played} played")
    counted = length if ended else min(played, length)
    return minimum_positions(counted, share)
