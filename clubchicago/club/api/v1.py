"""Version 1 of the results API: published results only, read-only, each club's under
``/api/v1/clubs/{slug}/``.

Every endpoint answers GET alone (any other method: 405), reads through the selectors the pages
use, as the public sees them (published evenings, public seasons, players who played a
published evening), and runs a fixed number of queries whatever the club's history. What is not
public is "not found", exactly as what does not exist, and always in the same words. The
OpenAPI description of every club's API is generated from ``schemas`` at
``/api/v1/openapi.json``, the club named by its ``slug`` path parameter; ``/api/v1/`` lists the
endpoints and ``/api/v1/docs`` is django-ninja's Swagger UI, its files served from this
site (no other host) under the site's Content-Security-Policy (its scripts are files).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, wraps
from math import ceil
from typing import Any, TypeVar
from urllib.parse import urljoin

from django.db.models import Count, Q, QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.views.decorators.http import require_GET
from ninja import Field, NinjaAPI, Path, Query, Router, Schema
from ninja.operation import Operation

from clubchicago.club.api import recap_schemas, schemas
from clubchicago.club.api.schemas import OrderCode, Problem
from clubchicago.club.forms.fields import MAX_ID
from clubchicago.club.links import absolute_url
from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.selectors import season_standings as season_ranking
from clubchicago.club.selectors import standings
from clubchicago.club.selectors.club_points import evening_lines, season_lines
from clubchicago.club.selectors.players import player_season, players_with_results
from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.selectors.results import visible_evenings, visible_seasons

PER_PAGE = 20
MAX_PAGE = 10_000  # far beyond any club's history; keeps an offset in range of every database


class ResultsApi(NinjaAPI):
    """The API, its operations named after their functions (``evening_standings``) in the
    OpenAPI description, as a client generated from it names them."""

    def get_openapi_operation_id(self, operation: Operation) -> str:
        return operation.view_func.__name__


api = ResultsApi(
    title="ClubChicago results",
    version="1",
    description=(
        "The club's published results: seasons, evenings, standings, table recaps and players. "
        "Read-only; what is not published is not found."
    ),
    urls_namespace="api-v1",
    docs_url="/docs",
    openapi_url="/openapi.json",
    docs_decorator=require_GET,  # the docs and the description: read-only like the rest
)


@api.exception_handler(Http404)
def not_found(request: HttpRequest, exc: Http404 | None = None) -> HttpResponse:
    """The same answer whatever was not found and however the site runs (django-ninja adds the
    reason when DEBUG is on): nothing tells what is unpublished from what does not exist, nor
    an unknown club from a club's unknown evening."""
    return api.create_response(request, {"detail": "Not Found"}, status=404)


# Every club's answers, under /api/v1/clubs/{slug}/: the request's address names its club, and
# ``tenancy.ClubMiddleware`` serves it in that club's scope (``tenancy.api_place``).
club_api = Router()


def in_its_club(run: Callable[..., HttpResponseBase]) -> Callable[..., HttpResponseBase]:
    """An operation runs only for the club its address names: an unknown club is "not found",
    before its other parameters are read."""

    @wraps(run)
    def checked(request: HttpRequest, **kw: Any) -> HttpResponseBase:
        club = getattr(request, "club", None)
        if club is None or club.slug != kw.get("slug"):
            return not_found(request)
        return run(request, **kw)

    return checked


club_api.add_decorator(in_its_club, mode="view")


M = TypeVar("M", Evening, Player, Season)


# Every number a request carries is bounded by what the databases hold (a row's key: a signed
# 64-bit integer): past it, 422 with the parameter named, never a lookup the database refuses.


class ClubPath(Schema):
    slug: str = Field(
        ...,
        max_length=40,
        pattern=r"^[-a-z0-9]+$",
        description="The club's address, as in its pages' /<slug>/.",
    )


class SeasonPath(ClubPath):
    season_id: int = Field(..., ge=1, le=MAX_ID)


class EveningPath(ClubPath):
    evening_id: int = Field(..., ge=1, le=MAX_ID)


