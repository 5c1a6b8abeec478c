"""services/transfer/fileformat: an export file's records, read strictly, and its versions.

The round trips and the hostile files are in ``tests/club/services/test_transfer.py``; here, what
the format itself promises: where a problem is, in the user's language; that the records copy
only fields their models have; that an old file is read through every upgrade in turn.
"""

from __future__ import annotations

import copy
import datetime as dt
import json

import pytest
from django.db import models
from django.utils import translation

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Chukker,
    Club,
    ClubPoints,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.services.transfer import fileformat
from clubchicago.club.services.transfer.records import (
    FileChange,
    FileChukker,
    FileClub,
    FileClubPoints,
    FileDeal,
    FileEvening,
    FilePlace,
    FilePlayer,
    FileRecord,
    FileSeason,
    FileTable,
)
from tests.transfer_checks import DEAL, TABLE, put

pytestmark = pytest.mark.django_db


@pytest.fixture
def document(lively_export: dict) -> dict:
    return copy.deepcopy(lively_export)


def refusal(document: dict) -> str:
    with pytest.raises(ClubUserError) as refused:
        fileformat.read_export(json.dumps(document).encode())
    return refused.value.message


# Where ``DEAL`` and ``TABLE`` are, as a message names them.
DEAL_AT = "file.evenings[0].tables[0].chukkers[0].deals[0]"
TABLE_AT = "file.evenings[0].tables[0]"


@pytest.mark.parametrize(
    ("path", "value", "where"),
    [
        (f"{DEAL}.tricks", "10", f"{DEAL_AT}.tricks"),
        (f"{DEAL}.level", True, f"{DEAL_AT}.level"),
        (f"{DEAL}.version", 2.0, f"{DEAL_AT}.version"),
        (f"{DEAL}.created_at", "2026-11-30T20:00:00", f"{DEAL_AT}.created_at"),
        (f"{DEAL}.created_at", 1_700_000_000, f"{DEAL_AT}.created_at"),
        (f"{TABLE}.on_paper", "yes", f"{TABLE_AT}.on_paper"),
        (f"{TABLE}.lineups.0.players.0.player", [1], f"{TABLE_AT}.lineups[0].players[0].player"),
        ("evenings.0.date", KeyError, "file.evenings[0].date"),
        ("evenings.0.date", "30/11/2026", "file.evenings[0].date"),
        ("evenings.0.title", "Soir\x00", "file.evenings[0].title"),
        ("evenings.0", "evening", "file.evenings[0]"),
        ("evenings", {"0": 1}, "file.evenings"),
        ("club", None, "file.club"),
    ],
)
def test_a_value_of_the_wrong_kind_is_refused_naming_where_it_is(document, path, value, where):
    put(path, value)(document)
    assert refusal(document) == (
        f"The file is damaged or is not a ClubChicago export (at {where})."
    )


def test_where_a_file_is_damaged_is_said_in_the_users_language(document):
    put(f"{DEAL}.tricks", "10")(document)
    with translation.override("fr"):
        message = refusal(document)
    assert f"{DEAL_AT}.tricks" in message
    assert "damaged" not in message


def test_moments_are_read_in_utc_and_keys_the_format_lacks_are_ignored(document):
    put(f"{DEAL}.created_at", "2026-11-30T21:00:00+01:00")(document)
    put(f"{TABLE}.stop_after", 3)(document)
    export = fileformat.parse(document)
    deal = export.evenings[0].tables[0].chukkers[0].deals[0]
    assert deal.created_at == dt.datetime(2026, 11, 30, 20, 0, tzinfo=dt.UTC)
    assert "stop_after" not in export.evenings[0].tables[0].model_dump()


@pytest.mark.parametrize(
    ("record", "model"),
    [
        (FileClub, Club),
        (FilePlayer, Player),
        (FileSeason, Season),
        (FileEvening, Evening),
        (FileTable, Table),
        (FilePlace, TablePlayer),
        (FileChukker, Chukker),
        (FileDeal, DealRecord),
        (FileChange, DealChange),
        (FileClubPoints, ClubPoints),
    ],
)
def test_a_record_copies_only_fields_its_model_has(
    record: type[FileRecord], model: type[models.Model]
):
    fields = {f.name for f in model._meta.concrete_fields if not f.is_relation}
    assert record.copied()
    assert set(record.copied()) <= fields


def test_an_old_file_is_read_through_every_upgrade_in_turn(document, monkeypatch):
    """Adding a version is one upgrade in ``UPGRADES`` and a higher ``VERSION``; an upgrade is
    given the head and then each evening, each in a document of its own."""
    steps: list[int] = []

    def from_5(old: dict) -> dict:
        steps.append(old["version"])
        return {**old, "title_of_version_6": True}

    monkeypatch.setattr(fileformat, "VERSION", 6)
    monkeypatch.setitem(fileformat.UPGRADES, 5, from_5)
    for evening in document["evenings"]:
        del evening["style"]  # format 1 knew no scoring styles
    document["version"] = 1

    export = fileformat.parse(document)

    # Version 1 was upgraded to 2, 3, 4 and 5, then given to the upgrade from 5: the file's head
    # once, then each evening on its own (a long file is upgraded evening by evening).
    assert steps == [5] * (1 + len(document["evenings"]))
    assert export.version == 6
    assert export.kind == "evenings"  # what the upgrade from 4 said of a file without a kind
    assert export.evenings[0].style == "chicago"


def test_a_version_no_upgrade_reads_is_refused(document):
    document["version"] = 0
    assert refusal(document) == (
        "This file is in export format 0; this version of ClubChicago reads format 5."
    )
