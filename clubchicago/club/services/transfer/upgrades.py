"""The export file's older versions, each rewritten as the next one before it is read.

``VERSION`` is the one written; ``UPGRADES`` holds, for each older version still read, the
function that rewrites such a document as the next version. To add a version: change the
records (``records``), write the upgrade from the version before, add it to ``UPGRADES`` and
raise ``VERSION`` (``test_transfer`` keeps a file of each version it reads).
"""

from __future__ import annotations

import rotations
from clubchicago.club.models import Club
from clubchicago.club.services.transfer.records import Document, Record, Upgrade
from scoring import Style

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


def _upgrade_from_4(document: Document) -> Document:
    """A format-4 document in format 5: some evenings (format 4 exported an evening or a
    season, never a whole club), of a club without an address or switches of its own in the
    file (the records' defaults: a club the file makes gets a free address, both switches
    off)."""
    document.setdefault("kind", "evenings")
    return document


# The version written, and for each older version still read, its upgrade to the next one.
# 3: a table's lineups (its players from a chukker on) and the evening's changes of seating.
# 4: players' handicaps and licence numbers; seasons' handicap rule and season rules; the club's
#    points scale and licence pattern; evenings' points.
#    The tonight page's switches, of the club (for new evenings) and of each evening; its link
#    is not carried: an imported evening gets a new one, as its tables do.
# 5: what the file holds (``kind``: a whole club, or some evenings); the club's address, its
#    federation switch and the websites that may read its API.
VERSION = 5
UPGRADES: dict[int, Upgrade] = {
    1: _upgrade_from_1,
    2: _upgrade_from_2,
    3: _upgrade_from_3,
    4: _upgrade_from_4,
}
