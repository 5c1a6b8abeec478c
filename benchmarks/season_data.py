"""A club with a long season of played evenings, built quickly for the benchmarks and tests.

Words as in ``clubchicago.club.models``: a *club* here is a director, a roster and one season;
an *evening* seats its players at *tables* (drawn from a seed, as the director's draw does) and
every table plays all the *chukkers* of its rotation to the end.

Two ways to play an evening's deals, both scored by ``scoring.score_chukker``:

- ``through_services=True``: every deal goes through ``services.play.record_deal``, exactly as
  a table's phone enters it (slow: a dozen queries a deal).
- the fast way (default): the same seeded deals are scored with ``score_chukker`` and the
  chukkers, deals and history rows are written with ``bulk_create``, closed and confirmed as the
  services would leave them. Only the inserting is batched; no total is invented.

``check_scores`` recomputes every stored chukker from its deals and lists any that disagree.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.db import connection, transaction
from django.urls import reverse
from django.utils import timezone

from clubchicago.club.management.commands.builddemo import NAMES, random_deal
from clubchicago.club.models import (
    Action,
    Attendance,
    Chukker,
    ChukkerCredit,
    Club,
    DealChange,
    DealRecord,
    Evening,
    Lineup,
    Membership,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.services import play
from clubchicago.club.services.credits import credit_rows, store_season_totals
from rotations import PlayedPosition, draw_tables
from scoring import MAX_DEALS, Deal, Side, score_chukker

# Four tables an evening, of 4, 5 and 6 players mixed (20 players a night on average).
SIZE_PATTERNS = ((4, 5, 6, 5), (6, 4, 5, 6), (5, 6, 4, 4), (6, 5, 5, 4))
FIRST_EVENING = dt.date(2026, 1, 5)
DIRECTOR = "director"


@dataclass
class ClubData:
    """What a built club holds: its director, roster, season and evenings (oldest first)."""

    director: User
    players: list[Player]
    season: Season
    rng: random.Random
    evenings: list[Evening] = field(default_factory=list)


def new_club(
    players: int = 40, seed: int = 2026, *, weeks: int = 52, password: str | None = None
) -> ClubData:
    """A director, ``players`` players with Unicode names and a season of ``weeks`` weeks.

    The director has no usable password unless one is given (hashing one takes half a second;
    the benchmarks log in with ``force_login``).
    """
    director = get_user_model().objects.create_user(
        username=DIRECTOR, password=password, is_staff=True
    )
    roster = new_players(0, players)
    club = Club.load()
    Membership.objects.create(club=club, user=director, role=Membership.Role.DIRECTOR)
    club.name = "Club de Chicago de la Gare"
    club.save()
    season = Season.objects.create(
        name=f"Season {FIRST_EVENING.year}",
        start_date=FIRST_EVENING,
        end_date=FIRST_EVENING + dt.timedelta(weeks=weeks),
    )
    return ClubData(director, list(roster), season, random.Random(seed))


def new_players(first: int, stop: int) -> list[Player]:
    """Players ``first`` to ``stop - 1`` of the roster, Unicode names numbered in turn."""
    return Player.objects.bulk_create(
        Player(name=f"{NAMES[i % len(NAMES)]} {i // len(NAMES) + 1}") for i in range(first, stop)
    )


def seat_evening(club: ClubData, sizes: Sequence[int], *, published: bool = True) -> Evening:
    """A new evening of the season, its players drawn at tables of ``sizes`` from a seed."""
    week = len(club.evenings)
    rng = club.rng
    values = Club.load().scoring_settings()
    values["unit"] = "fiches" if week % 3 == 1 else "hundreds"
    seed = rng.randrange(1, 2**31)
    evening = Evening.objects.create(
        season=club.season,
        date=FIRST_EVENING + dt.timedelta(weeks=week),
        title=f"Chicago {week + 1}",
        published=published,
        draw_seed=seed,
        **values,
    )
    present = rng.sample(club.players, sum(sizes))
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in present)
    drawn = draw_tables([p.pk for p in present], seed, sizes)
    tables = Table.objects.bulk_create(
        Table(evening=evening, number=number, size=len(ids))
        for number, ids in enumerate(drawn, start=1)
    )
    lineups = Lineup.objects.bulk_create(
        Lineup(table=table, start=1, size=table.size) for table in tables
    )
    TablePlayer.objects.bulk_create(
        TablePlayer(lineup=lineup, table=table, evening=evening, player_id=pid, number=seat)
        for table, lineup, ids in zip(tables, lineups, drawn, strict=True)
        for seat, pid in enumerate(ids, start=1)
    )
    # The first dealers the seating service plans (an export carries them and an import checks
    # them): the rotation's own, as ``Table.plan`` draws them for a table without a plan.
    for table in tables:
        table.first_dealers = "".join(str(played.first_dealer) for played in table.plan())
    Table.objects.bulk_update(tables, ["first_dealers"])
    club.evenings.append(evening)
    return evening


def chukker_script(rng: random.Random) -> list[Deal | None]:
    """The deals of one chukker as the table plays them: pass-outs (None) until four count."""
    deals: list[Deal | None] = []
    while sum(deal is not None for deal in deals) < MAX_DEALS:
        deals.append(random_deal(rng))
    return deals


def table_script(table: Table, rng: random.Random) -> list[list[Deal | None]]:
    """Every chukker's deals for ``table``, in the order they are played."""
    return [chukker_script(rng) for _played in table.plan()]


