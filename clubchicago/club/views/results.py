"""Results pages: evening standings (and their export), the live display, table recaps, the
season's standings, their PDFs, and the director's publish switch.

An evening's results are the director's alone until published; after that anyone with the link
may read them. A season's standings are public once one of its evenings is, over its published
evenings only (docs/rules.md#season-standings); the director's season page counts every evening
and says which the public sees. Anyone else is sent to the login page rather than told the page
does not exist.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from functools import wraps
from typing import Concatenate, ParamSpec, Protocol

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.http import condition, require_POST
from django_tables2 import RequestConfig, Table
from django_tables2.export import TableExport

from clubchicago.club import caching
from clubchicago.club.charts import Chart, line_chart
from clubchicago.club.links import absolute_url, site_address
from clubchicago.club.listings.club_points import SeasonPointsTable
from clubchicago.club.listings.results import (
    EveningStandingsTable,
    LiveStandingsTable,
    SeasonStandingsTable,
    csv_bytes,
)
from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.pdf.ranking import RankingPdf
from clubchicago.club.pdf.recap import RecapPdf
from clubchicago.club.pdf.season import SeasonPdf
from clubchicago.club.selectors import lookups, seasons, standings
from clubchicago.club.selectors import season_standings as season_ranking
from clubchicago.club.selectors.club_points import season_points
from clubchicago.club.selectors.handicaps import handicaps, handicaps_version
from clubchicago.club.selectors.recaps import TableRecap, table_recaps
from clubchicago.club.selectors.seasons import unpublished_evenings
from clubchicago.club.selectors.standings import Ranking
from clubchicago.club.services.evenings import set_published
from clubchicago.club.text import visible
from clubchicago.club.views.common import director_required, is_director, pdf_response
from clubchicago.club.views.tonight import tonight_url
from scoring.standings import Order

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
        evening = get_object_or_404(lookups.evenings_for_results(), pk=pk)
        if not (evening.published or is_director(request.user)):
            return redirect_to_login(request.get_full_path())
        return view(request, evening, *args, **kwargs)

    return wrapper


def season_results(
    view: Callable[[HttpRequest, Season], HttpResponse],
) -> Callable[[HttpRequest, int], HttpResponse]:
    """Load the season; it is public once one of its evenings is published."""

    @wraps(view)
    def wrapper(request: HttpRequest, pk: int) -> HttpResponse:
        season = get_object_or_404(Season, pk=pk)
        if not (is_director(request.user) or season_ranking.season_is_public(season)):
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
    # A sheet's title is XML too: a hidden character stored before it was refused is shown.
    exporter = TableExport(kind, table, dataset_kwargs={"title": visible(title)[:31]})
    response: HttpResponse = exporter.response(f"{filename}.{kind}")
    return response


def _asked_order(request: HttpRequest) -> Order | None:
    """The order in the query string, or None for the evening's own default."""
    asked = request.GET.get("order")
    return Order.parse(asked) if asked in {order.value for order in Order} else None


def _asked_ranking(request: HttpRequest) -> Ranking:
    """Scratch, or the handicap ranking (docs/rules.md#handicaps), as the query string asks."""
    return Ranking.parse(request.GET.get("ranking"))


def _evening_result(
    evening: Evening, asked: Order | None, ranking: Ranking
) -> standings.EveningStandings:
    if ranking is Ranking.HANDICAP:
        return standings.evening_handicap_standings(evening, asked)
    return standings.evening_standings(evening, asked)


def _asked_sort(request: HttpRequest, table: type[Table]) -> str:
    """The columns a click on a heading sorts by (django-tables2's ``sort``: "name", "-total",
    "table,name"), if ``table`` has them all and sorts by them; else nothing."""
    asked = request.GET.get("sort", "")
    columns = table.base_columns
    names = [part.removeprefix("-") for part in asked.split(",")]
    if not asked or len(asked) > 100 or len(names) > len(columns):
        return ""
    if all(name in columns and columns[name].orderable is not False for name in names):
        return asked
    return ""


def _keep_known_query(
    request: HttpRequest,
    table: type[Table],
    order: Order | None,
    ranking: Ranking = Ranking.SCRATCH,
) -> None:
    """The standings' query string as the page read it (``caching.keep_known_query``): the
    order asked for, the handicap ranking, the column sorted by; each default left out."""
    caching.keep_known_query(
        request,
        order=order.value if order is not None else "",
        ranking=ranking.value if ranking is not Ranking.SCRATCH else "",
        sort=_asked_sort(request, table),
    )


