"""Evening and season standings as django-tables2 tables, fed the rows of ``standings``.

The rows arrive ranked; the columns only show them (docs/architecture.md#selectors: no ranking in
``render_*``), with the words and signed numbers of ``display``.
Exports (CSV, Excel) go through ``as_values``, which here defuses spreadsheet formulas and
replaces the characters nobody can see (``text.visible``). A CSV file is written for the Excel
of the reader's language (``csv_bytes``): UTF-8 with a byte-order mark, the separator that
Excel expects there and decimals as that language writes them.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Iterator
from decimal import Decimal
from typing import Any, TypeVar
from urllib.parse import urlencode

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django_tables2.columns import BoundColumn

from clubchicago.club import display
from clubchicago.club import standings_columns as columns
from clubchicago.club.models import Evening, Season
from clubchicago.club.selectors.players import NO_SEASON
from clubchicago.club.selectors.season_rows import SeasonRow
from clubchicago.club.selectors.standings import StandingRow
from clubchicago.club.text import visible
from scoring.standings import Order

# A text cell starting with one of these runs as a formula in a spreadsheet (OWASP: CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
NUM = {"td": {"class": "num"}, "th": {"class": "num"}}

T = TypeVar("T")


def formula_safe(value: T) -> T | str:
    """Text that a spreadsheet would run is prefixed with a quote; numbers stay numbers.

    Checked in its compatibility form (NFKC): a spreadsheet may read a full-width ``＝``, a
    small ``﹢`` or a superscript ``⁼`` as the sign it stands for, so those start a formula too.
    The text itself is written as it is.
    """
    if isinstance(value, str) and unicodedata.normalize("NFKC", value).startswith(FORMULA_STARTS):
        return "'" + value
    return value


def signed_class(record: StandingRow | SeasonRow, bound_column: BoundColumn) -> str:
    """``num`` plus ``positive`` or ``negative`` by the sign of the cell's number."""
    return sign_class(bound_column.accessor.resolve(record, quiet=True))


def sign_class(value: object) -> str:
    """``num`` plus ``positive`` or ``negative`` by the sign of ``value``, if it is a number."""
    if isinstance(value, int | float | Decimal) and value > 0:
        return "num positive"
    if isinstance(value, int | float | Decimal) and value < 0:
        return "num negative"
    return "num"


# django-tables2 has no type stubs: its classes are Any to mypy, and so are their arguments.
class SignedColumn(tables.Column):  # type: ignore[misc]
    """A credit: right-aligned, green or red, printed with its sign."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("attrs", {"td": {"class": signed_class}, "th": {"class": "num"}})
        super().__init__(*args, **kwargs)

    def render(self, value: int | Decimal | None) -> str:
        # Exports go through ``value`` and keep the plain number.
        return display.signed(value)

    def value(self, value: int | Decimal | None) -> int | Decimal | None:
        return value


def export_safe(value: T) -> T | str:
    """A cell as an export writes it: hidden characters shown as U+FFFD, formulas defused.

    Names are checked as they enter, but a name stored before that check, or text that entered
    by another door, must still export: openpyxl refuses control characters outright.
    """
    if isinstance(value, str):
        return formula_safe(visible(value))
    return value


class ExportSafeTable(tables.Table):  # type: ignore[misc]  # django-tables2: no stubs
    """A table whose exported cells never run as formulas nor hold a character Excel refuses."""

    def as_values(self, exclude_columns: Iterable[str] | None = None) -> Iterator[list[object]]:
        for row in super().as_values(exclude_columns=exclude_columns):
            yield [export_safe(value) for value in row]


# Excel reads a CSV file with the list separator of the computer's regional settings: a comma
# in English, a semicolon where the decimal mark is a comma (French, Italian).
CSV_SEPARATORS = {"fr": ";", "it": ";"}
BYTE_ORDER_MARK = "\ufeff"  # without it Excel reads UTF-8 as the local code page: "ZoÃ«"


def csv_separator() -> str:
    """The separator the reader's Excel splits a CSV line on."""
    return CSV_SEPARATORS.get((get_language() or "en").split("-")[0], ",")


def csv_cell(value: object) -> str:
    """A cell as the reader's Excel reads it: numbers with their decimal mark ("250,0" in
    French and Italian) and an ASCII minus, so they stay numbers; text as it is."""
    if value is None:
        return ""
    if isinstance(value, int | Decimal | float) and not isinstance(value, bool):
        return display.number(value)
    return str(value)


