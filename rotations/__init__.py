"""Rotation and seating for rotating Chicago: plain Python, no Django.

Words used here:

- **table**: the 4, 5 or 6 players who play together all evening, numbered 1..N
  (docs/rules.md#rotation-tables).
- **position**: one line of a table's rotation: two pairs play, any others sit out.
- **chukker**: the four deals played in one position.
- **pair** (partnership): two players who play together in a position.
- **sitting out**: the players of a 5- or 6-player table who do not play a position.
- **seat**: North, East, South or West (``scoring.Seat``); the first pair sits North-South.
- **first dealer**: the seat that deals the first deal of a chukker, chosen so that the players
  share vulnerability as evenly as the table allows (`rotations.dealing`).
- **length**: the number of chukkers every table plays tonight, so that all finish together.
- **overlap**: a player in two chukkers of two tables in play at the same time, which never
  happens (`rotations.overlaps`).
- **lineup** and **stint**: the players at a table from one chukker on, and the chukkers they
  play together; a change between chukkers gives the table a new one (`rotations.lineups`).

User mistakes raise `RotationError` (message template + params, translated by the web layer).
"""

from __future__ import annotations

from rotations.dealing import plan_first_dealers, share_vulnerability, spread, vulnerable_deals
from rotations.draw import draw_tables, new_seed, seatable, split_into_tables
from rotations.errors import RotationError
from rotations.lineups import (
    Before,
    Fairness,
    Replan,
    Stint,
    keep_places,
    remaining_chukkers,
    replan,
    sitting_out_next,
    stint_at,
    stint_sequence,
)
from rotations.moves import (
    check_seated_sizes,
    join,
    leave,
    merge,
    move_player,
    replace,
    split,
    swap_players,
)
from rotations.overlaps import (
    Overlap,
    Status,
    TableChukker,
    Wait,
    can_begin,
    first_chukker,
    joins_from,
    overlaps,
    playing,
    stuck,
    waits_for,
)
from rotations.seating import CLOCKWISE, dealing_order, first_dealer, seat_players
from rotations.sequence import (
    MAX_CHUKKERS,
    PartnerRepeat,
    PlayedPosition,
    check_length,
    consecutive_partner_warnings,
    play_sequence,
)
from rotations.tables import TABLE_SIZES, Position, positions_played, schedule

__all__ = [
    "CLOCKWISE",
    "MAX_CHUKKERS",
    "TABLE_SIZES",
    "Before",
    "Fairness",
    "Overlap",
    "PartnerRepeat",
    "PlayedPosition",
    "Position",
    "Replan",
    "RotationError",
    "Status",
    "Stint",
    "TableChukker",
    "Wait",
    "can_begin",
    "check_length",
    "check_seated_sizes",
    "consecutive_partner_warnings",
    "dealing_order",
    "draw_tables",
    "first_chukker",
    "first_dealer",
    "join",
    "joins_from",
    "keep_places",
    "leave",
    "merge",
    "move_player",
    "new_seed",
    "overlaps",
    "plan_first_dealers",
    "play_sequence",
    "playing",
    "positions_played",
    "remaining_chukkers",
    "replace",
    "replan",
    "schedule",
    "seat_players",
    "seatable",
    "share_vulnerability",
    "sitting_out_next",
    "split",
    "split_into_tables",
    "spread",
    "stint_at",
    "stint_sequence",
    "stuck",
    "swap_players",
    "vulnerable_deals",
    "waits_for",
]
