"""The history of an evening as sentences: "Deal 4 corrected: 3♦ by South, 9 tricks, was 3♦ by
South, 8 tricks", "Anna Rossi joins table 1 from chukker 4".

Words: a *change* (``DealChange``) records what a table link or the director did (its *action*:
entered, passed out, corrected, deleted, restored, confirmed, chukker closed or reopened) with a
*snapshot* of the deal before and after (``services.play._snapshot``: number, contract code such
as "3DX", declarer, tricks, honours) or the chukker's totals when it closed ({"NS": 620, "EW":
100}). Snapshots written by older versions, or imported from a file, may hold anything: every
value is read as what it should be or left out, so no stored history can break the page.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.db.models import Max, QuerySet
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext, ngettext

from clubchicago.club import display
from clubchicago.club.models import (
    Action,
    Chukker,
    DealChange,
    Evening,
    Lineup,
    Player,
    SeatingChange,
    Table,
)
from clubchicago.club.seating_text import record_ids, seating_sentences, table_part, whole

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
    number = whole(after.get("number")) or whole(before.get("number"))
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
    ns, ew = whole(after.get("NS")), whole(after.get("EW"))
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
    tricks = whole(snapshot.get("tricks"))
    if match is None or declarer not in ("N", "E", "S", "W") or tricks is None:
        return gettext("details not recorded")
    text = gettext("%(contract)s by %(declarer)s, %(tricks)s") % {
        "contract": display.contract_text(
            int(match["level"]), match["strain"], len(match["marks"])
        ),
        "declarer": display.seat_name(str(declarer)),
        "tricks": ngettext("%(count)s trick", "%(count)s tricks", tricks) % {"count": tricks},
    }
    honours, side = whole(snapshot.get("honours")), snapshot.get("honours_side")
    if honours and side in ("NS", "EW"):
        text = gettext("%(deal)s, %(points)s for honours to %(side)s") % {
            "deal": text,
            "points": honours,
            "side": display.side_letters(str(side)),
        }
    return text


def _mapping(snapshot: object) -> Mapping[str, object]:
    return snapshot if isinstance(snapshot, dict) else {}


# -- changes of seating during play ------------------------------------------------------------


@dataclass(frozen=True)
class SeatingLine:
    """A change of seating as the history and the Seating page show it."""

    change: SeatingChange
    sentences: tuple[str, ...]
    undo_problem: str  # why it cannot be undone now ("" if it can)

    @property
    def undoable(self) -> bool:
        return self.change.undone_at is None and not self.undo_problem


def seating_lines(
    changes: Sequence[SeatingChange], problems: Mapping[int, str]
) -> list[SeatingLine]:
    """The evening's changes of seating as sentences, with whether each can be undone."""
    ids = {
        int(pk)
        for change in changes
        for part in [*change.before, *change.after]
        for key in ("players", "before", "after")
        for pk in part.get(key, [])
    }
    names = dict(Player.objects.filter(pk__in=ids).values_list("pk", "name"))
    return [
        SeatingLine(
            change, tuple(seating_sentences(change.after, names)), problems.get(change.pk, "")
        )
        for change in changes
    ]


def undo_problems(evening: Evening, changes: Sequence[SeatingChange]) -> dict[int, str]:
    """Why each of ``changes`` cannot be undone now ("" if it can), by id: four queries.

    A change can be undone until one of the lineups it made has a chukker (a table it made has
    any), and while no later change still in place touches the same tables or players.
    """
    if not changes:
        return {}
    last = dict(
        Chukker.objects.filter(table__evening=evening)
        .order_by()
        .values_list("table_id")
        .annotate(Max("number"))
    )
    starts = dict(Lineup.objects.filter(table__evening=evening).values_list("pk", "start"))
    numbers = dict(Table.objects.filter(evening=evening).values_list("pk", "number"))
    in_place = list(
        SeatingChange.objects.filter(evening=evening, undone_at__isnull=True).order_by("pk")
    )
    # Latest first: whether a change can be undone depends on the later ones still in place.
    final: dict[int, str] = {}
    for change in reversed(in_place):
        final[change.pk] = _undo_problem(change, in_place, final, last, starts, numbers)
    return {
        change.pk: final[change.pk]
        if change.pk in final
        else _undo_problem(change, in_place, final, last, starts, numbers)
        for change in changes
    }


