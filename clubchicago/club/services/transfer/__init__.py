"""Export an evening, a season or a whole club to one JSON file, and import it into a club
without evenings, or as a new club.

The modules, one job each: ``fileformat`` says what a file holds (pydantic models of its
records, its versions and how an older one is read), ``export`` writes a file from the database
(whole, or streamed evening by evening for a season or a club), ``importer`` writes a file's rows
into a club without evenings, all or nothing, ``new_club`` makes a new club of a file; ``jobs``
runs an import in the background, as the import page asks. Everything a caller needs but
``jobs`` is named here.

A club's export (``stream_club``, ``"kind": "club"``) holds its whole roster, every season and
every evening, so that the club moves to another installation in one file (``new_club``).

An export holds everything its evenings need: the *players* involved, the *season*, each
*evening* with its scoring settings, who was present, its *tables* (players and numbers),
*chukkers*, *deals* (deleted and passed-out ones too) and the *history* (``DealChange``); the
club's settings ride along and are restored only when asked. Records refer to one another by the
``id`` they had where they were exported; imported rows get new keys.
"""

from __future__ import annotations

from clubchicago.club.services.transfer.export import (
    club_evenings,
    dumps,
    export_club,
    export_evening,
    export_evenings,
    export_season,
    season_evenings,
    stream_club,
    stream_export,
    stream_season,
)
from clubchicago.club.services.transfer.fileformat import (
    ExportStream,
    Opener,
    open_export,
    parse,
    read_export,
    too_big,
)
from clubchicago.club.services.transfer.importer import (
    ImportSummary,
    LookAlikeNames,
    Phase,
    import_export,
    installation_has_evenings,
)
from clubchicago.club.services.transfer.new_club import (
    NewClub,
    address_taken,
    club_at,
    import_new_club,
)
from clubchicago.club.services.transfer.records import (
    FORMAT,
    MAX_IMPORT_BYTES,
    Document,
    ExportFile,
)
from clubchicago.club.services.transfer.upgrades import VERSION

__all__ = [
    "FORMAT",
    "MAX_IMPORT_BYTES",
    "VERSION",
    "Document",
    "ExportFile",
    "ExportStream",
    "ImportSummary",
    "LookAlikeNames",
    "NewClub",
    "Opener",
    "Phase",
    "address_taken",
    "club_at",
    "club_evenings",
    "dumps",
    "export_club",
    "export_evening",
    "export_evenings",
    "export_season",
    "import_export",
    "import_new_club",
    "installation_has_evenings",
    "open_export",
    "parse",
    "read_export",
    "season_evenings",
    "stream_club",
    "stream_export",
    "stream_season",
    "too_big",
]
