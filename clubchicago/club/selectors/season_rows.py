"""A season's players, one row each: their sums over the season read from its stored totals,
and the season's rules applied to them (docs/rules.md#season-rules).

``selectors.season_standings`` ranks these rows; what the words mean is said there.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from django.db.models import Count, Exists, OuterRef, Q, Subquery, Sum
from django.db.models.functions import Coalesce

from clubchicago.club import standings_notes
from clubchicago.club.collation import sort_key
from clubchicago.club.models import (
    ChukkerCredit,
    Player,
    Season,
    SeasonFiches,
    SeasonTotal,
    TablePlayer,
)
from clubchicago.club.selectors.standings import by_player_name
from scoring import Unit
from scoring.handicap import handicap_result
from scoring.rounding import HUNDRED
from scoring.season_rules import EveningResult, Ineligible, SeasonRules, counted, ineligible
from scoring.standings import average, handicap_average


@dataclass(frozen=True)
class SeasonRow:
    """One player's line over a season: every evening counted in hundreds, fiches beside.

    ``fiches`` holds, for each fiche value the season's fiche evenings used, the fiches won at
    that value: ``((100, 12), (200, -3))``. Fiches of different values are never added.
    """

    player_id: int
    name: str
    evenings: int
    positions: int
    rounded_points: int
    raw: int
    fiches: tuple[tuple[int, int], ...] = ()
    rank: int | None = 0
    # docs/rules.md#season-rules: the evenings played that do not count (best N of M) and why
    # the player is not eligible for a prize; ``rounded_points`` and ``positions`` are of the
    # evenings that count.
    dropped: int = 0
    ineligible: tuple[Ineligible, ...] = ()
    handicap: Decimal | None = None  # in the handicap ranking: hundreds per position

    @property
    def average(self) -> Decimal | None:
        """Hundreds per position played."""
        return average(self.rounded_points, self.positions)

    @property
    def handicap_total(self) -> Decimal | None:
        """The hundreds plus the handicap for each position counted (docs/rules.md#handicaps)."""
        if self.handicap is None:
            return None
        return handicap_result(self.rounded_points, self.handicap, self.positions, HUNDRED)

    @property
    def handicap_average(self) -> Decimal | None:
        return handicap_average(self.handicap_total, self.positions)

    @property
    def eligibility(self) -> str:
        """Why the player is not eligible for a prize, in words; "eligible" when they are."""
        return standings_notes.eligibility(self.ineligible)

    @property
    def sort_name(self) -> str:
        """What a click on the name column sorts by (``collation``)."""
        return sort_key(self.name)


def season_players(
    season: Season, fiche_values: Sequence[int], *, published_only: bool = False
) -> list[SeasonRow]:
    """Every player seated or credited in ``season``, with their sums over it (two queries).

    ``published_only``: over the season's published evenings alone, summed from their stored
    credits (``_published_players``) rather than read from the season's totals, which count
    every evening.

    The sums are the season's stored totals (``SeasonTotal`` and ``SeasonFiches``, the credits
    summed by ``services.credits``): one row a player, however long the season. The evenings
    each player attended are counted in one pass over the season's seats (through the index on
    evening and player), not once for each player.
    """
    seats = TablePlayer.objects.filter(evening__season=season)
    if published_only:
        seats = seats.filter(evening__published=True)
    attended = dict(
        seats.order_by()
        .values("player")
        .annotate(count=Count("evening", distinct=True))
        .values_list("player", "count")
    )
    if published_only:
        return _published_players(season, fiche_values, attended)
    totals = SeasonTotal.objects.filter(season=season, player=OuterRef("pk"))

    def stored(name: str) -> Coalesce:
        return Coalesce(Subquery(totals.values(name)[:1]), 0)

    fiches = {
        f"fiches_{value}": Subquery(
            SeasonFiches.objects.filter(
                season=season, player=OuterRef("pk"), fiche_value=value
            ).values("fiches")[:1]
        )
        for value in fiche_values
    }
    players = (
        Player.objects.filter(Q(pk__in=list(attended)) | Exists(totals))
        .annotate(
            position_count=stored("positions"),
            raw_total=stored("raw"),
            rounded_points_total=stored("rounded_points"),
            **fiches,
        )
        .values("pk", "name", "position_count", "raw_total", "rounded_points_total", *fiches)
    )
    rows = [
        SeasonRow(
            player_id=player["pk"],
            name=player["name"],
            evenings=attended.get(player["pk"], 0),
            positions=player["position_count"],
            rounded_points=player["rounded_points_total"],
            raw=player["raw_total"],
            # The values the player played at (None: no chukker at that value).
            fiches=tuple(
                (value, player[f"fiches_{value}"])
                for value in fiche_values
                if player[f"fiches_{value}"] is not None
            ),
        )
        for player in players
    ]
    return sorted(rows, key=lambda row: by_player_name((row.player_id, row.name)))


def _published_players(
    season: Season, fiche_values: Sequence[int], attended: dict[int, int]
) -> list[SeasonRow]:
    """The season's players with their sums over its published evenings only, added up by the
    database from the credits each closed chukker stores (two queries whatever the season: the
    sums for each player, unit and fiche value, and the players' names)."""
    positions: dict[int, int] = defaultdict(int)
    raw: dict[int, int] = defaultdict(int)
    rounded_points: dict[int, int] = defaultdict(int)
    fiches: dict[int, dict[int, int]] = defaultdict(dict)
    for player_id, unit, value, count, raw_total, rounded_points_total, fiches_total in (
        ChukkerCredit.objects.filter(evening__season=season, evening__published=True)
        .order_by()
        .values("player_id", "evening__unit", "evening__fiche_value")
        .annotate(
            count=Count("pk"),
            raw_total=Sum("raw"),
            rounded_points_total=Sum("rounded_points"),
            f=Sum("fiches"),
        )
        .values_list(
            "player_id",
            "evening__unit",
            "evening__fiche_value",
            "count",
            "raw_total",
            "rounded_points_total",
            "f",
        )
    ):
        positions[player_id] += count
        raw[player_id] += raw_total
        rounded_points[player_id] += rounded_points_total
        if unit == Unit.FICHES:
            fiches[player_id][value] = fiches[player_id].get(value, 0) + fiches_total
    names = dict(Player.objects.filter(pk__in={*attended, *positions}).values_list("pk", "name"))
    rows = [
        SeasonRow(
            player_id=pk,
            name=name,
            evenings=attended.get(pk, 0),
            positions=positions.get(pk, 0),
            rounded_points=rounded_points.get(pk, 0),
            raw=raw.get(pk, 0),
            fiches=tuple(
                (value, fiches[pk][value]) for value in fiche_values if value in fiches.get(pk, {})
            ),
        )
        for pk, name in names.items()
    ]
    return sorted(rows, key=lambda row: by_player_name((row.player_id, row.name)))


def eligible(row: SeasonRow) -> bool:
    """Ranked in the season: no rule makes the player ineligible (docs/rules.md#season-rules)."""
    return not row.ineligible


def with_rules(
    season: Season, rows: list[SeasonRow], rules: SeasonRules, *, published_only: bool = False
) -> list[SeasonRow]:
    """``rows`` under the season's rules (docs/rules.md#season-rules): with the best N
    evenings only (of the published ones when ``published_only``), and why each player is not
    eligible for a prize. Nothing to read when the rules are off; one query for the members,
    one for the evenings when the best N count."""
    if not rules.active:
        return rows
    ids = [row.player_id for row in rows]
    guests = set(Player.objects.filter(pk__in=ids, guest=True).values_list("pk", flat=True))
    results: dict[int, list[EveningResult]] = defaultdict(list)
    if rules.best is not None:
        for player_id, _evening, rounded_points, positions in (
            ChukkerCredit.objects.filter(evening__season=season)
            .filter(**({"evening__published": True} if published_only else {}))
            .order_by()
            .values("player_id", "evening_id", "evening__date")
            .annotate(total=Sum("rounded_points"), count=Count("pk"))
            .order_by("evening__date", "evening_id")
            .values_list("player_id", "evening_id", "total", "count")
        ):
            results[player_id].append(EveningResult(rounded_points, positions))
    changed = []
    for row in rows:
        reasons = ineligible(row.evenings, row.player_id in guests, rules)
        if rules.best is None:
            changed.append(replace(row, ineligible=reasons))
            continue
        best = counted(results.get(row.player_id, []), rules)
        changed.append(
            replace(
                row,
                rounded_points=best.rounded_points,
                positions=best.positions,
                dropped=best.dropped,
                ineligible=reasons,
            )
        )
    return changed
