"""A player's results: their evenings in a season, and which players have results to show.

Words (as in ``standings``):
- a player *played* an evening when they are in its standings: seated at one of its tables, or
  credited in one of its closed chukkers (a player the director moved away keeps what they won);
- *visible*: the public sees published evenings only, the director every evening
  (``results.visible_evenings``); a player with no visible evening has no page for the public;
- each evening's line is the player's line of that evening's standings, ranked as the evening's
  own page ranks it by default; the season's totals are in hundreds, as the season standings
  count them (fiches of different values never added), over the visible evenings only;
- *cumulative*: the running total in hundreds after each evening, the line of the player's chart.

The standings of all the chosen season's evenings are read at once
(``standings.evenings_standings``), so a player's page runs the same queries for one evening
or fifty. The credits come from ``standings`` alone: when chukkers store their credits, only
that module changes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from itertools import accumulate

from django.db.models import Count, Exists, OuterRef, Q, QuerySet

from clubchicago.club.charts import Series
from clubchicago.club.models import Chukker, Evening, Player, Season, TablePlayer
from clubchicago.club.selectors.results import visible_evenings
from clubchicago.club.selectors.standings import StandingRow, evenings_standings
from scoring import Unit
from scoring.standings import average

# The season choice of the evenings that belong to no season.
NO_SEASON = "none"


def _played(player: Player) -> Q:
    """The evenings ``player`` played: seated there, or credited in a closed chukker."""
    seated = TablePlayer.objects.filter(player=player, evening=OuterRef("pk"))
    credited = Chukker.objects.filter(
        Q(north=player) | Q(east=player) | Q(south=player) | Q(west=player),
        table__evening=OuterRef("pk"),
        closed_at__isnull=False,
        deals_played__gt=0,
    )
    return Q(Exists(seated)) | Q(Exists(credited))


def player_evenings(player: Player, *, public: bool) -> QuerySet[Evening]:
    """The visible evenings ``player`` played, newest first, with their seasons (one query)."""
    return visible_evenings(public=public).filter(_played(player))


def players_with_results() -> QuerySet[Player]:
    """The players who played at least one published evening, by name (one query)."""
    seated = TablePlayer.objects.filter(player=OuterRef("pk"), evening__published=True)
    outer = OuterRef("pk")
    credited = Chukker.objects.filter(
        Q(north=outer) | Q(east=outer) | Q(south=outer) | Q(west=outer),
        table__evening__published=True,
        closed_at__isnull=False,
        deals_played__gt=0,
    )
    return Player.objects.filter(Q(Exists(seated)) | Q(Exists(credited))).order_by("name", "pk")


def roster_players(filters: Mapping[str, object]) -> QuerySet[Player]:
    """The roster page's players, chosen by the filter form's ``filters``, each with
    ``evenings``, the evenings they attended (``listings.roster.RosterTable``)."""
    return Player.objects.filter(**filters).annotate(evenings=Count("attendances"))


@dataclass(frozen=True)
class SeasonChoice:
    """A season the player played in; ``key`` is what the page's address carries."""

    key: str
    season: Season | None  # None: the evenings that belong to no season


@dataclass(frozen=True)
class PlayerEvening:
    """The player's line of one evening's standings."""

    evening: Evening
    row: StandingRow
    ranked: int  # players ranked that evening
    final: bool
    cumulative: int  # the player's season total in hundreds after this evening

    @property
    def rounded_points(self) -> int:
        return self.row.credit.rounded_points


@dataclass(frozen=True)
class PlayerSeason:
    """A player's evenings in one season (oldest first), with the season's totals."""

    player: Player
    choice: SeasonChoice | None  # None: the player played no visible evening
    choices: tuple[SeasonChoice, ...]  # newest first
    evenings: tuple[PlayerEvening, ...]

    @property
    def season(self) -> Season | None:
        return self.choice.season if self.choice else None

    @property
    def positions(self) -> int:
        return sum(line.row.positions for line in self.evenings)

    @property
    def rounded_points(self) -> int:
        return sum(line.rounded_points for line in self.evenings)

    @property
    def average(self) -> Decimal | None:
        """Hundreds per position played."""
        return average(self.rounded_points, self.positions)

    @property
    def fiches(self) -> tuple[tuple[int, int], ...]:
        """Fiches won at each fiche value, as ``SeasonRow.fiches``: never added across values."""
        by_value: dict[int, int] = defaultdict(int)
        for line in self.evenings:
            if line.evening.unit == Unit.FICHES:
                by_value[line.evening.fiche_value] += line.row.credit.fiches
        return tuple(sorted(by_value.items()))

    def series(self, label: str) -> Series:
        """The chart's line: the running total in hundreds after each evening."""
        return Series(label, tuple(line.cumulative for line in self.evenings))


def _choice_key(season: Season | None) -> str:
    return str(season.pk) if season else NO_SEASON


def player_season(player: Player, asked: str | None, *, public: bool) -> PlayerSeason:
    """``player``'s evenings in the season ``asked`` (a season's id, or ``NO_SEASON``).

    A season the player did not play (or that the visitor may not see) gives the season of the
    player's latest visible evening. Four queries (five when a credited player is no longer
    seated), whatever the season's length.
    """
    played = list(player_evenings(player, public=public))
    choices: dict[str, SeasonChoice] = {}
    for evening in played:  # newest first
        key = _choice_key(evening.season)
        choices.setdefault(key, SeasonChoice(key, evening.season))
    if not played:
        return PlayerSeason(player, None, (), ())
    choice = choices.get(asked or "", choices[_choice_key(played[0].season)])
    evenings = sorted(
        (e for e in played if _choice_key(e.season) == choice.key), key=lambda e: (e.date, e.pk)
    )
    standings = evenings_standings(evenings)
    found = []
    for evening in evenings:
        result = standings[evening.pk]
        row = next((r for r in result.rows if r.player_id == player.pk), None)
        # None only if the director moved the player away between the two reads.
        if row is not None:
            found.append((evening, row, sum(1 for r in result.rows if r.ranked), result.final))
    running = accumulate(row.credit.rounded_points for _evening, row, _ranked, _final in found)
    return PlayerSeason(
        player=player,
        choice=choice,
        choices=tuple(choices.values()),
        evenings=tuple(
            PlayerEvening(evening, row, ranked, final, total)
            for (evening, row, ranked, final), total in zip(found, running, strict=True)
        ),
    )
