"""The director's evening: who is here, the draw into tables, moves by hand, each table's plan.

Words (as in ``shared/RULES.md`` and ``rotations``): an *evening* seats the players *present* at
*tables* of 4, 5 or 6; the *draw* gives each table its players and each player a *number* 1..N,
reproducibly from a *seed* stored on the evening. A table has *started* once its first chukker
exists: from then on its players and numbers are fixed, because deals were entered under them.
A table's *plan* is every *position* it plays (its cycle of positions, maybe played again, maybe
stopped early), with the partnerships, seats, who sits out and the first dealer.

Every write happens inside one ``transaction.atomic()``; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.utils.text import get_text_list
from django.utils.translation import gettext, ngettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    Evening,
    Player,
    Season,
    Seat,
    Table,
    TablePlayer,
)
from clubchicago.club.services.roster import clean_name, name_taken
from rotations import RotationError

Seating = tuple[tuple[int, ...], ...]

NAME_MAX = Player._meta.get_field("name").max_length

# Changing these once deals are entered would silently rescore them (chukker totals are cached).
SETTINGS_FIXED_ONCE_PLAYING = ("schedule", "honours")


# -- evenings and seasons ------------------------------------------------------------------------


def create_evening(date: dt.date, title: str = "", season: Season | None = None) -> Evening:
    """A new evening playing under a copy of the club's current default settings.

    A copy, not a link: changing a club default later never rewrites a past evening.
    """
    with transaction.atomic():
        return Evening.objects.create(
            date=date, title=title, season=season, **Club.load().scoring_settings()
        )


def update_evening(evening: Evening, values: Mapping[str, object]) -> Evening:
    """Save the evening's date, title, season, publication and its own scoring settings."""
    with transaction.atomic():
        stored = Evening.objects.select_for_update().get(pk=evening.pk)
        if evening_started(stored):
            changed = [
                name
                for name in SETTINGS_FIXED_ONCE_PLAYING
                if name in values and values[name] != getattr(stored, name)
            ]
            if changed:
                raise ClubUserError(
                    gettext(
                        "Play has started: the vulnerability schedule and honours can no longer "
                        "change, because the deals already entered were scored with them."
                    )
                )
        for name, value in values.items():
            setattr(stored, name, value)
        stored.full_clean()
        stored.save()
        return stored


def save_season(season: Season | None, values: Mapping[str, object]) -> Season:
    """Create a season (``season`` is None) or change one."""
    with transaction.atomic():
        season = season or Season()
        for name, value in values.items():
            setattr(season, name, value)
        season.full_clean()
        season.save()
        return season


# -- who is here ---------------------------------------------------------------------------------


def attendance_candidates(evening: Evening) -> QuerySet[Player]:
    """The players the director can tick: the active roster, plus anyone already present.

    Each comes with ``present`` and ``table_number`` (None unless seated), in one query.
    """
    present = Attendance.objects.filter(evening=evening, player=OuterRef("pk"))
    place = TablePlayer.objects.filter(evening=evening, player=OuterRef("pk"))
    return (
        Player.objects.annotate(
            present=Exists(present),
            table_number=Subquery(place.values("table__number")[:1]),
        )
        .filter(Q(active=True) | Q(present=True))
        .order_by("name")
    )


def set_attendance(evening: Evening, player_ids: Iterable[int]) -> tuple[int, int]:
    """Make exactly these players present; return how many were (added, removed).

    A player seated at a table cannot be marked absent: swap them with someone present who is not
    seated, or draw again, so no table is left with a hole in its numbers.
    """
    wanted = set(player_ids)
    with transaction.atomic():
        present = set(
            Attendance.objects.filter(evening=evening).values_list("player_id", flat=True)
        )
        leaving = present - wanted
        seated = (
            TablePlayer.objects.filter(evening=evening, player_id__in=leaving)
            .select_related("player", "table")
            .order_by("table__number", "number")
            .first()
        )
        if seated is not None:
            raise ClubUserError(
                gettext(
                    "%(player)s is seated at table %(table)s. Swap them with a player who is "
                    "present but not seated, or draw the tables again, before marking them absent."
                )
                % {"player": seated.player.name, "table": seated.table.number}
            )
        joining = wanted - present
        Attendance.objects.filter(evening=evening, player_id__in=leaving).delete()
        Attendance.objects.bulk_create(
            Attendance(evening=evening, player_id=player_id) for player_id in sorted(joining)
        )
    return len(joining), len(leaving)


