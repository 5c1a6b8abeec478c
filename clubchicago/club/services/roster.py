"""The roster: adding, editing and retiring players, and importing them from a CSV file.

Words: the *roster* is every ``Player`` the club knows; a *retired* player is inactive but keeps
their results; a *guest* is added on the spot for one evening. An *import* reads a CSV file into
a ``RosterPreview`` (every row with its problems) that the director confirms; the whole file is
then saved in one transaction, or nothing is if any row has a problem.

Two names are *the same* when they are written the same but for case ("ZOË" and "Zoë"): the
second is refused. Two names are *look-alikes* when they fold to the same letters
(``collation.sort_key``: compatibility forms, case, accents and spelt-out letters dropped, as
"Zoe Aero", "Zoë Ærø" and a full-width "Ｚｏë Ærø" all do): a new look-alike is most often the
same person typed another way, so the director is asked "Did you mean Zoë Ærø?" and adds a
second player only by saying it is a different person (``LookAlike``).
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.core.exceptions import ImproperlyConfigured, ValidationError
from django.core.validators import MaxLengthValidator, validate_email
from django.db import IntegrityError, models, transaction
from django.utils.translation import gettext

from clubchicago.club.collation import sort_key
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import SORT_NAME_MAX, Player
from clubchicago.club.services.versions import player_results_changed
from clubchicago.club.text import code_points, hidden_characters, visible

MAX_IMPORT_BYTES = 1024 * 1024

# Column names accepted in the header row (compared case-insensitively), by the field they fill.
COLUMN_ALIASES: dict[str, tuple[str, ...]] = {
    "name": ("name",),
    "member_number": ("member_number", "member number", "number"),
    "email": ("email", "e-mail"),
}


def max_length(field_name: str) -> int:
    """The most characters a ``Player`` text field holds, as the model says."""
    field = Player._meta.get_field(field_name)
    if not isinstance(field, models.CharField) or field.max_length is None:
        raise ImproperlyConfigured(f"Player.{field_name} is not a text field with a length")
    return field.max_length


_NAME_MAX = max_length("name")
_NUMBER_MAX = max_length("member_number")
_EMAIL_MAX = max_length("email")


def _normalised(name: str) -> str:
    return " ".join(unicodedata.normalize("NFC", name).split())


def check_visible(name: str) -> None:
    """Refuse a name holding a hidden character (``text``: a control, a right-to-left override,
    a zero-width space...): it shows one name and compares as another, and can break exports."""
    # Whitespace of any kind (a pasted tab or line break) becomes a single space instead.
    hidden = [c for c in hidden_characters(name) if not c.isspace()]
    if hidden:
        raise ClubUserError(
            gettext(
                "The name contains a character that cannot be seen or printed (%(characters)s); "
                "type the name again without it."
            )
            % {"characters": code_points(hidden)}
        )


def clean_name(name: str) -> str:
    """The form a name is stored in: NFC, trimmed, single spaces (so "Zoë" is one spelling).

    Every name that enters the club passes here (forms, guests, the CSV and JSON imports), so a
    name with a hidden character is refused here, with ``ClubUserError``.
    """
    check_visible(name)
    return _normalised(name)


def name_key(name: str) -> str:
    # Compared in Python: SQLite's LOWER() and LIKE fold ASCII only, so the database alone
    # would let "ZOË" in next to "Zoë". Names already stored are compared as they are, never
    # refused here: one bad name from before must not stop the roster from working.
    return _normalised(name).casefold()


def name_taken(name: str, *, exclude_pk: int | None = None) -> bool:
    key = name_key(name)
    others = Player.objects.exclude(pk=exclude_pk) if exclude_pk else Player.objects.all()
    return any(name_key(other) == key for other in others.values_list("name", flat=True))


def look_alikes(name: str, *, exclude_pk: int | None = None) -> list[Player]:
    """The players whose name folds as ``name`` does without being the same name (those are
    refused by ``name_taken``): "Zoë Ærø" for "Zoe Aero", "Émile" for "EMILE"."""
    key, folded = name_key(name), sort_key(name)[:SORT_NAME_MAX]
    if not folded:
        return []
    others = Player.objects.filter(sort_name=folded).order_by(*Player.BY_NAME)
    if exclude_pk:
        others = others.exclude(pk=exclude_pk)
    return [player for player in others if name_key(player.name) != key]


def did_you_mean(names: list[str]) -> str:
    """ "Did you mean Zoë Ærø?": what the director is asked about a look-alike name."""
    return gettext("Did you mean %(names)s?") % {"names": gettext(" or ").join(names)}


class LookAlike(ClubUserError):
    """A new name folds as the names of ``players`` do: the director says whether it is one of
    them or a different person (nothing was saved)."""

    def __init__(self, message: str, players: list[Player]) -> None:
        super().__init__(message)
        self.players = players


def check_look_alikes(name: str, *, exclude_pk: int | None = None, different: bool) -> None:
    """Raise ``LookAlike`` if ``name`` folds as a roster player's, unless the director said the
    name is a ``different`` person's."""
    if different:
        return
    players = look_alikes(name, exclude_pk=exclude_pk)
    if players:
        raise LookAlike(
            did_you_mean([player.name for player in players])
            + " "
            + gettext(
                "A player whose name is written almost the same way is already in the roster. "
                "If this is a different person, tick “A different person” and save again."
            ),
            players,
        )


