"""Handicaps as the standings read them (docs/rules.md#handicaps).

Words: a player's *handicap* for an evening or a season is the one the director set on the
roster, unless the season's rule is *half the distance*: then, for each player who played a
position in the previous season (the season that starts last before it), it is computed from
that season's stored totals (``scoring.handicap.season_handicaps``).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from clubchicago.club.models import Player, Season, SeasonTotal
from scoring.handicap import HandicapRule, PastSeason, season_handicaps
from scoring.rounding import HUNDRED


def previous_season(season: Season) -> Season | None:
    """The season that starts last before ``season`` starts (one query), or None."""
    return (
        Season.objects.filter(start_date__lt=season.start_date)
        .order_by("-start_date", "-pk")
        .first()
    )


def handicaps(season: Season | None, player_ids: Iterable[int]) -> dict[int, Decimal]:
    """Each of ``player_ids``' handicap under ``season``'s rule (an evening with no season: the
    handicaps set by hand). One query by hand; three when computed."""
    ids = set(player_ids)
    by_hand: dict[int, Decimal] = dict(
        Player.objects.filter(pk__in=ids).values_list("pk", "handicap")
    )
    if season is None or season.handicap_rule != HandicapRule.HALF_DISTANCE:
        return by_hand
    before = previous_season(season)
    if before is None:
        return by_hand
    # Hundreds are kept as the points they stand for; a handicap is in hundreds.
    previous = {
        player_id: PastSeason(rounded_points // HUNDRED, positions)
        for player_id, rounded_points, positions in SeasonTotal.objects.filter(season=before)
        .order_by()
        .values_list("player_id", "rounded_points", "positions")
    }
    computed = season_handicaps(season.handicap_rule, by_hand, previous, season.handicap_cap)
    return {pk: value for pk, value in computed.items() if pk in ids}


def handicaps_version(season: Season | None) -> str:
    """What the computed handicaps of ``season`` follow, for the keys of cached pages and
    prints: the previous season's results version under the half-distance rule, else ""."""
    if season is None or season.handicap_rule != HandicapRule.HALF_DISTANCE:
        return ""
    before = previous_season(season)
    return str(before.results_version) if before is not None else ""