def add_guest(evening: Evening, name: str) -> Player:
    """Add a guest to the players (guest=True) and mark them present at the evening."""
    name = clean_name(name)
    if not name:
        raise ClubUserError(gettext("Give the guest's name."))
    if len(name) > NAME_MAX:  # NFC can lengthen a name the form let through
        raise ClubUserError(
            gettext("The name is longer than %(max)s characters.") % {"max": NAME_MAX}
        )
    taken = gettext("%(name)s is already in the roster: tick them in the list instead.") % {
        "name": name
    }
    if name_taken(name):  # compared case-insensitively beyond ASCII ("ŁUKASZ" is "Łukasz")
        raise ClubUserError(taken)
    try:
        with transaction.atomic():
            guest = Player.objects.create(name=name, guest=True)
            Attendance.objects.create(evening=evening, player=guest)
    except IntegrityError as exc:  # the same name added at the same moment elsewhere
        raise ClubUserError(taken) from exc
    return guest


# -- tables --------------------------------------------------------------------------------------


def table_started(table: Table) -> bool:
    """Play began at the table: it has a chukker row. Its players and numbers are now fixed."""
    started = getattr(table, "started", None)  # annotated by `evening_tables`
    if started is not None:
        return bool(started)
    return Chukker.objects.filter(table=table).exists()


def evening_started(evening: Evening) -> bool:
    return Chukker.objects.filter(table__evening=evening).exists()


def started_table_numbers(evening: Evening) -> set[int]:
    return set(
        Table.objects.filter(evening=evening, chukkers__isnull=False)
        .values_list("number", flat=True)
        .distinct()
    )


def evening_tables(evening: Evening) -> list[Table]:
    """The evening's tables with ``started``, their players (by number) and chukkers: 3 queries."""
    players = TablePlayer.objects.select_related("player").order_by("number")
    chukkers = Chukker.objects.only("id", "table_id", "number", "closed_at").order_by("number")
    return list(
        Table.objects.filter(evening=evening)
        .annotate(started=Exists(Chukker.objects.filter(table=OuterRef("pk"))))
        .prefetch_related(
            Prefetch("table_players", queryset=players), Prefetch("chukkers", queryset=chukkers)
        )
        .order_by("number")
    )


def current_seating(evening: Evening) -> Seating:
    """The seating as stored: table 1 first, each table's player ids in number order."""
    tables: dict[int, list[int]] = {
        number: []
        for number in Table.objects.filter(evening=evening).values_list("number", flat=True)
    }
    rows = (
        TablePlayer.objects.filter(evening=evening)
        .order_by("table__number", "number")
        .values_list("table__number", "player_id")
    )
    for number, player_id in rows:
        tables[number].append(player_id)
    return tuple(tuple(tables[number]) for number in sorted(tables))


def _player_names(ids: Iterable[int]) -> dict[int, str]:
    return dict(Player.objects.filter(pk__in=set(ids)).values_list("pk", "name"))


def _check_seating(evening: Evening, seating: Seating) -> None:
    everyone = [player for table in seating for player in table]
    names = _player_names(everyone)
    seen: set[int] = set()
    for player in everyone:
        if player in seen:
            raise ClubUserError(
                gettext("%(player)s cannot sit at two tables of the same evening.")
                % {"player": names.get(player, player)}
            )
        seen.add(player)
    for number, table in enumerate(seating, start=1):
        if len(table) not in rotations.TABLE_SIZES:
            # Same wording as rotations' own message, so one translation serves both.
            raise ClubUserError(
                gettext("Table %(table)s would have %(size)s players; a table seats 4, 5 or 6")
                % {"table": number, "size": len(table)}
            )
    present = set(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))
    absent = [player for player in everyone if player not in present]
    if absent:
        raise ClubUserError(
            gettext("%(player)s is not marked present at this evening.")
            % {"player": names.get(absent[0], absent[0])}
        )


