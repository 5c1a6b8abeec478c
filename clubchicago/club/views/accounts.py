"""The director's login, as django-axes guards it: the page a locked-out login gets."""

from __future__ import annotations

from typing import Any

from axes.helpers import get_client_username, get_cool_off
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def locked_out(
    request: HttpRequest,
    original_response: HttpResponse | None = None,
    credentials: dict[str, Any] | None = None,
) -> HttpResponse:
    """Too many wrong passwords for this username from this device (``AXES_LOCKOUT_CALLABLE``).

    Answered 429 on the director's login and the admin's alike, in the visitor's language.
    """
    cool_off = get_cool_off(request)
    context = {
        "username": get_client_username(request, credentials) or "",
        "minutes": round(cool_off.total_seconds() / 60) if cool_off else None,
    }
    return render(request, "registration/locked_out.html", context, status=429)
