"""The history of an evening as sentences: "Deal 4 corrected: 3♦ by South, 9 tricks, was 3♦ by
South, 8 tricks".

Words: a *change* (``DealChange``) records what a table link or the director did (its *action*:
entered, passed out, corrected, deleted, restored, confirmed, chukker closed or reopened) with a
*snapshot* of the deal before and after (``services.play._snapshot``: number, contract code such
as "3DX", declarer, tricks, honours) or the chukker's totals when it closed ({"NS": 620, "EW":
100}). Snapshots written by older versions, or imported from a file, may hold anything: every
value is read as what it should be or left out, so no stored history can break the page.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from clubchicago.club import display
from clubchicago.club.models import Action, DealChange

CONTRACT_CODE = re.compile(r"^(?P<level>[1-7])(?P<strain>NT|C|D|H|S)(?P<marks>X{0,2})$")


@dataclass(frozen=True)
class HistoryLine:
    """One change as the history page shows it."""

    change: DealChange
    sentence: str

    @property
    def restorable(self) -> bool:
        """A deletion whose deal is still deleted: the director may put it back."""
        deal = self.change.deal
        return self.change.action == Action.DELETED and deal is not None and bool(deal.deleted_at)


def history_lines(changes: list[DealChange]) -> list[HistoryLine]:
    """The changes (with ``chukker`` and ``deal`` loaded) as sentences, in the order given."""
    return [HistoryLine(change, describe_change(change)) for change in changes]


def describe_change(change: DealChange) -> str:
    """What happened, as one translated sentence; never an error, whatever the snapshots hold."""
    before, after = _mapping(change.before), _mapping(change.after)
    action = change.action
    if action in (Action.CLOSED, Action.REOPENED):
        return _chukker_sentence(change, action, after)
    number = _whole(after.get("number")) or _whole(before.get("number"))
    if number is None and change.deal is not None:
        number = change.deal.number
    deal = {"number": number if number is not None else "?"}
    if action == Action.CREATED:
        return gettext("Deal %(number)s entered: %(deal)s") % {**deal, "deal": deal_text(after)}
    if action == Action.PASSED_OUT:
        return gettext("Deal %(number)s passed out") % deal
    if action == Action.EDITED:
        return gettext("Deal %(number)s corrected: %(deal)s, was %(before)s") % {
            **deal,
            "deal": deal_text(after),
            "before": deal_text(before),
        }
    if action == Action.DELETED:
        return gettext("Deal %(number)s deleted: %(deal)s") % {**deal, "deal": deal_text(before)}
    if action == Action.RESTORED:
        return gettext("Deal %(number)s restored: %(deal)s") % {**deal, "deal": deal_text(after)}
    if action == Action.CONFIRMED:
        who = after.get("by")
        if isinstance(who, str) and who:
            return gettext("Deal %(number)s confirmed by %(name)s") % {**deal, "name": who}
        return gettext("Deal %(number)s confirmed") % deal
    return str(change.get_action_display())  # an action this version does not know


def _chukker_sentence(change: DealChange, action: str, after: Mapping[str, object]) -> str:
    chukker = {"number": change.chukker.number}
    if action == Action.REOPENED:
        return gettext("Chukker %(number)s reopened") % chukker
    ns, ew = _whole(after.get("NS")), _whole(after.get("EW"))
    if ns is None or ew is None:
        return gettext("Chukker %(number)s closed") % chukker
    return gettext("Chukker %(number)s closed: %(ns)s %(ns_total)s, %(ew)s %(ew_total)s") % {
        **chukker,
        "ns": display.side_letters("NS"),
        "ns_total": display.number(ns),
        "ew": display.side_letters("EW"),
        "ew_total": display.number(ew),
    }


def deal_text(snapshot: Mapping[str, object]) -> str:
    """A deal's snapshot in words: "3♦X by South, 9 tricks", "passed out", or, when the
    snapshot cannot be read, that its details were not recorded."""
    if snapshot.get("passed_out") is True:
        return gettext("passed out")
    code = snapshot.get("contract")
    match = CONTRACT_CODE.match(code) if isinstance(code, str) else None
    declarer = snapshot.get("declarer")
    tricks = _whole(snapshot.get("tricks"))
    if match is None or declarer not in ("N", "E", "S", "W") or tricks is None:
        return gettext("details not recorded")
    text = gettext("%(contract)s by %(declarer)s, %(tricks)s") % {
        "contract": display.contract_text(
            int(match["level"]), match["strain"], len(match["marks"])
        ),
        "declarer": display.seat_name(str(declarer)),
        "tricks": ngettext("%(count)s trick", "%(count)s tricks", tricks) % {"count": tricks},
    }
    honours, side = _whole(snapshot.get("honours")), snapshot.get("honours_side")
    if honours and side in ("NS", "EW"):
        text = gettext("%(deal)s, %(points)s for honours to %(side)s") % {
            "deal": text,
            "points": honours,
            "side": display.side_letters(str(side)),
        }
    return text


def _mapping(snapshot: object) -> Mapping[str, object]:
    return snapshot if isinstance(snapshot, dict) else {}


def _whole(value: object) -> int | None:
    """A whole number as stored (never a bool, which JSON may hold too), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None