def save_seating(evening: Evening, seating: Sequence[Sequence[int]]) -> Seating:
    """Store ``seating`` (table 1 first, each table's player ids in number order).

    Only tables whose players or numbers change are rewritten, so a table keeps its entry link;
    a table that has started refuses any change. The database forbids a player at two tables
    (``player_once_per_evening``); we check first so the director gets a message, not an error.
    """
    new = tuple(tuple(table) for table in seating)
    _check_seating(evening, new)
    try:
        with transaction.atomic():
            tables = {
                table.number: table
                for table in Table.objects.select_for_update().filter(evening=evening)
            }
            old = current_seating(evening)
            count = max(len(new), len(old))
            changed = [
                number
                for number in range(1, count + 1)
                if _table_at(old, number) != _table_at(new, number)
            ]
            blocked = sorted(set(changed) & started_table_numbers(evening))
            if blocked:
                raise ClubUserError(
                    gettext("Table %(table)s has started: its players can no longer change.")
                    % {"table": blocked[0]}
                )
            TablePlayer.objects.filter(evening=evening, table__number__in=changed).delete()
            Table.objects.filter(evening=evening, number__gt=len(new)).delete()
            places = []
            for number in changed:
                players = _table_at(new, number)
                if not players:
                    continue
                table = tables.get(number) or Table(evening=evening, number=number)
                table.size = len(players)
                table.save()
                places.extend(
                    TablePlayer(table=table, evening=evening, player_id=player, number=place)
                    for place, player in enumerate(players, start=1)
                )
            TablePlayer.objects.bulk_create(places)
    except IntegrityError as exc:
        raise ClubUserError(
            gettext(
                "A player cannot sit at two tables of the same evening, and two players cannot "
                "share a number at a table. Nothing was changed."
            )
        ) from exc
    return new


def _table_at(seating: Seating, number: int) -> tuple[int, ...]:
    return seating[number - 1] if number <= len(seating) else ()


def describe_split(count: int) -> str:
    """How ``count`` players would be seated ("13 players: tables of 4, 4 and 5"), or why not."""
    try:
        sizes = rotations.split_into_tables(count)
    except RotationError as err:
        raise ClubUserError(user_message(err)) from err
    return ngettext(
        "%(count)s players: one table of %(sizes)s",
        "%(count)s players: tables of %(sizes)s",
        len(sizes),
    ) % {"count": count, "sizes": get_text_list([str(size) for size in sizes], gettext("and"))}


def draw(evening: Evening, seed: int | None = None) -> Seating:
    """Draw the players present into tables and numbers, and store the seed on the evening.

    A redraw (no ``seed``) always gets a seed different from the last one; passing the stored
    seed with the same players present gives the same draw back. Refused once any table started.
    """
    with transaction.atomic():
        evening = Evening.objects.select_for_update().get(pk=evening.pk)
        started = sorted(started_table_numbers(evening))
        if started:
            raise ClubUserError(
                gettext("Table %(table)s has started: the tables can no longer be drawn again.")
                % {"table": started[0]}
            )
        if seed is None:
            seed = rotations.new_seed()
            while seed == evening.draw_seed:
                seed = rotations.new_seed()
        players = list(
            Attendance.objects.filter(evening=evening).values_list("player_id", flat=True)
        )
        try:
            seating = rotations.draw_tables(players, seed)
        except RotationError as err:
            raise ClubUserError(_named(err)) from err
        save_seating(evening, seating)
        evening.draw_seed = seed
        evening.save(update_fields=["draw_seed"])
    return seating


