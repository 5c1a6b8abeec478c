"""The evening's Seating page: moves and swaps before play, and once it has started the changes
a real night brings (a substitute, a late arrival, a leaver, a move, a merge, a split), each
shown with the tables' new plans before the director confirms it, and undone if need be.

Thin views: the forms say what was asked (``selectors.replans.Request``), ``propose`` shows what
it would do, ``services.seating`` makes it; a refusal is said in the director's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from django import forms
from django.contrib import messages
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from clubchicago.club import caching
from clubchicago.club.collation import by_name
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.evenings import MoveForm, SwapForm
from clubchicago.club.forms.seating import ChangeForm, LeaveForm, MergeForm, SplitForm
from clubchicago.club.models import Attendance, Evening, Player, SeatingChange, Table
from clubchicago.club.selectors.attendance import departures
from clubchicago.club.selectors.history import (
    seating_lines,
    seating_sentences,
    undo_problems,
)
from clubchicago.club.selectors.plans import evening_tables
from clubchicago.club.selectors.replans import (
    Proposal,
    Request,
    leave_options,
    propose,
    seating_after,
)
from clubchicago.club.services import seating
from clubchicago.club.snapshots import snapshot
from clubchicago.club.views.common import DirectorRequest, director_required

GET_POST = ["GET", "POST"]


def _posted(request: HttpRequest, button: str) -> QueryDict | None:
    """The POST data if this form's button was pressed (several forms share the page)."""
    return request.POST if button in request.POST else None


def _choices(
    evening: Evening, tables: Sequence[Table]
) -> tuple[list[tuple[int, str]], list[Player]]:
    """Everyone present as choices (seated players first, by table), and who is not seated."""
    choices = [
        (
            place.player_id,
            _("Table %(table)s · %(player)s") % {"table": table.number, "player": place},
        )
        for table in tables
        for place in table.seated_places()
    ]
    seated = {player for player, _label in choices}
    present = Attendance.objects.filter(evening=evening).select_related("player")
    unseated = sorted(
        (a.player for a in present if a.player_id not in seated), key=lambda p: by_name(p.name)
    )
    choices += [
        (player.pk, _("Not seated · %(name)s") % {"name": player.name}) for player in unseated
    ]
    return choices, unseated


@director_required
@require_http_methods(GET_POST)
def evening_seating(request: HttpRequest, pk: int) -> HttpResponse:
    evening = get_object_or_404(Evening, pk=pk)
    with snapshot():  # a POST's forms and page read the tables as of one moment too
        shown = _seating_page(request, evening)
    return _ask(request, evening, shown) if isinstance(shown, Request) else shown


def _seating_page(request: HttpRequest, evening: Evening) -> Request | HttpResponse:
    """The change a valid form asks for, or else the page (with the forms' errors)."""
    tables = evening_tables(evening)
    players, unseated = _choices(evening, tables)
    numbers = [table.number for table in tables]
    seated = [choice for choice in players if choice[0] not in {p.pk for p in unseated}]
    changes_forms: dict[str, forms.Form] = {
        "move": MoveForm(_posted(request, "move"), players=players, tables=numbers),
        "swap": SwapForm(_posted(request, "swap"), players=players),
        "leave": LeaveForm(_posted(request, "leave"), players=seated),
        "merge": MergeForm(_posted(request, "merge"), players=seated, tables=numbers),
        "split": SplitForm(_posted(request, "split"), players=players, tables=numbers),
    }
    for form in changes_forms.values():
        if form.is_bound and form.is_valid():
            return _request_of(form)
    started = any(table.started for table in tables)
    offered = caching.fingerprint(players, seated, numbers)
    gone = departures(evening)
    placed = {place.player_id for table in tables for place in table.table_players.all()}
    changes = list(SeatingChange.objects.filter(evening=evening))
    problems = undo_problems(evening, changes)
    context = {
        "evening": evening,
        "tables": tables,
        "reprint": _reprint(request, tables),
        # Present, never seated tonight: the players still to seat (a late arrival, a reserve).
        "unseated": [player for player in unseated if player.pk not in placed],
        "left": [(player, gone[player.pk]) for player in unseated if player.pk in gone],
        "started": started,
        "joinable": [table for table in tables if 0 < len(table.seated_places()) < 6],
        "changes": seating_lines(changes, problems),
        # Each form drawn once for the choices it offers (``caching.form_html``).
        **{f"{name}_form": form for name, form in changes_forms.items()},
        **{
            f"{name}_form_html": caching.form_html(request, form, offered)
            for name, form in changes_forms.items()
        },
    }
    return render(request, "club/evenings/seating.html", context)


def _reprint(request: HttpRequest, tables: Sequence[Table]) -> list[Table]:
    """The tables whose card a change just revised (``?reprint=1,3``): their links to print."""
    asked = {part for part in request.GET.get("reprint", "").split(",") if part.isdecimal()}
    return [table for table in tables if str(table.number) in asked]


