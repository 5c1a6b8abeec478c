"""Score sheets: the paper a table scores on when nobody uses a phone
(docs/rules.md#rotation-tables: "feuilles de
marque"), pre-filled from the table's plan, or blank for a home game.

Each chukker of the plan (``selectors.paper.table_sheets``: the same positions and first dealers
as the table page and the table card, replayed cycles included) is one block: who sits where,
who sits out, then the four deals, each with its dealer and who is vulnerable under the
evening's schedule, and ruled boxes for the times it was passed out, the contract, declarer,
result and score; under them the totals, the chukker's net and a signature line for each side.
A Chicago evening scores above and below the line, a duplicate-style one each deal on its own:
the boxes follow the evening's style, and the sheet says which it is. Nothing is scored here.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from django.http import HttpRequest
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from clubchicago.club import caching, display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf import parts
from clubchicago.club.pdf.base import Column, ResultsPdf, number
from clubchicago.club.pdf.table_cards import revised_mark
from clubchicago.club.selectors.paper import ScoreSheets, SheetChukker, SheetDeal
from scoring import Seat, Style

# A ruled box a pencil can write a contract or a score in: 7.5 mm for a line of text.
BOX_PADDING = (7.5 * mm - 11) / 2
BLANK_NAME = "______________"


class ScoreSheetsPdf(ResultsPdf):
    """The score sheets of ``sheets`` (one table, every table, or one blank sheet); each table
    starts on a new page."""

    def __init__(
        self,
        *,
        club: Club,
        sheets: Sequence[ScoreSheets],
        schedule: str,
        style: str,
        evening: Evening | None = None,
        when: dt.date | None = None,
    ) -> None:
        super().__init__(club=club, when=evening.date if evening else when)
        self.evening = evening
        self.sheets = sheets
        self.schedule = schedule
        self.style = style

    @classmethod
    def cache_key(
        cls, request: HttpRequest, club: Club, evening: Evening, table: int | None = None
    ) -> str:
        """The print's key (``caching.print_key``): the sheets of every table of the evening,
        or of table number ``table`` alone. They show the plan alone (names, positions, the
        schedule and style among the evening's settings), so they stay cached while the deals
        come in: the plan version is theirs."""
        subject = f"evening {evening.pk}" + ("" if table is None else f" table {table}")
        return caching.print_key(request, "sheets", subject, evening.plan_version, club)

    @classmethod
    def by_tables(
        cls, request: HttpRequest, club: Club, evening: Evening, sheets: Sequence[ScoreSheets]
    ) -> bytes:
        """The score sheets of ``sheets`` (every table's), kept table by table (``parts``):
        each table's part under what it shows, so a change at one table draws that table
        alone."""
        keys = [
            caching.print_key(
                request,
                "sheets-part",
                f"evening {evening.pk} table {table.table.number if table.table else 0}",
                caching.fingerprint(table, evening),
                club,
            )
            for table in sheets
        ]

        return parts.assemble(sheets, keys, lambda chosen: cls.of_evening(club, evening, chosen))

    @classmethod
    def of_evening(
        cls, club: Club, evening: Evening, sheets: Sequence[ScoreSheets]
    ) -> ScoreSheetsPdf:
        """The sheets of ``sheets``, tables of ``evening``, with its schedule and style."""
        return cls(
            club=club,
            evening=evening,
            sheets=sheets,
            schedule=evening.schedule,
            style=evening.style,
        )

    @classmethod
    def blank_cache_key(
        cls, request: HttpRequest, club: Club, schedule: str, style: str, first: Seat
    ) -> str:
        """The key of a blank sheet (the score pad's): no evening, so no version; the same for
        every reader who asks for the same ``schedule``, ``style`` and ``first`` dealer."""
        return caching.print_key(request, "blank", "score sheet", 1, club, schedule, style, first)

    @property
    def duplicate(self) -> bool:
        return self.style == Style.DUPLICATE

    def title(self) -> str:
        if self.evening is None:
            return _("Score sheet")
        name = display.evening_name(self.evening)
        if len(self.sheets) == 1 and self.sheets[0].table is not None:
            return _("Table %(number)s · %(evening)s") % {
                "number": self.sheets[0].table.number,
                "evening": name,
            }
        return _("Score sheets · %(evening)s") % {"evening": name}

    def story(self) -> list[Flowable]:
        empty = _("No table is seated at this evening yet.")
        return self.tables_story(self.sheets, self.table_story, empty)

    def table_story(self, sheets: ScoreSheets) -> list[Flowable]:
        table = sheets.table
        if table is None or self.evening is None:
            heading = _("Score sheet")
        else:
            heading = _("Table %(number)s · %(evening)s") % {
                "number": table.number,
                "evening": display.evening_name(self.evening),
            }
        story: list[Flowable] = [
            self.paragraph(heading, "title"),
            self.paragraph(self.scoring_note(), "small"),
        ]
        if sheets.plan is not None and sheets.plan.revised_after:
            story.append(revised_mark(self, sheets.plan.revised_after))
        if sheets.plan is not None:
            players = ", ".join(str(player) for player in sheets.plan.players)
            story.append(self.paragraph(_("Players: %(players)s") % {"players": players}))
        for chukker in sheets.chukkers:
            story.append(KeepTogether(self.chukker_block(sheets, chukker)))
        return story

    def scoring_note(self) -> str:
        note = _("Scored with %(style)s; %(schedule)s.") % {
            "style": display.style_name(self.style),
            "schedule": display.schedule_short(self.schedule),
        }
        if self.duplicate:
            return note + " " + _("Write each deal's score for the side that gained it.")
        return note + " " + _("Write trick points below the line, everything else above it.")

    # -- one chukker ---------------------------------------------------------------------
    def chukker_block(self, sheets: ScoreSheets, chukker: SheetChukker) -> list[Flowable]:
        return [
            self.paragraph(self.chukker_heading(sheets, chukker), "h2"),
            self.seats_line(chukker),
            self.deals_grid(chukker),
            Spacer(0, 1 * mm),
            self.net_and_signatures(),
        ]

    def chukker_heading(self, sheets: ScoreSheets, chukker: SheetChukker) -> str:
        line = chukker.line
        if line is None or sheets.table is None:
            number = sheets.chukkers.index(chukker) + 1
            return _("Chukker %(chukker)s") % {"chukker": number}
        heading = _("Chukker %(chukker)s of %(count)s · position %(position)s") % {
            "chukker": line.chukker,
            "count": len(sheets.chukkers),
            "position": line.position,
        }
        return f"{heading} · {line.notation}"

    def seats_line(self, chukker: SheetChukker) -> Flowable:
        """N, E, S and W with who sits there, then who sits out and who deals first."""
        cells: list[Flowable] = []
        for seat in Seat:
            player = chukker.player_at(seat)
            cells.append(
                self.paragraph(f"{display.seat_letter(seat)} {player or BLANK_NAME}", "cell")
            )
        first = chukker.player_at(chukker.first_dealer)
        dealer = display.seat_name(chukker.first_dealer)
        if first is not None:
            dealer = f"{dealer} ({first})"
        notes = [_("%(seat)s deals first") % {"seat": dealer}]
        if chukker.line is not None and chukker.line.sitting_out:
            names = ", ".join(str(player) for player in chukker.line.sitting_out)
            count = len(chukker.line.sitting_out)
            notes.append(
                ngettext("Sitting out: %(players)s", "Sitting out: %(players)s", count)
                % {"players": names}
            )
        seats = Table([cells], colWidths=[self.width / 4] * 4)
        seats.setStyle(
            TableStyle(
                [
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("TOPPADDING", (0, 0), (-1, -1), 1),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ]
            )
        )
        layout = Table([[seats], [self.paragraph(" · ".join(notes), "small")]])
        layout.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
        return layout

    def deal_columns(self, chukker: SheetChukker) -> list[Column[SheetDeal]]:
        """A chukker's deals, each with who deals and who is vulnerable, then ruled boxes."""

        def dealer(deal: SheetDeal) -> str:
            player = chukker.player_at(deal.dealer)
            letter = display.seat_letter(deal.dealer)
            return f"{letter} {player}" if player else letter

        def blank(_deal: SheetDeal) -> str:
            return ""

        if self.duplicate:
            scores = [_("N-S"), _("E-W")]
            score_width = 26 * mm
        else:
            scores = [_("N-S above"), _("N-S below"), _("E-W above"), _("E-W below")]
            score_width = 13 * mm
        return [
            Column(_("Deal"), lambda deal: number(deal.number), numeric=True),
            Column(_("Dealer"), dealer),
            Column(
                _("Vulnerable"),
                lambda deal: display.vulnerability_short(deal.vulnerable),
                bold=True,
                width=15 * mm,
            ),
            Column(_("Passed out"), blank, width=14 * mm),
            Column(_("Contract"), blank, width=16 * mm),
            Column(_("Declarer"), blank, width=17 * mm),
            Column(_("Result"), blank, width=14 * mm),
            *[Column(score, blank, width=score_width) for score in scores],
        ]

    def deals_grid(self, chukker: SheetChukker) -> Flowable:
        columns = self.deal_columns(chukker)
        totals = [_("Totals"), *["" for _column in columns[1:]]]
        last = len(chukker.deals) + 1
        return self.grid(
            columns,
            chukker.deals,
            footer=[totals],
            style=[
                # Ruled boxes a pencil fits in, taller where a long name takes two lines.
                ("TOPPADDING", (0, 1), (-1, -1), BOX_PADDING),
                ("BOTTOMPADDING", (0, 1), (-1, -1), BOX_PADDING),
                ("VALIGN", (0, 1), (-1, -1), "MIDDLE"),
                ("SPAN", (0, last), (6, last)),
                ("LINEABOVE", (0, last), (-1, last), 1.2, colors.black),
                ("ALIGN", (0, last), (0, last), "LEFT"),
            ],
        )

    def net_and_signatures(self) -> Flowable:
        unit = display.unit_name(self.evening.unit if self.evening else "hundreds")
        net = _("Net of the chukker: ________ to N-S / E-W (%(unit)s: ________)") % {"unit": unit}
        signed = _("Signed for N-S: ____________________   for E-W: ____________________")
        block = Table([[self.paragraph(net, "cell")], [self.paragraph(signed, "cell")]])
        block.setStyle(
            TableStyle(
                [
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("TOPPADDING", (0, 1), (-1, 1), 5),
                ]
            )
        )
        return block
