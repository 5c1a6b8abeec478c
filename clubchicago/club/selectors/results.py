"""The Results page's lists: the evenings and seasons a visitor may read, newest first.

Words (the access rules of ``views.results``): an evening's results are *public* once the
director publishes them; a season's standings are public once one of its evenings is published,
over its published evenings (``season_standings.season_is_public``, docs/rules.md#season-standings).
The director sees every evening and every season; anyone else sees only what is public.

Each function is one query (two for a page of evenings: the count and the page).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.paginator import Page, Paginator
from django.db.models import Count, Q, QuerySet

from clubchicago.club.models import Evening, Season

EVENINGS_PER_PAGE = 20


def visible_evenings(*, public: bool) -> QuerySet[Evening]:
    """The published evenings for the public, every evening for the director; newest first."""
    evenings = Evening.objects.select_related("season").order_by("-date", "-pk")
    return evenings.filter(published=True) if public else evenings


def evenings_page(number: str | int | None, *, public: bool) -> Page[Evening]:
    """One page of ``visible_evenings``; a page number out of range or not a number gives the
    nearest page, as Django's ``Paginator.get_page`` does."""
    return Paginator(visible_evenings(public=public), EVENINGS_PER_PAGE).get_page(number)


@dataclass(frozen=True)
class SeasonLine:
    season: Season
    evenings: int
    published: int  # of those evenings

    @property
    def public(self) -> bool:
        """The public sees the season's standings, over its published evenings."""
        return self.published > 0

    @property
    def complete(self) -> bool:
        """Every evening of the season is published: the public sees what the director sees."""
        return self.evenings > 0 and self.published == self.evenings


def visible_seasons(*, public: bool) -> list[SeasonLine]:
    """The public seasons for the public, every season for the director; newest first."""
    seasons = Season.objects.annotate(
        evening_count=Count("evenings"),
        published_count=Count("evenings", filter=Q(evenings__published=True)),
    ).order_by("-start_date", "-pk")
    lines = [SeasonLine(season, season.evening_count, season.published_count) for season in seasons]
    return [line for line in lines if line.public] if public else lines
