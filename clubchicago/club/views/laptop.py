"""The club's laptop: the first-run page and the director's backups (``clubchicago.laptop``).

The first-run page exists only in the laptop form, only for the laptop's own browser (a phone
on the room's network gets a 404 like any wrong address) and only until the club has a
director. The backups are the data folder's (``services.backups``): a director downloads a
stored one, or a copy made on the spot; on a site without a data folder (the production form
on PostgreSQL) the page says where its backups come from instead.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.http import FileResponse, Http404, HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.club_setup import FirstRunForm
from clubchicago.club.models import Club
from clubchicago.club.network import is_this_computer
from clubchicago.club.services import backups, club_setup
from clubchicago.club.views.common import director_required


@require_http_methods(["GET", "POST"])
def first_run(request: HttpRequest) -> HttpResponse:
    if not (settings.LAPTOP and is_this_computer(request)) or club_setup.is_set_up():
        raise Http404
    form = FirstRunForm(request.POST if request.method == "POST" else None)
    if form.is_valid():
        data = form.cleaned_data
        name, username, password = data["club_name"], data["username"], data["password1"]
        try:
            director = club_setup.set_up_club(name, username, password)
        except ClubUserError as error:
            form.add_error(None, error.message)
        else:
            login(request, director, backend="django.contrib.auth.backends.ModelBackend")
            ready = _("The club is ready. Add its players, then its first evening.")
            messages.success(request, ready)
            return redirect("club:dashboard")
    return render(request, "club/laptop/first_run.html", {"form": form})


@director_required
@require_GET
def backup_list(request: HttpRequest) -> HttpResponse:
    context = {"available": backups.available(), "backups": backups.stored()}
    return render(request, "club/laptop/backups.html", context)


def _download(path: Path, made: str) -> FileResponse:
    club = slugify(Club.load().name) or "club"
    return FileResponse(
        path.open("rb"), as_attachment=True, filename=f"clubchicago-{club}-{made}.sqlite3"
    )


@director_required
@require_POST
def backup_now(request: HttpRequest) -> HttpResponseBase:
    """A copy made now (and kept with the others), sent as a download. A POST: it writes a file
    in the data folder and drops the oldest backup."""
    try:
        made = backups.back_up("download")
    except backups.BackupError as error:
        messages.error(request, _("The backup could not be made: %(error)s") % {"error": error})
        return redirect("club:backups")
    return _download(made.path, f"{timezone.localtime():%Y-%m-%d-%H%M}")


@director_required
@require_GET
def backup_file(request: HttpRequest, name: str) -> FileResponse:
    """One of the stored backups, by its file name (only a name the folder lists)."""
    chosen = backups.stored_named(name)
    if chosen is None:
        raise Http404
    return _download(chosen.path, f"{timezone.localtime(chosen.made):%Y-%m-%d-%H%M}")
