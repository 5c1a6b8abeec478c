"""Table-side play: the table page behind its own link, and its corrections.

A table link opens that table's page and nothing else. A logged-in director may open any
table's link and acts as the director (who may also correct a closed chukker).
"""

from __future__ import annotations

import hmac

from django.contrib import messages
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.play import (
    ConfirmForm,
    PassedOutForm,
    TableDealForm,
    VersionForm,
    defenders_of,
)
from clubchicago.club.models import DealRecord, Table, TablePlayer
from clubchicago.club.selectors.sheets import live_deal, preview
from clubchicago.club.selectors.table_state import TableState, table_state
from clubchicago.club.services import play
from clubchicago.club.views.common import is_director
from scoring import DealLine

MAX_FAILED_GUESSES = 30  # per client address and ten minutes
GUESS_WINDOW = 600


def _client(request: HttpRequest) -> str:
    address: str = request.META.get("REMOTE_ADDR", "unknown")
    return address


def load_table(request: HttpRequest, table_id: int, token: str) -> tuple[Table, play.Actor]:
    """The table behind a link, or 404; repeated wrong links from one address are throttled."""
    key = f"table-link-failures:{_client(request)}"
    if cache.get(key, 0) >= MAX_FAILED_GUESSES:
        raise Http404
    table = Table.objects.select_related("evening").filter(pk=table_id).first()
    if table is None or not hmac.compare_digest(table.token.encode(), str(token).encode()):
        cache.set(key, cache.get(key, 0) + 1, GUESS_WINDOW)
        raise Http404
    if is_director(request.user):
        return table, play.Actor.for_director(request.user)
    return table, play.Actor.for_table(table)


