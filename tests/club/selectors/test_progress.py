"""The Play page's data: every table's progress, and what paper tables leave to type in."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club.selectors.progress import evening_progress, left_to_type
from clubchicago.club.services import paper, play
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db


def test_a_paper_table_leaves_its_chukkers_not_closed_to_type_in(director: User) -> None:
    evening = make_evening(confirm_entries=False, length=6)
    _phone, on_paper = seat_tables(evening, (4, 5))
    paper.set_on_paper(on_paper, True)
    boss = play.Actor.for_director(director)
    for contract in FOUR_DEALS:
        enter(on_paper, contract, boss)
    enter(on_paper, FOUR_DEALS[0], boss)  # chukker 2 begun, not closed

    rows = {row.table.number: row for row in evening_progress(evening)}

    assert (rows[2].closed_chukkers, rows[2].left_to_type, rows[2].next_to_type) == (1, 5, 2)
    assert (rows[1].left_to_type, rows[1].next_to_type) == (0, None)  # scored by phone
    assert left_to_type(list(rows.values())) == 5


def test_a_paper_table_typed_in_to_the_end_leaves_nothing(director: User) -> None:
    evening = make_evening(confirm_entries=False, length=1)
    (table,) = seat_tables(evening, (4,))
    paper.set_on_paper(table, True)
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_director(director))

    (row,) = evening_progress(evening)

    assert (row.left_to_type, row.next_to_type, row.finished) == (0, None, True)
