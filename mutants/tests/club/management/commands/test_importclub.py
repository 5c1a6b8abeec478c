"""The ``importclub`` command: an export back into an empty installation."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from clubchicago.club.models import Evening, Season
from clubchicago.club.services import transfer
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import season_picture, wipe

pytestmark = pytest.mark.django_db


def test_exportclub_and_importclub_commands_round_trip_a_season(director, tmp_path: Path):
    season = factories.make_season()
    lively_evening(director, season=season)
    before = season_picture(season)
    target = tmp_path / "season.json"

    call_command("exportclub", "--season", str(season.pk), "--output", str(target))
    wipe()
    call_command("importclub", str(target))

    assert season_picture(Season.objects.get()) == before


def test_importclub_refuses_a_target_with_evenings(director, tmp_path: Path):
    evening = lively_evening(director)
    target = tmp_path / "evening.json"
    target.write_bytes(transfer.dumps(transfer.export_evening(evening)))
    with pytest.raises(CommandError, match="already has evenings"):
        call_command("importclub", str(target))
    assert Evening.objects.count() == 1
