"""What every director or table view shares: the director check and file responses."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeGuard, TypeVar

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.decorators import user_passes_test
from django.contrib.auth.models import AnonymousUser, User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from clubchicago.club import tenancy
from clubchicago.club.models import Membership
from clubchicago.club.selectors.clubs import role_in


def club_role(user: AbstractBaseUser | AnonymousUser) -> str | None:
    """The part ``user`` holds in the club of the active scope (``Membership.Role``), if any:
    read once a request (kept on the user)."""
    club = tenancy.scoped_club()
    if not getattr(user, "is_authenticated", False) or not user.is_active or club is None:
        return None
    if isinstance(club, (list, tuple)):
        return None
    club_id = int(getattr(club, "pk", club))
    roles: dict[int, str | None] = user.__dict__.setdefault("_club_roles", {})
    if club_id not in roles:
        roles[club_id] = role_in(user.pk, club_id)
    return roles[club_id]


def is_director(user: AbstractBaseUser | AnonymousUser) -> TypeGuard[User]:
    """``user`` directs the club of the request (a member with the director's role)."""
    return club_role(user) == Membership.Role.DIRECTOR


def is_scorer(user: AbstractBaseUser | AnonymousUser) -> TypeGuard[User]:
    """``user`` may run the club's Play page and correct its deals: its director or scorer."""
    return club_role(user) in (Membership.Role.DIRECTOR, Membership.Role.SCORER)


V = TypeVar("V", bound=Callable[..., Any])

# Anonymous visitors (and people signed in who hold no part in the club) are sent to the login
# page, where they may sign in with another account.
_to_login = user_passes_test(is_director)


def director_required(view: V) -> V:
    """The club's director only. A scorer of the club, who is signed in already and would only
    be sent round to the login page again, is told the page is the director's (403) and where
    their own pages are; anyone else is sent to the login page."""
    login_first = _to_login(view)

    @wraps(view)
    def checked(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if club_role(request.user) == Membership.Role.SCORER:
            return render(request, "club/directors_only.html", status=403)
        response: HttpResponse = login_first(request, *args, **kwargs)
        return response

    return checked  # type: ignore[return-value]


# The Play page and the corrections of deals: the director, or a scorer of the club.
scorer_required = user_passes_test(is_scorer)


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
