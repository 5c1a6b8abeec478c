"""The export file's format: what a ClubChicago export holds, as pydantic models, and its versions.

Words: an *export* is one JSON document, ``{"format": "clubchicago", "version": 4, ...}``; its
*records* (the objects inside it) are the classes below, one for each kind of row, and each
record's fields are the model fields it copies plus the *links* (``id``, references to other
records of the file, the records it holds). Ids mean something only inside the file.

This module checks a file's shape and types (every value where it belongs, of its type, text a
database can store); the import (``importer``) checks the rest against the models' own rules and
the scoring engine. A problem is told as ``ClubUserError`` naming where it is in the file, in
the form ``file.evenings[0].tables[1].chukkers[2].deals[0].strain``.

Versions: ``VERSION`` is the one written; ``UPGRADES`` holds, for each older version still read,
the function that rewrites such a document as the next version. To add a version: change the
records, write the upgrade from the version before, add it to ``UPGRADES`` and raise ``VERSION``
(``test_transfer`` keeps a file of each version it reads).

Long because the file format is described in one place: its records, the upgrades of its older
versions and the reading of a file change together, and a reader of the format finds it whole.
"""

from __future__ import annotations

import codecs
import datetime as dt
import io
import itertools
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import IO, Annotated, Any, ClassVar, Literal, TypeVar

import ijson
from django.utils.translation import gettext
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
)
from pydantic_core import PydanticCustomError

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Club, default_points_scale
from clubchicago.club.text import UNPRINTABLE
from scoring import ScoringError, Style
from scoring.club_points import PointsScale
from scoring.handicap import check_cap, check_handicap

FORMAT = "clubchicago"
# A club moving a long history in: 500 evenings of four tables are some 35 MB. The import
# reads a file evening by evening (``ExportStream``), so its size is bounded for the upload
# and the database row that holds it until it is imported, not for memory.
MAX_IMPORT_BYTES = 100 * 1024 * 1024

# A document as ``json.loads`` reads it, and one record (an object) inside it.
Document = dict[str, Any]
Record = dict[str, Any]
Upgrade = Callable[[Document], Document]


# -- the kinds of value a file holds ------------------------------------------------------------


def _storable(text: str) -> str:
    # JSON may escape a lone surrogate ("\\ud800"): no database or PDF can store one.
    text.encode("utf-8")  # UnicodeEncodeError is a ValueError
    if "\x00" in text:  # nor can PostgreSQL store a NUL character
        raise ValueError("a NUL character")
    return text


When = TypeVar("When", dt.date, dt.time, dt.datetime)


def _iso(kind: type[When]) -> Callable[[object], object]:
    """Read ISO 8601 text as ``kind``; anything but text is left for the strict check to refuse."""

    def read(value: object) -> object:
        return kind.fromisoformat(_storable(value)) if isinstance(value, str) else value

    return read


def _utc(moment: dt.datetime) -> dt.datetime:
    if moment.utcoffset() is None:
        raise ValueError("a moment without its offset from UTC")
    try:
        return moment.astimezone(dt.UTC)
    except OverflowError as error:  # 9999-12-31T23:00-05:00 has no date in UTC
        raise ValueError("a moment with no date in UTC") from error


