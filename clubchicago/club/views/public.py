"""Pages anyone may open: the home page and the score pad (which stores nothing)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from clubchicago.club.forms.pad import pad_forms, played_deals
from scoring import round_hundreds


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "club/home.html")


def score_pad(request: HttpRequest) -> HttpResponse:
    data = request.GET if "schedule" in request.GET else None
    settings_form, deal_forms = pad_forms(data)
    sheet = None
    if data is not None and settings_form.is_valid():
        deals = played_deals(deal_forms)
        if deals is not None:
            sheet = settings_form.rules().score(deals, settings_form.cleaned_data["first_dealer"])
    context = {
        "settings_form": settings_form,
        "deal_forms": deal_forms,
        "sheet": sheet,
        "rounded": round_hundreds(sheet.net) if sheet else None,
    }
    return render(request, "club/score_pad.html", context)
