"""What every director or table view shares: the director check and file responses."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.decorators import user_passes_test
from django.http import HttpResponse


def is_director(user: object) -> bool:
    return bool(getattr(user, "is_authenticated", False) and getattr(user, "is_staff", False))


# Anonymous visitors (and logged-in non-directors) are sent to the login page.
director_required: Callable = user_passes_test(is_director)


def pdf_response(content: bytes, filename: str, *, inline: bool = True) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    disposition = "inline" if inline else "attachment"
    response["Content-Disposition"] = f'{disposition}; filename="{filename}"'
    return response
