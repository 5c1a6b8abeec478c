"""``exportclub SLUG FILE`` and ``importclub FILE --name NAME`` / ``--into SLUG``: a whole club
moved in one file, and older files into a chosen club, on an installation of several clubs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django_scopes import scope

from clubchicago.club import tenancy
from clubchicago.club.models import Club, Evening, Membership, Season
from clubchicago.club.services import transfer
from tests import factories
from tests.club.services.test_transfer import as_format_4
from tests.factories import lively_evening
from tests.transfer_checks import counts, season_picture

pytestmark = pytest.mark.django_db


def test_a_club_moves_through_the_two_commands_with_its_director(director, tmp_path: Path, capsys):
    season = factories.make_season()
    lively_evening(director, season=season)
    factories.make_player("Never Played", licence_number="99")
    before = season_picture(season)
    target = tmp_path / "club.json"
    slug = Club.load().slug

    call_command("exportclub", slug, str(target))
    call_command(
        "importclub",
        str(target),
        "--name",
        "Moved Here",
        "--slug",
        "moved",
        "--director",
        "director",
    )

    assert json.loads(target.read_bytes())["kind"] == "club"
    out = capsys.readouterr().out
    assert "New club Moved Here (address moved): imported 1 evening(s)" in out
    moved = Club.objects.get(slug="moved")
    assert Membership.objects.get(club=moved).user == director
    with scope(club=moved):
        assert season_picture(Season.objects.get()) == before
        assert Season.objects.get().club_id == moved.pk
        assert transfer.club_evenings()[0].club_id == moved.pk


def test_an_older_season_file_goes_into_the_club_named(director, tmp_path: Path):
    season = factories.make_season()
    lively_evening(director, season=season)
    before = season_picture(season)
    old = tmp_path / "season-v4.json"
    old.write_bytes(transfer.dumps(as_format_4(transfer.export_season(season))))
    riverside = Club.objects.create(name="Riverside")

    call_command("importclub", str(old), "--into", "riverside")

    with scope(club=riverside):
        assert season_picture(Season.objects.get()) == before
    assert Evening.objects.count() == 1  # the first club's own, untouched


def test_with_several_clubs_the_commands_ask_which(director, tmp_path: Path):
    evening = lively_evening(director)
    target = tmp_path / "evening.json"
    call_command("exportclub", "--evening", str(evening.pk), "--output", str(target))
    Club.objects.create(name="Riverside")
    before = counts()

    # As on the command line: no club in scope (the tests' own code runs in the first club's).
    with tenancy.no_club(), pytest.raises(CommandError, match="several clubs: name one"):
        call_command("importclub", str(target))
    with tenancy.no_club(), pytest.raises(CommandError, match="several clubs: name one"):
        call_command("exportclub", "--evening", str(evening.pk))
    with pytest.raises(CommandError, match="No club has the address “nowhere”"):
        call_command("importclub", str(target), "--into", "nowhere")
    with pytest.raises(CommandError, match="address “riverside” is another club's"):
        call_command("importclub", str(target), "--name", "River", "--slug", "riverside")
    with pytest.raises(CommandError, match="give its --name too"):
        call_command("importclub", str(target), "--slug", "river")
    with pytest.raises(CommandError, match="no user nobody"):
        call_command("importclub", str(target), "--name", "River", "--director", "nobody")
    with pytest.raises(CommandError, match="Name the club by its address"):
        call_command("exportclub")
    with pytest.raises(CommandError, match="No club has the address “nowhere”"):
        call_command("exportclub", "nowhere", str(target))

    assert counts() == before
    assert Club.objects.count() == 2


def test_an_evening_of_a_named_club_exports_from_that_club(director, capsys):
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        evening = factories.finished_evening()
    call_command("exportclub", "riverside", "--evening", str(evening.pk))
    document = json.loads(capsys.readouterr().out)
    assert [e["id"] for e in document["evenings"]] == [evening.pk]
    assert document["club"]["slug"] == "riverside"
    with pytest.raises(CommandError, match=f"no evening {evening.pk}"):
        call_command("exportclub", Club.load().slug, "--evening", str(evening.pk))
