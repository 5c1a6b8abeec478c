"""The director's evening pages: the list, the evening hub, who is here, the draw, moves by hand,
each table's positions and the printed table cards. Thin views: load, validate, call a service
(``services.evenings``, ``services.attendance``, ``services.seating``), message, redirect; what a
page only shows comes from ``selectors``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ParamSpec

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from clubchicago.club import caching
from clubchicago.club.collation import spelt_out
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.evenings import (
    AttendanceForm,
    DrawForm,
    EveningAddForm,
    EveningForm,
    GuestForm,
    MarkForm,
    ReturningForm,
    TableLengthForm,
)
from clubchicago.club.links import absolute_url
from clubchicago.club.models import Club, Evening, Table
from clubchicago.club.pdf.table_cards import TableCardsPdf
from clubchicago.club.selectors import lookups
from clubchicago.club.selectors.attendance import (
    Counts,
    attendance_candidates,
    departures,
    describe_split,
    describe_tables,
    joinable_tables,
    present_count,
    seating_note,
    waiting,
)
from clubchicago.club.selectors.plans import evening_started, evening_tables, table_plan
from clubchicago.club.selectors.seasons import dashboard_page
from clubchicago.club.services import attendance, evenings, seating
from clubchicago.club.services.roster import LookAlike
from clubchicago.club.views.common import director_required, pdf_response
from clubchicago.club.views.tonight import tonight_url

GET_POST = ["GET", "POST"]

P = ParamSpec("P")


def _evening_url(evening: Evening) -> str:
    return reverse("club:evening_detail", args=[evening.pk])


@director_required
@require_GET
def dashboard(request: HttpRequest) -> HttpResponse:
    page = dashboard_page(request.GET.get("page"), timezone.localdate())
    return render(request, "club/evenings/dashboard.html", {"evenings": page, "page": page})


@director_required
@require_http_methods(GET_POST)
def evening_add(request: HttpRequest) -> HttpResponse:
    form = EveningAddForm(request.POST if request.method == "POST" else None)
    if form.is_valid():
        evening = evenings.create_evening(**form.cleaned_data)
        messages.success(request, _("Evening created with the club's default settings."))
        return redirect(_evening_url(evening))
    return render(request, "club/evenings/evening_form.html", {"form": form})


@director_required
@require_http_methods(GET_POST)
def evening_edit(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    form = EveningForm(
        request.POST if request.method == "POST" else None,
        instance=evening,
        started=evening_started(evening),
    )
    if form.is_valid():
        try:
            evenings.update_evening(evening, form.cleaned_data)
        except ClubUserError as err:
            form.add_error(None, err.message)
        else:
            messages.success(request, _("Evening saved."))
            return redirect(_evening_url(evening))
    evening.refresh_from_db()  # the form wrote into the instance; show the stored title
    return render(request, "club/evenings/evening_form.html", {"form": form, "evening": evening})


@director_required
@require_GET
def evening_detail(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(lookups.evenings_with_season(), pk=pk)
    tables = evening_tables(evening)
    present = present_count(evening)
    minutes = Club.load().minutes_per_chukker
    unseated = len(waiting(evening)) if tables else 0
    playing = sum(len(table.seated_places()) for table in tables)
    context = {
        "evening": evening,
        "tables": tables,
        "present": present,
        "note": "" if tables else seating_note(present),
        "unseated": unseated,
        "counts": Counts(present, playing, unseated).sentence if tables else "",
        "started": any(table.started for table in tables),
        "ends_at": evening.expected_end(minutes),
        "minutes_per_chukker": minutes,
    }
    return render(request, "club/evenings/evening_detail.html", context)


@director_required
@require_http_methods(GET_POST)
def evening_attendance(request: HttpRequest, pk: int) -> HttpResponse:
    """Who is here: the check-in list. Its Save button posts here."""
    return _attendance(request, get_object_or_404(Evening, pk=pk), adding_guest=False)


@director_required
@require_POST
def evening_guest(request: HttpRequest, pk: int) -> HttpResponse:
    """The same page's "Add the guest" button: the guest is saved with the ticks on the page."""
    return _attendance(request, get_object_or_404(Evening, pk=pk), adding_guest=True)


