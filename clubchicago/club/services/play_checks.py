"""What table-side play refuses, and the words it refuses in: the checks ``services.play`` makes
under the table's lock before it writes, and the messages a phone or the director is shown.

Words as in ``services.play``. Every check raises ``ClubUserError`` with a translated message
for something a person can fix (or only see: a page out of date); none writes. The page's own
look before it posts (``check_shown``: the table moved on since this page loaded) says the same
as ``record_deal`` does once it holds the lock, so a phone reads one message either way.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.contrib.auth.models import User
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

import rotations
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Chukker, Lineup, Player, Table
from clubchicago.club.selectors.overlaps import evening_chukkers, wait_message
from clubchicago.club.selectors.sheets import live_deal
from clubchicago.club.selectors.table_state import TableState, lineup_of
from scoring import MAX_PASS_OUTS

if TYPE_CHECKING:
    from clubchicago.club.models import DealRecord


@dataclass(frozen=True)
class Actor:
    """Who makes a change: a table's link or a logged-in director."""

    label: str
    user: User | None = None
    table: Table | None = None

    @property
    def is_director(self) -> bool:
        return self.user is not None

    @classmethod
    def for_table(cls, table: Table) -> Actor:
        return cls(label=_("Table %(number)s link") % {"number": table.number}, table=table)

    @classmethod
    def for_director(cls, user: User) -> Actor:
        # The history keeps 120 characters of who made a change; a username may hold 150.
        return cls(label=user.get_username()[:120], user=user)


def check_shown(state: TableState, shown: tuple[int, int] | None) -> None:
    """Refuse an entry from a page for a (deal, chukker) the table has already passed.

    The deal the table entered last is the one this page showed: another phone just entered
    it. Anything else (a deal further back, or one deleted since) means the page was out of
    date: say where the table is now. ``shown`` None, or where the table is: nothing to say.
    """
    if shown is None or shown == (state.next_deal_number, state.chukker_number):
        return
    number, chukker = shown
    lines = state.sheet.lines if state.sheet is not None else ()
    last = (state.chukker.number, lines[-1].number) if state.chukker and lines else None
    if last == (chukker, number):
        raise ClubUserError(already_entered(number))
    now = state.next_deal_number
    raise ClubUserError(stale_entry(number, chukker, (now, state.chukker_number) if now else None))


def check_free(table: Table, number: int, start: int, players: set[int]) -> None:
    """A chukker begins only when none of its players is still playing, or has still to play
    first, a chukker at another table (docs/rules.md#one-table-at-a-time): refused naming them.

    Read under the table's lock with the evening's row shared: a seating change (which holds
    the evening's row exclusively) and a chukker reopened (likewise) wait for this entry, and a
    chukker beginning at another table at the same moment waits for this one's lineup or is
    refused by its own check (``rotations.overlaps``: the later lineup waits for the earlier).
    """
    chukkers = evening_chukkers(table.evening_id)
    lineup = next((c.lineup for c in chukkers if c.table == table.number and c.number == number), 0)
    if not lineup:
        lineup = Lineup.objects.filter(table=table, start=start).values_list("pk", flat=True)[0]
    mine = rotations.TableChukker(
        table=table.number,
        number=number,
        status=rotations.Status.NEXT,
        players=frozenset(players),
        lineup=lineup,
    )
    waits = rotations.waits_for(mine, chukkers)
    if waits:
        raise ClubUserError(wait_message(mine, waits))


def check_writable(chukker: Chukker, actor: Actor) -> None:
    """Only the director changes a deal of a closed chukker (the view asks before showing the
    form too, and shows this refusal)."""
    if chukker.closed and not actor.is_director:
        raise ClubUserError(_("This chukker is closed; only the director can correct it now."))


def check_scored_here(table: Table, actor: Actor) -> None:
    """A table scored on paper takes nothing from its link: the director types its sheets in
    (``services.paper``), and a director holding the link may still change it."""
    if table.on_paper and not actor.is_director:
        raise ClubUserError(
            _(
                "The director is scoring this table from its paper score sheet: nothing can be "
                "entered or changed from a phone. Show the director the sheet if a deal is wrong."
            )
        )


def check_lineup(table: Table, chukker: Chukker, shown: int | None) -> None:
    """Refuse an entry from a page that showed another lineup's seats than the chukker's."""
    if shown is None:
        return
    lineup = lineup_of(table, chukker.number)
    if lineup is not None and lineup.pk != shown:
        raise ClubUserError(
            _(
                "The players at this table changed after this page was loaded. Nothing was "
                "saved: check the seats below and enter the deal again."
            )
        )


