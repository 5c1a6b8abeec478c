"""A season's club points as a django-tables2 table, fed ``selectors.club_points`` rows
(docs/rules.md#club-points): ranked there, only shown here."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _

from clubchicago.club.listings.results import NUM, player_page
from clubchicago.club.models import Season
from clubchicago.club.selectors.club_points import PointsRow


def points_player_link(record: PointsRow, table: SeasonPointsTable) -> str:
    return player_page(record.player_id, table.season.pk)


class SeasonPointsTable(tables.Table):  # type: ignore[misc]  # django-tables2 has no type stubs
    """Rows: ``club_points.PointsRow``, most points first; the order is the selector's."""

    rank = tables.Column(verbose_name=_("Rank"), attrs=NUM, orderable=False)
    name = tables.Column(verbose_name=_("Player"), linkify=points_player_link, orderable=False)
    evenings = tables.Column(verbose_name=_("Evenings"), attrs=NUM, orderable=False)
    points = tables.Column(verbose_name=_("Club points"), attrs=NUM, orderable=False)

    class Meta:
        attrs = {"class": "standings season-points"}

    def __init__(self, data: Iterable[PointsRow], *, season: Season, **kwargs: Any) -> None:
        super().__init__(data, **kwargs)
        self.season = season