def _attendance(request: HttpRequest, evening: Evening, *, adding_guest: bool) -> HttpResponse:
    """Both buttons of the check-in list save every tick on the page. A refusal shows the page
    again as it was sent (ticks and guest's name kept) with the reason; nothing is saved."""
    candidates = list(attendance_candidates(evening))
    choices = [(player.pk, player.name) for player in candidates]
    stored = [player.pk for player in candidates if player.present]
    # A guest form sent without the list (a page from before) keeps the ticks stored.
    data = request.POST if "players_sent" in request.POST else None
    form = AttendanceForm(data, initial={"players": stored}, choices=choices)
    # The guest button sends the guest's name; "Bring them back" a retired player instead.
    returning = adding_guest and "returning" in request.POST
    guest_form = GuestForm(request.POST if adding_guest and not returning else None)
    returning_form = ReturningForm(request.POST if returning else None)
    extra = returning_form if returning else guest_form
    retired = None
    if _sent_whole(form, extra, adding_guest=adding_guest):
        ticked = form.cleaned_data["players"] if form.is_bound else stored
        different = guest_form.is_bound and guest_form.cleaned_data["different_person"]
        try:
            saved = attendance.save_attendance(
                evening,
                ticked,
                guest=guest_form.cleaned_data["name"] if guest_form.is_bound else "",
                different_person=different,
                returning=returning_form.cleaned_data["returning"] if returning else None,
            )
        except ClubUserError as err:
            # Shown at the top of the page, whichever part was refused (both forms are bound).
            (extra if adding_guest else form).add_error(None, err.message)
            if isinstance(err, LookAlike):
                guest_form.ask_different_person()
            retired = err.player if isinstance(err, attendance.RetiredPlayer) else None
        else:
            _say_saved(request, saved)
            return redirect("club:evening_attendance", pk=evening.pk)
    ticks = {str(value) for value in form["players"].value() or ()}
    left = departures(evening)
    started = evening_started(evening)
    joinable = joinable_tables(evening) if started else []
    waiting_ids = {player.pk for player in waiting(evening)} if started else set()
    offers = {
        player.pk: _seat_offer(evening, player.pk, player.name, joinable)
        for player in candidates
        if player.pk in waiting_ids
    }
    context = {
        "evening": evening,
        "form": form,
        "rows": [
            (player, str(player.pk) in ticks, left.get(player.pk), offers.get(player.pk))
            for player in candidates
        ],
        "started": started,
        "guest_form": guest_form,
        "returning_form": returning_form,
        "retired": retired,
        "present": len(stored),
        "note": seating_note(len(stored)),
        "spelt_out": spelt_out(),
    }
    return render(request, "club/evenings/attendance.html", context)


def _seat_offer(
    evening: Evening, player: int, name: str, joinable: Sequence[Table]
) -> dict[str, object]:
    """What seats a player who is here and not seated, once play has started: each table that
    can take them, and a substitute's place; each action one click from the change's preview."""
    change = reverse("club:seating_change", args=[evening.pk])
    actions = [
        {
            "url": f"{change}?kind=move&player={player}&table={table.number}",
            "text": _("Join table %(table)s") % {"table": table.number},
        }
        for table in joinable
    ]
    seating_url = reverse("club:evening_seating", args=[evening.pk])
    actions.append({"url": f"{seating_url}?by={player}#replace", "text": _("Replace a player")})
    return {"text": _("%(name)s is here and not seated") % {"name": name}, "actions": actions}


def _sent_whole(
    form: AttendanceForm, extra: GuestForm | ReturningForm, *, adding_guest: bool
) -> bool:
    """The list was sent and is valid; with the guest button, the guest's name (or the retired
    player brought back) too."""
    if adding_guest:
        return extra.is_valid() and (not form.is_bound or form.is_valid())
    return form.is_bound and form.is_valid()


def _say_saved(request: HttpRequest, saved: attendance.Saved) -> None:
    if saved.guest is not None:
        messages.success(
            request,
            _("%(name)s added as a guest and marked present.") % {"name": saved.guest.name},
        )
    if saved.returned is not None:
        messages.success(
            request,
            _("%(name)s is back in the roster and marked present.") % {"name": saved.returned.name},
        )
    if saved.guest is None and saved.returned is None and not saved.added and not saved.removed:
        # The ticks saved themselves as they were clicked: nothing is left to save.
        messages.success(request, _("Who is here is saved: every tick on the page is stored."))
    elif saved.added or saved.removed:
        messages.success(
            request,
            _("Who is here: %(added)s, %(removed)s.")
            % {
                "added": ngettext("%(count)s added", "%(count)s added", saved.added)
                % {"count": saved.added},
                "removed": ngettext("%(count)s removed", "%(count)s removed", saved.removed)
                % {"count": saved.removed},
            },
        )


@director_required
@require_POST
def evening_attendance_mark(request: HttpRequest, pk: int) -> HttpResponse:
    """One tick of the check-in list, saved as it is clicked (htmx's ``hx-post``,
    ``club/evenings/attendance_tick.html``).

    Answers what htmx swaps into the page (``club/evenings/attendance_mark.html``): the page's
    new count and note, and what seats the player ticked once play has started; or (status 409,
    400 for a list out of date) why the tick was refused, with the tick put back.
    """
    evening = get_object_or_404(Evening, pk=pk)
    choices = [(player.pk, player.name) for player in attendance_candidates(evening)]
    form = MarkForm(request.POST, choices=choices)
    if not form.is_valid():  # a player no longer on the list (retired, or a forged id)
        message = _("This list is out of date: reload the page.")
        return _refused_tick(request, evening, form, message, status=400)
    try:
        attendance.mark_present(evening, form.cleaned_data["player"], form.cleaned_data["present"])
    except ClubUserError as err:
        return _refused_tick(request, evening, form, err.message, status=409)
    count = present_count(evening)
    player = form.cleaned_data["player"]
    ticked = form.cleaned_data["present"] and evening_started(evening)
    offer = None
    if ticked and player in {waiter.pk for waiter in waiting(evening)}:
        name = dict(choices).get(player, "")
        offer = _seat_offer(evening, player, name, joinable_tables(evening))
    context = {
        "evening": evening,
        "player": player,
        "present": count,
        "note": seating_note(count),
        "offer": offer,
    }
    return render(request, "club/evenings/attendance_mark.html", context)