def player_names(table: Table) -> dict[int, str]:
    """The table's players by number."""
    return dict(table.table_players.values_list("number", "player__name"))


def seat_names(names: dict[int, str], played: PlayedPosition) -> dict[str, str]:
    """Who sits at N, E, S and W in a chukker, by name."""
    return {str(seat): names[number] for seat, number in played.seats.items()}


def defender(seats: dict[str, str], contract: Deal) -> str:
    """A player of the side that did not declare: the one who confirms the entry."""
    return seats["E"] if str(contract.declarer) in ("N", "S") else seats["N"]


def play_evening(
    club: ClubData, evening: Evening, *, through_services: bool = False, in_play: int = 0
) -> None:
    """Play every chukker of every table of ``evening`` to the end, confirmed and closed.

    ``in_play``: the number of the table still playing, two deals into its last chukker (only
    through the services; 0 for none).
    """
    if in_play and not through_services:
        raise ValueError("a table in play is played through the services")
    tables = list(evening.tables.order_by("number"))
    for table in tables:
        table.evening = evening
        script = table_script(table, club.rng)
        if table.number == in_play:
            script[-1] = _first_contracts(script[-1], 2)
        if through_services:
            _play_through_services(club, table, script)
        else:
            _play_in_bulk(table, script)


def _first_contracts(deals: list[Deal | None], count: int) -> list[Deal | None]:
    """The chukker's entries up to and including its ``count``-th deal played."""
    kept: list[Deal | None] = []
    for deal in deals:
        if sum(entry is not None for entry in kept) == count:
            break
        kept.append(deal)
    return kept


def _play_through_services(club: ClubData, table: Table, script: list[list[Deal | None]]) -> None:
    actor = play.Actor.for_director(club.director)
    names = player_names(table)
    for played, deals in zip(table.plan(), script, strict=True):
        seats = seat_names(names, played)
        number = 1
        for contract in deals:
            play.record_deal(
                table,
                contract,
                number=number,
                chukker_number=played.index,
                actor=actor,
                confirmed_by=defender(seats, contract) if contract else "",
            )
            number += contract is not None


def _play_in_bulk(table: Table, script: list[list[Deal | None]]) -> None:
    now = timezone.now()
    evening = table.evening
    actor = play.Actor.for_table(table).label
    numbers = dict(table.table_players.values_list("number", "player_id"))
    names = player_names(table)
    with transaction.atomic():
        chukkers, rows = [], []
        for played, deals in zip(table.plan(), script, strict=True):
            seats = seat_names(names, played)
            contracts = [deal for deal in deals if deal is not None]
            sheet = score_chukker(
                contracts,
                first_dealer=str(played.first_dealer),
                schedule=evening.schedule,
                honours=evening.honours,
            )
            chukker = Chukker(
                table=table,
                number=played.index,
                position=played.position.number,
                first_dealer=str(played.first_dealer),
                closed_at=now,
                ns_total=sheet.totals[Side.NS],
                ew_total=sheet.totals[Side.EW],
                deals_played=len(sheet.lines),
                **Chukker.seat_columns({seat: numbers[n] for seat, n in played.seats.items()}),
            )
            chukkers.append(chukker)
            rows.append(_deal_rows(chukker, deals, seats, actor, now))
        Chukker.objects.bulk_create(chukkers)
        ChukkerCredit.objects.bulk_create(
            row for chukker in chukkers for row in credit_rows(chukker, evening.pk, evening)
        )
        for chukker, deal_rows in zip(chukkers, rows, strict=True):
            for deal in deal_rows:
                deal.chukker = chukker
        stored = DealRecord.objects.bulk_create(deal for deal_rows in rows for deal in deal_rows)
        history = [
            DealChange(
                evening=evening,
                chukker=deal.chukker,
                deal=deal,
                action=Action.PASSED_OUT if deal.passed_out else Action.CREATED,
                actor=actor,
                after=play._snapshot(deal),  # the same record the service writes
            )
            for deal in stored
        ]
        history += [
            DealChange(
                evening=evening,
                chukker=chukker,
                action=Action.CLOSED,
                actor=actor,
                after={"NS": chukker.ns_total, "EW": chukker.ew_total},
            )
            for chukker in chukkers
        ]
        DealChange.objects.bulk_create(history)


