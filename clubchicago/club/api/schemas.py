"""What each answer of the results API holds: typed classes, from which the OpenAPI description
is generated, and the functions that fill them from the selectors' rows.

Values are the game's own codes, never words in a language: seats ``N E S W``, sides ``NS EW``,
strains ``C D H S NT``, units ``hundreds fiches``. Totals are whole numbers in the unit named
beside them; averages are per position played, to one decimal.

A credit in the unit ``hundreds`` is the points it stands for, rounded to the hundred (+750 is
800, never 8: docs/rules.md#showing-credits), in the field ``rounded_points``. The field
``hundreds`` holds the same number under a name that reads as a count of hundreds: it is kept
for this version, marked deprecated in the OpenAPI description, and goes in version 2.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Literal

from ninja import Field, Schema

from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.selectors.club_points import PointsLine
from clubchicago.club.selectors.players import PlayerSeason, SeasonChoice
from clubchicago.club.selectors.season_rows import SeasonRow
from clubchicago.club.selectors.season_standings import SeasonStandings
from clubchicago.club.selectors.standings import EveningStandings, StandingRow

UnitCode = Literal["hundreds", "fiches"]
OrderCode = Literal["total", "average"]


ROUNDED = "Points, rounded to the hundred by the evening's rule: +750 is 800."


def deprecated_hundreds() -> Any:
    """The old name of ``rounded_points``, documented as deprecated: the same value, under a name
    that reads as a count of hundreds (it never was). Removed in version 2."""
    return Field(
        description="Deprecated: use rounded_points (the same value). Removed in version 2.",
        json_schema_extra={"deprecated": True},
    )


class Problem(Schema):
    """An answer that is not the data asked for: not found, or a parameter out of range."""

    detail: str | list[dict[str, object]]


class SeasonRef(Schema):
    id: int
    name: str


class SeasonOut(SeasonRef):
    start_date: dt.date
    end_date: dt.date
    evenings: int
    published: int = Field(description="Its evenings published: the ones its standings count.")


class EveningOut(Schema):
    id: int
    date: dt.date
    title: str
    season: SeasonRef | None
    unit: UnitCode
    fiche_value: int  # points per fiche, after rounding
    style: Literal["chicago", "duplicate"]
    schedule: Literal["dealer", "non_dealer", "french"]
    honours: bool
    chukkers: int  # the chukkers every table plays


class PageOf(Schema):
    """One page of a list: ``items`` at most ``per_page``, ``count`` in the whole list."""

    count: int
    page: int
    pages: int
    per_page: int


class EveningPage(PageOf):
    items: list[EveningOut]


class PlayerOut(Schema):
    id: int
    name: str


class PlayerPage(PageOf):
    items: list[PlayerOut]


class _PlayerRow(Schema):
    """A row read from a selector's row that names its player by ``player_id`` and ``name``."""

    @staticmethod
    def resolve_player(row: StandingRow | SeasonRow | PointsLine) -> PlayerOut:
        return PlayerOut(id=row.player_id, name=row.name)


class StandingOut(_PlayerRow):
    rank: int | None  # None: listed, not ranked (fewer positions than the evening's minimum)
    player: PlayerOut
    table: int | None
    number: int | None  # the player's number at the table
    positions: int
    total: int  # in the evening's unit
    average: float | None  # total per position played
    raw: int  # points before rounding
    rounded_points: int = Field(description=ROUNDED)
    hundreds: int = deprecated_hundreds()
    fiches: int

    # Read from a ``StandingRow``'s attributes; these are the ones it names otherwise.
    @staticmethod
    def resolve_average(row: StandingRow) -> float | None:
        return _number(row.average)

    @staticmethod
    def resolve_rounded_points(row: StandingRow) -> int:
        return row.credit.rounded_points

    @staticmethod
    def resolve_hundreds(row: StandingRow) -> int:
        return row.credit.rounded_points

    @staticmethod
    def resolve_fiches(row: StandingRow) -> int:
        return row.credit.fiches


class EveningStandingsOut(Schema):
    evening: EveningOut
    order: OrderCode  # what the rows are ranked by
    final: bool  # every table closed every chukker
    remaining: int  # chukkers still to be played or closed
    minimum: int  # positions a player must play to be ranked
    rows: list[StandingOut]


class ClubPointsLine(_PlayerRow):
    """A ranked player's line of a USEBIO file (docs/rules.md#usebio)."""

    place: int
    tied: bool  # shares the place with another player ("3=")
    player: PlayerOut
    licence_number: str  # the federation's number; empty when the club has none for the player
    total: int  # an evening: the total in its unit; a season: the club points
    points: int  # club points awarded (docs/rules.md#club-points)


class EveningClubPointsOut(Schema):
    evening: EveningOut
    final: bool  # every table closed every chukker: only then are points awarded
    rows: list[ClubPointsLine]


class SeasonClubPointsOut(Schema):
    season: SeasonOut
    rows: list[ClubPointsLine]


class FichesAtValue(Schema):
    value: int  # points per fiche
    fiches: int


class SeasonStandingOut(_PlayerRow):
    rank: int | None
    player: PlayerOut
    evenings: int
    positions: int
    rounded_points: int = Field(description=ROUNDED + " Every evening counts so.")
    hundreds: int = deprecated_hundreds()
    average: float | None = Field(description="rounded_points per position played, to one decimal.")
    raw: int
    fiches: list[FichesAtValue]  # never added across fiche values

    # Read from a ``SeasonRow``'s attributes; these are the ones it names otherwise.
    @staticmethod
    def resolve_hundreds(row: SeasonRow) -> int:
        return row.rounded_points

    @staticmethod
    def resolve_average(row: SeasonRow) -> float | None:
        return _number(row.average)

    @staticmethod
    def resolve_fiches(row: SeasonRow) -> list[FichesAtValue]:
        return _fiches(row.fiches)


