"""Small factories that build test data in code (JSON fixtures are for the demo only).

Rows made directly: ``make_member`` (a user who signs in; ``make_director`` one who is staff),
``make_player(s)``, ``make_season``, ``make_evening``, ``seat_tables`` and ``seat_players``
(tables with players numbered in order), ``start`` (a table's first chukker row) and
``closed_chukker``/``finished_evening`` (closed chukkers with chosen totals and no deals, for
standings tests that need exact numbers).

Play through the real services: ``enter`` a table's next deal as the page would,
``play_table``/``play_evening`` (every chukker to the end with seeded random deals), so the
chukkers' cached totals are the engine's. ``FOUR_DEALS`` is one chukker worked out by hand, and
``lively_evening`` has something of everything an export must carry.

``class_data`` builds what a whole class of tests starts from once, as Django's
``setUpTestData`` does; ``rolled_back`` undoes what a block writes.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import count
from typing import TYPE_CHECKING, Any, TypeVar

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone
from django_scopes import get_scope
from django_scopes.state import state as scope_state

import rotations
from benchmarks import season_data
from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    ClubPoints,
    DealRecord,
    Evening,
    Lineup,
    Membership,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.table_state import current_chukker, table_state
from clubchicago.club.services import play, roster
from clubchicago.club.services.club_points import award_club_points
from clubchicago.club.services.credits import store_credits
from scoring import Deal

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker

_serial = count(1)
T = TypeVar("T")


# -- rows made directly -------------------------------------------------------------------------


# The password of every account the factories make, unless a test chooses its own.
PASSWORD = "pass-for-tests"


def make_member(username: str = "member", password: str = PASSWORD, **fields: Any) -> User:
    """A club member's account: it signs in, and is no director (``is_staff`` makes one)."""
    user: User = get_user_model().objects.create_user(
        username=username, password=password, **fields
    )
    return user


def make_director(
    username: str = "director",
    password: str = PASSWORD,
    club: Club | None = None,
    role: str = Membership.Role.DIRECTOR,
    **fields: Any,
) -> User:
    """The director's account: staff (the club's admin pages), and the director of ``club``
    (the club in scope) (``is_superuser=True`` for the admin's every permission)."""
    user = make_member(username, password, is_staff=True, **fields)
    Membership.objects.create(user=user, club=club or Club.load(), role=role)
    return user


def make_scorer(username: str = "scorer", club: Club | None = None) -> User:
    """A scorer of ``club``: the Play page and the corrections of deals, nothing else."""
    user = make_member(username)
    Membership.objects.create(user=user, club=club or Club.load(), role=Membership.Role.SCORER)
    return user


def make_player(name: str | None = None, **fields: object) -> Player:
    return Player.objects.create(name=name or f"Player {next(_serial)}", **fields)


def rename_player(player: Player, name: str) -> Player:
    """``player`` renamed ``name`` as the director does: the roster's form, then its service."""
    form = PlayerForm({"name": name}, instance=player)
    assert form.is_valid(), form.errors
    return roster.save_player(player, form.player_values())


def make_players(n: int, prefix: str = "Player") -> list[Player]:
    return [make_player(f"{prefix} {next(_serial)}") for _ in range(n)]


def make_season(name: str = "Season 2026", **fields: object) -> Season:
    fields.setdefault("start_date", dt.date(2026, 9, 1))
    fields.setdefault("end_date", dt.date(2027, 6, 30))
    return Season.objects.create(name=name, **fields)


def make_evening(**fields: object) -> Evening:
    club = Club.load()
    values = {**club.scoring_settings(), "date": dt.date(2026, 11, 30), "title": "Monday Chicago"}
    values.update(fields)
    return Evening.objects.create(**values)


def mark_present(evening: Evening, players: Iterable[Player]) -> None:
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)


def new_table(evening: Evening, number: int, size: int) -> Table:
    """A table of ``evening`` planned as the seating service plans one: the evening's length,
    first dealers sharing vulnerability fairly."""
    dealers = rotations.plan_first_dealers(size, evening.length, evening.schedule)
    table = Table.objects.create(
        evening=evening,
        number=number,
        size=size,
        length=evening.length,
        first_dealers="".join(seat.value for seat in dealers),
    )
    Lineup.objects.create(table=table, start=1, size=size)
    return table