@evening_results
def evening_standings(request: HttpRequest, evening: Evening) -> HttpResponse:
    asked = _asked_order(request)
    ranking = _asked_ranking(request)
    handicapped = ranking is Ranking.HANDICAP

    def configured(result: standings.EveningStandings) -> EveningStandingsTable:
        table = EveningStandingsTable(
            result.rows, evening=evening, order=result.order, handicapped=handicapped
        )
        RequestConfig(request, paginate=False).configure(table)
        return table

    if request.GET.get("_export") in EXPORTS:
        table = configured(_evening_result(evening, asked, ranking))
        filename = f"standings-{evening.date:%Y-%m-%d}-{evening.pk}"
        exported = _export(request, table, gettext("Standings"), filename)
        if exported is not None:
            return exported
    # The handicaps computed for a season follow the previous season's results.
    computed = handicaps_version(evening.season) if handicapped else ""
    _keep_known_query(request, EveningStandingsTable, asked, ranking)
    context = {
        **_standings_context(evening, asked, configured, ranking),
        "cache_key": caching.fragment_key(
            request, f"evening {evening.pk}", evening.results_version, computed
        ),
        "is_director": is_director(request.user),
        "ranking": ranking.value,
    }
    return render(request, "club/results/evening_standings.html", context)


def _live_etag(request: HttpRequest, evening: Evening) -> str | None:
    # The page shows the tonight link as a QR code: it changes with the site's address.
    order = request.GET.get("order", "")
    return caching.poll_etag(request, evening, "live", order, site_address(request))


def _live_last_modified(request: HttpRequest, evening: Evening) -> dt.datetime:
    return caching.poll_last_modified(evening)


@evening_results
@condition(etag_func=_live_etag, last_modified_func=_live_last_modified)
def evening_live(request: HttpRequest, evening: Evening) -> HttpResponse:
    asked = _asked_order(request)

    def live(result: standings.EveningStandings) -> LiveStandingsTable:
        return LiveStandingsTable(result.rows, evening=evening, order=result.order)

    _keep_known_query(request, LiveStandingsTable, asked)
    context = {
        **_standings_context(evening, asked, live),
        "cache_key": caching.fragment_key(
            request, f"evening {evening.pk}", evening.results_version
        ),
        # The tonight page's link as a QR code for the room (``views.tonight``), when it is on.
        "tonight_link": (
            absolute_url(request, tonight_url(evening)) if evening.tonight_page else ""
        ),
    }
    return _polled(render(request, "club/results/evening_live.html", context))


def _polled(response: HttpResponse) -> HttpResponse:
    """A polled page is asked again every time (its ETag answers whether it changed)."""
    patch_cache_control(response, private=True, no_cache=True)
    return response


