"""The director's roster pages (list, add, edit, retire, CSV import) and the club's settings."""

from __future__ import annotations

import hashlib

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_POST
from django_tables2 import RequestConfig

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.roster import (
    ClubSettingsForm,
    PlayerForm,
    PointsScaleForm,
    RosterConfirmForm,
    RosterFilterForm,
    RosterUploadForm,
)
from clubchicago.club.listings.roster import RosterTable
from clubchicago.club.models import Club, Player
from clubchicago.club.selectors.players import roster_players
from clubchicago.club.services.club_points import save_points_scale
from clubchicago.club.services.club_setup import save_club_settings
from clubchicago.club.services.roster import (
    import_roster,
    parse_roster_csv,
    save_player,
    set_active,
)
from clubchicago.club.views.common import director_required

# The uploaded file waits here between the preview and the confirmation.
IMPORT_SESSION_KEY = "roster_import"


@director_required
def roster(request: HttpRequest) -> HttpResponse:
    filter_form = RosterFilterForm(request.GET)
    players = roster_players(filter_form.filters())
    table = RosterTable(players)
    RequestConfig(request, paginate={"per_page": 50}).configure(table)
    context = {"filter_form": filter_form, "table": table}
    return render(request, "club/roster/list.html", context)


@director_required
def player_add(request: HttpRequest) -> HttpResponse:
    return _player_form(request, Player())


@director_required
def player_edit(request: HttpRequest, pk: int) -> HttpResponse:
    return _player_form(request, get_object_or_404(Player, pk=pk))


def _player_form(request: HttpRequest, player: Player) -> HttpResponse:
    adding = player.pk is None
    data = request.POST if request.method == "POST" else None
    form = PlayerForm(data, instance=player)
    if form.is_valid():
        try:
            player = save_player(None if adding else player, form.player_values())
        except ClubUserError as error:
            form.add_error(None, error.message)
        else:
            text = gettext("%(name)s added.") if adding else gettext("%(name)s saved.")
            messages.success(request, text % {"name": player.name})
            return redirect("club:roster")
    return render(request, "club/roster/player_form.html", {"form": form, "adding": adding})


@director_required
def player_retire_confirm(request: HttpRequest, pk: int) -> HttpResponse:
    player = get_object_or_404(Player, pk=pk)
    return render(request, "club/roster/player_retire.html", {"player": player})


@director_required
@require_POST
def player_retire(request: HttpRequest, pk: int) -> HttpResponse:
    player = get_object_or_404(Player, pk=pk)
    set_active(player, not player.active)
    if player.active:
        messages.success(request, gettext("%(name)s is back in the roster.") % {"name": player})
    else:
        messages.success(request, gettext("%(name)s is retired.") % {"name": player})
    return redirect("club:roster")


@director_required
def roster_import(request: HttpRequest) -> HttpResponse:
    if "digest" in request.POST:
        return _confirm_import(request)
    if request.method == "POST":
        form = RosterUploadForm(request.POST, request.FILES)
    else:
        form = RosterUploadForm()
    # A valid form holds what reading its file found.
    if not form.is_valid() or form.preview is None:
        return render(request, "club/roster/import.html", {"form": form})
    digest = hashlib.sha256(form.content).hexdigest()
    request.session.pop(IMPORT_SESSION_KEY, None)
    if form.preview.ok:
        # Kept as text: the session is JSON, and the form has proved the file is UTF-8.
        text = form.content.decode("utf-8")
        request.session[IMPORT_SESSION_KEY] = {"digest": digest, "text": text}
    context = {
        "preview": form.preview,
        "confirm_form": RosterConfirmForm(
            initial={"digest": digest}, look_alikes=bool(form.preview.look_alikes)
        ),
    }
    return render(request, "club/roster/import_preview.html", context)


def _confirm_import(request: HttpRequest) -> HttpResponse:
    form = RosterConfirmForm(request.POST)
    stored = request.session.get(IMPORT_SESSION_KEY) or {}
    if not form.is_valid() or form.cleaned_data["digest"] != stored.get("digest"):
        messages.error(request, gettext("That file is no longer waiting; upload it again."))
        return redirect("club:roster_import")
    # Read again: the roster may have changed since the preview.
    preview = parse_roster_csv(stored["text"].encode("utf-8"))
    try:
        count = import_roster(preview, different_people=form.cleaned_data["different_people"])
    except ClubUserError as error:
        messages.error(request, error.message)
        # The file still waits, to be confirmed again (a look-alike's question answered).
        confirm = RosterConfirmForm(
            initial={"digest": stored["digest"]}, look_alikes=bool(preview.look_alikes)
        )
        context = {"preview": preview, "confirm_form": confirm}
        return render(request, "club/roster/import_preview.html", context)
    request.session.pop(IMPORT_SESSION_KEY, None)
    text = ngettext(
        "%(count)s player added to the roster.", "%(count)s players added to the roster.", count
    )
    messages.success(request, text % {"count": count})
    return redirect("club:roster")


@director_required
def club_settings(request: HttpRequest) -> HttpResponse:
    data = request.POST if request.method == "POST" else None
    form = ClubSettingsForm(data, instance=Club.load())
    if form.is_valid():
        save_club_settings(form.cleaned_data)
        messages.success(request, gettext("Club settings saved."))
        return redirect("club:club_settings")
    return render(request, "club/club_settings.html", {"form": form})


@director_required
def points_scale(request: HttpRequest) -> HttpResponse:
    """The club points scale (docs/rules.md#club-points), typed as text, one line a field size."""
    data = request.POST if request.method == "POST" else None
    form = PointsScaleForm(data, initial={"scale": Club.load().scale().as_text()})
    if form.is_valid():
        save_points_scale(form.points_scale())
        messages.success(request, gettext("Club points scale saved."))
        return redirect("club:points_scale")
    return render(request, "club/points_scale.html", {"form": form})
