"""The export file's records: what a ClubChicago export holds, as pydantic models.

Words: an *export* is one JSON document, ``{"format": "clubchicago", "version": 5, ...}``; its
*records* (the objects inside it) are the classes below, one for each kind of row, and each
record's fields are the model fields it copies plus the *links* (``id``, references to other
records of the file, the records it holds). Ids mean something only inside the file.

The records check a file's shape and types (every value where it belongs, of its type, text a
database can store); the import (``importer``) checks the rest against the models' own rules and
the scoring engine. Older versions are rewritten as the newest before they are read
(``upgrades``); a file is read evening by evening by ``fileformat``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
)
from pydantic_core import PydanticCustomError

from clubchicago.club.api.cors import origin
from clubchicago.club.errors import user_message
from clubchicago.club.models import default_points_scale
from clubchicago.club.text import UNPRINTABLE
from scoring import ScoringError
from scoring.club_points import PointsScale
from scoring.handicap import check_cap, check_handicap

FORMAT = "clubchicago"
# A club moving a long history in: 500 evenings of four tables are some 35 MB. The import
# reads a file evening by evening (``ExportStream``), so its size is bounded for the upload
# and the database row that holds it until it is imported, not for memory.
MAX_IMPORT_BYTES = 100 * 1024 * 1024

# Deeper than any export (an evening's deal is 7 levels down, its history's snapshots a few
# more): the C parser keeps the path to every value, so a file nested a million levels deep
# would cost it gigabytes before it found anything wrong.
MAX_DEPTH = 64

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

# As many websites as the club settings page lets a director list.
MAX_ORIGINS = 20


def _origins(value: list[str]) -> list[str]:
    # Each website as the club settings page keeps it (``api.cors.origin``): ValueError else.
    if len(value) > MAX_ORIGINS:
        raise ValueError("too many websites")
    return [origin(text) for text in value]


# The websites that may read the results API from a browser (``Club.api_cors_origins``).
Origins = Annotated[list[str], AfterValidator(_origins)]


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
    """The club's name and settings. Its address and the switches that reach outside it
    (``slug``, ``federation_results``, ``api_cors_origins``, format 5) are links: written by
    every export, taken only by a club the file makes (``new_club``); a file imported into an
    existing club leaves that club's own as they are."""

    links = frozenset({"slug", "federation_results", "api_cors_origins"})

    name: str
    paper_size: Text
    start_time: Clock
    minutes_per_chukker: int
    # A file written before club points and licence numbers: the defaults of a new club.
    points_scale: Scale = Field(default_factory=default_points_scale)
    licence_pattern: Text = ""
    tonight_page: bool
    # A file written before clubs had addresses (format 4): none, and every switch off.
    slug: Text = ""
    federation_results: bool = False
    api_cors_origins: Origins = []


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
    # What the file holds: a whole club (its whole roster, every season and evening), or some
    # evenings (one evening, a season) with the players they involve.
    kind: Literal["club", "evenings"] = "evenings"
    exported_at: Moment
    club: FileClub
    players: list[FilePlayer]
    seasons: list[FileSeason]


class ExportFile(ExportHead):
    """A whole export, in the version this release writes (``VERSION``), whole in memory."""

    evenings: list[FileEvening]
