"""Results pages: evening standings (and their export), the live display, table recaps, the
season's standings, their PDFs, and the director's publish switch.

An evening's results are the director's alone until published; after that anyone with the link
may read them. A season is public once every one of its evenings is. Anyone else is sent to the
login page rather than told the page does not exist.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Concatenate, ParamSpec, Protocol

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.http import require_POST
from django_tables2 import RequestConfig, Table
from django_tables2.export import TableExport

from clubchicago.club.charts import line_chart
from clubchicago.club.listings.results import (
    EveningStandingsTable,
    LiveStandingsTable,
    SeasonStandingsTable,
    csv_bytes,
    evening_rows,
    season_rows,
)
from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.pdf.ranking import RankingPdf
from clubchicago.club.pdf.recap import RecapPdf
from clubchicago.club.pdf.season import SeasonPdf
from clubchicago.club.selectors import standings
from clubchicago.club.selectors.recaps import TableRecap, table_recaps
from clubchicago.club.selectors.standings import Order
from clubchicago.club.services.evenings import set_published
from clubchicago.club.views.common import director_required, is_director, pdf_response

EXPORTS = ("csv", "xlsx")

P = ParamSpec("P")


class EveningResultsView(Protocol[P]):
    """A results view as the URLs call it: with the evening's pk, by name."""

    def __call__(
        self, request: HttpRequest, pk: int, *args: P.args, **kwargs: P.kwargs
    ) -> HttpResponse: ...


def evening_results(
    view: Callable[Concatenate[HttpRequest, Evening, P], HttpResponse],
) -> EveningResultsView[P]:
    """Load the evening; unpublished results are for the director only."""

    @wraps(view)
    def wrapper(request: HttpRequest, pk: int, *args: P.args, **kwargs: P.kwargs) -> HttpResponse:
        evening = get_object_or_404(Evening.objects.select_related("season"), pk=pk)
        if not (evening.published or is_director(request.user)):
            return redirect_to_login(request.get_full_path())
        return view(request, evening, *args, **kwargs)

    return wrapper


def season_results(
    view: Callable[[HttpRequest, Season], HttpResponse],
) -> Callable[[HttpRequest, int], HttpResponse]:
    """Load the season; it is public only once every one of its evenings is published."""

    @wraps(view)
    def wrapper(request: HttpRequest, pk: int) -> HttpResponse:
        season = get_object_or_404(Season, pk=pk)
        if not (is_director(request.user) or standings.season_is_public(season)):
            return redirect_to_login(request.get_full_path())
        return view(request, season)

    return wrapper


def _export(request: HttpRequest, table: Table, title: str, filename: str) -> HttpResponse | None:
    kind = request.GET.get("_export")
    if kind not in EXPORTS:
        return None
    if kind == "csv":  # for the Excel of the reader's language (``listings.results``)
        written = HttpResponse(csv_bytes(table), content_type="text/csv; charset=utf-8")
        written["Content-Disposition"] = f'attachment; filename="{filename}.csv"'
        return written
    exporter = TableExport(kind, table, dataset_kwargs={"title": title[:31]})
    response: HttpResponse = exporter.response(f"{filename}.{kind}")
    return response


def _asked_order(request: HttpRequest) -> Order | None:
    """The order in the query string, or None for the evening's own default."""
    asked = request.GET.get("order")
    return Order.parse(asked) if asked in {order.value for order in Order} else None


@evening_results
def evening_standings(request: HttpRequest, evening: Evening) -> HttpResponse:
    result = standings.evening_standings(evening, _asked_order(request))
    table = EveningStandingsTable(result.rows, evening=evening, order=result.order)
    RequestConfig(request, paginate=False).configure(table)
    filename = f"standings-{evening.date:%Y-%m-%d}-{evening.pk}"
    exported = _export(request, table, gettext("Standings"), filename)
    if exported is not None:
        return exported
    context = {
        **_standings_context(evening, table, result),
        "table_numbers": sorted({row.table for row in result.rows if row.table is not None}),
        "is_director": is_director(request.user),
    }
    return render(request, "club/results/evening_standings.html", context)


@evening_results
def evening_live(request: HttpRequest, evening: Evening) -> HttpResponse:
    result = standings.evening_standings(evening, _asked_order(request))
    table = LiveStandingsTable(result.rows, evening=evening, order=result.order)
    context = _standings_context(evening, table, result)
    return render(request, "club/results/evening_live.html", context)


