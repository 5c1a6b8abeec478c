"""How long each table plays tonight and who deals first in each of its chukkers.

A table plays its cycle of positions as far as the evening's *length* (in chukkers) allows; the
director may stop a table early or let it play on. Its *first dealers* are planned so that the
players share vulnerability fairly (``rotations.share_vulnerability``), lineup by lineup, and the
chukkers already dealt keep theirs. Each write is one transaction that locks the tables first
(``services.locking``), as every seating service does (``services.seating``, which re-exports
``plan_evening`` and ``set_table_length``).
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Chukker, Evening, Lineup, Table, TablePlayer
from clubchicago.club.services import locking
from clubchicago.club.services.versions import results_changed
from rotations import RotationError
from scoring import Schedule


def table_first_dealers(table: Table, length: int, schedule: str, started: Sequence[str]) -> str:
    """The first dealers of ``table``'s ``length`` chukkers, sharing vulnerability fairly within
    each of its lineups (``rotations.share_vulnerability``).

    ``started`` are the first dealers of the chukkers already played or in play: they stay.
    """
    stints = [
        rotations.Stint(start, size, offset)
        for start, size, offset in Lineup.objects.filter(table=table)
        .order_by("start")
        .values_list("start", "size", "offset")
    ]
    later = [stint.start for stint in stints if stint.start > length]
    if later:
        raise ClubUserError(
            gettext(
                "Table %(table)s's players change from chukker %(start)s: undo that change "
                "before ending the table's evening sooner."
            )
            % {"table": table.number, "start": later[0]}
        )
    sequence = rotations.stint_sequence(stints, length)
    dealers: list[str] = []
    for index, stint in enumerate(stints):
        end = stints[index + 1].start - 1 if index + 1 < len(stints) else length
        seatings = [played.seats for played in sequence[stint.start - 1 : end]]
        fixed = list(started[stint.start - 1 : end])
        planned = rotations.share_vulnerability(
            range(1, stint.size + 1),
            seatings,
            Schedule(schedule),
            first_chukker=stint.start,
            fixed=fixed,
        )
        dealers.extend(seat.value for seat in planned)
    return "".join(dealers)


def started_dealers(table: Table) -> list[str]:
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


@locking.retried
def set_table_length(table: Table, length: int) -> Table:
    """Stop the table early or let it play on: it plays ``length`` chukkers tonight.

    Never fewer than it has already started; the chukkers to come are planned again around the
    ones already dealt (their first dealers stay).
    """
    with transaction.atomic():
        table = locking.lock_table(table)
        try:
            rotations.check_length(length)
        except RotationError as err:
            raise ClubUserError(user_message(err)) from err
        started = started_dealers(table)
        if length < len(started):
            raise ClubUserError(
                gettext("Chukker %(played)s has already started: stop after it or later.")
                % {"played": len(started)}
            )
        table.first_dealers = table_first_dealers(table, length, table.evening.schedule, started)
        table.length = length
        table.save(update_fields=["length", "first_dealers"])
        results_changed(table.evening_id)
        return table


@locking.retried
def plan_evening(evening: Evening) -> None:
    """Plan every table of ``evening`` again for its length and schedule (in one transaction).

    Called when the director changes the evening's length, or its schedule before play starts.
    A table that has started keeps the first dealers of the chukkers it has begun; one that has
    started more chukkers than the new length allows refuses the change, and nothing is saved.
    """
    with transaction.atomic():
        seated = set(TablePlayer.seated.filter(evening=evening).values_list("table_id", flat=True))
        for table in sorted(locking.lock_tables(evening), key=lambda table: table.number):
            if table.pk not in seated:
                continue  # a table that stopped (its players went to another) stays stopped
            started = started_dealers(table)
            # A table that began during the evening finishes with the others.
            length = evening.length - table.begins_after
            if length < max(len(started), 1):
                raise ClubUserError(
                    gettext(
                        "Table %(table)s has already started chukker %(played)s: the evening "
                        "cannot be shorter than that."
                    )
                    % {"table": table.number, "played": len(started)}
                )
            table.first_dealers = table_first_dealers(table, length, evening.schedule, started)
            table.length = length
            table.save(update_fields=["length", "first_dealers"])
        results_changed(evening)
