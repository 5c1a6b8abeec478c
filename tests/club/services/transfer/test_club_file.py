"""A club's whole data in one file (format 5, ``"kind": "club"``), imported as a new club.

The round trip runs in one database: club A is exported, imported as club C, and every
selector reads the same of C as of A: each evening's standings, recaps, chukkers, deals and
history, each season's standings and totals, the club points; A stays as it was. A bad file, a
taken address or a look-alike name leaves no club behind; older files (an evening's, a season's
export of format 4) still import into a chosen club, and make a new club too.
"""

from __future__ import annotations

import datetime as dt
import io
import json
from decimal import Decimal
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from django_scopes import scope

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, ClubImport, Evening, Membership, Player, Season
from clubchicago.club.selectors.club_points import player_points, season_points, year_points
from clubchicago.club.services import transfer
from clubchicago.club.services.evenings import set_published
from clubchicago.club.services.transfer.records import FileClub
from tests import factories
from tests.club.services.test_transfer import as_format_4
from tests.factories import lively_evening
from tests.transfer_checks import counts, picture, run_queued_tasks, season_picture

pytestmark = pytest.mark.django_db

SCALE = [{"players": 4, "points": [3, 1]}, {"players": 8, "points": [9, 5, 2]}]


def build_club(director: User) -> None:
    """Club A (the first club): settings of its own, a roster with a player who never played,
    two seasons with rules, published and unpublished evenings, one outside any season."""
    Club.objects.filter(pk=1).update(
        name="Lakeside",
        points_scale=SCALE,
        licence_pattern=r"[0-9]{6}",
        tonight_page=True,
        federation_results=True,
        api_cors_origins=["https://lakeside.example"],
        fiche_value=200,
        paper_size="LETTER",
    )
    factories.make_player(
        "Never Played",
        member_number="M-77",
        licence_number="777777",
        handicap=Decimal("1.5"),
        active=False,
        email="never@example.org",
    )
    spring = factories.make_season(
        "Spring 2027",
        start_date=dt.date(2027, 1, 1),
        end_date=dt.date(2027, 6, 30),
        prize_minimum_evenings=1,
        prize_members_only=True,
    )
    autumn = factories.make_season("Autumn 2026", end_date=dt.date(2026, 12, 31))
    days = (dt.date(2026, 10, 1), dt.date(2026, 11, 5), dt.date(2027, 2, 1))
    for seed, season, day in zip((3, 4, 5), (autumn, autumn, spring), days, strict=True):
        evening = factories.make_evening(season=season, length=3, date=day)
        factories.play_evening(evening, director, (4, 5), seed=seed)
        set_published(evening, True)
    lively_evening(director, season=spring, date=dt.date(2027, 3, 1))
    alone = factories.make_evening(length=3, date=dt.date(2027, 8, 1))
    factories.play_evening(alone, director, (4,), seed=9)
    set_published(alone, True)
    first = Player.objects.order_by("pk").exclude(name="Never Played")[0]
    Player.objects.filter(pk=first.pk).update(licence_number="123456")


def club_picture() -> dict[str, Any]:
    """The club in scope as its pages show it, players named instead of numbered."""
    club = Club.load()
    settings = [*(f for f in FileClub.copied() if f != "name"), *sorted(FileClub.links - {"slug"})]
    seasons = list(Season.objects.order_by("start_date", "pk"))
    rules = ("handicap_rule", "handicap_cap", "best_evenings", "of_evenings")
    return {
        "settings": {name: getattr(club, name) for name in settings},
        "roster": sorted(
            (
                p.name,
                p.member_number,
                p.licence_number,
                p.email,
                p.active,
                p.guest,
                p.handicap,
                p.created_at,
                sorted(player_points(p).by_year),
            )
            for p in Player.objects.all()
        ),
        "seasons": [
            (
                season_picture(season),
                [getattr(season, name) for name in rules],
                (season.prize_minimum_evenings, season.prize_members_only),
                [
                    (r.name, r.licence_number, r.evenings, r.points, r.rank)
                    for r in season_points(season)
                ],
            )
            for season in seasons
        ],
        "evenings": [picture(evening) for evening in Evening.objects.order_by("date", "pk")],
        "years": {
            year: [(r.name, r.evenings, r.points, r.rank) for r in year_points(year)]
            for year in (2026, 2027)
        },
    }


def club_file() -> bytes:
    return b"".join(transfer.stream_club())


def opened(data: bytes) -> transfer.ExportStream:
    return transfer.open_export(lambda: io.BytesIO(data))


