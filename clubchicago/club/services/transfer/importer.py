"""Import an export file (``fileformat``) into an installation that has no evening yet.

An import trusts nothing in the file. ``fileformat`` has checked every value for its type;
here each is checked against the model's own rules, every reference must point inside the file,
every chukker must be the one its table's rotation plays at that number, and its stored totals
must be what the scoring engine makes of its deals. It goes only into an installation that has
no evening yet (so nothing can be mixed up), runs in one transaction, and any problem raises
``ClubUserError`` with nothing written. Players already in the roster under the same name are
reused; the club's settings are restored only when asked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import DataError, IntegrityError, models, transaction
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
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
from clubchicago.club.services.credits import store_evening_credits
from clubchicago.club.services.roster import clean_name, name_key
from clubchicago.club.services.transfer.fileformat import (
    Document,
    ExportFile,
    FileChukker,
    FileClub,
    FileEvening,
    FilePlayer,
    FileTable,
    damaged,
    parse,
)
from clubchicago.club.services.versions import advance_evenings
from scoring import ScoringError, Side

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")

SEATS = tuple(Chukker.SEAT_FIELDS.values())
# Set by the database when a row is saved; written back afterwards so the history keeps its times.
STAMPS = {
    Player: ("created_at",),
    Evening: ("created_at",),
    Chukker: ("updated_at",),
    DealRecord: ("created_at", "updated_at"),
    DealChange: ("at",),
    SeatingChange: ("at",),
}


@dataclass
class ImportSummary:
    evenings: int = 0
    players_added: int = 0
    players_reused: int = 0
    deals: int = 0


@dataclass
class _Import:
    """Rows built from the file, by the id each had in the file, waiting to be saved."""

    players: dict[int, Player] = field(default_factory=dict)
    seasons: dict[int, Season] = field(default_factory=dict)
    stamps: list[tuple[models.Model, dict[str, Any]]] = field(default_factory=list)
    summary: ImportSummary = field(default_factory=ImportSummary)

    def stamp(self, row: models.Model, values: Mapping[str, Any]) -> None:
        self.stamps.append((row, {name: values[name] for name in STAMPS[type(row)]}))


def import_export(export: ExportFile | Document, *, club_settings: bool = False) -> ImportSummary:
    """Import an export (from ``read_export``, or a document as ``json.loads`` reads one) into
    this installation, all of it or nothing."""
    if not isinstance(export, ExportFile):
        export = parse(export)
    try:
        with transaction.atomic():
            if Evening.objects.exists():
                raise ClubUserError(
                    gettext(
                        "This installation already has evenings. An export is imported only "
                        "into an installation without evenings, so nothing gets mixed up; "
                        "nothing was imported."
                    )
                )
            state = _Import()
            if club_settings:
                _import_club(export.club)
            _import_players(export.players, state)
            _import_seasons(export, state)
            for index, evening in enumerate(export.evenings):
                _import_evening(evening, f"file.evenings[{index}]", state)
            _write_stamps(state)
            # Every evening here is imported (an installation with evenings refuses the file).
            store_evening_credits(Evening.objects.all())
            # Fresh rows have fresh versions; said anyway, as every change of results does.
            advance_evenings(Evening.objects.values_list("pk", flat=True))
            return state.summary
    except (IntegrityError, DataError) as error:
        raise ClubUserError(
            gettext(
                "The file contradicts itself (a number, a name or a player used twice); "
                "nothing was imported."
            )
        ) from error


def _checked(row: M, where: str) -> M:
    """The model's own rules (choices, lengths, ranges), checked without a query."""
    # Relations are excluded: checking them costs a query each, and they were set from the file's
    # references, already resolved; the database's constraints stay the last line of defence.
    relations = [f.name for f in row._meta.concrete_fields if f.is_relation]
    try:
        row.full_clean(exclude=relations, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        problems = "; ".join(
            f"{name}: {' '.join(messages)}" for name, messages in error.message_dict.items()
        )
        raise ClubUserError(
            gettext("The file cannot be imported: %(where)s (%(problems)s).")
            % {"where": where, "problems": problems}
        ) from error
    return row


def _reference(found: Mapping[int, T], key: int, where: str) -> T:
    if key not in found:
        raise ClubUserError(
            gettext("%(where)s refers to something that is not in the file.") % {"where": where}
        )
    return found[key]


def _unique(key: int, seen: set[int], where: str) -> int:
    """The record's id in the file, which no other record of its kind in ``seen`` has."""
    if key in seen:
        raise damaged(f"{where}.id")
    seen.add(key)
    return key


def _import_club(record: FileClub) -> None:
    club = Club.load()
    for name, value in record.values().items():
        setattr(club, name, value)
    club.name = clean_name(record.name)
    _checked(club, "file.club").save()


def _import_players(records: Sequence[FilePlayer], state: _Import) -> None:
    roster = {name_key(player.name): player for player in Player.objects.all()}
    numbers = {p.member_number: p for p in roster.values() if p.member_number}
    licences = {p.licence_number: p for p in roster.values() if p.licence_number}
    seen: set[int] = set()
    names: set[str] = set()
    new: list[tuple[Player, dict[str, Any]]] = []
    for index, record in enumerate(records):
        where = f"file.players[{index}]"
        key = _unique(record.id, seen, where)
        # Names are read as the roster stores them (``clean_name``), so the matching below sees
        # what a director typed; the roster never holds two names that differ only in case.
        values = {**record.values(), "name": clean_name(record.name)}
        if not values["name"] or name_key(values["name"]) in names:
            raise damaged(f"{where}.name")
        names.add(name_key(values["name"]))
        existing = roster.get(name_key(values["name"]))
        if existing is not None:
            state.players[key] = existing
            state.summary.players_reused += 1
            continue
        player = _checked(Player(**values), where)
        licensed = licences.get(player.licence_number)
        if licensed is not None:
            raise ClubUserError(
                gettext(
                    "%(name)s has licence number %(number)s in the file, but %(holder)s has it "
                    "here; nothing was imported."
                )
                % {"name": player.name, "number": player.licence_number, "holder": licensed.name}
            )
        holder = numbers.get(player.member_number)
        if holder is not None:
            raise ClubUserError(
                gettext(
                    "%(name)s has member number %(number)s in the file, but %(holder)s has it "
                    "here; nothing was imported."
                )
                % {"name": player.name, "number": player.member_number, "holder": holder.name}
            )
        roster[name_key(player.name)] = player
        if player.member_number:
            numbers[player.member_number] = player
        if player.licence_number:
            licences[player.licence_number] = player
        state.players[key] = player
        new.append((player, values))
    Player.objects.bulk_create([player.fill_sort_name() for player, _values in new])
    for player, values in new:
        state.stamp(player, values)
    state.summary.players_added = len(new)


def _import_seasons(export: ExportFile, state: _Import) -> None:
    seen: set[int] = set()
    for index, record in enumerate(export.seasons):
        where = f"file.seasons[{index}]"
        key = _unique(record.id, seen, where)
        values = record.values()
        season = Season.objects.filter(**values).order_by("pk").first()
        if season is None:
            season = _checked(Season(**values), where)
            season.save()
        state.seasons[key] = season


def _import_evening(record: FileEvening, where: str, state: _Import) -> None:
    season = None if record.season is None else _reference(state.seasons, record.season, where)
    values = record.values()
    evening = _checked(Evening(season=season, **values), where)
    evening.save()
    state.stamp(evening, values)
    Attendance.objects.bulk_create(
        Attendance(evening=evening, player=_reference(state.players, key, f"{where}.attendances"))
        for key in record.attendances
    )
    # File ids of this evening's chukkers and deals, which its history refers to.
    chukkers: dict[int, Chukker] = {}
    deals: dict[int, DealRecord] = {}
    for index, table in enumerate(record.tables):
        _import_table(table, f"{where}.tables[{index}]", evening, state, chukkers, deals)
    changes = []
    for index, line in enumerate(record.changes):
        change_where = f"{where}.changes[{index}]"
        values = line.values()
        chukker = _reference(chukkers, line.chukker, change_where)
        deal = None if line.deal is None else _reference(deals, line.deal, change_where)
        change = DealChange(evening=evening, chukker=chukker, deal=deal, **values)
        changes.append(_checked(change, change_where))
        state.stamp(change, values)
    DealChange.objects.bulk_create(changes)
    _import_seating_changes(record, where, evening, state)
    _import_club_points(record, where, evening, state)
    state.summary.evenings += 1


def _import_table(
    record: FileTable,
    where: str,
    evening: Evening,
    state: _Import,
    chukkers: dict[int, Chukker],
    deals: dict[int, DealRecord],
) -> None:
    table = _checked(Table(evening=evening, **record.values()), where)
    if table.size not in rotations.TABLE_SIZES:
        raise damaged(f"{where}.size")
    table.save()  # with a new entry link: links are never exported
    numbers = _import_lineups(record, where, table, state)
    if len(table.first_dealers) != table.length:
        raise damaged(f"{where}.first_dealers")
    plan = table.plan()
    chukker_keys = set(chukkers)
    new_deals: list[DealRecord] = []
    for index, chukker_record in enumerate(record.chukkers):
        chukker_where = f"{where}.chukkers[{index}]"
        key = _unique(chukker_record.id, chukker_keys, chukker_where)
        values = chukker_record.values()
        seats = {
            seat: _reference(
                state.players, getattr(chukker_record, seat), f"{chukker_where}.{seat}"
            )
            for seat in SEATS
        }
        chukker = _checked(Chukker(table=table, **values, **seats), chukker_where)
        played = plan[chukker.number - 1] if 1 <= chukker.number <= len(plan) else None
        _check_rotation(
            chukker, played, numbers.get(played.start, {}) if played else {}, chukker_where
        )
        its_deals = _deals(chukker_record, chukker_where, chukker, deals)
        _check_totals(chukker, [deal for _key, deal, _values in its_deals], evening, chukker_where)
        chukker.save()
        chukkers[key] = chukker
        state.stamp(chukker, values)
        for deal_key, deal, deal_values in its_deals:
            deal.chukker = chukker
            deals[deal_key] = deal
            new_deals.append(deal)
            state.stamp(deal, deal_values)
    DealRecord.objects.bulk_create(new_deals)
    state.summary.deals += len(new_deals)


def _deals(
    record: FileChukker, where: str, chukker: Chukker, known: Mapping[int, DealRecord]
) -> list[tuple[int, DealRecord, dict[str, Any]]]:
    """The chukker's deals in the file's order (the order they were entered), with file ids."""
    deals = []
    keys: set[int] = set(known)
    for index, deal_record in enumerate(record.deals):
        deal_where = f"{where}.deals[{index}]"
        key = _unique(deal_record.id, keys, deal_where)
        values = deal_record.values()
        deals.append((key, _checked(DealRecord(chukker=chukker, **values), deal_where), values))
    return deals


def _import_lineups(
    record: FileTable, where: str, table: Table, state: _Import
) -> dict[int, dict[int, Player]]:
    """The table's lineups, each its players by number, by the lineup's first chukker."""
    numbers: dict[int, dict[int, Player]] = {}
    starts = [lineup.start for lineup in record.lineups]
    if not starts or starts[0] != 1 or starts != sorted(set(starts)) or starts[-1] > table.length:
        raise damaged(f"{where}.lineups")
    for index, lineup_record in enumerate(record.lineups):
        lineup_where = f"{where}.lineups[{index}]"
        lineup = _checked(Lineup(table=table, **lineup_record.values()), lineup_where)
        if lineup.size not in rotations.TABLE_SIZES or lineup.offset >= len(
            rotations.schedule(lineup.size)
        ):
            raise damaged(f"{lineup_where}.size")
        seated: dict[int, Player] = {}
        for place_index, place in enumerate(lineup_record.players):
            seated[place.number] = _reference(
                state.players, place.player, f"{lineup_where}.players[{place_index}]"
            )
        if len(lineup_record.players) != lineup.size or sorted(seated) != list(
            range(1, lineup.size + 1)
        ):
            raise damaged(f"{lineup_where}.players")
        lineup.save()
        TablePlayer.objects.bulk_create(
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
    return numbers


def _import_seating_changes(
    record: FileEvening, where: str, evening: Evening, state: _Import
) -> None:
    """The evening's changes of seating, their players named by this installation's ids. They
    are history only: what undid them is not in the file, so they can no longer be undone."""
    for index, line in enumerate(record.seating_changes):
        change_where = f"{where}.seating_changes[{index}]"
        values = line.values()
        values["before"] = [_renamed(part, state, change_where) for part in line.before]
        values["after"] = [_renamed(part, state, change_where) for part in line.after]
        change = _checked(SeatingChange(evening=evening, **values), change_where)
        change.save()
        state.stamp(change, values)


def _import_club_points(record: FileEvening, where: str, evening: Evening, state: _Import) -> None:
    """The club points the evening awarded, as the file holds them: points awarded under the
    scale of their day are kept (docs/rules.md#club-points), not awarded again."""
    rows = []
    for index, line in enumerate(record.club_points):
        line_where = f"{where}.club_points[{index}]"
        player = _reference(state.players, line.player, line_where)
        if line.place < 1:
            raise damaged(f"{line_where}.place")
        rows.append(
            _checked(ClubPoints(evening=evening, player=player, **line.values()), line_where)
        )
    ClubPoints.objects.bulk_create(rows)


def _renamed(part: Mapping[str, Any], state: _Import, where: str) -> dict[str, Any]:
    """A table's part of a change, with the file's player ids as this installation's."""
    renamed = dict(part)
    for key in ("players", "before", "after"):
        ids = part.get(key)
        if ids is None:
            continue
        if not isinstance(ids, list) or any(type(pk) is not int for pk in ids):
            raise damaged(f"{where}.{key}")
        renamed[key] = [_reference(state.players, pk, f"{where}.{key}").pk for pk in ids]
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


def _write_stamps(state: _Import) -> None:
    """Give the saved rows back the times the file records (the database set them to now)."""
    by_model: dict[type[models.Model], list[models.Model]] = {}
    for row, values in state.stamps:
        for name, value in values.items():
            setattr(row, name, value)
        by_model.setdefault(type(row), []).append(row)
    for model, rows in by_model.items():
        model._default_manager.bulk_update(rows, list(STAMPS[model]), batch_size=500)
