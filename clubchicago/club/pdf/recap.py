"""Recap sheets: for one table (or every table), each position as it was played and credited.

For each chukker: the partnerships and their seats, who sat out, the deals (dealer,
vulnerability, contract, declarer, result, points below and above the line for each side), the
totals and each player's credit. Then the grid of players by positions with their totals. The
recaps come from ``selectors.recaps.table_recaps``; nothing is scored here. Each grid's columns
are said once, in ``deal_columns``, ``credit_columns`` and ``grid_columns``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from django.http import HttpRequest
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from clubchicago.club import caching, display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf import parts
from clubchicago.club.pdf.base import Column, ResultsPdf, number, signed
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import (
    DealRecap,
    GridRow,
    PlayerCredit,
    PositionRecap,
    TableRecap,
)
from scoring import Seat, Side


def side_label(side: Side | None) -> str:
    """The side a player played, or that they sat out."""
    return _("sitting out") if side is None else display.side_letters(side)


def pair_names(players: Sequence[SeatedPlayer]) -> str:
    return " & ".join(str(player) for player in players)


def seated(seat: Seat, player: SeatedPlayer) -> str:
    """A seat's letter and who sat there: "N 3. Zoë Ærø"."""
    return f"{display.seat_letter(seat)} {player.name}"


def points(value: int) -> str:
    """Points scored below or above the line; nothing where none were."""
    return number(value) if value else ""


