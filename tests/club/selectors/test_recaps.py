"""Table recaps, computed without any view: positions, deals and the grid."""

from __future__ import annotations

import pytest

from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.selectors.standings import evening_standings
from tests import factories
from tests.factories import play_evening

pytestmark = pytest.mark.django_db


def test_recaps_show_every_position_summing_to_zero_and_the_grid_matches_the_standings() -> None:
    director = factories.make_director()
    evening = factories.make_evening()
    play_evening(evening, director, (4, 5, 6), seed=11)

    recaps = table_recaps(evening)
    standings = {r.player_id: r for r in evening_standings(evening).rows}

    assert [recap.number for recap in recaps] == [1, 2, 3]
    # Every table plays the evening's six chukkers, whatever its size.
    assert [len(recap.positions) for recap in recaps] == [6, 6, 6]
    for recap in recaps:
        for position in recap.positions:
            assert len(position.deals) == 4
            assert len(position.credits) == recap.size
            assert sum(c.credit.rounded_points for c in position.credits) == 0
            assert len(position.sitting_out) == recap.size - 4
        for grid_row in recap.grid:
            player_id = grid_row.player.player_id
            assert player_id is not None
            assert grid_row.total == standings[player_id].total
            assert grid_row.positions == standings[player_id].positions


def test_a_recap_names_the_dealer_and_declarer_of_each_deal() -> None:
    director = factories.make_director()
    evening = factories.make_evening()
    play_evening(evening, director, (5,), seed=2)

    [recap] = table_recaps(evening, 1)
    first = recap.positions[0]

    assert [str(p) for p in first.north_south] == [str(recap.players[0]), str(recap.players[1])]
    assert first.sitting_out == (recap.players[4],)
    for deal in first.deals:
        assert deal.dealer == first.seats[deal.line.dealer]
        assert deal.declarer == first.seats[deal.line.deal.declarer]
        assert deal.result in {"="} or deal.result[0] in "+−"


def test_an_unknown_table_has_no_recap() -> None:
    evening = factories.make_evening()

    assert table_recaps(evening, 9) == []
