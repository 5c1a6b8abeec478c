"""Each closed chukker's credits, stored so that a season adds them up in the database.

Words (as in ``selectors.standings``): a *credit* is what one player of a chukker is credited
with (``scoring.player_credits``: +net to the winners, -net to the losers, as raw points,
hundreds by the evening's 50 rule and fiches by its fiche value); a *position played* is a closed
chukker in which at least one deal was bid and played. Only positions played have credits, one
row for each of their four players; sitters-out get nothing, so no row.

The stored rows are a cache, like a chukker's totals: whatever changes what they are computed
from (a chukker closing or reopening, its deals corrected while closed, the evening's rounding or
fiche value, an import) calls one of the functions below inside the same transaction, and they
rewrite the rows from scratch. ``credit_rows`` is the one place a row's values are computed, so
``manage.py checkcredits`` and bulk writers (the benchmarks' seasons) compute them the same way.

A season's *totals* (``SeasonTotal``: positions played, raw points and hundreds; ``SeasonFiches``:
fiches for each fiche value of the evenings scored in fiches) are the stored credits summed for
each player over the season's evenings, so the season standings read one row a player. They are
a cache of the credits in turn: every function here that rewrites credits sums again the totals
of the players and seasons concerned (``store_season_totals``), in the same transaction, and so
must whatever moves an evening to another season, changes its unit or deletes it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from django.db import transaction
from django.db.models import Count, F, Sum

from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    Evening,
    ScoringSettings,
    SeasonFiches,
    SeasonTotal,
)
from clubchicago.club.services import locking
from clubchicago.club.services.versions import advance_seasons, results_changed
from scoring import Unit, player_credits

K = TypeVar("K", bound=tuple[int, int])
V = TypeVar("V")


def credit_rows(chukker: Chukker, evening_id: int, rules: ScoringSettings) -> list[ChukkerCredit]:
    """The rows ``chukker`` is credited as (unsaved; none unless it is a position played).

    ``rules``: the evening whose half rule and fiche value round the net (any object with the
    evening's settings; ``evening_id`` names the evening the rows belong to).
    """
    if chukker.closed_at is None or chukker.deals_played == 0:
        return []
    credits = player_credits(
        (chukker.north_id, chukker.south_id),
        (chukker.east_id, chukker.west_id),
        chukker.ns_total,
        chukker.ew_total,
        half=rules.half,
        fiche_value=rules.fiche_value,
    )
    return [
        ChukkerCredit(
            chukker=chukker,
            evening_id=evening_id,
            player_id=player_id,
            raw=credit.raw,
            rounded_points=credit.rounded_points,
            fiches=credit.fiches,
        )
        for player_id, credit in credits.items()
    ]


def store_credits(chukker: Chukker) -> None:
    """Rewrite ``chukker``'s credits from its stored totals and state.

    ``chukker.table.evening`` is read for the rounding: callers that locked the table pass the
    chukker with it (no extra query).
    """
    evening = chukker.table.evening
    with transaction.atomic():
        before = _credited(chukker)
        ChukkerCredit.objects.filter(chukker=chukker).delete()
        rows = ChukkerCredit.objects.bulk_create(credit_rows(chukker, evening.pk, evening))
        store_season_totals([evening.season_id], before | {row.player_id for row in rows})


def forget_credits(chukker: Chukker) -> None:
    """``chukker`` no longer counts (it was reopened): its credits go until it closes again."""
    with transaction.atomic():
        before = _credited(chukker)
        ChukkerCredit.objects.filter(chukker=chukker).delete()
        store_season_totals([chukker.table.evening.season_id], before)


def _credited(chukker: Chukker) -> set[int]:
    """The players ``chukker``'s stored credits name (one query)."""
    return set(ChukkerCredit.objects.filter(chukker=chukker).values_list("player_id", flat=True))


def store_evening_credits(evenings: Iterable[Evening]) -> int:
    """Rewrite the credits of every chukker of ``evenings`` (their rounding or fiche value changed,
    or they were imported); the number of rows written. Three queries however many evenings
    (and the evenings' rows locked first where the database locks rows)."""
    by_pk = {evening.pk: evening for evening in evenings}
    with transaction.atomic():
        locking.lock_evenings(by_pk)  # no table of theirs changes a chukker meanwhile
        ChukkerCredit.objects.filter(evening_id__in=by_pk).delete()
        chukkers = Chukker.objects.filter(
            table__evening_id__in=by_pk, closed_at__isnull=False, deals_played__gt=0
        ).select_related("table")
        rows = [
            row
            for chukker in chukkers
            for row in credit_rows(
                chukker, chukker.table.evening_id, by_pk[chukker.table.evening_id]
            )
        ]
        ChukkerCredit.objects.bulk_create(rows, batch_size=1000)
        store_season_totals(evening.season_id for evening in by_pk.values())
    return len(rows)


def season_sums(
    season_ids: Collection[int], player_ids: Collection[int] | None = None
) -> tuple[list[SeasonTotal], list[SeasonFiches]]:
    """What the stored credits of ``season_ids`` add up to, for ``player_ids`` (None: all), as
    unsaved rows: each player's totals, and fiches for each value of the evenings scored in
    fiches. Two queries, summed by the database."""
    credits = ChukkerCredit.objects.filter(evening__season_id__in=season_ids).order_by()
    if player_ids is not None:
        credits = credits.filter(player_id__in=player_ids)
    # Each row of sums named as the stored row's fields, so it is that row's arguments.
    by_player = credits.values("player_id", season_id=F("evening__season_id"))
    totals = [
        SeasonTotal(**row)
        for row in by_player.annotate(
            positions=Count("pk"), total_raw=Sum("raw"), total_rounded_points=Sum("rounded_points")
        ).values(
            "season_id",
            "player_id",
            "positions",
            raw=F("total_raw"),
            rounded_points=F("total_rounded_points"),
        )
    ]
    fiches = [
        SeasonFiches(**row)
        for row in credits.filter(evening__unit=Unit.FICHES)
        .values(
            "player_id", season_id=F("evening__season_id"), fiche_value=F("evening__fiche_value")
        )
        .annotate(total_fiches=Sum("fiches"))
        .values("season_id", "player_id", "fiche_value", fiches=F("total_fiches"))
    ]
    return totals, fiches


def store_season_totals(
    season_ids: Iterable[int | None], player_ids: Collection[int] | None = None
) -> None:
    """Sum again the totals of ``season_ids`` (None, an evening in no season, is skipped) from
    their stored credits: of ``player_ids`` only, or of every player (None). Six queries (and two
    that lock the rows first where the database locks rows)."""
    seasons = {pk for pk in season_ids if pk is not None}
    if not seasons or (player_ids is not None and not player_ids):
        return
    with transaction.atomic():
        stale_totals = SeasonTotal.objects.filter(season_id__in=seasons)
        stale_fiches = SeasonFiches.objects.filter(season_id__in=seasons)
        if player_ids is not None:
            stale_totals = stale_totals.filter(player_id__in=player_ids)
            stale_fiches = stale_fiches.filter(player_id__in=player_ids)
        # Locked by primary key before the deletes: two tables' closing chukkers rewrite the
        # rows of different players, a director rewriting the season's every row waits its turn.
        locking.lock_rows(stale_totals)
        locking.lock_rows(stale_fiches)
        stale_totals.delete()
        stale_fiches.delete()
        totals, fiches = season_sums(seasons, player_ids)
        SeasonTotal.objects.bulk_create(totals, batch_size=1000)
        SeasonFiches.objects.bulk_create(fiches, batch_size=1000)


# A stored row as compared: (chukker id, player id) -> (evening id, raw, hundreds, fiches).
Key = tuple[int, int]
Values = tuple[int, int, int, int]
# A season's totals as compared: (season id, player id) -> (positions, raw, hundreds, fiches by
# value, ascending).
TotalKey = tuple[int, int]
TotalValues = tuple[int, int, int, tuple[tuple[int, int], ...]]


@dataclass(frozen=True)
class CreditCheck:
    """How the stored credits, and the season totals, differ from a fresh rescoring of every
    chukker."""

    missing: list[Key]  # a position played whose player has no row
    extra: list[Key]  # a row for no position played (an open chukker, a sitter-out...)
    wrong: list[Key]  # a row whose values are not what the chukker credits
    evenings: set[int]  # the evenings whose rows differ
    # The same for the season totals, by (season, player): a player credited in the season
    # without totals, totals for a player not credited, totals that are not the credits' sums.
    missing_totals: list[TotalKey] = field(default_factory=list)
    extra_totals: list[TotalKey] = field(default_factory=list)
    wrong_totals: list[TotalKey] = field(default_factory=list)

    @property
    def seasons(self) -> set[int]:
        """The seasons whose totals differ."""
        keys = self.missing_totals + self.extra_totals + self.wrong_totals
        return {season for season, _player in keys}

    @property
    def clean(self) -> bool:
        return not (
            self.missing
            or self.extra
            or self.wrong
            or self.missing_totals
            or self.extra_totals
            or self.wrong_totals
        )


def _fresh_credits() -> dict[Key, Values]:
    chukkers = Chukker.objects.filter(closed_at__isnull=False, deals_played__gt=0).select_related(
        "table__evening"
    )
    return {
        (row.chukker.pk, row.player_id): (row.evening_id, row.raw, row.rounded_points, row.fiches)
        for chukker in chukkers.iterator(chunk_size=2000)
        for row in credit_rows(chukker, chukker.table.evening_id, chukker.table.evening)
    }


def _fresh_totals(fresh: dict[Key, Values]) -> dict[TotalKey, TotalValues]:
    """The season totals the ``fresh`` credits add up to (one query: the evenings' seasons)."""
    evenings = {
        pk: (season, unit, fiche_value)
        for pk, season, unit, fiche_value in Evening.objects.filter(
            season__isnull=False
        ).values_list("pk", "season_id", "unit", "fiche_value")
    }
    sums: dict[TotalKey, list[int]] = defaultdict(lambda: [0, 0, 0])
    fiches: dict[TotalKey, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for (_chukker, player), (evening, raw, rounded_points, fiche_count) in fresh.items():
        if evening not in evenings:
            continue  # an evening in no season
        season, unit, fiche_value = evenings[evening]
        total = sums[season, player]
        total[0] += 1
        total[1] += raw
        total[2] += rounded_points
        if unit == Unit.FICHES:
            fiches[season, player][fiche_value] += fiche_count
    return {
        key: (positions, raw, rounded_points, tuple(sorted(fiches[key].items())))
        for key, (positions, raw, rounded_points) in sums.items()
    }


def _stored_totals() -> dict[TotalKey, TotalValues]:
    """The season totals as stored (two queries); fiches without totals count as totals of 0."""
    sums: dict[TotalKey, tuple[int, int, int]] = {
        (season, player): (positions, raw, rounded_points)
        for season, player, positions, raw, rounded_points in SeasonTotal.objects.values_list(
            "season_id", "player_id", "positions", "raw", "rounded_points"
        )
    }
    fiches: dict[TotalKey, dict[int, int]] = defaultdict(dict)
    for season, player, value, count in SeasonFiches.objects.values_list(
        "season_id", "player_id", "fiche_value", "fiches"
    ):
        fiches[season, player][value] = count
    return {
        key: (*sums.get(key, (0, 0, 0)), tuple(sorted(fiches[key].items())))
        for key in sums.keys() | fiches.keys()
    }


def _differences(fresh: dict[K, V], stored: dict[K, V]) -> tuple[list[K], list[K], list[K]]:
    """The keys missing from ``stored``, the keys too many in it and those whose values differ."""
    missing = sorted(fresh.keys() - stored.keys())
    extra = sorted(stored.keys() - fresh.keys())
    wrong = sorted(key for key in fresh.keys() & stored.keys() if fresh[key] != stored[key])
    return missing, extra, wrong


def check_credits() -> CreditCheck:
    """Compare every stored credit with a fresh ``player_credits`` of its chukker, and every
    season's totals with the sums of those fresh credits (reads only)."""
    fresh = _fresh_credits()
    stored: dict[Key, Values] = {
        (chukker, player): (evening, raw, rounded_points, fiches)
        for (
            chukker,
            player,
            evening,
            raw,
            rounded_points,
            fiches,
        ) in ChukkerCredit.objects.values_list(
            "chukker_id", "player_id", "evening_id", "raw", "rounded_points", "fiches"
        ).iterator(chunk_size=2000)
    }
    missing, extra, wrong = _differences(fresh, stored)
    evenings = {fresh[key][0] for key in missing + wrong} | {
        stored[key][0] for key in extra + wrong
    }
    totals = _differences(_fresh_totals(fresh), _stored_totals())
    return CreditCheck(missing, extra, wrong, evenings, *totals)


def repair_credits() -> CreditCheck:
    """Rewrite the credits of every evening whose rows differ, then the totals of every season
    whose totals differ, in one transaction; what differed.

    A row of a chukker that no longer exists cannot be: the rows go with their chukker.
    """
    with transaction.atomic():
        found = check_credits()
        if found.evenings:
            store_evening_credits(Evening.objects.filter(pk__in=found.evenings))
        store_season_totals(found.seasons)
        # What was rewritten is shown from now on (``services.versions``).
        # Their rankings, and so their club points, may have changed too.
        results_changed(found.evenings)
        advance_seasons(found.seasons)
        return found
