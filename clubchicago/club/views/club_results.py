"""The club's results for everyone: the Results page and each player's page.

The public sees the published evenings and the public seasons only, a season over its published
evenings (the access rules of ``views.results``); the director sees everything, the results not
yet public marked as such. A player's page is public once the player played a published evening;
until then it is "not found" for anyone but the director, exactly as a player who does not exist.
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET

from clubchicago.club.charts import line_chart
from clubchicago.club.models import Player
from clubchicago.club.selectors.club_points import player_points
from clubchicago.club.selectors.players import player_season
from clubchicago.club.selectors.results import evenings_page, visible_seasons
from clubchicago.club.selectors.season_standings import season_is_public
from clubchicago.club.views.common import is_director
from clubchicago.club.views.federation import site_url


@require_GET
def results(request: HttpRequest) -> HttpResponse:
    """Every evening's results, newest first and twenty a page, and the seasons' standings."""
    public = not is_director(request.user)
    context = {
        "page": evenings_page(request.GET.get("page"), public=public),
        "seasons": visible_seasons(public=public),
        "is_director": not public,
    }
    return render(request, "club/results/results.html", context)


@require_GET
def player_results(request: HttpRequest, pk: int) -> HttpResponse:
    """A player's evenings in one season (``?season=``), their totals and their season's chart."""
    public = not is_director(request.user)
    player = get_object_or_404(Player, pk=pk)
    season = player_season(player, request.GET.get("season"), public=public)
    if public and season.choice is None:
        raise Http404
    chart = line_chart([season.series(player.name)]) if season.evenings else None
    # The season's standings, where this visitor may read them.
    shown = season.season
    if shown is not None and public and not season_is_public(shown):
        shown = None
    points = player_points(player)
    # The federation's page of the player, where the club shows its results there.
    club = getattr(request, "club", None)
    federation_url = None
    if club is not None and club.federation_results and player.licence_number:
        federation_url = site_url(request, "federation:player", player.licence_number)
    context = {
        "player": player,
        "season": season,
        "points": points,
        "season_points": points.season_total([line.evening.pk for line in season.evenings]),
        "chart": chart,
        "season_link": shown,
        "is_director": not public,
        "federation_url": federation_url,
    }
    return render(request, "club/results/player.html", context)
