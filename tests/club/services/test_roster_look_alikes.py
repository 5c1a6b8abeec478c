"""services/roster: a new name that only looks like a roster player's is asked about, not added.

Each pair of the attack: the first name is in the roster, the second is typed (or imported).
Folded (compatibility forms, case, accents, spelt-out letters) the two are one name.
"""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Player
from clubchicago.club.services.attendance import add_guest
from clubchicago.club.services.roster import (
    LookAlike,
    check_look_alikes,
    clean_name,
    import_roster,
    look_alikes,
    name_taken,
    parse_roster_csv,
)
from tests import factories

pytestmark = pytest.mark.django_db

LOOK_ALIKES = [
    ("EMILE", "émile"),
    ("émile", "EMILE"),
    ("Zoë Ærø", "Zoe Aero"),
    ("Zoe Aero", "Zoë Ærø"),
    ("Łukasz Nowak", "lukasz nowak"),
    ("Zoë Ærø", "Ｚｏë Ærø"),  # full-width Z and o
]
# The ligature folds to "fi" with case alone: the same name, refused outright.
SAME_NAMES = [("fiona", "ﬁona"), ("ﬁona", "FIONA"), ("Zoë Ærø", "ZOË ÆRØ")]


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_a_look_alike_names_the_player_it_looks_like(stored, typed):
    player = factories.make_player(stored)
    assert not name_taken(typed)
    assert look_alikes(typed) == [player]
    with pytest.raises(LookAlike) as asked:
        check_look_alikes(typed, different=False)
    assert asked.value.message.startswith(f"Did you mean {stored}?")
    assert asked.value.players == [player]


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_a_look_alike_said_to_be_a_different_person_is_let_through(stored, typed):
    factories.make_player(stored)
    check_look_alikes(typed, different=True)  # nothing raised


@pytest.mark.parametrize(("stored", "typed"), SAME_NAMES)
def test_the_same_name_but_for_case_is_taken_not_asked_about(stored, typed):
    factories.make_player(stored)
    assert name_taken(typed)
    assert look_alikes(typed) == []


def test_a_player_is_not_their_own_look_alike_when_edited():
    player = factories.make_player("Zoe Aero")
    assert look_alikes("Zoë Ærø", exclude_pk=player.pk) == []


def test_names_that_only_share_letters_are_not_look_alikes():
    factories.make_player("Zoë Ærø")
    assert look_alikes("Zoë Ærøe") == []
    assert look_alikes("Zo Aero") == []


def test_names_are_stored_in_nfc():
    assert clean_name("Zoe\u0308 Ae\u0301") == "Zoë Aé"  # decomposed letters composed


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_a_guest_who_looks_like_a_roster_player_is_asked_about(evening, stored, typed):
    factories.make_player(stored)
    with pytest.raises(LookAlike, match=f"Did you mean {stored}"):
        add_guest(evening, typed)
    assert Player.objects.count() == 1
    guest = add_guest(evening, typed, different_person=True)
    assert guest.name == typed and guest.guest
    assert Player.objects.count() == 2


@pytest.mark.parametrize(("stored", "typed"), LOOK_ALIKES)
def test_the_roster_file_reports_a_look_alike_and_imports_it_only_when_told(stored, typed):
    factories.make_player(stored)
    preview = parse_roster_csv(f"name\n{typed}\nSomeone Else\n".encode())
    assert preview.ok  # no error: a question
    looked, other = preview.rows
    assert looked.look_alike == f"Did you mean {stored}?"
    assert other.look_alike == ""
    assert preview.look_alikes == 1
    with pytest.raises(ClubUserError, match="nothing was imported"):
        import_roster(preview)
    assert Player.objects.count() == 1
    assert import_roster(preview, different_people=True) == 2
    assert Player.objects.filter(name=typed).exists()


def test_the_roster_file_reports_a_look_alike_of_an_earlier_line():
    preview = parse_roster_csv("name\nZoë Ærø\nPaul\nZoe Aero\n".encode())
    assert [row.look_alike for row in preview.rows] == ["", "", "Did you mean Zoë Ærø, line 2?"]
    assert preview.look_alikes == 1


@pytest.mark.parametrize(("stored", "typed"), SAME_NAMES)
def test_the_roster_file_refuses_the_same_name_but_for_case(stored, typed):
    factories.make_player(stored)
    preview = parse_roster_csv(f"name\n{typed}\n".encode())
    assert preview.rows[0].errors == ["A player with this name is already in the roster."]
