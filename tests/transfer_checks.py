"""What an export must carry, and the helpers to check it survived the trip.

Shared by the transfer tests (``tests/club/services/test_transfer.py``, the import page in
``tests/club/views/test_transfer.py`` and the ``exportclub``/``importclub`` commands):
``picture`` and ``season_picture`` describe an evening or a season as a person sees it, with
players named instead of numbered by the database, so a round trip compares equal; ``wipe``
empties the installation; ``counts`` tells whether a refused import changed anything; ``put``
damages an export at a path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from unittest import mock

from clubchicago.club import worker
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    ClubPoints,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Season,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors import season_standings, standings
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import TableRecap, table_recaps
from clubchicago.club.services import transfer
from scoring.standings import Order

CLUB_MODELS = (
    ClubPoints,
    DealChange,
    DealRecord,
    Chukker,
    TablePlayer,
    Table,
    Attendance,
    Evening,
    Season,
    Player,
)


def wipe() -> None:
    """An empty club, as after ``flush``: none of its rows left, its settings a new club's. The
    club row itself stays, with its address and its members (the director signed in)."""
    for model in CLUB_MODELS:
        model.objects.all().delete()
    club = Club.load()
    Club(pk=club.pk, slug=club.slug).save()


def round_trip(document: dict, **options: Any) -> transfer.ImportSummary:
    data = transfer.dumps(document)
    wipe()
    return transfer.import_export(transfer.read_export(data), **options)


def picture(evening: Evening) -> dict[str, object]:
    """The evening as a person sees it, with players named instead of numbered by the database."""
    name = dict(Player.objects.values_list("pk", "name"))
    rows = [
        (r.rank, name[r.player_id], r.table, r.number, r.positions, r.total, r.raw, r.credit)
        for r in standings.evening_standings(evening).rows
    ]
    averages = [
        (r.rank, name[r.player_id], r.average)
        for r in standings.evening_standings(evening, Order.AVERAGE).rows
    ]
    return {
        "evening": evening_fields(evening),
        "present": sorted(
            name[pk] for pk in evening.attendances.values_list("player_id", flat=True)
        ),
        "standings": rows,
        "averages": averages,
        "recaps": [recap_picture(recap) for recap in table_recaps(evening)],
        "chukkers": chukker_pictures(evening, name),
        # Who sat where from which chukker, who sits where now, and each table's plan.
        "lineups": sorted(
            (
                p.table.number,
                p.lineup.start,
                p.lineup.size,
                p.lineup.offset,
                p.number,
                name[p.player_id],
                p.current,
            )
            for p in TablePlayer.objects.filter(evening=evening).select_related("table", "lineup")
        ),
        "tables": sorted(
            evening.tables.values_list("number", "size", "length", "first_dealers", "begins_after")
        ),
        "seating_changes": [
            (c.at, c.actor, _named_parts(c.before, name), _named_parts(c.after, name), c.undone_at)
            for c in SeatingChange.objects.filter(evening=evening).order_by("at", "pk")
        ],
        # docs/rules.md#club-points: what the evening awarded, and the licence numbers of those
        # it awarded.
        "club_points": sorted(
            (name[row.player_id], row.player.licence_number, row.place, row.points, row.field)
            for row in ClubPoints.objects.filter(evening=evening).select_related("player")
        ),
        "history": [
            (
                c.chukker.table.number,
                c.chukker.number,
                c.deal.number if c.deal else None,
                c.action,
                c.actor,
                c.at,
                c.before,
                c.after,
            )
            for c in DealChange.objects.filter(evening=evening).select_related(
                "chukker__table", "deal"
            )
        ],
    }


def _named_parts(parts: list, name: dict) -> list:
    """A change's tables with their players named (the ids differ after an import)."""
    return [
        {
            key: [name[pk] for pk in value] if key in ("players", "before", "after") else value
            for key, value in part.items()
        }
        for part in parts
    ]


