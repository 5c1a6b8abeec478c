"""Standings: who was credited with what over an evening or a season, in this one plain module.

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
- *season*: evenings may use different units and fiche values, so a season adds hundreds (ranked
  by them) and never fiches of different values: fiches are shown beside the hundreds, summed
  separately for each fiche value.
- *progression*: a player's running season total in hundreds after each evening in which a
  chukker counted (the season page's chart of its leaders, and a player's own page).
- *handicap ranking*: beside the scratch ranking, each player's result plus their handicap for
  each position played (docs/rules.md#handicaps), ranked by the same order and minimum, equal
  results sharing a rank as in the scratch ranking.
- *season rules*: the best N of M evenings count, a minimum of evenings and members only for a
  prize (docs/rules.md#season-rules); a player the rules make ineligible is listed, not ranked,
  with the reasons.

Every function here takes an evening, a season or a table and runs a fixed, small number of
queries (``values()`` rows, no per-row lookups); everything else is plain Python, so the views,
the exports and the PDFs all read the same rows. Nothing here renders HTML.

One evening is credited here from its closed chukkers (``_tally``: a few dozen at most). Many
evenings are added up by the database from the credits each closed chukker stores
(``ChukkerCredit``, kept equal to ``player_credits`` by ``services.credits`` and checked by
``manage.py checkcredits``); a season is read from its players' totals, those credits summed and
stored by ``services.credits`` too (``SeasonTotal``, ``SeasonFiches``), so a season of 500
evenings costs about what one of 50 does. Its leaders' progression is drawn at
``charts.MOST_POINTS`` evenings at most.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from fractions import Fraction
from itertools import accumulate
from typing import TypedDict, TypeVar

from django.core.cache import cache
from django.db.models import (
    Count,
    Exists,
    OuterRef,
    Q,
    Subquery,
    Sum,
)
from django.db.models.functions import Coalesce
from django.utils import timezone
from django.utils.translation import gettext, ngettext

from clubchicago.club import display
from clubchicago.club.charts import Series, sample
from clubchicago.club.collation import by_name, sort_key
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    Evening,
    Player,
    Season,
    SeasonFiches,
    SeasonTotal,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.handicaps import handicaps
from clubchicago.club.selectors.seasons import season_is_open
from scoring import NOTHING, Credit, Unit, player_credits, ranking_minimum
from scoring.handicap import NO_HANDICAP, handicap_result
from scoring.rounding import HUNDRED
from scoring.season_rules import EveningResult, Ineligible, SeasonRules, counted, ineligible

SEAT_COLUMNS = [f"{name}_id" for name in Chukker.SEAT_FIELDS.values()]
ONE_DECIMAL = Decimal("0.1")

# The rows ``rank`` fills in: dataclasses with a ``rank`` field.
R = TypeVar("R", "StandingRow", "SeasonRow")
# What rows are ranked by: a whole number, or (has played, exact average).
RankKey = int | Decimal | tuple[bool, Fraction]


class Order(StrEnum):
    """What a ranking is by: the total or the average per position played."""

    TOTAL = "total"
    AVERAGE = "average"

    @classmethod
    def parse(cls, value: str | None, default: Order | None = None) -> Order:
        """The order asked for in a query string, or ``default`` (the total) for anything else."""
        for order in cls:
            if value == order.value:
                return order
        return default or cls.TOTAL


class Ranking(StrEnum):
    """Which ranking a page shows: scratch, or with handicaps (docs/rules.md#handicaps)."""

    SCRATCH = "scratch"
    HANDICAP = "handicap"

    @classmethod
    def parse(cls, value: str | None) -> Ranking:
        """The ranking asked for in a query string; scratch for anything else."""
        return cls.HANDICAP if value == cls.HANDICAP.value else cls.SCRATCH


# -- ranking ------------------------------------------------------------------------------


def rank(
    rows: Iterable[R], key: Callable[[R], RankKey], eligible: Callable[[R], bool] = bool
) -> list[R]:
    """``rows`` best first by ``key`` (highest first), each with its shared rank: 1, 2, 2, 4.

    Rows with equal keys keep the order they came in (pass them sorted by name). Rows that are
    not ``eligible`` (too few positions played) come last, in the same order, with no rank. Each
    row must be a dataclass with a ``rank`` field; the rows returned are copies with it filled.
    """
    ordered = sorted(rows, key=key, reverse=True)
    ranked: list[R] = []
    previous: RankKey | None = None
    current = 0
    for row in ordered:
        if not eligible(row):
            continue
        value = key(row)
        if value != previous:
            current, previous = len(ranked) + 1, value
        ranked.append(replace(row, rank=current))
    return ranked + [replace(row, rank=None) for row in ordered if not eligible(row)]


def average(total: int, positions: int) -> Decimal | None:
    """``total`` per position to one decimal (half away from zero), or None before any play."""
    if not positions:
        return None
    exact = Decimal(total) / Decimal(positions)
    return exact.quantize(ONE_DECIMAL, rounding=ROUND_HALF_UP)


def _by_average(total: int, positions: int) -> tuple[bool, Fraction]:
    # Exact, so two averages that print alike but differ still rank apart; players who have not
    # played yet come last.
    return (positions > 0, Fraction(total, positions) if positions else Fraction(0))


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
        return _handicap_average(self.handicap_total, self.positions)

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
        """What the ranking is by, who is not ranked and whether it is final, as sentences."""
        shown = display.unit_name(unit)
        if self.by_average and self.positions_differ:
            first = gettext(
                "Ranked by the average per position played, in %(unit)s, because players played "
                "different numbers of positions."
            )
        elif self.by_average:
            first = gettext("Ranked by the average per position played, in %(unit)s.")
        else:
            first = gettext("Ranked by the total, in %(unit)s; equal totals share a rank.")
        notes = [first % {"unit": shown}]
        if self.handicapped:
            notes.append(handicap_note())
        if self.unranked:
            notes.append(
                ngettext(
                    "A player who played fewer than %(count)s position is listed but not ranked.",
                    "A player who played fewer than %(count)s positions is listed but not ranked.",
                    self.minimum,
                )
                % {"count": self.minimum}
            )
        if not self.final:
            notes.append(
                ngettext(
                    "Provisional: %(count)s chukker is still to be played or closed.",
                    "Provisional: %(count)s chukkers are still to be played or closed.",
                    self.remaining,
                )
                % {"count": self.remaining}
            )
        return notes


def handicap_note() -> str:
    """The handicap ranking's note, in the reader's language."""
    return gettext(
        "Handicap ranking: each player's result plus their handicap for each position played; "
        "equal results share a rank."
    )


def _handicap_average(result: Decimal | None, positions: int) -> Decimal | None:
    if result is None or not positions:
        return None
    return (result / positions).quantize(ONE_DECIMAL, rounding=ROUND_HALF_UP)


def _by_handicap(result: Decimal | None, positions: int, order: Order) -> RankKey:
    """The key a handicap ranking is by: the result, or its exact average per position."""
    value = result if result is not None else Decimal(0)
    if order is Order.AVERAGE:
        exact = Fraction(value) / positions if positions else Fraction(0)
        return (positions > 0, exact)
    return value


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
        key=lambda row: _by_name((row.player_id, row.name)),
    )
    minimum = max(result.minimum, 1)
    ranked = rank(
        rows,
        lambda row: _by_handicap(row.handicap_total, row.positions, result.order),
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
    # A chukker closed with only pass-outs is not a position played.
    return list(
        Chukker.objects.filter(closed_at__isnull=False, deals_played__gt=0, **filters).values(
            *SEAT_COLUMNS, "ns_total", "ew_total", "table__evening_id"
        )
    )


def _credits_of(chukker: ClosedChukker, half: str, fiche_value: int) -> dict[int, Credit]:
    return player_credits(
        (chukker["north_id"], chukker["south_id"]),
        (chukker["east_id"], chukker["west_id"]),
        chukker["ns_total"],
        chukker["ew_total"],
        half=half,
        fiche_value=fiche_value,
    )


def _by_name(item: tuple[int, str]) -> tuple[str, str, int]:
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


# A player's place at an evening: (player id, name, table number, number at the table).
Place = tuple[int, str, int, int]
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
    names = {player_id: name for player_id, name, _table, _number in record.places}
    seats = {player_id: (table, number) for player_id, _name, table, number in record.places}
    credits, positions = record.credits, record.positions
    names.update({pk: known_names[pk] for pk in credits if pk not in names and pk in known_names})
    rows = [
        StandingRow(
            player_id=player_id,
            name=name,
            table=seats.get(player_id, (None, None))[0],
            number=seats.get(player_id, (None, None))[1],
            positions=positions.get(player_id, 0),
            total=evening.shown(credits.get(player_id, NOTHING)),
            raw=credits.get(player_id, NOTHING).raw,
            credit=credits.get(player_id, NOTHING),
        )
        for player_id, name in sorted(names.items(), key=_by_name)
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
        ranked = rank(rows, lambda row: _by_average(row.total, row.positions), eligible)
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
    rows = Table.objects.filter(**filters).annotate(closed=closed)
    return [(row.evening_id, row.length, row.closed) for row in rows.only("evening", "length")]


def evening_standings(evening: Evening, order: Order | str | None = None) -> EveningStandings:
    """Every player seated at ``evening``, ranked over the positions they played.

    ``order`` None ranks by the average per position when players played different numbers of
    positions, and by the total otherwise (then both give the same order). Three queries: the
    evening's seats, its closed chukkers' credits, and each table's length and chukkers closed.
    """
    places = list(
        TablePlayer.objects.filter(evening=evening)
        .order_by(*PLACES_ORDER)
        .values_list("player_id", "player__name", "table__number", "number")
    )
    chukkers = _closed_chukkers(table__evening=evening)
    credited = {pk for chukker in chukkers for pk in _seated_ids(chukker)}
    names = {place[0]: place[1] for place in places}
    names.update(_missing_names(names, credited))
    progress = [(length, closed) for _pk, length, closed in _tables_progress(evening=evening)]
    credits, positions = _tally(chukkers, lambda _chukker: (evening.half, evening.fiche_value))
    record = _EveningRecord(places, credits, positions, progress)
    return _ranked_evening(evening, record, names, order)


# How long an evening's live standings stay in the shared cache unread: a new results version
# makes them unreachable at once; this only frees the space.
LIVE_SECONDS = 6 * 3600


def live_standings(evening: Evening) -> EveningStandings:
    """``evening_standings`` by the evening's own order, read from the shared cache under its
    results version (``services.versions``): the tables' phones, the tonight page and the
    projector poll them every 30 seconds, and an unchanged evening is ranked once, not once a
    poll. Three queries when the version is new, none after."""
    key = f"clubchicago:standings:{evening.pk}:{evening.results_version}"
    found = cache.get(key)
    if isinstance(found, EveningStandings):
        return found
    result = evening_standings(evening)
    cache.set(key, result, LIVE_SECONDS)
    return result


def live_digest(evening: Evening) -> str:
    """A short digest of what the evening's live standings say (``live_standings``), kept under
    its results version: it moves only when the standings do (a chukker closed or corrected,
    the seating changed), not with every deal entered in an open chukker, so a page that shows
    only the standings can answer its polls 304 while the tables play on."""
    key = f"clubchicago:standings-digest:{evening.pk}:{evening.results_version}"
    found = cache.get(key)
    if isinstance(found, str):
        return found
    digest = hashlib.sha256(repr(live_standings(evening)).encode()).hexdigest()[:32]
    cache.set(key, digest, LIVE_SECONDS)
    return digest


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


def table_standings(evening: Evening, player_ids: Iterable[int]) -> TableStandings:
    """The rows of ``player_ids`` (a table's players tonight) in the evening's live standings,
    in the standings' own order: ranked as the whole evening ranks them, never ranked again."""
    result = live_standings(evening)
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
        records[evening_id].places.append((player_id, name, table, number))
    names: dict[int, str] = {}
    for row in (
        ChukkerCredit.objects.filter(evening_id__in=ids)
        .order_by()
        .values("evening_id", "player_id", "player__name")
        .annotate(
            raw_total=Sum("raw"),
            hundreds_total=Sum("hundreds"),
            fiches_total=Sum("fiches"),
            position_count=Count("pk"),
        )
    ):
        record = records[row["evening_id"]]
        credit = Credit(row["raw_total"], row["hundreds_total"], row["fiches_total"])
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


# -- a season -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SeasonRow:
    """One player's line over a season: every evening counted in hundreds, fiches beside.

    ``fiches`` holds, for each fiche value the season's fiche evenings used, the fiches won at
    that value: ``((100, 12), (200, -3))``. Fiches of different values are never added.
    """

    player_id: int
    name: str
    evenings: int
    positions: int
    hundreds: int
    raw: int
    fiches: tuple[tuple[int, int], ...] = ()
    rank: int | None = 0
    # docs/rules.md#season-rules: the evenings played that do not count (best N of M) and why
    # the player is not eligible for a prize; ``hundreds`` and ``positions`` are of the
    # evenings that count.
    dropped: int = 0
    ineligible: tuple[Ineligible, ...] = ()
    handicap: Decimal | None = None  # in the handicap ranking: hundreds per position

    @property
    def average(self) -> Decimal | None:
        """Hundreds per position played."""
        return average(self.hundreds, self.positions)

    @property
    def handicap_total(self) -> Decimal | None:
        """The hundreds plus the handicap for each position counted (docs/rules.md#handicaps)."""
        if self.handicap is None:
            return None
        return handicap_result(self.hundreds, self.handicap, self.positions, HUNDRED)

    @property
    def handicap_average(self) -> Decimal | None:
        return _handicap_average(self.handicap_total, self.positions)

    @property
    def eligibility(self) -> str:
        """Why the player is not eligible for a prize, in words; "eligible" when they are."""
        if not self.ineligible:
            return gettext("eligible")
        return display.ineligible_reasons(self.ineligible)

    @property
    def sort_name(self) -> str:
        """What a click on the name column sorts by (``collation``)."""
        return sort_key(self.name)


@dataclass(frozen=True)
class SeasonEvening:
    """An evening of a season, as the progression's axis names it."""

    pk: int
    date: dt.date
    title: str
    number: int = 0  # its number among the evenings played, from 1


@dataclass(frozen=True)
class Progression:
    """A player's running total in hundreds after each evening played in the season."""

    row: SeasonRow
    cumulative: tuple[int, ...]

    @property
    def series(self) -> Series:
        """The player's line on the leaders' chart."""
        return Series(self.row.name, self.cumulative)


@dataclass(frozen=True)
class SeasonStandings:
    rows: list[SeasonRow]  # the players who played a position counted here, ranked
    evenings: int  # evenings in the season
    published: bool  # every evening of the season is published (and there is one)
    fiche_values: list[int] = field(default_factory=list)  # of the evenings counted in fiches
    order: Order = Order.TOTAL
    # The evenings in which a chukker counted, oldest first, and the hundreds of each of the
    # first ``PROGRESSION_LEADERS`` ranked players in each of them (0 where they did not play):
    # what the leaders' progression is drawn from. Past ``charts.MOST_POINTS`` evenings played,
    # one in ``step`` and the last (``charts.sample``): then each evening's hundreds are those
    # since the evening shown before it, so the running totals stay exact.
    played: tuple[SeasonEvening, ...] = ()
    by_evening: dict[int, tuple[int, ...]] = field(default_factory=dict)
    step: int = 1
    rules: SeasonRules = field(default_factory=SeasonRules)  # docs/rules.md#season-rules
    handicapped: bool = False  # the handicap ranking
    # docs/rules.md#season-standings: the players present at a counted evening who played no
    # position there (drawn, never played), listed apart and never ranked.
    unplayed: list[SeasonRow] = field(default_factory=list)
    public: bool = False  # over the published evenings only, as the public sees it
    counted: int = 0  # the evenings counted: the published ones when ``public``, else all
    published_count: int = 0  # the season's published evenings
    open: bool = False  # the season's last day has not passed (``seasons.season_is_open``)

    def after(self) -> str:
        """How far the standings go: "After 3 of 10 evenings.", or "After 3 evenings." while
        the season is open (docs/rules.md#season-standings)."""
        if self.open:
            return ngettext(
                "After %(count)s evening.", "After %(count)s evenings.", self.counted
            ) % {"count": self.counted}
        return ngettext(
            "After %(count)s of %(total)s evening.",
            "After %(count)s of %(total)s evenings.",
            self.evenings,
        ) % {"count": self.counted, "total": self.evenings}

    def counted_note(self) -> str | None:
        """For the director, whose page counts every evening: which of them the public sees."""
        if self.public or self.published:
            return None
        return ngettext(
            "This page counts every evening of the season, published or not. The public sees "
            "the standings over the published evenings only: %(count)s evening so far.",
            "This page counts every evening of the season, published or not. The public sees "
            "the standings over the published evenings only: %(count)s evenings so far.",
            self.published_count,
        ) % {"count": self.published_count}

    def progression(self, leaders: int = 5) -> list[Progression]:
        """The first ``leaders`` ranked players' cumulative hundreds after each evening played;
        nothing before a chukker counts. ``season_standings`` reads the evenings of the first
        ``PROGRESSION_LEADERS`` (5, what the chart draws) only, so no more are given."""
        leaders = min(leaders, PROGRESSION_LEADERS)
        if not self.played:
            return []
        # A player seated but never credited (their table closed nothing yet) stays at zero.
        nothing = (0,) * len(self.played)
        return [
            Progression(row, tuple(accumulate(self.by_evening.get(row.player_id, nothing))))
            for row in self.rows
            if row.rank is not None
        ][:leaders]

    def progression_by_evening(
        self, leaders: Sequence[Progression]
    ) -> list[tuple[SeasonEvening, tuple[int, ...]]]:
        """Each evening played with the ``leaders``' running totals after it: the chart's
        figures as a table."""
        return [
            (evening, tuple(leader.cumulative[index] for leader in leaders))
            for index, evening in enumerate(self.played)
        ]

    @property
    def evenings_played(self) -> int:
        """The evenings in which a chukker counted, whether or not the progression shows each."""
        return self.played[-1].number if self.played else 0

    def sampled_note(self) -> str | None:
        """Under the chart, when it shows only some evenings: which."""
        if self.step == 1:
            return None
        return gettext(
            "The chart shows one evening in %(step)s, from the first, and the last; each figure "
            "is the running total after that evening."
        ) % {"step": self.step}

    def notes(self) -> list[str]:
        """What the season's ranking is by, and how its fiches are counted, as sentences."""
        if self.order is Order.AVERAGE:
            notes = [
                gettext("Ranked by the average per position played, in points to the hundred.")
            ]
        elif self.rules.best is not None:  # docs/rules.md#season-rules
            notes = [
                gettext(
                    "Ranked by the total in points to the hundred over the evenings that count."
                )
            ]
        elif self.public:
            notes = [
                gettext("Ranked by the total in points to the hundred over the published evenings.")
            ]
        else:
            notes = [
                gettext(
                    "Ranked by the total in points to the hundred over every evening of the season."
                )
            ]
        notes.append(
            gettext(
                "Each evening counts here in points to the hundred (rounded by that evening's "
                "rule), whatever it was scored in; equal totals share a rank. Only closed "
                "chukkers count."
            )
        )
        if len(self.fiche_values) > 1:
            notes.append(
                gettext(
                    "Fiches of different values are never added together: the fiches column "
                    "sums them apart for each value."
                )
            )
        elif self.fiche_values:
            notes.append(
                gettext("The fiches column adds the fiches of the evenings scored in fiches.")
            )
        if self.unplayed:
            notes.append(
                gettext(
                    "A player who was present but played no position is listed apart, not ranked."
                )
            )
        if self.handicapped:
            notes.append(handicap_note())
        return notes + self.rule_notes()

    def rule_notes(self) -> list[str]:
        """Which of the season's rules ranked it (docs/rules.md#season-rules), as sentences."""
        rules, notes = self.rules, []
        if rules.best is not None:
            notes.append(
                gettext("Rule: each player's best %(best)s of %(of)s evenings count.")
                % {"best": rules.best, "of": rules.of}
            )
        if rules.minimum_evenings:
            notes.append(
                ngettext(
                    "Rule: a player must have played %(count)s evening to be eligible for a prize.",
                    "Rule: a player must have played %(count)s evenings to be eligible for a "
                    "prize.",
                    rules.minimum_evenings,
                )
                % {"count": rules.minimum_evenings}
            )
        if rules.members_only:
            notes.append(gettext("Rule: prizes are for members only; guests are listed."))
        if rules.minimum_evenings or rules.members_only:
            notes.append(gettext("A player not eligible for a prize is listed but not ranked."))
        return notes


# How many ranked players' progression ``season_standings`` reads: the chart shows five.
PROGRESSION_LEADERS = 5


def _season_players(
    season: Season, fiche_values: Sequence[int], *, published_only: bool = False
) -> list[SeasonRow]:
    """Every player seated or credited in ``season``, with their sums over it (two queries).

    ``published_only``: over the season's published evenings alone, summed from their stored
    credits (``_published_players``) rather than read from the season's totals, which count
    every evening.

    The sums are the season's stored totals (``SeasonTotal`` and ``SeasonFiches``, the credits
    summed by ``services.credits``): one row a player, however long the season. The evenings
    each player attended are counted in one pass over the season's seats (through the index on
    evening and player), not once for each player.
    """
    seats = TablePlayer.objects.filter(evening__season=season)
    if published_only:
        seats = seats.filter(evening__published=True)
    attended = dict(
        seats.order_by()
        .values("player")
        .annotate(count=Count("evening", distinct=True))
        .values_list("player", "count")
    )
    if published_only:
        return _published_players(season, fiche_values, attended)
    totals = SeasonTotal.objects.filter(season=season, player=OuterRef("pk"))

    def stored(name: str) -> Coalesce:
        return Coalesce(Subquery(totals.values(name)[:1]), 0)

    fiches = {
        f"fiches_{value}": Subquery(
            SeasonFiches.objects.filter(
                season=season, player=OuterRef("pk"), fiche_value=value
            ).values("fiches")[:1]
        )
        for value in fiche_values
    }
    players = (
        Player.objects.filter(Q(pk__in=list(attended)) | Exists(totals))
        .annotate(
            position_count=stored("positions"),
            raw_total=stored("raw"),
            hundreds_total=stored("hundreds"),
            **fiches,
        )
        .values("pk", "name", "position_count", "raw_total", "hundreds_total", *fiches)
    )
    rows = [
        SeasonRow(
            player_id=player["pk"],
            name=player["name"],
            evenings=attended.get(player["pk"], 0),
            positions=player["position_count"],
            hundreds=player["hundreds_total"],
            raw=player["raw_total"],
            # The values the player played at (None: no chukker at that value).
            fiches=tuple(
                (value, player[f"fiches_{value}"])
                for value in fiche_values
                if player[f"fiches_{value}"] is not None
            ),
        )
        for player in players
    ]
    return sorted(rows, key=lambda row: _by_name((row.player_id, row.name)))


def _published_players(
    season: Season, fiche_values: Sequence[int], attended: dict[int, int]
) -> list[SeasonRow]:
    """The season's players with their sums over its published evenings only, added up by the
    database from the credits each closed chukker stores (two queries whatever the season: the
    sums for each player, unit and fiche value, and the players' names)."""
    positions: dict[int, int] = defaultdict(int)
    raw: dict[int, int] = defaultdict(int)
    hundreds: dict[int, int] = defaultdict(int)
    fiches: dict[int, dict[int, int]] = defaultdict(dict)
    for player_id, unit, value, count, raw_total, hundreds_total, fiches_total in (
        ChukkerCredit.objects.filter(evening__season=season, evening__published=True)
        .order_by()
        .values("player_id", "evening__unit", "evening__fiche_value")
        .annotate(
            count=Count("pk"), raw_total=Sum("raw"), hundreds_total=Sum("hundreds"), f=Sum("fiches")
        )
        .values_list(
            "player_id",
            "evening__unit",
            "evening__fiche_value",
            "count",
            "raw_total",
            "hundreds_total",
            "f",
        )
    ):
        positions[player_id] += count
        raw[player_id] += raw_total
        hundreds[player_id] += hundreds_total
        if unit == Unit.FICHES:
            fiches[player_id][value] = fiches[player_id].get(value, 0) + fiches_total
    names = dict(Player.objects.filter(pk__in={*attended, *positions}).values_list("pk", "name"))
    rows = [
        SeasonRow(
            player_id=pk,
            name=name,
            evenings=attended.get(pk, 0),
            positions=positions.get(pk, 0),
            hundreds=hundreds.get(pk, 0),
            raw=raw.get(pk, 0),
            fiches=tuple(
                (value, fiches[pk][value]) for value in fiche_values if value in fiches.get(pk, {})
            ),
        )
        for pk, name in names.items()
    ]
    return sorted(rows, key=lambda row: _by_name((row.player_id, row.name)))


def _progressions(
    season: Season,
    rows: Sequence[SeasonRow],
    played: Sequence[Played],
    kept: Sequence[int],
    *,
    published_only: bool = False,
) -> dict[int, tuple[int, ...]]:
    """The hundreds of the first ranked ``rows`` in each evening ``played`` whose index is
    ``kept``, with those of the evenings not kept since the one kept before it (one query, none
    before a chukker counts): the running totals at the evenings kept stay exact.

    The database adds each leader's credits up by evening, through the covering index on the
    player (a few thousand index entries for five leaders over 500 evenings); Python adds those
    up to each evening kept (the last evening played is always kept).
    """
    leaders = [row.player_id for row in rows if row.rank is not None][:PROGRESSION_LEADERS]
    if not kept or not leaders:
        return {}
    # Each evening played counts with the first evening kept at or after it.
    bucket: dict[int, int] = {}
    place = 0
    for index, (pk, _date, _title) in enumerate(played):
        if index > kept[place]:
            place += 1
        bucket[pk] = place
    hundreds: dict[int, list[int]] = {}
    evenings = Evening.objects.filter(season=season)
    if published_only:
        evenings = evenings.filter(published=True)
    for player_id, evening_id, total in (
        ChukkerCredit.objects.filter(player_id__in=leaders, evening_id__in=evenings.values("pk"))
        .order_by()
        .values("player_id", "evening_id")
        .annotate(total=Sum("hundreds"))
        .values_list("player_id", "evening_id", "total")
    ):
        hundreds.setdefault(player_id, [0] * len(kept))[bucket[evening_id]] += total
    return {player_id: tuple(each) for player_id, each in hundreds.items()}


# An evening played in a season, oldest first: its id, date and title. Light: a season of 500
# evenings reads 500 of them, and the chart names only the few it draws (``SeasonEvening``).
Played = tuple[int, dt.date, str]


@dataclass(frozen=True)
class _Summary:
    """What a season's evenings say about its standings: how many, how many are published, the
    fiche values of those counted that are scored in fiches, and (if asked) the evenings
    counted in which a chukker counted, oldest first."""

    count: int
    published: int
    fiche_values: list[int]
    played: list[Played]


def _season_summary(season: Season, *, public: bool) -> _Summary:
    """The season's evenings summed up, without those played (one query: a row for each unit,
    fiche value and publication, however long the season). ``public``: the fiche values of the
    published evenings only."""
    count, published, fiche_values = 0, 0, set()
    for unit, fiche_value, is_published, evenings in (
        Evening.objects.filter(season=season)
        .order_by()
        .values("unit", "fiche_value", "published")
        .annotate(evenings=Count("pk"))
        .values_list("unit", "fiche_value", "published", "evenings")
    ):
        count += evenings
        published += evenings if is_published else 0
        if unit == Unit.FICHES and (is_published or not public):
            fiche_values.add(fiche_value)
    return _Summary(count, published, sorted(fiche_values), [])


def _season_evenings(season: Season, *, public: bool) -> _Summary:
    """The season's evenings summed up, with those counted in which a chukker counted, oldest
    first (one query: a row for each evening). ``public``: the published evenings only count."""
    evenings = list(
        Evening.objects.filter(season=season)
        .order_by("date", "pk")
        .annotate(counted=Exists(ChukkerCredit.objects.filter(evening=OuterRef("pk"))))
        .values_list("pk", "date", "title", "fiche_value", "unit", "published", "counted")
    )
    shown = [row for row in evenings if row[5] or not public]
    return _Summary(
        len(evenings),
        sum(1 for row in evenings if row[5]),
        sorted({value for _pk, _d, _t, value, unit, *_rest in shown if unit == Unit.FICHES}),
        [(pk, date, title) for pk, date, title, *_rest, counted in shown if counted],
    )


def season_standings(
    season: Season,
    order: Order | str | None = None,
    *,
    progression: bool = True,
    handicap: bool = False,
    public: bool = False,
    today: dt.date | None = None,
) -> SeasonStandings:
    """Cumulative standings over the season's evenings, read from the totals stored for it.

    ``public``: over its published evenings only, as anyone but the director sees it
    (docs/rules.md#season-standings); while one is unpublished, its players' sums are added up
    from the published evenings' stored credits instead of read from the season's totals.
    ``today`` (the club's date by default) says whether the season is still open.

    Four queries whatever its length: its evenings, the evenings each player attended, its
    players' totals, and the hundreds of its leaders (``PROGRESSION_LEADERS``) evening by
    evening, to be drawn at ``charts.MOST_POINTS`` evenings at most (``charts.sample``). With
    ``progression`` False (an export, the API: no chart), three: its evenings summed up by the
    database, the evenings attended, and its players' totals. Public with an evening
    unpublished: one more (the players' names, beside their sums over the published evenings).
    The season's rules read one or two queries more when on (``_with_rules``); ``handicap``
    ranks by the handicap results (docs/rules.md#handicaps), without the chart, whose running
    totals are scratch.
    """
    summary = (
        _season_evenings(season, public=public)
        if progression and not handicap
        else _season_summary(season, public=public)
    )
    every = summary.count > 0 and summary.published == summary.count
    published_only = public and not every
    rules = season.rules()
    rows = _with_rules(
        season,
        _season_players(season, summary.fiche_values, published_only=published_only),
        rules,
        published_only=published_only,
    )
    chosen = Order.parse(order)

    # docs/rules.md#season-standings: a player who played no position is never ranked, and
    # docs/rules.md#season-rules: nor is one the season's rules make ineligible for a prize.
    def ranked_here(row: SeasonRow) -> bool:
        return row.positions > 0 and _eligible(row)

    if handicap:
        by_player = handicaps(season, [row.player_id for row in rows])
        ordered = _ranked_by_handicap(rows, by_player, chosen, ranked_here)
    elif chosen is Order.AVERAGE:
        ordered = rank(rows, lambda row: _by_average(row.hundreds, row.positions), ranked_here)
    else:
        ordered = rank(rows, lambda row: row.hundreds, ranked_here)
    ranked = [row for row in ordered if row.positions > 0]
    kept, step = sample(len(summary.played))
    day = today or timezone.localdate()
    return SeasonStandings(
        rows=ranked,
        evenings=summary.count,
        published=every,
        fiche_values=summary.fiche_values,
        order=chosen,
        played=tuple(SeasonEvening(*summary.played[index], number=index + 1) for index in kept),
        by_evening=_progressions(
            season, ranked, summary.played, kept, published_only=published_only
        ),
        step=step,
        rules=rules,
        handicapped=handicap,
        unplayed=[row for row in ordered if row.positions == 0],
        public=public,
        counted=summary.published if public else summary.count,
        published_count=summary.published,
        open=season_is_open(season, day),
    )


def _eligible(row: SeasonRow) -> bool:
    """Ranked in the season: no rule makes the player ineligible (docs/rules.md#season-rules)."""
    return not row.ineligible


def _ranked_by_handicap(
    rows: Iterable[SeasonRow],
    by_player: dict[int, Decimal],
    order: Order,
    ranked_here: Callable[[SeasonRow], bool] = _eligible,
) -> list[SeasonRow]:
    with_handicap = sorted(
        (replace(row, handicap=by_player.get(row.player_id, NO_HANDICAP)) for row in rows),
        key=lambda row: _by_name((row.player_id, row.name)),
    )
    return rank(
        with_handicap,
        lambda row: _by_handicap(row.handicap_total, row.positions, order),
        ranked_here,
    )


def with_season_handicaps(
    result: SeasonStandings, by_player: dict[int, Decimal]
) -> SeasonStandings:
    """``result`` ranked again by the handicap results (docs/rules.md#handicaps), by the same
    order and rules; no query. Without the progression, whose running totals are scratch."""
    return replace(
        result,
        rows=_ranked_by_handicap(result.rows, by_player, result.order),
        handicapped=True,
        played=(),
        by_evening={},
    )


def _with_rules(
    season: Season, rows: list[SeasonRow], rules: SeasonRules, *, published_only: bool = False
) -> list[SeasonRow]:
    """``rows`` under the season's rules (docs/rules.md#season-rules): with the best N
    evenings only (of the published ones when ``published_only``), and why each player is not
    eligible for a prize. Nothing to read when the rules are off; one query for the members,
    one for the evenings when the best N count."""
    if not rules.active:
        return rows
    ids = [row.player_id for row in rows]
    guests = set(Player.objects.filter(pk__in=ids, guest=True).values_list("pk", flat=True))
    results: dict[int, list[EveningResult]] = defaultdict(list)
    if rules.best is not None:
        for player_id, _evening, hundreds, positions in (
            ChukkerCredit.objects.filter(evening__season=season)
            .filter(**({"evening__published": True} if published_only else {}))
            .order_by()
            .values("player_id", "evening_id", "evening__date")
            .annotate(total=Sum("hundreds"), count=Count("pk"))
            .order_by("evening__date", "evening_id")
            .values_list("player_id", "evening_id", "total", "count")
        ):
            results[player_id].append(EveningResult(hundreds, positions))
    changed = []
    for row in rows:
        reasons = ineligible(row.evenings, row.player_id in guests, rules)
        if rules.best is None:
            changed.append(replace(row, ineligible=reasons))
            continue
        best = counted(results.get(row.player_id, []), rules)
        changed.append(
            replace(
                row,
                hundreds=best.hundreds,
                positions=best.positions,
                dropped=best.dropped,
                ineligible=reasons,
            )
        )
    return changed


def season_is_public(season: Season) -> bool:
    """A season's standings are public once one of its evenings is published, over its
    published evenings (docs/rules.md#season-standings; one query)."""
    return Evening.objects.filter(season=season, published=True).exists()
