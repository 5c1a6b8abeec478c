"""The director's USEBIO downloads: a published evening's results, a season's club points
(docs/rules.md#usebio)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_GET

from clubchicago.club import usebio
from clubchicago.club.models import Evening, Season
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.views.common import director_required

XML = "application/xml; charset=utf-8"


def xml_download(event: usebio.UsebioEvent, name: str) -> HttpResponse:
    response = HttpResponse(usebio.write(event), content_type=XML)
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@director_required
@require_GET
def evening_usebio(request: HttpRequest, pk: int) -> HttpResponse:
    """The evening's USEBIO file, once its results are published and final."""
    evening = get_object_or_404(Evening, pk=pk)
    result = evening_standings(evening)
    if not evening.published or not result.final:
        messages.error(request, usebio.unavailable(evening.published))
        return redirect("club:evening_standings", pk=evening.pk)
    event = usebio.evening_event(evening, result)
    return xml_download(event, usebio.filename(event, "evening", evening.pk))


@director_required
@require_GET
def season_usebio(request: HttpRequest, pk: int) -> HttpResponse:
    """The season's club points as a USEBIO file: its published evenings' points added up."""
    season = get_object_or_404(Season, pk=pk)
    event = usebio.season_event(season)
    return xml_download(event, usebio.filename(event, "season", season.pk))