def _standings_context(
    evening: Evening,
    asked: Order | None,
    table: Callable[[standings.EveningStandings], EveningStandingsTable],
    ranking: Ranking = Ranking.SCRATCH,
) -> dict[str, object]:
    """What the standings page and the live display both show: the table (django-tables2's
    columns), the ranking's notes and order. Lazy: computed only where the page's cached
    fragment is missing (``caching.fragment_key``)."""
    result = caching.lazily(lambda: _evening_result(evening, asked, ranking))
    return {
        "evening": evening,
        "table": caching.lazily(lambda: table(result)),
        "standings": result,
        "notes": caching.lazily(lambda: result.notes(evening.unit)),
        "order": caching.lazily(lambda: result.order.value),
        "table_numbers": caching.lazily(
            lambda: sorted({row.table for row in result.rows if row.table is not None})
        ),
        "cache_seconds": caching.KEEP_SECONDS,
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
    club = Club.load()
    pdf = caching.cached_pdf(
        RecapPdf.cache_key(request, club, evening, number),
        lambda: RecapPdf(club=club, evening=evening, recaps=_one_table(evening, number)).render(),
    )
    return pdf_response(pdf, f"recap-{evening.date:%Y-%m-%d}-table-{number}.pdf")


@evening_results
def recaps_pdf(request: HttpRequest, evening: Evening) -> HttpResponse:
    club = Club.load()
    pdf = caching.cached_pdf(
        RecapPdf.cache_key(request, club, evening),
        lambda: RecapPdf.by_tables(request, club, evening, table_recaps(evening)),
    )
    return pdf_response(pdf, f"recaps-{evening.date:%Y-%m-%d}.pdf")


@evening_results
def ranking_pdf(request: HttpRequest, evening: Evening) -> HttpResponse:
    club = Club.load()
    asked = _asked_order(request)

    def render_ranking() -> bytes:
        # Both rankings (docs/rules.md#handicaps): the handicap one follows the scratch one.
        result = standings.evening_standings(evening, asked)
        ids = [row.player_id for row in result.rows]
        handicap = standings.with_handicaps(result, handicaps(evening.season, ids), evening.unit)
        return RankingPdf(club=club, evening=evening, standings=result, handicap=handicap).render()

    pdf = caching.cached_pdf(RankingPdf.cache_key(request, club, evening, asked), render_ranking)
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


def _season_key(season: Season, public: bool, today: dt.date) -> tuple[object, ...]:
    """What a season's standings vary on besides the order: its version (every evening's
    publication moves it, ``services.versions``), who reads (the public sees the published
    evenings only) and whether the season is still open on ``today`` ("after N evenings")."""
    return (season.results_version, public, seasons.season_is_open(season, today))


@season_results
def season_standings(request: HttpRequest, season: Season) -> HttpResponse:
    order = Order.parse(request.GET.get("order"))
    ranking = _asked_ranking(request)
    handicapped = ranking is Ranking.HANDICAP
    director = is_director(request.user)
    today = timezone.localdate()
    if request.GET.get("_export") in EXPORTS:
        # An export has no chart: the leaders' progression is not read for it.
        result = season_ranking.season_standings(
            season,
            order,
            progression=False,
            handicap=handicapped,
            public=not director,
            today=today,
        )
        table = SeasonStandingsTable(
            result.rows + result.unplayed,
            season=season,
            fiche_evenings=bool(result.fiche_values),
            handicapped=handicapped,
        )
        RequestConfig(request, paginate=False).configure(table)
        exported = _export(request, table, season.name, f"season-{season.pk}")
        if exported is not None:
            return exported
    computed = handicaps_version(season) if handicapped else ""
    asked = order if order is not Order.TOTAL else None  # the season's default left out
    _keep_known_query(request, SeasonStandingsTable, asked, ranking)
    context = {
        **_season_context(request, season, order, ranking, public=not director, today=today),
        "order": order.value,
        "ranking": ranking.value,
        "is_director": director,
        "cache_seconds": caching.KEEP_SECONDS,
        "cache_key": caching.fragment_key(
            request, f"season {season.pk}", _season_key(season, not director, today), computed
        ),
    }
    return render(request, "club/results/season_standings.html", context)


def _season_context(
    request: HttpRequest,
    season: Season,
    order: Order,
    ranking: Ranking = Ranking.SCRATCH,
    *,
    public: bool,
    today: dt.date,
) -> dict[str, object]:
    """The season page's standings, table and chart: lazy, computed only where the page's
    cached fragment is missing."""
    handicapped = ranking is Ranking.HANDICAP
    result = caching.lazily(
        lambda: season_ranking.season_standings(
            season, order, handicap=handicapped, public=public, today=today
        )
    )

    def configured() -> SeasonStandingsTable:
        table = SeasonStandingsTable(
            result.rows,
            season=season,
            fiche_evenings=bool(result.fiche_values),
            handicapped=handicapped,
        )
        RequestConfig(request, paginate=False).configure(table)
        return table

    leaders = caching.lazily(lambda: result.progression())

    def chart() -> Chart | None:
        if not leaders:
            return None
        return line_chart(
            [leader.series for leader in leaders],
            numbers=[evening.number for evening in result.played],
        )

    return {
        "season": season,
        "table": caching.lazily(configured),
        "standings": result,
        # For the director, whose page counts them too: the evenings the public does not see.
        "unpublished": caching.lazily(lambda: [] if public else unpublished_evenings(season)),
        "leaders": leaders,
        "chart": caching.lazily(chart),
        "leaders_by_evening": caching.lazily(lambda: result.progression_by_evening(leaders)),
        "club_points": caching.lazily(
            lambda: SeasonPointsTable(season_points(season), season=season)
        ),
    }


@season_results
def season_pdf(request: HttpRequest, season: Season) -> HttpResponse:
    order = Order.parse(request.GET.get("order"))
    club = Club.load()
    public = not is_director(request.user)
    today = timezone.localdate()  # the season's standings are dated the day they are printed

    def render_season() -> bytes:
        result = season_ranking.season_standings(season, order, public=public, today=today)
        ids = [row.player_id for row in result.rows]
        handicap = season_ranking.with_season_handicaps(result, handicaps(season, ids))
        return SeasonPdf(
            club=club, season=season, standings=result, order=order, handicap=handicap
        ).render()

    key = SeasonPdf.cache_key(request, club, season, order, public=public, today=today)
    pdf = caching.cached_pdf(key, render_season)
    return pdf_response(pdf, f"season-{season.pk}.pdf")