def _json_storable(value: dict[str, Any]) -> dict[str, Any]:
    # Stored as JSON: not nested deeper than a file may be, and no string in it holding a
    # character the database cannot store or the history page cannot show (``text``: a NUL, a
    # lone surrogate, a control, an override).
    pending: list[tuple[object, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise ValueError("nested too deep")
        if isinstance(item, str):
            if UNPRINTABLE.search(item):
                raise ValueError("a character that cannot be printed")
        elif isinstance(item, dict):
            pending.extend((key, depth) for key in item)
            pending.extend((inner, depth + 1) for inner in item.values())
        elif isinstance(item, list):
            pending.extend((inner, depth + 1) for inner in item)
    return value


def _tenths(check: Callable[[object], Decimal]) -> Callable[[object], object]:
    """Read a number with one decimal written as text ("1.5", as the export writes a handicap)
    as its field on the page reads it (``check``: ``scoring.handicap``'s, which takes ASCII
    digits and a point, not "1_0" nor "1e1"), refused with that field's own message; anything
    but short text is left for the strict check to refuse."""

    def read(value: object) -> object:
        if not isinstance(value, str) or len(value) > 12:
            return value
        try:
            return check(value)
        except ScoringError as error:
            raise _refused(user_message(error)) from error

    return read


def _refused(message: str) -> PydanticCustomError:
    """A value refused by the rule of the page that edits it, with that page's message."""
    return PydanticCustomError(REFUSED, "{message}", {"message": message})


REFUSED = "refused_by_its_page"


# Text a database can store; a person's or the club's name is plain ``str`` here, as the import
# passes it through the roster's own check (``clean_name``), whose message says what is wrong.
Text = Annotated[str, AfterValidator(_storable)]
Day = Annotated[dt.date, BeforeValidator(_iso(dt.date))]
Clock = Annotated[dt.time, BeforeValidator(_iso(dt.time))]
Moment = Annotated[dt.datetime, BeforeValidator(_iso(dt.datetime)), AfterValidator(_utc)]
Snapshot = Annotated[dict[str, Any], AfterValidator(_json_storable)]
Handicap = Annotated[Decimal, BeforeValidator(_tenths(check_handicap))]
HandicapCap = Annotated[Decimal, BeforeValidator(_tenths(check_cap))]


def _scale(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    PointsScale.from_data(value)  # ValueError for what is not a scale
    return value


# The club points scale as ``Club.points_scale`` stores it (docs/rules.md#club-points).
Scale = Annotated[list[dict[str, Any]], AfterValidator(_scale)]


# -- the records ----------------------------------------------------------------------------


class FileRecord(BaseModel):
    """One object of the file. Strict: a count is never text or a yes/no, a date never a number.

    Keys the format does not have are ignored (a file may come from a later release).
    """

    model_config = ConfigDict(strict=True, frozen=True, extra="ignore")

    # Fields that are not a model field copied as it is: ids, references, the records held.
    links: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def copied(cls) -> tuple[str, ...]:
        """The model fields this record copies as they are, in the file's order."""
        return tuple(name for name in cls.model_fields if name not in cls.links)

    def values(self) -> dict[str, Any]:
        """The copied fields' values, ready for the model's constructor."""
        return {name: getattr(self, name) for name in self.copied()}


class FileSettings(FileRecord):
    """The scoring settings an evening plays under, and the club's defaults."""

    schedule: Text
    style: Text
    honours: bool
    half: Text
    unit: Text
    fiche_value: int
    confirm_entries: bool
    length: int
    ranking_minimum: int


class FileClub(FileSettings):
    name: str
    paper_size: Text
    start_time: Clock
    minutes_per_chukker: int
    # A file written before club points and licence numbers: the defaults of a new club.
    points_scale: Scale = Field(default_factory=default_points_scale)
    licence_pattern: Text = ""
    tonight_page: bool


class FilePlayer(FileRecord):
    links = frozenset({"id"})

    id: int
    name: str
    member_number: Text
    # A file written before licence numbers has none.
    licence_number: Text = ""
    email: Text
    active: bool
    guest: bool
    created_at: Moment
    # A file written before handicaps (format 3): none (docs/rules.md#handicaps).
    handicap: Handicap = Decimal("0.0")


class FileSeason(FileRecord):
    links = frozenset({"id"})

    id: int
    name: Text
    start_date: Day
    end_date: Day
    # A file written before handicaps and season rules (format 3): set by hand, every rule off
    # (docs/rules.md#handicaps, docs/rules.md#season-rules).
    handicap_rule: Text = "manual"
    handicap_cap: HandicapCap = Decimal("3.0")
    best_evenings: int | None = None
    of_evenings: int | None = None
    prize_minimum_evenings: int = 0
    prize_members_only: bool = False


class FileDeal(FileRecord):
    links = frozenset({"id"})

    id: int
    number: int
    passed_out: bool
    declarer: Text
    level: int | None
    strain: Text
    doubled: int
    tricks: int | None
    honours: int
    honours_side: Text
    entered_by: Text
    confirmed_at: Moment | None
    confirmed_by: Text
    created_at: Moment
    updated_at: Moment
    deleted_at: Moment | None
    version: int


class FileChukker(FileRecord):
    """A chukker: its seats name players of the file (``north`` ... ``west``)."""

    links = frozenset({"id", "north", "east", "south", "west", "deals"})

    id: int
    number: int
    position: int
    first_dealer: Text
    closed_at: Moment | None
    ns_total: int
    ew_total: int
    deals_played: int
    updated_at: Moment
    north: int
    east: int
    south: int
    west: int
    deals: list[FileDeal]


class FilePlace(FileRecord):
    """A player's number at a table."""

    links = frozenset({"player"})

    player: int
    number: int


class FileLineup(FileRecord):
    """A table's players from chukker ``start`` on, on the rotation of ``size`` from its
    position ``offset + 1``; ``current``: the players seated there now."""

    links = frozenset({"players", "current"})

    start: int
    size: int
    offset: int
    current: bool
    players: list[FilePlace]


class FileTable(FileRecord):
    links = frozenset({"id", "lineups", "chukkers"})

    id: int
    number: int
    size: int
    length: int
    first_dealers: Text
    # A file written before tables could be scored on paper scores by phone.
    on_paper: bool = False
    # A file written before players could change during the evening: every table began with it.
    begins_after: int = 0
    lineups: list[FileLineup]
    chukkers: list[FileChukker]


class FileSeatingChange(FileRecord):
    """A change of seating during play, as the history tells it (``SeatingChange``)."""

    actor: Text
    at: Moment
    before: list[Snapshot]
    after: list[Snapshot]
    undone_at: Moment | None


class FileChange(FileRecord):
    """A line of the history, about a chukker of the evening and maybe one of its deals."""

    links = frozenset({"chukker", "deal"})

    chukker: int
    deal: int | None
    action: Text
    actor: Text
    at: Moment
    before: Snapshot | None
    after: Snapshot | None


class FileClubPoints(FileRecord):
    """The club points a player of the file was awarded at the evening (``ClubPoints``)."""

    links = frozenset({"player"})

    player: int
    place: int
    points: int
    field: int


class FileEvening(FileSettings):
    links = frozenset(
        {"id", "season", "attendances", "tables", "changes", "seating_changes", "club_points"}
    )

    id: int
    date: Day
    title: Text
    published: bool
    tonight_page: bool
    draw_seed: int | None
    start_time: Clock | None
    created_at: Moment
    season: int | None
    attendances: list[int]
    tables: list[FileTable]
    changes: list[FileChange]
    # A file written before players could change during the evening has none.
    seating_changes: list[FileSeatingChange] = []
    # A file written before club points has none: the evening is awarded none on import.
    club_points: list[FileClubPoints] = []


class ExportHead(FileRecord):
    """Everything of an export but its evenings, in the version this release writes."""

    format: Literal["clubchicago"]
    version: int
    exported_at: Moment
    club: FileClub
    players: list[FilePlayer]
    seasons: list[FileSeason]


class ExportFile(ExportHead):
    """A whole export, in the version this release writes (``VERSION``), whole in memory."""

    evenings: list[FileEvening]


# -- versions -------------------------------------------------------------------------------


# Format 1 knew neither evening lengths nor scoring styles: a table played its cycle of
# positions ``cycles`` times, stopped after chukker ``stop_after``, its first deal turning
# clockwise from North.
_POSITIONS = {size: len(rotations.schedule(size)) for size in rotations.TABLE_SIZES}
_CLOCKWISE = "".join(seat.value for seat in rotations.CLOCKWISE)


def _upgrade_from_1(document: Document) -> Document:
    """A format-1 document in format 2: what it meant, said with today's fields.

    Only shapes that are right are upgraded; anything else is left for the checks to refuse with
    their usual message.
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


def _upgrade_from_2(document: Document) -> Document:
    """A format-2 document in format 3: each table's players are its one lineup, from chukker
    1 on its rotation from position 1, seated now (format 2 knew no changes of seating)."""
    evenings = document.get("evenings")
    for evening in evenings if isinstance(evenings, list) else []:
        tables = evening.get("tables") if isinstance(evening, dict) else None
        for table in tables if isinstance(tables, list) else []:
            if isinstance(table, dict) and "players" in table:
                table["lineups"] = [
                    {
                        "start": 1,
                        "size": table.get("size"),
                        "offset": 0,
                        "current": True,
                        "players": table.pop("players"),
                    }
                ]
    return document


def _upgrade_from_3(document: Document) -> Document:
    """A format-3 document in format 4. The records' defaults say what format 3 meant: no
    handicap, a season's handicaps set by hand, every season rule off; no club points and no
    licence numbers (the club's default scale and no licence pattern, players without licence
    numbers, evenings without points). The tonight page is written in: off, for the club's new
    evenings and for every evening (it was not there to switch on)."""
    club = document.get("club")
    if isinstance(club, dict):
        club.setdefault("tonight_page", False)
    evenings = document.get("evenings")
    for evening in evenings if isinstance(evenings, list) else []:
        if isinstance(evening, dict):
            evening.setdefault("tonight_page", False)
    return document


# The version written, and for each older version still read, its upgrade to the next one.
# 3: a table's lineups (its players from a chukker on) and the evening's changes of seating.
# 4: players' handicaps and licence numbers; seasons' handicap rule and season rules; the club's
#    points scale and licence pattern; evenings' points.
#    The tonight page's switches, of the club (for new evenings) and of each evening; its link
#    is not carried: an imported evening gets a new one, as its tables do.
VERSION = 4
UPGRADES: dict[int, Upgrade] = {1: _upgrade_from_1, 2: _upgrade_from_2, 3: _upgrade_from_3}


# -- reading a file -------------------------------------------------------------------------

# The top-level keys of an export's head, read before its evenings.
HEAD_KEYS = ("format", "version", "exported_at", "club", "players", "seasons")
# How a file is opened again for each pass over it: from its first byte, as bytes.
Stream = IO[bytes] | io.BufferedIOBase
Opener = Callable[[], Stream]
_MISSING = object()
# What a file that is not JSON, or not UTF-8, raises as it is read.
_UNREADABLE = (ijson.JSONError, UnicodeDecodeError, ValueError, RecursionError)


def place(location: Sequence[int | str]) -> str:
    """Where a value is in the file, as a person reads it: ``file.evenings[0].tables[1].size``."""
    parts = (f"[{part}]" if isinstance(part, int) else f".{part}" for part in location)
    return "file" + "".join(parts)


def damaged(where: str) -> ClubUserError:
    return ClubUserError(
        gettext("The file is damaged or is not a ClubChicago export (at %(where)s).")
        % {"where": where}
    )


def not_an_export() -> ClubUserError:
    return ClubUserError(gettext("This file is not a ClubChicago export (JSON)."))


def too_big() -> ClubUserError:
    return ClubUserError(
        gettext("The file is larger than %(size)s MB.") % {"size": MAX_IMPORT_BYTES // 2**20}
    )


@dataclass(frozen=True)
class ExportStream:
    """An export read evening by evening, so that a file of any length costs the memory of one
    evening: its ``head`` (club, players, seasons) read and checked at once, ``count`` its
    evenings, and ``evenings()`` each evening upgraded and checked as it is read, from the file
    again at each call (an import reads it twice: ``importer``)."""

    head: ExportHead
    count: int
    read: Callable[[], Iterator[FileEvening]]

    @classmethod
    def of(cls, export: ExportFile) -> ExportStream:
        """A whole export, read as a stream."""
        head = ExportHead.model_construct(**{key: getattr(export, key) for key in HEAD_KEYS})
        return cls(head, len(export.evenings), lambda: iter(export.evenings))

    def evenings(self) -> Iterator[FileEvening]:
        return self.read()

    def whole(self) -> ExportFile:
        """The whole export in memory (a file small enough to hold)."""
        fields = {key: getattr(self.head, key) for key in HEAD_KEYS}
        return ExportFile.model_construct(**fields, evenings=list(self.evenings()))


def open_export(opener: Opener) -> ExportStream:
    """The export that ``opener`` opens (a fresh stream of the file at each call), its head read
    and checked, its evenings counted; each evening is checked as ``evenings()`` reads it."""
    try:
        # First the whole file, scanned for what the parser would not refuse well (``_Scanned``);
        # then only the head, read up to what is needed.
        with opener() as raw:
            count = sum(1 for _ in ijson.items(_Scanned(_past_bom(raw)), "evenings.item.id"))
        found = {key: _first(opener, key) for key in HEAD_KEYS}
        with opener() as raw:
            shape = _shape_of(_past_bom(raw), "evenings")
    except _LoneSurrogate as error:
        raise ClubUserError(
            gettext(
                "The file holds a character that cannot be seen or printed (%(escape)s, half of "
                "a character written in two parts); nothing was imported."
            )
            % {"escape": str(error)}
        ) from error
    except _UNREADABLE as error:
        raise not_an_export() from error
    document = {key: value for key, value in found.items() if value is not _MISSING}
    version = _check_version(document)
    head = _head(document, version)
    if shape != "start_array":
        raise damaged("file.evenings")
    return ExportStream(head, count, lambda: _read_evenings(opener, version))


def _read_evenings(opener: Opener, version: int) -> Iterator[FileEvening]:
    """Each evening of the file that ``opener`` opens, upgraded from ``version`` and checked."""
    with opener() as raw:
        records = ijson.items(_past_bom(raw), "evenings.item", use_float=True)
        for index in itertools.count():
            try:
                record = next(records, _MISSING)
            except _UNREADABLE as error:
                raise damaged(place(("evenings", index))) from error
            if record is _MISSING:
                return
            yield _evening(record, index, version)


def read_export(data: bytes) -> ExportFile:
    """The export in an uploaded file, upgraded to ``VERSION`` and checked, whole in memory."""
    if len(data) > MAX_IMPORT_BYTES:
        raise too_big()
    return open_export(lambda: io.BytesIO(data)).whole()


def parse(document: object) -> ExportFile:
    """A document as ``json.loads`` reads it, once known to be an export of a version this reads,
    upgraded to ``VERSION`` and checked for its shape. The document may be changed in place."""
    if not isinstance(document, dict):
        raise not_an_export()
    version = _check_version(document)
    head = _head({key: document[key] for key in HEAD_KEYS if key in document}, version)
    evenings = document.get("evenings")
    if not isinstance(evenings, list):
        raise damaged("file.evenings")
    fields = {key: getattr(head, key) for key in HEAD_KEYS}
    return ExportFile.model_construct(
        **fields, evenings=[_evening(record, i, version) for i, record in enumerate(evenings)]
    )


def _check_version(document: Document) -> int:
    """The file's version, once it is known to be an export this release reads."""
    if document.get("format") != FORMAT:
        raise not_an_export()
    version = document.get("version")
    if type(version) is not int or (version not in UPGRADES and version != VERSION):
        raise ClubUserError(
            gettext(
                "This file is in export format %(found)s; this version of ClubChicago reads "
                "format %(expected)s."
            )
            % {"found": str(version)[:20], "expected": VERSION}
        )
    return version


def _upgraded(document: Document, version: int) -> Document:
    """``document`` (a file's head, or one evening: ``{"evenings": [evening]}``) upgraded from
    ``version`` to ``VERSION``. Each upgrade rewrites the head and each evening on its own, so a
    long file is upgraded evening by evening."""
    document = {**document, "format": FORMAT, "version": version}
    for older in range(version, VERSION):
        document = {**UPGRADES[older](document), "version": older + 1}
    return document


def _head(document: Document, version: int) -> ExportHead:
    upgraded = _upgraded({**document, "evenings": []}, version)
    upgraded.pop("evenings", None)
    try:
        return ExportHead.model_validate(upgraded)
    except ValidationError as error:
        raise _problem(error) from error


def _evening(record: object, index: int, version: int) -> FileEvening:
    """Evening ``index`` of the file, upgraded and checked for its shape."""
    upgraded = _upgraded({"evenings": [record]}, version).get("evenings")
    try:
        if not isinstance(upgraded, list) or len(upgraded) != 1:
            raise damaged(place(("evenings", index)))
        return FileEvening.model_validate(upgraded[0])
    except ValidationError as error:
        raise _problem(error, ("evenings", index)) from error


def _problem(error: ValidationError, within: tuple[int | str, ...] = ()) -> ClubUserError:
    """The first problem pydantic found, told where it is in the file: with the message of the
    page whose rule refused it, or as damage."""
    first = error.errors()[0]
    where = place((*within, *first["loc"]))
    if first["type"] == REFUSED:
        return ClubUserError(
            gettext("The file cannot be imported: %(where)s (%(problems)s).")
            % {"where": where, "problems": first["ctx"]["message"]}
        )
    return damaged(where)


def _past_bom(stream: Stream) -> Stream:
    """``stream`` past the byte-order mark a Windows editor may write at its start."""
    if stream.read(3) != codecs.BOM_UTF8:
        stream.seek(0)
    return stream


# A JSON escape, whole: a surrogate pair (an emoji written "\\ud83d\\ude00"), a lone surrogate,
# any other "\\uXXXX", or a backslash and the one character it escapes ("\\\\", "\\n").
_ESCAPE = re.compile(
    rb"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
    rb"|(?P<lone>u[dD][89a-fA-F][0-9a-fA-F]{2})|u[0-9a-fA-F]{4}|[^u])"
)
_LONGEST_ESCAPE = 12
# Deeper than any export (an evening's deal is 7 levels down, its history's snapshots a few
# more): the C parser keeps the path to every value, so a file nested a million levels deep
# would cost it gigabytes before it found anything wrong.
MAX_DEPTH = 64
_BRACKETS = b"[]{}"
_NOT_BRACKETS = bytes(b for b in range(256) if b not in _BRACKETS)
_DEPTH_CHANGE = [0] * 256
for _bracket, _change in zip(_BRACKETS, (1, -1, 1, -1), strict=True):
    _DEPTH_CHANGE[_bracket] = _change


class _LoneSurrogate(ValueError):
    """An escape such as "\\ud800" stands alone: half of a character written in two parts."""


class _Scanned:
    """A file read through once before it is parsed, refusing what the C parser would not
    refuse well: a lone surrogate written as an escape ("\\ud800"), which it reads as "?" (a
    name would change silently; no other way into a string exists, as the parser refuses bytes
    that are not UTF-8), and nesting deeper than ``MAX_DEPTH``.

    Each piece is scanned up to a point where no escape runs on (the rest waits for the next
    piece), escapes read whole from the start of the file, so an escaped backslash or quote is
    never taken for what it escapes; brackets count only outside strings."""

    def __init__(self, stream: Stream) -> None:
        self.stream = stream
        self.waiting = b""
        self.in_string = False
        self.depth = 0

    def read(self, size: int = -1) -> bytes:
        if size == 0:  # the parser asks for nothing first, to learn bytes from text
            return b""
        piece = self.stream.read(size)
        data = self.waiting + piece
        cut = len(data) if not piece else max(len(data) - _LONGEST_ESCAPE, 0)
        escapes = list(_ESCAPE.finditer(data))
        for escape in escapes:
            if escape.start() < cut < escape.end():
                cut = escape.start()
        for escape in escapes:
            if escape.end() <= cut and escape.group("lone"):
                raise _LoneSurrogate(escape.group().decode("ascii"))
        settled, self.waiting = data[:cut], data[cut:]
        self._count_depth(_ESCAPE.sub(b"", settled))
        return piece

    def _count_depth(self, text: bytes) -> None:
        parts = text.split(b'"')
        outside = parts[1::2] if self.in_string else parts[0::2]
        self.in_string ^= len(parts) % 2 == 0
        brackets = b"".join(outside).translate(None, _NOT_BRACKETS)
        depths = list(itertools.accumulate(map(_DEPTH_CHANGE.__getitem__, brackets)))
        if depths:
            if self.depth + max(depths) > MAX_DEPTH:
                raise ValueError("nested too deep")
            self.depth += depths[-1]


def _first(opener: Opener, key: str) -> object:
    """The value of the file's top-level ``key`` (the first, if it is given twice)."""
    with opener() as raw:
        return next(ijson.items(_past_bom(raw), key, use_float=True), _MISSING)


def _shape_of(stream: Stream, key: str) -> str | None:
    """The kind of the file's top-level ``key`` (``start_array``, ``string``...), read up to it
    and no further; None if the file has no such key."""
    for prefix, event, _value in ijson.parse(stream, use_float=True):
        if prefix == key and event != "map_key":
            return str(event)
    return None
