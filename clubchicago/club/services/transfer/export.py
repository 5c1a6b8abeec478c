"""Export an evening, a season or the whole club as one export file (``fileformat``), whole or
streamed.

Each record holds the model fields its class in ``fileformat`` copies, plus its links: the
``id`` the row has here and the ids of the rows it refers to. Left out on purpose: table links
(a backup file must not open anyone's score sheet; imported tables get new links, so print the
table cards again) and user accounts (the history keeps the name of whoever made each change).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Iterator, Sequence
from decimal import Decimal
from typing import TypeVar

from django.db import models
from django.utils import timezone

from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    ClubPoints,
    DealChange,
    DealRecord,
    Evening,
    Lineup,
    Player,
    Season,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.services.transfer.records import (
    FORMAT,
    Document,
    FileChange,
    FileChukker,
    FileClub,
    FileClubPoints,
    FileDeal,
    FileEvening,
    FileLineup,
    FilePlayer,
    FileSeason,
    FileSeatingChange,
    FileTable,
    Record,
)
from clubchicago.club.services.transfer.upgrades import VERSION

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")

SEATS = tuple(Chukker.SEAT_FIELDS.values())
# Evenings whose rows are read and written together while streaming a season.
EXPORT_BATCH = 10


def _dump(value: T) -> T | str:
    if isinstance(value, dt.date | dt.datetime | dt.time):
        return value.isoformat()
    if isinstance(value, Decimal):  # a handicap, exactly: "1.5"
        return str(value)
    return value


def _values(instance: models.Model, names: Iterable[str]) -> dict[str, object]:
    return {name: _dump(getattr(instance, name)) for name in names}


def export_evenings(
    evenings: Sequence[Evening], seasons: Sequence[Season] = (), *, club: bool = False
) -> Document:
    """The export document of ``evenings`` (and their ``seasons``), whole in memory: for one
    evening, or a test. A season or a club is written with ``stream_export``. ``club``: the
    export of the whole club (``stream_club``), its whole roster in the head."""
    return {**_head(evenings, seasons, club=club), "evenings": list(_evening_records(evenings))}


def stream_export(
    evenings: Sequence[Evening], seasons: Sequence[Season] = (), *, club: bool = False
) -> Iterator[bytes]:
    """The file of ``export_evenings``, in pieces: the head (club, players, seasons), then one
    evening after another, read ``EXPORT_BATCH`` evenings at a time. Memory stays that of a few
    evenings however long the season; ``read_export`` reads the result as any export."""
    head = _encode(_head(evenings, seasons, club=club))
    yield (head[:-1] + ',"evenings":[').encode("utf-8")
    for index, record in enumerate(_evening_records(evenings)):
        yield (("," if index else "") + _encode(record)).encode("utf-8")
    yield b"]}"


def _encode(value: object) -> str:
    """Compact JSON (no indent: the standard library then encodes in C)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _head(evenings: Sequence[Evening], seasons: Sequence[Season], *, club: bool) -> Document:
    """Everything of an export but its evenings: the club, the players (the whole roster for a
    ``club``'s export, else those the evenings involve), the seasons."""
    players = Player.objects.order_by("pk")
    if not club:
        players = players.filter(pk__in=sorted(_involved(evenings)))
    player_fields = FilePlayer.copied()
    here = Club.load()
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": "club" if club else "evenings",
        "exported_at": timezone.now().isoformat(),
        "club": {
            **_values(here, FileClub.copied()),
            **_values(here, sorted(FileClub.links)),
        },
        "players": [{"id": p.pk, **_values(p, player_fields)} for p in players.iterator()],
        "seasons": [{"id": s.pk, **_values(s, FileSeason.copied())} for s in seasons],
    }


def _involved(evenings: Sequence[Evening]) -> set[int]:
    """The players present at ``evenings``, seated at their tables or in their chukkers."""
    ids = [evening.pk for evening in evenings]
    player_ids: set[int] = set()
    for batch in _batches(ids, 500):  # no query with more parameters than SQLite allows
        player_ids.update(
            Attendance.objects.filter(evening_id__in=batch).values_list("player_id", flat=True)
        )
        player_ids.update(
            TablePlayer.objects.filter(evening_id__in=batch).values_list("player_id", flat=True)
        )
        for seat in SEATS:
            seated = Chukker.objects.filter(table__evening_id__in=batch)
            player_ids.update(seated.values_list(f"{seat}_id", flat=True))
    return player_ids


