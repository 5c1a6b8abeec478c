"""Who the director can tick present at an evening, and how the players present would split.

Words: a player is *present* once ticked for the evening; *seated* once the draw (or a move)
gave them a table and a number. A player who *left* played at a table and is seated no longer
(docs/rules.md#changes-during-the-evening): present still, their positions counting. The
*split* is how many tables of which size seat everyone (``rotations.split_into_tables``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypedDict

from django.db.models import Exists, OuterRef, Q, QuerySet, Subquery
from django.utils.text import get_text_list
from django.utils.translation import gettext, ngettext
from django_stubs_ext import WithAnnotations

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Evening,
    Lineup,
    Player,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.plans import evening_tables
from rotations import RotationError


class Candidacy(TypedDict):
    """What ``attendance_candidates`` says of each player."""

    present: bool
    table_number: int | None


def attendance_candidates(evening: Evening) -> QuerySet[WithAnnotations[Player, Candidacy]]:
    """The players the director can tick: the active roster, plus anyone already present.

    Each comes with ``present`` and ``table_number`` (None unless seated), in one query.
    """
    present = Attendance.objects.filter(evening=evening, player=OuterRef("pk"))
    place = TablePlayer.seated.filter(evening=evening, player=OuterRef("pk"))
    return (
        Player.objects.annotate(
            present=Exists(present),
            table_number=Subquery(place.values("table__number")[:1]),
        )
        .filter(Q(active=True) | Q(present=True))
        .order_by(*Player.BY_NAME)
    )


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


@dataclass(frozen=True)
class Departure:
    """A player who left: the table they last sat at, the chukker after which they left it, and
    the positions they played tonight (which count)."""

    table: int
    after: int
    positions: int


def departures(evening: Evening) -> dict[int, Departure]:
    """The players who played at this evening and are seated no longer, by id: one query, and
    two more when someone left."""
    seated: set[int] = set()
    last: dict[int, tuple[int, int, int]] = {}  # player: (start, table id, table number)
    for player, current, start, table, number in TablePlayer.objects.filter(
        evening=evening
    ).values_list("player_id", "current", "lineup__start", "table_id", "table__number"):
        if current:
            seated.add(player)
        elif player not in last or start > last[player][0]:
            last[player] = (start, table, number)
    for player in seated:
        last.pop(player, None)
    if not last:
        return {}
    starts: dict[int, list[int]] = {}
    lengths: dict[int, int] = {}
    for table, start, length in Lineup.objects.filter(table__evening=evening).values_list(
        "table_id", "start", "table__length"
    ):
        starts.setdefault(table, []).append(start)
        lengths[table] = length
    positions: dict[int, int] = {}
    seats = Chukker.SEAT_FIELDS.values()
    for chukker in Chukker.objects.filter(table__evening=evening).only(
        *seats, "deals_played", "closed_at"
    ):
        if chukker.deals_played or chukker.closed_at is None:
            for pk in chukker.player_ids().values():
                positions[pk] = positions.get(pk, 0) + 1
    result = {}
    for player, (start, table, number) in last.items():
        later = [s for s in starts.get(table, []) if s > start]
        after = min(later) - 1 if later else lengths[table]
        result[player] = Departure(number, after, positions.get(player, 0))
    return result


def waiting(evening: Evening) -> list[Player]:
    """The players present who have no seat yet and have not played tonight (late arrivals,
    reserves): those the director still has to seat, by name (one query)."""
    places = TablePlayer.objects.filter(evening=evening, player=OuterRef("pk"))
    return list(
        Player.objects.filter(attendances__evening=evening)
        .exclude(Exists(places))
        .order_by(*Player.BY_NAME)
    )


def seating_note(count: int) -> str:
    """What the check-in list says beside the count when the players present cannot all be
    seated ("7 present: one more player, or one sits out the evening"); "" when they can, and
    before anyone is ticked."""
    if count == 0 or rotations.seatable(count):
        return ""
    if count < min(rotations.TABLE_SIZES):
        return ngettext(
            "%(count)s present: a table needs at least 4 players.",
            "%(count)s present: a table needs at least 4 players.",
            count,
        ) % {"count": count}
    return ngettext(
        "%(count)s present: one more player, or one sits out the evening.",
        "%(count)s present: one more player, or one sits out the evening.",
        count,
    ) % {"count": count}


def describe_tables(sizes: Sequence[int]) -> str:
    """The tables as they are ("14 players seated: tables of 4, 5 and 5")."""
    return ngettext(
        "%(count)s players seated: one table of %(sizes)s",
        "%(count)s players seated: tables of %(sizes)s",
        len(sizes),
    ) % {
        "count": sum(sizes),
        "sizes": get_text_list([str(size) for size in sorted(sizes)], gettext("and")),
    }


@dataclass(frozen=True)
class Counts:
    """Who came tonight, and where each of them is: ``playing`` (seated at a table), ``left``
    (played and are seated no longer: everyone else who came), ``waiting`` (present, never
    seated yet)."""

    came: int
    playing: int
    waiting: int

    @property
    def left(self) -> int:
        return max(self.came - self.playing - self.waiting, 0)

    @property
    def sentence(self) -> str:
        """ "15 came: 11 playing, 2 left, 2 waiting for a seat" (a part that counts nobody is
        left out, but the players playing)."""
        parts = [
            ngettext("%(count)s playing", "%(count)s playing", self.playing)
            % {"count": self.playing}
        ]
        if self.left:
            parts.append(
                ngettext("%(count)s left", "%(count)s left", self.left) % {"count": self.left}
            )
        if self.waiting:
            parts.append(
                ngettext(
                    "%(count)s waiting for a seat", "%(count)s waiting for a seat", self.waiting
                )
                % {"count": self.waiting}
            )
        return ngettext("%(count)s came: %(parts)s", "%(count)s came: %(parts)s", self.came) % {
            "count": self.came,
            "parts": ", ".join(parts),
        }


def evening_counts(evening: Evening) -> Counts:
    """Who came, who plays, who left and who waits for a seat (three queries)."""
    came = Attendance.objects.filter(evening=evening).count()
    playing = TablePlayer.seated.filter(evening=evening).count()
    return Counts(came=came, playing=playing, waiting=len(waiting(evening)))


def joinable_tables(evening: Evening) -> list[Table]:
    """The tables that can take one more player now: 4 or 5 seated, chukkers still to start
    (docs/rules.md#changes-during-the-evening). Five queries."""
    return [
        table
        for table in evening_tables(evening)
        if 0 < len(table.seated_places()) < 6 and len(table.chukkers.all()) < table.length
    ]


def present_count(evening: Evening) -> int:
    """How many players are ticked present at the evening (one query)."""
    return Attendance.objects.filter(evening=evening).count()


def present_players(evening: Evening) -> QuerySet[Attendance]:
    """The evening's players present, each with their player (one query)."""
    return Attendance.objects.filter(evening=evening).select_related("player")


def present_ids(evening: Evening) -> list[int]:
    """The ids of the evening's players present (one query)."""
    return list(Attendance.objects.filter(evening=evening).values_list("player_id", flat=True))
