"""Seasons as the director's pages read them.

Words: a *season* groups evenings from its first day to its last for the cumulative standings;
the *current* season is the one whose days contain today (else the latest one). A season is
*open* until its last day has passed (in the club's time zone): its running standings then say
"after N evenings", and once it is over "after N of M evenings" (docs/rules.md#season-standings).

The director's list of evenings is read a page at a time, the current season's first, so that it
costs the same with five years of evenings behind it as in the first week.
"""

from __future__ import annotations

import datetime as dt

from django.core.paginator import Page, Paginator
from django.db.models import Case, Count, IntegerField, QuerySet, Subquery, Value, When
from django.db.models.functions import Coalesce

from clubchicago.club.models import Evening, Season

EVENINGS_PER_DASHBOARD_PAGE = 25


def current_season(day: dt.date) -> Season | None:
    """The season whose days contain ``day``, else the one that starts last; None without any.

    When seasons overlap, the one that started last.
    """
    seasons = Season.objects.order_by("-start_date", "-pk")
    return seasons.filter(start_date__lte=day, end_date__gte=day).first() or seasons.first()


def season_is_open(season: Season, day: dt.date) -> bool:
    """Whether ``season`` is still open on ``day``: its last day has not passed.

    docs/rules.md#season-standings: more evenings may still join an open season, so its public
    standings count only the evenings published so far, "after N evenings".
    """
    return day <= season.end_date


def dashboard_page(number: str | int | None, day: dt.date) -> Page[Evening]:
    """One page of every evening: the current season's (by ``day``) first, then the others, each
    newest first, with the players present and tables counted. A page number that is not a
    number gives the first page, one past the end the last (``Paginator.get_page``).

    Three queries: the count, the page's evenings, and their counts. The
    counts are read for the page's evenings alone, so a long history costs nothing more.
    """
    seasons = Season.objects.order_by("-start_date", "-pk").values("pk")
    # ``current_season``, inside the page's own query: the season holding ``day``, else the
    # latest; 0 for its evenings, 1 for the others.
    current = Coalesce(
        Subquery(seasons.filter(start_date__lte=day, end_date__gte=day)[:1]),
        Subquery(seasons[:1]),
    )
    later = Case(When(season=current, then=Value(0)), default=Value(1), output_field=IntegerField())
    # Typed as plain evenings: only the template reads what is added to them.
    evenings: QuerySet[Evening] = (
        Evening.objects.select_related("season")
        .annotate(later=later)
        .order_by("later", "-date", "-pk")
    )
    page = Paginator(evenings, EVENINGS_PER_DASHBOARD_PAGE).get_page(number)
    shown = list(page.object_list)
    counts = {
        row["pk"]: row
        for row in Evening.objects.filter(pk__in=[evening.pk for evening in shown])
        .annotate(
            present=Count("attendances", distinct=True), tables_count=Count("tables", distinct=True)
        )
        .values("pk", "present", "tables_count")
    }
    for evening in shown:
        evening.present = counts[evening.pk]["present"]  # type: ignore[attr-defined]
        evening.table_count = counts[evening.pk]["tables_count"]  # type: ignore[attr-defined]
    page.object_list = shown
    return page


def seasons_with_evening_counts() -> QuerySet[Season]:
    """Every season, each with ``evening_count``, its evenings counted (one query)."""
    return Season.objects.annotate(evening_count=Count("evenings"))


def evenings_newest_first() -> QuerySet[Evening]:
    """Every evening with its season, the newest first (one query)."""
    return Evening.objects.select_related("season").order_by("-date", "-pk")


def unpublished_evenings(season: Season) -> list[Evening]:
    """The season's evenings the public does not see, by date (one query)."""
    return list(season.evenings.filter(published=False).order_by("date"))
