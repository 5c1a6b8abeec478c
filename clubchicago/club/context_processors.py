"""Template context shared by every page."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject


def club_name() -> str:
    """The club's name from its settings row (one small query, only on pages that show it).

    Not cached: with several server processes a per-process cache would keep showing an old
    name after the director renames the club.
    """
    from clubchicago.club.models import Club

    return Club.objects.values_list("name", flat=True).first() or "ClubChicago"


def club(request: HttpRequest) -> dict[str, object]:
    return {"CLUB_NAME": SimpleLazyObject(club_name)}