def place(table: Table, player: Player, number: int) -> TablePlayer:
    """Seat ``player`` as number ``number`` of the table's first lineup."""
    return TablePlayer.objects.create(
        lineup=table.lineups.get(start=1),
        table=table,
        evening=table.evening,
        player=player,
        number=number,
    )


def seat_tables(evening: Evening, sizes: Sequence[int] = (4,)) -> list[Table]:
    """Tables of the given sizes with new players numbered 1..N in order."""
    tables = []
    for number, size in enumerate(sizes, start=1):
        table = new_table(evening, number, size)
        for seat_number, player in enumerate(make_players(size), start=1):
            Attendance.objects.create(evening=evening, player=player)
            place(table, player, seat_number)
        tables.append(table)
    return tables


def seat_players(evening: Evening, tables: Sequence[Sequence[Player]]) -> list[Table]:
    """Seat these players (numbered in order) at tables 1, 2, ... of ``evening``."""
    seated = []
    for number, players in enumerate(tables, start=1):
        table = new_table(evening, number, len(players))
        for seat_number, player in enumerate(players, start=1):
            place(table, player, seat_number)
        seated.append(table)
    return seated


def start(table: Table, number: int = 1) -> Chukker:
    """Play begins at ``table``: its chukker row exists (position 1's seats, no deal yet)."""
    places = {place.number: place.player for place in TablePlayer.seated.filter(table=table)}
    return Chukker.objects.create(
        table=table,
        number=number,
        position=1,
        first_dealer="N",
        north=places[1],
        east=places[3],
        south=places[2],
        west=places[4],
    )


def closed_chukker(
    table: Table,
    number: int,
    ns_total: int,
    ew_total: int,
    *,
    closed: bool = True,
    deals_played: int = 4,
    credited: bool = True,
) -> Chukker:
    """Chukker ``number`` of ``table`` in rotation order, closed with the given totals.

    ``deals_played=0`` makes a chukker in which every deal was passed out. Its credits are stored
    as the services store them; with ``credited=False`` the caller stores them later, for many
    evenings at once (``store_evening_credits``: the same rows and season totals, summed once
    instead of after every chukker)."""
    played = table.plan()[number - 1]
    players = dict(
        TablePlayer.objects.filter(table=table, lineup__start=played.start).values_list(
            "number", "player_id"
        )
    )
    seats = Chukker.seat_columns({seat: players[n] for seat, n in played.seats.items()})
    chukker = Chukker.objects.create(
        table=table,
        number=number,
        position=played.position.number,
        first_dealer=played.first_dealer.value,
        closed_at=timezone.now() if closed else None,
        ns_total=ns_total,
        ew_total=ew_total,
        deals_played=deals_played,
        **seats,
    )
    if credited:
        store_credits(chukker)  # as closing it through the services does
    return chukker


def finished_evening(
    sizes: Sequence[int] = (4,), seed: int = 7, *, credited: bool = True, **fields: object
) -> Evening:
    """An evening whose tables closed every chukker with seeded random totals (no deals);
    ``credited=False``: its credits are left for the caller to store (``closed_chukker``)."""
    evening = make_evening(**fields)
    chance = random.Random(seed)
    for table in seat_tables(evening, sizes):
        for played in table.plan():
            closed_chukker(
                table,
                played.index,
                chance.randrange(0, 200) * 10,
                chance.randrange(0, 200) * 10,
                credited=credited,
            )
    return evening


