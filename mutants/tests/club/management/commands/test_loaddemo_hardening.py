"""loaddemo: never in production, and never the table keys that git holds."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction

from clubchicago.club.management.commands.loaddemo import DEMO_FIXTURE
from clubchicago.club.models import Player, Table

pytestmark = pytest.mark.django_db


def fixture_tokens() -> set[str]:
    rows = json.loads(DEMO_FIXTURE.read_text(encoding="utf-8"))
    return {row["fields"]["token"] for row in rows if row["model"] == "club.table"}


def test_loaddemo_refuses_to_run_in_production(settings):
    settings.PRODUCTION = True
    with pytest.raises(CommandError, match="refused in production"):
        call_command("loaddemo")
    assert not Player.objects.exists()


def test_the_demo_tables_get_new_keys_each_time_it_loads():
    with transaction.atomic():
        call_command("loaddemo")
        first = set(Table.objects.values_list("token", flat=True))
        transaction.set_rollback(True)
    assert len(first) == 12
    assert not first & fixture_tokens()
    assert all(len(token) >= 43 for token in first)

    call_command("loaddemo")  # into the empty database again
    second = set(Table.objects.values_list("token", flat=True))
    assert not second & (first | fixture_tokens())
