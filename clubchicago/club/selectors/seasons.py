"""Seasons as the director's pages read them.

Words: a *season* groups evenings from its first day to its last for the cumulative standings;
the *current* season is the one whose days contain today (else the latest one).
"""

from __future__ import annotations

import datetime as dt

from clubchicago.club.models import Season


def current_season(day: dt.date) -> Season | None:
    """The season whose days contain ``day``, else the one that starts last; None without any.

    When seasons overlap, the one that started last.
    """
    seasons = Season.objects.order_by("-start_date", "-pk")
    return seasons.filter(start_date__lte=day, end_date__gte=day).first() or seasons.first()