def points_evening(**fields: object) -> Evening:
    """Two tables of four, three chukkers each, with totals chosen to be worked out by hand
    (docs/rules.md#club-points); players named A1-A4 and B1-B4 by table and number.

    The rotation of 4 puts player 1 North, partnered by 2, then 3, then 4 (NS is 1-2, 1-3, 1-4).
    Table 1: 500-100 (+4 to 1 and 2), 0-300 (+3 to 2 and 4), 100-100 (nothing):
    A1 +1, A2 +7, A3 -7, A4 -1. Table 2: 800-100 (+7 to 1 and 2), 0-0, 0-800 (+8 to 2 and 3):
    B1 -1, B2 +15, B3 +1, B4 -15. Ranked: B2, A2, A1 = B3, A4 = B1, A3, B4.
    """
    fields.setdefault("length", 3)
    evening = make_evening(**fields)
    for table_number, prefix, totals in (
        (1, "A", [(500, 100), (0, 300), (100, 100)]),
        (2, "B", [(800, 100), (0, 0), (0, 800)]),
    ):
        table = new_table(evening, table_number, 4)
        for number in range(1, 5):
            player = make_player(f"{prefix}{number}")
            Attendance.objects.create(evening=evening, player=player)
            place(table, player, number)
        for chukker, (ns, ew) in enumerate(totals, start=1):
            closed_chukker(table, chukker, ns, ew)
    return evening


# -- play through the services ------------------------------------------------------------------

FOUR_DEALS = [
    Deal(declarer="N", level=4, strain="S", tricks=10),  # NS game NV: 120 + 300
    Deal(declarer="E", level=2, strain="H", tricks=8),  # EW partscore 60
    Deal(declarer="S", level=3, strain="NT", tricks=8),  # NS down one, vul (dealer S): 100 to EW
    Deal(
        declarer="W", level=1, strain="C", tricks=8
    ),  # EW 1C+1: 20 below + 20 over; 60+20=80 <100: +100 bonus
]

STRAINS = ("C", "D", "H", "S", "NT")
SEATS = ("N", "E", "S", "W")


def director_actor(user: User) -> play.Actor:
    return play.Actor.for_director(user)


def enter(table: Table, contract: Deal | None, actor: play.Actor, **kwargs: Any) -> DealRecord:
    """Enter the table's next deal as the page would (numbers read from the current state)."""
    state = table_state(table)
    assert state.next_deal_number is not None, "the table has no deal to enter"
    return play.record_deal(
        table,
        contract,
        number=state.next_deal_number,
        chukker_number=state.chukker_number,
        actor=actor,
        **kwargs,
    )


def random_deal(chance: random.Random) -> Deal:
    level = chance.randint(1, 6)
    needed = 6 + level
    tricks = max(0, min(13, needed + chance.randint(-2, 1)))
    return Deal(
        declarer=chance.choice(SEATS),
        level=level,
        strain=chance.choice(STRAINS),
        doubled=chance.choice((0, 0, 0, 1)),
        tricks=tricks,
    )


def play_table(table: Table, director: User, chance: random.Random) -> None:
    """Play every chukker of ``table`` through the services: four confirmed deals each."""
    actor = play.Actor.for_director(director)
    for played in table.plan():
        for number in range(1, 5):
            play.record_deal(
                table,
                random_deal(chance),
                number=number,
                chukker_number=played.index,
                actor=actor,
                confirmed_by="x",
            )


def play_evening(
    evening: Evening, director: User, sizes: Sequence[int] = (4, 5, 6), seed: int = 1
) -> list[Table]:
    """Seat tables of ``sizes`` and play all their chukkers to the end."""
    tables = seat_tables(evening, sizes)
    chance = random.Random(seed)
    for table in tables:
        play_table(table, director, chance)
    return tables


# -- an evening with everything an export must carry -------------------------------------------


