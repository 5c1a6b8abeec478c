"""Factories for results tests: evenings played through the services, or chukkers set directly.

``play_evening`` enters every deal through ``services.play.record_deal`` (as the tables would),
so the chukkers' cached totals are the engine's. ``closed_chukker`` writes a closed chukker with
chosen totals straight into the database, for standings tests that need exact numbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from django.utils import timezone

from clubchicago.club.models import Chukker, Evening, Table, TablePlayer
from clubchicago.club.services.play import Actor, record_deal
from scoring import Deal
from tests import factories

STRAINS = ("C", "D", "H", "S", "NT")
SEATS = ("N", "E", "S", "W")


def random_deal(chance: random.Random) -> Deal:
    level = chance.randint(1, 6)
    needed = 6 + level
    tricks = max(0, min(13, needed + chance.randint(-2, 1)))
    return Deal(
        declarer=chance.choice(SEATS),
        level=level,
        strain=chance.choice(STRAINS),
        doubled=chance.choice((0, 0, 0, 1)),
        tricks=tricks,
    )


def play_table(table: Table, director: object, chance: random.Random) -> None:
    """Play every chukker of ``table`` through the services: four confirmed deals each."""
    actor = Actor.for_director(director)
    for played in table.plan():
        for number in range(1, 5):
            record_deal(
                table,
                random_deal(chance),
                number=number,
                chukker_number=played.index,
                actor=actor,
                confirmed_by="x",
            )


def play_evening(
    evening: Evening, director: object, sizes: Sequence[int] = (4, 5, 6), seed: int = 1
) -> list[Table]:
    """Seat tables of ``sizes`` and play all their chukkers to the end."""
    tables = factories.seat_tables(evening, sizes)
    chance = random.Random(seed)
    for table in tables:
        play_table(table, director, chance)
    return tables


def closed_chukker(
    table: Table, number: int, ns_total: int, ew_total: int, *, closed: bool = True
) -> Chukker:
    """Chukker ``number`` of ``table`` in rotation order, closed with the given totals."""
    played = table.plan()[number - 1]
    players = dict(TablePlayer.objects.filter(table=table).values_list("number", "player_id"))
    seats = Chukker.seat_columns({seat: players[n] for seat, n in played.seats.items()})
    return Chukker.objects.create(
        table=table,
        number=number,
        position=played.position.number,
        first_dealer=played.first_dealer.value,
        closed_at=timezone.now() if closed else None,
        ns_total=ns_total,
        ew_total=ew_total,
        deals_played=4,
        **seats,
    )


def finished_evening(sizes: Sequence[int] = (4,), seed: int = 7, **fields: object) -> Evening:
    """An evening whose tables closed every chukker with seeded random totals (no deals)."""
    evening = factories.make_evening(**fields)
    chance = random.Random(seed)
    for table in factories.seat_tables(evening, sizes):
        for played in table.plan():
            closed_chukker(
                table, played.index, chance.randrange(0, 200) * 10, chance.randrange(0, 200) * 10
            )
    return evening


def seat_players(evening: Evening, tables: Sequence[Sequence[object]]) -> list[Table]:
    """Seat these players (numbered in order) at tables 1, 2, ... of ``evening``."""
    seated = []
    for number, players in enumerate(tables, start=1):
        table = Table.objects.create(evening=evening, number=number, size=len(players))
        for seat_number, player in enumerate(players, start=1):
            TablePlayer.objects.create(
                table=table, evening=evening, player=player, number=seat_number
            )
        seated.append(table)
    return seated