def evening_fields(evening: Evening) -> tuple:
    evening.refresh_from_db()
    season = evening.season
    return (
        evening.date,
        evening.title,
        evening.published,
        evening.draw_seed,
        evening.created_at,
        evening.scoring_settings(),
        (season.name, season.start_date, season.end_date) if season else None,
    )


def recap_picture(recap: TableRecap) -> tuple:
    def who(player: SeatedPlayer) -> tuple:
        return (player.number, player.name)

    positions = [
        (
            p.chukker,
            p.position,
            p.closed,
            {seat: who(player) for seat, player in p.seats.items()},
            [who(player) for player in p.sitting_out],
            [(d.line, who(d.dealer), who(d.declarer)) for d in p.deals],
            p.passed_out,
            p.totals,
            [(who(c.player), c.side, c.credit, c.shown) for c in p.credits],
        )
        for p in recap.positions
    ]
    grid = [(who(g.player), g.cells, g.positions, g.total) for g in recap.grid]
    return (recap.number, recap.size, recap.unit, [who(p) for p in recap.players], positions, grid)


DEAL_FIELDS = (
    "number",
    "passed_out",
    "declarer",
    "level",
    "strain",
    "doubled",
    "tricks",
    "honours",
    "honours_side",
    "entered_by",
    "confirmed_at",
    "confirmed_by",
    "created_at",
    "updated_at",
    "deleted_at",
    "version",
)


def chukker_pictures(evening: Evening, name: dict[int, str]) -> list[tuple]:
    found = []
    chukkers = Chukker.objects.filter(table__evening=evening).order_by("table__number", "number")
    for c in chukkers:
        deals = [
            tuple(getattr(deal, f) for f in DEAL_FIELDS)
            for deal in c.deals.order_by("number", "pk")
        ]
        found.append(
            (
                c.table.number,
                c.table.size,
                c.table.length,
                c.table.first_dealers,
                c.table.on_paper,
                c.number,
                c.position,
                c.first_dealer,
                [name[getattr(c, f"{seat}_id")] for seat in ("north", "east", "south", "west")],
                c.closed_at,
                c.updated_at,
                (c.ns_total, c.ew_total, c.deals_played),
                deals,
            )
        )
    return found


def season_picture(season: Season) -> dict[str, object]:
    name = dict(Player.objects.values_list("pk", "name"))
    result = season_standings.season_standings(season)
    by_order = {
        order: [
            (r.rank, name[r.player_id], r.evenings, r.positions, r.rounded_points, r.fiches, r.raw)
            for r in season_standings.season_standings(season, order).rows
        ]
        for order in Order
    }
    return {
        "season": (season.name, season.start_date, season.end_date),
        "rows": by_order,
        "evenings": result.evenings,
        "published": result.published,
        "each": [picture(e) for e in Evening.objects.filter(season=season).order_by("date", "pk")],
    }


def counts() -> dict[str, int]:
    Club.load()  # every page loads (and so creates) the club's one row
    return {model.__name__: model.objects.count() for model in (*CLUB_MODELS, Club)}


def put(path: str, value: object) -> Callable[[dict], None]:
    """A change to the document: set the value at ``path`` (dots and list indexes)."""

    def change(document: dict) -> None:
        *parents, last = path.split(".")
        node: Any = document
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        elif value is KeyError:
            del node[last]
        else:
            node[last] = value

    return change


DEAL = "evenings.0.tables.0.chukkers.0.deals.0"


TABLE = "evenings.0.tables.0"


def run_queued_tasks() -> None:
    """The tasks' worker once over its queue, as ``manage.py db_worker --batch`` runs it, inside
    the test's transaction: between tasks the worker closes a connection it finds in a
    transaction (a stale one, for a server process), which would be the test's own."""
    with mock.patch("django_tasks_db.management.commands.db_worker.close_old_connections"):
        worker.run_queued_tasks()
