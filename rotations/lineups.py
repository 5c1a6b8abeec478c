"""A table whose players change during the evening: its stints, and the plan of the chukkers
still to play after a change (docs/rules.md#changes-during-the-evening).

Words used here:

- **lineup**: the players at a table from one chukker on, each with a number 1..N. A table
  starts the evening with one; every change between two of its chukkers (a substitute, a late
  arrival who joins, a player who leaves, a move between tables, a merge or a split) gives it a
  new lineup from its **next chukker**, the first one not yet started. The chukkers already
  played keep the lineup they were played with, and their credits.
- **stint**: the chukkers a table plays with one lineup: from chukker ``start`` on, the
  N-player rotation table (``rotations.tables``) from its position ``offset + 1``, round its
  cycle as often as the evening's length needs. A table that never changes has one stint, from
  chukker 1 at position 1.
- **remaining chukkers**: those from the change to the end of the table's evening (its length,
  which a change never alters: every table still finishes with the others).
- **replan**: the choice, after a change of size, of the new lineup's numbers and of the
  position it starts from, so that the players who now share the table play as nearly the same
  number of positions from the change on as the table allows, nobody partners the same player
  in two consecutive chukkers where the table allows it, and the players who have played least
  tonight (a late arrival first of all) are the last to sit out. The first dealers of the
  remaining chukkers are then planned to share vulnerability (``rotations.dealing``).
- **place kept**: a change that leaves the table's size alone (a substitute, or two players
  exchanged between tables) is not replanned: the newcomer takes the number and the place of
  the player they replace, and the table's plan goes on as it was.

Players are any hashable ids (the site passes database ids). Nothing here knows of Django.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise, permutations
from typing import Generic, TypeVar

from rotations.dealing import share_vulnerability, vulnerable_deals_by_seat
from rotations.errors import RotationError, _
from rotations.seating import PARTNER, first_dealer, seat_players
from rotations.sequence import PlayedPosition, check_length
from rotations.tables import Position, check_table_size, schedule
from scoring.types import Schedule, Seat

P = TypeVar("P", bound=Hashable)


@dataclass(frozen=True)
class Stint:
    """From chukker ``start`` on, a table of ``size`` plays its rotation from position
    ``offset + 1`` (``offset`` counts from 0, so a table that never changes has offset 0)."""

    start: int
    size: int
    offset: int = 0

    def position(self, chukker: int) -> tuple[Position, int]:
        """The position played in ``chukker`` (this stint's, from ``start`` on) and its cycle."""
        if chukker < self.start:
            raise ValueError(f"chukker {chukker} is before the stint from {self.start}")
        positions = schedule(self.size)
        steps = self.offset + chukker - self.start
        return positions[steps % len(positions)], steps // len(positions) + 1


def stint_sequence(
    stints: Sequence[Stint], chukkers: int, first_dealers: Sequence[Seat] | None = None
) -> tuple[PlayedPosition, ...]:
    """The ``chukkers`` chukkers of a table whose players changed, in order.

    ``stints`` are the table's, in order of their first chukker, the first from chukker 1: each
    chukker is played in the position of the stint it falls in (``PlayedPosition.start`` names
    that stint, so its seats are read with that lineup's numbers). With one stint from chukker 1
    at offset 0 this is ``rotations.play_sequence``. ``first_dealers``: as there.
    """
    length = check_length(chukkers)
    ordered = _checked(stints, length)
    dealers = tuple(first_dealers) if first_dealers is not None else None
    if dealers is not None and len(dealers) != length:
        raise ValueError(f"{len(dealers)} first dealers for {length} chukkers")
    sequence = []
    for index in range(1, length + 1):
        stint = stint_at(ordered, index)
        position, cycle = stint.position(index)
        sequence.append(
            PlayedPosition(
                index=index,
                position=position,
                cycle=cycle,
                first_dealer=Seat(dealers[index - 1]) if dealers else first_dealer(index),
                start=stint.start,
            )
        )
    return tuple(sequence)


def _checked(stints: Sequence[Stint], length: int) -> tuple[Stint, ...]:
    ordered = tuple(stints)
    if not ordered or ordered[0].start != 1:
        raise ValueError("a table's first stint starts at chukker 1")
    starts = [stint.start for stint in ordered]
    if starts != sorted(set(starts)):
        raise ValueError(f"stints out of order: {starts}")
    if starts[-1] > length:
        raise ValueError(f"a stint starts at chukker {starts[-1]}, after the last ({length})")
    for stint in ordered:
        check_table_size(stint.size)
        if not 0 <= stint.offset < len(schedule(stint.size)):
            raise ValueError(f"no position {stint.offset + 1} at a table of {stint.size}")
    return ordered


def stint_at(stints: Sequence[Stint], chukker: int) -> Stint:
    """The stint ``chukker`` falls in (``stints`` in order, the first from chukker 1)."""
    found = stints[0]
    for stint in stints:
        if stint.start <= chukker:
            found = stint
    return found


def sitting_out_next(stint: Stint, chukker: int) -> tuple[int, ...]:
    """The numbers who sit out ``chukker`` in ``stint``: the players a table of 5 or 6 can
    lend to a table left with 3 without costing anyone a position they were due to play."""
    position, _cycle = stint.position(chukker)
    return position.sitting_out


@dataclass(frozen=True)
class Before(Generic[P]):
    """What the planner knows of a player when the table changes.

    ``played``: the positions they have played tonight, at any table. ``partner``: their partner
    in the chukker they played just before the change (None if they sat it out, or were not
    playing). ``number``: their number in the table's lineup before the change (None for a
    player new at this table).
    """

    played: int = 0
    partner: P | None = None
    number: int | None = None

    @property
    def played_last(self) -> bool:
        return self.partner is not None


@dataclass(frozen=True)
class Fairness(Generic[P]):
    """What a plan of the remaining chukkers gives each of the table's players.

    ``positions``: the positions each plays from the change on. ``repeats``: two players who
    partner in two consecutive chukkers (the chukker before the change included), as
    ``(player, player, chukker)`` with the second of the two chukkers. ``vulnerable``: the deals
    each plays vulnerable from the change on.
    """

    positions: Mapping[P, int]
    repeats: tuple[tuple[P, P, int], ...]
    vulnerable: Mapping[P, int]

    @property
    def spread(self) -> int:
        """The most positions a player plays from the change on minus the fewest."""
        return max(self.positions.values()) - min(self.positions.values())

    @property
    def vulnerable_spread(self) -> int:
        return max(self.vulnerable.values()) - min(self.vulnerable.values())


@dataclass(frozen=True)
class Replan(Generic[P]):
    """The plan of a table's remaining chukkers after a change.

    ``players`` in number order (``players[0]`` is number 1); ``stint`` from the change on;
    ``first_dealers`` of the remaining chukkers, in order; ``sequence`` those chukkers as played.
    """

    players: tuple[P, ...]
    stint: Stint
    first_dealers: tuple[Seat, ...]
    sequence: tuple[PlayedPosition, ...]
    fairness: Fairness[P] = field(compare=False)

    def number_of(self, player: P) -> int:
        return self.players.index(player) + 1


def remaining_chukkers(start: int, length: int) -> int:
    """How many chukkers a table still plays from ``start`` to its ``length``-th, refused when
    it has played them all (a change has nothing left to plan)."""
    check_length(length)
    if start > length:
        raise RotationError(
            _(
                "This table has played all its %(length)s chukkers: its players can no longer "
                "change."
            ),
            {"length": length},
        )
    return length - start + 1


def replan(
    players: Sequence[P],
    *,
    start: int,
    length: int,
    schedule_: Schedule | str = Schedule.DEALER,
    before: Mapping[P, Before[P]] | None = None,
) -> Replan[P]:
    """Plan a table's chukkers ``start``..``length`` for ``players`` after a change of size.

    Every numbering of the players and every starting position of the new size's rotation is
    tried (at most 720 x 8), and the best kept by, in order:

    1. the spread of positions played from the change on (as small as the table allows);
    2. the positions played over the whole evening, as even as possible (so the chukkers one
       player must play more than another go to whoever has played least: a late arrival);
    3. no one who did not play the chukker before the change (a late arrival, or a player who
       sat it out) sits out the first chukker after it;
    4. the fewest partners twice running (docs/rules.md#consecutive-partners), the chukker
       before the change included;
    5. the fewest players given a new number, then the lowest starting position.

    The first dealers are then planned over the chosen chukkers to share vulnerability from
    the change on (``rotations.dealing.share_vulnerability``).
    """
    seated = tuple(players)
    _check_players(seated)
    size = check_table_size(len(seated))
    remaining = remaining_chukkers(start, length)
    known = dict(before or {})
    history = {player: known.get(player, Before()) for player in seated}
    order, offset = _best_numbering(seated, history, schedule(size), remaining)
    stint = Stint(start=start, size=size, offset=offset)
    return _planned(order, stint, length, Schedule(schedule_), history)


def _best_numbering(
    seated: tuple[P, ...],
    history: Mapping[P, Before[P]],
    cycle: Sequence[Position],
    remaining: int,
) -> tuple[tuple[P, ...], int]:
    """The numbering (players in number order) and starting position ``replan`` keeps.

    Players are handled by their index in ``seated`` and numbers from 0 here, so that trying
    the 720 numberings of a table of 6 at each starting position costs a few milliseconds.
    """
    index = {player: place for place, player in enumerate(seated)}
    played = [history[player].played for player in seated]
    fresh = [not history[player].played_last for player in seated]
    partner = [_index_of(index, history[player].partner) for player in seated]
    numbered = [history[player].number for player in seated]
    windows = []
    for offset in range(len(cycle)):
        window = [cycle[(offset + step) % len(cycle)] for step in range(remaining)]
        counts = [
            sum(n in position.players for position in window) for n in range(1, len(seated) + 1)
        ]
        first_out = [number - 1 for number in window[0].sitting_out]
        first_pairs = [(a - 1, b - 1) for a, b in window[0].pairs]
        windows.append((max(counts) - min(counts), offset, counts, first_out, first_pairs, window))
    fewest = min(window[0] for window in windows)
    best: tuple[int, ...] | None = None
    chosen: tuple[int, ...] = tuple(range(len(seated)))
    for spread, offset, counts, first_out, first_pairs, window in windows:
        if spread > fewest:
            continue  # the first rule: as even as the table allows from the change on
        inner = _inner_repeats(window)
        for order in permutations(range(len(seated))):  # order[number] = the player's index
            evening = sum((played[p] + c) ** 2 for p, c in zip(order, counts, strict=True))
            if best is not None and evening > best[1]:
                continue
            out_again = sum(fresh[order[number]] for number in first_out)
            repeats = inner + sum(
                partner[order[a]] == order[b] or partner[order[b]] == order[a]
                for a, b in first_pairs
            )
            renumbered = sum(
                numbered[p] not in (None, number + 1) for number, p in enumerate(order)
            )
            key = (spread, evening, out_again, repeats, renumbered, offset)
            if best is None or key < best:
                best, chosen = key, order
    assert best is not None  # there is always at least one numbering
    return tuple(seated[p] for p in chosen), best[-1]


def keep_places(
    players: Sequence[P],
    stint: Stint,
    *,
    start: int,
    length: int,
    schedule_: Schedule | str = Schedule.DEALER,
    before: Mapping[P, Before[P]] | None = None,
) -> Replan[P]:
    """The plan after a change that keeps the table's size: ``players`` in number order, each
    newcomer in the number and place of the player they replace, on the table's ``stint`` (the
    one it plays now) from chukker ``start`` on. The first dealers are planned again over the
    remaining chukkers, since the players they share vulnerability among have changed."""
    seated = tuple(players)
    _check_players(seated)
    if len(seated) != stint.size:
        raise ValueError(f"{len(seated)} players for a stint of {stint.size}")
    remaining_chukkers(start, length)
    position, _cycle = stint.position(start)
    offset = schedule(stint.size).index(position)
    known = dict(before or {})
    history = {player: known.get(player, Before()) for player in seated}
    return _planned(seated, Stint(start, stint.size, offset), length, Schedule(schedule_), history)


def _check_players(players: Sequence[P]) -> None:
    seen: set[P] = set()
    for player in players:
        if player in seen:
            raise RotationError(_("%(player)s is listed twice"), {"player": player})
        seen.add(player)


def _index_of(index: Mapping[P, int], player: P | None) -> int:
    """A player's index among the table's players, -1 for nobody (or someone not there)."""
    return -1 if player is None else index.get(player, -1)


def _inner_repeats(window: Sequence[Position]) -> int:
    """Partners twice running within the remaining chukkers (a 6-table going round again)."""
    return sum(
        len(set(before.partnerships) & set(after.partnerships))
        for before, after in pairwise(window)
    )


def _planned(
    order: tuple[P, ...],
    stint: Stint,
    length: int,
    schedule_: Schedule,
    history: Mapping[P, Before[P]],
) -> Replan[P]:
    chukkers = range(stint.start, length + 1)
    played = [(index, *stint.position(index)) for index in chukkers]
    seatings = [
        {seat: order[number - 1] for seat, number in seat_players(position).items()}
        for _index, position, _cycle in played
    ]
    dealers = share_vulnerability(order, seatings, schedule_, first_chukker=stint.start)
    sequence = tuple(
        PlayedPosition(
            index=index, position=position, cycle=cycle, first_dealer=dealer, start=stint.start
        )
        for (index, position, cycle), dealer in zip(played, dealers, strict=True)
    )
    return Replan(
        players=order,
        stint=stint,
        first_dealers=dealers,
        sequence=sequence,
        fairness=_fairness(order, sequence, seatings, schedule_, history),
    )


def _fairness(
    order: tuple[P, ...],
    sequence: Sequence[PlayedPosition],
    seatings: Sequence[Mapping[Seat, P]],
    schedule_: Schedule,
    history: Mapping[P, Before[P]],
) -> Fairness[P]:
    positions = dict.fromkeys(order, 0)
    vulnerable = dict.fromkeys(order, 0)
    repeats: list[tuple[P, P, int]] = []
    partners = {player: history[player].partner for player in order}
    for played, seats in zip(sequence, seatings, strict=True):
        by_seat = vulnerable_deals_by_seat(played.first_dealer, schedule_)
        now: dict[P, P | None] = dict.fromkeys(order)
        for seat, player in seats.items():
            positions[player] += 1
            vulnerable[player] += by_seat[seat]
            partner = seats[PARTNER[seat]]
            now[player] = partner
            if partners.get(player) == partner and _ordered(order, player, partner):
                repeats.append((player, partner, played.index))
        partners = now
    return Fairness(positions=positions, repeats=tuple(repeats), vulnerable=vulnerable)


def _ordered(order: Sequence[P], first: P, second: P) -> bool:
    """Count each pair once: from the player numbered lower."""
    return order.index(first) < order.index(second)
