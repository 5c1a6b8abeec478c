"""USEBIO results files: a published evening, or a season's club points, as federations
collect them (docs/rules.md#usebio).

Words: *USEBIO* is the European bridge results format (XML, versions 1.0 to 1.2). A Chicago
evening is an individual event scored as an aggregate: each *participant* is one ``PLAYER``
with its name, licence number (``NATIONAL_ID_NUMBER``), total (``TOTAL_SCORE``, in the
evening's unit), place (``PLACE``, "3=" for players who tie) and club points
(``MASTER_POINTS_AWARDED``). Only ranked players are participants: a player listed but not
ranked has no place.

The file is written by the standard library's ``xml.etree.ElementTree`` (it escapes every
name), declared UTF-8; what it holds is read from the selectors, so it says what the evening's
page says.
"""

from __future__ import annotations

import datetime as dt
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from django.utils.translation import gettext

from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.selectors.club_points import PointsLine, evening_lines, season_lines
from clubchicago.club.selectors.standings import EveningStandings, evening_standings
from clubchicago.club.text import visible

VERSION = "1.2"
PROGRAM = "ClubChicago"
EVENT_TYPE = "INDIVIDUAL"
SCORING_METHOD = "AGGREGATE"
POINT_TYPE = "CLUB"


def place_text(line: PointsLine) -> str:
    """USEBIO's place: "3", or "3=" for players who share it."""
    return f"{line.place}=" if line.tied else str(line.place)


@dataclass(frozen=True)
class UsebioEvent:
    """What one file holds: the club, the event and its ranked players, best first."""

    club: str
    description: str
    date: dt.date
    participants: tuple[PointsLine, ...]


def _text(parent: ET.Element, name: str, value: object) -> ET.Element:
    element = ET.SubElement(parent, name)
    # XML cannot hold a control character at all: one stored before the forms refused them
    # (``models.validate_text``) is shown as U+FFFD, so the file stays well-formed.
    element.text = visible(str(value))
    return element


def write(event: UsebioEvent) -> bytes:
    """The USEBIO 1.2 document of ``event``, as UTF-8 bytes with its XML declaration."""
    root = ET.Element("USEBIO", {"Version": VERSION})
    club = ET.SubElement(root, "CLUB")
    _text(club, "CLUB_NAME", event.club)
    element = ET.SubElement(root, "EVENT", {"EVENT_TYPE": EVENT_TYPE})
    _text(element, "PROGRAM_NAME", PROGRAM)
    _text(element, "EVENT_DESCRIPTION", event.description)
    _text(element, "DATE", event.date.strftime("%d/%m/%Y"))  # USEBIO's day/month/year
    _text(element, "SCORING_METHOD", SCORING_METHOD)
    _text(element, "MPS_AWARDED_FLAG", "Y")
    participants = ET.SubElement(element, "PARTICIPANTS")
    for participant in event.participants:
        player = ET.SubElement(participants, "PLAYER")
        _text(player, "PLAYER_NAME", participant.name)
        if participant.licence_number:
            _text(player, "NATIONAL_ID_NUMBER", participant.licence_number)
        _text(player, "PLACE", place_text(participant))
        _text(player, "TOTAL_SCORE", participant.total)
        points = ET.SubElement(player, "MASTER_POINTS")
        _text(points, "MASTER_POINTS_AWARDED", participant.points)
        _text(points, "MASTER_POINT_TYPE", POINT_TYPE)
    ET.indent(root)
    written: bytes = ET.tostring(root, encoding="UTF-8", xml_declaration=True)
    return written


def evening_event(evening: Evening, result: EveningStandings | None = None) -> UsebioEvent:
    """The file of a published evening: its final ranking and the club points it awarded.

    Five queries: the standings (three), the players' licence numbers and points, the club.
    """
    result = result or evening_standings(evening)
    return UsebioEvent(
        club=Club.load().name,
        description=evening.title or str(evening.date),
        date=evening.date,
        participants=evening_lines(evening, result),
    )


def season_event(season: Season) -> UsebioEvent:
    """The file of a season's club points: each player's points over its published evenings,
    placed by them (``TOTAL_SCORE`` and ``MASTER_POINTS_AWARDED`` are both the points)."""
    return UsebioEvent(
        club=Club.load().name,
        description=season.name,
        date=season.end_date,
        participants=season_lines(season),
    )


def unavailable(published: bool) -> str:
    """Why an evening has no USEBIO file yet."""
    if not published:
        return gettext(
            "Publish the results first: the USEBIO file carries the club points, awarded when "
            "the results are published."
        )
    return gettext("The ranking is not final yet: every table must close all its chukkers.")


def filename(event: UsebioEvent, kind: str, pk: int) -> str:
    """The download's name: ``usebio-evening-12-2026-11-30.xml``."""
    return f"usebio-{kind}-{pk}-{event.date.isoformat()}.xml"