def _named(err: RotationError) -> str:
    """Translate a rotation error whose ``player`` parameter is a database id into a name."""
    if "player" in err.params:
        names = _player_names([err.params["player"]])
        params = {**err.params, "player": names.get(err.params["player"], err.params["player"])}
        err = RotationError(err.template, params)
    return user_message(err)


def move_player(evening: Evening, player_id: int, table_number: int) -> Seating:
    """Move a player (seated, or present but not seated yet) to the end of another table.

    Players after them at their old table move up one number; both tables must not have started.
    """
    with transaction.atomic():
        seating = current_seating(evening)
        seated = any(player_id in table for table in seating)
        try:
            if seated:
                new = rotations.move_player(seating, player_id, table_number)
            elif 1 <= table_number <= len(seating):
                new = tuple(
                    (*table, player_id) if number == table_number else table
                    for number, table in enumerate(seating, start=1)
                )
            else:
                raise ClubUserError(
                    gettext("There is no table %(table)s") % {"table": table_number}
                )
        except RotationError as err:
            raise ClubUserError(_named(err)) from err
        return save_seating(evening, new)


def swap_players(evening: Evening, first_id: int, second_id: int) -> Seating:
    """Exchange two players' tables and numbers.

    One of the two may be present but not seated: they take the other's place (a substitute),
    and the other is left present but not seated.
    """
    if first_id == second_id:
        raise ClubUserError(gettext("Choose two different players to swap."))
    with transaction.atomic():
        seating = current_seating(evening)
        seated = {player for table in seating for player in table}
        if first_id in seated and second_id in seated:
            try:
                new = rotations.swap_players(seating, first_id, second_id)
            except RotationError as err:
                raise ClubUserError(_named(err)) from err
        elif first_id in seated or second_id in seated:
            out, into = (first_id, second_id) if first_id in seated else (second_id, first_id)
            new = tuple(
                tuple(into if player == out else player for player in table) for table in seating
            )
        else:
            raise ClubUserError(gettext("Neither player is seated at a table."))
        return save_seating(evening, new)


# -- a table's plan: its positions over the evening ----------------------------------------------


@dataclass(frozen=True)
class SeatedPlayer:
    """A player at a table, shown the way the club says it: "3. Zoë Ærø"."""

    number: int
    name: str
    player_id: int | None = None

    def __str__(self) -> str:
        return f"{self.number}. {self.name}"


@dataclass(frozen=True)
class PlanLine:
    """One chukker of a table's evening: a position of the rotation, with names."""

    chukker: int
    position: int
    cycle: int
    north: SeatedPlayer
    east: SeatedPlayer
    south: SeatedPlayer
    west: SeatedPlayer
    sitting_out: tuple[SeatedPlayer, ...]
    first_dealer: rotations.Seat
    dealer: SeatedPlayer
    notation: str  # as printed in seed 003: "1-5 v 2-3 (4)"
    status: str  # "", "playing" or "closed"

    @property
    def first_dealer_name(self) -> str:
        return str(Seat(self.first_dealer.value).label)

    @property
    def north_south(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.north, self.south)

    @property
    def east_west(self) -> tuple[SeatedPlayer, SeatedPlayer]:
        return (self.east, self.west)


@dataclass(frozen=True)
class TablePlan:
    table: Table
    players: tuple[SeatedPlayer, ...]
    lines: tuple[PlanLine, ...]
    warnings: tuple[str, ...]
    chukkers_per_cycle: int
    started_chukkers: int  # the highest chukker number that exists at the table (0: none)

    @property
    def started(self) -> bool:
        return self.started_chukkers > 0


def _notation(position: rotations.Position) -> str:
    (a, b), (c, d) = position.pairs
    text = f"{a}-{b} v {c}-{d}"
    if position.sitting_out:
        text += " (" + ",".join(str(n) for n in position.sitting_out) + ")"
    return text


