"""A table's plan: the positions it plays, who sits where, and partner warnings."""

from __future__ import annotations

import pytest

from clubchicago.club.models import Evening
from clubchicago.club.selectors import plans
from clubchicago.club.services import seating
from tests import factories

pytestmark = pytest.mark.django_db


def test_the_plan_of_a_five_table_names_position_two(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [5])
    names = {place.number: place.player.name for place in table.table_players.all()}

    line = plans.table_plan(table).lines[1]

    assert line.notation == "1-5 v 2-3 (4)"
    assert (line.chukker, line.position) == (2, 2)
    assert [str(p) for p in line.north_south] == [f"1. {names[1]}", f"5. {names[5]}"]
    assert [str(p) for p in line.east_west] == [f"2. {names[2]}", f"3. {names[3]}"]
    assert [str(p) for p in line.sitting_out] == [f"4. {names[4]}"]
    # Chukker 2 starts one seat clockwise from North: East, player 2.
    assert (line.first_dealer, line.dealer.number) == ("E", 2)


def test_partner_warnings_appear_only_when_the_cycle_is_replayed(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [6])
    seating.set_table_length(table, 8)  # one whole cycle of the table of six
    table.refresh_from_db()
    assert plans.table_plan(table).warnings == ()

    seating.set_table_length(table, 16)
    table.refresh_from_db()
    plan = plans.table_plan(table)

    assert len(plan.lines) == 16
    assert len(plan.warnings) == 1
    assert "chukkers 8 and 9" in plan.warnings[0]
