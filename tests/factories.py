"""Small factories that build test data in code (JSON fixtures are for the demo only)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from itertools import count

from django.contrib.auth import get_user_model

from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)

_serial = count(1)


def make_director(username: str = "director", password: str = "pass-for-tests") -> object:
    return get_user_model().objects.create_user(username=username, password=password, is_staff=True)


def make_player(name: str | None = None, **fields: object) -> Player:
    return Player.objects.create(name=name or f"Player {next(_serial)}", **fields)


def make_players(n: int, prefix: str = "Player") -> list[Player]:
    return [make_player(f"{prefix} {next(_serial)}") for _ in range(n)]


def make_season(name: str = "Season 2026", **fields: object) -> Season:
    fields.setdefault("start_date", dt.date(2026, 9, 1))
    fields.setdefault("end_date", dt.date(2027, 6, 30))
    return Season.objects.create(name=name, **fields)


def make_evening(**fields: object) -> Evening:
    club = Club.load()
    values = {**club.scoring_settings(), "date": dt.date(2026, 11, 30), "title": "Monday Chicago"}
    values.update(fields)
    return Evening.objects.create(**values)


def seat_tables(evening: Evening, sizes: Sequence[int] = (4,)) -> list[Table]:
    """Tables of the given sizes with new players numbered 1..N in order."""
    tables = []
    for number, size in enumerate(sizes, start=1):
        table = Table.objects.create(evening=evening, number=number, size=size)
        for seat_number, player in enumerate(make_players(size), start=1):
            Attendance.objects.create(evening=evening, player=player)
            TablePlayer.objects.create(
                table=table, evening=evening, player=player, number=seat_number
            )
        tables.append(table)
    return tables


def start(table: Table, number: int = 1) -> Chukker:
    """Play begins at ``table``: its chukker row exists (position 1's seats, no deal yet)."""
    places = {place.number: place.player for place in table.table_players.all()}
    return Chukker.objects.create(
        table=table,
        number=number,
        position=1,
        first_dealer="N",
        north=places[1],
        east=places[3],
        south=places[2],
        west=places[4],
    )