def _undo_problem(
    change: SeatingChange,
    in_place: Sequence[SeatingChange],
    later_problems: Mapping[int, str],
    last: Mapping[int, int],
    starts: Mapping[int, int],
    numbers: Mapping[int, int],
) -> str:
    """Why ``change`` cannot be undone: its own reason, or a later change of the same tables or
    players still in place (``later_problems`` says whether that one can be undone itself)."""
    own = _own_undo_problem(change, last, starts, numbers)
    if own:
        return own
    touched = _touched(change)
    for other in in_place:
        if other.pk > change.pk and _touched(other) & touched:
            if later_problems.get(other.pk):
                return gettext(
                    "A later change of the same tables (%(time)s) can no longer be undone, so "
                    "neither can this one."
                ) % {"time": date_format(timezone.localtime(other.at), "H:i")}
            return gettext("A later change of the same tables is still in place: undo it first.")
    return ""


def _own_undo_problem(
    change: SeatingChange,
    last: Mapping[int, int],
    starts: Mapping[int, int],
    numbers: Mapping[int, int],
) -> str:
    if change.undone_at is not None:
        return gettext("This change has already been undone.")
    if not change.state.get("tables"):
        return gettext("This change came from an imported file: it can no longer be undone.")
    for part in change.state.get("tables", []):
        table, added = whole(part.get("table")), whole(part.get("added"))
        if table is None:
            continue
        if table not in numbers:
            return gettext("This change can no longer be undone: the tables changed since.")
        first = 1 if part.get("created") else starts.get(added) if added is not None else None
        if first is not None and last.get(table, 0) >= first:
            return gettext(
                "Table %(table)s has started chukker %(chukker)s with its new players: this "
                "change can no longer be undone."
            ) % {"table": numbers[table], "chukker": first}
    return ""


def _touched(change: SeatingChange) -> set[tuple[str, int]]:
    """The tables and players a change touched, to tell whether two changes overlap."""
    touched: set[tuple[str, int]] = set()
    for part in [*change.before, *change.after]:
        number = whole(part.get("table"))
        if number is not None:
            touched.add(("table", number))
        for key in ("players", "before", "after"):
            ids = record_ids(part.get(key)) or ()
            touched.update(("player", pk) for pk in ids)
    return touched


def undo_restores(change: SeatingChange) -> list[str]:
    """What undoing ``change`` gives back, one sentence a table it touched: the players the
    table had before it, in number order, or that a table it made goes."""
    parts = [part for part in map(table_part, change.after) if part is not None]
    ids = {pk for part in parts for pk in (*part.before, *part.after)}
    names = dict(Player.objects.filter(pk__in=ids).values_list("pk", "name"))
    sentences = []
    for part in parts:
        if part.new or not part.before:
            sentences.append(
                gettext("Table %(table)s, which this change made, goes.") % {"table": part.number}
            )
            continue
        players = ", ".join(
            f"{number}. {names.get(pk, '?')}" for number, pk in enumerate(part.before, start=1)
        )
        sentences.append(
            gettext("Table %(table)s has its players again: %(players)s.")
            % {"table": part.number, "players": players}
        )
    return sentences


def deal_changes(evening: Evening) -> QuerySet[DealChange]:
    """The evening's history of deals, newest first, each with its chukker's table and its deal
    (for a page of it at a time)."""
    return DealChange.objects.filter(evening=evening).select_related("chukker__table", "deal")


def seating_changes(evening: Evening) -> list[SeatingChange]:
    """The evening's seating changes, newest first (one query)."""
    return list(SeatingChange.objects.filter(evening=evening))
