"""The evening's Seating page: moves and swaps before play, and once it has started the changes
a real night brings (a substitute, a late arrival, a leaver, a move, a merge, a split), each
shown with the tables' new plans before the director confirms it, and undone if need be.

Thin views: the forms say what was asked (``selectors.replans.Request``), ``propose`` shows what
it would do, ``services.seating`` makes it; a refusal is said in the director's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django import forms
from django.contrib import messages
from django.contrib.auth.models import User
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django.views.decorators.http import require_http_methods

from clubchicago.club import caching
from clubchicago.club.collation import by_name
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.evenings import MoveForm, SwapForm
from clubchicago.club.forms.seating import (
    ChangeForm,
    LeaveForm,
    MergeForm,
    ReplaceForm,
    SplitForm,
)
from clubchicago.club.models import Evening, Player, SeatingChange, Table
from clubchicago.club.seating_text import seating_sentences
from clubchicago.club.selectors.attendance import (
    Departure,
    departures,
    present_ids,
    present_players,
)
from clubchicago.club.selectors.history import (
    seating_changes,
    seating_lines,
    undo_problems,
    undo_restores,
)
from clubchicago.club.selectors.plans import evening_tables, table_numbers
from clubchicago.club.selectors.replan_options import leave_options, substitute_options
from clubchicago.club.selectors.replans import Proposal, Request, propose, seating_after
from clubchicago.club.services import seating
from clubchicago.club.snapshots import snapshot
from clubchicago.club.views.common import DirectorRequest, director_required

GET_POST = ["GET", "POST"]

NOTHING_CHANGES = gettext_lazy(
    "Nothing changes: the players are already seated so. Nothing was recorded."
)


def _posted(request: HttpRequest, button: str) -> QueryDict | None:
    """The POST data if this form's button was pressed (several forms share the page)."""
    return request.POST if button in request.POST else None


def _choices(
    evening: Evening, tables: Sequence[Table], gone: Mapping[int, Departure]
) -> tuple[list[tuple[int, str]], list[Player], list[Player]]:
    """Everyone a change may seat or move as choices (seated players first, by table, then those
    waiting for a seat), who waits for a seat, and who left tonight (never offered: a player who
    left comes back only when the director says so, "… is back")."""
    choices = [
        (
            place.player_id,
            _("Table %(table)s · %(player)s") % {"table": table.number, "player": place},
        )
        for table in tables
        for place in table.seated_places()
    ]
    seated = {player for player, _label in choices}
    present = present_players(evening)
    unseated = sorted(
        (a.player for a in present if a.player_id not in seated), key=lambda p: by_name(p.name)
    )
    waiting = [player for player in unseated if player.pk not in gone]
    left = [player for player in unseated if player.pk in gone]
    choices += [
        (player.pk, _("Not seated · %(name)s") % {"name": player.name}) for player in waiting
    ]
    return choices, waiting, left


def _left_note(left: Sequence[Player], gone: Mapping[int, Departure]) -> str:
    """What the forms say of the players who left, whom they do not offer."""
    if not left:
        return ""
    names = ", ".join(
        _("%(name)s (left after chukker %(after)s)")
        % {"name": player.name, "after": gone[player.pk].after}
        for player in left
    )
    return ngettext(
        "Not offered, left tonight: %(names)s. To seat them again, use “… is back”.",
        "Not offered, left tonight: %(names)s. To seat them again, use “… is back”.",
        len(left),
    ) % {"names": names}


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
    gone = departures(evening)
    players, waiting, left = _choices(evening, tables, gone)
    numbers = [table.number for table in tables]
    waiting_ids = {player.pk for player in waiting}
    seated = [choice for choice in players if choice[0] not in waiting_ids]
    waits = [(player.pk, player.name) for player in waiting]
    by = request.GET.get("by", "")
    changes_forms: dict[str, forms.Form] = {
        "move": MoveForm(_posted(request, "move"), players=players, tables=numbers),
        "swap": SwapForm(_posted(request, "swap"), players=players),
        "replace": ReplaceForm(
            _posted(request, "replace"),
            players=seated,
            waiting=waits,
            initial={"by": int(by)} if by.isdecimal() and int(by) in waiting_ids else {},
        ),
        "leave": LeaveForm(_posted(request, "leave"), players=seated),
        "merge": MergeForm(_posted(request, "merge"), players=seated, tables=numbers),
        "split": SplitForm(_posted(request, "split"), players=players, tables=numbers),
    }
    for form in changes_forms.values():
        if form.is_bound and form.is_valid():
            return _request_of(form)
    started = any(table.started for table in tables)
    # Everything the forms offer: who is seated, who waits, the tables (who left, none offers).
    offered = caching.fingerprint(players, seated, waits, numbers)
    changes = seating_changes(evening)
    problems = undo_problems(evening, changes)
    joinable = [table for table in tables if 0 < len(table.seated_places()) < 6]
    context = {
        "evening": evening,
        "tables": tables,
        "reprint": _reprint(request, tables),
        # Present, never seated tonight: the players still to seat (a late arrival, a reserve).
        "unseated": waiting,
        "left": [
            (player, gone[player.pk], _back_tables(gone[player.pk], joinable)) for player in left
        ],
        "left_note": _left_note(left, gone),
        "started": started,
        "joinable": joinable,
        "changes": seating_lines(changes, problems),
        # Each form drawn once for the choices it offers (``caching.form_html``).
        **{f"{name}_form": form for name, form in changes_forms.items()},
        **{
            f"{name}_form_html": caching.form_html(
                request, form, caching.fingerprint(offered, sorted(form.initial.items()))
            )
            for name, form in changes_forms.items()
        },
    }
    return render(request, "club/evenings/seating.html", context)


