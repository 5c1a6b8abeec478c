"""What an import builds and the checks every record of the file passes (``importer``).

Words: the *state* of a pass (``ImportState``) holds the rows read so far, by the id each had
in the file; a *batch* (``Batch``) is the rows of a few evenings, built and checked, written
together. Each record is checked by the model's own rules (``checked``), its references must
point inside the file (``reference``), its id must be its own (``unique``), and a name is
stored as the roster stores it (``checked_name``); a problem names where it is in the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Attendance,
    Chukker,
    ChukkerCredit,
    Club,
    DealChange,
    DealRecord,
    Evening,
    Lineup,
    Player,
    Season,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.services.credits import credit_rows
from clubchicago.club.services.roster import clean_name
from clubchicago.club.services.transfer.fileformat import damaged

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")


@dataclass
class ImportSummary:
    evenings: int = 0
    players_added: int = 0
    players_reused: int = 0
    deals: int = 0


@dataclass
class ImportState:
    """What one pass has read so far: rows by the id each had in the file."""

    save: bool
    club: Club
    players: dict[int, Player] = field(default_factory=dict)
    seasons: dict[int, Season] = field(default_factory=dict)
    published: list[Evening] = field(default_factory=list)
    season_ids: set[int] = field(default_factory=set)
    evening_ids: list[int] = field(default_factory=list)
    summary: ImportSummary = field(default_factory=ImportSummary)


@dataclass
class Batch:
    """The rows of a few evenings, built and checked, written together, parents first (each
    ``bulk_create`` gives its rows their keys, which the rows after it refer to)."""

    evenings: list[Evening] = field(default_factory=list)
    attendances: list[Attendance] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    seating_changes: list[SeatingChange] = field(default_factory=list)
    lineups: list[Lineup] = field(default_factory=list)
    places: list[TablePlayer] = field(default_factory=list)
    chukkers: list[Chukker] = field(default_factory=list)
    deals: list[DealRecord] = field(default_factory=list)
    changes: list[DealChange] = field(default_factory=list)

    def write(self) -> None:
        batch_size = 500
        Evening.objects.bulk_create(self.evenings, batch_size=batch_size)
        Attendance.objects.bulk_create(self.attendances, batch_size=batch_size)
        Table.objects.bulk_create(self.tables, batch_size=batch_size)
        SeatingChange.objects.bulk_create(self.seating_changes, batch_size=batch_size)
        Lineup.objects.bulk_create(self.lineups, batch_size=batch_size)
        TablePlayer.objects.bulk_create(self.places, batch_size=batch_size)
        Chukker.objects.bulk_create(self.chukkers, batch_size=batch_size)
        DealRecord.objects.bulk_create(self.deals, batch_size=batch_size)
        DealChange.objects.bulk_create(self.changes, batch_size=batch_size)
        # docs/rules.md#credits: the closed chukkers' credits, as ``services.credits`` computes
        # them (``credit_rows``), from the rows just written.
        ChukkerCredit.objects.bulk_create(
            (
                row
                for chukker in self.chukkers
                for row in credit_rows(chukker, chukker.table.evening.pk, chukker.table.evening)
            ),
            batch_size=500,
        )


def checked(row: M, where: str, state: ImportState | None = None) -> M:
    """The model's own rules (choices, lengths, ranges, ``clean``), checked without a query.

    Given the pass (``state``), only in the checking pass: what depends on the file alone was
    checked there, on the same bytes."""
    if state is not None and state.save:
        return row
    # Relations are excluded: checking them costs a query each, and they were set from the file's
    # references, already resolved; the database's constraints stay the last line of defence.
    relations = [f.name for f in row._meta.concrete_fields if f.is_relation]
    try:
        row.full_clean(exclude=relations, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        raise refused(where, error) from error
    return row


def refused(where: str, error: ValidationError) -> ClubUserError:
    problems = "; ".join(
        f"{name}: {' '.join(messages)}" if name != "__all__" else " ".join(messages)
        for name, messages in error.message_dict.items()
    )
    return ClubUserError(
        gettext("The file cannot be imported: %(where)s (%(problems)s).")
        % {"where": where, "problems": problems}
    )


def reference(found: Mapping[int, T], key: int, where: str) -> T:
    if key not in found:
        raise ClubUserError(
            gettext("%(where)s refers to something that is not in the file.") % {"where": where}
        )
    return found[key]


def unique(key: int, seen: set[int], where: str) -> int:
    """The record's id in the file, which no other record of its kind in ``seen`` has."""
    if key in seen:
        raise damaged(f"{where}.id")
    seen.add(key)
    return key


def checked_name(name: str, where: str) -> str:
    """A name as the roster stores it (``clean_name``), or the roster's refusal, placed."""
    try:
        return clean_name(name)
    except ClubUserError as error:
        raise ClubUserError(
            gettext("The file cannot be imported: %(where)s (%(problems)s).")
            % {"where": f"{where}.name", "problems": error.message}
        ) from error