def _refused_tick(
    request: HttpRequest, evening: Evening, form: MarkForm, message: str, *, status: int
) -> HttpResponse:
    """Why the tick was refused, and the tick put back as it was (the player's id as sent:
    a box of the page bears it, or none does and nothing is put back)."""
    sent = str(form.data.get("player", ""))
    context = {
        "evening": evening,
        "message": message,
        "put_back": sent if sent.isdigit() else "",
        "was_present": not form.asked_present(),
    }
    return render(request, "club/evenings/attendance_mark.html", context, status=status)


@director_required
@require_http_methods(GET_POST)
def evening_draw(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    tables = evening_tables(evening)
    form = DrawForm(request.POST if request.method == "POST" else None, replaces=bool(tables))
    if form.is_valid():
        try:
            seating.draw(evening)
        except ClubUserError as err:
            messages.error(request, err.message)
        else:
            messages.success(request, _("The tables are drawn."))
            return redirect(_evening_url(evening))
    count = present_count(evening)
    try:
        split, problem = describe_split(count), ""
    except ClubUserError as err:
        split, problem = "", err.message
    started = any(table.started for table in tables)
    # The players seated now at each table that plays on (a table that stopped seats nobody).
    seated = [len(places) for table in tables if (places := table.seated_places())]
    waiters = len(waiting(evening)) if seated else 0
    context = {
        "evening": evening,
        "tables": tables,
        "form": form,
        "split": split,
        "problem": problem,
        "started": started,
        "seated": describe_tables(seated) if seated else "",
        # Who waits for a seat: a player who left is not to be seated again by a draw's page.
        "unseated": waiters,
        "counts": Counts(count, sum(seated), waiters).sentence if seated else "",
    }
    return render(request, "club/evenings/draw.html", context)


def _table(evening_pk: int, number: int) -> Table:
    return get_object_or_404(lookups.tables_with_places(), evening_id=evening_pk, number=number)


@director_required
@require_http_methods(GET_POST)
def table_positions(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    table = _table(pk, number)
    plan = table_plan(table)
    form = TableLengthForm(
        request.POST if request.method == "POST" else None,
        table=table,
        started=plan.started_chukkers,
    )
    if form.is_valid():
        try:
            seating.set_table_length(table, form.cleaned_data["length"])
        except ClubUserError as err:
            form.add_error("length", err.message)
        else:
            messages.success(request, _("The table's positions are updated."))
            return redirect("club:table_positions", pk=pk, number=number)
    context = {"evening": table.evening, "table": table, "plan": plan, "length_form": form}
    return render(request, "club/evenings/table_positions.html", context)


def _cards_response(
    request: HttpRequest,
    evening: Evening,
    tables: Callable[[], Sequence[Table]],
    number: int | None,
    filename: str,
) -> HttpResponse:
    """The cards of ``tables()`` (read only if the print is not cached): table ``number``'s,
    or every table's (None); they show the plan and the tables' links, which start with the
    address the phones reach (``links``), and the print is kept under that address
    (``TableCardsPdf.cache_key``)."""
    club = Club.load()

    def render_cards() -> bytes:
        shown = tables()
        links = {
            table.pk: absolute_url(
                request, reverse("club:table_play", args=[table.pk, table.token])
            )
            for table in shown
        }
        plans = [table_plan(table) for table in shown]
        tonight = absolute_url(request, tonight_url(evening)) if evening.tonight_page else ""
        if number is None:  # every table's: kept table by table
            return TableCardsPdf.by_tables(request, club, evening, plans, links, tonight)
        return TableCardsPdf(
            club=club, evening=evening, plans=plans, links=links, tonight=tonight
        ).render()

    key = TableCardsPdf.cache_key(request, club, evening, number)
    return pdf_response(caching.cached_pdf(key, render_cards), filename)


@director_required
@require_GET
def table_card_pdf(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    filename = f"table-{number}-{evening.date:%Y-%m-%d}.pdf"

    def table() -> list[Table]:
        return [_table(pk, number)]

    return _cards_response(request, evening, table, number, filename)


@director_required
@require_GET
def table_cards_pdf(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    filename = f"tables-{evening.date:%Y-%m-%d}.pdf"
    return _cards_response(request, evening, lambda: evening_tables(evening), None, filename)
