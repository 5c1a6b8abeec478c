"""Recap sheets: for one table (or every table), each position as it was played and credited.

For each chukker: the partnerships and their seats, who sat out, the deals (dealer,
vulnerability, contract, declarer, result, points below and above the line for each side), the
totals and each player's credit. Then the grid of players by positions with their totals. The
recaps come from ``selectors.recaps.table_recaps``; nothing is scored here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property

from django.utils.translation import gettext as _
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Spacer

from clubchicago.club import display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf.base import Cell
from clubchicago.club.pdf.ranking import ResultsPdf
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import DealRecap, PositionRecap, TableRecap
from scoring import Side


def side_label(side: Side | None) -> str:
    """The side a player played, or that they sat out."""
    return _("sitting out") if side is None else display.side_letters(side)


def pair_names(players: Sequence[SeatedPlayer]) -> str:
    return " & ".join(str(player) for player in players)


class RecapPdf(ResultsPdf):
    """Recap sheets of ``recaps``, one table after another, each starting on a new page."""

    def __init__(self, *, club: Club, evening: Evening, recaps: Sequence[TableRecap]) -> None:
        super().__init__(club=club, when=evening.date)
        self.evening = evening
        self.recaps = recaps
        self._words: dict[tuple[object, ...], str] = {}

    def words(self, function: Callable[..., str], *args: object) -> str:
        """``function(*args)``, translated once a file: a recap of 30 tables writes some
        3,000 seat letters, contracts and results, each looked up in the catalogue."""
        key = (function, *args)
        shown = self._words.get(key)
        if shown is None:
            shown = self._words[key] = function(*args)
        return shown

    def title(self) -> str:
        if len(self.recaps) == 1:
            return _("Table %(number)s recap · %(evening)s") % {
                "number": self.recaps[0].number,
                "evening": display.evening_name(self.evening),
            }
        return _("Table recaps · %(evening)s") % {"evening": display.evening_name(self.evening)}

    def story(self) -> list[Flowable]:
        story: list[Flowable] = []
        for index, recap in enumerate(self.recaps):
            if index:
                story.append(PageBreak())
            story.extend(self.table_story(recap))
        if not story:
            story.append(self.paragraph(_("No table is seated at this evening yet.")))
        return story

    def table_story(self, recap: TableRecap) -> list[Flowable]:
        heading = _("Table %(number)s · %(evening)s") % {
            "number": recap.number,
            "evening": display.evening_name(self.evening),
        }
        players = ", ".join(str(player) for player in recap.players)
        story: list[Flowable] = [
            self.paragraph(heading, "title"),
            self.paragraph(_("Players: %(players)s") % {"players": players}),
            self.paragraph(self.scoring_note(), "small"),
        ]
        for position in recap.positions:
            story.append(CondPageBreak(60 * mm))
            story.extend(self.position_story(recap, position))
        story.append(KeepTogether(self.grid_story(recap)))
        return story

    def scoring_note(self) -> str:
        return _("Scored with %(style)s; %(schedule)s.") % {
            "style": display.style_name(self.evening.style),
            "schedule": self.evening.get_schedule_display(),
        }

    def position_story(self, recap: TableRecap, position: PositionRecap) -> list[Flowable]:
        heading = _("Chukker %(chukker)s · position %(position)s") % {
            "chukker": position.chukker,
            "position": position.position,
        }
        if not position.closed:
            heading = _("%(heading)s (in play, not counted yet)") % {"heading": heading}
        elif not position.counts:
            heading = _("%(heading)s (only passed out: no position played)") % {"heading": heading}
        pairs = _("N-S: %(ns)s v E-W: %(ew)s") % {
            "ns": pair_names(position.north_south),
            "ew": pair_names(position.east_west),
        }
        lines = [self.paragraph(heading, "h2"), self.paragraph(pairs)]
        if position.sitting_out:
            lines.append(
                self.paragraph(
                    _("Sitting out: %(players)s") % {"players": pair_names(position.sitting_out)}
                )
            )
        if position.passed_out:
            lines.append(
                self.paragraph(
                    _("Deals passed out and redealt: %(count)s") % {"count": position.passed_out},
                    "small",
                )
            )
        return [*lines, self.deals_grid(position), Spacer(0, 2 * mm), self.credits_grid(position)]

    # The grids' headings, translated once a file (a recap of 30 tables prints 360 grids).
    @cached_property
    def deals_header(self) -> list[str]:
        return [
            _("Deal"),
            _("Dealer"),
            _("Vulnerable"),
            _("Contract"),
            _("Declarer"),
            _("Result"),
            _("N-S below"),
            _("N-S above"),
            _("E-W below"),
            _("E-W above"),
        ]

    @cached_property
    def credits_header(self) -> list[str]:
        unit = display.unit_name(self.evening.unit)
        return [
            _("Player"),
            _("Side"),
            _("Side's total"),
            _("Net"),
            _("Rounded"),
            _("Fiches"),
            _("Credited (%(unit)s)") % {"unit": unit},
        ]

    @cached_property
    def totals_label(self) -> str:
        return _("Totals")

    def deals_grid(self, position: PositionRecap) -> Flowable:
        header = self.deals_header
        rows = [self.deal_row(deal) for deal in position.deals]
        totals = [
            self.cell(""),
            self.cell(self.totals_label, bold=True),
            *[self.cell("") for _column in range(4)],
            self.number(position.totals[Side.NS], bold=True),
            self.cell(""),
            self.number(position.totals[Side.EW], bold=True),
            self.cell(""),
        ]
        widths = [10 * mm, None, 20 * mm, 16 * mm, None, 13 * mm, *[13 * mm] * 4]
        name_width = (self.width - sum(w for w in widths if w)) / 2
        widths = [w or name_width for w in widths]
        return self.grid([self.header(header, numeric_from=6), *rows, totals], widths=widths)

    def deal_row(self, deal: DealRecap) -> list[Cell]:
        line, played = deal.line, deal.line.deal
        words = self.words
        return [
            self.number(line.number),
            self.cell(f"{words(display.seat_letter, line.dealer)} {deal.dealer.name}"),
            self.cell(words(display.vulnerability_short, line.vulnerable)),
            self.cell(words(display.contract_text, played.level, played.strain, played.doubled)),
            self.cell(f"{words(display.seat_letter, played.declarer)} {deal.declarer.name}"),
            self.cell(words(display.result_text, played)),
            self.number(line.below[Side.NS] or ""),
            self.number(line.above[Side.NS] or ""),
            self.number(line.below[Side.EW] or ""),
            self.number(line.above[Side.EW] or ""),
        ]

    def credits_grid(self, position: PositionRecap) -> Flowable:
        header = self.credits_header
        rows = []
        for credit in position.credits:
            total = position.totals[credit.side] if credit.side else None
            rows.append(
                [
                    self.cell(credit.player),
                    self.cell(self.words(side_label, credit.side)),
                    self.number(total),
                    self.number(credit.credit.raw if credit.side else None, sign=True),
                    self.number(credit.credit.hundreds if credit.side else None, sign=True),
                    self.number(credit.credit.fiches if credit.side else None, sign=True),
                    self.number(credit.shown if credit.side else None, sign=True, bold=True),
                ]
            )
        widths = [None, 18 * mm, 18 * mm, 16 * mm, 17 * mm, 15 * mm, 24 * mm]
        widths[0] = self.width - sum(w for w in widths if w)
        return self.grid([self.header(header, numeric_from=2), *rows], widths=widths)

    def grid_story(self, recap: TableRecap) -> list[Flowable]:
        counted = recap.counted
        unit = display.unit_name(recap.unit)
        header = [
            _("Player"),
            *[str(position.chukker) for position in counted],
            _("Positions"),
            _("Total (%(unit)s)") % {"unit": unit},
        ]
        rows = [
            [
                self.cell(row.player),
                *[self.number(cell, sign=True, blank=True) for cell in row.cells],
                self.number(row.positions),
                self.number(row.total, sign=True, bold=True),
            ]
            for row in recap.grid
        ]
        fixed = 22 * mm + 24 * mm
        cell = min(16 * mm, (self.width - fixed - 40 * mm) / max(len(counted), 1))
        widths = [self.width - fixed - cell * len(counted), *[cell] * len(counted), 22 * mm]
        widths.append(24 * mm)
        return [
            self.paragraph(_("Players by chukker"), "h2"),
            self.paragraph(
                _("Each cell is the player's credit for that chukker, in %(unit)s; blank: sat out.")
                % {"unit": unit},
                "small",
            ),
            self.grid([self.header(header, numeric_from=1), *rows], widths=widths),
        ]