def every_count() -> dict[str, object]:
    """What each club holds, and the clubs there are: all a refused import may not change."""
    clubs = list(Club.objects.order_by("pk").values_list("pk", "slug"))
    found: dict[str, object] = {"clubs": clubs}
    for pk, _slug in clubs:
        with scope(club=pk):
            found[str(pk)] = counts()
    return found


# -- the round trip -------------------------------------------------------------------------------


def test_a_club_comes_back_as_a_new_club_reading_exactly_as_the_original(director):
    build_club(director)
    before = club_picture()
    assert before["seasons"][0][3] and before["years"][2027]  # club points were awarded

    made = transfer.import_new_club(opened(club_file()), name="Lakeside Two", slug="lakeside-2")

    assert (made.club.name, made.club.slug) == ("Lakeside Two", "lakeside-2")
    assert made.summary.evenings == 5 and made.summary.players_reused == 0
    with scope(club=made.club):
        assert club_picture() == before
        assert Player.objects.count() == made.summary.players_added
    assert club_picture() == before  # the original, untouched
    assert Player.objects.count() == made.summary.players_added


def test_the_club_file_holds_the_whole_roster_every_season_and_no_other_club(director):
    build_club(director)
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        factories.make_player("Rita Riverside")
        factories.finished_evening(date=dt.date(2026, 11, 1))

    document = json.loads(club_file())

    assert (document["format"], document["version"], document["kind"]) == ("clubchicago", 5, "club")
    assert document["club"]["slug"] == Club.load().slug
    assert document["club"]["federation_results"] is True
    assert document["club"]["api_cors_origins"] == ["https://lakeside.example"]
    names = {player["name"] for player in document["players"]}
    assert names == set(Player.objects.values_list("name", flat=True))
    assert "Never Played" in names and "Rita Riverside" not in names
    assert [s["name"] for s in document["seasons"]] == ["Autumn 2026", "Spring 2027"]
    assert [e["date"] for e in document["evenings"]] == sorted(
        e["date"] for e in document["evenings"]
    )
    assert len(document["evenings"]) == Evening.objects.count() == 5


def test_a_season_export_names_its_kind_and_only_its_players(director):
    season = factories.make_season()
    lively_evening(director, season=season)
    factories.make_player("Never Played")

    document = transfer.export_season(season)

    assert (document["version"], document["kind"]) == (5, "evenings")
    assert "Never Played" not in {player["name"] for player in document["players"]}


def test_a_new_club_without_an_address_gets_one_from_its_name(director):
    lively_evening(director)
    data = club_file()
    Club.objects.create(name="Hillside")  # the address "hillside" is taken

    made = transfer.import_new_club(opened(data), name="  Hillside ")

    assert (made.club.name, made.club.slug) == ("Hillside", "hillside-2")
    assert made.club.federation_results is False  # the first club's, as the file says


def test_the_new_club_gets_its_first_director(director):
    lively_evening(director)
    made = transfer.import_new_club(opened(club_file()), name="Hillside", director=director)
    assert Membership.objects.get(club=made.club).role == Membership.Role.DIRECTOR


# -- refusals: nothing changes -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "slug", "message"),
    [
        ("Hillside", "clubchicago", "The address “clubchicago” is another club's"),
        ("Hillside", "admin", "one of the site's own addresses"),
        ("Hillside", "not a slug!", "Address “not a slug!” cannot be the new club's"),
        ("", "", "Club name “” cannot be the new club's: This field cannot be blank"),
        ("Hill\u202eside", "", "cannot be printed"),
    ],
)
def test_a_bad_name_or_address_is_refused_and_nothing_is_made(director, name, slug, message):
    lively_evening(director)
    data = club_file()
    Club.objects.filter(pk=1).update(slug="clubchicago")
    before = every_count()

    with pytest.raises(ClubUserError, match=message):
        transfer.import_new_club(opened(data), name=name, slug=slug)

    assert every_count() == before


