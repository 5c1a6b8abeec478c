"""Template context shared by every page."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def club(request: HttpRequest) -> dict[str, object]:
    return {"CLUB_NAME": settings.CLUB_NAME or "ClubChicago"}
