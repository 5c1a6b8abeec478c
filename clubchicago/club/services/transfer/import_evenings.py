"""Import one evening of an export file, down its tree: tables, lineups, chukkers, deals, their
history and the evening's changes of seating (``importer`` calls it for each evening of both
passes). Every chukker must be the one its table's rotation plays at that number, and its
stored totals what the scoring engine makes of its deals (docs/rules.md#chukker-scoring).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Chukker,
    DealChange,
    DealRecord,
    Evening,
    Lineup,
    Player,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.services.transfer.fileformat import damaged
from clubchicago.club.services.transfer.import_rows import (
    Batch,
    ImportState,
    checked,
    reference,
    unique,
)
from clubchicago.club.services.transfer.records import (
    FileChukker,
    FileEvening,
    FileTable,
)
from scoring import ScoringError, Side

SEATS = tuple(Chukker.SEAT_FIELDS.values())


def import_evening(record: FileEvening, where: str, state: ImportState, batch: Batch) -> None:
    season = None if record.season is None else reference(state.seasons, record.season, where)
    evening = checked(Evening(season=season, **record.values()), where, state)
    batch.evenings.append(evening)
    if season is not None and season.pk is not None:
        state.season_ids.add(season.pk)
    batch.attendances.extend(
        Attendance(evening=evening, player=reference(state.players, key, f"{where}.attendances"))
        for key in record.attendances
    )
    # File ids of this evening's chukkers and deals, which its history refers to.
    chukkers: dict[int, Chukker] = {}
    deals: dict[int, DealRecord] = {}
    for index, table in enumerate(record.tables):
        _import_table(table, f"{where}.tables[{index}]", evening, state, batch, chukkers, deals)
    for index, line in enumerate(record.changes):
        change_where = f"{where}.changes[{index}]"
        chukker = reference(chukkers, line.chukker, change_where)
        deal = None if line.deal is None else reference(deals, line.deal, change_where)
        change = DealChange(evening=evening, chukker=chukker, deal=deal, **line.values())
        batch.changes.append(checked(change, change_where, state))
    _import_seating_changes(record, where, evening, state, batch)
    state.summary.evenings += 1


def _import_table(
    record: FileTable,
    where: str,
    evening: Evening,
    state: ImportState,
    batch: Batch,
    chukkers: dict[int, Chukker],
    deals: dict[int, DealRecord],
) -> None:
    table = checked(Table(evening=evening, **record.values()), where, state)
    if table.size not in rotations.TABLE_SIZES:
        raise damaged(f"{where}.size")
    batch.tables.append(table)  # with a new entry link: links are never exported
    lineups, numbers = _import_lineups(record, where, table, state, batch)
    if len(table.first_dealers) != table.length:
        raise damaged(f"{where}.first_dealers")
    plan = table.plan(lineups)
    chukker_keys = set(chukkers)
    for index, chukker_record in enumerate(record.chukkers):
        chukker_where = f"{where}.chukkers[{index}]"
        key = unique(chukker_record.id, chukker_keys, chukker_where)
        seats = {
            seat: reference(state.players, getattr(chukker_record, seat), f"{chukker_where}.{seat}")
            for seat in SEATS
        }
        chukker = Chukker(table=table, **chukker_record.values(), **seats)
        checked(chukker, chukker_where, state)
        its_deals = _deals(chukker_record, chukker_where, chukker, deals, state)
        if not state.save:
            played = plan[chukker.number - 1] if 1 <= chukker.number <= len(plan) else None
            lineup = numbers.get(played.start, {}) if played else {}
            _check_rotation(chukker, played, lineup, chukker_where)
            _check_totals(chukker, [deal for _key, deal in its_deals], evening, chukker_where)
        batch.chukkers.append(chukker)
        chukkers[key] = chukker
        for deal_key, deal in its_deals:
            deals[deal_key] = deal
            batch.deals.append(deal)
        state.summary.deals += len(its_deals)


def _deals(
    record: FileChukker,
    where: str,
    chukker: Chukker,
    known: Mapping[int, DealRecord],
    state: ImportState,
) -> list[tuple[int, DealRecord]]:
    """The chukker's deals in the file's order (the order they were entered), with file ids."""
    deals = []
    keys: set[int] = set(known)
    for index, deal_record in enumerate(record.deals):
        deal_where = f"{where}.deals[{index}]"
        key = unique(deal_record.id, keys, deal_where)
        deal = DealRecord(chukker=chukker, **deal_record.values())
        deals.append((key, checked(deal, deal_where, state)))
    return deals


def _import_lineups(
    record: FileTable, where: str, table: Table, state: ImportState, batch: Batch
) -> tuple[list[Lineup], dict[int, dict[int, Player]]]:
    """The table's lineups, and each one's players by number, by the lineup's first chukker."""
    numbers: dict[int, dict[int, Player]] = {}
    lineups: list[Lineup] = []
    starts = [lineup.start for lineup in record.lineups]
    if not starts or starts[0] != 1 or starts != sorted(set(starts)) or starts[-1] > table.length:
        raise damaged(f"{where}.lineups")
    for index, lineup_record in enumerate(record.lineups):
        lineup_where = f"{where}.lineups[{index}]"
        lineup = checked(Lineup(table=table, **lineup_record.values()), lineup_where, state)
        if lineup.size not in rotations.TABLE_SIZES or lineup.offset >= len(
            rotations.schedule(lineup.size)
        ):
            raise damaged(f"{lineup_where}.size")
        seated: dict[int, Player] = {}
        for place_index, place in enumerate(lineup_record.players):
            seated[place.number] = reference(
                state.players, place.player, f"{lineup_where}.players[{place_index}]"
            )
        if len(lineup_record.players) != lineup.size or sorted(seated) != list(
            range(1, lineup.size + 1)
        ):
            raise damaged(f"{lineup_where}.players")
        lineups.append(lineup)
        batch.lineups.append(lineup)
        batch.places.extend(
            TablePlayer(
                lineup=lineup,
                table=table,
                evening=table.evening,
                player=player,
                number=number,
                current=lineup_record.current,
            )
            for number, player in seated.items()
        )
        numbers[lineup.start] = seated
    if table.size != record.lineups[-1].size:
        raise damaged(f"{where}.size")
    return lineups, numbers