class PlayerPath(ClubPath):
    player_id: int = Field(..., ge=1, le=MAX_ID)


class PageQuery(Schema):
    page: int = Field(1, ge=1, le=MAX_PAGE, description="From 1; past the last page: no items.")


class EveningsQuery(PageQuery):
    season: int | None = Field(
        None, ge=1, le=MAX_ID, description="Only the evenings of this season."
    )


class OrderQuery(Schema):
    order: OrderCode | None = Field(
        None, description="What to rank by; by default, as the results page ranks."
    )


class SeasonQuery(Schema):
    season: str | None = Field(
        None,
        max_length=20,
        description="A season's id, or 'none' for the evenings outside any season; by default, "
        "the season of the player's latest published evening.",
    )


def _page(query: QuerySet[M], page: int) -> tuple[list[M], dict[str, int]]:
    """One page of ``query`` and what ``PageOf`` says of it (two queries)."""
    count = query.count()
    start = (page - 1) * PER_PAGE
    items = list(query[start : start + PER_PAGE])
    return items, {
        "count": count,
        "page": page,
        "pages": max(ceil(count / PER_PAGE), 1),
        "per_page": PER_PAGE,
    }


def _one(query: QuerySet[M], pk: int) -> M:
    """The row ``pk`` of ``query``; anything else is "not found", the same words every time,
    whether the row does not exist or is not public."""
    found = query.filter(pk=pk).first()
    if found is None:
        raise Http404
    return found


def _published_evening(evening_id: int) -> Evening:
    return _one(visible_evenings(public=True), evening_id)


def _public_season(season_id: int) -> Season:
    season = _one(Season.objects.all(), season_id)
    if not season_ranking.season_is_public(season):
        raise Http404
    return season


@club_api.get(
    "/seasons",
    response={200: list[schemas.SeasonOut], 404: Problem, 422: Problem},
    tags=["seasons"],
)
def seasons(request: HttpRequest, path: Path[ClubPath]) -> list[schemas.SeasonOut]:
    """The public seasons (at least one evening published), newest first."""
    return [
        schemas.season_out(line.season, line.evenings, line.published)
        for line in visible_seasons(public=True)
    ]


@club_api.get(
    "/seasons/{season_id}/standings",
    response={200: schemas.SeasonStandingsOut, 404: Problem, 422: Problem},
    tags=["seasons"],
)
def season_standings(
    request: HttpRequest, path: Path[SeasonPath], query: Query[OrderQuery]
) -> schemas.SeasonStandingsOut:
    """A public season's running standings over its published evenings only: every evening
    counted in hundreds, fiches beside; the players who played no position listed apart."""
    season = _public_season(path.season_id)
    # The API gives no chart: the leaders' progression is not read.
    result = season_ranking.season_standings(season, query.order, progression=False, public=True)
    return schemas.season_standings_out(season, result)


@club_api.get(
    "/evenings", response={200: schemas.EveningPage, 404: Problem, 422: Problem}, tags=["evenings"]
)
def evenings(
    request: HttpRequest, path: Path[ClubPath], query: Query[EveningsQuery]
) -> schemas.EveningPage:
    """The published evenings, newest first, twenty a page."""
    listed = visible_evenings(public=True)
    if query.season is not None:
        listed = listed.filter(season_id=query.season)
    items, page = _page(listed, query.page)
    return schemas.EveningPage(items=[schemas.evening_out(e) for e in items], **page)


@club_api.get(
    "/evenings/{evening_id}",
    response={200: schemas.EveningOut, 404: Problem, 422: Problem},
    tags=["evenings"],
)
def evening(request: HttpRequest, path: Path[EveningPath]) -> schemas.EveningOut:
    """A published evening and the settings it was scored under."""
    return schemas.evening_out(_published_evening(path.evening_id))


