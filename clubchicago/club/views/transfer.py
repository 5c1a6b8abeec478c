"""The director's backups: an evening, a season or the whole club downloaded as one JSON file,
and the page that imports such a file into a club without evenings: the upload is checked for
its head and queued, and the import's own page follows the background task
(``services.transfer.jobs``).
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import get_language
from django.views.decorators.http import require_GET, require_http_methods

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.transfer import ImportForm
from clubchicago.club.models import Club, Season
from clubchicago.club.selectors import lookups
from clubchicago.club.selectors.seasons import evenings_newest_first, seasons_with_evening_counts
from clubchicago.club.services import transfer
from clubchicago.club.services.transfer import jobs
from clubchicago.club.views.common import director_required


def _download(document: transfer.Document, filename: str) -> HttpResponse:
    response = HttpResponse(transfer.dumps(document), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@director_required
@require_GET
def evening_export(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(lookups.evenings_with_season(), pk=pk)
    filename = f"evening-{evening.date:%Y-%m-%d}-{evening.pk}.json"
    return _download(transfer.export_evening(evening), filename)


@director_required
@require_GET
def season_export(request: HttpRequest, pk: int) -> StreamingHttpResponse:
    """A season's file, sent evening by evening as it is written: a long season is never whole
    in the server's memory."""
    season = get_object_or_404(Season, pk=pk)
    response = StreamingHttpResponse(
        tenancy.in_scope_of(season.club_id, transfer.stream_season(season)),
        content_type="application/json",
    )
    response["Content-Disposition"] = f'attachment; filename="season-{season.pk}.json"'
    return response


@director_required
@require_GET
def club_export(request: HttpRequest) -> StreamingHttpResponse:
    """The whole club's file (its settings, roster, seasons, every evening and its history),
    sent evening by evening as the season's is: to move the club to another installation."""
    club = Club.load()
    response = StreamingHttpResponse(
        tenancy.in_scope_of(club.pk, transfer.stream_club()), content_type="application/json"
    )
    filename = f"club-{club.slug}-{timezone.localdate():%Y-%m-%d}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@director_required
@require_http_methods(["GET", "POST"])
def club_import(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST or None, request.FILES or None)
    # A valid form has read the file's head: an export this release reads.
    if request.method == "POST" and form.is_valid() and form.opener is not None:
        upload = form.cleaned_data["file"]
        with form.opener() as stream:
            job = jobs.start_import(
                stream,
                filename=upload.name or "",
                size=upload.size or 0,
                club_settings=form.cleaned_data["club_settings"],
                user=request.user,
                language=get_language(),
            )
        return redirect("club:import_job", job.pk)
    context = {
        "form": form,
        "evenings": evenings_newest_first(),
        "seasons": seasons_with_evening_counts(),
        "imports": lookups.imports()[:5],
    }
    return render(request, "club/transfer/import.html", context)


@director_required
@require_http_methods(["GET", "POST"])
def import_job(request: HttpRequest, pk: int) -> HttpResponse:
    """An import's progress and outcome; its "they are different people" answer (a POST)."""
    job = get_object_or_404(lookups.imports(), pk=pk)
    if request.method == "POST":
        try:
            jobs.import_anyway(job)
        except ClubUserError as error:
            messages.error(request, error.message)
        return redirect("club:import_job", job.pk)
    waited = (timezone.now() - job.changed_at).total_seconds()
    context = {"job": job, "worker_late": job.state == job.State.WAITING and waited > 60}
    return render(request, "club/transfer/job.html", context)
