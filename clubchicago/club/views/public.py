"""Pages anyone may open: the home page and the score pad (which stores nothing), and the pad's
blank score sheet for a home game."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from clubchicago.club import caching
from clubchicago.club.forms.pad import PadDealForm, PadSettingsForm, ScorePad
from clubchicago.club.models import Club
from clubchicago.club.pdf.score_sheets import ScoreSheetsPdf
from clubchicago.club.selectors.paper import blank_sheets
from clubchicago.club.views import clubs
from clubchicago.club.views.common import is_htmx, pdf_response
from clubchicago.club.views.play import results_swap
from scoring import DealLine, ScoringError, round_hundreds


def home(request: HttpRequest) -> HttpResponse:
    if getattr(request, "club", True) is None:  # several clubs, and none asked for
        return clubs.picker(request)
    return render(request, "club/home.html")


@require_GET
def score_pad(request: HttpRequest) -> HttpResponse:
    """The pad: settings, the deals so far, and the next deal entered like a table's.

    Adding a deal (or taking the last one back) answers with the pad's new address: a redirect
    without JavaScript, the pad's region and that address (``HX-Push-Url``) for htmx.
    """
    pad = ScorePad.read(request.GET)
    if "drop" in request.GET:
        return _moved(request, pad, pad.address(drop_last=True))
    if "add" in request.GET and pad.add():
        return _moved(request, pad, pad.address())
    return _render(request, pad)


def _moved(request: HttpRequest, pad: ScorePad, address: str) -> HttpResponse:
    if not is_htmx(request):
        return redirect(reverse("score_pad") + address)
    moved = ScorePad.read(_query(address))
    response = _render(request, moved)
    response["HX-Push-Url"] = reverse("score_pad") + address
    return response


def _query(address: str) -> QueryDict:
    return QueryDict(address.lstrip("?"))


def _render(request: HttpRequest, pad: ScorePad) -> HttpResponse:
    sheet = pad.sheet
    context = {
        "pad": pad,
        "form": pad.entry,
        "sheet": sheet,
        "rounded": round_hundreds(sheet.net) if pad.deals else None,
        "preview_url": reverse("score_pad_preview"),
        "pad_url": reverse("score_pad"),
    }
    template = "club/pad/region.html" if is_htmx(request) else "club/pad/pad.html"
    return render(request, template, context)


@require_GET
def score_pad_preview(request: HttpRequest) -> HttpResponse:
    """The results the chosen contract can have, and its score on the pad (asked for by htmx)."""
    pad = ScorePad.read(request.GET)
    form = PadDealForm(request.GET, honours=pad.entry.count_honours)
    line: DealLine | None = None
    sheet = None
    if form.is_valid() and not pad.complete:
        try:
            sheet = pad.settings.rules().score(
                [*pad.deals, form.contract()], pad.settings.first_dealer_seat
            )
            line = sheet.lines[-1]
        except ScoringError:
            sheet = None
    form.errors.clear()
    context = {
        "form": form,
        "preview_sheet": sheet,
        "preview_line": line,
        "preview_error": "",
        **results_swap(request, form),
    }
    return render(request, "club/play/live.html", context)


@require_GET
def score_pad_sheet(request: HttpRequest) -> HttpResponse:
    """A blank score sheet under the pad's settings (schedule, first dealer, style): no names,
    for a home game; the club's paper size. The same for every reader who asks alike."""
    settings = PadSettingsForm(request.GET)
    rules = settings.rules()
    club = Club.load()
    first = settings.first_dealer_seat

    def render_sheet() -> bytes:
        return ScoreSheetsPdf(
            club=club,
            sheets=[blank_sheets(first, rules.schedule)],
            schedule=rules.schedule,
            style=rules.style,
        ).render()

    key = ScoreSheetsPdf.blank_cache_key(request, club, rules.schedule, rules.style, first)
    return pdf_response(caching.cached_pdf(key, render_sheet), "score-sheet.pdf")
