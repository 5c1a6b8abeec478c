"""Seasons as the director's pages read them.

Words: a *season* groups evenings from its first day to its last for the cumulative standings;
the *current* season is the one whose days contain today (else the latest one).

The director's list of evenings is read a page at a time, the current season's first, so that it
costs the same with five years of evenings behind it as in the first week.
"""

from __future__ import annotations

import datetime as dt

from django.core.paginator import Page, Paginator
from django.db.models import Case, Count, IntegerField, QuerySet, Value, When

from clubchicago.club.models import Evening, Season

EVENINGS_PER_DASHBOARD_PAGE = 25


def current_season(day: dt.date) -> Season | None:
    """The season whose days contain ``day``, else the one that starts last; None without any.

    When seasons overlap, the one that started last.
    """
    seasons = Season.objects.order_by("-start_date", "-pk")
    return seasons.filter(start_date__lte=day, end_date__gte=day).first() or seasons.first()


def dashboard_page(number: str | int | None, day: dt.date) -> Page[Evening]:
    """One page of every evening: the current season's (by ``day``) first, then the others, each
    newest first, with the players present and tables counted. A page number that is not a
    number gives the first page, one past the end the last (``Paginator.get_page``). Three
    queries: the current season, the count and the page.
    """
    current = current_season(day)
    # 0 for the current season's evenings, 1 for the others.
    later = (
        Case(When(season=current, then=Value(0)), default=Value(1), output_field=IntegerField())
        if current
        else Value(1, output_field=IntegerField())
    )
    # Typed as plain evenings: the template reads the counts, no Python code does.
    evenings: QuerySet[Evening] = (
        Evening.objects.select_related("season")
        .annotate(
            later=later,
            present=Count("attendances", distinct=True),
            table_count=Count("tables", distinct=True),
        )
        .order_by("later", "-date", "-pk")
    )
    return Paginator(evenings, EVENINGS_PER_DASHBOARD_PAGE).get_page(number)