def csv_bytes(table: ExportSafeTable) -> bytes:
    """The table as a CSV file that opens right in the Excel of the reader's language."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=csv_separator(), lineterminator="\r\n")
    for row in table.as_values():
        writer.writerow([csv_cell(value) for value in row])
    return (BYTE_ORDER_MARK + out.getvalue()).encode("utf-8")


def player_page(player_id: int, season_id: int | None) -> str:
    """A player's page, opened on the season these standings belong to."""
    return reverse("club:player_results", args=[player_id]) + "?" + season_query(season_id)


def season_query(season_id: int | None) -> str:
    """The query string that opens a player's page on this season (or on no season)."""
    return urlencode({"season": str(season_id) if season_id is not None else NO_SEASON})


def evening_player_link(record: StandingRow, table: EveningStandingsTable) -> str:
    return player_page(record.player_id, table.evening.season_id)


def season_player_link(record: SeasonRow, table: SeasonStandingsTable) -> str:
    return player_page(record.player_id, table.season.pk)


def recap_link(record: StandingRow, table: EveningStandingsTable) -> str | None:
    """Each table number links to that table's recap sheet."""
    if record.table is None:
        return None
    return reverse("club:table_recap", args=[table.evening.pk, record.table])


def rank_text(rank: int | None) -> str:
    """A rank as the page shows it, or "not ranked"."""
    return str(rank) if rank is not None else str(_("not ranked"))


class RankColumn(tables.Column):  # type: ignore[misc]  # django-tables2: no stubs
    """A rank, or "not ranked" for a player under the club's minimum of positions (on a phone
    a dash, the words left for screen readers, so the rank stays a narrow column)."""

    empty_values = ()

    def render(self, value: int | None) -> str:
        if value is not None:
            return rank_text(value)
        return format_html(
            '<span class="phone-only" aria-hidden="true">—</span>'
            '<span class="rank-words">{}</span>',
            rank_text(value),
        )

    def value(self, value: int | None) -> int | str:
        return value if value is not None else str(_("not ranked"))


# The handicap ranking's columns (docs/rules.md#handicaps), shown only in it.
HANDICAP_COLUMNS = ("handicap", "handicap_total", "handicap_average")


class HandicapColumn(tables.Column):  # type: ignore[misc]  # django-tables2: no stubs
    """A handicap in points per position, with its sign."""

    def render(self, value: Decimal | None) -> str:
        return display.signed(value)

    def value(self, value: Decimal | None) -> Decimal | None:
        return value


def ranked_by_column(order: Order, handicapped: bool) -> str:
    """The column a ranking is by, marked on the page and in bold in the PDFs."""
    if handicapped:
        return "handicap_average" if order is Order.AVERAGE else "handicap_total"
    return "average" if order is Order.AVERAGE else "total"


# On a phone a standings row reads as one line, rank, name, positions and total, and the
# table's other columns as labelled lines below it (static/css/site.css: "Standings on a
# phone"); each cell is classed by its part in that line.
PHONE_LINE = {"rank": "rank", "name": "name", "positions": "positions", "total": "total"}
PHONE_LINE["hundreds"] = "total"  # a season's total


class PhoneRows(ExportSafeTable):
    """A standings table whose cells say their part in a phone's line (``cell-rank``,
    ``cell-name``, ``cell-positions``, ``cell-total``, or ``cell-extra`` with the column's
    heading as its ``data-label``)."""

    def get_column_class_names(self, classes_set: set[str], bound_column: BoundColumn) -> set[str]:
        classes: set[str] = super().get_column_class_names(classes_set, bound_column)
        return classes | {f"cell-{PHONE_LINE.get(bound_column.name, 'extra')}"}

    def label_cells(self) -> None:
        """Each cell of an extra column carries its heading, shown before it on a phone."""
        for bound in self.columns:
            if bound.name in PHONE_LINE:
                continue
            attrs = dict(bound.column.attrs)
            attrs["td"] = {**attrs.get("td", {}), "data-label": display.colon(bound.header)}
            bound.column.attrs = attrs


