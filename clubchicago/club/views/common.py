"""What every director or table view shares: the director check and file responses."""

from __future__ import annotations

from typing import TypeGuard

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.decorators import user_passes_test
from django.contrib.auth.models import AnonymousUser, User
from django.http import HttpRequest, HttpResponse


def is_director(user: AbstractBaseUser | AnonymousUser) -> TypeGuard[User]:
    return bool(getattr(user, "is_authenticated", False) and getattr(user, "is_staff", False))


# Anonymous visitors (and logged-in non-directors) are sent to the login page.
director_required = user_passes_test(is_director)


class DirectorRequest(HttpRequest):
    """The request of a view behind ``director_required``: its user is a logged-in director."""

    user: User


def is_htmx(request: HttpRequest) -> bool:
    """The request comes from htmx on the page, which swaps in the answer itself."""
    return request.headers.get("HX-Request") == "true"


def pdf_response(content: bytes, filename: str, *, inline: bool = True) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    disposition = "inline" if inline else "attachment"
    response["Content-Disposition"] = f'{disposition}; filename="{filename}"'
    return response