def already_entered(number: int | str) -> str:
    """What the phone that came second is told: the deal it sent was just entered."""
    return _(
        "Deal %(number)s has already been entered, perhaps from another phone. "
        "Check the sheet below."
    ) % {"number": number}


def stale_entry(number: int, chukker: int, now: tuple[int, int] | None = None) -> str:
    """What a phone is told when its page showed an older deal than the last one entered (or a
    deal since deleted): its page was out of date, and where the table is ``now`` (deal,
    chukker), when known."""
    shown = {"number": number, "chukker": chukker}
    if now is None:
        return (
            _(
                "This page was out of date: it showed deal %(number)s of chukker %(chukker)s, but "
                "the table has moved on. Nothing was saved: check the sheet below and enter the "
                "deal if it is missing."
            )
            % shown
        )
    return _(
        "This page was out of date: it showed deal %(number)s of chukker %(chukker)s, but the "
        "table is now at deal %(now)s of chukker %(now_chukker)s. Nothing was saved: check the "
        "sheet below and enter the deal if it is missing."
    ) % {**shown, "now": now[0], "now_chukker": now[1]}


def check_pass_out(chukker: Chukker, number: int, seen: int | None) -> None:
    """A pass-out is stored once however many phones press it, and a deal has few of them.

    ``seen`` is how many pass-outs of this deal the phone showed: two phones pressing "passed
    out" for the same redeal store it once. A table passes a deal out a handful of times at
    most; beyond ``MAX_PASS_OUTS`` a button is being pressed in a loop, and the sheet would
    fill with nothing.
    """
    stored = chukker.deals.filter(deleted_at__isnull=True, passed_out=True, number=number).count()
    if stored >= MAX_PASS_OUTS:
        raise ClubUserError(
            ngettext(
                "Deal %(number)s has been passed out %(count)s time already; no more redeals "
                "can be recorded. Ask the director.",
                "Deal %(number)s has been passed out %(count)s times already; no more redeals "
                "can be recorded. Ask the director.",
                stored,
            )
            % {"number": number, "count": stored}
        )
    if seen is not None and stored != seen:
        raise ClubUserError(
            _("This passed-out deal has already been recorded, perhaps from another phone.")
        )


def check_confirmable(deal: DealRecord) -> None:
    """A table link confirms a deal once, while its chukker is open; the director may always."""
    if deal.chukker.closed:
        raise ClubUserError(
            _("This chukker is closed; only the director can confirm its deals now.")
        )
    if deal.confirmed_at is not None:
        raise ClubUserError(
            _("Deal %(number)s is already confirmed; only the director can change that.")
            % {"number": deal.number}
        )


def check_reopenable(table: Table, chukker: Chukker) -> None:
    """Refuse to reopen a chukker if one of its players has begun a chukker at another table
    since it closed (or is playing one): reopened, it would seat them at two tables at once."""
    chukkers = evening_chukkers(table.evening_id, with_times=True)
    mine = next(c for c in chukkers if c.table == table.number and c.number == chukker.number)
    reopened = dataclasses.replace(mine, status=rotations.Status.IN_PLAY, ended=None)
    others = [c for c in chukkers if c.table != table.number]
    for other in others:
        shared = sorted(other.players & mine.players)
        if not shared or not other.status.begun:
            continue
        if other.lineup > mine.lineup or rotations.overlaps([reopened, other]):
            name = Player.objects.filter(pk=shared[0]).values_list("name", flat=True).first()
            raise ClubUserError(
                _(
                    "%(player)s has played chukker %(other_chukker)s at table %(other)s since "
                    "this chukker closed: reopened, it would seat them at two tables at once. "
                    "Correct this chukker's deals instead."
                )
                % {
                    "player": name or "?",
                    "other_chukker": other.number,
                    "other": other.table,
                }
            )


def load_deal(deal_id: int, table: Table, version: int | None) -> DealRecord:
    """A live deal of ``table`` (locked by the caller), refused if it changed since ``version``."""
    deal = live_deal(table, deal_id)
    if deal is None:
        raise ClubUserError(_("That deal is no longer on this table's sheet."))
    if version is not None and deal.version != version:
        raise ClubUserError(
            _(
                "This deal was changed after you opened it. Here is the sheet as it is now; "
                "make your correction again if it is still needed."
            )
        )
    deal.chukker.table = table
    return deal
