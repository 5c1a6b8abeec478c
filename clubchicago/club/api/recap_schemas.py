"""What the results API's recap sheets answer (``/evenings/{id}/recaps``): each table's
positions with their seats, deals and credits, and the function that fills them from
``selectors.recaps``. The codes and units are those of ``api.schemas``.
"""

from __future__ import annotations

from typing import Literal

from ninja import Field, Schema

from clubchicago.club.api.schemas import (
    ROUNDED,
    EveningOut,
    PlayerOut,
    deprecated_hundreds,
    evening_out,
)
from clubchicago.club.models import Evening
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import PositionRecap, TableRecap
from scoring import Credit, DealLine, Seat, Side

SeatCode = Literal["N", "E", "S", "W"]
SideCode = Literal["NS", "EW"]


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


# -- filled from the selectors ----------------------------------------------------------------


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
            "rounded_points": credit.rounded_points,
            "hundreds": credit.rounded_points,
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
