"""Migrations 0021-0022: a one-club installation's records all become its club's, unchanged,
and whoever directed it directs it."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django_scopes import scopes_disabled

from clubchicago.club.models import Club, Evening, Membership, Player, Season
from tests import factories

BEFORE = [("club", "0020_rounded_points")]


@pytest.mark.django_db(transaction=True)
def test_every_record_of_the_one_club_becomes_its_clubs() -> None:
    club = Club.load()
    club.name = "Bridge Club Étoile"
    club.save()
    season = factories.make_season()
    evening = factories.make_evening(season=season, title="Lundi")
    players = factories.make_players(5)
    director = User.objects.create_user("ancien", is_staff=True)
    member = User.objects.create_user("membre")

    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    executor.loader.build_graph()
    try:
        executor.migrate(executor.loader.graph.leaf_nodes("club"))

        with scopes_disabled():
            (only,) = Club.objects.all()
            assert only.pk == club.pk and only.name == "Bridge Club Étoile"
            assert only.slug == "bridge-club-etoile"
            assert set(Player.objects.values_list("pk", "club_id")) == {
                (p.pk, only.pk) for p in players
            }
            assert list(Season.objects.values_list("pk", "club_id")) == [(season.pk, only.pk)]
            assert Evening.objects.get(pk=evening.pk).club_id == only.pk
            assert Evening.objects.get(pk=evening.pk).title == "Lundi"
        assert list(Membership.objects.values_list("user_id", "club_id", "role")) == [
            (director.pk, only.pk, Membership.Role.DIRECTOR)
        ]
        assert not Membership.objects.filter(user=member).exists()
    finally:
        call_command("migrate", verbosity=0)
