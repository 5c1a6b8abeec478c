"""Seating: the draw into tables, moves by hand, and how long each table plays.

Words (as in ``rotations``): the *draw* gives each table its players and each player a *number*
1..N, reproducibly from a *seed* stored on the evening. The *seating* is every table's player
ids in number order, table 1 first. A table has *started* once its first chukker exists: from
then on its players and numbers are fixed, because deals were entered under them. A table plays
its cycle of positions as far as the evening's *length* (in chukkers) allows, then from the start
again; the director may stop a table early or let it play on. Its *first dealers* are planned so
that the players share vulnerability fairly (``rotations.plan_first_dealers``).

Every write happens inside one ``transaction.atomic()``; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Attendance, Chukker, Evening, Player, Table, TablePlayer
from clubchicago.club.selectors.plans import Seating, current_seating, started_table_numbers
from clubchicago.club.services.versions import advance_results
from rotations import RotationError
from scoring import Schedule


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
            places: list[TablePlayer] = []
            for number in changed:
                players = _table_at(new, number)
                if not players:
                    continue
                table = tables.get(number) or Table(evening=evening, number=number)
                table.size = len(players)
                # A new table, or one with other players, plays the evening's length from the top.
                _plan(table, evening.length, evening.schedule, started=())
                table.save()
                places.extend(
                    TablePlayer(table=table, evening=evening, player_id=player, number=place)
                    for place, player in enumerate(players, start=1)
                )
            TablePlayer.objects.bulk_create(places)
            if changed:
                advance_results(evening)
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
    player = err.params.get("player")
    if isinstance(player, int):  # the rotations here are drawn with player ids
        params = {**err.params, "player": _player_names([player]).get(player, player)}
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


def _plan(table: Table, length: int, schedule: str, started: Sequence[str]) -> None:
    """Give ``table`` a length and the first dealers that share vulnerability fairly.

    ``started`` are the first dealers of the chukkers already played or in play: they stay.
    """
    table.length = length
    table.first_dealers = "".join(
        rotations.plan_first_dealers(table.size, length, Schedule(schedule), fixed=started)
    )


def _started_dealers(table: Table) -> list[str]:
    """The first dealers of the chukkers up to the last one started, in order.

    Each started chukker keeps the first dealer it was dealt with; a chukker number below the
    last one that has no row keeps the planned one.
    """
    dealt = dict(Chukker.objects.filter(table=table).values_list("number", "first_dealer"))
    planned = table.first_dealers
    return [
        dealt.get(number) or planned[number - 1 : number] or rotations.first_dealer(number).value
        for number in range(1, max(dealt, default=0) + 1)
    ]


def set_table_length(table: Table, length: int) -> Table:
    """Stop the table early or let it play on: it plays ``length`` chukkers tonight.

    Never fewer than it has already started; the chukkers to come are planned again around the
    ones already dealt (their first dealers stay).
    """
    with transaction.atomic():
        table = Table.objects.select_for_update().select_related("evening").get(pk=table.pk)
        try:
            rotations.check_length(length)
        except RotationError as err:
            raise ClubUserError(user_message(err)) from err
        started = _started_dealers(table)
        if length < len(started):
            raise ClubUserError(
                gettext("Chukker %(played)s has already started: stop after it or later.")
                % {"played": len(started)}
            )
        _plan(table, length, table.evening.schedule, started)
        table.save(update_fields=["length", "first_dealers"])
        advance_results(table.evening_id)
        return table


def plan_evening(evening: Evening) -> None:
    """Plan every table of ``evening`` again for its length and schedule (in one transaction).

    Called when the director changes the evening's length, or its schedule before play starts.
    A table that has started keeps the first dealers of the chukkers it has begun; one that has
    started more chukkers than the new length allows refuses the change, and nothing is saved.
    """
    with transaction.atomic():
        for table in Table.objects.select_for_update().filter(evening=evening).order_by("number"):
            started = _started_dealers(table)
            if evening.length < len(started):
                raise ClubUserError(
                    gettext(
                        "Table %(table)s has already started chukker %(played)s: the evening "
                        "cannot be shorter than that."
                    )
                    % {"table": table.number, "played": len(started)}
                )
            _plan(table, evening.length, evening.schedule, started)
            table.save(update_fields=["length", "first_dealers"])
        advance_results(evening)