def table_plan(table: Table) -> TablePlan:
    """Every position the table plays tonight, named; uses prefetched players and chukkers.

    Warnings follow seed 001's custom (no one partners the same player twice running); only a
    replayed cycle can break it, so they appear only when the table plays more than one cycle.
    """
    players = {
        place.number: SeatedPlayer(place.number, place.player.name, place.player_id)
        for place in table.table_players.all()
    }
    status = {c.number: "closed" if c.closed_at else "playing" for c in table.chukkers.all()}

    def who(number: int) -> SeatedPlayer:
        return players.get(number) or SeatedPlayer(number, "?")

    sequence = rotations.play_sequence(table.size, table.cycles, table.stop_after)
    lines = []
    for played in sequence:
        seats = played.seats
        lines.append(
            PlanLine(
                chukker=played.index,
                position=played.position.number,
                cycle=played.cycle,
                north=who(seats[rotations.Seat.N]),
                east=who(seats[rotations.Seat.E]),
                south=who(seats[rotations.Seat.S]),
                west=who(seats[rotations.Seat.W]),
                sitting_out=tuple(who(n) for n in played.position.sitting_out),
                first_dealer=played.first_dealer,
                dealer=who(seats[played.first_dealer]),
                notation=_notation(played.position),
                status=status.get(played.index, ""),
            )
        )
    warnings = []
    if table.cycles > 1:
        for repeat in rotations.consecutive_partner_warnings(sequence):
            first, second = repeat.chukkers
            warnings.append(
                gettext(
                    "%(a)s and %(b)s partner in chukkers %(first)s and %(second)s, twice running "
                    "(a common club custom asks that no one partner the same player twice in a "
                    "row)."
                )
                % {
                    "a": who(repeat.players[0]),
                    "b": who(repeat.players[1]),
                    "first": first,
                    "second": second,
                }
            )
    return TablePlan(
        table=table,
        players=tuple(players[n] for n in sorted(players)),
        lines=tuple(lines),
        warnings=tuple(warnings),
        chukkers_per_cycle=len(rotations.schedule(table.size)),
        started_chukkers=max(status, default=0),
    )


def _highest_chukker(table: Table) -> int:
    numbers = Chukker.objects.filter(table=table).values_list("number", flat=True)
    return max(numbers, default=0)


def stop_table_after(table: Table, chukker: int | None) -> Table:
    """Stop the table after ``chukker`` (None: play every position of its cycles)."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=table.pk)
        if chukker is not None:
            total = table.cycles * len(rotations.schedule(table.size))
            if not 1 <= chukker <= total:
                raise ClubUserError(
                    gettext("Choose a chukker from 1 to %(total)s.") % {"total": total}
                )
            played = _highest_chukker(table)
            if chukker < played:
                raise ClubUserError(
                    gettext("Chukker %(played)s has already started: stop after it or later.")
                    % {"played": played}
                )
        table.stop_after = chukker
        table.save(update_fields=["stop_after"])
        return table


def play_cycle_again(table: Table) -> Table:
    """Add one more cycle of positions and lift any early stop: the table plays on."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=table.pk)
        table.cycles += 1
        table.stop_after = None
        table.save(update_fields=["cycles", "stop_after"])
        return table


def set_table_cycles(table: Table, cycles: int) -> Table:
    """Play the table's cycle of positions ``cycles`` times (never fewer than already played)."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=table.pk)
        if cycles < 1:
            raise ClubUserError(gettext("A table plays its positions at least once."))
        per_cycle = len(rotations.schedule(table.size))
        played = _highest_chukker(table)
        if cycles * per_cycle < played:
            raise ClubUserError(
                gettext(
                    "Chukker %(played)s has already started: the table cannot play fewer "
                    "chukkers than that."
                )
                % {"played": played}
            )
        table.cycles = cycles
        # A stop inside the cycles that are gone no longer means anything.
        if table.stop_after is not None and table.stop_after >= cycles * per_cycle:
            table.stop_after = None
        table.save(update_fields=["cycles", "stop_after"])
        return table
