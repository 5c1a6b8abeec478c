"""What a change of seating would do, before the director confirms it: each table's new lineup
and the plan of its remaining chukkers (docs/rules.md#changes-during-the-evening).

Words (as in ``rotations.lineups``): a *change* is the evening's seating as it would be after
it, table by table; each table it touches gets a new *lineup* from its *next chukker* (the
first one not yet started: after the chukker in play, if one is). Before a table has started,
its players simply take the new numbers in order, as after the draw. Once it has started, a
table that keeps its size keeps its plan, the newcomer in the place of the player they
replace; one that grows or shrinks has its remaining chukkers *replanned*; one left with
nobody *stops* (its players went to another table); a table the change makes (a split, or late
arrivals enough for a table of their own) plays the chukkers the others have left.

A *proposal* is all of that, computed from what is stored now and read-only; its
*fingerprint* names the state it was computed from, so confirming it later is refused if a
table moved on in between (``services.seating.change_seating``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.db.models import Prefetch
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Attendance, Chukker, Evening, Player, Table, TablePlayer
from clubchicago.club.selectors.attendance import departures
from clubchicago.club.selectors.plans import current_seating
from clubchicago.club.selectors.replan_changes import PlannedLine as PlannedLine
from clubchicago.club.selectors.replan_changes import Proposal as Proposal
from clubchicago.club.selectors.replan_changes import Seating as Seating
from clubchicago.club.selectors.replan_changes import TableChange as TableChange
from rotations import Before, Replan, RotationError, Stint
from rotations.replans import Request as Request  # re-exported: the pages build requests
from rotations.replans import RequestKind
from rotations.replans import seating_after as rotations_seating_after
from rotations.seating import PARTNER
from scoring import Schedule, Seat


@dataclass
class EveningNow:
    """What a proposal reads of the evening, in a few queries."""

    tables: dict[int, Table]
    last: dict[int, Chukker]  # each table's last chukker, by table number
    seating: Seating
    present: set[int]
    played: dict[int, int]  # positions played tonight, by player
    names: dict[int, str]

    def playing(self, *, besides: int) -> dict[int, tuple[int, int]]:
        """The players in a chukker in play at a table other than ``besides``: (table, chukker)."""
        return {
            pk: (number, last.number)
            for number, last in self.last.items()
            if number != besides and last.closed_at is None
            for pk in last.player_ids().values()
        }


def evening_now(evening: Evening) -> EveningNow:
    """The evening's tables, lineups, places, last chukkers and who played what: 6 queries."""
    tables = {
        table.number: table
        for table in Table.objects.filter(evening=evening)
        .prefetch_related(
            "lineups",
            Prefetch("table_players", queryset=TablePlayer.objects.select_related("player")),
        )
        .order_by("number")
    }
    chukkers = list(Chukker.objects.filter(table__evening=evening).order_by("table", "number"))
    number_of = {table.pk: number for number, table in tables.items()}
    last: dict[int, Chukker] = {}
    played: dict[int, int] = {}
    for chukker in chukkers:
        last[number_of[chukker.table_id]] = chukker
        if chukker.deals_played or chukker.closed_at is None:
            for pk in chukker.player_ids().values():
                played[pk] = played.get(pk, 0) + 1
    seats: dict[int, list[tuple[int, int]]] = {number: [] for number in tables}
    names: dict[int, str] = {}
    for number, table in tables.items():
        table.evening = evening
        for place in table.table_players.all():
            names[place.player_id] = place.player.name
            if place.current:
                seats[number].append((place.number, place.player_id))
    count = max(tables, default=0)
    seating = tuple(
        tuple(pk for _n, pk in sorted(seats.get(number, []))) for number in range(1, count + 1)
    )
    present = set(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))
    missing = present - names.keys()
    names.update(Player.objects.filter(pk__in=missing).values_list("pk", "name"))
    return EveningNow(tables, last, seating, present, played, names)


