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
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.players import PlayerSeason, SeasonChoice
from clubchicago.club.selectors.recaps import PositionRecap, TableRecap
from clubchicago.club.selectors.season_rows import SeasonRow
from clubchicago.club.selectors.season_standings import SeasonStandings
from clubchicago.club.selectors.standings import EveningStandings, StandingRow
from scoring import Credit, DealLine, Seat, Side

SeatCode = Literal["N", "E", "S", "W"]
SideCode = Literal["NS", "EW"]
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


class StandingOut(Schema):
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


class EveningStandingsOut(Schema):
    evening: EveningOut
    order: OrderCode  # what the rows are ranked by
    final: bool  # every table closed every chukker
    remaining: int  # chukkers still to be played or closed
    minimum: int  # positions a player must play to be ranked
    rows: list[StandingOut]


class ClubPointsLine(Schema):
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


class SeasonStandingOut(Schema):
    rank: int | None
    player: PlayerOut
    evenings: int
    positions: int
    rounded_points: int = Field(description=ROUNDED + " Every evening counts so.")
    hundreds: int = deprecated_hundreds()
    average: float | None = Field(description="rounded_points per position played, to one decimal.")
    raw: int
    fiches: list[FichesAtValue]  # never added across fiche values


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


class SeatedOut(Schema):
    number: int  # the player's number at the table, 1..6
    player: PlayerOut | None


class SidePoints(Schema):
    below: int
    above: int


class DealOut(Schema):
    number: int
    dealer: SeatCode
    vulnerable: list[SideCode]
    declarer: SeatCode
    level: int
    strain: Literal["C", "D", "H", "S", "NT"]
    doubled: int  # 0, 1 (doubled) or 2 (redoubled)
    tricks: int  # tricks won by the declaring side
    result: int  # tricks over (+) or under (-) the contract
    honours: int
    honours_side: SideCode | None
    north_south: SidePoints
    east_west: SidePoints


class CreditOut(Schema):
    seated: SeatedOut
    side: SideCode | None  # None: sitting out
    raw: int
    rounded_points: int = Field(description=ROUNDED)
    hundreds: int = deprecated_hundreds()
    fiches: int


class PositionOut(Schema):
    chukker: int
    position: int
    closed: bool
    counts: bool  # closed with a deal played: a position played
    north: SeatedOut
    east: SeatedOut
    south: SeatedOut
    west: SeatedOut
    sitting_out: list[SeatedOut]
    deals: list[DealOut]
    passed_out: int
    north_south: int  # the side's total
    east_west: int
    credits: list[CreditOut]


class TableRecapOut(Schema):
    number: int
    size: int
    players: list[SeatedOut]
    positions: list[PositionOut]


class EveningRecapsOut(Schema):
    evening: EveningOut
    tables: list[TableRecapOut]


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


def _standing(row: StandingRow) -> StandingOut:
    return StandingOut(
        rank=row.rank,
        player=PlayerOut(id=row.player_id, name=row.name),
        table=row.table,
        number=row.number,
        positions=row.positions,
        total=row.total,
        average=_number(row.average),
        raw=row.raw,
        rounded_points=row.credit.hundreds,
        hundreds=row.credit.hundreds,
        fiches=row.credit.fiches,
    )


def evening_standings_out(evening: Evening, standings: EveningStandings) -> EveningStandingsOut:
    return EveningStandingsOut(
        evening=evening_out(evening),
        order=standings.order.value,
        final=standings.final,
        remaining=standings.remaining,
        minimum=standings.minimum,
        rows=[_standing(row) for row in standings.rows],
    )


def _fiches(fiches: tuple[tuple[int, int], ...]) -> list[FichesAtValue]:
    return [FichesAtValue(value=value, fiches=count) for value, count in fiches]


def _season_standing(row: SeasonRow) -> SeasonStandingOut:
    return SeasonStandingOut(
        rank=row.rank,
        player=PlayerOut(id=row.player_id, name=row.name),
        evenings=row.evenings,
        positions=row.positions,
        rounded_points=row.hundreds,
        hundreds=row.hundreds,
        average=_number(row.average),
        raw=row.raw,
        fiches=_fiches(row.fiches),
    )


