"""The evening's chukkers as ``rotations.overlaps`` reads them, to keep a player at one table at a
time (docs/rules.md#one-table-at-a-time).

Each table's chukkers that have begun (the ``Chukker`` rows: over once closed, else in play,
with the four players they were dealt with) and those still to come in its plan (the table's
next chukker, then later ones, with the players its plan seats), each with the lineup that
plays it (its primary key: a later change makes later lineups). ``with_times`` adds when each
begun chukker began (its first entry in the history) and was closed, for ``manage.py
checkseating``.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db.models import Min
from django.utils.translation import gettext

from clubchicago.club.models import Chukker, DealChange, Evening, Player, Table
from clubchicago.club.selectors.table_state import lineup_of, lineup_places
from rotations import Overlap, Status, TableChukker, Wait

View = TableChukker[int]


def evening_chukkers(evening: Evening | int, *, with_times: bool = False) -> list[View]:
    """Every chukker of the evening's tables, begun or planned (four queries, five with
    times)."""
    pk = evening if isinstance(evening, int) else evening.pk
    tables = list(
        Table.objects.filter(evening_id=pk)
        .prefetch_related("lineups", "table_players")
        .order_by("number")
    )
    rows: dict[int, list[Chukker]] = {}
    for chukker in Chukker.objects.filter(table__evening_id=pk).order_by("number"):
        rows.setdefault(chukker.table_id, []).append(chukker)
    began: dict[int, float] = {}
    if with_times:
        began = {
            chukker: at.timestamp()
            for chukker, at in DealChange.objects.filter(evening_id=pk, chukker__isnull=False)
            .values_list("chukker")
            .annotate(first=Min("at"))
            .values_list("chukker", "first")
        }
    views: list[View] = []
    for table in tables:
        views.extend(_table_chukkers(table, rows.get(table.pk, []), began))
    return views


def _table_chukkers(table: Table, rows: Sequence[Chukker], began: dict[int, float]) -> list[View]:
    lineups = sorted(table.lineups.all(), key=lambda lineup: lineup.start)
    views: list[View] = []
    for chukker in rows:
        lineup = lineup_of(table, chukker.number, lineups)
        views.append(
            TableChukker(
                table=table.number,
                number=chukker.number,
                status=Status.OVER if chukker.closed else Status.IN_PLAY,
                players=frozenset(chukker.player_ids().values()),
                lineup=lineup.pk if lineup is not None else 0,
                began=began.get(chukker.pk),
                ended=chukker.closed_at.timestamp() if chukker.closed_at else None,
            )
        )
    if not lineups:
        return views
    last = rows[-1] if rows else None
    places = lineup_places(table, lineups)
    starts = {lineup.start: lineup.pk for lineup in lineups}
    status = Status.NEXT if last is None or last.closed else Status.LATER
    done = last.number if last is not None else 0
    for played in (p for p in table.plan(lineups) if p.index > done):
        numbers = places.get(played.start, {})
        players = frozenset(
            numbers[number].player_id for number in played.seats.values() if number in numbers
        )
        views.append(
            TableChukker(
                table=table.number,
                number=played.index,
                status=status,
                players=players,
                lineup=starts.get(played.start, 0),
            )
        )
        status = Status.LATER
    return views


def wait_message(chukker: View, waits: Sequence[Wait[int]]) -> str:
    """Why ``chukker`` cannot begin yet, naming the first player it waits for."""
    wait = waits[0]
    values = {
        "player": Player.objects.filter(pk=wait.player).values_list("name", flat=True).first()
        or "?",
        "other": wait.chukker.table,
        "chukker": wait.chukker.number,
        "number": chukker.number,
    }
    if wait.playing:
        return (
            gettext(
                "%(player)s is still playing chukker %(chukker)s at table %(other)s: this "
                "table's chukker %(number)s can begin once that one is over (or the director "
                "closes it). Nothing was saved."
            )
            % values
        )
    return (
        gettext(
            "%(player)s plays chukker %(chukker)s at table %(other)s first: this table's "
            "chukker %(number)s can begin once that one is over. Nothing was saved."
        )
        % values
    )


def overlap_text(overlap: Overlap[int], names: dict[int, str]) -> str:
    """One overlap in plain words (for the command, which speaks English like checkcredits)."""
    return (
        f"{names.get(overlap.player, overlap.player)} is seated in chukker "
        f"{overlap.first.number} of table {overlap.first.table} ({overlap.first.status.value}) "
        f"and chukker {overlap.second.number} of table {overlap.second.table} "
        f"({overlap.second.status.value}) at the same time."
    )
