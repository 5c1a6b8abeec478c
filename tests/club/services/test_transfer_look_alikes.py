"""services/transfer: a new name in the file that looks like a roster player's, or like another
of the file's, is asked about as the roster import asks ("Did you mean Zoë Ærø?") and imported
only once the director says they are different people."""

from __future__ import annotations

from typing import Any

import pytest

from clubchicago.club.models import Evening, Player
from clubchicago.club.services import transfer
from tests import factories
from tests.transfer_checks import counts

pytestmark = pytest.mark.django_db


def renamed(exported: dict[str, Any], name: str, index: int = 0) -> bytes:
    exported["players"][index]["name"] = name
    return transfer.dumps(exported)


@pytest.mark.parametrize(
    ("in_roster", "in_file"),
    [
        ("Zoë Ærø", "Zoe Aero"),
        ("EMILE", "émile"),
        ("Łukasz Nowak", "lukasz nowak"),
        ("Zoë Ærø", "Ｚｏë Ærø"),
        ("Ngũgĩ", "Ngugi"),
    ],
)
def test_a_name_like_a_roster_players_is_asked_about_and_nothing_is_imported(
    exported, in_roster, in_file
):
    factories.make_player(in_roster)
    data = renamed(exported, in_file)
    before = counts()

    with pytest.raises(transfer.LookAlikeNames) as asked:
        transfer.import_export(transfer.read_export(data))

    assert asked.value.names == [f"{in_file}: Did you mean {in_roster}?"]
    assert "nothing was imported" in asked.value.message
    assert counts() == before


def test_two_names_of_the_file_alike_are_asked_about(exported):
    exported["players"][1]["name"] = "Zoë Ærø"
    data = renamed(exported, "Zoe Aero", index=2)

    with pytest.raises(transfer.LookAlikeNames) as asked:
        transfer.import_export(transfer.read_export(data))

    assert asked.value.names == ["Zoe Aero: Did you mean Zoë Ærø?"]


def test_different_people_are_imported_as_new_players(exported):
    zoe = factories.make_player("Zoë Ærø")
    data = renamed(exported, "Zoe Aero")

    transfer.import_export(transfer.read_export(data), different_people=True)

    assert Evening.objects.count() == 1
    assert set(Player.objects.filter(sort_name=zoe.sort_name).values_list("name", flat=True)) == {
        "Zoë Ærø",
        "Zoe Aero",
    }


def test_the_same_name_is_the_same_player_and_not_asked_about(exported):
    factories.make_player("Zoë Ærø")
    data = renamed(exported, "zoë ærø")  # the same but for case: the roster's player

    summary = transfer.import_export(transfer.read_export(data))

    assert summary.players_reused == 1
    assert Player.objects.filter(name__iexact="Zoë Ærø").count() == 1
