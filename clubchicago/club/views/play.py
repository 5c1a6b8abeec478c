"""Table-side play: the table page behind its own link, and its corrections.

A table link opens that table's page and nothing else. A logged-in director may open any
table's link and acts as the director (who may also correct a closed chukker).
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Callable
from functools import wraps
from typing import Concatenate, ParamSpec

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
from clubchicago.club.network import client_address
from clubchicago.club.selectors.sheets import live_deal, preview
from clubchicago.club.selectors.table_state import TableState, table_state
from clubchicago.club.services import play
from clubchicago.club.views.common import is_director
from scoring import DealLine

P = ParamSpec("P")

MAX_FAILED_GUESSES = 30  # wrong links for one table from one client, in ten minutes
GUESS_WINDOW = 600

logger = logging.getLogger(__name__)


class TooManyWrongLinks(Exception):
    """One client has sent too many wrong links for one table: answered 429, not 404."""


def _count_wrong_link(key: str) -> int:
    """Add one to a counter that lives ``GUESS_WINDOW`` seconds from its first wrong link.

    The counters live in the shared cache (Redis or the database, settings.CACHES), so every
    server process counts the same wrong links.
    """
    if cache.add(key, 1, GUESS_WINDOW):
        return 1
    try:
        return cache.incr(key)
    except ValueError:  # the window ended between add and incr
        cache.set(key, 1, GUESS_WINDOW)
        return 1


def load_table(request: HttpRequest, table_id: int, token: str) -> tuple[Table, play.Actor]:
    """The table behind a link, or 404; a right link is never refused.

    Wrong links are counted per client and per table: behind the club's Wi-Fi or a reverse
    proxy every phone may share one address, and phones holding an old link (a table's link is
    replaced when the director asks for a new one) must not lock the other tables out. After
    ``MAX_FAILED_GUESSES`` wrong links for one table, that client's next wrong ones are answered
    429 instead of 404, and a warning is logged once. A link key has 256 random bits: the count
    is there to be seen and logged, not to make guessing any harder than it already is.
    """
    table = Table.objects.select_related("evening").filter(pk=table_id).first()
    if table is not None and hmac.compare_digest(table.token.encode(), str(token).encode()):
        if is_director(request.user):
            return table, play.Actor.for_director(request.user)
        return table, play.Actor.for_table(table)
    client = client_address(request) or "unknown"
    # Table ids that do not exist share one counter: the cache key stays short.
    key = f"table-link-failures:{table.pk if table else 0}:{client}"
    failures = _count_wrong_link(key)
    if failures == MAX_FAILED_GUESSES:
        logger.warning(
            "%s wrong links for table id %s from %s", failures, table.pk if table else "?", client
        )
    if failures > MAX_FAILED_GUESSES:
        raise TooManyWrongLinks
    raise Http404


def table_link(
    view: Callable[Concatenate[HttpRequest, P], HttpResponse],
) -> Callable[Concatenate[HttpRequest, P], HttpResponse]:
    """A view behind a table link: too many wrong links from one client get a 429 page."""

    @wraps(view)
    def wrapper(request: HttpRequest, /, *args: P.args, **kwargs: P.kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except TooManyWrongLinks:
            return render(request, "club/play/too_many_wrong_links.html", status=429)

    return wrapper


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


@table_link
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


@table_link
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


@table_link
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


@table_link
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
