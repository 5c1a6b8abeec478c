"""Stored credits: after any sequence of what a table and its director do, the credits stored for
each closed chukker are a fresh rescoring's, and the season standings that add them up are what
crediting every chukker again gives."""

from __future__ import annotations

import datetime as dt
import random
from collections import defaultdict
from collections.abc import Callable

import pytest
from django.contrib.auth.models import User
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    DealRecord,
    Evening,
    Season,
    SeasonFiches,
    SeasonTotal,
)
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.table_state import current_chukker, table_state
from clubchicago.club.services import paper, play, transfer
from clubchicago.club.services.credits import check_credits
from clubchicago.club.services.evenings import update_evening
from scoring import Credit, Half, Unit, player_credits
from tests import factories
from tests.factories import enter, lively_evening, random_deal, rolled_back
from tests.transfer_checks import round_trip

pytestmark = pytest.mark.django_db


# -- the oracle: every closed chukker credited again, in Python, as the standings once did --------


def rescored(season: Season) -> dict[int, tuple[int, int, int, tuple[tuple[int, int], ...]]]:
    """Each credited player's (positions, hundreds, raw, fiches by value) over ``season``."""
    totals: dict[int, Credit] = defaultdict(Credit)
    positions: dict[int, int] = defaultdict(int)
    fiches: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    chukkers = Chukker.objects.filter(
        table__evening__season=season, closed_at__isnull=False, deals_played__gt=0
    ).select_related("table__evening")
    for chukker in chukkers:
        evening = chukker.table.evening
        credits = player_credits(
            (chukker.north_id, chukker.south_id),
            (chukker.east_id, chukker.west_id),
            chukker.ns_total,
            chukker.ew_total,
            half=evening.half,
            fiche_value=evening.fiche_value,
        )
        for player, credit in credits.items():
            totals[player] += credit
            positions[player] += 1
            if evening.unit == Unit.FICHES:
                fiches[player][evening.fiche_value] += credit.fiches
    return {
        player: (
            positions[player],
            credit.rounded_points,
            credit.raw,
            tuple(sorted(fiches[player].items())),
        )
        for player, credit in totals.items()
    }


def stored_totals(season: Season) -> dict[int, tuple[int, int, int, tuple[tuple[int, int], ...]]]:
    """Each player's stored season totals, as ``rescored`` gives them."""
    fiches: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for player, value, count in (
        SeasonFiches.objects.filter(season=season)
        .order_by("fiche_value")
        .values_list("player_id", "fiche_value", "fiches")
    ):
        fiches[player].append((value, count))
    totals = {
        player: (positions, rounded_points, raw, tuple(fiches.pop(player, [])))
        for player, positions, rounded_points, raw in SeasonTotal.objects.filter(
            season=season
        ).values_list("player_id", "positions", "rounded_points", "raw")
    }
    assert not fiches, "fiches stored for a player without totals"
    return totals


def assert_credits_are_fresh(*seasons: Season, standings: bool = True) -> None:
    """The stored credits of every season are a fresh rescoring, and so are ``seasons``' totals
    (and, with ``standings``, what their standings show)."""
    found = check_credits()
    assert found.clean, found
    for season in seasons:
        oracle = rescored(season)
        assert stored_totals(season) == oracle
        if standings:
            assert_standings_show(season, oracle)


def assert_standings_show(
    season: Season, oracle: dict[int, tuple[int, int, int, tuple[tuple[int, int], ...]]]
) -> None:
    result = season_standings(season)
    for row in result.rows:
        assert (row.positions, row.rounded_points, row.raw, row.fiches) == oracle.get(
            row.player_id, (0, 0, 0, ())
        )
    assert {row.player_id for row in result.rows} >= set(oracle)


# -- what a table and its director do -------------------------------------------------------------

Step = Callable[[Evening, random.Random, play.Actor], None]


def _live_deal(evening: Evening, chance: random.Random, **filters: object) -> DealRecord | None:
    deals = list(
        DealRecord.objects.filter(chukker__table__evening=evening, **filters).order_by("pk")
    )
    return chance.choice(deals) if deals else None


def _still_playing(evening: Evening) -> bool:
    return table_state(evening.tables.get()).next_deal_number is not None