def propose(evening: Evening, seating: Sequence[Sequence[int]]) -> Proposal:
    """What the evening would be with ``seating`` (table 1 first; a table of nobody stops;
    tables after the last one existing are new). Refused with a ``ClubUserError`` saying why
    when the change cannot be made; nothing is stored either way."""
    now = evening_now(evening)
    new = tuple(tuple(table) for table in seating)
    _check(now, new)
    anyone_started = bool(now.last)
    changes = []
    for number in range(1, max(len(new), len(now.seating)) + 1):
        before = now.seating[number - 1] if number <= len(now.seating) else ()
        after = new[number - 1] if number <= len(new) else ()
        table = now.tables.get(number)
        started = table is not None and number in now.last
        if before == after or (started and set(before) == set(after)):
            continue
        if table is None and not after:
            continue
        change = _table_change(evening, now, number, table, before, after, new, anyone_started)
        changes.append(change)
    return Proposal(
        evening=evening,
        seating=new,
        tables=tuple(changes),
        fingerprint=_fingerprint(now, new),
        names=now.names,
        evening_started=anyone_started,
    )


def _check(now: EveningNow, new: Seating) -> None:
    everyone = [player for table in new for player in table]
    seen: set[int] = set()
    for player in everyone:
        if player in seen:
            raise ClubUserError(
                gettext("%(player)s cannot sit at two tables of the same evening.")
                % {"player": now.names.get(player, player)}
            )
        seen.add(player)
    try:
        rotations.check_seated_sizes(new)
    except RotationError as err:
        raise ClubUserError(_named(err, now.names)) from err
    absent = [player for player in everyone if player not in now.present]
    if absent:
        name = Player.objects.filter(pk=absent[0]).values_list("name", flat=True).first()
        raise ClubUserError(
            gettext("%(player)s is not marked present at this evening.")
            % {"player": name or absent[0]}
        )


def _named(err: RotationError, names: Mapping[int, str]) -> str:
    """A rotation error whose ``player`` is a database id, with the player's name instead."""
    player = err.params.get("player")
    if isinstance(player, int):
        err = RotationError(err.template, {**err.params, "player": names.get(player, player)})
    return user_message(err)


def _table_change(
    evening: Evening,
    now: EveningNow,
    number: int,
    table: Table | None,
    before: tuple[int, ...],
    after: tuple[int, ...],
    new: Seating,
    anyone_started: bool,
) -> TableChange:
    last = now.last.get(number)
    # docs/rules.md#one-table-at-a-time: a player still playing a chukker at another table.
    elsewhere = now.playing(besides=number)
    waits = tuple((pk, *elsewhere[pk]) for pk in after if pk not in before and pk in elsewhere)
    if table is not None and last is None:
        # Not started: the players take the numbers in order, as after the draw.
        return TableChange(
            number, table, before, after, 1, evening.length, None, False, waits=waits
        )
    if table is None:
        length = _new_table_length(evening, now, after) if anyone_started else evening.length
        if not anyone_started:
            return TableChange(number, None, (), after, 1, length, None, False)
        plan = _replan(now, evening, after, start=1, length=length, table_number=None)
        return _described(
            TableChange(number, None, (), after, 1, length, plan, True, waits=waits), now
        )
    assert last is not None and table is not None
    # The next chukker, or the one after it when a player joining is still playing elsewhere:
    # the next may begin before that chukker is over, so it is planned without them.
    start = rotations.first_chukker(last.number + 1, bool(waits))
    open_chukker = last if last.closed_at is None else None
    if not after:
        return TableChange(number, table, before, (), start, last.number, None, True, open_chukker)
    if start > table.length and waits:
        pk, other, chukker = waits[0]
        raise ClubUserError(
            gettext(
                "%(player)s is still playing chukker %(chukker)s at table %(other)s, and table "
                "%(table)s has no chukker left after its next one: close chukker %(chukker)s "
                "at table %(other)s first (on the Play page), or choose another table."
            )
            % {
                "player": now.names.get(pk, "?"),
                "chukker": chukker,
                "other": other,
                "table": number,
            }
        )
    if start > table.length:
        raise ClubUserError(
            gettext(
                "Table %(table)s has played all its %(length)s chukkers: its players can no "
                "longer change."
            )
            % {"table": number, "length": table.length}
        )
    if waits:
        # Its next chukker is played before the change, by the players planned in it: the
        # planner counts it as played (docs/rules.md#changes-during-the-evening, rule 2).
        now = _with_next_played(now, table, start - 1)
    kept = [index for index, player in enumerate(before) if player in after]
    if len(after) == len(before) and all(after[index] == before[index] for index in kept):
        plan = _kept(now, evening, table, after, start)
    else:
        plan = _replan(now, evening, after, start=start, length=table.length, table_number=number)
    change = TableChange(
        number,
        table,
        before,
        plan.players,
        start,
        table.length,
        plan,
        True,
        open_chukker,
        waits=waits,
        delayed=bool(waits),
    )
    return _described(change, now)