def member_number_taken(number: str, *, exclude_pk: int | None = None) -> bool:
    others = Player.objects.exclude(pk=exclude_pk) if exclude_pk else Player.objects.all()
    return bool(number) and others.filter(member_number=number).exists()


def licence_number_taken(number: str, *, exclude_pk: int | None = None) -> bool:
    others = Player.objects.exclude(pk=exclude_pk) if exclude_pk else Player.objects.all()
    return bool(number) and others.filter(licence_number=number).exists()


# What every print and table of the evenings a player played shows of them: the name, and the
# handicap ranking their handicap and their guest tick (docs/rules.md#handicaps); the licence
# number, by which the federation's pages (``federation_cache``) add up their evenings.
SHOWN_ON_RESULTS = ("name", "handicap", "guest", "licence_number")


def save_player(player: Player | None, values: Mapping[str, object]) -> Player:
    """Add a player (``player`` None) or change one, from ``values`` already checked (a form's
    cleaned values, by field name); a clash the form could not see (a race) is a user error.

    What the results show of an existing player (``SHOWN_ON_RESULTS``) is compared with the row
    as stored, whatever the caller's instance holds: changed, every evening they played is
    shown afresh (``services.versions``).
    """
    try:
        with transaction.atomic():
            player = player if player is not None else Player()
            before = (
                Player.objects.filter(pk=player.pk).values(*SHOWN_ON_RESULTS).first()
                if player.pk is not None
                else None
            )
            for name, value in values.items():
                setattr(player, name, value)
            player.save()
            if before is not None and any(
                before[name] != getattr(player, name) for name in SHOWN_ON_RESULTS
            ):
                player_results_changed(player.pk)
            return player
    except IntegrityError as exc:
        raise ClubUserError(
            gettext("Another player already has this name, member number or licence number.")
        ) from exc


def set_active(player: Player, active: bool) -> None:
    """Retire (``active=False``) or reinstate a player; retired players keep their results."""
    with transaction.atomic():
        Player.objects.filter(pk=player.pk).update(active=active)
    player.active = active


@dataclass
class RosterRow:
    line: int
    name: str
    member_number: str = ""
    email: str = ""
    errors: list[str] = field(default_factory=list)
    # "Did you mean Zoë Ærø?": the name folds as a roster player's, or an earlier line's.
    look_alike: str = ""

    @property
    def ok(self) -> bool:
        return not self.errors


