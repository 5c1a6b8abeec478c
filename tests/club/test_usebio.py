"""USEBIO files read back by an independent parser (docs/rules.md#usebio)."""

from __future__ import annotations

from xml.dom import minidom

import pytest

from clubchicago.club import usebio
from clubchicago.club.models import Club, Evening, Player
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services.evenings import save_season, set_published
from tests import factories

Line = tuple[str, str, str, str, str]  # name, licence, place, total, points


def text(node: minidom.Element, name: str) -> str:
    """The text of ``node``'s one child element ``name`` ("" when it has none)."""
    found = [child for child in node.childNodes if getattr(child, "tagName", None) == name]
    assert len(found) <= 1, name
    return (
        "".join(t.data for t in found[0].childNodes if t.nodeType == t.TEXT_NODE) if found else ""
    )


def read_back(data: bytes) -> tuple[minidom.Document, list[Line]]:
    """The document, and each PLAYER of its PARTICIPANTS as (name, licence, place, total,
    points), read by ``xml.dom.minidom`` (not the ElementTree that wrote it)."""
    document = minidom.parseString(data)
    (participants,) = document.getElementsByTagName("PARTICIPANTS")
    lines = []
    for player in participants.getElementsByTagName("PLAYER"):
        (points,) = player.getElementsByTagName("MASTER_POINTS")
        lines.append(
            (
                text(player, "PLAYER_NAME"),
                text(player, "NATIONAL_ID_NUMBER"),
                text(player, "PLACE"),
                text(player, "TOTAL_SCORE"),
                text(points, "MASTER_POINTS_AWARDED"),
            )
        )
    return document, lines


@pytest.mark.django_db
def test_an_evening_reads_back_with_every_players_place_total_and_points() -> None:
    club = Club.load()
    club.name = "Cercle de l'Étoile & <Co>"
    club.save()
    evening = factories.points_evening(title="Lundi « Chicago »")
    Player.objects.filter(name="B2").update(licence_number="123456")
    Player.objects.filter(name="A1").update(licence_number="FR-0001")
    set_published(evening, True)

    data = usebio.write(usebio.evening_event(Evening.objects.get(pk=evening.pk)))

    assert data.startswith(b"<?xml version='1.0' encoding='UTF-8'?>")
    document, lines = read_back(data)
    root = document.documentElement
    assert root is not None
    assert root.tagName == "USEBIO" and root.getAttribute("Version") == "1.2"
    (club_node,) = root.getElementsByTagName("CLUB")
    assert text(club_node, "CLUB_NAME") == "Cercle de l'Étoile & <Co>"
    (event,) = root.getElementsByTagName("EVENT")
    assert event.getAttribute("EVENT_TYPE") == "INDIVIDUAL"
    assert text(event, "SCORING_METHOD") == "AGGREGATE"
    assert text(event, "EVENT_DESCRIPTION") == "Lundi « Chicago »"
    assert text(event, "DATE") == "30/11/2026"
    # factories.points_evening, worked by hand (totals in points of hundreds, the evening's
    # unit); the default scale's row "from 8" is 6 4 3 2 1, players who tie share.
    assert lines == [
        ("B2", "123456", "1", "1500", "6"),
        ("A2", "", "2", "700", "4"),
        ("A1", "FR-0001", "3=", "100", "3"),
        ("B3", "", "3=", "100", "3"),
        ("A4", "", "5=", "-100", "1"),
        ("B1", "", "5=", "-100", "1"),
        ("A3", "", "7", "-700", "0"),
        ("B4", "", "8", "-1500", "0"),
    ]


@pytest.mark.django_db
def test_a_player_not_ranked_is_not_a_participant() -> None:
    evening = factories.points_evening()
    # Seated at table 1 but never in a chukker: listed with no position played, not ranked.
    factories.place(evening.tables.get(number=1), factories.make_player("Late Comer"), 5)
    set_published(evening, True)

    _document, lines = read_back(usebio.write(usebio.evening_event(evening)))

    listed = {row.name: row.rank for row in evening_standings(evening).rows}
    assert "Late Comer" in listed and listed["Late Comer"] is None
    assert [line[0] for line in lines] == ["B2", "A2", "A1", "B3", "A4", "B1", "A3", "B4"]
    assert [line[4] for line in lines] == ["6", "4", "3", "3", "1", "1", "0", "0"]


@pytest.mark.django_db
def test_a_seasons_club_points_read_back() -> None:
    season = save_season(
        None,
        {"name": "Saison 2026", "start_date": "2026-09-01", "end_date": "2027-06-30"},
    )
    first = factories.points_evening(season=season)
    set_published(first, True)
    second = factories.finished_evening(sizes=[4, 4], season=season, length=3, seed=5)
    Player.objects.filter(name="B2").update(licence_number="123456")
    set_published(second, True)

    _document, lines = read_back(usebio.write(usebio.season_event(season)))

    expected = sorted(
        (
            (player.name, player.licence_number, sum(p.points for p in player.club_points.all()))
            for player in Player.objects.filter(club_points__evening__season=season).distinct()
        ),
        key=lambda row: (-row[2], row[0]),
    )
    assert [(name, licence, int(points)) for name, licence, _p, _t, points in lines] == expected
    assert all(total == points for _n, _l, _p, total, points in lines)
    assert len(lines) == 16