def _with_next_played(now: EveningNow, table: Table, number: int) -> EveningNow:
    """``now`` with chukker ``number`` of ``table`` (not begun) counted as played by the
    players its plan seats."""
    lineups = sorted(table.lineups.all(), key=lambda lineup: lineup.start)
    plan = table.plan(lineups)
    if number > len(plan):
        return now
    played = plan[number - 1]
    starts = {lineup.pk: lineup.start for lineup in lineups}
    numbers = {
        place.number: place.player_id
        for place in table.table_players.all()
        if starts.get(place.lineup_id) == played.start
    }
    counts = dict(now.played)
    for seat_number in played.seats.values():
        if seat_number in numbers:
            counts[numbers[seat_number]] = counts.get(numbers[seat_number], 0) + 1
    return dataclasses.replace(now, played=counts)


def _new_table_length(evening: Evening, now: EveningNow, players: Sequence[int]) -> int:
    """The chukkers a table made during the evening plays: as many as the table its players come
    from has left (the most, if several), or else as the tables still playing have left, so
    that it finishes with them."""
    sources = [
        number
        for number, table in enumerate(now.seating, start=1)
        if set(table) & set(players) and number in now.last
    ]
    candidates = sources or list(now.last)
    left = [now.tables[number].length - now.last[number].number for number in candidates]
    return max(max(left, default=evening.length), 1)


def _history(
    now: EveningNow, players: Sequence[int], table_number: int | None
) -> dict[int, Before[int]]:
    """What the planner knows of each player: positions played tonight, partner in the chukker
    just played at their table (if they played it), number at this table now."""
    numbers: dict[int, int] = {}
    if table_number is not None and table_number <= len(now.seating):
        numbers = {pk: index + 1 for index, pk in enumerate(now.seating[table_number - 1])}
    partners: dict[int, int] = {}
    for number, table in enumerate(now.seating, start=1):
        last = now.last.get(number)
        if not table or last is None:
            continue
        seats = last.player_ids()
        for seat, pk in seats.items():
            partners[pk] = seats[PARTNER[seat]]
    return {
        pk: Before(played=now.played.get(pk, 0), partner=partners.get(pk), number=numbers.get(pk))
        for pk in players
    }


def _replan(
    now: EveningNow,
    evening: Evening,
    players: Sequence[int],
    *,
    start: int,
    length: int,
    table_number: int | None,
) -> Replan[int]:
    try:
        return rotations.replan(
            players,
            start=start,
            length=length,
            schedule_=Schedule(evening.schedule),
            before=_history(now, players, table_number),
        )
    except RotationError as err:
        raise ClubUserError(_named(err, now.names)) from err


