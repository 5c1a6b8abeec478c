"""Who is here: attendance ticked by the director and guests added on the spot."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Player
from clubchicago.club.services import attendance
from tests import factories

pytestmark = pytest.mark.django_db


def test_attendance_adds_and_removes_players(evening: object) -> None:
    players = factories.make_players(3)
    factories.mark_present(evening, players[:1])

    added, removed = attendance.set_attendance(evening, [players[1].pk, players[2].pk])

    assert (added, removed) == (2, 1)
    assert set(Attendance.objects.values_list("player_id", flat=True)) == {
        players[1].pk,
        players[2].pk,
    }


def test_a_seated_player_cannot_be_marked_absent(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    seated = [place.player_id for place in table.table_players.all()]

    with pytest.raises(ClubUserError, match="seated at table 1"):
        attendance.set_attendance(evening, seated[1:])

    assert Attendance.objects.filter(evening=evening).count() == 4


def test_a_guest_added_on_the_spot_is_a_guest_and_present(evening: object) -> None:
    guest = attendance.add_guest(evening, "  Zoë   Ærø ")

    assert guest.name == "Zoë Ærø"
    assert guest.guest is True
    assert Attendance.objects.filter(evening=evening, player=guest).exists()


def test_a_guest_with_a_roster_name_is_refused(evening: object) -> None:
    factories.make_player("Łukasz Nowak")

    with pytest.raises(ClubUserError, match="already in the roster"):
        attendance.add_guest(evening, "łukasz nowak")

    assert Player.objects.count() == 1
