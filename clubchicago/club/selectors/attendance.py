"""Who the director can tick present at an evening, and how the players present would split.

Words: a player is *present* once ticked for the evening; *seated* once the draw (or a move)
gave them a table and a number. The *split* is how many tables of which size seat everyone
(``rotations.split_into_tables``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from django.db.models import Exists, OuterRef, Q, QuerySet, Subquery
from django.utils.text import get_text_list
from django.utils.translation import gettext, ngettext
from django_stubs_ext import WithAnnotations

import rotations
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.models import Attendance, Evening, Player, TablePlayer
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
    place = TablePlayer.objects.filter(evening=evening, player=OuterRef("pk"))
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
