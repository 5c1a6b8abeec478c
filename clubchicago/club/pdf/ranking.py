"""The evening's final ranking, one line per player, as the director pins it on the wall.

The rows come ranked from ``clubchicago.club.selectors.standings``; this module only lays them
out, with the number helpers of ``pdf.base`` (numbers as the reader's language writes them,
signed credits); words and signed numbers come from ``display``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol, TypeVar

from django.http import HttpRequest
from django.utils.translation import gettext as _
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from clubchicago.club import caching, display, standings_columns
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf.base import Column, ResultsPdf, number, signed
from clubchicago.club.selectors.handicaps import handicaps_version
from clubchicago.club.selectors.standings import EveningStandings, StandingRow
from clubchicago.club.standings_columns import heading
from scoring.standings import Order


class Handicapped(Protocol):
    """A standings row that carries its handicap result (docs/rules.md#handicaps)."""

    @property
    def handicap(self) -> Decimal | None: ...

    @property
    def handicap_total(self) -> Decimal | None: ...

    @property
    def handicap_average(self) -> Decimal | None: ...


H = TypeVar("H", bound=Handicapped)


class Placed(Protocol):
    """A standings row: a player and the positions they played."""

    @property
    def name(self) -> str: ...

    @property
    def positions(self) -> int: ...


P = TypeVar("P", bound=Placed)


def player_column(_rows: type[P]) -> Column[P]:
    """The player's name, as every standings print heads its rows."""
    return Column(heading(standings_columns.PLAYER), lambda row: row.name)


def positions_column(_rows: type[P]) -> Column[P]:
    """The positions a player played, in every standings print."""
    return Column(
        heading(standings_columns.POSITIONS), lambda row: number(row.positions), numeric=True
    )


def handicap_columns(_rows: type[H], result: str, *, by_average: bool) -> list[Column[H]]:
    """The columns a handicap ranking adds after its rows' total, the evening's and the
    season's alike: the handicap, the result headed ``result``, and its average; the one the
    ranking is by in bold."""
    return [
        Column(heading(standings_columns.HANDICAP), lambda row: signed(row.handicap), numeric=True),
        Column(result, lambda row: signed(row.handicap_total), numeric=True, bold=not by_average),
        Column(
            heading(standings_columns.HANDICAP_AVERAGE),
            lambda row: signed(row.handicap_average),
            numeric=True,
            bold=by_average,
        ),
    ]


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
            heading(standings_columns.RANK),
            lambda row: number(row.rank) if row.ranked else _("not ranked"),
            numeric=True,
            width=16 * mm,
        )

    def columns(self) -> list[Column[StandingRow]]:
        """The ranking's columns, each said once; the one it is ranked by in bold."""
        by_average = self.standings.by_average
        return [
            self.rank_column(),
            player_column(StandingRow),
            Column(heading(standings_columns.TABLE), lambda row: number(row.table), numeric=True),
            positions_column(StandingRow),
            Column(
                display.total_heading(self.evening.unit),
                lambda row: signed(row.total),
                numeric=True,
                bold=not by_average,
            ),
            Column(
                heading(standings_columns.AVERAGE),
                lambda row: signed(row.average),
                numeric=True,
                bold=by_average,
            ),
            Column(heading(standings_columns.RAW), lambda row: signed(row.raw), numeric=True),
        ]

    def handicap_columns(self) -> list[Column[StandingRow]]:
        """The handicap ranking's columns (docs/rules.md#handicaps); the one it is by in bold."""
        return [
            self.rank_column(),
            player_column(StandingRow),
            positions_column(StandingRow),
            Column(
                display.total_heading(self.evening.unit),
                lambda row: signed(row.total),
                numeric=True,
            ),
            *handicap_columns(
                StandingRow,
                heading(standings_columns.HANDICAP_TOTAL),
                by_average=self.standings.by_average,
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
