"""How a change of seating is told in sentences: "Anna Rossi joins table 1 from chukker 4",
"Table 3 stops after chukker 2" (presentation, like ``display``; the history and the Seating page
show them, ``selectors.history`` and ``selectors.replans`` give them the names).

A change is stored as one part a table (``SeatingChange.after``, as ``Proposal.record`` writes
them: table, before, after, start, new, waits, delayed); a stored record may hold anything, so
each part is read as what it should be (``table_part``) or left out, and no record can break a
page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext


def whole(value: object) -> int | None:
    """A whole number as stored (never a bool, which JSON may hold too), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def seating_sentences(parts: Sequence[Mapping[str, object]], names: Mapping[int, str]) -> list[str]:
    """What a change of seating does, in sentences: who joins, leaves, moves or replaces whom,
    which tables stop, begin or play on at another size.

    ``parts``: one a table, as ``Proposal.record`` writes them (table, before, after, start,
    new). Whatever a stored record holds, this never fails: unreadable parts are left out.
    """
    tables = [table_part(part) for part in parts]
    readable = [table for table in tables if table is not None]
    was = {pk: table for table in readable for pk in table.before}
    now = {pk: table for table in readable for pk in table.after}

    def name(pk: int) -> str:
        return names.get(pk, "?")

    sentences: list[str] = []
    for table in readable:
        gone = [pk for pk in table.before if pk not in table.after]
        came = [pk for pk in table.after if pk not in table.before]
        if len(gone) == len(came) == 1 and gone[0] not in now and came[0] not in was:
            sentences.append(
                gettext(
                    "%(by)s takes %(player)s's place at table %(table)s from chukker %(start)s."
                )
                % {
                    "by": name(came[0]),
                    "player": name(gone[0]),
                    "table": table.number,
                    "start": table.start,
                }
            )
            continue
        for pk in gone:
            target = now.get(pk)
            if target is None:
                sentences.append(
                    gettext("%(player)s leaves table %(table)s after chukker %(after)s.")
                    % {"player": name(pk), "table": table.number, "after": table.start - 1}
                )
            else:
                sentences.append(
                    gettext(
                        "%(player)s moves from table %(table)s (after chukker %(after)s) to "
                        "table %(to)s (from chukker %(start)s)."
                    )
                    % {
                        "player": name(pk),
                        "table": table.number,
                        "after": table.start - 1,
                        "to": target.number,
                        "start": target.start,
                    }
                )
        for pk in came:
            if pk in was:
                continue  # said as a move, from the table they left
            sentences.append(
                gettext("%(player)s joins table %(table)s from chukker %(start)s.")
                % {"player": name(pk), "table": table.number, "start": table.start}
            )
    for table in readable:
        sentences.extend(_waits_sentences(table, names))
    for table in readable:
        if table.new:
            sentences.append(
                ngettext(
                    "Table %(table)s begins, with %(count)s player.",
                    "Table %(table)s begins, with %(count)s players.",
                    len(table.after),
                )
                % {"table": table.number, "count": len(table.after)}
            )
        elif not table.after and table.start > 1:
            sentences.append(
                gettext("Table %(table)s stops after chukker %(after)s.")
                % {"table": table.number, "after": table.start - 1}
            )
        elif table.before and len(table.after) != len(table.before):
            sentences.append(
                gettext("Table %(table)s plays on as a table of %(size)s from chukker %(start)s.")
                % {"table": table.number, "size": len(table.after), "start": table.start}
            )
    return sentences


@dataclass(frozen=True)
class TablePart:
    """One table's part of a stored change of seating, as read (``table_part``)."""

    number: int
    before: tuple[int, ...]
    after: tuple[int, ...]
    start: int
    new: bool
    waits: tuple[tuple[int, int, int], ...] = ()
    delayed: bool = False


def _waits_sentences(table: TablePart, names: Mapping[int, str]) -> list[str]:
    """Each player joining who was still playing at another table
    (docs/rules.md#one-table-at-a-time)."""
    return [waits_sentence(table.number, table.start, table.delayed, w, names) for w in table.waits]


def record_waits(value: object) -> tuple[tuple[int, int, int], ...]:
    """The waits a record keeps ([player, table, chukker] each), or none if unreadable."""
    if not isinstance(value, list):
        return ()
    waits = []
    for wait in value:
        ids = record_ids(wait)
        if ids is None or len(ids) != 3:
            return ()
        waits.append((ids[0], ids[1], ids[2]))
    return tuple(waits)


def table_part(part: Mapping[str, object]) -> TablePart | None:
    """One stored part, read; None if any of its table, start, before or after is unreadable."""
    number, start = whole(part.get("table")), whole(part.get("start"))
    before, after = record_ids(part.get("before")), record_ids(part.get("after"))
    if number is None or start is None or before is None or after is None:
        return None
    return TablePart(
        number,
        before,
        after,
        start,
        part.get("new") is True,
        record_waits(part.get("waits")),
        part.get("delayed") is True,
    )


def record_ids(value: object) -> tuple[int, ...] | None:
    """A stored list of player ids, or None unless it is a list of whole numbers."""
    if not isinstance(value, list):
        return None
    ids = [whole(pk) for pk in value]
    return None if any(pk is None for pk in ids) else tuple(pk for pk in ids if pk is not None)


def waits_sentence(
    table: int, start: int, delayed: bool, wait: Sequence[int], names: Mapping[int, str]
) -> str:
    """One joining player still playing at another table, and what it means for ``table``
    (docs/rules.md#one-table-at-a-time): its next chukker is played without them (``delayed``),
    or its first chukker with them begins once theirs is over."""
    player, other, chukker = wait[0], wait[1], wait[2]
    values = {
        "player": names.get(player, "?"),
        "table": table,
        "other": other,
        "chukker": chukker,
        "next": start - 1,
        "start": start,
    }
    if delayed:
        return (
            gettext(
                "Table %(table)s's chukker %(next)s is played without %(player)s, who is still "
                "playing chukker %(chukker)s at table %(other)s."
            )
            % values
        )
    return (
        gettext(
            "Table %(table)s's chukker %(start)s begins once %(player)s has finished chukker "
            "%(chukker)s at table %(other)s."
        )
        % values
    )