class EveningStandingsTable(PhoneRows):
    """Rows: ``standings.StandingRow``; the total column is named after the evening's unit."""

    rank = RankColumn(verbose_name=columns.RANK, attrs=NUM)
    name = tables.Column(
        verbose_name=columns.PLAYER, order_by=("sort_name", "name"), linkify=evening_player_link
    )
    table = tables.Column(verbose_name=columns.TABLE, attrs=NUM, linkify=recap_link)
    positions = tables.Column(verbose_name=columns.POSITIONS, attrs=NUM)
    total = SignedColumn(verbose_name=columns.TOTAL)
    average = SignedColumn(verbose_name=columns.AVERAGE)
    handicap = HandicapColumn(verbose_name=columns.HANDICAP, attrs=NUM)
    handicap_total = SignedColumn(verbose_name=columns.HANDICAP_TOTAL)
    handicap_average = SignedColumn(verbose_name=columns.HANDICAP_AVERAGE)
    raw = SignedColumn(verbose_name=columns.RAW)

    class Meta:
        attrs = {"class": "standings"}
        empty_text = _("No player is seated at this evening yet.")

    def __init__(
        self,
        data: Iterable[StandingRow],
        *,
        evening: Evening,
        order: Order = Order.TOTAL,
        handicapped: bool = False,
        **kwargs: Any,
    ) -> None:
        hidden = tuple(kwargs.pop("exclude", None) or ())
        kwargs["exclude"] = hidden + (() if handicapped else HANDICAP_COLUMNS)
        super().__init__(data, **kwargs)
        self.evening = evening
        # Columns are copied per table instance, so renaming this one touches no other table.
        self.columns["total"].column.verbose_name = display.total_heading(evening.unit)
        ranked_by = ranked_by_column(order, handicapped)
        self.columns[ranked_by].column.attrs = {
            "td": {"class": signed_class},
            "th": {"class": "num ranked-by"},
        }
        self.label_cells()


class LiveStandingsTable(EveningStandingsTable):
    """The projector's view: fewer columns, no links, no sorting; the ranking's column stays."""

    name = tables.Column(verbose_name=columns.PLAYER)
    table = tables.Column(verbose_name=columns.TABLE, attrs=NUM)

    class Meta(EveningStandingsTable.Meta):
        attrs = {"class": "standings live"}
        orderable = False

    def __init__(
        self, data: Iterable[StandingRow], *, order: Order = Order.TOTAL, **kwargs: Any
    ) -> None:
        hidden = ("raw",) if order is Order.AVERAGE else ("average", "raw")
        super().__init__(data, order=order, exclude=hidden, **kwargs)


class FichesColumn(tables.Column):  # type: ignore[misc]  # django-tables2: no stubs
    """A season's fiches, summed apart for each fiche value: "+12", or "+12 (100) · −3 (200)"."""

    def render(self, value: tuple[tuple[int, int], ...]) -> str:
        return display.fiches_by_value(value)

    def value(self, value: tuple[tuple[int, int], ...]) -> str:
        return display.fiches_by_value(value)


class SeasonStandingsTable(PhoneRows):
    """Rows: ``season_rows.SeasonRow``; every evening counted in hundreds, fiches beside."""

    rank = RankColumn(verbose_name=columns.RANK, attrs=NUM)
    name = tables.Column(
        verbose_name=columns.PLAYER, order_by=("sort_name", "name"), linkify=season_player_link
    )
    evenings = tables.Column(verbose_name=columns.EVENINGS, attrs=NUM)
    positions = tables.Column(verbose_name=columns.POSITIONS, attrs=NUM)
    hundreds = SignedColumn(accessor="rounded_points", verbose_name=columns.SEASON_TOTAL)
    average = SignedColumn(verbose_name=columns.SEASON_AVERAGE)
    fiches = FichesColumn(verbose_name=columns.FICHES, orderable=False, attrs=NUM)
    handicap = HandicapColumn(verbose_name=columns.HANDICAP, attrs=NUM)
    handicap_total = SignedColumn(verbose_name=columns.SEASON_HANDICAP_TOTAL)
    handicap_average = SignedColumn(verbose_name=columns.HANDICAP_AVERAGE)
    dropped = tables.Column(verbose_name=columns.DROPPED, attrs=NUM)
    eligibility = tables.Column(
        verbose_name=columns.ELIGIBLE, order_by=("ineligible",), empty_values=()
    )
    raw = SignedColumn(verbose_name=columns.RAW)

    class Meta:
        attrs = {"class": "standings"}
        empty_text = _("No evening of this season has results yet.")

    def __init__(
        self,
        data: Iterable[SeasonRow],
        *,
        season: Season,
        fiche_evenings: bool = True,
        handicapped: bool = False,
        **kwargs: Any,
    ) -> None:
        # docs/rules.md#season-rules: the rules' columns only where the season has them.
        rules = season.rules()
        hidden = (
            *(() if fiche_evenings else ("fiches",)),
            *(() if handicapped else HANDICAP_COLUMNS),
            *(() if rules.best is not None else ("dropped",)),
            *(() if rules.minimum_evenings or rules.members_only else ("eligibility",)),
        )
        super().__init__(data, exclude=hidden, **kwargs)
        self.season = season
        self.label_cells()