@dataclass
class RosterPreview:
    """A parsed roster file: file-level ``errors`` (nothing can be read) or rows to check."""

    rows: list[RosterRow] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    ignored_columns: list[str] = field(default_factory=list)

    @property
    def row_errors(self) -> int:
        return sum(1 for row in self.rows if not row.ok)

    @property
    def look_alikes(self) -> int:
        """Rows whose name looks like another's: added only once the director says they are
        different people."""
        return sum(1 for row in self.rows if row.ok and row.look_alike)

    @property
    def ok(self) -> bool:
        return not self.errors and bool(self.rows) and self.row_errors == 0


def decode_roster(data: bytes) -> str:
    """The file's text, or a ``ClubUserError`` saying why it cannot be read as a roster."""
    if len(data) > MAX_IMPORT_BYTES:
        raise ClubUserError(gettext("The file is larger than 1 MB."))
    try:
        # utf-8-sig drops the byte-order mark Excel writes at the start of "CSV UTF-8".
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ClubUserError(
            gettext("This file is not UTF-8 text; in your spreadsheet choose Save As > CSV UTF-8.")
        ) from exc
    if not text.strip():
        raise ClubUserError(gettext("The file is empty."))
    if "\x00" in text:
        raise ClubUserError(gettext("This file is not a CSV text file."))
    return text


def _delimiter(header: str) -> str:
    # Excel in French or Italian writes semicolons. csv.Sniffer guesses wrongly on one-column
    # files and on names such as O'Brien, so the header row decides.
    return ";" if header.count(";") > header.count(",") else ","


def _columns(header: list[str]) -> tuple[dict[str, int], list[str]]:
    """Which position holds each field, and the header cells that name no field."""
    positions: dict[str, int] = {}
    ignored: list[str] = []
    for index, cell in enumerate(header):
        label = " ".join(cell.split()).lower()
        target = next((key for key, names in COLUMN_ALIASES.items() if label in names), None)
        if target is None:
            if label:
                ignored.append(cell.strip())
        elif target in positions:
            raise ClubUserError(
                gettext("The column “%(column)s” appears twice in the first row.")
                % {"column": cell.strip()}
            )
        else:
            positions[target] = index
    if "name" not in positions:
        raise ClubUserError(
            gettext(
                "The first row must name the columns, with one called “name” "
                "(and optionally “member_number” and “email”). Found: %(found)s."
            )
            % {"found": ", ".join(cell.strip() for cell in header) or "-"}
        )
    return positions, ignored


def _read_rows(text: str) -> tuple[list[RosterRow], list[str]]:
    header_line = next(line for line in text.splitlines() if line.strip())
    reader = csv.reader(io.StringIO(text), delimiter=_delimiter(header_line))
    header: list[str] | None = None
    positions: dict[str, int] = {}
    ignored: list[str] = []
    rows: list[RosterRow] = []
    try:
        for cells in reader:
            if not any(cell.strip() for cell in cells):
                continue
            if header is None:
                header = cells
                positions, ignored = _columns(header)
                continue
            values = {
                key: cells[index].strip() if index < len(cells) else ""
                for key, index in positions.items()
            }
            row = RosterRow(
                line=reader.line_num,
                name=values["name"],  # _columns refuses a header without a name column
                member_number=values.get("member_number", ""),
                email=values.get("email", ""),
            )
            if any(cell.strip() for cell in cells[len(header) :]):
                # Most often a name such as "Dupont, Jean" written without quotes.
                row.errors.append(
                    gettext("This line has more cells than the first row has columns.")
                )
            rows.append(row)
    except csv.Error as exc:
        raise ClubUserError(
            gettext("Line %(line)s of the file cannot be read as CSV.") % {"line": reader.line_num}
        ) from exc
    if header is None:
        raise ClubUserError(gettext("The file is empty."))
    return rows, ignored


