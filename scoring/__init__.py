"""Chicago bridge scoring, in plain Python (no Django, no database).

Words used throughout the package:
- *deal*: one hand dealt, bid and played; a passed-out deal is redealt and does not count.
- *chukker*: four deals bid and played, each player dealing once, clockwise (the French
  *position* is one chukker of the rotation table).
- *seat*: N, E, S or W; *side*: NS or EW, the two partners who sit opposite.
- *vulnerable*: fixed by the deal number and the evening's schedule, never by earlier scores.
- *partscore*: trick points below the line not yet grown into a game (100 or more).
- *fiche*: the French unit for a chukker's net score, ``fiche_value`` points (100 by default).
- *style*: how a chukker's deals are scored together: Chicago (carried partscores, the default)
  or duplicate (each deal on its own).

Start with ``Deal`` and ``score_chukker``; ``round_hundreds`` and ``fiches`` turn a chukker's net
into what the club records; ``side_credits`` and ``player_credits`` credit each player with it.
``ranking_minimum`` says how many positions a player must play to be ranked;
``parse_line`` reads a deal as a paper score sheet has it ("4S N =", "pass 3NTX E -2").
"""

from __future__ import annotations

from scoring.chukker import Award, ChukkerSheet, DealLine, score_chukker
from scoring.credit import NOTHING, Credit, player_credits, side_credits
from scoring.deal import Deal, DealScore, possible_results, score_deal
from scoring.errors import ScoringError
from scoring.ranking import minimum_positions, ranking_minimum
from scoring.rounding import fiches, round_hundreds
from scoring.schedule import MAX_DEALS, MAX_PASS_OUTS, dealer_of, vulnerable_sides
from scoring.shorthand import ContractLine, Letters, Line, parse_contract, parse_line
from scoring.types import Half, Premium, Schedule, Seat, Side, Strain, Style, Unit

__all__ = [
    "MAX_DEALS",
    "MAX_PASS_OUTS",
    "NOTHING",
    "Award",
    "ChukkerSheet",
    "ContractLine",
    "Credit",
    "Deal",
    "DealLine",
    "DealScore",
    "Half",
    "Letters",
    "Line",
    "Premium",
    "Schedule",
    "ScoringError",
    "Seat",
    "Side",
    "Strain",
    "Style",
    "Unit",
    "dealer_of",
    "fiches",
    "minimum_positions",
    "parse_contract",
    "parse_line",
    "player_credits",
    "possible_results",
    "ranking_minimum",
    "round_hundreds",
    "score_chukker",
    "score_deal",
    "side_credits",
    "vulnerable_sides",
]
