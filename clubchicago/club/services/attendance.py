"""Who is here: the players the director ticks present at an evening, and guests.

Words: a player is *present* once ticked for the evening; a *guest* is added to the players on
the spot (``guest=True``) and marked present. A player *seated* at a table cannot be marked
absent, so no table is left with a hole in its numbers. The page saves the whole list at once
(``set_attendance``, also when a guest is added) or one tick at a time (``mark_present``).

Every write happens inside one ``transaction.atomic()``; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Chukker, Evening, Player, TablePlayer
from clubchicago.club.selectors.plans import started_table_numbers
from clubchicago.club.services import locking
from clubchicago.club.services.roster import check_look_alikes, clean_name, max_length, name_key

NAME_MAX = max_length("name")


@dataclass(frozen=True)
class Saved:
    """What ``save_attendance`` did: players added and removed, the guest added and the retired
    player brought back, if any."""

    added: int
    removed: int
    guest: Player | None = None
    returned: Player | None = None


class RetiredPlayer(ClubUserError):
    """The guest's name is a retired player's, who is not in the check-in list: the page offers
    to bring them back (``bring_back``) rather than add a second player of that name."""

    def __init__(self, player: Player) -> None:
        super().__init__(
            gettext("%(name)s is in the roster but retired, so not in the list below.")
            % {"name": player.name}
        )
        self.player = player


@locking.retried
def save_attendance(
    evening: Evening,
    player_ids: Iterable[int],
    *,
    guest: str = "",
    different_person: bool = False,
    returning: int | None = None,
) -> Saved:
    """Save the check-in list as the page sent it, with the guest typed in or the retired player
    brought back (if any).

    All in one transaction: adding a guest never loses the ticks made on the page, and if the
    list or the guest is refused, nothing is saved.
    """
    with transaction.atomic():
        added, removed = set_attendance(evening, player_ids)
        return Saved(
            added,
            removed,
            guest=add_guest(evening, guest, different_person=different_person) if guest else None,
            returned=bring_back(evening, returning) if returning is not None else None,
        )


@locking.retried
def set_attendance(evening: Evening, player_ids: Iterable[int]) -> tuple[int, int]:
    """Make exactly these players present; return how many were (added, removed).

    A player seated at a table cannot be marked absent (``_check_leaving``), so no table is left
    with a hole in its numbers.
    """
    wanted = set(player_ids)
    with transaction.atomic():
        _lock(evening)
        present = set(
            Attendance.objects.filter(evening=evening).values_list("player_id", flat=True)
        )
        leaving = present - wanted
        _check_leaving(evening, leaving)
        joining = wanted - present
        Attendance.objects.filter(evening=evening, player_id__in=leaving).delete()
        Attendance.objects.bulk_create(
            Attendance(evening=evening, player_id=player_id) for player_id in sorted(joining)
        )
    return len(joining), len(leaving)


@locking.retried
def mark_present(evening: Evening, player_id: int, present: bool) -> bool:
    """Tick one player present (``present``) or absent, as a check-in list does at each click.

    Returns whether anything changed. The same rule as ``set_attendance``: a seated player
    stays present.
    """
    with transaction.atomic():
        _lock(evening)
        if present:
            _row, created = Attendance.objects.get_or_create(evening=evening, player_id=player_id)
            return created
        _check_leaving(evening, {player_id})
        deleted, _by_model = Attendance.objects.filter(
            evening=evening, player_id=player_id
        ).delete()
        return deleted > 0


def _lock(evening: Evening) -> None:
    """Hold the evening's row until the transaction ends (``locking.lock_evening``): the
    check-in list's writers (the page's Save, a tick sent at each click, a guest) then run one
    after the other. Without it, on PostgreSQL, a tick landing between a Save's read of who is
    present and its insert made the insert break the one-row-a-player rule: a server error."""
    locking.lock_evening(evening)


def _check_leaving(evening: Evening, leaving: set[int]) -> None:
    """Refuse to mark absent a player seated at a table, or one who played tonight, saying
    what the director can do.

    Before play, swap them with a player present but not seated, or draw again. Once a table
    has started the tables can no longer be drawn again: a player seated there leaves it on the
    Seating page (a table of 5 or 6 plays on smaller, a table of 4 takes a substitute), and a
    player who played tonight stays present, because the deals they played count.
    """
    if not leaving:
        return
    played = Chukker.objects.filter(
        Q(north__in=leaving) | Q(east__in=leaving) | Q(south__in=leaving) | Q(west__in=leaving),
        table__evening=evening,
    ).first()
    if played is not None:
        player = next(pk for pk in played.player_ids().values() if pk in leaving)
        raise ClubUserError(
            gettext(
                "%(player)s played tonight: they stay present, because the deals they played "
                "count. To let them go, use Leave on the Seating page."
            )
            % {"player": Player.objects.get(pk=player).name}
        )
    seated = (
        TablePlayer.seated.filter(evening=evening, player_id__in=leaving)
        .select_related("player", "table")
        .order_by("table__number", "number")
        .first()
    )
    if seated is None:
        return
    names = {"player": seated.player.name, "table": seated.table.number}
    started = started_table_numbers(evening)
    if started:
        raise ClubUserError(
            gettext(
                "%(player)s is seated at table %(table)s. Let them leave the table on the "
                "Seating page (or swap them with a player who is present but not seated) "
                "before marking them absent."
            )
            % names
        )
    raise ClubUserError(
        gettext(
            "%(player)s is seated at table %(table)s. Swap them with a player who is "
            "present but not seated, or draw the tables again, before marking them absent."
        )
        % names
    )


@locking.retried
def add_guest(evening: Evening, name: str, *, different_person: bool = False) -> Player:
    """Add a guest to the players (guest=True) and mark them present at the evening.

    A name that looks like a roster player's ("Zoe Aero" beside "Zoë Ærø") raises ``LookAlike``
    unless the director said the guest is a ``different_person``.
    """
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
    namesake = _namesake(name)
    if namesake is not None:
        raise ClubUserError(taken) if namesake.active else RetiredPlayer(namesake)
    check_look_alikes(name, different=different_person)
    try:
        with transaction.atomic():
            guest = Player.objects.create(name=name, guest=True)
            Attendance.objects.create(evening=evening, player=guest)
    except IntegrityError as exc:  # the same name added at the same moment elsewhere
        raise ClubUserError(taken) from exc
    return guest


def _namesake(name: str) -> Player | None:
    """The player of the roster called ``name``, compared as the roster compares names
    (case-insensitively beyond ASCII: "ŁUKASZ" is "Łukasz")."""
    key = name_key(name)
    return next((p for p in Player.objects.only("name", "active") if name_key(p.name) == key), None)


def bring_back(evening: Evening, player_id: int) -> Player:
    """A retired player (a guest who comes back) made active again and marked present."""
    with transaction.atomic():
        _lock(evening)
        player = Player.objects.select_for_update().filter(pk=player_id).first()
        if player is None:
            raise ClubUserError(gettext("This list is out of date: reload the page."))
        if not player.active:
            player.active = True
            player.save(update_fields=["active"])
        Attendance.objects.get_or_create(evening=evening, player=player)
    return player
