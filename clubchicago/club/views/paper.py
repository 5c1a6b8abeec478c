"""Paper beside the phones: the score sheets to print, a table switched between phone and paper,
and the director typing a chukker in from its signed sheet.

Thin views: load the table, read the form, call ``services.paper`` (which writes through
``services.play``), message, redirect. The running score of the chukker being typed in comes
from the scoring engine through ``selectors.paper`` (``paper_preview`` answers htmx with it as
each row is completed; without JavaScript, "Show the score" posts the page back with it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from clubchicago.club import caching, display
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.paper import (
    ChukkerChoiceForm,
    PaperChukkerForm,
    PaperRowForm,
    PaperSwitchForm,
    mode_of,
)
from clubchicago.club.models import Chukker, Club, Evening, Table
from clubchicago.club.pdf.score_sheets import ScoreSheetsPdf
from clubchicago.club.selectors import lookups
from clubchicago.club.selectors.paper import (
    PaperChukker,
    RunningRow,
    SheetDeal,
    paper_chukker,
    table_sheets,
)
from clubchicago.club.selectors.plans import evening_tables
from clubchicago.club.services import paper
from clubchicago.club.services.play import Actor
from clubchicago.club.snapshots import snapshot
from clubchicago.club.views.common import DirectorRequest, director_required, pdf_response
from scoring import ChukkerSheet, Side


def _table(pk: int, number: int) -> Table:
    return get_object_or_404(lookups.tables_with_evening(), evening_id=pk, number=number)


# -- the score sheets --------------------------------------------------------------------------


def _sheets_response(
    request: HttpRequest,
    evening: Evening,
    tables: Callable[[], Sequence[Table]],
    number: int | None,
    filename: str,
) -> HttpResponse:
    """The score sheets of ``tables()`` (read only if the print is not cached): table
    ``number``'s, or every table's (None); they show the plan alone, so they stay cached while
    the deals come in (``ScoreSheetsPdf.cache_key``)."""
    club = Club.load()

    def render_sheets() -> bytes:
        sheets = [table_sheets(table, evening.schedule) for table in tables()]
        if number is None:  # every table's: kept table by table
            return ScoreSheetsPdf.by_tables(request, club, evening, sheets)
        return ScoreSheetsPdf.of_evening(club, evening, sheets).render()

    key = ScoreSheetsPdf.cache_key(request, club, evening, number)
    return pdf_response(caching.cached_pdf(key, render_sheets), filename)


@director_required
@require_GET
def score_sheets_pdf(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    filename = f"score-sheets-{evening.date:%Y-%m-%d}.pdf"
    return _sheets_response(request, evening, lambda: evening_tables(evening), None, filename)


@director_required
@require_GET
def table_score_sheets_pdf(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)

    def table() -> list[Table]:
        return [get_object_or_404(lookups.tables_with_places(), evening_id=pk, number=number)]

    filename = f"score-sheets-table-{number}-{evening.date:%Y-%m-%d}.pdf"
    return _sheets_response(request, evening, table, number, filename)


# -- phone or paper ----------------------------------------------------------------------------


@director_required
@require_POST
def table_paper(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    """Score the table on paper, or from its phones again; deals already stored stay."""
    table = _table(pk, number)
    form = PaperSwitchForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("This page was out of date; here it is again as it is now."))
        return redirect("club:table_positions", pk=pk, number=number)
    try:
        table = paper.set_on_paper(table, form.cleaned_data["on_paper"])
    except ClubUserError as error:  # the server was busy: nothing changed
        messages.error(request, error.message)
        return redirect("club:table_positions", pk=pk, number=number)
    if table.on_paper:
        done = _(
            "Table %(number)s is scored on paper: its players keep the score sheet and you type "
            "each chukker in; its link shows the sheet but takes no entry."
        )
    else:
        done = _("Table %(number)s is scored from its phones again.")
    messages.success(request, done % {"number": table.number})
    back = form.cleaned_data["back"]
    if back == "play":
        return redirect("club:evening_play", pk=pk)
    if back == "paper":
        return redirect("club:paper_entry", pk=pk, number=number)
    return redirect("club:table_positions", pk=pk, number=number)


# -- typing a chukker in -----------------------------------------------------------------------


def _wanted(data: Mapping[str, Any]) -> int | None:
    """The chukker a page or a post names (``chukker``), if it names one a table can play."""
    return ChukkerChoiceForm(data).wanted()


def _entry_url(table: Table, typed: bool, chukker: int | None = None) -> str:
    url = reverse("club:paper_entry", args=[table.evening_id, table.number])
    query = {
        key: value
        for key, value in (("fields", "" if typed else "1"), ("chukker", chukker))
        if value
    }
    return f"{url}?{urlencode(query)}" if query else url


@director_required
@require_http_methods(["GET", "POST"])
def paper_entry(request: DirectorRequest, pk: int, number: int) -> HttpResponse:
    """One chukker of the table's sheet on one page: four rows, typed in and saved at once."""
    table = _table(pk, number)
    data = request.POST if request.method == "POST" else request.GET
    typed, wanted = mode_of(data), _wanted(data)
    chukker = paper_chukker(table, wanted)
    if chukker is None:
        if request.method == "POST":
            messages.error(request, _("This page was out of date; here it is again as it is now."))
            return redirect(_entry_url(table, typed))
        if wanted is not None:
            raise Http404
        return _entry_page(request, table, None, None, typed)
    posted = request.method == "POST"
    form = PaperChukkerForm(
        request.POST if posted else None,
        paper=chukker,
        typed=typed,
        letters=display.shorthand_letters(),
    )
    if posted and "save" in request.POST and form.is_valid():
        try:
            stored = paper.type_in_chukker(
                table,
                form.rows_typed(),
                chukker_number=chukker.number,
                actor=Actor.for_director(request.user),
            )
        except paper.PaperRowError as error:
            form.add_row_error(error.number, error.message)
        except ClubUserError as error:
            form.add_error(error.message)
        else:
            messages.success(request, typed_in(stored))
            return redirect(_entry_url(table, typed))
    return _entry_page(request, table, chukker, form, typed)


