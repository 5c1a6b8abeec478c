"""A season's standings: every evening counted in hundreds, fiches beside, and its leaders'
progression.

Words (docs/rules.md#season-standings; an evening's words are ``selectors.standings``'):
- *season*: evenings may use different units and fiche values, so a season adds hundreds (ranked
  by them) and never fiches of different values: fiches are shown beside the hundreds, summed
  separately for each fiche value.
- *progression*: a player's running season total in hundreds after each evening in which a
  chukker counted (the season page's chart of its leaders, and a player's own page).
- *handicap ranking*: each player's hundreds plus their handicap for each position counted
  (docs/rules.md#handicaps), ranked by the same order and rules.
- *season rules*: the best N of M evenings count, a minimum of evenings and members only for a
  prize (docs/rules.md#season-rules); a player the rules make ineligible is listed, not ranked,
  with the reasons.

A season is read from its players' totals, the credits of its closed chukkers summed and stored
by ``services.credits`` (``SeasonTotal``, ``SeasonFiches``), so a season of 500 evenings costs
about what one of 50 does; the ranking rules are ``scoring.standings``, the sentences
``standings_notes``. Its leaders' progression is drawn at ``charts.MOST_POINTS`` evenings at
most. Nothing here renders HTML.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from itertools import accumulate
from typing import NamedTuple

from django.db.models import Count, Exists, OuterRef, Sum
from django.utils import timezone

from clubchicago.club import standings_notes
from clubchicago.club.charts import Series, sample
from clubchicago.club.models import (
    ChukkerCredit,
    Evening,
    Season,
)
from clubchicago.club.selectors.handicaps import handicaps
from clubchicago.club.selectors.season_rows import SeasonRow, eligible, season_players, with_rules
from clubchicago.club.selectors.seasons import season_is_open
from clubchicago.club.selectors.standings import by_player_name
from scoring import Unit
from scoring.handicap import NO_HANDICAP
from scoring.season_rules import SeasonRules
from scoring.standings import Order, by_average, by_handicap, rank


@dataclass(frozen=True)
class SeasonEvening:
    """An evening of a season, as the progression's axis names it."""

    pk: int
    date: dt.date
    title: str
    number: int = 0  # its number among the evenings played, from 1


@dataclass(frozen=True)
class Progression:
    """A player's running total in hundreds after each evening played in the season."""

    row: SeasonRow
    cumulative: tuple[int, ...]

    @property
    def series(self) -> Series:
        """The player's line on the leaders' chart."""
        return Series(self.row.name, self.cumulative)


@dataclass(frozen=True)
class SeasonStandings:
    rows: list[SeasonRow]  # the players who played a position counted here, ranked
    evenings: int  # evenings in the season
    published: bool  # every evening of the season is published (and there is one)
    fiche_values: list[int] = field(default_factory=list)  # of the evenings counted in fiches
    order: Order = Order.TOTAL
    # The evenings in which a chukker counted, oldest first, and the hundreds of each of the
    # first ``PROGRESSION_LEADERS`` ranked players in each of them (0 where they did not play):
    # what the leaders' progression is drawn from. Past ``charts.MOST_POINTS`` evenings played,
    # one in ``step`` and the last (``charts.sample``): then each evening's hundreds are those
    # since the evening shown before it, so the running totals stay exact.
    played: tuple[SeasonEvening, ...] = ()
    by_evening: dict[int, tuple[int, ...]] = field(default_factory=dict)
    step: int = 1
    rules: SeasonRules = field(default_factory=SeasonRules)  # docs/rules.md#season-rules
    handicapped: bool = False  # the handicap ranking
    # docs/rules.md#season-standings: the players present at a counted evening who played no
    # position there (drawn, never played), listed apart and never ranked.
    unplayed: list[SeasonRow] = field(default_factory=list)
    public: bool = False  # over the published evenings only, as the public sees it
    counted: int = 0  # the evenings counted: the published ones when ``public``, else all
    published_count: int = 0  # the season's published evenings
    open: bool = False  # the season's last day has not passed (``seasons.season_is_open``)

    def after(self) -> str:
        """How far the standings go, as a sentence (``standings_notes.season_after``)."""
        return standings_notes.season_after(self)

    def counted_note(self) -> str | None:
        """For the director: which evenings the public sees (``standings_notes``)."""
        return standings_notes.season_counted_note(self)

    def progression(self, leaders: int = 5) -> list[Progression]:
        """The first ``leaders`` ranked players' cumulative hundreds after each evening played;
        nothing before a chukker counts. ``season_standings`` reads the evenings of the first
        ``PROGRESSION_LEADERS`` (5, what the chart draws) only, so no more are given."""
        leaders = min(leaders, PROGRESSION_LEADERS)
        if not self.played:
            return []
        # A player seated but never credited (their table closed nothing yet) stays at zero.
        nothing = (0,) * len(self.played)
        return [
            Progression(row, tuple(accumulate(self.by_evening.get(row.player_id, nothing))))
            for row in self.rows
            if row.rank is not None
        ][:leaders]

    def progression_by_evening(
        self, leaders: Sequence[Progression]
    ) -> list[tuple[SeasonEvening, tuple[int, ...]]]:
        """Each evening played with the ``leaders``' running totals after it: the chart's
        figures as a table."""
        return [
            (evening, tuple(leader.cumulative[index] for leader in leaders))
            for index, evening in enumerate(self.played)
        ]

    @property
    def evenings_played(self) -> int:
        """The evenings in which a chukker counted, whether or not the progression shows each."""
        return self.played[-1].number if self.played else 0

    def sampled_note(self) -> str | None:
        """Under the chart, when it shows only some evenings: which (``standings_notes``)."""
        return standings_notes.season_sampled_note(self)

    def notes(self) -> list[str]:
        """What the ranking is by, how fiches count, as sentences (``standings_notes``)."""
        return standings_notes.season_notes(self)

    def rule_notes(self) -> list[str]:
        """Which of the season's rules ranked it, as sentences (``standings_notes``)."""
        return standings_notes.season_rule_notes(self)


