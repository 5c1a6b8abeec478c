"""Template context shared by every page: the club's name, and the part the reader holds in it.

A page of no club (the club picker, the federation's pages, a sign-in with several clubs: the
request's ``club`` is ``None``, ``tenancy``) is named after the installation
(``settings.FEDERATION_NAME``) and shows no club's menu (``IN_CLUB`` false).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from clubchicago.club import tenancy

# The name of the pages of no club, unless the settings name the federation.
SITE_NAME = "ClubChicago"
_NOT_SET = object()


def site_name() -> str:
    """What the pages of no club are named after: the federation, or the site's own name."""
    return str(getattr(settings, "FEDERATION_NAME", "") or SITE_NAME)


def club_name(club: Any = None) -> str:
    """The name of ``club`` (a club or its key; by default the club in scope, else the
    installation's only club), read from its row (one small query, only on pages that show it).

    Not cached: with several server processes a per-process cache would keep showing an old
    name after the director renames the club.
    """
    from clubchicago.club.models import Club

    club = club if club is not None else tenancy.scoped_club()
    clubs = Club.objects.order_by("pk")
    if club is not None and not isinstance(club, (list, tuple)):
        clubs = clubs.filter(pk=getattr(club, "pk", club))
    return clubs.values_list("name", flat=True).first() or SITE_NAME


def club(request: HttpRequest) -> dict[str, object]:
    # ``None``: a page of no club (the middleware says so); no attribute: a request made
    # without the middleware (a test's): the club in scope, else the only one.
    of_club = getattr(request, "club", _NOT_SET)
    if of_club is None:
        return {"CLUB_NAME": site_name(), "IN_CLUB": False, "CLUB_ROLE": ""}

    def role() -> str:
        from clubchicago.club.views.common import club_role

        user = getattr(request, "user", None)
        return (club_role(user) or "") if user is not None else ""

    named = None if of_club is _NOT_SET else of_club
    return {
        "CLUB_NAME": SimpleLazyObject(lambda: club_name(named)),
        "IN_CLUB": True,
        # "director", "scorer" or "": what the menus and links offer the reader.
        "CLUB_ROLE": SimpleLazyObject(role),
    }