def _batches(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _evening_records(evenings: Sequence[Evening]) -> Iterator[Record]:
    """Each evening's record, in order: a fixed number of queries per ``EXPORT_BATCH``."""
    for batch in _batches(evenings, EXPORT_BATCH):
        yield from _batch_records(batch)


def _batch_records(evenings: Sequence[Evening]) -> list[Record]:
    ids = [evening.pk for evening in evenings]
    attendances = _grouped(Attendance.objects.filter(evening_id__in=ids), "evening_id")
    tables = _grouped(Table.objects.filter(evening_id__in=ids).order_by("number"), "evening_id")
    lineups = _grouped(
        Lineup.objects.filter(table__evening_id__in=ids).order_by("start"), "table_id"
    )
    places = _grouped(
        TablePlayer.objects.filter(evening_id__in=ids).order_by("number"), "lineup_id"
    )
    seatings = _grouped(
        SeatingChange.objects.filter(evening_id__in=ids).order_by("pk"), "evening_id"
    )
    chukkers = _grouped(
        Chukker.objects.filter(table__evening_id__in=ids).order_by("number"), "table_id"
    )
    deals = _grouped(
        DealRecord.objects.filter(chukker__table__evening_id__in=ids).order_by("pk"), "chukker_id"
    )
    changes = _grouped(DealChange.objects.filter(evening_id__in=ids).order_by("pk"), "evening_id")
    points = _grouped(
        ClubPoints.objects.filter(evening_id__in=ids).order_by("place", "player_id"), "evening_id"
    )
    # The fields each kind of record copies, asked once for the batch.
    evening_fields, table_fields = FileEvening.copied(), FileTable.copied()
    chukker_fields, deal_fields = FileChukker.copied(), FileDeal.copied()
    change_fields = FileChange.copied()
    lineup_fields, seating_fields = FileLineup.copied(), FileSeatingChange.copied()
    points_fields = FileClubPoints.copied()

    def chukker_record(chukker: Chukker) -> dict[str, object]:
        return {
            "id": chukker.pk,
            **_values(chukker, chukker_fields),
            **{seat: getattr(chukker, f"{seat}_id") for seat in SEATS},
            "deals": [
                {"id": deal.pk, **_values(deal, deal_fields)} for deal in deals.get(chukker.pk, [])
            ],
        }

    def lineup_record(lineup: Lineup) -> dict[str, object]:
        its = places.get(lineup.pk, [])
        return {
            **_values(lineup, lineup_fields),
            "current": any(place.current for place in its),
            "players": [{"player": place.player_id, "number": place.number} for place in its],
        }

    def table_record(table: Table) -> dict[str, object]:
        return {
            "id": table.pk,
            **_values(table, table_fields),
            "lineups": [lineup_record(lineup) for lineup in lineups.get(table.pk, [])],
            "chukkers": [chukker_record(c) for c in chukkers.get(table.pk, [])],
        }

    return [
        {
            "id": evening.pk,
            **_values(evening, evening_fields),
            "season": evening.season_id,
            "attendances": sorted(a.player_id for a in attendances.get(evening.pk, [])),
            "tables": [table_record(t) for t in tables.get(evening.pk, [])],
            "changes": [
                {
                    "chukker": change.chukker_id,
                    "deal": change.deal_id,
                    **_values(change, change_fields),
                }
                for change in changes.get(evening.pk, [])
            ],
            "seating_changes": [
                _values(change, seating_fields) for change in seatings.get(evening.pk, [])
            ],
            "club_points": [
                {"player": row.player_id, **_values(row, points_fields)}
                for row in points.get(evening.pk, [])
            ],
        }
        for evening in evenings
    ]


def _grouped(rows: Iterable[M], key: str) -> dict[int, list[M]]:
    groups: dict[int, list[M]] = {}
    for row in rows:
        groups.setdefault(getattr(row, key), []).append(row)
    return groups


def export_evening(evening: Evening) -> Document:
    seasons = [evening.season] if evening.season is not None else []
    return export_evenings([evening], seasons)


def season_evenings(season: Season) -> list[Evening]:
    """The season's evenings in the order an export lists them."""
    return list(Evening.objects.filter(season=season).order_by("date", "pk"))


def export_season(season: Season) -> Document:
    return export_evenings(season_evenings(season), [season])


def stream_season(season: Season) -> Iterator[bytes]:
    """The season's export file in pieces (``stream_export``)."""
    return stream_export(season_evenings(season), [season])


def club_evenings() -> list[Evening]:
    """Every evening of the club in scope, in the order a club's export lists them."""
    return list(Evening.objects.order_by("date", "pk"))


def club_seasons() -> list[Season]:
    return list(Season.objects.order_by("start_date", "pk"))


def export_club() -> Document:
    """The whole club in scope as one document, whole in memory: for a test or a small club."""
    return export_evenings(club_evenings(), club_seasons(), club=True)


def stream_club() -> Iterator[bytes]:
    """The whole club in scope as one file, in pieces (``stream_export``): its settings, its
    whole roster, every season and every evening with its history. Read lazily: run it in the
    club's scope (``tenancy.in_scope_of``)."""
    yield from stream_export(club_evenings(), club_seasons(), club=True)


def dumps(document: Document) -> bytes:
    return _encode(document).encode("utf-8")