# How many ranked players' progression ``season_standings`` reads: the chart shows five.
PROGRESSION_LEADERS = 5


def _progressions(
    season: Season,
    rows: Sequence[SeasonRow],
    played: Sequence[Played],
    kept: Sequence[int],
    *,
    published_only: bool = False,
) -> dict[int, tuple[int, ...]]:
    """The hundreds of the first ranked ``rows`` in each evening ``played`` whose index is
    ``kept``, with those of the evenings not kept since the one kept before it (one query, none
    before a chukker counts): the running totals at the evenings kept stay exact.

    The database adds each leader's credits up by evening, through the covering index on the
    player (a few thousand index entries for five leaders over 500 evenings); Python adds those
    up to each evening kept (the last evening played is always kept).
    """
    leaders = [row.player_id for row in rows if row.rank is not None][:PROGRESSION_LEADERS]
    if not kept or not leaders:
        return {}
    # Each evening played counts with the first evening kept at or after it.
    bucket: dict[int, int] = {}
    place = 0
    for index, evening in enumerate(played):
        if index > kept[place]:
            place += 1
        bucket[evening.pk] = place
    rounded_points: dict[int, list[int]] = {}
    evenings = Evening.objects.filter(season=season)
    if published_only:
        evenings = evenings.filter(published=True)
    for player_id, evening_id, total in (
        ChukkerCredit.objects.filter(player_id__in=leaders, evening_id__in=evenings.values("pk"))
        .order_by()
        .values("player_id", "evening_id")
        .annotate(total=Sum("rounded_points"))
        .values_list("player_id", "evening_id", "total")
    ):
        rounded_points.setdefault(player_id, [0] * len(kept))[bucket[evening_id]] += total
    return {player_id: tuple(each) for player_id, each in rounded_points.items()}


class Played(NamedTuple):
    """An evening played in a season, oldest first: its id, date and title. Light: a season of
    500 evenings reads 500 of them, and the chart names only the few it draws
    (``SeasonEvening``)."""

    pk: int
    date: dt.date
    title: str


@dataclass(frozen=True)
class _Summary:
    """What a season's evenings say about its standings: how many, how many are published, the
    fiche values of those counted that are scored in fiches, and (if asked) the evenings
    counted in which a chukker counted, oldest first."""

    count: int
    published: int
    fiche_values: list[int]
    played: list[Played]


def _season_summary(season: Season, *, public: bool) -> _Summary:
    """The season's evenings summed up, without those played (one query: a row for each unit,
    fiche value and publication, however long the season). ``public``: the fiche values of the
    published evenings only."""
    count, published, fiche_values = 0, 0, set()
    for unit, fiche_value, is_published, evenings in (
        Evening.objects.filter(season=season)
        .order_by()
        .values("unit", "fiche_value", "published")
        .annotate(evenings=Count("pk"))
        .values_list("unit", "fiche_value", "published", "evenings")
    ):
        count += evenings
        published += evenings if is_published else 0
        if unit == Unit.FICHES and (is_published or not public):
            fiche_values.add(fiche_value)
    return _Summary(count, published, sorted(fiche_values), [])


class _EveningRow(NamedTuple):
    """An evening of a season as ``_season_evenings`` reads it."""

    pk: int
    date: dt.date
    title: str
    fiche_value: int
    unit: str
    published: bool
    counted: bool  # a chukker of it counted


