"""The standings' columns, named once: the heading of each attribute of a standings row
(``selectors.standings.StandingRow``, ``selectors.season_rows.SeasonRow``), read by the
django-tables2 tables (``listings.results``) and the PDFs (``pdf.ranking``, ``pdf.season``).

Lazy, so each is said in the reader's language when drawn. An evening's total is headed by its
unit (``display.total_heading``); a season's columns in points to the hundred say so, the
table's average too (the PDF's narrower column keeps the short heading).
"""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

# Both an evening's standings and a season's.
RANK = _("Rank")
PLAYER = _("Player")
POSITIONS = _("Positions played")
AVERAGE = _("Average per position")
RAW = _("Raw points")
HANDICAP = _("Handicap per position")
HANDICAP_AVERAGE = _("Handicap result per position")
# An evening's (its total is renamed after its unit when drawn).
TABLE = _("Table")
TOTAL = _("Total")
HANDICAP_TOTAL = _("Handicap result")
# A season's.
EVENINGS = _("Evenings attended")
SEASON_TOTAL = _("Total (points, to the hundred)")
SEASON_AVERAGE = _("Average per position (points, to the hundred)")
SEASON_HANDICAP_TOTAL = _("Handicap result (points, to the hundred)")
FICHES = _("Fiches")
DROPPED = _("Evenings not counted")
ELIGIBLE = _("Eligible for a prize")


def heading(name: Promise) -> str:
    """A heading in the reader's language now (a PDF's column)."""
    return str(name)
