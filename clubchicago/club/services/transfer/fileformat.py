"""Reading an export file: evening by evening, checked, its older versions upgraded first.

A file is opened as a stream (``open_export``, ``ExportStream``): its head (the club, the
players, the seasons) first, then each evening as it is read, parsed into the records of
``records`` after ``upgrades`` has rewritten an older version as the newest; ``read_export`` and
``parse`` read a whole document. A problem is told as ``ClubUserError`` naming where it is in the
file, in the form ``file.evenings[0].tables[1].chukkers[2].deals[0].strain``. Before parsing, one
scan of the bytes refuses what the streaming parser would not refuse well (a lone surrogate
escape, nesting deeper than ``MAX_DEPTH``).

The records and the versions are re-exported here, so ``fileformat`` stays the one name the
import and the export read the format from.
"""

from __future__ import annotations

import codecs
import io
import itertools
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import IO

import ijson
from django.utils.translation import gettext
from pydantic import ValidationError

from clubchicago.club.errors import ClubUserError
from clubchicago.club.services.transfer.records import (
    FORMAT,
    MAX_DEPTH,
    MAX_IMPORT_BYTES,
    REFUSED,
    Document,
    ExportFile,
    ExportHead,
    FileEvening,
)
from clubchicago.club.services.transfer.upgrades import UPGRADES as UPGRADES
from clubchicago.club.services.transfer.upgrades import VERSION as VERSION

# -- reading a file -------------------------------------------------------------------------

# The top-level keys of an export's head, read before its evenings.
HEAD_KEYS = ("format", "version", "kind", "exported_at", "club", "players", "seasons")
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
