"""The admin shows handicaps and season rules read-only (docs/rules.md#handicaps,
docs/rules.md#season-rules): they are set on the roster's and the season's own pages, where
they are checked together and the results' versions follow them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Season
from tests import factories

pytestmark = pytest.mark.django_db


def test_a_players_handicap_is_read_only_in_the_admin(admin_client: Client) -> None:
    player = factories.make_player("Zoë", handicap=Decimal("2.5"))
    url = reverse("admin:club_player_change", args=[player.pk])

    content = admin_client.get(url).content.decode()
    admin_client.post(url, {"name": "Zoë Ærø", "member_number": "", "email": "", "handicap": "9"})

    assert "2.5" in content and 'name="handicap"' not in content
    player.refresh_from_db()
    assert (player.name, player.handicap) == ("Zoë Ærø", Decimal("2.5"))


def test_a_seasons_rules_are_read_only_in_the_admin(admin_client: Client) -> None:
    season = factories.make_season(best_evenings=8, of_evenings=10)
    url = reverse("admin:club_season_change", args=[season.pk])

    content = admin_client.get(url).content.decode()
    admin_client.post(
        url,
        {
            "name": "Renamed",
            "start_date": "2026-09-01",
            "end_date": "2027-06-30",
            "best_evenings": "9",
            "of_evenings": "8",
            "prize_members_only": "on",
        },
    )

    for name in Season.RULE_FIELDS:
        assert f'name="{name}"' not in content
    season.refresh_from_db()
    assert (season.name, season.best_evenings, season.of_evenings) == ("Renamed", 8, 10)
    assert not season.prize_members_only