class RecapPdf(ResultsPdf):
    """Recap sheets of ``recaps``, one table after another, each starting on a new page."""

    def __init__(self, *, club: Club, evening: Evening, recaps: Sequence[TableRecap]) -> None:
        super().__init__(club=club, when=evening.date)
        self.evening = evening
        self.recaps = recaps

    @classmethod
    def cache_key(
        cls, request: HttpRequest, club: Club, evening: Evening, table: int | None = None
    ) -> str:
        """The print's key (``caching.print_key``): the recaps of every table of the evening,
        or of table number ``table`` alone, at the evening's results version."""
        if table is None:
            subject, kind = f"evening {evening.pk}", "recaps"
        else:
            subject, kind = f"evening {evening.pk} table {table}", "recap"
        return caching.print_key(request, kind, subject, evening.results_version, club)

    @classmethod
    def by_tables(
        cls, request: HttpRequest, club: Club, evening: Evening, recaps: Sequence[TableRecap]
    ) -> bytes:
        """The recaps of ``recaps`` (every table's), kept table by table (``parts``): each
        table's part under what it shows, so a change at one table draws that table alone."""
        keys = [
            caching.print_key(
                request,
                "recap-part",
                f"evening {evening.pk} table {recap.number}",
                caching.fingerprint(recap, evening),
                club,
            )
            for recap in recaps
        ]
        return parts.assemble(
            recaps, keys, lambda chosen: cls(club=club, evening=evening, recaps=chosen)
        )

    def title(self) -> str:
        if len(self.recaps) == 1:
            return _("Table %(number)s recap · %(evening)s") % {
                "number": self.recaps[0].number,
                "evening": display.evening_name(self.evening),
            }
        return _("Table recaps · %(evening)s") % {"evening": display.evening_name(self.evening)}

    def story(self) -> list[Flowable]:
        empty = _("No table is seated at this evening yet.")
        return self.tables_story(self.recaps, self.table_story, empty)

    def table_story(self, recap: TableRecap) -> list[Flowable]:
        heading = _("Table %(number)s · %(evening)s") % {
            "number": recap.number,
            "evening": display.evening_name(self.evening),
        }
        story: list[Flowable] = [
            self.paragraph(heading, "title"),
            *(self.paragraph(line) for line in self.players_lines(recap)),
            self.paragraph(self.scoring_note(), "small"),
        ]
        # A position is never split across pages: its heading stays with its deals.
        story.extend(KeepTogether(self.position_story(p)) for p in recap.positions)
        story.append(KeepTogether(self.grid_story(recap)))
        return story

    def players_lines(self, recap: TableRecap) -> list[str]:
        """The table's players by number; one line a lineup when they changed, so that no
        number names two players ("Chukkers 1–2: 1. Anna, …")."""
        if not recap.renumbered:
            players = ", ".join(str(player) for player in recap.players)
            return [_("Players: %(players)s") % {"players": players}]
        return [
            _("Players, %(chukkers)s: %(players)s")
            % {
                "chukkers": stint.chukkers,
                "players": ", ".join(str(player) for player in stint.players),
            }
            for stint in recap.stints
        ]

    def scoring_note(self) -> str:
        return _("Scored with %(style)s; %(schedule)s.") % {
            "style": display.style_name(self.evening.style),
            "schedule": self.evening.get_schedule_display(),
        }

    def position_story(self, position: PositionRecap) -> list[Flowable]:
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
            out = len(position.sitting_out)
            lines.append(
                self.paragraph(
                    ngettext("Sitting out: %(players)s", "Sitting out: %(players)s", out)
                    % {"players": pair_names(position.sitting_out)}
                )
            )
        if position.passed_out:
            count = position.passed_out
            lines.append(
                self.paragraph(
                    ngettext(
                        "%(counter)s deal passed out and redealt.",
                        "%(counter)s deals passed out and redealt.",
                        count,
                    )
                    % {"counter": count},
                    "small",
                )
            )
        totals = ["", _("Totals"), "", "", "", "", number(position.totals[Side.NS]), ""]
        totals += [number(position.totals[Side.EW]), ""]
        return [
            *lines,
            self.grid(self.deal_columns(), position.deals, footer=[totals]),
            Spacer(0, 2 * mm),
            self.grid(self.credit_columns(position), position.credits),
            Spacer(0, 2 * mm),
        ]

    def deal_columns(self) -> list[Column[DealRecap]]:
        """The deals of a position, one line a deal."""
        return [
            Column(_("Deal"), lambda deal: number(deal.line.number), numeric=True),
            Column(_("Dealer"), lambda deal: seated(deal.line.dealer, deal.dealer)),
            Column(
                _("Vulnerable"),
                lambda deal: display.vulnerability_short(deal.line.vulnerable),
                width=16 * mm,
            ),
            Column(
                _("Contract"),
                lambda deal: display.contract_text(
                    deal.line.deal.level, deal.line.deal.strain, deal.line.deal.doubled
                ),
                width=15 * mm,
            ),
            Column(_("Declarer"), lambda deal: seated(deal.line.deal.declarer, deal.declarer)),
            Column(_("Result"), lambda deal: deal.result, width=13 * mm),
            Column(_("N-S below"), lambda deal: points(deal.line.below[Side.NS]), numeric=True),
            Column(_("N-S above"), lambda deal: points(deal.line.above[Side.NS]), numeric=True),
            Column(_("E-W below"), lambda deal: points(deal.line.below[Side.EW]), numeric=True),
            Column(_("E-W above"), lambda deal: points(deal.line.above[Side.EW]), numeric=True),
        ]

    def credit_columns(self, position: PositionRecap) -> list[Column[PlayerCredit]]:
        """What each player of a position was credited, in points, hundreds and fiches."""
        unit = display.unit_name(self.evening.unit)

        def played(show: Callable[[PlayerCredit], int]) -> Callable[[PlayerCredit], str]:
            return lambda credit: signed(show(credit)) if credit.side else "—"

        return [
            Column(_("Player"), lambda credit: str(credit.player)),
            Column(_("Side"), lambda credit: side_label(credit.side), width=18 * mm),
            Column(
                _("Side's total"),
                lambda credit: number(position.totals[credit.side]) if credit.side else "—",
                numeric=True,
            ),
            Column(_("Net"), played(lambda credit: credit.credit.raw), numeric=True),
            # docs/rules.md#showing-credits: the net in points, rounded to the hundred.
            Column(_("To the hundred"), played(lambda c: c.credit.rounded_points), numeric=True),
            Column(_("Fiches"), played(lambda credit: credit.credit.fiches), numeric=True),
            Column(
                _("Credited (%(unit)s)") % {"unit": unit},
                played(lambda credit: credit.shown),
                numeric=True,
                bold=True,
            ),
        ]

    def grid_columns(self, recap: TableRecap) -> list[Column[GridRow]]:
        """The players by the chukkers they played, with their positions and totals."""
        unit = display.unit_name(recap.unit)

        def chukker(index: int) -> Callable[[GridRow], str]:
            return lambda row: "" if row.cells[index] is None else signed(row.cells[index])

        columns = [
            Column(_("Player"), lambda row: str(row)),
            *[
                Column(str(position.chukker), chukker(index), numeric=True, width=12 * mm)
                for index, position in enumerate(recap.counted)
            ],
            Column(_("Positions played"), lambda row: number(row.positions), numeric=True),
            Column(
                _("Total at table %(number)s (%(unit)s)") % {"number": recap.number, "unit": unit},
                lambda row: signed(row.total),
                numeric=True,
                bold=True,
                width=27 * mm,
            ),
        ]
        if recap.moved:
            columns.append(
                Column(
                    _("Evening's total (%(unit)s)") % {"unit": unit},
                    lambda row: (
                        ""
                        if row.evening_total is None
                        else f"{signed(row.evening_total)} ({row.elsewhere})"
                    ),
                    numeric=True,
                    width=34 * mm,
                )
            )
        return columns

    def grid_story(self, recap: TableRecap) -> list[Flowable]:
        unit = display.unit_name(recap.unit)
        return [
            self.paragraph(_("Players by chukker"), "h2"),
            self.paragraph(
                _("Each cell is the player's credit for that chukker, in %(unit)s; blank: sat out.")
                % {"unit": unit},
                "small",
            ),
            *(
                [
                    self.paragraph(
                        _(
                            "The total at table %(number)s counts this table's chukkers only; "
                            "the evening's total adds those a player played at the other tables."
                        )
                        % {"number": recap.number},
                        "small",
                    )
                ]
                if recap.moved
                else []
            ),
            self.grid(self.grid_columns(recap), recap.grid),
        ]