def _standings_context(
    evening: Evening, table: EveningStandingsTable, result: standings.EveningStandings
) -> dict[str, object]:
    """What the standings page and the live display both show: the table, its rows written
    once (``evening_rows``), the ranking's notes and order."""
    return {
        "evening": evening,
        "table": table,
        "rows": evening_rows(table),
        "standings": result,
        "notes": result.notes(evening.unit),
        "order": result.order,
    }


def _one_table(evening: Evening, number: int) -> list[TableRecap]:
    """The recap of table ``number`` (a list of one, as the renderers take), or 404."""
    recaps = table_recaps(evening, number)
    if not recaps:
        raise Http404(gettext("This evening has no such table."))
    return recaps


@evening_results
def table_recap(request: HttpRequest, evening: Evening, number: int) -> HttpResponse:
    recaps = _one_table(evening, number)
    context = {"evening": evening, "recap": recaps[0], "is_director": is_director(request.user)}
    return render(request, "club/results/table_recap.html", context)


@evening_results
def table_recap_pdf(request: HttpRequest, evening: Evening, number: int) -> HttpResponse:
    recaps = _one_table(evening, number)
    pdf = RecapPdf(club=Club.load(), evening=evening, recaps=recaps).render()
    return pdf_response(pdf, f"recap-{evening.date:%Y-%m-%d}-table-{number}.pdf")


@evening_results
def recaps_pdf(request: HttpRequest, evening: Evening) -> HttpResponse:
    recaps = table_recaps(evening)
    pdf = RecapPdf(club=Club.load(), evening=evening, recaps=recaps).render()
    return pdf_response(pdf, f"recaps-{evening.date:%Y-%m-%d}.pdf")


@evening_results
def ranking_pdf(request: HttpRequest, evening: Evening) -> HttpResponse:
    result = standings.evening_standings(evening, _asked_order(request))
    pdf = RankingPdf(club=Club.load(), evening=evening, standings=result).render()
    return pdf_response(pdf, f"ranking-{evening.date:%Y-%m-%d}.pdf")


@director_required
@require_POST
def evening_publish(request: HttpRequest, pk: int) -> HttpResponse:
    """Make the evening's results public, or director-only again (POST ``next``: where to go)."""
    evening = get_object_or_404(Evening, pk=pk)
    set_published(evening, not evening.published)
    if evening.published:
        messages.success(
            request, gettext("The results are public: anyone with the link sees them.")
        )
    else:
        messages.success(request, gettext("The results are for the director only again."))
    # A publish button elsewhere (the evening's page) may ask to come back to it.
    back = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(back, {request.get_host()}, request.is_secure()):
        return redirect(back)
    return redirect("club:evening_standings", pk=evening.pk)


@season_results
def season_standings(request: HttpRequest, season: Season) -> HttpResponse:
    order = Order.parse(request.GET.get("order"))
    # An export has no chart: the leaders' progression is not read for it.
    exporting = request.GET.get("_export") in EXPORTS
    result = standings.season_standings(season, order, progression=not exporting)
    table = SeasonStandingsTable(
        result.rows, season=season, fiche_evenings=bool(result.fiche_values)
    )
    RequestConfig(request, paginate=False).configure(table)
    exported = _export(request, table, season.name, f"season-{season.pk}")
    if exported is not None:
        return exported
    leaders = result.progression()
    context = {
        "season": season,
        "table": table,
        "rows": season_rows(table),
        "order": order,
        "standings": result,
        "leaders": leaders,
        "chart": line_chart(
            [leader.series for leader in leaders],
            numbers=[evening.number for evening in result.played],
        )
        if leaders
        else None,
        "leaders_by_evening": result.progression_by_evening(leaders),
        "is_director": is_director(request.user),
    }
    return render(request, "club/results/season_standings.html", context)


@season_results
def season_pdf(request: HttpRequest, season: Season) -> HttpResponse:
    order = Order.parse(request.GET.get("order"))
    result = standings.season_standings(season, order)
    pdf = SeasonPdf(club=Club.load(), season=season, standings=result, order=order).render()
    return pdf_response(pdf, f"season-{season.pk}.pdf")
