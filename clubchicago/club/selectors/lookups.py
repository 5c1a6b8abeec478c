"""The rows a view loads by its key, each read with what its page needs.

A view hands these querysets to ``get_object_or_404`` (the view's own concern: a key that names
no row is a 404), or asks for one row that may be missing (a poll, a link), so that the views
hold no query of their own (docs/architecture.md#views; tests/suites/test_views_queries.py).
Each is the query the view ran before, unchanged: the pages' query counts stay as measured.
"""

from __future__ import annotations

from django.db.models import OuterRef, QuerySet, Subquery

from clubchicago.club import caching
from clubchicago.club.models import Chukker, Club, ClubImport, DealRecord, Evening, Table


def evenings_with_season() -> QuerySet[Evening]:
    """Evenings with their season, read in the same query."""
    return Evening.objects.select_related("season")


def evenings_for_results() -> QuerySet[Evening]:
    """Evenings with their season and the club's name (every results page's title)."""
    return caching.with_club_name(Evening.objects.select_related("season"))


def polled_evening(pk: int) -> Evening | None:
    """The evening a director's polled page shows, with the club's name; None if there is none."""
    return caching.with_club_name(Evening.objects.filter(pk=pk)).first()


def tonight_evening(pk: int) -> Evening | None:
    """The evening, with the club's name, if its tonight page is on; else None."""
    return caching.with_club_name(Evening.objects.filter(pk=pk, tonight_page=True)).first()


def tables_with_evening() -> QuerySet[Table]:
    """Tables with their evening, read in the same query."""
    return Table.objects.select_related("evening")


def tables_with_places() -> QuerySet[Table]:
    """Tables with their evening, every place with its player, and their chukkers."""
    return Table.objects.select_related("evening").prefetch_related(
        "table_players__player", "chukkers"
    )


def linked_table(table_id: int) -> Table | None:
    """A table link's table with its evening and the club's name (in the page's title and its
    ETag), in one query; None if there is none."""
    return (
        Table.objects.select_related("evening")
        .annotate(
            club_name=Subquery(
                Club.objects.filter(pk=OuterRef("evening__club_id")).values("name")[:1]
            )
        )
        .filter(pk=table_id)
        .first()
    )


def chukkers_with_table() -> QuerySet[Chukker]:
    """Chukkers with their table, read in the same query."""
    return Chukker.objects.select_related("table")


def deals_with_table() -> QuerySet[DealRecord]:
    """Deals with their chukker and its table, read in the same query."""
    return DealRecord.objects.select_related("chukker__table")


def imports() -> QuerySet[ClubImport]:
    """The imports without their uploaded file (read only by the worker), newest first."""
    return ClubImport.objects.defer("data")