def test_a_truncated_file_is_refused_with_a_message(director):
    lively_evening(director)
    data = club_file()
    before = every_count()

    with pytest.raises(ClubUserError, match="not a ClubChicago export"):
        transfer.import_new_club(opened(data[: len(data) // 2]), name="Hillside")

    assert every_count() == before


def test_a_wrong_last_evening_leaves_no_club_behind(director):
    build_club(director)
    document = json.loads(club_file())
    chukker = document["evenings"][-1]["tables"][0]["chukkers"][0]
    chukker["ns_total"] += 10
    before = every_count()

    with pytest.raises(ClubUserError, match="the totals in the file are not what its deals score"):
        transfer.import_new_club(opened(transfer.dumps(document)), name="Hillside")

    assert every_count() == before
    assert not Club.objects.filter(name="Hillside").exists()


def test_look_alike_names_leave_no_club_behind_until_said_different(director):
    lively_evening(director)
    document = json.loads(club_file())
    document["players"][0]["name"] = "Zoe Aero"
    document["players"][1]["name"] = "Zoë Ærø"
    data = transfer.dumps(document)
    before = every_count()

    with pytest.raises(transfer.LookAlikeNames):
        transfer.import_new_club(opened(data), name="Hillside")
    assert every_count() == before

    made = transfer.import_new_club(opened(data), name="Hillside", different_people=True)
    with scope(club=made.club):
        assert Player.objects.filter(name__in=["Zoe Aero", "Zoë Ærø"]).count() == 2


def test_a_website_that_is_not_one_is_refused(director):
    lively_evening(director)
    document = json.loads(club_file())
    document["club"]["api_cors_origins"] = ["javascript:alert(1)"]

    with pytest.raises(ClubUserError, match=r"file\.club\.api_cors_origins"):
        transfer.import_new_club(opened(transfer.dumps(document)), name="Hillside")


# -- older files --------------------------------------------------------------------------------


def test_a_format_4_season_file_imports_into_a_chosen_club(director):
    season = factories.make_season()
    lively_evening(director, season=season)
    old = transfer.dumps(as_format_4(transfer.export_season(season)))
    before = season_picture(season)
    riverside = Club.objects.create(name="Riverside", federation_results=True)

    with scope(club=riverside):
        transfer.import_export(opened(old), club_settings=True)
        assert season_picture(Season.objects.get()) == before

    riverside.refresh_from_db()
    # The club's own address and switch stay; its name and settings come from the file.
    assert (riverside.slug, riverside.federation_results) == ("riverside", True)
    assert riverside.name == Club.load().name


def test_a_format_4_file_makes_a_new_club_with_the_defaults(director):
    season = factories.make_season()
    lively_evening(director, season=season)
    before = season_picture(season)
    old = transfer.dumps(as_format_4(transfer.export_season(season)))

    made = transfer.import_new_club(opened(old), name="Hillside", slug="hill")

    assert (made.club.federation_results, made.club.api_cors_origins) == (False, [])
    with scope(club=made.club):
        assert season_picture(Season.objects.get()) == before


# -- the director's download --------------------------------------------------------------------


def test_the_director_downloads_the_whole_club_streamed(director_client: Client, director):
    build_club(director)
    page = director_client.get(reverse("club:club_import"))
    assert reverse("club:club_export").encode() in page.content

    response = director_client.get(reverse("club:club_export"))

    assert response.status_code == 200 and response.streaming
    assert response["Content-Disposition"].startswith('attachment; filename="club-')
    data = b"".join(response.streaming_content)  # type: ignore[attr-defined]
    assert json.loads(data)["kind"] == "club"
    made = transfer.import_new_club(opened(data), name="Lakeside Two")
    before = club_picture()
    with scope(club=made.club):
        assert club_picture() == before


def test_a_second_club_s_director_downloads_only_that_club(client: Client, director):
    lively_evening(director)
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        factories.make_player("Rita Riverside")
        boss = factories.make_director("river", club=riverside)
    client.force_login(boss)

    response = client.get("/riverside" + reverse("club:club_export"))

    document = json.loads(b"".join(response.streaming_content))  # type: ignore[attr-defined]
    assert [p["name"] for p in document["players"]] == ["Rita Riverside"]
    assert document["club"]["slug"] == "riverside" and document["evenings"] == []


def test_a_club_file_uploaded_on_another_club_s_import_page_goes_into_that_club(
    client: Client, director
):
    build_club(director)
    before = club_picture()
    data = club_file()
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        boss = factories.make_director("river", club=riverside)
    client.force_login(boss)
    upload = SimpleUploadedFile("club.json", data, content_type="application/json")

    response = client.post(
        "/riverside" + reverse("club:club_import"), {"file": upload, "club_settings": "on"}
    )
    assert response.status_code == 302
    run_queued_tasks()

    with scope(club=riverside):
        assert ClubImport.objects.get().state == ClubImport.State.DONE
        picture_there = club_picture()
    # Its own address and switches stay; the rest reads as the first club's.
    assert (riverside.slug, picture_there["settings"]["federation_results"]) == ("riverside", False)
    for part in ("roster", "seasons", "evenings", "years"):
        assert picture_there[part] == before[part]
    assert club_picture() == before  # the first club's, untouched
