"""Property (docs/rules.md#one-table-at-a-time): whatever the director and the phones do, in
any order, on an evening of 2 to 5 tables (deals entered, chukkers closed early and reopened,
players moved, swapped, replaced, leaving, tables merged and split, with or without closing a
chukker now, changes undone), no player is ever seated in two chukkers of two tables in play at
the same time, and after every accepted change every table can still play its evening out.

Hypothesis draws the evening and the sequence of steps; each step's choices come from a seeded
``random.Random`` so that a failing example shrinks to a short list of steps. Bounded (a dozen
examples of at most 18 steps, derandomized) so that it runs in well under a minute.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from django.contrib.auth.models import User
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Chukker, Evening, SeatingChange, Table, TablePlayer
from clubchicago.club.selectors.overlaps import evening_chukkers
from clubchicago.club.selectors.plans import current_seating
from clubchicago.club.selectors.replans import Request
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play, seating
from rotations import Status, overlaps, stuck
from tests import factories

Step = Callable[[Evening, random.Random, play.Actor], None]


@contextmanager
def rolled_back() -> Iterator[None]:
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


def tables_of(evening: Evening) -> list[Table]:
    return list(Table.objects.filter(evening=evening).order_by("number"))


def present_players(evening: Evening) -> list[int]:
    return sorted(evening.attendances.values_list("player_id", flat=True))


def enter_a_deal(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    table = chance.choice(tables_of(evening))
    if table_state(table).next_deal_number is None:
        return
    factories.enter(table, chance.choice(factories.FOUR_DEALS), boss)


def close_early(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    open_ = list(Chukker.objects.filter(table__evening=evening, closed_at__isnull=True))
    if open_:
        play.close_chukker(chance.choice(open_), actor=boss)


def reopen(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    table = chance.choice(tables_of(evening))
    last = Chukker.objects.filter(table=table).order_by("-number").first()
    if last is not None and last.closed:
        play.reopen_chukker(last, actor=boss)


def _change(evening: Evening, chance: random.Random, boss: play.Actor, asked: Request) -> None:
    tables = [number for number, players in enumerate(current_seating(evening), 1) if players]
    close = chance.sample(tables, k=chance.randint(0, min(2, len(tables))))
    seating.change_seating(evening, asked, user=boss.user, close=close)


def move(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    player = chance.choice(present_players(evening))
    table = chance.randint(1, len(tables_of(evening)))
    _change(evening, chance, boss, Request("move", player=player, table=table))


def swap(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    first, second = chance.sample(present_players(evening), 2)
    _change(evening, chance, boss, Request("swap", first=first, second=second))


def leave(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    seated = [pk for table in current_seating(evening) for pk in table]
    _change(evening, chance, boss, Request("leave", player=chance.choice(seated)))


def replace(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    seated = [pk for table in current_seating(evening) for pk in table]
    leaving = chance.choice(seated)
    by = chance.choice([pk for pk in present_players(evening) if pk != leaving])
    _change(evening, chance, boss, Request("replace", player=leaving, by=by))


def merge(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    seating_ = current_seating(evening)
    live = [number for number, players in enumerate(seating_, 1) if players]
    if len(live) < 2:
        return
    into, other = chance.sample(live, 2)
    both = [*seating_[into - 1], *seating_[other - 1]]
    leaving = tuple(chance.sample(both, k=max(0, len(both) - 6)))
    _change(evening, chance, boss, Request("merge", table=into, other=other, players=leaving))


def split(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    seating_ = current_seating(evening)
    number = chance.randint(1, len(seating_))
    source = list(seating_[number - 1])
    seated = {pk for table in seating_ for pk in table}
    free = [pk for pk in present_players(evening) if pk not in seated]
    moving = chance.sample(source, k=min(len(source), chance.randint(1, 3)))
    arriving = chance.sample(free, k=min(len(free), 4 - len(moving))) if len(moving) < 4 else []
    players = tuple(moving + arriving)
    _change(evening, chance, boss, Request("split", table=number, players=players))


def undo(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    change = SeatingChange.objects.filter(evening=evening, undone_at__isnull=True).last()
    if change is not None:
        seating.undo_change(change, user=boss.user)


STEPS: list[Step] = [
    enter_a_deal,
    enter_a_deal,
    enter_a_deal,
    enter_a_deal,
    close_early,
    reopen,
    move,
    move,
    swap,
    leave,
    replace,
    merge,
    split,
    undo,
]


def assert_one_table_at_a_time(evening: Evening) -> None:
    chukkers = evening_chukkers(evening, with_times=True)
    assert overlaps(chukkers) == []
    assert stuck(chukkers) == []
    # The database's own rule, and every table a table of 4, 5 or 6 or stopped.
    seated = list(TablePlayer.seated.filter(evening=evening).values_list("player", flat=True))
    assert len(seated) == len(set(seated))
    assert all(len(players) in (0, 4, 5, 6) for players in current_seating(evening))


def play_out(evening: Evening, boss: play.Actor) -> None:
    """Every table plays its evening out (one deal, then the chukker closed), in the order that
    tries the rule hardest: each table's next chukker begins as soon as the phones let it, and
    a chukker in play is closed only when no other can begin. None may wait for ever."""
    for _round in range(300):
        chukkers = evening_chukkers(evening)
        begun = False
        for chukker in [c for c in chukkers if c.status is Status.NEXT]:
            table = Table.objects.get(evening=evening, number=chukker.table)
            try:
                factories.enter(table, factories.FOUR_DEALS[0], boss)
            except ClubUserError as refused:
                assert "still playing" in str(refused.args[0]) or "first" in str(refused.args[0]), (
                    refused.args[0]
                )
                continue
            begun = True
            assert_one_table_at_a_time(evening)
            break
        if begun:
            continue
        in_play = [c for c in chukkers if c.status is Status.IN_PLAY]
        if not in_play:
            assert not [c for c in chukkers if c.status is Status.NEXT], "a table cannot go on"
            return
        first = in_play[-1]
        play.close_chukker(
            Chukker.objects.get(
                table__evening=evening, table__number=first.table, number=first.number
            ),
            actor=boss,
        )
    pytest.fail("the evening did not end")


@pytest.mark.slow
@settings(
    max_examples=12,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    sizes=st.lists(st.sampled_from([4, 5, 6]), min_size=2, max_size=5),
    reserves=st.integers(0, 3),
    steps=st.lists(st.sampled_from(STEPS), min_size=4, max_size=18),
    seed=st.integers(0, 2**16),
)
def test_no_player_is_ever_at_two_tables_at_once(
    director: User, sizes: list[int], reserves: int, steps: list[Step], seed: int
) -> None:
    chance = random.Random(seed)
    with rolled_back():
        evening = factories.make_evening(length=4, confirm_entries=False)
        factories.seat_tables(evening, sizes)
        factories.mark_present(evening, factories.make_players(reserves, prefix="Reserve"))
        boss = play.Actor.for_director(director)
        for step in steps:
            try:
                with transaction.atomic():
                    step(Evening.objects.get(pk=evening.pk), chance, boss)
            except ClubUserError:
                pass  # refused with a message: nothing changed
            assert_one_table_at_a_time(evening)
        play_out(evening, boss)
        assert_one_table_at_a_time(evening)