def play_a_deal(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    if _still_playing(evening):
        enter(evening.tables.get(), random_deal(chance), boss, confirmed_by="x")


def pass_a_deal_out(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    if _still_playing(evening):
        enter(evening.tables.get(), None, boss)


def close_early(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    chukker = current_chukker(evening.tables.get())
    if chukker is not None:
        play.close_chukker(chukker, actor=boss)


def reopen(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    chukker = current_chukker(evening.tables.get())
    if chukker is not None:
        play.reopen_chukker(chukker, actor=boss)


def correct(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    deal = _live_deal(evening, chance, deleted_at__isnull=True, passed_out=False)
    if deal is not None:
        table = evening.tables.get()
        play.edit_deal(table, deal.pk, random_deal(chance), version=deal.version, actor=boss)


def delete(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    deal = _live_deal(evening, chance, deleted_at__isnull=True)
    if deal is not None:
        play.delete_deal(evening.tables.get(), deal.pk, version=deal.version, actor=boss)


def restore(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    deal = _live_deal(evening, chance, deleted_at__isnull=False)
    if deal is not None:
        play.restore_deal(deal.pk, actor=boss)


def change_rounding(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    update_evening(
        evening,
        {
            "half": chance.choice([Half.UP.value, Half.DOWN.value]),
            "fiche_value": chance.choice([100, 200, 500]),
            "unit": chance.choice([Unit.HUNDREDS.value, Unit.FICHES.value]),
        },
    )


def move_to_another_season(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    """The evening goes to another season (or to none), and may come back at a later step."""
    others = list(Season.objects.exclude(evenings=evening))
    update_evening(evening, {"season": chance.choice([*others, None])})


def type_in_from_paper(evening: Evening, chance: random.Random, boss: play.Actor) -> None:
    """The director types the next chukker in from its paper sheet, then back to phones."""
    table = paper.set_on_paper(evening.tables.get(), True)
    last = current_chukker(table)
    number = 1 if last is None else last.number + (1 if last.closed else 0)
    if last is not None and not last.closed:
        play.close_chukker(last, actor=boss)
        number = last.number + 1
    rows = [paper.PaperRow(n, random_deal(chance)) for n in range(1, chance.randint(1, 4) + 1)]
    try:
        paper.type_in_chukker(table, rows, chukker_number=number, actor=boss)
    finally:
        paper.set_on_paper(table, False)


STEPS: list[Step] = [
    play_a_deal,
    play_a_deal,
    play_a_deal,
    pass_a_deal_out,
    close_early,
    reopen,
    correct,
    delete,
    restore,
    change_rounding,
    move_to_another_season,
    type_in_from_paper,
]


# The sixty sequences are run in four parts of fifteen, so that the suite's workers share them
# (one part is a few seconds; the sixty were the suite's longest test). Every part draws from
# every service's steps: a split by service would lose what the sequences are for, one service's
# change between two of another's (the rounding changed while a chukker is open, the evening
# moved to another season then a deal corrected). Each part draws its deals from its own seeds,
# so no two parts replay the same sequence (each starts from Hypothesis's simplest one).
PARTS = 4
EXAMPLES = 60
SEEDS = 2**16


@pytest.mark.parametrize("part", range(PARTS))
@settings(
    max_examples=EXAMPLES // PARTS,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    steps=st.lists(st.sampled_from(STEPS), min_size=4, max_size=30),
    seed=st.integers(0, SEEDS),
)
def test_stored_credits_are_a_fresh_rescoring_after_anything_the_services_do(
    director: User, part: int, steps: list[Step], seed: int
) -> None:
    chance = random.Random(part * (SEEDS + 1) + seed)
    with rolled_back():
        season = factories.make_season()
        other = factories.make_season(name="Autumn")
        evening = factories.make_evening(season=season, length=3, confirm_entries=False)
        factories.seat_tables(evening, (5,))
        boss = play.Actor.for_director(director)
        for step in steps:
            try:
                with transaction.atomic():
                    step(Evening.objects.get(pk=evening.pk), chance, boss)
            except ClubUserError:
                pass  # refused (the table is done, the chukker already closed...): no change
            # What is stored is checked after every step; the standings only read it, so they
            # are checked once the sequence has run.
            assert_credits_are_fresh(season, other, standings=False)
        assert_credits_are_fresh(season, other)


def test_a_closed_chukker_credits_its_four_players_and_not_the_one_sitting_out(
    director: User,
) -> None:
    evening = factories.make_evening(confirm_entries=False)
    [table] = factories.seat_tables(evening, (5,))
    boss = play.Actor.for_director(director)
    for contract in factories.FOUR_DEALS:
        enter(table, contract, boss)

    chukker = Chukker.objects.get()
    credits = dict(ChukkerCredit.objects.values_list("player_id", "rounded_points"))
    assert chukker.closed
    assert set(credits) == set(chukker.player_ids().values())
    assert sum(credits.values()) == 0
    play.reopen_chukker(chukker, actor=boss)
    assert not ChukkerCredit.objects.exists()


def test_an_imported_season_has_the_credits_its_chukkers_give(director: User) -> None:
    season = factories.make_season()
    lively_evening(director, season=season, date=dt.date(2026, 10, 5))
    lively_evening(
        director, season=season, date=dt.date(2026, 10, 12), unit=Unit.FICHES, fiche_value=200
    )
    before = season_standings(season)

    round_trip(transfer.export_season(season))

    imported = Season.objects.get()
    assert ChukkerCredit.objects.exists()
    assert_credits_are_fresh(imported)
    after = season_standings(imported)
    assert [(r.name, r.rank, r.rounded_points, r.fiches) for r in after.rows] == [
        (r.name, r.rank, r.rounded_points, r.fiches) for r in before.rows
    ]