def lively_evening(director: User, season: Season | None = None, **fields: object) -> Evening:
    """An evening with everything an export must carry: a passed-out deal, a correction, a
    deletion and its restoring, a deal left deleted, an early close, a chukker still open, a
    complete table, a guest and a player present but not seated."""
    evening = make_evening(season=season, confirm_entries=True, **fields)
    first, second = seat_tables(evening, (4, 5))
    Attendance.objects.create(evening=evening, player=make_player(guest=True))
    boss = play.Actor.for_director(director)
    link = play.Actor.for_table(first)
    enter(first, FOUR_DEALS[0], link, confirmed_by="x")
    enter(first, None, link)  # passed out, redealt
    for contract in FOUR_DEALS[1:]:
        enter(first, contract, link)
    for deal in DealRecord.objects.filter(chukker__table=first, confirmed_at__isnull=True):
        play.confirm_deal(first, deal.pk, version=deal.version, confirmed_by="y", actor=link)
    corrected = enter(first, FOUR_DEALS[1], link)
    play.edit_deal(first, corrected.pk, FOUR_DEALS[2], version=corrected.version, actor=link)
    gone = enter(first, FOUR_DEALS[3], link)
    play.delete_deal(first, gone.pk, version=gone.version, actor=link)
    enter(first, FOUR_DEALS[0], link)
    play.restore_deal(gone.pk, actor=boss)
    chukker = current_chukker(first)
    assert chukker is not None
    play.close_chukker(chukker, actor=boss)
    left = enter(first, Deal(declarer="E", level=3, strain="NT", doubled=1, tricks=7), link)
    play.delete_deal(first, left.pk, version=left.version, actor=link)
    enter(first, Deal(declarer="W", level=2, strain="D", tricks=9), link)  # still open
    play_table(second, director, random.Random(5))
    return evening


# -- data built once for a test class ------------------------------------------------------------


def class_data(django_db_blocker: DjangoDbBlocker, build: Callable[[], T]) -> Iterator[T]:
    """Run ``build`` once for a class of tests, and undo what it wrote after the last of them.

    For a class-scoped fixture (``yield from factories.class_data(django_db_blocker, build)``):
    what Django's ``TestCase.setUpTestData`` does for a ``TestCase``. The rows are written in a
    transaction that stays open while the class runs; each test's own transaction (pytest-django's
    ``db``) is a savepoint inside it, so every test starts from exactly what ``build`` wrote, and
    whatever a test changes is undone before the next. Objects ``build`` returns are shared by the
    class's tests: return keys, and let each test read its rows.
    """
    with django_db_blocker.unblock():
        atomic = transaction.atomic()
        atomic.__enter__()
        try:
            Club.load()  # the first club, as the migrations made it (a committing test emptied it)
            result = build()
        except BaseException:
            atomic.__exit__(*sys.exc_info())
            raise
    try:
        yield result
    finally:
        with django_db_blocker.unblock():
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


@contextmanager
def rolled_back() -> Iterator[None]:
    """Undo everything written in the block, at its end (a savepoint rolled back)."""
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


# An evening's club points as stored: (player, place, points, field) by player.
Points = list[tuple[int, int, int, int]]


def points(evening_id: int) -> Points:
    """The evening's club points as stored."""
    rows = ClubPoints.objects.filter(evening_id=evening_id)
    return sorted(rows.values_list("player_id", "place", "points", "field"))


def fresh_points(evening_id: int) -> Points:
    """The evening's club points as a fresh award would store them now (nothing kept)."""
    with rolled_back():
        award_club_points(evening_id)
        return points(evening_id)


def deal_form(**overrides: object) -> dict[str, object]:
    """What the table page posts to save a deal: by default deal 1 of chukker 1, 2♥ by East
    making eight tricks; ``overrides`` change or add fields (``version`` for a correction)."""
    data: dict[str, object] = {
        "number": 1,
        "chukker_number": 1,
        "level": 2,
        "strain": "H",
        "doubled": 0,
        "declarer": "E",
        "result": "8",
        "save": "1",
    }
    data.update(overrides)
    return data


def club_tonight() -> season_data.ClubData:
    """The benchmarks' club of thirty players, tonight's evening in play (its biggest table in
    its last chukker, the others done): the one sample club the query counts and the failing
    cache's tests start from, built the way the benchmarks build it."""
    club = season_data.new_club(players=30)
    season_data.add_tonight(club)
    return club


def in_scope(work: Callable[..., T]) -> Callable[..., T]:
    """``work`` run in the caller's club scope, from another thread: a thread starts with no
    scope, as the site's own threads do (a test's thread stands for the test's own code)."""
    captured = dict(get_scope())

    def run(*args: Any, **kwargs: Any) -> T:
        token = scope_state.set(captured)
        try:
            return work(*args, **kwargs)
        finally:
            scope_state.reset(token)

    return run
