"""The evening's final ranking, one line per player, as the director pins it on the wall.

The rows come ranked from ``clubchicago.club.standings``; this module only lays them out. The
number helpers of ``ResultsPdf`` (numbers as the reader's language writes them, signed credits)
are shared by the recap sheets, the score sheets and the season's standings; words and signed
numbers come from ``display``.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Protocol, TypeVar

from django.http import HttpRequest
from django.utils.translation import gettext as _
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from clubchicago.club import caching, display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf.base import Column, PdfRenderer
from clubchicago.club.selectors.handicaps import handicaps_version
from clubchicago.club.selectors.standings import EveningStandings, Order, StandingRow


def number(value: int | Decimal | str | None) -> str:
    """A number as the reader's language writes it (12,5 in French); None is a dash."""
    if isinstance(value, int | Decimal):
        return display.number(value)
    return "—" if value is None else str(value)


def signed(value: int | Decimal | None) -> str:
    """A credit with its sign, as credits read; None is a dash."""
    return "—" if value is None else display.signed(value)


class Handicapped(Protocol):
    """A standings row that carries its handicap result (docs/rules.md#handicaps)."""

    @property
    def handicap(self) -> Decimal | None: ...

    @property
    def handicap_total(self) -> Decimal | None: ...

    @property
    def handicap_average(self) -> Decimal | None: ...


H = TypeVar("H", bound=Handicapped)


def handicap_columns(_rows: type[H], result: str, *, by_average: bool) -> list[Column[H]]:
    """The columns a handicap ranking adds after its rows' total, the evening's and the
    season's alike: the handicap, the result headed ``result``, and its average; the one the
    ranking is by in bold."""
    return [
        Column(_("Handicap per position"), lambda row: signed(row.handicap), numeric=True),
        Column(result, lambda row: signed(row.handicap_total), numeric=True, bold=not by_average),
        Column(
            _("Handicap result per position"),
            lambda row: signed(row.handicap_average),
            numeric=True,
            bold=by_average,
        ),
    ]


class ResultsPdf(PdfRenderer):
    """A printable of results: the base renderer with the club's name, paper size and date."""

    def __init__(self, *, club: Club, when: dt.date | None) -> None:
        super().__init__(club_name=club.name, paper_size=club.paper_size, when=when)


class RankingPdf(ResultsPdf):
    """The evening's ranking: final once every table has finished, provisional until then."""

    def __init__(
        self,
        *,
        club: Club,
        evening: Evening,
        standings: EveningStandings,
        handicap: EveningStandings | None = None,
    ) -> None:
        super().__init__(club=club, when=evening.date)
        self.evening = evening
        self.standings = standings
        self.handicap = handicap

    @classmethod
    def cache_key(
        cls, request: HttpRequest, club: Club, evening: Evening, order: Order | None
    ) -> str:
        """The print's key (``caching.print_key``): the evening's results, the ``order`` asked
        for (None: the evening's own) and the handicaps of the handicap ranking under it, which
        follow the previous season's results (``handicaps_version``)."""
        return caching.print_key(
            request,
            "ranking",
            f"evening {evening.pk}",
            evening.results_version,
            club,
            order,
            handicaps_version(evening.season),
        )

    def title(self) -> str:
        name = display.evening_name(self.evening)
        if self.standings.final:
            return _("Final ranking · %(evening)s") % {"evening": name}
        return _("Provisional ranking · %(evening)s") % {"evening": name}

    def rank_column(self) -> Column[StandingRow]:
        return Column(
            _("Rank"),
            lambda row: number(row.rank) if row.ranked else _("not ranked"),
            numeric=True,
            width=16 * mm,
        )

    def columns(self) -> list[Column[StandingRow]]:
        """The ranking's columns, each said once; the one it is ranked by in bold."""
        by_average = self.standings.by_average
        return [
            self.rank_column(),
            Column(_("Player"), lambda row: row.name),
            Column(_("Table"), lambda row: number(row.table), numeric=True),
            Column(_("Positions played"), lambda row: number(row.positions), numeric=True),
            Column(
                display.total_heading(self.evening.unit),
                lambda row: signed(row.total),
                numeric=True,
                bold=not by_average,
            ),
            Column(
                _("Average per position"),
                lambda row: signed(row.average),
                numeric=True,
                bold=by_average,
            ),
            Column(_("Raw points"), lambda row: signed(row.raw), numeric=True),
        ]

    def handicap_columns(self) -> list[Column[StandingRow]]:
        """The handicap ranking's columns (docs/rules.md#handicaps); the one it is by in bold."""
        return [
            self.rank_column(),
            Column(_("Player"), lambda row: row.name),
            Column(_("Positions played"), lambda row: number(row.positions), numeric=True),
            Column(
                display.total_heading(self.evening.unit),
                lambda row: signed(row.total),
                numeric=True,
            ),
            *handicap_columns(
                StandingRow, _("Handicap result"), by_average=self.standings.by_average
            ),
        ]

    def story(self) -> list[Flowable]:
        return [
            self.paragraph(self.title(), "title"),
            *[self.paragraph(note, "small") for note in self.standings.notes(self.evening.unit)],
            self.grid(self.columns(), self.standings.rows),
            *self.handicap_ranking(),
        ]

    def handicap_ranking(self) -> list[Flowable]:
        """The handicap ranking after the scratch one, wherever a player has a handicap."""
        handicap = self.handicap
        if handicap is None or not any(row.handicap for row in handicap.rows):
            return []
        return [
            self.paragraph(_("Handicap ranking"), "h2"),
            *[self.paragraph(note, "small") for note in handicap.notes(self.evening.unit)],
            self.grid(self.handicap_columns(), handicap.rows),
        ]