def _request_of(form: forms.Form) -> Request:
    data = form.cleaned_data
    if isinstance(form, MoveForm):
        return Request("move", player=data["player"], table=data["table"])
    if isinstance(form, SwapForm):
        return Request("swap", first=data["first"], second=data["second"])
    assert isinstance(form, LeaveForm | MergeForm | SplitForm)
    return form.request()


def _ask(request: HttpRequest, evening: Evening, asked: Request) -> HttpResponse:
    """A change asked for on the Seating page: made at once while the tables it touches have not
    started (as after the draw); otherwise shown with the new plans, to confirm."""
    try:
        with snapshot():
            proposal = propose(evening, seating_after(evening, asked))
    except ClubUserError:
        return redirect(_change_url(evening, asked))  # the change page says why, and what to do
    if proposal.started:
        return redirect(_change_url(evening, asked))
    try:
        seating.save_seating(evening, proposal.seating, user=_user(request))
    except ClubUserError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, _("Seating changed."))
    return redirect("club:evening_seating", pk=evening.pk)


def _pairs(values: dict[str, object]) -> list[tuple[str, str]]:
    """A form's values as (name, value) pairs, a list giving one pair an item, blanks left out."""
    pairs: list[tuple[str, str]] = []
    for name, value in values.items():
        items = value if isinstance(value, list) else [value]
        pairs.extend((name, str(item)) for item in items if item not in ("", None))
    return pairs


def _change_url(evening: Evening, asked: Request) -> str:
    query = QueryDict(mutable=True)
    for name, value in _pairs(ChangeForm.initial_for(asked)):
        query.appendlist(name, value)
    return reverse("club:seating_change", args=[evening.pk]) + "?" + query.urlencode()


def _user(request: HttpRequest) -> User | None:
    return request.user if isinstance(request.user, User) else None


@director_required
@require_http_methods(GET_POST)
def seating_change(request: DirectorRequest, pk: int) -> HttpResponse:
    """A change shown with each table's new plan (GET), and made once confirmed (POST)."""
    evening = get_object_or_404(Evening, pk=pk)
    present = list(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))
    numbers = list(Table.objects.filter(evening=evening).values_list("number", flat=True))
    data = request.POST if request.method == "POST" else request.GET
    form = ChangeForm(data, players=present, tables=numbers)
    if not form.is_valid():
        messages.error(
            request, _("This change is not complete: choose the players and tables again.")
        )
        return redirect("club:evening_seating", pk=evening.pk)
    asked = form.request()
    problem = ""
    if request.method == "POST":
        try:
            applied = seating.change_seating(
                evening,
                asked,
                user=request.user,
                fingerprint=form.cleaned_data["fingerprint"] or None,
                close=form.cleaned_data["close"],
            )
        except ClubUserError as err:
            problem = err.message
        else:
            return redirect(_done_url(request, evening, applied))
    return _show(request, evening, asked, problem)


@snapshot()  # after a POST too, the tables are read as of one moment
def _show(request: HttpRequest, evening: Evening, asked: Request, problem: str) -> HttpResponse:
    """The confirmation page: what the change does and each table's new plan, or why it cannot
    be made and what keeps everyone playing."""
    proposal: Proposal | None = None
    refusal = ""
    try:
        proposal = propose(evening, seating_after(evening, asked))
    except ClubUserError as err:
        refusal = err.message
    options = [
        (_change_url(evening, option.request), option.text)
        for option in (leave_options(evening, asked) if refusal and asked.player else [])
    ]
    context = {
        "evening": evening,
        "asked": asked,
        "proposal": proposal,
        "problem": problem,
        "refusal": refusal,
        "options": options,
        "sentences": seating_sentences(proposal.record(), proposal.names) if proposal else [],
        # docs/rules.md#one-table-at-a-time: a table that plans a player still playing elsewhere
        # from the chukker after its next, and the close-now tick that avoids it.
        "close_now": (
            {change.number: change.close_now_texts(proposal.names) for change in proposal.tables}
            if proposal
            else {}
        ),
        "hidden": _pairs(ChangeForm.initial_for(asked, proposal.fingerprint if proposal else "")),
    }
    return render(request, "club/evenings/seating_change.html", context, status=200)


def _done_url(request: HttpRequest, evening: Evening, applied: seating.Applied) -> str:
    """Back to the Seating page, which lists the cards to print again after a change in play."""
    url = reverse("club:evening_seating", args=[evening.pk])
    if not applied.proposal.started:
        messages.success(request, _("Seating changed."))
        return url
    messages.success(
        request,
        _("Seating changed from each table's next chukker. Print the changed tables' cards again."),
    )
    return url + "?reprint=" + ",".join(str(number) for number in applied.reprint)


@director_required
@require_POST
def seating_undo(request: DirectorRequest, pk: int, change: int) -> HttpResponse:
    record = get_object_or_404(SeatingChange, evening_id=pk, pk=change)
    try:
        seating.undo_change(record, user=request.user)
    except ClubUserError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, _("The change is undone: the tables are as they were before it."))
    return redirect("club:evening_seating", pk=pk)
