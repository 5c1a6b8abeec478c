"""services/transfer: an imported file's player names pass the roster's check for hidden ones."""

from __future__ import annotations

import json

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Attendance,
    Chukker,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Table,
    TablePlayer,
)
from clubchicago.club.services import transfer
from tests import factories

pytestmark = pytest.mark.django_db


def exported_evening() -> dict:
    evening = factories.make_evening()
    factories.seat_tables(evening, (4,))
    document = json.loads(transfer.dumps(transfer.export_evening(evening)))
    for model in (DealChange, DealRecord, Chukker, TablePlayer, Table, Attendance, Evening):
        model.objects.all().delete()
    Player.objects.all().delete()
    return document


@pytest.mark.parametrize("name", ["Ann\u202eeirB", "Zo\u200bë", "Esc\x1bape", "\ud800"])
def test_an_import_with_a_hidden_character_in_a_name_is_refused_whole(name):
    document = exported_evening()
    document["players"][1]["name"] = name
    raw = json.dumps(document).encode()  # \ud800 travels as an escape, as JSON allows
    with pytest.raises(ClubUserError, match="cannot be seen or printed"):
        transfer.import_export(transfer.read_export(raw))
    assert not Player.objects.exists() and not Evening.objects.exists()


def test_the_same_file_with_ordinary_names_imports():
    document = exported_evening()
    document["players"][1]["name"] = "Ngũgĩ wa Thiong’o"
    transfer.import_export(transfer.read_export(json.dumps(document).encode()))
    assert Player.objects.filter(name="Ngũgĩ wa Thiong’o").exists()