@club_api.get(
    "/evenings/{evening_id}/standings",
    response={200: schemas.EveningStandingsOut, 404: Problem, 422: Problem},
    tags=["evenings"],
)
def evening_standings(
    request: HttpRequest, path: Path[EveningPath], query: Query[OrderQuery]
) -> schemas.EveningStandingsOut:
    """A published evening's standings, ranked as its page ranks them unless ``order`` says."""
    found = _published_evening(path.evening_id)
    return schemas.evening_standings_out(found, standings.evening_standings(found, query.order))


@club_api.get(
    "/evenings/{evening_id}/recaps",
    response={200: recap_schemas.EveningRecapsOut, 404: Problem, 422: Problem},
    tags=["evenings"],
)
def evening_recaps(request: HttpRequest, path: Path[EveningPath]) -> recap_schemas.EveningRecapsOut:
    """Each table's recap: every position's players, deals, totals and credits."""
    found = _published_evening(path.evening_id)
    return recap_schemas.recaps_out(found, table_recaps(found, evening_totals=False))


@club_api.get(
    "/evenings/{evening_id}/club-points",
    response={200: schemas.EveningClubPointsOut, 404: Problem, 422: Problem},
    tags=["evenings"],
)
def evening_club_points(
    request: HttpRequest, path: Path[EveningPath]
) -> schemas.EveningClubPointsOut:
    """A published evening's ranked players with their places, totals, licence numbers and the
    club points they were awarded (none until the ranking is final): the lines of its USEBIO
    file, which the director downloads from the evening's page."""
    found = _published_evening(path.evening_id)
    result = standings.evening_standings(found)
    return schemas.evening_points_out(found, evening_lines(found, result), result.final)


@club_api.get(
    "/seasons/{season_id}/club-points",
    response={200: schemas.SeasonClubPointsOut, 404: Problem, 422: Problem},
    tags=["seasons"],
)
def season_club_points(request: HttpRequest, path: Path[SeasonPath]) -> schemas.SeasonClubPointsOut:
    """A public season's club points: each player's points over its evenings, most first."""
    season = _public_season(path.season_id)
    counts = Evening.objects.filter(season=season).aggregate(
        evenings=Count("pk"), published=Count("pk", filter=Q(published=True))
    )
    return schemas.season_points_out(
        season, counts["evenings"], counts["published"], season_lines(season)
    )


@club_api.get(
    "/players", response={200: schemas.PlayerPage, 404: Problem, 422: Problem}, tags=["players"]
)
def players(
    request: HttpRequest, path: Path[ClubPath], query: Query[PageQuery]
) -> schemas.PlayerPage:
    """The players who played a published evening, by name, twenty a page."""
    items, page = _page(players_with_results(), query.page)
    return schemas.PlayerPage(items=[schemas.player_out(p) for p in items], **page)


@club_api.get(
    "/players/{player_id}",
    response={200: schemas.PlayerResultsOut, 404: Problem, 422: Problem},
    tags=["players"],
)
def player(
    request: HttpRequest, path: Path[PlayerPath], query: Query[SeasonQuery]
) -> schemas.PlayerResultsOut:
    """A player's published evenings in one season, with the season's totals."""
    found = _one(Player.objects.all(), path.player_id)
    season = player_season(found, query.season, public=True)
    if season.choice is None:
        raise Http404
    return schemas.player_results_out(season)


api.add_router("/clubs/{slug}/", club_api)


@cache
def _endpoints() -> list[schemas.Endpoint]:
    """Every endpoint of the description, in its order: computed once a process."""
    paths = api.get_openapi_schema()["paths"]
    return [
        schemas.Endpoint(path=path, summary=operation.get("summary", ""))
        for path, methods in paths.items()
        for operation in methods.values()
    ]


@api.get("/", response=schemas.ApiIndex, tags=["index"])
def index(request: HttpRequest) -> schemas.ApiIndex:
    """What this API offers: its endpoints, its description and its interactive docs."""
    return schemas.ApiIndex(
        title=api.title,
        version=api.version,
        openapi=absolute_url(request, urljoin(request.path, "openapi.json")),
        docs=absolute_url(request, urljoin(request.path, "docs")),
        endpoints=_endpoints(),
    )