def table_url(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def _page(
    request: HttpRequest,
    table: Table,
    actor: play.Actor,
    state: TableState | None = None,
    *,
    form: TableDealForm | None = None,
    preview_line: DealLine | None = None,
    previewing: bool = False,
) -> HttpResponse:
    if state is None:  # a POST showing the page again passes the state it has just read
        state = table_state(table)
    if form is None and state.next_deal_number:
        form = TableDealForm(
            seats=state.entry_seats,
            honours=table.evening.honours,
            initial={"number": state.next_deal_number, "chukker_number": state.chukker_number},
        )
    context = {
        "state": state,
        "table": table,
        "evening": table.evening,
        "form": form,
        "actor": actor,
        "table_url": table_url(table),
        "credits": state.credits(),
        "preview_line": preview_line,
        "previewing": previewing,
    }
    return render(request, "club/play/table.html", context)


def table_page(request: HttpRequest, table_id: int, token: str) -> HttpResponse:
    table, actor = load_table(request, table_id, token)
    if request.method != "POST":
        return _page(request, table, actor)
    if "passed_out" in request.POST:
        return _passed_out(request, table, actor)
    state = table_state(table)
    if _moved_on(request.POST, state):
        # Another phone saved this deal first: the table's seats may have changed since.
        messages.error(request, play.already_entered(request.POST["number"]))
        return redirect(table_url(table))
    form = TableDealForm(request.POST, seats=state.entry_seats, honours=table.evening.honours)
    if not form.is_valid():
        return _page(request, table, actor, state, form=form)
    data = form.cleaned_data
    if "save" not in request.POST:
        return _preview(request, table, actor, form, state)
    try:
        play.record_deal(
            table,
            form.deal,
            number=data["number"],
            chukker_number=data["chukker_number"],
            actor=actor,
            confirmed_by=data["confirmed_by"],
        )
    except ClubUserError as error:
        messages.error(request, error.message)
        return redirect(table_url(table))
    return redirect(table_url(table))


def _moved_on(data: QueryDict, state: TableState) -> bool:
    """True when the phone's form was for a deal the table has already passed."""
    seen = (data.get("number"), data.get("chukker_number"))
    now = (str(state.next_deal_number), str(state.chukker_number))
    return all(value and value.isdigit() for value in seen) and seen != now


def _preview(
    request: HttpRequest,
    table: Table,
    actor: play.Actor,
    form: TableDealForm,
    state: TableState,
) -> HttpResponse:
    try:
        sheet = state.preview_next(form.contract())
    except ClubUserError as error:
        form.add_error(None, error.message)
        return _page(request, table, actor, state, form=form)
    return _page(
        request, table, actor, state, form=form, preview_line=sheet.lines[-1], previewing=True
    )


def _passed_out(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    form = PassedOutForm(request.POST)
    if form.is_valid():
        try:
            play.record_deal(table, None, actor=actor, **form.cleaned_data)
        except ClubUserError as error:
            messages.error(request, error.message)
    else:
        messages.error(request, _stale())
    return redirect(table_url(table))


def _stale() -> str:
    return gettext("This page was out of date; here it is again as it is now.")


def _deal(table: Table, deal_id: int) -> DealRecord:
    deal = live_deal(table, deal_id)
    if deal is None:
        raise Http404
    return deal


def deal_edit(request: HttpRequest, table_id: int, token: str, deal_id: int) -> HttpResponse:
    table, actor = load_table(request, table_id, token)
    deal = _deal(table, deal_id)
    state = table_state(table)
    seats = _seats_of(deal, state)
    if request.method == "POST":
        form = TableDealForm(request.POST, seats=seats, honours=table.evening.honours)
        if form.is_valid() and "save" in request.POST:
            try:
                play.edit_deal(
                    table,
                    deal.pk,
                    form.contract(),
                    version=form.cleaned_data["version"] or 0,
                    actor=actor,
                    confirmed_by=form.cleaned_data["confirmed_by"],
                )
            except ClubUserError as error:
                messages.error(request, error.message)
            return redirect(table_url(table))
        preview_line = _edit_preview(form, deal) if form.is_valid() else None
    else:
        form = TableDealForm(seats=seats, honours=table.evening.honours, initial=_initial(deal))
        preview_line = None
    context = {
        "table": table,
        "deal": deal,
        "form": form,
        "preview_line": preview_line,
        "table_url": table_url(table),
        "evening": table.evening,
        "actor": actor,
    }
    return render(request, "club/play/deal_edit.html", context)


def _edit_preview(form: TableDealForm, deal: DealRecord) -> DealLine | None:
    try:
        sheet = preview(deal.chukker, form.contract(), replacing=deal)
    except ClubUserError as error:
        form.add_error(None, error.message)
        return None
    return next((line for line in sheet.lines if line.number == deal.number), None)


def _seats_of(deal: DealRecord, state: TableState) -> dict[str, TablePlayer]:
    by_player = {tp.player_id: tp for tp in state.players.values()}
    ids = deal.chukker.player_ids()
    return {seat.value: by_player[pk] for seat, pk in ids.items() if pk in by_player}


def _initial(deal: DealRecord) -> dict[str, object]:
    return {
        "number": deal.number,
        "chukker_number": deal.chukker.number,
        "version": deal.version,
        "level": deal.level,
        "strain": deal.strain,
        "doubled": deal.doubled,
        "declarer": deal.declarer,
        "result": str(deal.tricks),
        "honours": deal.honours,
        "honours_side": deal.honours_side,
    }


def deal_delete(request: HttpRequest, table_id: int, token: str, deal_id: int) -> HttpResponse:
    table, actor = load_table(request, table_id, token)
    deal = _deal(table, deal_id)
    form = VersionForm(request.POST or None, initial={"version": deal.version})
    if request.method == "POST" and form.is_valid():
        try:
            play.delete_deal(table, deal.pk, version=form.cleaned_data["version"], actor=actor)
            messages.success(request, _deleted_message(deal))
        except ClubUserError as error:
            messages.error(request, error.message)
        return redirect(table_url(table))
    context = {
        "table": table,
        "deal": deal,
        "form": form,
        "table_url": table_url(table),
        "evening": table.evening,
    }
    return render(request, "club/play/deal_delete.html", context)


def _deleted_message(deal: DealRecord) -> str:
    return gettext("Deal %(number)s deleted; the sheet has been recomputed.") % {
        "number": deal.number
    }


@require_POST
def deal_confirm(request: HttpRequest, table_id: int, token: str, deal_id: int) -> HttpResponse:
    table, actor = load_table(request, table_id, token)
    deal = _deal(table, deal_id)
    state = table_state(table)
    seats = _seats_of(deal, state)
    form = ConfirmForm(request.POST, defenders=defenders_of(deal.declarer, seats))
    if form.is_valid():
        try:
            play.confirm_deal(table, deal.pk, actor=actor, **form.cleaned_data)
        except ClubUserError as error:
            messages.error(request, error.message)
    else:
        messages.error(request, _stale())
    return redirect(table_url(table))