def _back_tables(gone: Departure, joinable: Sequence[Table]) -> list[Table]:
    """The tables a player who left can come back to: the one they left first."""
    return sorted(joinable, key=lambda table: (table.number != gone.table, table.number))


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
    assert isinstance(form, LeaveForm | MergeForm | SplitForm | ReplaceForm)
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
    if not proposal.tables:
        messages.info(request, NOTHING_CHANGES)
        return redirect("club:evening_seating", pk=evening.pk)
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
    present = present_ids(evening)
    numbers = table_numbers(evening)
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
    substitutes = [
        (_change_url(evening, option.request), option.text)
        for option in (substitute_options(evening, asked) if proposal else [])
    ]
    context = {
        "evening": evening,
        "asked": asked,
        "proposal": proposal,
        "problem": problem,
        "refusal": refusal,
        "options": options,
        "substitutes": substitutes,
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
    if not applied.proposal.tables:
        messages.info(request, NOTHING_CHANGES)
        return url
    if not applied.proposal.started:
        messages.success(request, _("Seating changed."))
        return url
    messages.success(
        request,
        _("Seating changed from each table's next chukker. Print the changed tables' cards again."),
    )
    return url + "?reprint=" + ",".join(str(number) for number in applied.reprint)


@director_required
@require_http_methods(GET_POST)
def seating_undo(request: DirectorRequest, pk: int, change: int) -> HttpResponse:
    """Undoing a change: what it restores shown first (GET), made once confirmed (POST)."""
    record = get_object_or_404(SeatingChange, evening_id=pk, pk=change)
    if request.method == "GET":
        return _show_undo(request, record)
    try:
        seating.undo_change(record, user=request.user)
    except ClubUserError as err:
        messages.error(request, err.message)
    else:
        messages.success(request, _("The change is undone: the tables are as they were before it."))
    return redirect("club:evening_seating", pk=pk)


def _show_undo(request: HttpRequest, record: SeatingChange) -> HttpResponse:
    problems = undo_problems(record.evening, [record])
    (line,) = seating_lines([record], problems)
    context = {
        "evening": record.evening,
        "line": line,
        "restored": undo_restores(record),
    }
    return render(request, "club/evenings/seating_undo.html", context)


@director_required
@require_http_methods(["GET"])
def table_changes(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    """One table's changes, each one click from its preview: a player leaves, is replaced by a
    player waiting for a seat, moves to another table; a player waiting joins; one who left is
    back (the Play page's way to the Seating page's changes)."""
    evening = get_object_or_404(Evening, pk=pk)
    tables = evening_tables(evening)
    table = next((table for table in tables if table.number == number), None)
    if table is None:
        raise Http404
    gone = departures(evening)
    _players, waiting, left = _choices(evening, tables, gone)
    places = table.seated_places()
    others = [
        other for other in tables if other.number != number and 0 < len(other.seated_places()) < 6
    ]
    rows = [
        (
            place,
            [(_change_url(evening, Request("leave", player=place.player_id)), _("Leaves"))]
            + [
                (
                    _change_url(evening, Request("replace", player=place.player_id, by=player.pk)),
                    _("Replaced by %(name)s") % {"name": player.name},
                )
                for player in waiting
            ]
            + [
                (
                    _change_url(
                        evening, Request("move", player=place.player_id, table=other.number)
                    ),
                    _("Moves to table %(table)s") % {"table": other.number},
                )
                for other in others
            ],
        )
        for place in places
    ]
    room = 0 < len(places) < 6
    context = {
        "evening": evening,
        "table": table,
        "rows": rows,
        "joins": [
            (
                _change_url(evening, Request("move", player=player.pk, table=number)),
                _("%(name)s joins table %(table)s") % {"name": player.name, "table": number},
            )
            for player in waiting
        ]
        if room
        else [],
        "backs": [
            (
                _change_url(evening, Request("back", player=player.pk, table=number)),
                _("%(name)s (left after chukker %(after)s) is back: joins table %(table)s")
                % {"name": player.name, "after": gone[player.pk].after, "table": number},
            )
            for player in left
        ]
        if room
        else [],
    }
    return render(request, "club/evenings/table_changes.html", context)
