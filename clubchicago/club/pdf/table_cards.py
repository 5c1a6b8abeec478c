"""Table cards: one page per table, left on the table all evening.

Each card names the table's players with their numbers and lists every position the table plays
(``selectors.plans.table_plan``): who partners whom and where they sit, who sits out and who
deals first. At the foot, the table's entry link written out in full and as a QR code, so any
player's phone can open the table's score sheet; and, when the director has switched it on, the
evening's tonight page (its live standings) the same way.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence

import segno
from django.http import HttpRequest
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from clubchicago.club import caching, display
from clubchicago.club.links import site_address
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf import parts
from clubchicago.club.pdf.base import Column, PdfRenderer, text
from clubchicago.club.selectors.plans import PlanLine, SeatedPlayer, TablePlan
from scoring import Seat

QR_SIZE = 38 * mm


@functools.lru_cache(maxsize=256)
def qr_rects(data: str, size: float = QR_SIZE) -> tuple[tuple[float, float, float, float], ...]:
    """The QR code of ``data`` as segno makes it, ``size`` points square with a quiet zone of
    two modules, as rectangles ``(x, y, width, height)`` from its bottom-left corner (PDF's y
    grows upwards): one rectangle for each run of dark modules along a row, half as many as a
    square per module (some 360 for a table's link instead of 700), for the same picture.

    Kept for the last 256 links of the process: a table's link is the same all evening, and
    its card is drawn again whenever the plan changes (the cards themselves are cached).
    """
    code = segno.make(data, error="m", micro=False)
    rows = list(code.matrix_iter(scale=1, border=2))
    module = size / len(rows)
    return tuple(
        (start * module, size - (y + 1) * module, length * module, module)
        for y, row in enumerate(rows)
        for start, length in _dark_runs(row)
    )


def _dark_runs(row: Iterable[int]) -> list[tuple[int, int]]:
    """``(first column, length)`` of each run of dark modules (true values) in a row."""
    runs: list[tuple[int, int]] = []
    start = None
    for x, dark in enumerate([*row, False]):
        if dark and start is None:
            start = x
        elif not dark and start is not None:
            runs.append((start, x - start))
            start = None
    return runs


class QrCode(Flowable):  # type: ignore[misc]  # reportlab has no type stubs: Flowable is Any
    """The QR code of ``data`` in vector squares (sharp at any printer resolution), drawn as
    one filled path with the canvas's public path API."""

    def __init__(self, data: str, size: float = QR_SIZE) -> None:
        super().__init__()
        self.data = data
        self.width = self.height = size

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        path = canvas.beginPath()
        for x, y, width, height in qr_rects(self.data, self.width):
            path.rect(x, y, width, height)
        canvas.setFillColor(colors.black)
        canvas.drawPath(path, stroke=0, fill=1)


def _who(player: SeatedPlayer) -> object:
    """A player as the plan names them: by id (a name for a place no one holds)."""
    return player.player_id if player.player_id is not None else player.name


def revised_mark(renderer: PdfRenderer, after: int) -> Flowable:
    """ "Revised after chukker 3": printed on a card or sheets drawn from a changed plan."""
    return renderer.paragraph(
        _("Revised after chukker %(chukker)s: the players change from chukker %(next)s.")
        % {"chukker": after, "next": after + 1},
        "h2",
    )


class TableCardsPdf(PdfRenderer):
    """The cards of ``plans`` (one table or all of them), one table per page."""

    def __init__(
        self,
        *,
        club: Club,
        evening: Evening,
        plans: Sequence[TablePlan],
        links: Mapping[int, str],
        tonight: str = "",
    ) -> None:
        super().__init__(club_name=club.name, paper_size=club.paper_size, when=evening.date)
        self.evening = evening
        self.plans = plans
        self.links = links  # table pk -> absolute entry link
        self.tonight = tonight  # the tonight page's absolute link, when it is on

    @classmethod
    def cache_key(
        cls, request: HttpRequest, club: Club, evening: Evening, table: int | None = None
    ) -> str:
        """The print's key (``caching.print_key``): the cards of every table of the evening, or
        of table number ``table`` alone, at the evening's plan version. They show the tables'
        links, which start with the address the phones reach (``links.site_address``): the
        print is kept under that address too."""
        subject = f"evening {evening.pk}" + ("" if table is None else f" table {table}")
        site = site_address(request)
        return caching.print_key(request, "cards", subject, evening.plan_version, club, site)

    @classmethod
    def by_tables(
        cls,
        request: HttpRequest,
        club: Club,
        evening: Evening,
        plans: Sequence[TablePlan],
        links: Mapping[int, str],
        tonight: str = "",
    ) -> bytes:
        """The cards of ``plans`` (every table's), kept table by table (``parts``): each
        card under what it shows (the plan, the table's link, the tonight page's), so a change
        at one table draws that table's card alone."""
        keys = [
            caching.print_key(
                request,
                "card-part",
                f"evening {evening.pk} table {plan.table.number}",
                caching.fingerprint(plan, links.get(plan.table.pk, ""), tonight, evening),
                club,
            )
            for plan in plans
        ]

        def renderer(chosen: Sequence[TablePlan]) -> TableCardsPdf:
            return cls(club=club, evening=evening, plans=chosen, links=links, tonight=tonight)

        return parts.assemble(plans, keys, renderer)

    def title(self) -> str:
        if len(self.plans) == 1:
            return _("Table %(number)s · %(evening)s") % {
                "number": self.plans[0].table.number,
                "evening": display.evening_name(self.evening),
            }
        return _("Table cards · %(evening)s") % {"evening": display.evening_name(self.evening)}

    def story(self) -> list[Flowable]:
        empty = _("No tables have been drawn yet.")
        return self.tables_story(self.plans, self.card, empty)

    # -- one card ------------------------------------------------------------------------
    def card(self, plan: TablePlan) -> list[Flowable]:
        table = plan.table
        parts: list[Flowable] = [
            self.paragraph(self.club_name, "small"),
            self.paragraph(display.evening_name(self.evening), "h2"),
            self.paragraph(_("Table %(number)s") % {"number": table.number}, "title"),
            *self.revision(plan),
            self.players_and_code(plan),
            self.entry_link(plan),
            *self.tonight_link(),
            Spacer(1, 4 * mm),
            self.paragraph(self.plan_summary(plan), "small"),
            Spacer(1, 3 * mm),  # the summary is not to touch the grid it introduces
            self.positions(plan),
        ]
        parts.extend(self.paragraph(warning, "small") for warning in plan.warnings)
        return parts

    def revision(self, plan: TablePlan) -> list[Flowable]:
        """A card printed again after the table's players changed says so, and from when
        (docs/rules.md#changes-during-the-evening): the card it replaces is thrown away."""
        if not plan.revised_after:
            return []
        return [revised_mark(self, plan.revised_after)]

    def plan_summary(self, plan: TablePlan) -> str:
        table = plan.table
        return ngettext(
            "%(players)s players, %(count)s chukker tonight over %(positions)s positions; the "
            "first pair sits North-South, the second East-West. Each player deals once per "
            "chukker, clockwise from the first dealer.",
            "%(players)s players, %(count)s chukkers tonight over %(positions)s positions, "
            "from the first again when they run out; the first pair sits North-South, the "
            "second East-West. Each player deals once per chukker, clockwise from the first "
            "dealer.",
            table.length,
        ) % {"players": table.size, "count": table.length, "positions": plan.chukkers_per_cycle}

    def player_columns(self, plan: TablePlan) -> list[Column[SeatedPlayer]]:
        """The table's players by number, with how many chukkers each plays tonight (counted by
        who they are: a player's number may change with the table's players)."""
        played: dict[object, int] = {_who(player): 0 for player in plan.players}
        for line in plan.lines:
            for player in (line.north, line.east, line.south, line.west):
                played[_who(player)] = played.get(_who(player), 0) + 1
        return [
            Column(_("No."), lambda player: str(player.number), numeric=True),
            Column(_("Player"), lambda player: player.name),
            Column(
                _("Chukkers played"),
                lambda player: str(played.get(_who(player), 0)),
                numeric=True,
            ),
        ]

    def players(self, plan: TablePlan, room: float) -> Flowable:
        return self.grid(self.player_columns(plan), plan.players, width=room)

    def players_and_code(self, plan: TablePlan) -> Flowable:
        """The players on the left; the QR code of the entry link, big enough to scan, right."""
        link = self.links.get(plan.table.pk, "")
        if not link:
            return self.players(plan, self.width)
        code = QR_SIZE + 6 * mm
        room = self.width - code - 6
        layout = Table([[self.players(plan, room), QrCode(link)]], colWidths=[room + 6, code])
        layout.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (0, -1), 0),
                ]
            )
        )
        return layout

    def position_columns(self) -> list[Column[PlanLine]]:
        """Every chukker the table plays tonight: the chukker and its position as
        docs/rules.md#rotation-tables prints it (marked where the players changed), each pair
        and its seats, who sits out, who deals first."""

        def places(*seats: tuple[Seat, SeatedPlayer]) -> str:
            return "\n".join(f"{display.seat_letter(seat)} {player}" for seat, player in seats)

        return [
            Column(
                _("Chukker"),
                lambda line: "\n".join(
                    [
                        str(line.chukker),
                        _("position %(position)s") % {"position": line.position},
                        line.notation,
                        *([_("players changed")] if line.changed else []),
                    ]
                ),
                width=28 * mm,
            ),
            Column(
                _("North – South"), lambda line: places((Seat.N, line.north), (Seat.S, line.south))
            ),
            Column(_("East – West"), lambda line: places((Seat.E, line.east), (Seat.W, line.west))),
            Column(
                _("Sitting out"),
                lambda line: "\n".join(str(player) for player in line.sitting_out) or "—",
            ),
            Column(_("First dealer"), lambda line: places((line.first_dealer, line.dealer))),
        ]

    def positions(self, plan: TablePlan) -> Flowable:
        return self.grid(self.position_columns(), plan.lines)

    def entry_link(self, plan: TablePlan) -> Flowable:
        """The link written out in full (and clickable), for anyone whose phone cannot scan."""
        link = self.links.get(plan.table.pk, "")
        if not link:
            return Spacer(1, 0)
        return Paragraph(
            text(_("Enter the scores at this table's page:"))
            + f' <a href="{text(link)}" color="blue">{text(link)}</a>',
            self.styles["small"],
        )

    def tonight_link(self) -> list[Flowable]:
        """The evening's tonight page (its live standings for everyone in the room), as a QR
        code and written out, when the director has switched it on (``views.tonight``)."""
        if not self.tonight:
            return []
        size = 24 * mm
        words = Paragraph(
            text(_("Tonight's standings, live, on your phone:"))
            + f' <a href="{text(self.tonight)}" color="blue">{text(self.tonight)}</a>',
            self.styles["small"],
        )
        layout = Table(
            [[QrCode(self.tonight, size), words]],
            colWidths=[size + 4 * mm, self.width - size - 4 * mm],
        )
        layout.setStyle(
            TableStyle(
                [("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (0, -1), 0)]
            )
        )
        return [Spacer(1, 3 * mm), layout]
