"""The check every seating change passes before it is stored: nobody is seated at two tables at
once (docs/rules.md#one-table-at-a-time), and no table is left waiting for ever.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.utils.translation import gettext

import rotations
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening, Player
from clubchicago.club.selectors.overlaps import evening_chukkers


def player_names(ids: Iterable[int]) -> dict[int, str]:
    """The names of the players ``ids``, by id: a refusal names the player it is about."""
    return dict(Player.objects.filter(pk__in=set(ids)).values_list("pk", "name"))


def check_one_table_at_a_time(evening: Evening, lineups: set[int]) -> None:
    """What the service stores never seats a player at two tables at once
    (docs/rules.md#one-table-at-a-time), however it was asked (a form bypassed, a page from
    before a phone's deal): no lineup it seats from a table's next chukker holds a player still
    playing at another table, and no table is left waiting for ever. Raises ``ClubUserError``,
    and the transaction stores nothing."""
    chukkers = evening_chukkers(evening)
    for chukker in chukkers:
        if chukker.status is not rotations.Status.NEXT or chukker.lineup not in lineups:
            continue
        playing = [wait for wait in rotations.waits_for(chukker, chukkers) if wait.playing]
        if playing:
            wait = playing[0]
            values = {
                "player": player_names([wait.player]).get(wait.player, "?"),
                "table": chukker.table,
                "number": chukker.number,
                "other": wait.chukker.table,
                "chukker": wait.chukker.number,
            }
            raise ClubUserError(
                gettext(
                    "%(player)s is still playing chukker %(chukker)s at table %(other)s: they "
                    "cannot be seated at table %(table)s from chukker %(number)s. Nothing was "
                    "changed."
                )
                % values
            )
    if rotations.stuck(chukkers):
        first = rotations.stuck(chukkers)[0]
        raise ClubUserError(
            gettext(
                "Table %(table)s could never begin its chukker %(number)s after this change: its "
                "players would wait for one another at two tables. Nothing was changed."
            )
            % {"table": first.table, "number": first.number}
        )
