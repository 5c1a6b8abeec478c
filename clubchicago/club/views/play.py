"""Table-side play: the table page behind its own link, and its corrections.

A table link opens that table's page and nothing else (``table_links``: the sign-in by the
link's key and the count of wrong links). A logged-in director may open any table's link and
acts as the director (who may also correct a closed chukker).

The page works without JavaScript: forms post, the view redirects to the page (PRG), and the
score of a deal shows after "Show the score". With htmx, each choice asks ``deal_preview`` for
the results the contract can have and the deal's score, and a post answers with the page's
region (``region.html``) instead of a redirect: no page load between deals.
"""

from __future__ import annotations

import re

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import get_conditional_response
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_POST

from clubchicago.club import caching, display
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.deal import ContractForm, result_code
from clubchicago.club.forms.play import (
    ConfirmForm,
    CorrectingForm,
    PassedOutForm,
    ShownForm,
    TableDealForm,
    VersionForm,
    defenders_of,
)
from clubchicago.club.models import DealRecord, Table, TablePlayer
from clubchicago.club.selectors.sheets import entered_with, live_deal, preview, sheet_for
from clubchicago.club.selectors.standings import TableStandings, table_standings
from clubchicago.club.selectors.table_state import TableState, table_state
from clubchicago.club.services import play
from clubchicago.club.services.play_checks import check_shown, check_writable
from clubchicago.club.snapshots import snapshot
from clubchicago.club.views.common import is_htmx
from clubchicago.club.views.table_links import table_link, table_url
from clubchicago.club.views.tonight import tonight_url
from scoring import ChukkerSheet, DealLine


def _next_form(state: TableState, table: Table) -> TableDealForm | None:
    """An empty form for the table's next deal, with a fresh key for this entry."""
    if not state.next_deal_number:
        return None
    return TableDealForm(
        seats=state.entry_seats,
        honours=table.evening.honours,
        initial={
            "number": state.next_deal_number,
            "chukker_number": state.chukker_number,
            "entry_key": play.new_entry_key(),
            "lineup": state.entry_lineup,
        },
    )


@snapshot()  # a POST's answer too reads the table as of one moment
def _page(
    request: HttpRequest,
    table: Table,
    actor: play.Actor,
    state: TableState | None = None,
    *,
    form: TableDealForm | None = None,
    preview_sheet: ChukkerSheet | None = None,
    so_far: TableStandings | None = None,
    folds: str = "",
) -> HttpResponse:
    """The table page, or only its region when htmx asked for it (``so_far`` and ``folds``:
    the evening so far and the sheet and plan's fingerprint, when the poll made its ETag)."""
    if state is None:  # a POST showing the page again passes the state it has just read
        state = table_state(table)
    drawn = {"state": state, "table": table, "paper": table.on_paper, "actor": actor}
    context = {
        "state": state,
        "table": table,
        "evening": table.evening,
        "form": form or _next_form(state, table),
        "actor": actor,
        "table_url": table_url(table),
        "preview_url": reverse("club:deal_preview", args=[table.pk, table.token]),
        "preview_sheet": preview_sheet,
        "preview_line": preview_sheet.lines[-1] if preview_sheet else None,
        "paper": table.on_paper,
        "so_far": so_far or _so_far(state),
        # The score sheet and the plan, drawn once for what they show.
        "folds": caching.fragment_html(
            request, "club/play/folds.html", drawn, folds or _folds_print(table, actor, state)
        ),
        "results_url": reverse("club:evening_standings", args=[table.evening_id]),
        "tonight_url": tonight_url(table.evening) if table.evening.tonight_page else "",
        "answered": _answered(request),
    }
    club_name = getattr(table, "club_name", None)  # read with the table (``table_links``)
    if club_name is not None:
        context["CLUB_NAME"] = club_name  # the name its ETag holds, with no query again
    template = "club/play/region.html" if is_htmx(request) else "club/play/table.html"
    return render(request, template, context)


def _folds_print(table: Table, actor: play.Actor, state: TableState) -> str:
    """The fingerprint of all that the score sheet and the plan show."""
    shown = (table.pk, table.token, table.on_paper, actor.is_director)
    return caching.fingerprint(*state.folds_shown, *shown)


