"""The attendance page's reads: who may be ticked, and how a count of players splits."""

from __future__ import annotations

import pytest

from clubchicago.club.models import Evening
from clubchicago.club.selectors import attendance as attendance_reads
from tests import factories

pytestmark = pytest.mark.django_db


def test_the_attendance_candidates_are_the_active_roster_and_anyone_present(
    evening: Evening,
) -> None:
    active = factories.make_player("Active")
    retired_present = factories.make_player("Retired but here", active=False)
    factories.make_player("Retired", active=False)
    factories.mark_present(evening, [retired_present])

    candidates = {p.name: p.present for p in attendance_reads.attendance_candidates(evening)}

    assert candidates == {active.name: False, retired_present.name: True}


def test_the_attendance_candidates_sort_as_a_french_or_italian_reader_expects(
    evening: Evening,
) -> None:
    for name in ["Zoé", "Łukasz", "Laura", "Eric", "Élodie", "Ærø"]:
        factories.make_player(name)

    names = [player.name for player in attendance_reads.attendance_candidates(evening)]

    assert names == ["Ærø", "Élodie", "Eric", "Laura", "Łukasz", "Zoé"]


def test_thirteen_players_make_tables_of_4_4_and_5() -> None:
    assert attendance_reads.describe_split(13) == "13 players: tables of 4, 4 and 5"
    assert attendance_reads.describe_split(4) == "4 players: one table of 4"
