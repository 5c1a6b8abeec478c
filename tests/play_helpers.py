"""Helpers to play deals in tests through the real services."""

from __future__ import annotations

from clubchicago.club.models import Table
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play
from scoring import Deal


def director_actor(user: object) -> play.Actor:
    return play.Actor.for_director(user)


def enter(table: Table, contract: Deal | None, actor: play.Actor, **kwargs: object) -> object:
    """Enter the table's next deal as the page would (numbers read from the current state)."""
    state = table_state(table)
    return play.record_deal(
        table,
        contract,
        number=state.next_deal_number,
        chukker_number=state.chukker_number,
        actor=actor,
        **kwargs,
    )


FOUR_DEALS = [
    Deal(declarer="N", level=4, strain="S", tricks=10),  # NS game NV: 120 + 300
    Deal(declarer="E", level=2, strain="H", tricks=8),  # EW partscore 60
    Deal(declarer="S", level=3, strain="NT", tricks=8),  # NS down one, vul (dealer S): 100 to EW
    Deal(
        declarer="W", level=1, strain="C", tricks=8
    ),  # EW 1C+1: 20 below + 20 over; 60+20=80 <100: +100 bonus
]
