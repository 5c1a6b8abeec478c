"""The ``exportclub`` command: an evening or a season to a file or standard output."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from clubchicago.club.services import transfer
from tests.factories import lively_evening

pytestmark = pytest.mark.django_db


def test_exportclub_writes_an_evening_to_standard_output(director, capsys):
    evening = lively_evening(director)
    call_command("exportclub", "--evening", str(evening.pk))
    document = json.loads(capsys.readouterr().out)
    assert (document["format"], document["version"]) == ("clubchicago", transfer.VERSION)
    assert [e["id"] for e in document["evenings"]] == [evening.pk]


def test_exportclub_names_a_missing_evening():
    with pytest.raises(CommandError, match="no evening 999"):
        call_command("exportclub", "--evening", "999")
