"""services/attendance.add_guest: a guest's name with a hidden character is refused."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Player
from clubchicago.club.services.attendance import add_guest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", ["Guest\u202e", "Gu\x08est", "\u200bGuest", "Gue\U000e0041st"])
def test_a_guest_with_a_hidden_character_is_refused_and_nothing_is_stored(evening, name):
    with pytest.raises(ClubUserError, match="cannot be seen or printed"):
        add_guest(evening, name)
    assert not Player.objects.exists()
    assert not Attendance.objects.exists()


def test_a_guest_with_an_ordinary_name_is_still_added(evening):
    guest = add_guest(evening, "  Ngũgĩ   wa Thiong’o ")
    assert guest.name == "Ngũgĩ wa Thiong’o" and guest.guest
