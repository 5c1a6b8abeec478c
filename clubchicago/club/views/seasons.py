"""Seasons: the list with a form to add one, and a page to change one."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from clubchicago.club.forms.evenings import SeasonForm
from clubchicago.club.models import Season
from clubchicago.club.selectors.seasons import seasons_with_evening_counts
from clubchicago.club.services.evenings import save_season
from clubchicago.club.views.common import director_required


@director_required
@require_http_methods(["GET", "POST"])
def seasons(request: HttpRequest) -> HttpResponse:
    form = SeasonForm(request.POST if request.method == "POST" else None)
    if form.is_valid():
        season = save_season(None, form.cleaned_data)
        messages.success(request, _("Season %(name)s added.") % {"name": season.name})
        return redirect("club:seasons")
    listing = seasons_with_evening_counts()
    return render(request, "club/seasons/seasons.html", {"seasons": listing, "form": form})


@director_required
@require_http_methods(["GET", "POST"])
def season_edit(request: HttpRequest, pk: int) -> HttpResponse:
    season = get_object_or_404(Season, pk=pk)
    form = SeasonForm(request.POST if request.method == "POST" else None, instance=season)
    if form.is_valid():
        save_season(season, form.cleaned_data)
        messages.success(request, _("Season saved."))
        return redirect("club:seasons")
    season.refresh_from_db()
    return render(request, "club/seasons/season_form.html", {"form": form, "season": season})
