"""Migration 0018 gives each evening already there a tonight link of its own, its page off."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from clubchicago.club.models import Club, Evening
from tests import factories

BEFORE = [("club", "0017_unit_named_as_points")]


@pytest.mark.django_db(transaction=True)
def test_each_existing_evening_gets_its_own_key_and_the_page_stays_off() -> None:
    for day in (1, 2, 3):
        factories.make_evening(title=f"Evening {day}")
    Club.load()

    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    executor.loader.build_graph()
    try:
        executor.migrate(executor.loader.graph.leaf_nodes("club"))

        keys = list(Evening.objects.values_list("tonight_token", flat=True))
        assert len(keys) == 3 and len(set(keys)) == 3 and all(len(key) >= 43 for key in keys)
        assert not Evening.objects.filter(tonight_page=True).exists()
        assert not Club.load().tonight_page
    finally:
        call_command("migrate", verbosity=0)
