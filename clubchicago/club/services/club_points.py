"""Club points: awarded to the players of a published evening from its final ranking.

Words (docs/rules.md#club-points): an evening's points are *awarded* once it is published and
its ranking is final (every table has closed every chukker), by the club's *scale*
(``scoring.club_points``) over the evening's standings as its own page ranks them by default
(``selectors.standings``); a ranked player's row holds their place and points. They are stored
(``ClubPoints``) so that a season or a year adds them up in the database.

``award_club_points`` is called by ``services.versions.results_changed``, which every service
that changes what an evening shows calls inside its own transaction: publishing, unpublishing,
a correction of a deal or a chukker, a change of seating or settings. The evening's points are
thus always those of its ranking as it stands, under the club's scale as it is then; an
evening unpublished, or not final, holds none.
"""

from __future__ import annotations

from django.db import transaction

from clubchicago.club.models import Club, ClubPoints, Evening
from clubchicago.club.selectors.standings import evening_standings
from scoring.club_points import PointsScale, award


def award_club_points(evening_id: int) -> int:
    """Rewrite the club points of evening ``evening_id``; returns the rows stored.

    Two queries for an evening that is not published (its rows deleted); for a published one, its
    standings and the club's scale are read too.
    """
    with transaction.atomic():
        evening = Evening.objects.filter(pk=evening_id, published=True).first()
        if evening is None:
            ClubPoints.objects.filter(evening_id=evening_id).delete()
            return 0
        standings = evening_standings(evening)
        rows: list[ClubPoints] = []
        if standings.final:
            ranks = [row.rank for row in standings.rows]
            points = award(ranks, Club.load().scale())
            rows = [
                ClubPoints(
                    evening_id=evening_id,
                    player_id=row.player_id,
                    place=row.rank,
                    points=earned,
                    field=len(ranks),
                )
                for row, earned in zip(standings.rows, points, strict=True)
                if row.rank is not None
            ]
        ClubPoints.objects.filter(evening_id=evening_id).delete()
        ClubPoints.objects.bulk_create(rows)
        return len(rows)


def save_points_scale(scale: PointsScale) -> Club:
    """Store the club's points scale. The points already awarded stay as they are; an evening
    is awarded by the new scale when it is next published or corrected."""
    with transaction.atomic():
        club = Club.load()
        club.points_scale = scale.as_data()
        club.full_clean()
        club.save(update_fields=["points_scale"])
        return club
