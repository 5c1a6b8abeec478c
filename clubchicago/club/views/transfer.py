"""The director's backups: an evening or a season downloaded as one JSON file, and the page that
imports such a file into an installation without evenings (``services.transfer`` does the work).
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening, Season
from clubchicago.club.services import transfer
from clubchicago.club.views.common import director_required


class ImportForm(forms.Form):
    """The export file; once valid, ``document`` holds what it says (not yet checked in depth)."""

    file = forms.FileField(
        label=_("Export file (JSON)"),
        help_text=_(
            "A file downloaded from “Export this evening” or “Export season”; at most 20 MB."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".json,application/json"}),
    )
    club_settings = forms.BooleanField(
        label=_("Also take the club's settings from the file"), required=False
    )

    document: dict | None = None

    def clean_file(self) -> object:
        upload = self.cleaned_data["file"]
        if upload.size > transfer.MAX_IMPORT_BYTES:
            raise forms.ValidationError(_("The file is larger than 20 MB."), code="too_big")
        try:
            self.document = transfer.read_export(upload.read())
        except ClubUserError as error:
            raise forms.ValidationError(error.message, code="invalid") from error
        return upload


def _download(document: dict, filename: str) -> HttpResponse:
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
def season_export(request: HttpRequest, pk: int) -> HttpResponse:
    season = get_object_or_404(Season, pk=pk)
    return _download(transfer.export_season(season), f"season-{season.pk}.json")


@director_required
@require_http_methods(["GET", "POST"])
def club_import(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            summary = transfer.import_export(
                form.document, club_settings=form.cleaned_data["club_settings"]
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
