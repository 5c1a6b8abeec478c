"""Export an evening or a whole season to one JSON file, and import it into an empty installation.

Three modules, one job each: ``fileformat`` says what a file holds (pydantic models of its
records, its versions and how an older one is read), ``export`` writes a file from the database
(whole, or streamed evening by evening for a season), ``importer`` writes a file's rows into an
installation without evenings, all or nothing. Everything a caller needs is named here.

An export holds everything its evenings need: the *players* involved, the *season*, each
*evening* with its scoring settings, who was present, its *tables* (players and numbers),
*chukkers*, *deals* (deleted and passed-out ones too) and the *history* (``DealChange``); the
club's settings ride along and are restored only when asked. Records refer to one another by the
``id`` they had where they were exported; imported rows get new keys.
"""

from __future__ import annotations

from clubchicago.club.services.transfer.export import (
    dumps,
    export_evening,
    export_evenings,
    export_season,
    season_evenings,
    stream_export,
    stream_season,
)
from clubchicago.club.services.transfer.fileformat import (
    FORMAT,
    MAX_IMPORT_BYTES,
    VERSION,
    Document,
    ExportFile,
    parse,
    read_export,
)
from clubchicago.club.services.transfer.importer import ImportSummary, import_export

__all__ = [
    "FORMAT",
    "MAX_IMPORT_BYTES",
    "VERSION",
    "Document",
    "ExportFile",
    "ImportSummary",
    "dumps",
    "export_evening",
    "export_evenings",
    "export_season",
    "import_export",
    "parse",
    "read_export",
    "season_evenings",
    "stream_export",
    "stream_season",
]