def typed_in(chukker: Chukker) -> str:
    """What the page says once a chukker is saved: its totals, and whether it is closed."""
    said = _("Chukker %(chukker)s saved: %(ns)s %(ns_total)s · %(ew)s %(ew_total)s.") % {
        "chukker": chukker.number,
        "ns": display.side_letters(Side.NS),
        "ns_total": chukker.ns_total,
        "ew": display.side_letters(Side.EW),
        "ew_total": chukker.ew_total,
    }
    if not chukker.closed:
        said += " " + _("It stays open until its four deals are in.")
    return said


@dataclass(frozen=True)
class Running:
    """What the form holds, scored: the sheet, each row with its deal's dealer and vulnerability
    and its running score, what each side would be credited, or why the engine refused."""

    sheet: ChukkerSheet | None
    rows: Sequence[tuple[PaperRowForm, SheetDeal, RunningRow | None]]
    credits: dict[Side, int] | None
    problem: str = ""


def _running(chukker: PaperChukker, form: PaperChukkerForm) -> Running:
    try:
        sheet, scored = chukker.running(form.contracts())
    except ClubUserError as error:
        unscored = [(row, deal, None) for row, deal in zip(form.rows, chukker.deals, strict=True)]
        return Running(None, unscored, None, error.message)
    by_number = {row.number: row for row in scored}
    rows = [
        (row, deal, by_number.get(row.number))
        for row, deal in zip(form.rows, chukker.deals, strict=True)
    ]
    return Running(sheet, rows, chukker.credits(sheet) if sheet.lines else None)


@snapshot()  # after a POST too, the table is read as of one moment
def _entry_page(
    request: HttpRequest,
    table: Table,
    chukker: PaperChukker | None,
    form: PaperChukkerForm | None,
    typed: bool,
) -> HttpResponse:
    context: dict[str, object] = {
        "evening": table.evening,
        "table": table,
        "paper": chukker,
        "form": form,
        "typed": typed,
        "other_mode_url": _entry_url(table, not typed, chukker.number if chukker else None),
    }
    if chukker is not None and form is not None:
        context["running"] = _running(chukker, form)
        preview = reverse("club:paper_preview", args=[table.evening_id, table.number])
        context["preview_url"] = preview
        form.focus()
    return render(request, "club/paper/entry.html", context)


@director_required
@require_GET
def paper_preview(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    """The running score of the rows typed so far, asked for by htmx as each row is completed
    (computed by the scoring engine; nothing is stored)."""
    table = _table(pk, number)
    chukker = paper_chukker(table, _wanted(request.GET))
    if chukker is None:
        raise Http404
    form = PaperChukkerForm(
        request.GET, paper=chukker, typed=mode_of(request.GET), letters=display.shorthand_letters()
    )
    context = {"running": _running(chukker, form), "paper": chukker, "oob": True}
    return render(request, "club/paper/running.html", context)