class SeasonStandingsOut(Schema):
    season: SeasonOut
    order: OrderCode
    counted: int = Field(description="The evenings counted: the season's published evenings.")
    open: bool = Field(
        description="The season's last day has not passed: more evenings may join it, so the "
        "standings are 'after N evenings'; once it is over, 'after N of M evenings' "
        "(M: season.evenings)."
    )
    rows: list[SeasonStandingOut] = Field(description="The players who played, ranked.")
    not_played: list[SeasonStandingOut] = Field(
        description="Present at a counted evening, no position played: never ranked."
    )


class PlayerEveningOut(Schema):
    evening: EveningOut
    table: int | None
    positions: int
    total: int  # in the evening's unit
    average: float | None
    rank: int | None
    ranked: int  # players ranked that evening
    final: bool
    rounded_points: int = Field(description=ROUNDED)
    hundreds: int = deprecated_hundreds()
    cumulative: int = Field(
        description="The season's running total of rounded_points after this evening."
    )


class SeasonChoiceOut(Schema):
    key: str  # what ``?season=`` takes: a season's id, or "none"
    season: SeasonRef | None  # None: the evenings that belong to no season


class PlayerResultsOut(Schema):
    player: PlayerOut
    season: SeasonChoiceOut | None  # None: no published evening yet
    seasons: list[SeasonChoiceOut]
    evenings: list[PlayerEveningOut]
    positions: int
    rounded_points: int = Field(description=ROUNDED)
    hundreds: int = deprecated_hundreds()
    average: float | None
    fiches: list[FichesAtValue]


# -- filled from the selectors ----------------------------------------------------------------


def _number(value: Decimal | None) -> float | None:
    return None if value is None else float(value)


def season_ref(season: Season | None) -> SeasonRef | None:
    return None if season is None else SeasonRef(id=season.pk, name=season.name)


def season_out(season: Season, evenings: int, published: int) -> SeasonOut:
    return SeasonOut(
        id=season.pk,
        name=season.name,
        start_date=season.start_date,
        end_date=season.end_date,
        evenings=evenings,
        published=published,
    )


def evening_out(evening: Evening) -> EveningOut:
    """An evening; read ``season`` with ``select_related`` (no query here)."""
    return EveningOut.model_validate(
        {
            "id": evening.pk,
            "date": evening.date,
            "title": evening.title,
            "season": season_ref(evening.season),
            "unit": evening.unit,
            "fiche_value": evening.fiche_value,
            "style": evening.style,
            "schedule": evening.schedule,
            "honours": evening.honours,
            "chukkers": evening.length,
        }
    )


def player_out(player: Player) -> PlayerOut:
    return PlayerOut(id=player.pk, name=player.name)


def evening_standings_out(evening: Evening, standings: EveningStandings) -> EveningStandingsOut:
    # The rows as the selector gives them: django-ninja reads each one's attributes (and the
    # ``resolve_*`` of ``StandingOut``). Built rows would be read again, by those resolvers.
    return EveningStandingsOut.model_validate(
        {
            "evening": evening_out(evening),
            "order": standings.order.value,
            "final": standings.final,
            "remaining": standings.remaining,
            "minimum": standings.minimum,
            "rows": standings.rows,
        }
    )


def _fiches(fiches: tuple[tuple[int, int], ...]) -> list[FichesAtValue]:
    return [FichesAtValue(value=value, fiches=count) for value, count in fiches]


def season_standings_out(season: Season, standings: SeasonStandings) -> SeasonStandingsOut:
    return SeasonStandingsOut.model_validate(
        {
            "season": season_out(season, standings.evenings, standings.published_count),
            "order": standings.order.value,
            "counted": standings.counted,
            "open": standings.open,
            "rows": standings.rows,  # read as ``evening_standings_out`` reads its rows
            "not_played": standings.unplayed,
        }
    )


def _choice(choice: SeasonChoice) -> SeasonChoiceOut:
    return SeasonChoiceOut(key=choice.key, season=season_ref(choice.season))


def player_results_out(season: PlayerSeason) -> PlayerResultsOut:
    return PlayerResultsOut(
        player=player_out(season.player),
        season=_choice(season.choice) if season.choice else None,
        seasons=[_choice(choice) for choice in season.choices],
        evenings=[
            PlayerEveningOut(
                evening=evening_out(line.evening),
                table=line.row.table,
                positions=line.row.positions,
                total=line.row.total,
                average=_number(line.row.average),
                rank=line.row.rank,
                ranked=line.ranked,
                final=line.final,
                rounded_points=line.rounded_points,
                hundreds=line.rounded_points,
                cumulative=line.cumulative,
            )
            for line in season.evenings
        ],
        positions=season.positions,
        rounded_points=season.rounded_points,
        hundreds=season.rounded_points,
        average=_number(season.average),
        fiches=_fiches(season.fiches),
    )


class Endpoint(Schema):
    """One endpoint of the API (all answer GET)."""

    path: str
    summary: str


class ApiIndex(Schema):
    """The API's front page: where its description and docs are, and its endpoints."""

    title: str
    version: str
    openapi: str
    docs: str
    endpoints: list[Endpoint]


def evening_points_out(
    evening: Evening, lines: Sequence[PointsLine], final: bool
) -> EveningClubPointsOut:
    return EveningClubPointsOut.model_validate(
        {"evening": evening_out(evening), "final": final, "rows": list(lines)}
    )


def season_points_out(
    season: Season, evenings: int, published: int, lines: Sequence[PointsLine]
) -> SeasonClubPointsOut:
    return SeasonClubPointsOut.model_validate(
        {"season": season_out(season, evenings, published), "rows": list(lines)}
    )
