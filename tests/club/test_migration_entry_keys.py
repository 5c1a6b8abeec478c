"""Migration 0011 keeps every deal's entry key, now with the table it was entered at."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from clubchicago.club.models import DealRecord, EntryKey
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

BEFORE = [("club", "0010_season_totals")]


@pytest.mark.django_db(transaction=True)
def test_the_migration_keeps_each_key_with_its_deal_and_its_table() -> None:
    tables = factories.seat_tables(factories.make_evening(confirm_entries=False), (4, 4))
    keyed = enter(tables[0], FOUR_DEALS[0], play.Actor.for_table(tables[0]), entry_key="k1")
    enter(tables[1], FOUR_DEALS[0], play.Actor.for_table(tables[1]))  # a deal without a key
    expected = [(keyed.pk, tables[0].pk, "k1")]

    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)  # the keys go back on their deals, unique across the club
    old = executor.loader.project_state(BEFORE).apps.get_model("club", "DealRecord")
    assert list(old.objects.exclude(entry_key=None).values_list("pk", "entry_key")) == [
        (keyed.pk, "k1")
    ]
    executor.loader.build_graph()
    try:
        executor.migrate(executor.loader.graph.leaf_nodes("club"))

        assert list(EntryKey.objects.values_list("deal", "table", "key")) == expected
        # Unique per table now: the other table may hold a deal under the same key.
        other = DealRecord.objects.get(chukker__table=tables[1])
        EntryKey.objects.create(deal=other, table=tables[1], key="k1")
        assert EntryKey.objects.filter(key="k1").count() == 2
    finally:
        call_command("migrate", verbosity=0)
