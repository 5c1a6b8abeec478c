"""The changes the preview offers besides the one asked, when a player leaves: a player waiting
for a seat takes their place, or a table of 5 or 6 lends the player who sits out its next
chukker (docs/rules.md#changes-during-the-evening). Read-only.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

import rotations
from clubchicago.club.models import Evening
from clubchicago.club.selectors.replans import EveningNow, evening_now
from rotations.replans import Request, RequestKind


@dataclass(frozen=True)
class Option:
    """A change that keeps everyone playing when a table of 4 loses a player."""

    request: Request
    text: str


def leave_options(evening: Evening, asked: Request) -> list[Option]:
    """What keeps everyone playing when ``asked`` takes a player away from a table of 4, which
    cannot play on with 3: a player present but not seated takes their place, or a table of 5 or
    6 lends the player who sits out its next chukker (docs/rules.md#changes-during-the-evening).
    Empty when the player does not sit at a table of 4."""
    now = evening_now(evening)
    leaving = asked.player
    home = next(
        (number for number, table in enumerate(now.seating, start=1) if leaving in table), None
    )
    if leaving is None or home is None or len(now.seating[home - 1]) != 4:
        return []
    options = [
        Option(
            Request(RequestKind.REPLACE, player=leaving, by=pk),
            gettext("%(by)s (present, not seated) takes %(player)s's place")
            % {
                "by": now.names.get(pk, "?"),
                "player": now.names.get(leaving, "?"),
            },
        )
        for pk in waiting(now)
    ]
    for number, players in enumerate(now.seating, start=1):
        table = now.tables.get(number)
        if table is None or len(players) not in (5, 6) or number == home:
            continue
        last = now.last.get(number)
        next_chukker = last.number + 1 if last is not None else 1
        if next_chukker > table.length:
            continue
        stint = rotations.stint_at(table.stints(), next_chukker)
        for out in rotations.sitting_out_next(stint, next_chukker):
            pk = players[out - 1]
            options.append(
                Option(
                    Request(RequestKind.REPLACE, player=leaving, by=pk),
                    gettext(
                        "%(by)s leaves table %(table)s, where they sit out chukker %(chukker)s, "
                        "and takes %(player)s's place"
                    )
                    % {
                        "by": now.names.get(pk, "?"),
                        "table": number,
                        "chukker": next_chukker,
                        "player": now.names.get(leaving, "?"),
                    },
                )
            )
    return options


def substitute_options(evening: Evening, asked: Request) -> list[Option]:
    """A leaver's table of 5 or 6 plays on one smaller, or a player waiting for a seat takes
    the leaver's number and place (docs/rules.md#changes-during-the-evening): the substitutes
    the preview of ``asked`` offers besides. Empty for any other change, or a table of 4 (whose
    options ``leave_options`` gives)."""
    if asked.kind is not RequestKind.LEAVE or asked.player is None:
        return []
    now = evening_now(evening)
    leaving = asked.player
    home = next((table for table in now.seating if leaving in table), ())
    if len(home) < 5:
        return []
    return [
        Option(
            Request(RequestKind.REPLACE, player=leaving, by=pk),
            gettext("%(by)s (present, not seated) takes %(player)s's place")
            % {"by": now.names.get(pk, "?"), "player": now.names.get(leaving, "?")},
        )
        for pk in waiting(now)
    ]


def waiting(now: EveningNow) -> list[int]:
    """The players present who have never sat at a table tonight (a late arrival, a reserve), by
    name: the only ones a change may seat without being asked to (a player who left stays gone
    unless the director brings them back)."""
    placed = {
        place.player_id for table in now.tables.values() for place in table.table_players.all()
    }
    return sorted(now.present - placed, key=lambda pk: now.names.get(pk, ""))
