"""selectors/attendance: what the check-in list and the draw page say of the players present."""

from __future__ import annotations

import pytest

from clubchicago.club.selectors.attendance import describe_tables, seating_note


@pytest.mark.parametrize(
    ("count", "note"),
    [
        (0, ""),
        (1, "1 present: a table needs at least 4 players."),
        (3, "3 present: a table needs at least 4 players."),
        (4, ""),
        (6, ""),
        (7, "7 present: one more player, or one sits out the evening."),
        (8, ""),
        (13, ""),
    ],
)
def test_a_count_that_cannot_all_be_seated_is_said(count, note):
    assert seating_note(count) == note


@pytest.mark.parametrize(
    ("sizes", "text"),
    [
        ((6,), "6 players seated: one table of 6"),
        ((5, 4, 5), "14 players seated: tables of 4, 5 and 5"),
    ],
)
def test_the_tables_are_described_as_they_are(sizes, text):
    assert describe_tables(sizes) == text
