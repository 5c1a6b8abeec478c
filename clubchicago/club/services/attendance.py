"""Who is here: the players the director ticks present at an evening, and guests.

Words: a player is *present* once ticked for the evening; a *guest* is added to the players on
the spot (``guest=True``) and marked present. A player *seated* at a table cannot be marked
absent, so no table is left with a hole in its numbers.

Every write happens inside one ``transaction.atomic()``; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Evening, Player, TablePlayer
from clubchicago.club.services.roster import clean_name, max_length, name_taken

NAME_MAX = max_length("name")


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
