"""services/transfer: an import checks every value by the rules of the page that edits it.

Each case posts a value to its page, which refuses it, then puts the same value into an export
file: the import refuses the file with the page's own message, and writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Player
from clubchicago.club.services import transfer
from tests.club.views.test_roster import GOOD_SETTINGS
from tests.transfer_checks import DEAL, counts, put

pytestmark = pytest.mark.django_db

ESC, RLO = "\x1b", "\u202e"


@dataclass(frozen=True)
class Case:
    page: str  # the page's URL name
    data: dict[str, str]  # what is posted to it
    field: str  # the field the page's message is shown beside
    damage: Callable[[dict[str, Any]], object]  # the same value, put into the file
    pattern: str = ""  # the club's licence number pattern, here and in the file


PLAYER = {"name": "Zoë Dupré", "member_number": "", "licence_number": "", "email": ""}
SEASON = {"name": "Saison", "start_date": "2026-09-01", "end_date": "2027-06-30"}


def scale(text: str) -> dict[str, str]:
    return {"scale": text}


CASES = {
    "points of 10^12": Case(
        "points_scale",
        scale("4: 1000000000000"),
        "scale",
        put("club.points_scale", [{"players": 4, "points": [10**12]}]),
    ),
    "rising points": Case(
        "points_scale",
        scale("4: 1 2"),
        "scale",
        put("club.points_scale", [{"players": 4, "points": [1, 2]}]),
    ),
    "101 places": Case(
        "points_scale",
        scale("4: " + "1 " * 101),
        "scale",
        put("club.points_scale", [{"players": 4, "points": [1] * 101}]),
    ),
    "100,000 places": Case(
        "points_scale",
        scale("4: " + "1 " * 101),  # the page holds 4,000 characters: its own limit is 100
        "scale",
        put("club.points_scale", [{"players": 4, "points": [1] * 100_000}]),
    ),
    "a field of 1,001 players": Case(
        "points_scale",
        scale("1001: 1"),
        "scale",
        put("club.points_scale", [{"players": 1001, "points": [1]}]),
    ),
    "a licence number off the club's pattern": Case(
        "player_add",
        {**PLAYER, "licence_number": "abc"},
        "licence_number",
        put("players.0.licence_number", "abc"),
        pattern="[0-9]{6}",
    ),
    "a licence number holding ESC": Case(
        "player_add",
        {**PLAYER, "licence_number": f"12{ESC}34"},
        "licence_number",
        put("players.0.licence_number", f"12{ESC}34"),
    ),
    "a member number holding an override": Case(
        "player_add",
        {**PLAYER, "member_number": f"7{RLO}1"},
        "member_number",
        put("players.0.member_number", f"7{RLO}1"),
    ),
    "a handicap of 1_0": Case(
        "player_add",
        {**PLAYER, "handicap": "1_0"},
        "handicap",
        put("players.0.handicap", "1_0"),
    ),
    "a handicap of 1e1": Case(
        "player_add",
        {**PLAYER, "handicap": "1e1"},
        "handicap",
        put("players.0.handicap", "1e1"),
    ),
    "an e-mail address that is not one": Case(
        "player_add",
        {**PLAYER, "email": "zoë@"},
        "email",
        put("players.0.email", "zoë@"),
    ),
    "a season ending before it starts": Case(
        "seasons",
        {**SEASON, "end_date": "2026-08-01"},
        "end_date",
        put("seasons.0.end_date", "2026-08-01"),
    ),
    "a season's name holding ESC": Case(
        "seasons",
        {**SEASON, "name": f"Hiver{ESC}"},
        "name",
        put("seasons.0.name", f"Hiver{ESC}"),
    ),
    "an evening's title holding an override": Case(
        "evening_add",
        {"date": "2026-12-07", "title": f"Noël{RLO}"},
        "title",
        put("evenings.0.title", f"Noël{RLO}"),
    ),
    "a chukker of 200 minutes": Case(
        "club_settings",
        {**GOOD_SETTINGS, "minutes_per_chukker": "200"},
        "minutes_per_chukker",
        put("club.minutes_per_chukker", 200),
    ),
    "a fiche of 150 points": Case(
        "club_settings",
        {**GOOD_SETTINGS, "fiche_value": "150"},
        "fiche_value",
        put("club.fiche_value", 150),
    ),
    "a licence pattern holding ESC": Case(
        "club_settings",
        {**GOOD_SETTINGS, "licence_pattern": f"[0-9]{ESC}"},
        "licence_pattern",
        put("club.licence_pattern", f"[0-9]{ESC}"),
    ),
}


def page_message(client: Client, case: Case) -> str:
    """The page's refusal of the case's value (it must refuse it)."""
    response = client.post(reverse(f"club:{case.page}"), case.data)
    assert response.status_code == 200, "the page took the value"
    errors = response.context["form"].errors[case.field]
    assert errors
    return str(errors[0])


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_value_its_page_refuses_is_refused_in_a_file_with_the_pages_message(
    director_client: Client, exported: dict[str, Any], case: Case
) -> None:
    club = Club.load()
    club.licence_pattern = case.pattern
    club.save()
    exported["club"]["licence_pattern"] = case.pattern
    message = page_message(director_client, case)
    case.damage(exported)
    before = counts()

    with pytest.raises(ClubUserError) as refused:
        transfer.import_export(transfer.read_export(transfer.dumps(exported)), club_settings=True)

    assert message in refused.value.message
    assert "file." in refused.value.message  # where in the file
    assert counts() == before


def test_the_file_club_is_checked_even_when_its_settings_are_not_taken(exported):
    put("club.points_scale", [{"players": 4, "points": [1, 2]}])(exported)
    with pytest.raises(ClubUserError, match="cannot earn more points than the place above"):
        transfer.import_export(transfer.read_export(transfer.dumps(exported)))


def test_a_licence_number_is_checked_against_the_pattern_the_club_will_have(exported):
    """The installation has none; the file's club, restored, asks for six digits."""
    exported["club"]["licence_pattern"] = "[0-9]{6}"
    put("players.0.licence_number", "abc")(exported)
    data = transfer.dumps(exported)

    transfer.import_export(transfer.read_export(data))  # this club's pattern: any text
    assert Club.load().licence_pattern == ""


def test_numbers_are_trimmed_as_the_player_form_trims_them(exported):
    put("players.0.licence_number", " 123456 ")(exported)
    exported["club"]["licence_pattern"] = "[0-9]{6}"
    transfer.import_export(transfer.read_export(transfer.dumps(exported)), club_settings=True)
    name = exported["players"][0]["name"]
    assert Club.load().licence_pattern == "[0-9]{6}"
    assert Player.objects.get(name=name).licence_number == "123456"


@pytest.mark.parametrize("text", [ESC, RLO, "\x85", "\u2066", "\ufffe"])
def test_an_unprintable_character_in_a_deals_history_is_refused_where_it_is(exported, text):
    put(f"{DEAL}.entered_by", f"Table{text}1")(exported)
    with pytest.raises(ClubUserError, match=r"deals\[0\] \(entered_by: This text holds"):
        transfer.import_export(transfer.read_export(transfer.dumps(exported)))
