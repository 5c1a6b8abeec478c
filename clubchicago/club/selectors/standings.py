"""An evening's standings: who was credited with what over an evening, and its live standings.

Words (docs/rules.md#net-score, docs/rules.md#credits):
- *position*: one chukker of the rotation table at one table. Only **closed** chukkers count: a
  chukker still in play credits nobody yet.
- *credit*: each player of the winning side gets +net, each loser -net, sitters-out nothing
  (``scoring.player_credits``), as raw points, hundreds (by the evening's 50 rule) and fiches
  (by the evening's fiche value).
- *total*: a player's credits summed over the positions they played, in the evening's *unit*
  (hundreds or fiches). The ranking is by that sum (docs/rules.md#ranking: "classement par addition
  des fiches"); equal totals share a rank (1, 2, 2, 4).
- *position played*: a closed chukker in which at least one deal was bid and played; a chukker
  closed with only pass-outs is not one (nobody played a card that counted).
- *average*: the total per position played. Players at tables of different sizes, or who sat
  out more, play different numbers of positions; then the ranking is by the average unless the
  director asks for totals, and the page says which.
- *minimum*: a club setting, a share of the evening's chukkers (``scoring.ranking_minimum``): of
  the chukkers played so far while the evening goes on, of all of them once it has ended. A
  player who played fewer positions is listed but not ranked.
- *provisional*: until every table has closed all its chukkers, the standings are provisional
  and say how many chukkers are still to be played or closed.
- *handicap ranking*: beside the scratch ranking, each player's result plus their handicap for
  each position played (docs/rules.md#handicaps), ranked by the same order and minimum, equal
  results sharing a rank as in the scratch ranking.

The ranking rules themselves (``rank``, the average, the keys) are plain Python in
``scoring.standings``; a season's standings are ``selectors.season_standings``; the live
standings are kept in the shared cache by ``caching.live_standings``; the sentences are
``standings_notes``.

Every function here takes an evening or evenings and runs a fixed, small number of queries
(``values()`` rows, no per-row lookups); everything else is plain Python, so the views, the
exports and the PDFs all read the same rows. Nothing here renders HTML.

One evening is credited here from its closed chukkers (``_tally``: a few dozen at most). Many
evenings are added up by the database from the credits each closed chukker stores
(``ChukkerCredit``, kept equal to ``player_credits`` by ``services.credits`` and checked by
``manage.py checkcredits``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple, TypedDict

from django.db.models import Count, Q, Sum

from clubchicago.club import standings_notes
from clubchicago.club.collation import by_name, sort_key
from clubchicago.club.models import Chukker, ChukkerCredit, Evening, Player, Table, TablePlayer
from clubchicago.club.selectors.handicaps import handicaps
from scoring import NOTHING, Credit, Unit, player_credits, ranking_minimum
from scoring.handicap import NO_HANDICAP, handicap_result
from scoring.rounding import HUNDRED
from scoring.standings import Order, average, average_keys, by_handicap, handicap_average, rank

SEAT_COLUMNS = [f"{name}_id" for name in Chukker.SEAT_FIELDS.values()]


class Ranking(StrEnum):
    """Which ranking a page shows: scratch, or with handicaps (docs/rules.md#handicaps)."""

    SCRATCH = "scratch"
    HANDICAP = "handicap"

    @classmethod
    def parse(cls, value: str | None) -> Ranking:
        """The ranking asked for in a query string; scratch for anything else."""
        return cls.HANDICAP if value == cls.HANDICAP.value else cls.SCRATCH


# -- an evening ---------------------------------------------------------------------------


@dataclass(frozen=True)
class StandingRow:
    """One player's line in an evening's standings; ``total`` is in the evening's unit."""

    player_id: int
    name: str
    table: int | None
    number: int | None
    positions: int
    total: int
    raw: int
    credit: Credit = NOTHING
    rank: int | None = 0  # None: listed, not ranked (fewer positions than the minimum)
    handicap: Decimal | None = None  # in the handicap ranking: hundreds or fiches per position
    per_unit: int = 1  # the points of one unit of ``total``: 100 for hundreds, 1 for fiches

    @property
    def average(self) -> Decimal | None:
        return average(self.total, self.positions)

    @property
    def handicap_total(self) -> Decimal | None:
        """The total plus the handicap for each position played (docs/rules.md#handicaps)."""
        if self.handicap is None:
            return None
        return handicap_result(self.total, self.handicap, self.positions, self.per_unit)

    @property
    def handicap_average(self) -> Decimal | None:
        """The handicap result per position played, to one decimal."""
        return handicap_average(self.handicap_total, self.positions)

    @property
    def sort_name(self) -> str:
        """What a click on the name column sorts by (``collation``)."""
        return sort_key(self.name)

    @property
    def ranked(self) -> bool:
        return self.rank is not None


@dataclass(frozen=True)
class EveningStandings:
    """An evening's standings, with what the ranking is by and whether it is final."""

    rows: list[StandingRow]
    order: Order  # what the rows are ranked by
    positions_differ: bool  # players played different numbers of positions
    minimum: int  # positions a player must play to be ranked
    remaining: int  # chukkers still to be played or closed
    tables: int
    handicapped: bool = False  # the handicap ranking (``with_handicaps``)

    @property
    def final(self) -> bool:
        """Every table has closed every chukker it plays tonight."""
        return self.tables > 0 and self.remaining == 0

    @property
    def by_average(self) -> bool:
        return self.order is Order.AVERAGE

    @property
    def unranked(self) -> int:
        return sum(1 for row in self.rows if not row.ranked)

    def notes(self, unit: str) -> list[str]:
        """What the ranking is by, who is not ranked and whether it is final, as sentences
        (``standings_notes.evening_notes``)."""
        return standings_notes.evening_notes(self, unit)


def with_handicaps(
    result: EveningStandings, by_player: dict[int, Decimal], unit: Unit | str
) -> EveningStandings:
    """``result`` ranked again by each player's handicap result (docs/rules.md#handicaps): the
    same order and minimum as the scratch ranking, equal results sharing a rank. No query.

    ``unit``: the evening's, which the handicaps are in (hundreds count 100 points each)."""
    per_unit = HUNDRED if str(unit) == Unit.HUNDREDS else 1
    rows = sorted(
        (
            replace(row, handicap=by_player.get(row.player_id, NO_HANDICAP), per_unit=per_unit)
            for row in result.rows
        ),
        key=lambda row: by_player_name((row.player_id, row.name)),
    )
    minimum = max(result.minimum, 1)
    ranked = rank(
        rows,
        lambda row: by_handicap(row.handicap_total, row.positions, result.order),
        lambda row: row.positions >= minimum,
    )
    return replace(result, rows=ranked, handicapped=True)


def evening_handicap_standings(
    evening: Evening, order: Order | str | None = None
) -> EveningStandings:
    """The evening's handicap ranking: ``evening_standings`` and the players' handicaps under
    the evening's season (one or three queries more)."""
    result = evening_standings(evening, order)
    season = evening.season if evening.season_id is not None else None
    by_player = handicaps(season, [row.player_id for row in result.rows])
    return with_handicaps(result, by_player, evening.unit)


class ClosedChukker(TypedDict):
    """A closed chukker as ``_closed_chukkers`` reads it: players by seat, totals, evening."""

    north_id: int
    east_id: int
    south_id: int
    west_id: int
    ns_total: int
    ew_total: int
    table__evening_id: int


def _closed_chukkers(**filters: object) -> list[ClosedChukker]:
    # A chukker closed with only pass-outs is not a position played. In no order: they are
    # summed (``Chukker``'s own order would join the evening to sort by its date).
    return list(
        Chukker.objects.filter(closed_at__isnull=False, deals_played__gt=0, **filters)
        .order_by()
        .values(*SEAT_COLUMNS, "ns_total", "ew_total", "table__evening_id")
    )


@lru_cache(maxsize=4096)  # chukkers' totals repeat: an evening's are credited at every change
def _seat_credits(
    ns_total: int, ew_total: int, half: str, fiche_value: int
) -> tuple[tuple[str, Credit], ...]:
    """What ``player_credits`` credits each seat of a chukker with these totals."""
    credits = player_credits(
        ("N", "S"), ("E", "W"), ns_total, ew_total, half=half, fiche_value=fiche_value
    )
    return tuple(credits.items())


def _credits_of(chukker: ClosedChukker, half: str, fiche_value: int) -> dict[int, Credit]:
    seat = dict(_seat_credits(chukker["ns_total"], chukker["ew_total"], half, fiche_value))
    return {
        chukker["north_id"]: seat["N"],
        chukker["south_id"]: seat["S"],
        chukker["east_id"]: seat["E"],
        chukker["west_id"]: seat["W"],
    }


def by_player_name(item: tuple[int, str]) -> tuple[str, str, int]:
    """Players (id, name) in the order of every list of players: Élodie with the E's."""
    player_id, name = item
    return (*by_name(name), player_id)


def _missing_names(known: dict[int, str], player_ids: Iterable[int]) -> dict[int, str]:
    """Names of players credited but no longer seated (moved by the director): one query."""
    missing = set(player_ids) - set(known)
    if not missing:
        return {}
    return dict(Player.objects.filter(pk__in=missing).values_list("pk", "name"))


def _tally(
    chukkers: Iterable[ClosedChukker], rules: Callable[[ClosedChukker], tuple[str, int]]
) -> tuple[dict[int, Credit], dict[int, int]]:
    """Each player's summed credit and positions played over ``chukkers``.

    ``rules(chukker)`` gives the half rule and fiche value of the chukker's evening.
    """
    credits: dict[int, Credit] = defaultdict(Credit)
    positions: dict[int, int] = defaultdict(int)
    for chukker in chukkers:
        half, fiche_value = rules(chukker)
        for player_id, credit in _credits_of(chukker, half, fiche_value).items():
            credits[player_id] += credit
            positions[player_id] += 1
    return credits, positions


class Place(NamedTuple):
    """A player's place at an evening: their table's number and their number at it."""

    player_id: int
    name: str
    table: int
    number: int


# A player whose table's players changed has several places: the one they hold now (or their
# latest) comes last, and is the one the standings show.
PLACES_ORDER = ("player__name", "player_id", "current", "lineup__start", "pk")


@dataclass(frozen=True)
class _EveningRecord:
    """What one evening's standings are computed from, read by ``evening_standings`` for one
    evening (crediting its closed chukkers) or by ``evenings_standings`` for many at once (from
    their stored credits, summed by the database)."""

    places: list[Place]  # sorted by name
    credits: dict[int, Credit]  # each credited player's sum over the positions they played
    positions: dict[int, int]  # and the number of those positions
    progress: list[tuple[int, int]]  # each table's length and chukkers closed


def _ranked_evening(
    evening: Evening,
    record: _EveningRecord,
    known_names: dict[int, str],
    order: Order | str | None,
) -> EveningStandings:
    """The standings of ``evening`` from its rows: plain Python, no query.

    ``known_names``: names by player id, for the players credited but no longer seated.
    """
    seated = {place.player_id: place for place in record.places}  # the latest place wins
    names = {player_id: place.name for player_id, place in seated.items()}
    credits, positions = record.credits, record.positions
    names.update({pk: known_names[pk] for pk in credits if pk not in names and pk in known_names})
    rows = [
        StandingRow(
            player_id=player_id,
            name=name,
            table=seated[player_id].table if player_id in seated else None,
            number=seated[player_id].number if player_id in seated else None,
            positions=positions.get(player_id, 0),
            total=evening.shown(credits.get(player_id, NOTHING)),
            raw=credits.get(player_id, NOTHING).raw,
            credit=credits.get(player_id, NOTHING),
        )
        for player_id, name in sorted(names.items(), key=by_player_name)
    ]
    differ = len({row.positions for row in rows}) > 1
    chosen = Order.parse(order, Order.AVERAGE if differ else Order.TOTAL)
    remaining = sum(max(length - done, 0) for length, done in record.progress)
    # docs/rules.md#ranking-minimum: until the evening ends, the minimum is a share of the
    # chukkers played so far (the most any table has closed), so the live standings rank from
    # the first chukker; at the end, of the whole evening.
    minimum = ranking_minimum(
        evening.length,
        max((done for _length, done in record.progress), default=0),
        evening.ranking_minimum,
        ended=bool(record.progress) and remaining == 0,
    )

    def eligible(row: StandingRow) -> bool:
        return row.positions >= minimum

    if chosen is Order.AVERAGE:
        keys = average_keys([(row.total, row.positions) for row in rows])
        averages = {row.player_id: key for row, key in zip(rows, keys, strict=True)}
        ranked = rank(rows, lambda row: averages[row.player_id], eligible)
    else:
        ranked = rank(rows, lambda row: row.total, eligible)
    return EveningStandings(
        rows=ranked,
        order=chosen,
        positions_differ=differ,
        minimum=minimum,
        remaining=remaining,
        tables=len(record.progress),
    )


def _tables_progress(**filters: object) -> list[tuple[int, int, int]]:
    """Each table's evening, length and chukkers closed (one query)."""
    closed = Count("chukkers", filter=Q(chukkers__closed_at__isnull=False))
    rows = Table.objects.filter(**filters).order_by().annotate(closed=closed)  # in no order
    return list(rows.values_list("evening_id", "length", "closed"))  # one row a table


def evening_standings(evening: Evening, order: Order | str | None = None) -> EveningStandings:
    """Every player seated at ``evening``, ranked over the positions they played.

    ``order`` None ranks by the average per position when players played different numbers of
    positions, and by the total otherwise (then both give the same order). Three queries: the
    evening's seats, its closed chukkers' credits, and each table's length and chukkers closed.
    """
    places = [
        Place(*row)
        for row in TablePlayer.objects.filter(evening=evening)
        .order_by(*PLACES_ORDER)
        .values_list("player_id", "player__name", "table__number", "number")
    ]
    chukkers = _closed_chukkers(table__evening=evening)
    credited = {pk for chukker in chukkers for pk in _seated_ids(chukker)}
    names = {place.player_id: place.name for place in places}
    names.update(_missing_names(names, credited))
    progress = [(length, closed) for _pk, length, closed in _tables_progress(evening=evening)]
    credits, positions = _tally(chukkers, lambda _chukker: (evening.half, evening.fiche_value))
    record = _EveningRecord(places, credits, positions, progress)
    return _ranked_evening(evening, record, names, order)


@dataclass(frozen=True)
class TableStandings:
    """The evening so far for the players of one table: their rows of the evening's standings,
    with the evening's rank (docs/rules.md#ranking), best first."""

    rows: list[StandingRow]
    standings: EveningStandings
    unit: str  # the evening's

    @property
    def notes(self) -> list[str]:
        """What the evening's ranking is by, who is not ranked and whether it is final."""
        return self.standings.notes(self.unit)

    @property
    def final(self) -> bool:
        return self.standings.final

    @property
    def by_average(self) -> bool:
        return self.standings.by_average

    @property
    def shown(self) -> tuple[object, ...]:
        """What the table page shows of them, for its ETag: the rows, the notes, whether final
        and by the average, in which unit; not the rest of the evening's standings."""
        return (self.rows, self.notes, self.final, self.by_average, self.unit)


def table_standings(
    result: EveningStandings, evening: Evening, player_ids: Iterable[int]
) -> TableStandings:
    """The rows of ``player_ids`` (a table's players tonight) in the evening's standings
    ``result`` (the live ones, ``caching.live_standings``), in the standings' own order: ranked
    as the whole evening ranks them, never ranked again. No query."""
    wanted = set(player_ids)
    rows = [row for row in result.rows if row.player_id in wanted]
    return TableStandings(rows, result, evening.unit)


def evenings_standings(evenings: Sequence[Evening]) -> dict[int, EveningStandings]:
    """The standings of each of ``evenings`` (by evening id), each ranked by its own default.

    Three queries however many evenings: their seats, their stored credits summed by player
    (``ChukkerCredit``, with the names of players credited but no longer seated) and each
    table's length and chukkers closed. A player's page reads a whole season this way.
    """
    ids = [evening.pk for evening in evenings]
    if not ids:
        return {}
    records = {pk: _EveningRecord([], {}, {}, []) for pk in ids}
    for evening_id, player_id, name, table, number in (
        TablePlayer.objects.filter(evening_id__in=ids)
        .order_by(*PLACES_ORDER)
        .values_list("evening_id", "player_id", "player__name", "table__number", "number")
    ):
        records[evening_id].places.append(Place(player_id, name, table, number))
    names: dict[int, str] = {}
    for row in (
        ChukkerCredit.objects.filter(evening_id__in=ids)
        .order_by()
        .values("evening_id", "player_id", "player__name")
        .annotate(
            raw_total=Sum("raw"),
            rounded_points_total=Sum("rounded_points"),
            fiches_total=Sum("fiches"),
            position_count=Count("pk"),
        )
    ):
        record = records[row["evening_id"]]
        credit = Credit(row["raw_total"], row["rounded_points_total"], row["fiches_total"])
        record.credits[row["player_id"]] = credit
        record.positions[row["player_id"]] = row["position_count"]
        names[row["player_id"]] = row["player__name"]
    for evening_id, length, closed in _tables_progress(evening_id__in=ids):
        records[evening_id].progress.append((length, closed))
    return {
        evening.pk: _ranked_evening(evening, records[evening.pk], names, None)
        for evening in evenings
    }


def _seated_ids(chukker: ClosedChukker) -> tuple[int, int, int, int]:
    return (chukker["north_id"], chukker["east_id"], chukker["south_id"], chukker["west_id"])