def _import_seating_changes(
    record: FileEvening, where: str, evening: Evening, state: ImportState, batch: Batch
) -> None:
    """The evening's changes of seating, their players named by this installation's ids. They
    are history only: what undid them is not in the file, so they can no longer be undone."""
    for index, line in enumerate(record.seating_changes):
        change_where = f"{where}.seating_changes[{index}]"
        values = line.values()
        values["before"] = [_renamed(part, state, change_where) for part in line.before]
        values["after"] = [_renamed(part, state, change_where) for part in line.after]
        change = checked(SeatingChange(evening=evening, **values), change_where, state)
        batch.seating_changes.append(change)


def _renamed(part: Mapping[str, Any], state: ImportState, where: str) -> dict[str, Any]:
    """A table's part of a change, with the file's player ids as this installation's (in the
    checking pass, where new players have no id yet, as the file's)."""
    renamed = dict(part)
    for key in ("players", "before", "after"):
        ids = part.get(key)
        if ids is None:
            continue
        if not isinstance(ids, list) or any(type(pk) is not int for pk in ids):
            raise damaged(f"{where}.{key}")
        players = [reference(state.players, pk, f"{where}.{key}") for pk in ids]
        renamed[key] = [player.pk for player in players] if state.save else ids
    return renamed


def _check_rotation(
    chukker: Chukker,
    played: rotations.PlayedPosition | None,
    numbers: Mapping[int, Player],
    where: str,
) -> None:
    """The chukker is the one the table's rotation plays at its number, with those players
    (``numbers``: those of the lineup that plays it)."""
    if played is not None and numbers:
        expected = {
            Chukker.SEAT_FIELDS[seat]: numbers[number] for seat, number in played.seats.items()
        }
        seated = {seat: getattr(chukker, seat) for seat in SEATS}
        if (
            chukker.position == played.position.number
            and chukker.first_dealer == played.first_dealer
            and all(seated[seat] is expected[seat] for seat in SEATS)
        ):
            return
    raise ClubUserError(
        gettext("%(where)s in the file is not the chukker its table's rotation plays.")
        % {"where": where}
    )


def _check_totals(chukker: Chukker, deals: list[DealRecord], evening: Evening, where: str) -> None:
    """The stored totals are a cache of the engine over the live deals: they must agree."""
    live = [
        deal
        for _order, deal in sorted(
            ((deal.number, order), deal)
            for order, deal in enumerate(deals)
            if deal.deleted_at is None and not deal.passed_out
        )
    ]
    try:
        sheet = evening.score([deal.contract() for deal in live], chukker.first_dealer)
    except ScoringError as error:
        raise ClubUserError(
            gettext("The file cannot be imported: %(where)s (%(problems)s).")
            % {"where": where, "problems": user_message(error)}
        ) from error
    scored = (sheet.totals[Side.NS], sheet.totals[Side.EW], len(sheet.lines))
    if scored != (chukker.ns_total, chukker.ew_total, chukker.deals_played):
        raise ClubUserError(
            gettext(
                "%(where)s: the totals in the file are not what its deals score; nothing was "
                "imported."
            )
            % {"where": where}
        )