def _season_evenings(season: Season, *, public: bool) -> _Summary:
    """The season's evenings summed up, with those counted in which a chukker counted, oldest
    first (one query: a row for each evening). ``public``: the published evenings only count."""
    evenings = [
        _EveningRow(*row)
        for row in Evening.objects.filter(season=season)
        .order_by("date", "pk")
        .annotate(counted=Exists(ChukkerCredit.objects.filter(evening=OuterRef("pk"))))
        .values_list(*_EveningRow._fields)
    ]
    shown = [row for row in evenings if row.published or not public]
    return _Summary(
        len(evenings),
        sum(1 for row in evenings if row.published),
        sorted({row.fiche_value for row in shown if row.unit == Unit.FICHES}),
        [Played(row.pk, row.date, row.title) for row in shown if row.counted],
    )


def season_standings(
    season: Season,
    order: Order | str | None = None,
    *,
    progression: bool = True,
    handicap: bool = False,
    public: bool = False,
    today: dt.date | None = None,
) -> SeasonStandings:
    """Cumulative standings over the season's evenings, read from the totals stored for it.

    ``public``: over its published evenings only, as anyone but the director sees it
    (docs/rules.md#season-standings); while one is unpublished, its players' sums are added up
    from the published evenings' stored credits instead of read from the season's totals.
    ``today`` (the club's date by default) says whether the season is still open.

    Four queries whatever its length: its evenings, the evenings each player attended, its
    players' totals, and the hundreds of its leaders (``PROGRESSION_LEADERS``) evening by
    evening, to be drawn at ``charts.MOST_POINTS`` evenings at most (``charts.sample``). With
    ``progression`` False (an export, the API: no chart), three: its evenings summed up by the
    database, the evenings attended, and its players' totals. Public with an evening
    unpublished: one more (the players' names, beside their sums over the published evenings).
    The season's rules read one or two queries more when on (``season_rows.with_rules``);
    ``handicap`` ranks by the handicap results (docs/rules.md#handicaps), without the chart,
    whose running totals are scratch.
    """
    summary = (
        _season_evenings(season, public=public)
        if progression and not handicap
        else _season_summary(season, public=public)
    )
    every = summary.count > 0 and summary.published == summary.count
    published_only = public and not every
    rules = season.rules()
    rows = with_rules(
        season,
        season_players(season, summary.fiche_values, published_only=published_only),
        rules,
        published_only=published_only,
    )
    chosen = Order.parse(order)

    # docs/rules.md#season-standings: a player who played no position is never ranked, and
    # docs/rules.md#season-rules: nor is one the season's rules make ineligible for a prize.
    def ranked_here(row: SeasonRow) -> bool:
        return row.positions > 0 and eligible(row)

    if handicap:
        by_player = handicaps(season, [row.player_id for row in rows])
        ordered = _ranked_by_handicap(rows, by_player, chosen, ranked_here)
    elif chosen is Order.AVERAGE:
        ordered = rank(rows, lambda row: by_average(row.rounded_points, row.positions), ranked_here)
    else:
        ordered = rank(rows, lambda row: row.rounded_points, ranked_here)
    ranked = [row for row in ordered if row.positions > 0]
    kept, step = sample(len(summary.played))
    day = today or timezone.localdate()
    return SeasonStandings(
        rows=ranked,
        evenings=summary.count,
        published=every,
        fiche_values=summary.fiche_values,
        order=chosen,
        played=tuple(SeasonEvening(*summary.played[index], number=index + 1) for index in kept),
        by_evening=_progressions(
            season, ranked, summary.played, kept, published_only=published_only
        ),
        step=step,
        rules=rules,
        handicapped=handicap,
        unplayed=[row for row in ordered if row.positions == 0],
        public=public,
        counted=summary.published if public else summary.count,
        published_count=summary.published,
        open=season_is_open(season, day),
    )


def _ranked_by_handicap(
    rows: Iterable[SeasonRow],
    by_player: dict[int, Decimal],
    order: Order,
    ranked_here: Callable[[SeasonRow], bool] = eligible,
) -> list[SeasonRow]:
    with_handicap = sorted(
        (replace(row, handicap=by_player.get(row.player_id, NO_HANDICAP)) for row in rows),
        key=lambda row: by_player_name((row.player_id, row.name)),
    )
    return rank(
        with_handicap,
        lambda row: by_handicap(row.handicap_total, row.positions, order),
        ranked_here,
    )


def with_season_handicaps(
    result: SeasonStandings, by_player: dict[int, Decimal]
) -> SeasonStandings:
    """``result`` ranked again by the handicap results (docs/rules.md#handicaps), by the same
    order and rules; no query. Without the progression, whose running totals are scratch."""
    return replace(
        result,
        rows=_ranked_by_handicap(result.rows, by_player, result.order),
        handicapped=True,
        played=(),
        by_evening={},
    )


def season_is_public(season: Season) -> bool:
    """A season's standings are public once one of its evenings is published, over its
    published evenings (docs/rules.md#season-standings; one query)."""
    return Evening.objects.filter(season=season, published=True).exists()
