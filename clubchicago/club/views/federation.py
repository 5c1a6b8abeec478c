"""The federation's public pages: its landing page and search by licence number, a player's
results across the clubs that opt in, and the ranking of club points.

They are pages of no club (``tenancy.SITE_PATHS``): the reads name the opted-in clubs
themselves (``selectors.federation``), and the header names the federation, never a club.
"""

from __future__ import annotations

from typing import Any

from django.core.handlers.wsgi import get_script_name
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import get_script_prefix, reverse, set_script_prefix
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from clubchicago.club.federation_cache import cached_piece, federation_version
from clubchicago.club.forms.federation import LicenceSearchForm, RankingYearForm
from clubchicago.club.selectors.federation import (
    FederationClub,
    FederationRanking,
    federation_player,
    federation_ranking,
    licence_known,
    opted_in_clubs,
)
from clubchicago.club.tenancy import club_prefix


def club_url(club: FederationClub, viewname: str, *args: object) -> str:
    """The address of one of ``club``'s own pages, from a page of no club."""
    outer = get_script_prefix()
    set_script_prefix(outer + club_prefix(club.slug, club.several))
    try:
        return reverse(viewname, args=args)
    finally:
        set_script_prefix(outer)


def site_url(request: HttpRequest, viewname: str, *args: object) -> str:
    """The address of one of the site's own pages (no club's prefix), from a club's page."""
    outer = get_script_prefix()
    set_script_prefix(get_script_name(getattr(request, "environ", {})))
    try:
        return reverse(viewname, args=args)
    finally:
        set_script_prefix(outer)


def _render(
    request: HttpRequest, template: str, context: dict[str, Any], status: int = 200
) -> HttpResponse:
    # The site's name in the header and title is the federation's: no club's name shows here.
    context = {"CLUB_NAME": _("Federation results"), **context}
    return render(request, template, context, status=status)


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """The federation's page: the ranking, the clubs that show their results here and the search
    by licence number (``?licence=``), which opens the player's page when it exists."""
    form = LicenceSearchForm(request.GET) if "licence" in request.GET else LicenceSearchForm()
    missing = None
    if form.is_bound and form.is_valid():
        licence = form.cleaned_data["licence"]
        if licence_known(licence):
            return redirect("federation:player", licence)
        missing = licence
    context = {"form": form, "missing": missing, "clubs": mark_safe(_clubs_html())}
    return _render(request, "federation/home.html", context)


def _clubs_html() -> str:
    """The list of the opted-in clubs, drawn once a federation version."""

    def draw() -> str:
        clubs = [(club, club_url(club, "club:results")) for club in opted_in_clubs().values()]
        return render_to_string("federation/clubs.html", {"clubs": clubs})

    return cached_piece("clubs", None, federation_version(), draw)


@require_GET
def player(request: HttpRequest, licence: str) -> HttpResponse:
    """One person's published results at the opted-in clubs, by licence number; "not found"
    for a licence number no opted-in club has a published evening of. Drawn once a federation
    version (``federation_cache``)."""

    def draw() -> dict[str, str]:
        person = federation_player(licence)
        if person is None:
            return {}
        context = {
            "person": person,
            "evening_links": {
                line.evening.pk: club_url(line.club, "club:evening_standings", line.evening.pk)
                for line in person.evenings
            },
            "club_links": {
                line.club.pk: club_url(line.club, "club:player_results", line.player_id)
                for line in person.evenings
            },
        }
        return {
            "name": person.name,
            "html": render_to_string("federation/player_content.html", context),
        }

    piece = cached_piece("player", licence, federation_version(), draw)
    if not piece:
        raise Http404
    context = {"name": piece["name"], "content": mark_safe(piece["html"])}
    return _render(request, "federation/player.html", context)


# People a page of the ranking lists: at 1,000 clubs a year ranks thousands.
RANKED_A_PAGE = 100


def _page_number(asked: str | None) -> int:
    """The page of the ranking asked for (``?page=``): a whole number from 1, else the first."""
    try:
        return max(1, int(asked or 1))
    except ValueError:
        return 1


@require_GET
def ranking(request: HttpRequest) -> HttpResponse:
    """The year's ranking of club points over the opted-in clubs (``?year=``, by default the
    current year; ``?page=``, ``RANKED_A_PAGE`` people a page), drawn once a federation version
    (``federation_cache``): the whole ranking once, then each of its pages."""
    form = RankingYearForm(request.GET)
    this_year = timezone.localdate().year
    if not form.is_valid():
        context: dict[str, Any] = {"form": form, "ranking": None, "years": [this_year]}
        return _render(request, "federation/ranking.html", context)
    year = form.cleaned_data["year"] or this_year

    number = _page_number(request.GET.get("page"))
    version = federation_version()

    def ranked() -> FederationRanking:  # the whole year's, once a version
        return federation_ranking(year)

    def draw() -> tuple[tuple[int, ...], str]:
        result = cached_piece("ranking", year, version, ranked)
        page = Paginator(result.rows, RANKED_A_PAGE).get_page(number)
        context = {"ranking": result, "page": page}
        return result.years, render_to_string("federation/ranking_content.html", context)

    years, html = cached_piece("ranking page", (year, number), version, draw)
    context = {
        "form": form,
        "ranking": mark_safe(html),
        "shown_year": year,
        "years": sorted({*years, year, this_year}, reverse=True),
    }
    return _render(request, "federation/ranking.html", context)
