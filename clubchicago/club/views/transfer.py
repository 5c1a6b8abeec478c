"""The director's backups: an evening or a season downloaded as one JSON file, and the page that
imports such a file into an installation without evenings (``services.transfer`` does the work).
"""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Count
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_http_methods

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.transfer import ImportForm
from clubchicago.club.models import Evening, Season
from clubchicago.club.services import transfer
from clubchicago.club.views.common import director_required


def _download(document: transfer.Document, filename: str) -> HttpResponse:
    response = HttpResponse(transfer.dumps(document), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@director_required
@require_GET
def evening_export(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening.objects.select_related("season"), pk=pk)
    filename = f"evening-{evening.date:%Y-%m-%d}-{evening.pk}.json"
    return _download(transfer.export_evening(evening), filename)


@director_required
@require_GET
def season_export(request: HttpRequest, pk: int) -> StreamingHttpResponse:
    """A season's file, sent evening by evening as it is written: a long season is never whole
    in the server's memory."""
    season = get_object_or_404(Season, pk=pk)
    response = StreamingHttpResponse(
        transfer.stream_season(season), content_type="application/json"
    )
    response["Content-Disposition"] = f'attachment; filename="season-{season.pk}.json"'
    return response


@director_required
@require_http_methods(["GET", "POST"])
def club_import(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST or None, request.FILES or None)
    # A valid form holds the file's document.
    if request.method == "POST" and form.is_valid() and form.export is not None:
        try:
            summary = transfer.import_export(
                form.export, club_settings=form.cleaned_data["club_settings"]
            )
        except ClubUserError as error:
            form.add_error(None, error.message)
        else:
            messages.success(request, _imported_message(summary))
            return redirect("club:dashboard")
    context = {
        "form": form,
        "evenings": Evening.objects.select_related("season").order_by("-date", "-pk"),
        "seasons": Season.objects.annotate(evening_count=Count("evenings")),
    }
    return render(request, "club/transfer/import.html", context)


def _imported_message(summary: transfer.ImportSummary) -> str:
    return gettext(
        "Import done. Evenings: %(evenings)s; deals: %(deals)s; players added: %(added)s; "
        "players already in the roster: %(reused)s."
    ) % {
        "evenings": summary.evenings,
        "deals": summary.deals,
        "added": summary.players_added,
        "reused": summary.players_reused,
    }