def season_standings_out(season: Season, standings: SeasonStandings) -> SeasonStandingsOut:
    return SeasonStandingsOut(
        season=season_out(season, standings.evenings, standings.published_count),
        order=standings.order.value,
        counted=standings.counted,
        open=standings.open,
        rows=[_season_standing(row) for row in standings.rows],
        not_played=[_season_standing(row) for row in standings.unplayed],
    )


def _seated(seated: SeatedPlayer) -> SeatedOut:
    player = None
    if seated.player_id is not None:
        player = PlayerOut(id=seated.player_id, name=seated.name)
    return SeatedOut(number=seated.number, player=player)


def _deal(line: DealLine) -> DealOut:
    deal = line.deal
    return DealOut.model_validate(
        {
            "number": line.number,
            "dealer": line.dealer.value,
            "vulnerable": sorted(side.value for side in line.vulnerable),
            "declarer": deal.declarer.value,
            "level": deal.level,
            "strain": deal.strain.value,
            "doubled": deal.doubled,
            "tricks": deal.tricks,
            "result": deal.overtricks or -deal.undertricks,
            "honours": deal.honours,
            "honours_side": deal.honours_side.value if deal.honours_side else None,
            "north_south": {"below": line.below[Side.NS], "above": line.above[Side.NS]},
            "east_west": {"below": line.below[Side.EW], "above": line.above[Side.EW]},
        }
    )


def _credit(seated: SeatedPlayer, side: Side | None, credit: Credit) -> CreditOut:
    return CreditOut.model_validate(
        {
            "seated": _seated(seated),
            "side": side.value if side else None,
            "raw": credit.raw,
            "rounded_points": credit.hundreds,
            "hundreds": credit.hundreds,
            "fiches": credit.fiches,
        }
    )


def _position(position: PositionRecap) -> PositionOut:
    return PositionOut(
        chukker=position.chukker,
        position=position.position,
        closed=position.closed,
        counts=position.counts,
        north=_seated(position.seats[Seat.N]),
        east=_seated(position.seats[Seat.E]),
        south=_seated(position.seats[Seat.S]),
        west=_seated(position.seats[Seat.W]),
        sitting_out=[_seated(player) for player in position.sitting_out],
        deals=[_deal(deal.line) for deal in position.deals],
        passed_out=position.passed_out,
        north_south=position.totals[Side.NS],
        east_west=position.totals[Side.EW],
        credits=[_credit(c.player, c.side, c.credit) for c in position.credits],
    )


def recaps_out(evening: Evening, recaps: list[TableRecap]) -> EveningRecapsOut:
    return EveningRecapsOut(
        evening=evening_out(evening),
        tables=[
            TableRecapOut(
                number=recap.number,
                size=recap.size,
                players=[_seated(player) for player in recap.players],
                positions=[_position(position) for position in recap.positions],
            )
            for recap in recaps
        ],
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
                rounded_points=line.hundreds,
                hundreds=line.hundreds,
                cumulative=line.cumulative,
            )
            for line in season.evenings
        ],
        positions=season.positions,
        rounded_points=season.hundreds,
        hundreds=season.hundreds,
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


def _points_line(participant: PointsLine) -> ClubPointsLine:
    return ClubPointsLine(
        place=participant.place,
        tied=participant.tied,
        player=PlayerOut(id=participant.player_id, name=participant.name),
        licence_number=participant.licence_number,
        total=participant.total,
        points=participant.points,
    )


def evening_points_out(
    evening: Evening, lines: Sequence[PointsLine], final: bool
) -> EveningClubPointsOut:
    return EveningClubPointsOut(
        evening=evening_out(evening), final=final, rows=[_points_line(p) for p in lines]
    )


def season_points_out(
    season: Season, evenings: int, published: int, lines: Sequence[PointsLine]
) -> SeasonClubPointsOut:
    return SeasonClubPointsOut(
        season=season_out(season, evenings, published), rows=[_points_line(p) for p in lines]
    )
