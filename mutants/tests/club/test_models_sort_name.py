"""Player.sort_name: kept by every door a name comes in by, and filled for players stored
before it existed (migration 0005)."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps

from clubchicago.club.models import Player
from tests import factories

pytestmark = pytest.mark.django_db

NAMES = ["Zoé", "Łukasz", "Laura", "Eric", "Élodie", "Ærø"]
IN_ORDER = ["Ærø", "Élodie", "Eric", "Laura", "Łukasz", "Zoé"]


def test_a_new_player_gets_the_sort_key_of_their_name():
    assert factories.make_player("Élodie Œuvray").sort_name == "elodie oeuvray"
    assert Player.objects.get(name="Élodie Œuvray").sort_name == "elodie oeuvray"


def test_a_renamed_player_gets_a_new_sort_key_even_when_only_the_name_is_saved():
    player = factories.make_player("Lukas")
    player.name = "Łukasz"
    player.save(update_fields=["name"])
    assert Player.objects.get(pk=player.pk).sort_name == "lukasz"


def test_players_are_listed_by_sort_key_by_default():
    for name in NAMES:
        factories.make_player(name)
    assert [p.name for p in Player.objects.all()] == IN_ORDER


def test_the_migration_fills_the_sort_key_of_players_stored_before_it():
    for name in NAMES:
        factories.make_player(name)
    Player.objects.update(sort_name="")
    migration = importlib.import_module("clubchicago.club.migrations.0006_player_sort_name")

    migration.fill_sort_names(apps, None)

    assert dict(Player.objects.values_list("name", "sort_name")) == {
        "Zoé": "zoe",
        "Łukasz": "lukasz",
        "Laura": "laura",
        "Eric": "eric",
        "Élodie": "elodie",
        "Ærø": "aero",
    }
