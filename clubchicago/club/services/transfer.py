"""Export an evening or a whole season to one JSON file, and import it into an empty installation.

Words: an *export* is one JSON document, ``{"format": "clubchicago", "version": 1, ...}``,
holding everything its evenings need: the *players* involved, the *season*, each *evening* with
its scoring settings, who was present, its *tables* (players and numbers), *chukkers*, *deals*
(deleted and passed-out ones too) and the *history* (``DealChange``); the club's settings ride
along and are restored only when asked. Records refer to one another by the ``id`` they had
where they were exported; those ids mean nothing here, and imported rows get new keys.

A table scored on paper says so (``on_paper``); a file without it (written before tables could
be scored on paper) means phones. Left out on purpose: table links (a backup file must not open
anyone's score sheet; imported tables get new links, so print the table cards again) and user
accounts (the history keeps the name of whoever made each change).

An import trusts nothing in the file. Every value is checked for its type and against the
model's own rules, every reference must point inside the file, every chukker must be the one its
table's rotation plays at that number, and its stored totals must be what the scoring engine
makes of its deals. It goes only into an installation that has no evening yet (so nothing can be
mixed up), runs in one transaction, and any problem raises ``ClubUserError`` with nothing
written. Players already in the roster under the same name are reused.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import DataError, IntegrityError, models, transaction
from django.utils import timezone
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.services.credits import store_evening_credits
from clubchicago.club.services.roster import clean_name, name_key
from clubchicago.club.services.versions import advance_evenings
from scoring import ScoringError, Side, Style

FORMAT = "clubchicago"
VERSION = 2
# Format 1 (before evening lengths and scoring styles) is read by upgrading it to format 2.
READABLE = (1, 2)
MAX_IMPORT_BYTES = 20 * 1024 * 1024

# An export as ``json.loads`` reads it, and one record (an object) inside it.
Document = dict[str, Any]
Record = dict[str, Any]
# How one value of a file is read: its JSON value in, the model field's value out.
Kind = Callable[[Any], Any]
M = TypeVar("M", bound=models.Model)
T = TypeVar("T")


# -- the kinds of value a file holds ----------------------------------------------------------


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    # JSON may escape a lone surrogate ("\\ud800"): no database or PDF can store one.
    value.encode("utf-8")  # UnicodeEncodeError is a ValueError
    if "\x00" in value:  # nor can PostgreSQL store a NUL character
        raise ValueError(value)
    return value


def _name(value: Any) -> str:
    """A person's or the club's name, in the form the roster stores names (``clean_name``).

    A hidden character, a lone surrogate included, is refused with the roster's own message.
    """
    if not isinstance(value, str):
        raise TypeError(value)
    return clean_name(value)


def _whole(value: Any) -> int:
    # JSON's true and false are ints to Python; a count is never a yes/no.
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(value)
    return value


def _yes_no(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(value)
    return value


def _day(value: Any) -> dt.date:
    return dt.date.fromisoformat(_text(value))


def _clock(value: Any) -> dt.time:
    return dt.time.fromisoformat(_text(value))


def _moment(value: Any) -> dt.datetime:
    moment = dt.datetime.fromisoformat(_text(value))
    if timezone.is_naive(moment):
        raise ValueError(value)
    # Stored in UTC: a moment that has no UTC date (9999-12-31T23:00-05:00) raises OverflowError.
    return moment.astimezone(dt.UTC)


def _snapshot(value: Any) -> dict[str, Any] | None:
    if value is not None and not isinstance(value, dict):
        raise TypeError(value)
    if value is not None:
        # Stored as JSON: every string in it must be one the database can store.
        text = json.dumps(value, ensure_ascii=False)
        text.encode("utf-8")
        if "\\u0000" in text or "\x00" in text:
            raise ValueError(value)
    return value


def _optional(kind: Kind) -> Kind:
    return lambda value: None if value is None else kind(value)


# The fields copied as they are, by model (references to other records are handled apart).
SETTINGS = {
    "schedule": _text,
    "style": _text,
    "honours": _yes_no,
    "half": _text,
    "unit": _text,
    "fiche_value": _whole,
    "confirm_entries": _yes_no,
    "length": _whole,
    "ranking_minimum": _whole,
}
CLUB_FIELDS = {
    "name": _name,
    "paper_size": _text,
    "start_time": _clock,
    "minutes_per_chukker": _whole,
    **SETTINGS,
}
PLAYER_FIELDS = {
    "name": _name,
    "member_number": _text,
    "email": _text,
    "active": _yes_no,
    "guest": _yes_no,
    "created_at": _moment,
}
SEASON_FIELDS = {"name": _text, "start_date": _day, "end_date": _day}
EVENING_FIELDS = {
    "date": _day,
    "title": _text,
    "published": _yes_no,
    "draw_seed": _optional(_whole),
    "start_time": _optional(_clock),
    "created_at": _moment,
    **SETTINGS,
}
TABLE_FIELDS = {"number": _whole, "size": _whole, "length": _whole, "first_dealers": _text}
# Read when present: a file written before tables could be scored on paper scores by phone.
OPTIONAL_TABLE_FIELDS = {"on_paper": (_yes_no, False)}
SEATS = tuple(Chukker.SEAT_FIELDS.values())
CHUKKER_FIELDS = {
    "number": _whole,
    "position": _whole,
    "first_dealer": _text,
    "closed_at": _optional(_moment),
    "ns_total": _whole,
    "ew_total": _whole,
    "deals_played": _whole,
    "updated_at": _moment,
}
DEAL_FIELDS = {
    "number": _whole,
    "passed_out": _yes_no,
    "declarer": _text,
    "level": _optional(_whole),
    "strain": _text,
    "doubled": _whole,
    "tricks": _optional(_whole),
    "honours": _whole,
    "honours_side": _text,
    "entered_by": _text,
    "confirmed_at": _optional(_moment),
    "confirmed_by": _text,
    "created_at": _moment,
    "updated_at": _moment,
    "deleted_at": _optional(_moment),
    "version": _whole,
}
CHANGE_FIELDS = {
    "action": _text,
    "actor": _text,
    "at": _moment,
    "before": _snapshot,
    "after": _snapshot,
}
# Set by the database when a row is saved; written back afterwards so the history keeps its times.
STAMPS = {
    Player: ("created_at",),
    Evening: ("created_at",),
    Chukker: ("updated_at",),
    DealRecord: ("created_at", "updated_at"),
    DealChange: ("at",),
}


# -- export -----------------------------------------------------------------------------------


def _dump(value: T) -> T | str:
    if isinstance(value, dt.date | dt.datetime | dt.time):
        return value.isoformat()
    return value


def _values(instance: models.Model, names: Iterable[str]) -> dict[str, object]:
    return {name: _dump(getattr(instance, name)) for name in names}


def export_evenings(evenings: Sequence[Evening], seasons: Sequence[Season] = ()) -> Document:
    """The export document of ``evenings`` (and their ``seasons``), whole in memory: for one
    evening, or a test. A season is written with ``stream_export``."""
    return {**_head(evenings, seasons), "evenings": list(_evening_records(evenings))}


def stream_export(evenings: Sequence[Evening], seasons: Sequence[Season] = ()) -> Iterator[bytes]:
    """The file of ``export_evenings``, in pieces: the head (club, players, seasons), then one
    evening after another, read ``EXPORT_BATCH`` evenings at a time. Memory stays that of a few
    evenings however long the season; ``read_export`` reads the result as any export."""
    head = _encode(_head(evenings, seasons))
    yield (head[:-1] + ',"evenings":[').encode("utf-8")
    for index, record in enumerate(_evening_records(evenings)):
        yield (("," if index else "") + _encode(record)).encode("utf-8")
    yield b"]}"


# Evenings whose rows are read and written together while streaming a season.
EXPORT_BATCH = 10


def _encode(value: object) -> str:
    """Compact JSON (no indent: the standard library then encodes in C)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _head(evenings: Sequence[Evening], seasons: Sequence[Season]) -> Document:
    """Everything of an export but its evenings: the club, the players they involve, seasons."""
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
    players = Player.objects.filter(pk__in=sorted(player_ids)).order_by("pk")
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "club": _values(Club.load(), CLUB_FIELDS),
        "players": [{"id": p.pk, **_values(p, PLAYER_FIELDS)} for p in players.iterator()],
        "seasons": [{"id": s.pk, **_values(s, SEASON_FIELDS)} for s in seasons],
    }


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
    places = _grouped(TablePlayer.objects.filter(evening_id__in=ids).order_by("number"), "table_id")
    chukkers = _grouped(
        Chukker.objects.filter(table__evening_id__in=ids).order_by("number"), "table_id"
    )
    deals = _grouped(
        DealRecord.objects.filter(chukker__table__evening_id__in=ids).order_by("pk"), "chukker_id"
    )
    changes = _grouped(DealChange.objects.filter(evening_id__in=ids).order_by("pk"), "evening_id")

    def chukker_record(chukker: Chukker) -> dict[str, object]:
        return {
            "id": chukker.pk,
            **_values(chukker, CHUKKER_FIELDS),
            **{seat: getattr(chukker, f"{seat}_id") for seat in SEATS},
            "deals": [
                {"id": deal.pk, **_values(deal, DEAL_FIELDS)} for deal in deals.get(chukker.pk, [])
            ],
        }

    def table_record(table: Table) -> dict[str, object]:
        return {
            "id": table.pk,
            **_values(table, TABLE_FIELDS),
            **_values(table, OPTIONAL_TABLE_FIELDS),
            "players": [
                {"player": place.player_id, "number": place.number}
                for place in places.get(table.pk, [])
            ],
            "chukkers": [chukker_record(c) for c in chukkers.get(table.pk, [])],
        }

    return [
        {
            "id": evening.pk,
            **_values(evening, EVENING_FIELDS),
            "season": evening.season_id,
            "attendances": sorted(a.player_id for a in attendances.get(evening.pk, [])),
            "tables": [table_record(t) for t in tables.get(evening.pk, [])],
            "changes": [
                {
                    "chukker": change.chukker_id,
                    "deal": change.deal_id,
                    **_values(change, CHANGE_FIELDS),
                }
                for change in changes.get(evening.pk, [])
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


def dumps(document: Document) -> bytes:
    return _encode(document).encode("utf-8")


# -- reading a file ---------------------------------------------------------------------------


def _damaged(where: str) -> ClubUserError:
    return ClubUserError(
        gettext("The file is damaged or is not a ClubChicago export (at %(where)s).")
        % {"where": where}
    )


def _get(record: Mapping[str, Any], name: str, kind: Kind, where: str) -> Any:
    if name not in record:
        raise _damaged(f"{where}.{name}")
    try:
        return kind(record[name])
    except (TypeError, ValueError, OverflowError) as error:
        raise _damaged(f"{where}.{name}") from error


def _fields(record: Mapping[str, Any], spec: Mapping[str, Kind], where: str) -> dict[str, Any]:
    return {name: _get(record, name, kind, where) for name, kind in spec.items()}


def _records(record: Mapping[str, Any], name: str, where: str) -> list[tuple[Record, str]]:
    """The list of objects under ``name``, each with where it is in the file."""
    items = record.get(name)
    if not isinstance(items, list):
        raise _damaged(f"{where}.{name}")
    found = []
    for index, item in enumerate(items):
        place = f"{where}.{name}[{index}]"
        if not isinstance(item, dict):
            raise _damaged(place)
        found.append((item, place))
    return found


def read_export(data: bytes) -> Document:
    """The document in an uploaded file, once it is known to be an export this version reads."""
    if len(data) > MAX_IMPORT_BYTES:
        raise ClubUserError(gettext("The file is larger than 20 MB."))
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ClubUserError(gettext("This file is not a ClubChicago export (JSON).")) from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ClubUserError(gettext("This file is not a ClubChicago export (JSON)."))
    version = document.get("version")
    if type(version) is not int or version not in READABLE:
        raise ClubUserError(
            gettext(
                "This file is in export format %(found)s; this version of ClubChicago reads "
                "format %(expected)s."
            )
            % {"found": str(version)[:20], "expected": VERSION}
        )
    return _upgrade_from_1(document) if version == 1 else document


# Format 1 knew neither evening lengths nor scoring styles: a table played its cycle of
# positions ``cycles`` times, stopped after chukker ``stop_after``, its first deal turning
# clockwise from North.
_POSITIONS = {size: len(rotations.schedule(size)) for size in rotations.TABLE_SIZES}
_CLOCKWISE = "".join(seat.value for seat in rotations.CLOCKWISE)


def _upgrade_from_1(document: Document) -> Document:
    """A format-1 document in format 2: what it meant, said with today's fields.

    Only shapes that are right are upgraded; anything else is left for the import's own checks
    to refuse with their usual message.
    """
    club = document.get("club")
    if isinstance(club, dict):
        club.setdefault("style", Style.CHICAGO.value)
        club.setdefault("length", Club._meta.get_field("length").get_default())
        club.setdefault("ranking_minimum", Club._meta.get_field("ranking_minimum").get_default())
        club.setdefault("start_time", Club._meta.get_field("start_time").get_default().isoformat())
        club.setdefault(
            "minutes_per_chukker", Club._meta.get_field("minutes_per_chukker").get_default()
        )
    evenings = document.get("evenings")
    for evening in evenings if isinstance(evenings, list) else []:
        if not isinstance(evening, dict):
            continue
        evening.setdefault("style", Style.CHICAGO.value)
        evening.setdefault("ranking_minimum", Club._meta.get_field("ranking_minimum").get_default())
        evening.setdefault("start_time", None)
        tables = evening.get("tables")
        lengths = [
            _upgrade_table_from_1(table)
            for table in (tables if isinstance(tables, list) else [])
            if isinstance(table, dict)
        ]
        evening.setdefault("length", max([*lengths, 1]) if lengths else 6)
    document["version"] = VERSION
    return document


def _upgrade_table_from_1(table: Record) -> int:
    cycles, stop_after = table.pop("cycles", None), table.pop("stop_after", None)
    size = table.get("size")
    if type(cycles) is not int or size not in _POSITIONS:
        return 0
    length = cycles * _POSITIONS[size]
    if type(stop_after) is int:
        length = min(length, stop_after)
    # Out of range is refused later; kept small here so a silly number costs nothing.
    length = max(min(length, rotations.MAX_CHUKKERS + 1), 0)
    table["length"] = length
    table["first_dealers"] = "".join(_CLOCKWISE[k % 4] for k in range(max(length, 0)))
    return length


# -- import -----------------------------------------------------------------------------------


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


def import_export(document: Document, *, club_settings: bool = False) -> ImportSummary:
    """Import a document from ``read_export`` into this installation, all of it or nothing."""
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
                _import_club(document)
            _import_players(document, state)
            _import_seasons(document, state)
            for record, where in _records(document, "evenings", "file"):
                _import_evening(record, where, state)
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


def _reference(found: Mapping[int, T], key: Any, where: str) -> T:
    if type(key) is not int or key not in found:
        raise ClubUserError(
            gettext("%(where)s refers to something that is not in the file.") % {"where": where}
        )
    return found[key]


def _file_id(record: Mapping[str, Any], where: str, seen: Collection[int]) -> int:
    """The record's id in the file, which no other record of its kind in ``seen`` has."""
    key: int = _get(record, "id", _whole, where)
    if key in seen:
        raise _damaged(f"{where}.id")
    if isinstance(seen, set):
        seen.add(key)
    return key


def _import_club(document: Document) -> None:
    record = document.get("club")
    if not isinstance(record, dict):
        raise _damaged("file.club")
    club = Club.load()
    for name, value in _fields(record, CLUB_FIELDS, "file.club").items():
        setattr(club, name, value)
    _checked(club, "file.club").save()


def _import_players(document: Document, state: _Import) -> None:
    roster = {name_key(player.name): player for player in Player.objects.all()}
    numbers = {p.member_number: p for p in roster.values() if p.member_number}
    seen: set[int] = set()
    names: set[str] = set()
    new: list[tuple[Player, dict[str, Any]]] = []
    for record, where in _records(document, "players", "file"):
        key = _file_id(record, where, seen)
        # Names are read as the roster stores them (``_name``), so the matching below sees what
        # a director typed; the roster never holds two names that differ only in case.
        values = _fields(record, PLAYER_FIELDS, where)
        if not values["name"] or name_key(values["name"]) in names:
            raise _damaged(f"{where}.name")
        names.add(name_key(values["name"]))
        existing = roster.get(name_key(values["name"]))
        if existing is not None:
            state.players[key] = existing
            state.summary.players_reused += 1
            continue
        player = _checked(Player(**values), where)
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
        state.players[key] = player
        new.append((player, values))
    Player.objects.bulk_create([player.fill_sort_name() for player, _values in new])
    for player, values in new:
        state.stamp(player, values)
    state.summary.players_added = len(new)


def _import_seasons(document: Document, state: _Import) -> None:
    seen: set[int] = set()
    for record, where in _records(document, "seasons", "file"):
        key = _file_id(record, where, seen)
        values = _fields(record, SEASON_FIELDS, where)
        season = Season.objects.filter(**values).order_by("pk").first()
        if season is None:
            season = _checked(Season(**values), where)
            season.save()
        state.seasons[key] = season


def _import_evening(record: Record, where: str, state: _Import) -> None:
    season_key = _get(record, "season", _optional(_whole), where)
    season = None if season_key is None else _reference(state.seasons, season_key, where)
    values = _fields(record, EVENING_FIELDS, where)
    evening = _checked(Evening(season=season, **values), where)
    evening.save()
    state.stamp(evening, values)
    present = record.get("attendances")
    if not isinstance(present, list):
        raise _damaged(f"{where}.attendances")
    Attendance.objects.bulk_create(
        Attendance(evening=evening, player=_reference(state.players, key, f"{where}.attendances"))
        for key in present
    )
    # File ids of this evening's chukkers and deals, which its history refers to.
    chukkers: dict[int, Chukker] = {}
    deals: dict[int, DealRecord] = {}
    for table_record, table_where in _records(record, "tables", where):
        _import_table(table_record, table_where, evening, state, chukkers, deals)
    changes = []
    for change_record, change_where in _records(record, "changes", where):
        values = _fields(change_record, CHANGE_FIELDS, change_where)
        chukker = _reference(chukkers, change_record.get("chukker"), change_where)
        deal_key = change_record.get("deal")
        deal = None if deal_key is None else _reference(deals, deal_key, change_where)
        change = DealChange(evening=evening, chukker=chukker, deal=deal, **values)
        changes.append(_checked(change, change_where))
        state.stamp(change, values)
    DealChange.objects.bulk_create(changes)
    state.summary.evenings += 1


def _import_table(
    record: Record,
    where: str,
    evening: Evening,
    state: _Import,
    chukkers: dict[int, Chukker],
    deals: dict[int, DealRecord],
) -> None:
    values = _fields(record, TABLE_FIELDS, where)
    for name, (kind, default) in OPTIONAL_TABLE_FIELDS.items():
        values[name] = _get(record, name, kind, where) if name in record else default
    table = _checked(Table(evening=evening, **values), where)
    if table.size not in rotations.TABLE_SIZES:
        raise _damaged(f"{where}.size")
    table.save()  # with a new entry link: links are never exported
    numbers: dict[int, Player] = {}
    places = _records(record, "players", where)
    for place, place_where in places:
        player = _reference(state.players, place.get("player"), place_where)
        numbers[_get(place, "number", _whole, place_where)] = player
    if len(places) != table.size or sorted(numbers) != list(range(1, table.size + 1)):
        raise _damaged(f"{where}.players")
    TablePlayer.objects.bulk_create(
        TablePlayer(table=table, evening=evening, player=player, number=number)
        for number, player in numbers.items()
    )
    if len(table.first_dealers) != table.length:
        raise _damaged(f"{where}.first_dealers")
    plan = table.plan()
    new_deals: list[DealRecord] = []
    for chukker_record, chukker_where in _records(record, "chukkers", where):
        key = _file_id(chukker_record, chukker_where, chukkers)
        values = _fields(chukker_record, CHUKKER_FIELDS, chukker_where)
        seats = {
            seat: _reference(state.players, chukker_record.get(seat), f"{chukker_where}.{seat}")
            for seat in SEATS
        }
        chukker = _checked(Chukker(table=table, **values, **seats), chukker_where)
        _check_rotation(chukker, plan, numbers, chukker_where)
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
    record: Record, where: str, chukker: Chukker, known: Mapping[int, DealRecord]
) -> list[tuple[int, DealRecord, dict[str, Any]]]:
    """The chukker's deals in the file's order (the order they were entered), with file ids."""
    deals = []
    keys: set[int] = set(known)
    for deal_record, deal_where in _records(record, "deals", where):
        key = _file_id(deal_record, deal_where, keys)
        values = _fields(deal_record, DEAL_FIELDS, deal_where)
        deals.append((key, _checked(DealRecord(chukker=chukker, **values), deal_where), values))
    return deals


def _check_rotation(
    chukker: Chukker,
    plan: Sequence[rotations.PlayedPosition],
    numbers: Mapping[int, Player],
    where: str,
) -> None:
    """The chukker is the one the table's rotation plays at its number, with those players."""
    played = plan[chukker.number - 1] if 1 <= chukker.number <= len(plan) else None
    if played is not None:
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