def _deal_rows(
    chukker: Chukker,
    deals: Iterable[Deal | None],
    seats: dict[str, str],
    actor: str,
    now: dt.datetime,
) -> list[DealRecord]:
    rows, number = [], 1
    for contract in deals:
        fields = play._contract_fields(contract) if contract else {}
        rows.append(
            DealRecord(
                number=number,
                passed_out=contract is None,
                entered_by=actor,
                confirmed_at=now,
                confirmed_by=defender(seats, contract) if contract else "",
                **fields,
            )
        )
        number += contract is not None
    return rows


def add_evenings(
    club: ClubData, count: int, *, through_services: bool = False, published: bool = True
) -> list[Evening]:
    """``count`` more evenings of four mixed tables, every deal played; the season's totals are
    summed again once at the end (the fast way writes credits in bulk, past the services)."""
    added = []
    for _n in range(count):
        sizes = SIZE_PATTERNS[len(club.evenings) % len(SIZE_PATTERNS)]
        evening = seat_evening(club, sizes, published=published)
        play_evening(club, evening, through_services=through_services)
        added.append(evening)
    if added and not through_services:
        store_season_totals([club.season.pk])
    return added


def analyze() -> None:
    """On PostgreSQL, give the planner the statistics of what was just written in bulk (outside
    any transaction: VACUUM refuses to run in one).

    A club's PostgreSQL database has them: autovacuum gathers them within a minute of a large
    change. Rows written a moment ago in bulk have none, and the planner then guesses one row a
    table (the leaders' progression read 5.5 ms at 500 evenings against 3.3 ms once analysed):
    measuring that would measure the guess, not the pages. SQLite gathers statistics only when
    told to (``ANALYZE``), which a club's database never is: it is left as it is.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")


def evening_sizes(week: int, tables: int = 4) -> tuple[int, ...]:
    """The table sizes of the evening of ``week``: the week's pattern, repeated to ``tables``
    tables (a festival night of 30 tables mixes 4, 5 and 6 as a club night does)."""
    pattern = SIZE_PATTERNS[week % len(SIZE_PATTERNS)]
    return tuple(pattern[n % len(pattern)] for n in range(tables))


def add_tonight(club: ClubData, tables: int = 4) -> Evening:
    """An evening of ``tables`` tables played through the services, its biggest table still in
    its last chukker."""
    sizes = evening_sizes(len(club.evenings), tables)
    if len(club.players) < sum(sizes):
        club.players += new_players(len(club.players), sum(sizes))
    evening = seat_evening(club, sizes, published=False)
    biggest = evening.tables.order_by("-size", "number")[0]
    play_evening(club, evening, through_services=True, in_play=biggest.number)
    return evening


def check_scores(chukkers: Iterable[Chukker]) -> list[str]:
    """Chukkers whose stored totals differ from a fresh ``score_chukker`` over their deals.

    Pass chukkers with ``select_related("table__evening")``; an empty list means all agree.
    """
    wrong = []
    for chukker in chukkers:
        deals = list(chukker.deals.filter(deleted_at__isnull=True, passed_out=False))
        deals.sort(key=lambda deal: (deal.number, deal.pk))
        sheet = chukker.table.evening.score(
            [deal.contract() for deal in deals], chukker.first_dealer
        )
        stored = (chukker.ns_total, chukker.ew_total, chukker.deals_played)
        fresh = (sheet.totals[Side.NS], sheet.totals[Side.EW], len(sheet.lines))
        if stored != fresh:
            wrong.append(f"{chukker!s} (#{chukker.pk}): stored {stored}, recomputed {fresh}")
    return wrong


# -- the pages a director or a table uses ----------------------------------------------------


@dataclass(frozen=True)
class Page:
    label: str
    path: str
    as_table: bool = False  # fetched through the table's link, not logged in
    kind: str = "page"  # "page", "export" or "pdf"


def club_pages(club: ClubData, evening: Evening | None = None) -> list[Page]:
    """The pages of ``evening`` (by default the club's first, ``add_tonight``), of its table in
    play and one of its deals, and the club's and season's pages."""
    evening = evening or club.evenings[0]
    table = evening.tables.order_by("-size", "number")[0]
    deal = (
        table.chukkers.order_by("-number")[0].deals.filter(passed_out=False).order_by("number")[0]
    )
    e, n, s = evening.pk, table.number, club.season.pk
    link = [table.pk, table.token]

    def url(name: str, *args: object) -> str:
        return reverse(f"club:{name}", args=args)

    pad = "&".join(
        [
            "schedule=dealer&first_dealer=N",
            "deal1-level=4&deal1-strain=S&deal1-declarer=N&deal1-result==",
            "deal2-level=2&deal2-strain=H&deal2-declarer=E&deal2-result=%2B1",
            "deal3-level=3&deal3-strain=NT&deal3-declarer=S&deal3-result=-1",
            "deal4-level=1&deal4-strain=C&deal4-declarer=W&deal4-result=8",
        ]
    )
    typed = "d1-line=4S+N+%3D&d2-line=pass+2H+E+8&d3-line=3NT+S+-1&d4-line=1C+W+%2B1"
    return [
        Page("dashboard (evenings)", url("dashboard")),
        Page("evening detail", url("evening_detail", e)),
        Page("evening edit", url("evening_edit", e)),
        Page("attendance", url("evening_attendance", e)),
        Page("draw", url("evening_draw", e)),
        Page("seating", url("evening_seating", e)),
        Page("table positions", url("table_positions", e, n)),
        Page("table card PDF", url("table_card_pdf", e, n), kind="pdf"),
        Page("all table cards PDF", url("table_cards_pdf", e), kind="pdf"),
        Page("play dashboard", url("evening_play", e)),
        Page("history", url("evening_history", e)),
        Page("table page GET", url("table_play", *link), as_table=True),
        Page("deal edit GET", url("deal_edit", *link, deal.pk), as_table=True),
        Page("deal delete GET", url("deal_delete", *link, deal.pk), as_table=True),
        Page("evening standings", url("evening_standings", e)),
        Page("standings CSV", url("evening_standings", e) + "?_export=csv", kind="export"),
        Page("standings XLSX", url("evening_standings", e) + "?_export=xlsx", kind="export"),
        Page("live display", url("evening_live", e)),
        Page("table recap", url("table_recap", e, n)),
        Page("recap PDF", url("table_recap_pdf", e, n), kind="pdf"),
        Page("all recaps PDF", url("recaps_pdf", e), kind="pdf"),
        Page("ranking PDF", url("ranking_pdf", e), kind="pdf"),
        Page("season standings", url("season_standings", s)),
        Page("season PDF", url("season_pdf", s), kind="pdf"),
        Page("seasons", url("seasons")),
        Page("season edit", url("season_edit", s)),
        Page("roster", url("roster")),
        Page("club settings", url("club_settings")),
        Page("score pad (a chukker)", reverse("score_pad") + "?" + pad),
        Page("paper entry", url("paper_entry", e, n)),
        Page("paper entry preview", url("paper_preview", e, n) + "?" + typed),
        Page("score sheets PDF", url("table_score_sheets_pdf", e, n), kind="pdf"),
        Page("all score sheets PDF", url("score_sheets_pdf", e), kind="pdf"),
        Page("blank score sheet PDF", reverse("score_pad_sheet") + "?schedule=french", kind="pdf"),
        Page("results", url("results")),
        Page("player page", url("player_results", table.table_players.all()[0].player_id)),
        Page("API evenings", "/api/v1/evenings", kind="export"),
        Page("API players", "/api/v1/players", kind="export"),
    ]
