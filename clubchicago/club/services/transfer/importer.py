"""Import an export file (``fileformat``) into an installation that has no evening yet.

An import trusts nothing in the file. ``fileformat`` has checked every value for its type;
here each is checked against the same rules as the page that edits it (the models' own rules,
which the forms share: lengths, ranges, unprintable characters, the points scale page's limits,
the club's licence number pattern, a season's last day after its first), every reference must
point inside the file, every chukker must be the one its table's rotation plays at that number,
and its stored totals must be what the scoring engine makes of its deals. It goes only into an
installation that has no evening yet (so nothing can be mixed up), and any problem raises
``ClubUserError`` with nothing written. Players already in the roster under the same name are
reused; a new name that looks like a roster player's or another of the file's ("Zoe Aero"
beside "Zoë Ærø") is imported only once the director says they are different people, as the
roster import asks. The club's settings are restored only when asked.

Two passes over the file, each evening by evening (``fileformat.ExportStream``), so that a file
of any length costs the memory of a few evenings:

1. *checking*: every rule above, reading the database but writing nothing, outside any
   transaction. It is most of the work, and it holds no lock: on SQLite, which has one writer
   at a time, the site stays writable meanwhile, and the progress can be written as it goes;
2. *writing*: the same checks again (the roster may have changed since) and the rows written
   in bulk, ``IMPORT_BATCH`` evenings at a time, all in one transaction: all or nothing.

Club points are never imported: they are awarded again from what the file holds, under the
club's scale, as on publishing (``services.club_points``; docs/rules.md#club-points), so an
evening the file marks unpublished holds none.

Long because both passes run the same checks, record by record, down the file's tree (club,
players, seasons, evenings, tables, lineups, chukkers, deals): each record's checks sit beside
the rows they let through, so that no row can be written unchecked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import DataError, IntegrityError, models, transaction
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Chukker,
    ChukkerCredit,
    Club,
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
from clubchicago.club.services.credits import credit_rows, store_season_totals
from clubchicago.club.services.roster import clean_name, did_you_mean, name_key
from clubchicago.club.services.transfer.fileformat import (
    Document,
    ExportFile,
    ExportStream,
    FileChukker,
    FileClub,
    FileEvening,
    FilePlayer,
    FileTable,
    damaged,
    parse,
)
from clubchicago.club.services.versions import results_changed
from scoring import ScoringError, Side

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")

SEATS = tuple(Chukker.SEAT_FIELDS.values())
# Evenings whose rows are built, checked and written together: a few hundred rows of each kind
# per insert, and the memory of a few evenings.
IMPORT_BATCH = 20


class Phase(StrEnum):
    """Where an import is: the pass that checks, or the one that writes."""

    CHECKING = "checking"
    WRITING = "writing"


# Told after each batch: the pass, the evenings it has done, the evenings in the file.
Progress = Callable[[Phase, int, int], None]


@dataclass
class ImportSummary:
    evenings: int = 0
    players_added: int = 0
    players_reused: int = 0
    deals: int = 0


class LookAlikeNames(ClubUserError):
    """New names in the file look like roster players' or like other names of the file:
    ``names``, each with its question ("Zoe Aero: did you mean Zoë Ærø?"). Nothing was
    imported; the director imports the file again saying they are different people."""

    def __init__(self, names: list[str]) -> None:
        super().__init__(
            gettext(
                "Some names in the file look like players already in the roster or like "
                "other names in the file; nothing was imported. If they are different people, "
                "import the file again saying so; otherwise correct the names first."
            )
        )
        self.names = names


@dataclass
class _Import:
    """What one pass has read so far: rows by the id each had in the file."""

    save: bool
    club: Club
    players: dict[int, Player] = field(default_factory=dict)
    seasons: dict[int, Season] = field(default_factory=dict)
    published: list[Evening] = field(default_factory=list)
    season_ids: set[int] = field(default_factory=set)
    evening_ids: list[int] = field(default_factory=list)
    summary: ImportSummary = field(default_factory=ImportSummary)


@dataclass
class _Batch:
    """The rows of a few evenings, built and checked, written together, parents first (each
    ``bulk_create`` gives its rows their keys, which the rows after it refer to)."""

    evenings: list[Evening] = field(default_factory=list)
    attendances: list[Attendance] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    seating_changes: list[SeatingChange] = field(default_factory=list)
    lineups: list[Lineup] = field(default_factory=list)
    places: list[TablePlayer] = field(default_factory=list)
    chukkers: list[Chukker] = field(default_factory=list)
    deals: list[DealRecord] = field(default_factory=list)
    changes: list[DealChange] = field(default_factory=list)

    def write(self) -> None:
        batch_size = 500
        Evening.objects.bulk_create(self.evenings, batch_size=batch_size)
        Attendance.objects.bulk_create(self.attendances, batch_size=batch_size)
        Table.objects.bulk_create(self.tables, batch_size=batch_size)
        SeatingChange.objects.bulk_create(self.seating_changes, batch_size=batch_size)
        Lineup.objects.bulk_create(self.lineups, batch_size=batch_size)
        TablePlayer.objects.bulk_create(self.places, batch_size=batch_size)
        Chukker.objects.bulk_create(self.chukkers, batch_size=batch_size)
        DealRecord.objects.bulk_create(self.deals, batch_size=batch_size)
        DealChange.objects.bulk_create(self.changes, batch_size=batch_size)
        # docs/rules.md#credits: the closed chukkers' credits, as ``services.credits`` computes
        # them (``credit_rows``), from the rows just written.
        ChukkerCredit.objects.bulk_create(
            (
                row
                for chukker in self.chukkers
                for row in credit_rows(chukker, chukker.table.evening.pk, chukker.table.evening)
            ),
            batch_size=500,
        )


def import_export(
    export: ExportStream | ExportFile | Document,
    *,
    club_settings: bool = False,
    different_people: bool = False,
    progress: Progress | None = None,
) -> ImportSummary:
    """Import an export (from ``open_export`` or ``read_export``, or a document as
    ``json.loads`` reads one) into this installation, all of it or nothing.

    ``different_people``: the director has said that new names looking like others are
    different people (otherwise ``LookAlikeNames``). ``progress`` is told of each batch of
    evenings checked, then once that the writing begins: nothing said inside the transaction
    could be read before its end.
    """
    if isinstance(export, ExportFile):
        export = ExportStream.of(export)
    elif not isinstance(export, ExportStream):
        export = ExportStream.of(parse(export))
    options = {"club_settings": club_settings, "different_people": different_people}
    _import(export, save=False, progress=progress, **options)
    if progress is not None:
        progress(Phase.WRITING, 0, export.count)
    try:
        with transaction.atomic():
            return _import(export, save=True, progress=None, **options)
    except (IntegrityError, DataError) as error:
        raise ClubUserError(
            gettext(
                "The file contradicts itself (a number, a name or a player used twice); "
                "nothing was imported."
            )
        ) from error


def _import(
    export: ExportStream,
    *,
    save: bool,
    club_settings: bool,
    different_people: bool,
    progress: Progress | None,
) -> ImportSummary:
    """One pass over the file: every check, and the rows written if ``save`` (inside the
    caller's transaction). ``progress`` is told after each batch."""
    if save:
        # Two imports at once: the second waits for the first, then finds its evenings.
        Club.objects.select_for_update().get(pk=Club.load().pk)
    if Evening.objects.exists():
        raise installation_has_evenings()
    state = _Import(
        save=save, club=_import_club(export.head.club, restore=club_settings, save=save)
    )
    _import_players(export.head.players, state, different_people)
    _import_seasons(export, state)
    phase = Phase.WRITING if save else Phase.CHECKING
    if progress is not None:
        progress(phase, 0, export.count)
    batch = _Batch()
    done = 0
    for index, evening in enumerate(export.evenings()):
        _import_evening(evening, f"file.evenings[{index}]", state, batch)
        done = index + 1
        if len(batch.evenings) == IMPORT_BATCH:
            _flush(batch, state)
            batch = _Batch()
            if progress is not None:
                progress(phase, done, export.count)
    _flush(batch, state)
    if save:
        _after_writing(state)
    if progress is not None:
        progress(phase, done, export.count)
    return state.summary


def installation_has_evenings() -> ClubUserError:
    return ClubUserError(
        gettext(
            "This installation already has evenings. An export is imported only into an "
            "installation without evenings, so nothing gets mixed up; nothing was imported."
        )
    )


def _flush(batch: _Batch, state: _Import) -> None:
    if state.save:
        batch.write()
        state.evening_ids.extend(evening.pk for evening in batch.evenings)
        state.published.extend(evening for evening in batch.evenings if evening.published)


def _after_writing(state: _Import) -> None:
    """What every change of results sets off, once for the whole file: the seasons' totals,
    the club points, the versions."""
    store_season_totals(state.season_ids)
    # docs/rules.md#club-points: awarded again from the evenings' rankings, as on publishing.
    results_changed(state.evening_ids)


def _checked(row: M, where: str, state: _Import | None = None) -> M:
    """The model's own rules (choices, lengths, ranges, ``clean``), checked without a query.

    Given the pass (``state``), only in the checking pass: what depends on the file alone was
    checked there, on the same bytes."""
    if state is not None and state.save:
        return row
    # Relations are excluded: checking them costs a query each, and they were set from the file's
    # references, already resolved; the database's constraints stay the last line of defence.
    relations = [f.name for f in row._meta.concrete_fields if f.is_relation]
    try:
        row.full_clean(exclude=relations, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        raise _refused(where, error) from error
    return row


def _refused(where: str, error: ValidationError) -> ClubUserError:
    problems = "; ".join(
        f"{name}: {' '.join(messages)}" if name != "__all__" else " ".join(messages)
        for name, messages in error.message_dict.items()
    )
    return ClubUserError(
        gettext("The file cannot be imported: %(where)s (%(problems)s).")
        % {"where": where, "problems": problems}
    )


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


def _name(name: str, where: str) -> str:
    """A name as the roster stores it (``clean_name``), or the roster's refusal, placed."""
    try:
        return clean_name(name)
    except ClubUserError as error:
        raise ClubUserError(
            gettext("The file cannot be imported: %(where)s (%(problems)s).")
            % {"where": f"{where}.name", "problems": error.message}
        ) from error


def _import_club(record: FileClub, *, restore: bool, save: bool) -> Club:
    """The club as it will be once the file is imported: its settings from the file if asked
    (saved when ``save``), this installation's otherwise. The file's are checked either way."""
    club = Club.load()
    from_file = Club(pk=club.pk, **{**record.values(), "name": _name(record.name, "file.club")})
    from_file.api_cors_origins = club.api_cors_origins
    _checked(from_file, "file.club")
    if not restore:
        return club
    if save:
        from_file.save()
    return from_file


def _import_players(records: Sequence[FilePlayer], state: _Import, different: bool) -> None:
    roster = {name_key(player.name): player for player in Player.objects.all()}
    folds: dict[str, list[str]] = {}
    for player in roster.values():
        folds.setdefault(player.sort_name, []).append(player.name)
    numbers = {p.member_number: p for p in roster.values() if p.member_number}
    licences = {p.licence_number: p for p in roster.values() if p.licence_number}
    seen: set[int] = set()
    names: set[str] = set()
    new: list[Player] = []
    look_alikes: list[str] = []
    for index, record in enumerate(records):
        where = f"file.players[{index}]"
        key = _unique(record.id, seen, where)
        # Read as the player form reads them: names as the roster stores them (``clean_name``),
        # so the matching below sees what a director typed; numbers trimmed.
        values = {
            **record.values(),
            "name": _name(record.name, where),
            "member_number": record.member_number.strip(),
            "licence_number": record.licence_number.strip(),
        }
        if not values["name"] or name_key(values["name"]) in names:
            raise damaged(f"{where}.name")
        names.add(name_key(values["name"]))
        existing = roster.get(name_key(values["name"]))
        if existing is not None:
            state.players[key] = existing
            state.summary.players_reused += 1
            continue
        player = _checked(Player(**values), where)
        try:
            state.club.check_licence_number(player.licence_number)
        except ValidationError as error:
            raise _refused(where, ValidationError({"licence_number": error})) from error
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
        # "Zoe Aero" beside "Zoë Ærø": asked as the roster form and the roster import ask.
        folded = player.fill_sort_name().sort_name
        if folded and folded in folds:
            look_alikes.append(f"{player.name}: {did_you_mean(folds[folded])}")
        folds.setdefault(folded, []).append(player.name)
        roster[name_key(player.name)] = player
        if player.member_number:
            numbers[player.member_number] = player
        if player.licence_number:
            licences[player.licence_number] = player
        state.players[key] = player
        new.append(player)
    if look_alikes and not different:
        raise LookAlikeNames(look_alikes)
    if state.save:
        Player.objects.bulk_create(new)
    state.summary.players_added = len(new)


def _import_seasons(export: ExportStream, state: _Import) -> None:
    seen: set[int] = set()
    for index, record in enumerate(export.head.seasons):
        where = f"file.seasons[{index}]"
        key = _unique(record.id, seen, where)
        values = record.values()
        season = Season.objects.filter(**values).order_by("pk").first()
        if season is None:
            season = _checked(Season(**values), where)
            if state.save:
                season.save()
        state.seasons[key] = season


def _import_evening(record: FileEvening, where: str, state: _Import, batch: _Batch) -> None:
    season = None if record.season is None else _reference(state.seasons, record.season, where)
    evening = _checked(Evening(season=season, **record.values()), where, state)
    batch.evenings.append(evening)
    if season is not None and season.pk is not None:
        state.season_ids.add(season.pk)
    batch.attendances.extend(
        Attendance(evening=evening, player=_reference(state.players, key, f"{where}.attendances"))
        for key in record.attendances
    )
    # File ids of this evening's chukkers and deals, which its history refers to.
    chukkers: dict[int, Chukker] = {}
    deals: dict[int, DealRecord] = {}
    for index, table in enumerate(record.tables):
        _import_table(table, f"{where}.tables[{index}]", evening, state, batch, chukkers, deals)
    for index, line in enumerate(record.changes):
        change_where = f"{where}.changes[{index}]"
        chukker = _reference(chukkers, line.chukker, change_where)
        deal = None if line.deal is None else _reference(deals, line.deal, change_where)
        change = DealChange(evening=evening, chukker=chukker, deal=deal, **line.values())
        batch.changes.append(_checked(change, change_where, state))
    _import_seating_changes(record, where, evening, state, batch)
    state.summary.evenings += 1


def _import_table(
    record: FileTable,
    where: str,
    evening: Evening,
    state: _Import,
    batch: _Batch,
    chukkers: dict[int, Chukker],
    deals: dict[int, DealRecord],
) -> None:
    table = _checked(Table(evening=evening, **record.values()), where, state)
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
        key = _unique(chukker_record.id, chukker_keys, chukker_where)
        seats = {
            seat: _reference(
                state.players, getattr(chukker_record, seat), f"{chukker_where}.{seat}"
            )
            for seat in SEATS
        }
        chukker = Chukker(table=table, **chukker_record.values(), **seats)
        _checked(chukker, chukker_where, state)
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
    state: _Import,
) -> list[tuple[int, DealRecord]]:
    """The chukker's deals in the file's order (the order they were entered), with file ids."""
    deals = []
    keys: set[int] = set(known)
    for index, deal_record in enumerate(record.deals):
        deal_where = f"{where}.deals[{index}]"
        key = _unique(deal_record.id, keys, deal_where)
        deal = DealRecord(chukker=chukker, **deal_record.values())
        deals.append((key, _checked(deal, deal_where, state)))
    return deals


def _import_lineups(
    record: FileTable, where: str, table: Table, state: _Import, batch: _Batch
) -> tuple[list[Lineup], dict[int, dict[int, Player]]]:
    """The table's lineups, and each one's players by number, by the lineup's first chukker."""
    numbers: dict[int, dict[int, Player]] = {}
    lineups: list[Lineup] = []
    starts = [lineup.start for lineup in record.lineups]
    if not starts or starts[0] != 1 or starts != sorted(set(starts)) or starts[-1] > table.length:
        raise damaged(f"{where}.lineups")
    for index, lineup_record in enumerate(record.lineups):
        lineup_where = f"{where}.lineups[{index}]"
        lineup = _checked(Lineup(table=table, **lineup_record.values()), lineup_where, state)
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
    record: FileEvening, where: str, evening: Evening, state: _Import, batch: _Batch
) -> None:
    """The evening's changes of seating, their players named by this installation's ids. They
    are history only: what undid them is not in the file, so they can no longer be undone."""
    for index, line in enumerate(record.seating_changes):
        change_where = f"{where}.seating_changes[{index}]"
        values = line.values()
        values["before"] = [_renamed(part, state, change_where) for part in line.before]
        values["after"] = [_renamed(part, state, change_where) for part in line.after]
        change = _checked(SeatingChange(evening=evening, **values), change_where, state)
        batch.seating_changes.append(change)


def _renamed(part: Mapping[str, Any], state: _Import, where: str) -> dict[str, Any]:
    """A table's part of a change, with the file's player ids as this installation's (in the
    checking pass, where new players have no id yet, as the file's)."""
    renamed = dict(part)
    for key in ("players", "before", "after"):
        ids = part.get(key)
        if ids is None:
            continue
        if not isinstance(ids, list) or any(type(pk) is not int for pk in ids):
            raise damaged(f"{where}.{key}")
        players = [_reference(state.players, pk, f"{where}.{key}") for pk in ids]
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