def _check_rows(rows: list[RosterRow]) -> None:
    """Add each row's problems to it: checked against the file itself and the roster."""
    roster = list(Player.objects.values_list("name", "member_number", "sort_name"))
    roster_names = {name_key(name) for name, _number, _folded in roster}
    roster_numbers = {number for _name, number, _folded in roster if number}
    roster_folds: dict[str, list[str]] = {}
    for name, _number, folded in roster:
        roster_folds.setdefault(folded, []).append(name)
    folds_seen: dict[str, RosterRow] = {}
    names_seen: dict[str, int] = {}
    numbers_seen: dict[str, int] = {}
    for row in rows:
        try:
            row.name = clean_name(row.name)
            unreadable = ""
        except ClubUserError as error:
            row.name = visible(_normalised(row.name))  # the preview shows where the character is
            unreadable = error.message
        key = row.name.casefold()
        if unreadable:
            row.errors.append(unreadable)
        elif not row.name:
            row.errors.append(gettext("The name is empty."))
        elif len(row.name) > _NAME_MAX:
            row.errors.append(
                gettext("The name is longer than %(max)s characters.") % {"max": _NAME_MAX}
            )
        elif key in names_seen:
            row.errors.append(gettext("Same name as line %(line)s.") % {"line": names_seen[key]})
        elif key in roster_names:
            row.errors.append(gettext("A player with this name is already in the roster."))
        else:
            row.look_alike = _look_alike(row, roster_folds, folds_seen)
        names_seen.setdefault(key, row.line)
        if row.member_number:
            number = row.member_number
            if len(number) > _NUMBER_MAX:
                row.errors.append(
                    gettext("The member number is longer than %(max)s characters.")
                    % {"max": _NUMBER_MAX}
                )
            elif number in numbers_seen:
                row.errors.append(
                    gettext("Same member number as line %(line)s.") % {"line": numbers_seen[number]}
                )
            elif number in roster_numbers:
                row.errors.append(gettext("Another player in the roster has this member number."))
            numbers_seen.setdefault(number, row.line)
        if row.email:
            try:
                validate_email(row.email)
                MaxLengthValidator(_EMAIL_MAX)(row.email)  # the validator allows 320
            except ValidationError:
                row.errors.append(
                    gettext("“%(email)s” is not a valid e-mail address.") % {"email": row.email}
                )


def _look_alike(
    row: RosterRow, roster_folds: dict[str, list[str]], folds_seen: dict[str, RosterRow]
) -> str:
    """ "Did you mean Zoë Ærø?" if the row's name folds as a roster player's or an earlier
    line's (names the same but for case are refused before: they are not asked about)."""
    folded = sort_key(row.name)[:SORT_NAME_MAX]
    earlier = folds_seen.setdefault(folded, row)
    in_roster = roster_folds.get(folded, [])
    if in_roster:
        return did_you_mean(in_roster)
    if earlier is not row:
        return gettext("Did you mean %(name)s, line %(line)s?") % {
            "name": earlier.name,
            "line": earlier.line,
        }
    return ""


def parse_roster_csv(data: bytes) -> RosterPreview:
    """Read a roster file into a preview; reads the roster to find clashes, writes nothing."""
    try:
        rows, ignored = _read_rows(decode_roster(data))
    except ClubUserError as error:
        return RosterPreview(errors=[error.message])
    if not rows:
        return RosterPreview(errors=[gettext("The file has a header row but no players below it.")])
    _check_rows(rows)
    return RosterPreview(rows=rows, ignored_columns=ignored)


def import_roster(preview: RosterPreview, *, different_people: bool = False) -> int:
    """Add every row of a clean preview to the roster, all in one transaction, or none.

    Rows whose names look like other players' are added only when the director has said that
    they are ``different_people``.
    """
    if not preview.ok:
        raise ClubUserError(gettext("The file has problems; nothing was imported."))
    if preview.look_alikes and not different_people:
        raise ClubUserError(
            gettext(
                "Some names look like players already in the roster or earlier in the file; "
                "nothing was imported. Tick “These are different people” to add them all, or "
                "correct the file and upload it again."
            )
        )
    players = [
        Player(name=row.name, member_number=row.member_number, email=row.email).fill_sort_name()
        for row in preview.rows
    ]
    try:
        with transaction.atomic():
            Player.objects.bulk_create(players)
    except IntegrityError as exc:
        raise ClubUserError(
            gettext(
                "The roster changed while you were importing (a name or member number is now "
                "taken); nothing was imported."
            )
        ) from exc
    return len(players)
