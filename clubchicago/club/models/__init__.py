"""The club's records: roster, seasons, evenings, tables, chukkers and deals.

Words (as in ``docs/rules.md#words``): an *evening* seats the players present at *tables* of 4, 5 or
6; each player keeps a *number* 1..N at the table all evening. A table plays one *chukker* (four
deals) per *position* of the rotation table; a *deal* is one hand bid and played, or recorded as
passed out (redealt, not one of the four), and a ``DealRecord`` is a deal as the table entered it.
The scores themselves are never stored as truth: a chukker's totals are a cache of
``ScoringSettings.score`` (``scoring.score_chukker`` under the evening's settings) over its stored
deals, rewritten in the same transaction as every change to those deals.

Seats, sides, strains, schedules and the rest are the domain's enums (``scoring.types``); their
labels come from ``display``.

The records are kept in one module per concept (``fields``, ``club``, ``roster``, ``seasons``,
``evenings``, ``tables``, ``credits``, ``deals``, ``transfer``); this package re-exports every
name, so ``from clubchicago.club.models import Evening`` reads them all.
"""

from clubchicago.club.models.club import Club, Membership, ScoringSettings, free_slug
from clubchicago.club.models.credits import ChukkerCredit, ClubPoints, SeasonFiches, SeasonTotal
from clubchicago.club.models.deals import Action, DealChange, DealRecord, EntryKey
from clubchicago.club.models.evenings import Attendance, Evening
from clubchicago.club.models.fields import (
    PaperSize,
    StampField,
    club_field,
    default_points_scale,
    new_token,
    scoped_manager,
    validate_club_slug,
    validate_fiche_value,
    validate_handicap,
    validate_licence_pattern,
    validate_points_scale,
    validate_text,
)
from clubchicago.club.models.roster import SORT_NAME_MAX, Player
from clubchicago.club.models.seasons import RULE_ERROR_FIELDS, Season
from clubchicago.club.models.tables import (
    Chukker,
    Lineup,
    SeatedPlaces,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.models.transfer import ClubImport

__all__ = [
    "RULE_ERROR_FIELDS",
    "SORT_NAME_MAX",
    "Action",
    "Attendance",
    "Chukker",
    "ChukkerCredit",
    "Club",
    "ClubImport",
    "ClubPoints",
    "DealChange",
    "DealRecord",
    "EntryKey",
    "Evening",
    "Lineup",
    "Membership",
    "PaperSize",
    "Player",
    "ScoringSettings",
    "Season",
    "SeasonFiches",
    "SeasonTotal",
    "SeatedPlaces",
    "SeatingChange",
    "StampField",
    "Table",
    "TablePlayer",
    "club_field",
    "default_points_scale",
    "free_slug",
    "new_token",
    "scoped_manager",
    "validate_club_slug",
    "validate_fiche_value",
    "validate_handicap",
    "validate_licence_pattern",
    "validate_points_scale",
    "validate_text",
]