def _kept(
    now: EveningNow, evening: Evening, table: Table, players: Sequence[int], start: int
) -> Replan[int]:
    """The table keeps its size: each newcomer takes the place of the player they replace."""
    stints = table.stints()
    current: Stint = rotations.stint_at(stints, start)
    return rotations.keep_places(
        players,
        current,
        start=start,
        length=table.length,
        schedule_=Schedule(evening.schedule),
        before=_history(now, players, table.number),
    )


def _described(change: TableChange, now: EveningNow) -> TableChange:
    """The change with its plan named, and the partner repeats it cannot avoid."""
    plan = change.replan
    if plan is None:
        return change
    names = now.names

    def name(number: int) -> str:
        return names.get(plan.players[number - 1], "?")

    lines = []
    for played in plan.sequence:
        seats = played.seats
        lines.append(
            PlannedLine(
                chukker=played.index,
                north_south=(name(seats[Seat.N]), name(seats[Seat.S])),
                east_west=(name(seats[Seat.E]), name(seats[Seat.W])),
                sitting_out=tuple(name(n) for n in played.position.sitting_out),
                first_dealer=played.first_dealer,
                dealer=name(seats[played.first_dealer]),
            )
        )
    warnings = tuple(
        gettext(
            "%(a)s and %(b)s partner in chukkers %(first)s and %(second)s, twice running "
            "(a common club custom asks that no one partner the same player twice in a row)."
        )
        % {
            "a": names.get(first, "?"),
            "b": names.get(second, "?"),
            "first": chukker - 1,
            "second": chukker,
        }
        for first, second, chukker in plan.fairness.repeats
    )
    return TableChange(
        change.number,
        change.table,
        change.before,
        change.after,
        change.start,
        change.length,
        plan,
        change.started,
        change.open_chukker,
        tuple(lines),
        warnings,
        change.waits,
        change.delayed,
    )


def _fingerprint(now: EveningNow, new: Seating) -> str:
    """The stored state a proposal was computed from, and the seating it proposes."""
    state = [
        [
            table.pk,
            table.length,
            table.size,
            max((lineup.pk for lineup in table.lineups.all()), default=0),
            now.last[number].number if number in now.last else 0,
            bool(now.last[number].closed_at) if number in now.last else False,
        ]
        for number, table in sorted(now.tables.items())
    ]
    text = json.dumps([state, now.seating, new], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


# -- the changes the director asks for, as the seating they lead to ---------------------------


def seating_after(evening: Evening, request: Request, now: Seating | None = None) -> Seating:
    """The evening's seating once ``request`` is made (refused with a ``ClubUserError``)."""
    seating = current_seating(evening) if now is None else now
    try:
        after = rotations_seating_after(seating, request)
    except RotationError as err:
        names: dict[int, str] = {}
        if isinstance(err.params.get("player"), int):  # the only refusals that name a player
            players = Player.objects.filter(pk__in=request.mentioned())
            names = dict(players.values_list("pk", "name"))
        raise ClubUserError(_named(err, names)) from err
    _check_leavers(evening, seating, after, request)
    return after


def _check_leavers(evening: Evening, before: Seating, after: Seating, request: Request) -> None:
    """Refuse a change that would seat a player who left tonight, unless it is the one that
    brings them back (``back``): a leaver is never a substitute or a late arrival by mistake
    (docs/rules.md#changes-during-the-evening)."""
    if request.kind is RequestKind.BACK:
        return
    seated = {pk for table in before for pk in table}
    newly = [pk for table in after for pk in table if pk not in seated]
    if not newly:
        return
    gone = departures(evening)
    for pk in newly:
        if pk in gone:
            name = Player.objects.filter(pk=pk).values_list("name", flat=True).first() or pk
            raise ClubUserError(
                gettext(
                    "%(player)s left table %(table)s after chukker %(after)s. To seat them "
                    "again, choose “%(player)s is back” on the Seating page."
                )
                % {"player": name, "table": gone[pk].table, "after": gone[pk].after}
            )