def _polled_page(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    """The page as its phones poll it every 30 seconds: with an ETag on what it shows (the
    table's state, the evening so far of its players, the plan; ``caching.table_etag``), so an
    unchanged table answers 304 and the page is drawn only when it changed."""
    state = table_state(table)
    club_name = getattr(table, "club_name", None)  # read with the table (``table_links``)
    so_far = _so_far(state)  # read once: for the ETag and the page
    folds = _folds_print(table, actor, state)  # the sheet and plan's, with the rest of the state
    # The evening so far as the page shows it (its rows, notes), not the whole evening's.
    shown = (folds, *state.unfolded, so_far.shown if so_far else None, is_htmx(request))
    etag = caching.table_etag(request, table.evening, club_name, *shown)
    if etag is not None:
        quoted = f'"{etag}"'
        unchanged = get_conditional_response(request, etag=quoted)
        if unchanged is not None:
            return _polled(unchanged, quoted)
    response = _page(request, table, actor, state, so_far=so_far, folds=folds)
    return _polled(response, f'"{etag}"') if etag is not None else response


def _polled(response: HttpResponse, etag: str) -> HttpResponse:
    """The browser keeps the page, and asks again with its ETag every time."""
    response["ETag"] = etag
    response["Cache-Control"] = "private, no-cache"
    return response


VERSION_FIELDS = ["results_version", "plan_version", "results_changed_at"]

ENTRY_KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")  # as ``play.new_entry_key`` makes them


def _answered(request: HttpRequest) -> str | None:
    """The entry this page answers: the key its POST carried ("" for a post without one), None
    for a GET. The phone's outbox drops a kept entry only on an answer that names it
    (``static/js/play.js``): a redirect elsewhere or a Wi-Fi's own page never does."""
    if request.method != "POST":
        return None
    key = request.POST.get("entry_key", "")
    return key if ENTRY_KEY.fullmatch(key) else ""


def _so_far(state: TableState) -> TableStandings | None:
    """The evening so far for the table's players, once one of its chukkers has closed."""
    chukker = state.chukker
    if chukker is None or not (chukker.closed or chukker.number > 1):
        return None
    evening = state.table.evening
    return table_standings(caching.live_standings(evening), evening, state.everyone)


def _done(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    """After a change: the region as it is now (htmx), or back to the page (a plain post)."""
    if is_htmx(request):
        # The change wrote the evening's new versions to its row (``services.versions``), not
        # to this object: read them, so that what the region takes from the cache (the evening
        # so far) is as of this change.
        table.evening.refresh_from_db(fields=VERSION_FIELDS)
        return _page(request, table, actor)
    return redirect(table_url(table))


@table_link
def table_page(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    if request.method != "POST":
        return _polled_page(request, table, actor)
    if "passed_out" in request.POST:
        return _passed_out(request, table, actor)
    state = table_state(table)
    try:
        # Read through ``ShownForm``: numbers a page never shows ("²", five thousand digits)
        # are left to the deal form, which says the page was out of date.
        check_shown(state, ShownForm(request.POST).shown())
    except ClubUserError as error:
        if not _sent_before(request.POST, table):
            # The table moved on since this page loaded: the seats may have changed too.
            messages.error(request, error.message)
            return _done(request, table, actor)
    form = TableDealForm(request.POST, seats=state.entry_seats, honours=table.evening.honours)
    if not form.is_valid():
        return _page(request, table, actor, state, form=form)
    if "save" not in request.POST:
        return _preview(request, table, actor, form, state)
    data = form.cleaned_data
    try:
        deal = play.record_deal(
            table,
            form.contract(),
            number=data["number"],
            chukker_number=data["chukker_number"],
            actor=actor,
            confirmed_by=data["confirmed_by"],
            entry_key=data["entry_key"] or None,
            lineup=data["lineup"],
        )
    except ClubUserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, saved_message(deal))
    return _done(request, table, actor)


def _sent_before(data: QueryDict, table: Table) -> bool:
    """The entry was stored already (its key is known here): sending it again is harmless."""
    return entered_with(table, data.get("entry_key")) is not None


def saved_message(deal: DealRecord) -> str:
    """What the page says once a deal is stored: the whole deal, as it was saved."""
    line = next(
        (line for line in sheet_for(deal.chukker).lines if line.number == deal.number), None
    )
    if deal.passed_out or line is None:
        return gettext("Deal %(number)s saved.") % {"number": deal.number}
    return gettext("Saved. %(deal)s") % {"deal": display.deal_summary(line)}


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
    return _page(request, table, actor, state, form=form, preview_sheet=sheet)


@table_link
@require_GET
def deal_preview(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    """The results the chosen contract can have, and the deal's score: asked for by htmx at
    every choice, computed by the scoring engine (nothing is stored)."""
    state = table_state(table)
    correcting = _correcting(table, CorrectingForm(request.GET).deal_id())
    seats = _seats_of(correcting, state) if correcting else state.entry_seats
    form = TableDealForm(request.GET, seats=seats, honours=table.evening.honours)
    sheet, problem = None, ""
    if form.is_valid():
        try:
            if correcting is not None:
                sheet = preview(correcting.chukker, form.contract(), replacing=correcting)
            else:
                sheet = state.preview_next(form.contract())
        except ClubUserError as error:
            problem = error.message
    elif form.chosen_level() and "result" in form.errors and _result_given(request.GET):
        problem = " ".join(str(e) for e in form.errors["result"])
    line = _line_of(sheet, correcting.number if correcting else None)
    context = {
        "form": _quiet(form),
        "preview_sheet": sheet,
        "preview_line": line,
        "preview_error": problem,
        **results_swap(request, form),
    }
    return render(request, "club/play/live.html", context)


def results_swap(request: HttpRequest, form: ContractForm) -> dict[str, bool]:
    """Redraw the result buttons only when the level changed: the page sends the level it drew
    them for, and a player tapping a result keeps the very button they tapped."""
    drawn = request.GET.get("results_for", "")
    keep = drawn == str(form.chosen_level() or "")
    return {"keep_results": keep, "oob": not keep}


def _result_given(data: QueryDict) -> bool:
    return bool((data.get("result") or "").strip() or (data.get("result_typed") or "").strip())


def _quiet(form: TableDealForm) -> TableDealForm:
    """The form as the preview redraws it: choices kept, no error shown while choosing."""
    form.errors.clear()
    return form


def _line_of(sheet: ChukkerSheet | None, number: int | None) -> DealLine | None:
    if sheet is None or not sheet.lines:
        return None
    if number is None:
        return sheet.lines[-1]
    return next((line for line in sheet.lines if line.number == number), None)


def _correcting(table: Table, deal_id: int | None) -> DealRecord | None:
    return live_deal(table, deal_id) if deal_id is not None else None


def _passed_out(request: HttpRequest, table: Table, actor: play.Actor) -> HttpResponse:
    form = PassedOutForm(request.POST)
    if form.is_valid():
        try:
            deal = play.record_deal(table, None, actor=actor, **form.cleaned_data)
        except ClubUserError as error:
            messages.error(request, error.message)
        else:
            messages.success(
                request,
                gettext("Deal %(number)s passed out: the same dealer deals again.")
                % {"number": deal.number},
            )
    else:
        messages.error(request, _stale())
    return _done(request, table, actor)


def _stale() -> str:
    return gettext("This page was out of date; here it is again as it is now.")


def _deal(table: Table, deal_id: int) -> DealRecord:
    deal = live_deal(table, deal_id)
    if deal is None:
        raise Http404
    return deal


def _refused(request: HttpRequest, table: Table, error: ClubUserError) -> HttpResponse:
    """Back to the table's page, saying why: a table link may not change a deal of a closed
    chukker, only the director can (``play_checks.check_writable``, as the service refuses)."""
    messages.error(request, error.message)
    return redirect(table_url(table))


@table_link
def deal_edit(request: HttpRequest, table: Table, actor: play.Actor, deal_id: int) -> HttpResponse:
    deal = _deal(table, deal_id)
    try:
        check_writable(deal.chukker, actor)
    except ClubUserError as error:
        return _refused(request, table, error)
    state = table_state(table)
    seats = _seats_of(deal, state)
    back = _back_url(request, table, actor)
    preview_sheet: ChukkerSheet | None = None
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
            else:
                messages.success(
                    request, gettext("Deal %(number)s corrected.") % {"number": deal.number}
                )
            return redirect(back)
        preview_sheet = _edit_preview(form, deal) if form.is_valid() else None
    else:
        form = TableDealForm(seats=seats, honours=table.evening.honours, initial=_initial(deal))
    context = {
        "table": table,
        "deal": deal,
        "form": form,
        "seats": seats,
        "preview_sheet": preview_sheet,
        "preview_line": _line_of(preview_sheet, deal.number),
        "preview_url": reverse("club:deal_preview", args=[table.pk, table.token]),
        "table_url": table_url(table),
        "back_url": back,
        "evening": table.evening,
        "actor": actor,
    }
    return render(request, "club/play/deal_edit.html", context)


# The director's list of a table's deals opens a correction with ``?back=deals``.
BACK_TO_DEALS = "deals"


def _back_url(request: HttpRequest, table: Table, actor: play.Actor) -> str:
    """Where a correction or a deletion returns: the director's list of the table's deals when
    they came from it, the table page otherwise."""
    if actor.is_director and request.GET.get("back") == BACK_TO_DEALS:
        return reverse("club:table_deals", args=[table.evening_id, table.number])
    return table_url(table)


def _edit_preview(form: TableDealForm, deal: DealRecord) -> ChukkerSheet | None:
    try:
        return preview(deal.chukker, form.contract(), replacing=deal)
    except ClubUserError as error:
        form.add_error(None, error.message)
        return None


def _seats_of(deal: DealRecord, state: TableState) -> dict[str, TablePlayer]:
    by_player = {tp.player_id: tp for tp in state.players.values()}
    ids = deal.chukker.player_ids()
    return {seat.value: by_player[pk] for seat, pk in ids.items() if pk in by_player}


def _initial(deal: DealRecord) -> dict[str, object]:
    """The stored deal as its form shows it: the result chosen among the contract's buttons."""
    level, tricks = deal.level or 0, deal.tricks or 0
    return {
        "number": deal.number,
        "chukker_number": deal.chukker.number,
        "version": deal.version,
        "level": deal.level,
        "strain": deal.strain,
        "doubled": deal.doubled,
        "declarer": deal.declarer,
        "result": result_code(tricks - (level + 6)),
        "honours": deal.honours,
        "honours_side": deal.honours_side,
    }


@table_link
def deal_delete(
    request: HttpRequest, table: Table, actor: play.Actor, deal_id: int
) -> HttpResponse:
    deal = _deal(table, deal_id)
    try:
        check_writable(deal.chukker, actor)
    except ClubUserError as error:
        return _refused(request, table, error)
    back = _back_url(request, table, actor)
    form = VersionForm(request.POST or None, initial={"version": deal.version})
    if request.method == "POST":
        if not form.is_valid():  # the version is the page's own hidden field
            messages.error(request, _stale())
            return redirect(table_url(table))
        try:
            play.delete_deal(table, deal.pk, version=form.cleaned_data["version"], actor=actor)
            messages.success(request, _deleted_message(deal))
        except ClubUserError as error:
            messages.error(request, error.message)
        return redirect(back)
    context = {
        "table": table,
        "deal": deal,
        "form": form,
        "table_url": table_url(table),
        "back_url": back,
        "evening": table.evening,
    }
    return render(request, "club/play/deal_delete.html", context)


def _deleted_message(deal: DealRecord) -> str:
    return gettext("Deal %(number)s deleted; the sheet has been recomputed.") % {
        "number": deal.number
    }


@table_link
@require_POST
def deal_confirm(
    request: HttpRequest, table: Table, actor: play.Actor, deal_id: int
) -> HttpResponse:
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
            messages.success(
                request,
                gettext("Deal %(number)s confirmed by %(name)s.")
                % {"number": deal.number, "name": form.cleaned_data["confirmed_by"]},
            )
    else:
        messages.error(request, _stale())
    return _done(request, table, actor)
