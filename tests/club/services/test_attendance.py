"""Who is here: attendance ticked by the director and guests added on the spot."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Evening, Player
from clubchicago.club.services import attendance
from tests import factories

pytestmark = pytest.mark.django_db


def test_attendance_adds_and_removes_players(evening: Evening) -> None:
    players = factories.make_players(3)
    factories.mark_present(evening, players[:1])

    added, removed = attendance.set_attendance(evening, [players[1].pk, players[2].pk])

    assert (added, removed) == (2, 1)
    assert set(Attendance.objects.values_list("player_id", flat=True)) == {
        players[1].pk,
        players[2].pk,
    }


def test_a_seated_player_cannot_be_marked_absent(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [4])
    seated = [place.player_id for place in table.table_players.all()]

    with pytest.raises(ClubUserError, match="seated at table 1"):
        attendance.set_attendance(evening, seated[1:])

    assert Attendance.objects.filter(evening=evening).count() == 4


def test_a_guest_added_on_the_spot_is_a_guest_and_present(evening: Evening) -> None:
    guest = attendance.add_guest(evening, "  Zoë   Ærø ")

    assert guest.name == "Zoë Ærø"
    assert guest.guest is True
    assert Attendance.objects.filter(evening=evening, player=guest).exists()


def test_a_guest_with_a_roster_name_is_refused(evening: Evening) -> None:
    factories.make_player("Łukasz Nowak")

    with pytest.raises(ClubUserError, match="already in the roster"):
        attendance.add_guest(evening, "łukasz nowak")

    assert Player.objects.count() == 1


def test_once_a_table_started_the_untick_message_offers_leave_or_swap(evening: Evening) -> None:
    first, second = factories.seat_tables(evening, [4, 4])
    factories.start(first)
    leaving = second.table_players.get(number=1).player_id
    everyone = Attendance.objects.values_list("player_id", flat=True)

    with pytest.raises(ClubUserError) as refused:
        attendance.set_attendance(evening, [pk for pk in everyone if pk != leaving])

    assert "Let them leave the table on the Seating page" in refused.value.message
    assert "swap them with a player who is present but not seated" in refused.value.message
    assert "draw" not in refused.value.message
    assert Attendance.objects.filter(evening=evening).count() == 8


def test_saving_the_list_with_a_guest_saves_both(evening: Evening) -> None:
    players = factories.make_players(3)

    saved = attendance.save_attendance(evening, [p.pk for p in players], guest="Zoé")

    assert saved.guest is not None
    assert (saved.added, saved.removed, saved.guest.name) == (3, 0, "Zoé")
    assert Attendance.objects.filter(evening=evening).count() == 4


def test_a_refused_guest_saves_none_of_the_ticks(evening: Evening) -> None:
    factories.make_player("Zoé")
    players = factories.make_players(3)

    with pytest.raises(ClubUserError, match="already in the roster"):
        attendance.save_attendance(evening, [p.pk for p in players], guest="ZOÉ")

    assert not Attendance.objects.filter(evening=evening).exists()


def test_a_refused_untick_adds_no_guest(evening: Evening) -> None:
    factories.seat_tables(evening, [4])

    with pytest.raises(ClubUserError, match="seated at table 1"):
        attendance.save_attendance(evening, [], guest="Zoé")

    assert not Player.objects.filter(name="Zoé").exists()
    assert Attendance.objects.filter(evening=evening).count() == 4


def test_marking_one_player_present_and_absent(evening: Evening) -> None:
    player = factories.make_player()

    assert attendance.mark_present(evening, player.pk, True) is True
    assert attendance.mark_present(evening, player.pk, True) is False
    assert attendance.mark_present(evening, player.pk, False) is True
    assert attendance.mark_present(evening, player.pk, False) is False
    assert not Attendance.objects.exists()
