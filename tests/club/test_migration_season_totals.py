"""Migration 0010 sums the credits already stored into each season's totals."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from clubchicago.club.models import SeasonFiches, SeasonTotal
from clubchicago.club.services.credits import check_credits
from scoring import Unit
from tests import factories

BEFORE = [("club", "0009_chukker_credits")]


@pytest.mark.django_db(transaction=True)
def test_the_migration_fills_the_totals_from_the_stored_credits() -> None:
    season = factories.make_season()
    factories.finished_evening((4, 5), seed=1, season=season)
    factories.finished_evening((4,), seed=2, season=season, unit=Unit.FICHES, fiche_value=200)
    factories.finished_evening((4,), seed=3)  # in no season
    expected_totals = sorted(
        SeasonTotal.objects.values_list("season", "player", "positions", "raw", "rounded_points")
    )
    expected_fiches = sorted(
        SeasonFiches.objects.values_list("season", "player", "fiche_value", "fiches")
    )
    assert expected_totals and expected_fiches

    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)  # the totals' tables are dropped with what they held
    executor.loader.build_graph()
    try:
        executor.migrate(executor.loader.graph.leaf_nodes("club"))

        assert (
            sorted(
                SeasonTotal.objects.values_list(
                    "season", "player", "positions", "raw", "rounded_points"
                )
            )
            == expected_totals
        )
        assert (
            sorted(SeasonFiches.objects.values_list("season", "player", "fiche_value", "fiches"))
            == expected_fiches
        )
        assert check_credits().clean
    finally:
        call_command("migrate", verbosity=0)
