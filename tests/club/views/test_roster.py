"""The roster pages: list, add, edit, retire and reinstate, import from CSV; the club's settings."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils.html import escape

from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import Attendance, Club, Evening, Player
from clubchicago.club.services.roster import MAX_IMPORT_BYTES
from clubchicago.club.views import roster as roster_views
from tests import factories

UNICODE_NAMES = ["Zoë Dupré", "Łukasz Wójcik", "Ærø Ødegård", "O'Brien-Smith", "Ngô Bảo Châu"]


def director_urls(player_pk: int) -> list[tuple[str, str]]:
    return [
        ("get", reverse("club:roster")),
        ("get", reverse("club:player_add")),
        ("get", reverse("club:player_edit", args=[player_pk])),
        ("get", reverse("club:player_retire_confirm", args=[player_pk])),
        ("post", reverse("club:player_retire", args=[player_pk])),
        ("get", reverse("club:roster_import")),
        ("post", reverse("club:roster_import")),
    ]


def test_anonymous_visitors_are_sent_to_log_in_from_every_roster_page(client, db):
    player = factories.make_player("Zoë")
    for method, url in director_urls(player.pk):
        response = getattr(client, method)(url)
        assert response.status_code == 302, url
        assert response.url.startswith(reverse("login")), url
    player.refresh_from_db()
    assert player.active


def test_a_logged_in_player_who_is_not_a_director_is_sent_to_log_in(client, db):
    client.force_login(factories.make_member("ann"))
    response = client.get(reverse("club:roster"))
    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))


def test_the_login_page_shows_a_form(client, db):
    response = client.get(reverse("login"))
    assert response.status_code == 200
    assert 'name="password"' in response.content.decode()


def test_roster_lists_players_with_their_number_email_and_evenings(director_client, evening):
    zoe = factories.make_player("Zoë", member_number="1042", email="zoe@example.org")
    Attendance.objects.create(evening=evening, player=zoe)
    factories.make_player("Guest Gus", guest=True)
    response = director_client.get(reverse("club:roster"))
    assert response.status_code == 200
    page = response.content.decode()
    assert "Zoë" in page
    assert "1042" in page
    assert "zoe@example.org" in page
    assert "guest" in page
    rows = {row.record.name: row.record for row in response.context["table"].rows}
    assert rows["Zoë"].evenings == 1
    assert rows["Guest Gus"].evenings == 0


def test_roster_search_finds_players_by_part_of_their_name(director_client, db):
    factories.make_player("Zoë Martin")
    factories.make_player("Paul Dupont")
    response = director_client.get(reverse("club:roster"), {"q": "mart"})
    names = [row.record.name for row in response.context["table"].rows]
    assert names == ["Zoë Martin"]


@pytest.mark.parametrize("query", ["helene", "HELENE", "Hélène", "hélè"])
def test_roster_search_ignores_accents_and_case(director_client, db, query):
    factories.make_player("Hélène Dupré")
    factories.make_player("Paul Dupont")
    response = director_client.get(reverse("club:roster"), {"q": query})
    assert [row.record.name for row in response.context["table"].rows] == ["Hélène Dupré"]


@pytest.mark.parametrize("sort", ["", "name", "-name"])
def test_roster_sorts_names_as_a_french_or_italian_reader_expects(director_client, db, sort):
    for name in ["Zoé", "Łukasz", "Laura", "Eric", "Élodie", "Ærø"]:
        factories.make_player(name)
    response = director_client.get(reverse("club:roster"), {"sort": sort})
    names = [row.record.name for row in response.context["table"].rows]
    in_order = ["Ærø", "Élodie", "Eric", "Laura", "Łukasz", "Zoé"]
    assert names == (in_order[::-1] if sort == "-name" else in_order)


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        ("", ["Active Anna", "Guest Gus"]),
        ("retired", ["Retired Rob"]),
        ("guests", ["Guest Gus"]),
        ("all", ["Active Anna", "Guest Gus", "Retired Rob"]),
        ("nonsense", ["Active Anna", "Guest Gus"]),
    ],
)
def test_roster_filters_active_retired_and_guests(director_client, db, status, expected):
    factories.make_player("Active Anna")
    factories.make_player("Retired Rob", active=False)
    factories.make_player("Guest Gus", guest=True)
    response = director_client.get(reverse("club:roster"), {"status": status})
    assert [row.record.name for row in response.context["table"].rows] == expected


def test_roster_shows_fifty_players_a_page_and_sorts_by_evenings(director_client, evening):
    players = factories.make_players(60)
    Attendance.objects.create(evening=evening, player=players[-1])
    response = director_client.get(reverse("club:roster"), {"sort": "-evenings"})
    rows = list(response.context["table"].paginated_rows)
    assert len(rows) == 50
    assert rows[0].record == players[-1]
    second_page = director_client.get(reverse("club:roster"), {"page": 2})
    assert len(list(second_page.context["table"].paginated_rows)) == 10


def test_roster_page_needs_a_handful_of_queries_however_many_players(
    director_client, evening, django_assert_max_num_queries
):
    for player in factories.make_players(200):
        Attendance.objects.create(evening=evening, player=player)
    with django_assert_max_num_queries(7):  # 6, and the club of the address
        response = director_client.get(reverse("club:roster"), {"sort": "evenings"})
    assert response.status_code == 200


def test_director_adds_a_player(director_client, db):
    response = director_client.post(
        reverse("club:player_add"),
        {"name": "  Zoë   Martin ", "member_number": " 1042 ", "email": "zoe@example.org"},
    )
    assert response.status_code == 302
    player = Player.objects.get()
    assert (player.name, player.member_number, player.email) == (
        "Zoë Martin",
        "1042",
        "zoe@example.org",
    )
    assert player.active
    assert "Zoë Martin added." in director_client.get(response.url).content.decode()


def test_director_edits_a_player(director_client, db):
    player = factories.make_player("Zoe", member_number="7")
    url = reverse("club:player_edit", args=[player.pk])
    assert "Zoe" in director_client.get(url).content.decode()
    response = director_client.post(url, {"name": "Zoë", "member_number": "7", "email": ""})
    assert response.status_code == 302
    player.refresh_from_db()
    assert player.name == "Zoë"


def test_editing_a_missing_player_is_not_found(director_client, db):
    assert director_client.get(reverse("club:player_edit", args=[999])).status_code == 404


@pytest.mark.parametrize("name", UNICODE_NAMES)
def test_unicode_names_round_trip(director_client, db, name):
    director_client.post(reverse("club:player_add"), {"name": name})
    player = Player.objects.get()
    assert player.name == name
    page = director_client.get(reverse("club:roster")).content.decode()
    assert escape(name) in page
    edit_page = director_client.get(reverse("club:player_edit", args=[player.pk]))
    assert escape(name) in edit_page.content.decode()


def test_a_name_typed_with_a_combining_accent_is_stored_composed(director_client, db):
    director_client.post(reverse("club:player_add"), {"name": "Zoe\u0308"})
    assert Player.objects.get().name == "Zo\u00eb"


@pytest.mark.parametrize("duplicate", ["zoë martin", "ZOË MARTIN", " Zoë  Martin "])
def test_a_duplicate_name_is_refused_with_a_message_and_nothing_changes(
    director_client, db, duplicate
):
    factories.make_player("Zoë Martin")
    response = director_client.post(reverse("club:player_add"), {"name": duplicate})
    assert response.status_code == 200
    assert "is already in the roster" in response.content.decode()
    assert list(Player.objects.values_list("name", flat=True)) == ["Zoë Martin"]


def test_renaming_a_player_to_another_players_name_is_refused(director_client, db):
    factories.make_player("Anna")
    paul = factories.make_player("Paul")
    response = director_client.post(reverse("club:player_edit", args=[paul.pk]), {"name": "anna"})
    assert "is already in the roster" in response.content.decode()
    paul.refresh_from_db()
    assert paul.name == "Paul"


def test_a_player_may_keep_their_own_name_and_number_when_edited(director_client, db):
    player = factories.make_player("Anna", member_number="12")
    response = director_client.post(
        reverse("club:player_edit", args=[player.pk]),
        {"name": "ANNA", "member_number": "12", "email": "anna@example.org"},
    )
    assert response.status_code == 302
    player.refresh_from_db()
    assert (player.name, player.email) == ("ANNA", "anna@example.org")


def test_a_duplicate_member_number_is_refused(director_client, db):
    factories.make_player("Anna", member_number="12")
    response = director_client.post(
        reverse("club:player_add"), {"name": "Paul", "member_number": "12"}
    )
    assert "already has member number 12" in response.content.decode()
    assert Player.objects.count() == 1


def test_several_players_may_have_no_member_number(director_client, db):
    factories.make_player("Anna")
    director_client.post(reverse("club:player_add"), {"name": "Paul", "member_number": ""})
    assert Player.objects.count() == 2


def test_an_empty_or_blank_name_is_refused(director_client, db):
    response = director_client.post(reverse("club:player_add"), {"name": "   "})
    assert response.status_code == 200
    assert response.context["form"].errors["name"]
    assert not Player.objects.exists()


def test_a_clash_the_form_missed_becomes_a_form_error_not_a_server_error(
    director_client, db, monkeypatch
):
    class RacingPlayerForm(PlayerForm):
        def validate_unique(self) -> None:
            super().validate_unique()
            factories.make_player("Anna")  # another director saves the same name meanwhile

    monkeypatch.setattr(roster_views, "PlayerForm", RacingPlayerForm)
    response = director_client.post(reverse("club:player_add"), {"name": "Anna"})
    assert response.status_code == 200
    assert "Another player already has this name" in response.content.decode()
    assert Player.objects.count() == 1


def test_retiring_asks_first_and_works_without_javascript(director_client, db):
    player = factories.make_player("Zoë")
    confirm = director_client.get(reverse("club:player_retire_confirm", args=[player.pk]))
    page = confirm.content.decode()
    assert "Retire Zoë?" in page
    assert reverse("club:player_retire", args=[player.pk]) in page
    assert "csrfmiddlewaretoken" in page
    player.refresh_from_db()
    assert player.active


def test_director_retires_and_reinstates_a_player(director_client, db):
    player = factories.make_player("Zoë")
    url = reverse("club:player_retire", args=[player.pk])
    response = director_client.post(url)
    assert response.status_code == 302
    player.refresh_from_db()
    assert not player.active
    assert (
        "Reinstate"
        in director_client.get(
            reverse("club:player_retire_confirm", args=[player.pk])
        ).content.decode()
    )
    director_client.post(url)
    player.refresh_from_db()
    assert player.active


def test_retiring_needs_a_post(director_client, db):
    player = factories.make_player("Zoë")
    response = director_client.get(reverse("club:player_retire", args=[player.pk]))
    assert response.status_code == 405
    player.refresh_from_db()
    assert player.active


# -- the club's settings ---------------------------------------------------------------------------


GOOD_SETTINGS = {
    "name": "Cercle de Chicago d'Ærø",
    "paper_size": "LETTER",
    "schedule": "french",
    "honours": "on",
    "half": "down",
    "unit": "fiches",
    "fiche_value": "200",
    "confirm_entries": "",
    "style": "duplicate",
    "length": "8",
    "ranking_minimum": "60",
    "start_time": "19:45",
    "minutes_per_chukker": "25",
}


def test_anonymous_visitors_are_sent_to_log_in_from_the_club_settings(client, db):
    for method in (client.get, client.post):
        response = method(reverse("club:club_settings"))
        assert response.status_code == 302
        assert response.url.startswith(reverse("login"))


def test_the_page_explains_the_french_schedule_and_that_evenings_keep_their_settings(
    director_client,
):
    page = director_client.get(reverse("club:club_settings")).content.decode()
    assert "makes the first dealer" in page
    assert "side vulnerable on both deals 2 and 3" in page
    assert "does not change evenings already created" in page


def test_director_saves_the_club_settings(director_client):
    response = director_client.post(reverse("club:club_settings"), GOOD_SETTINGS)
    assert response.status_code == 302
    club = Club.load()
    assert club.name == "Cercle de Chicago d'Ærø"
    assert club.paper_size == "LETTER"
    assert club.scoring_settings() == {
        "schedule": "french",
        "style": "duplicate",
        "honours": True,
        "half": "down",
        "unit": "fiches",
        "fiche_value": 200,
        "confirm_entries": False,
        "length": 8,
        "ranking_minimum": 60,
    }
    assert (club.start_time, club.minutes_per_chukker) == (dt.time(19, 45), 25)
    assert "Club settings saved." in director_client.get(response.url).content.decode()
    assert Club.objects.count() == 1


def test_changing_the_defaults_leaves_existing_evenings_alone(director_client, evening):
    before = evening.scoring_settings()
    director_client.post(reverse("club:club_settings"), GOOD_SETTINGS)
    evening.refresh_from_db()
    assert evening.scoring_settings() == before
    assert Evening.objects.get().schedule == "dealer"


@pytest.mark.parametrize("fiche_value", ["0", "50", "150", "-100", "abc"])
def test_a_fiche_worth_anything_but_whole_hundreds_is_refused(director_client, fiche_value):
    response = director_client.post(
        reverse("club:club_settings"), {**GOOD_SETTINGS, "fiche_value": fiche_value}
    )
    assert response.status_code == 200
    assert response.context["form"].errors["fiche_value"]
    assert Club.load().fiche_value == 100


def test_an_unknown_schedule_is_refused(director_client):
    response = director_client.post(
        reverse("club:club_settings"), {**GOOD_SETTINGS, "schedule": "x"}
    )
    assert response.context["form"].errors["schedule"]
    assert Club.load().schedule == "dealer"


# -- importing a roster from CSV -------------------------------------------------------------------


def csv_bytes(text: str, encoding: str = "utf-8") -> bytes:
    return text.encode(encoding)


def upload(content: bytes, name: str = "roster.csv") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, content, content_type="text/csv")


def test_anonymous_visitors_cannot_upload_a_roster(client, db):
    response = client.post(reverse("club:roster_import"), {"file": upload(b"name\nZo\n")})
    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))
    assert not Player.objects.exists()


def test_director_previews_then_confirms_an_import(director_client, db):
    content = csv_bytes("\ufeffname;member_number;email\nZoë Martin;1042;zoe@example.org\n")
    url = reverse("club:roster_import")
    assert director_client.get(url).status_code == 200
    preview = director_client.post(url, {"file": upload(content)})
    page = preview.content.decode()
    assert preview.status_code == 200
    assert "Zoë Martin" in page
    assert "Add these players" in page
    assert not Player.objects.exists()
    digest = preview.context["confirm_form"].initial["digest"]
    response = director_client.post(url, {"digest": digest})
    assert response.status_code == 302
    assert [p.name for p in Player.objects.all()] == ["Zoë Martin"]
    assert "1 player added to the roster." in director_client.get(response.url).content.decode()


def test_the_preview_shows_errors_row_by_row_and_offers_no_confirm(director_client, db):
    factories.make_player("Anna")
    content = csv_bytes("name,email\nZoë,zoe@example.org\nanna,\nPaul,paul@\n")
    response = director_client.post(reverse("club:roster_import"), {"file": upload(content)})
    page = response.content.decode()
    assert "2 rows have a problem" in page
    assert "A player with this name is already in the roster." in page
    assert "is not a valid e-mail address." in page
    assert "Add these players" not in page
    assert "roster_import" not in director_client.session
    assert list(Player.objects.values_list("name", flat=True)) == ["Anna"]


def test_names_from_the_file_are_escaped_on_the_preview(director_client, db):
    content = csv_bytes('name\n"<script>alert(1)</script>"\n=HYPERLINK("x")\n')
    response = director_client.post(reverse("club:roster_import"), {"file": upload(content)})
    page = response.content.decode()
    assert "<script>alert" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_confirming_after_the_roster_changed_imports_nothing_and_says_why(director_client, db):
    url = reverse("club:roster_import")
    preview = director_client.post(url, {"file": upload(csv_bytes("name\nZoë\nPaul\n"))})
    digest = preview.context["confirm_form"].initial["digest"]
    factories.make_player("Paul")  # added by hand between the preview and the confirmation
    response = director_client.post(url, {"digest": digest})
    page = response.content.decode()
    assert response.status_code == 200
    assert "nothing was imported" in page
    assert "A player with this name is already in the roster." in page
    assert list(Player.objects.values_list("name", flat=True)) == ["Paul"]


def test_confirming_a_file_that_is_not_waiting_imports_nothing(director_client, db):
    url = reverse("club:roster_import")
    director_client.post(url, {"file": upload(csv_bytes("name\nZoë\n"))})
    response = director_client.post(url, {"digest": "0" * 64})
    assert response.status_code == 302
    assert response.url == url
    assert "upload it again" in director_client.get(url).content.decode()
    assert not Player.objects.exists()


def test_a_file_cannot_be_imported_twice_by_confirming_again(director_client, db):
    url = reverse("club:roster_import")
    preview = director_client.post(url, {"file": upload(csv_bytes("name\nZoë\n"))})
    digest = preview.context["confirm_form"].initial["digest"]
    director_client.post(url, {"digest": digest})
    director_client.post(url, {"digest": digest})
    assert Player.objects.count() == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "The file is empty."),
        (b"name;member_number\n", "no players below it"),
        ("name\nZoë Martin\n".encode("latin-1"), "choose Save As &gt; CSV UTF-8"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not UTF-8 text"),
        (b"first;last\nZo;Martin\n", "with one called “name”"),
        (b"name\n" + b"x" * MAX_IMPORT_BYTES, "larger than 1 MB"),
    ],
    ids=["empty", "header-only", "latin-1", "binary", "wrong-columns", "too-big"],
)
def test_a_bad_file_is_refused_on_the_upload_form_and_nothing_changes(
    director_client, db, content, message
):
    factories.make_player("Anna")
    response = director_client.post(reverse("club:roster_import"), {"file": upload(content)})
    assert response.status_code == 200
    assert response.templates[0].name == "club/roster/import.html"
    assert message in response.content.decode()
    assert list(Player.objects.values_list("name", flat=True)) == ["Anna"]


def test_the_upload_form_needs_a_file(director_client, db):
    response = director_client.post(reverse("club:roster_import"), {})
    assert response.status_code == 200
    assert response.context["form"].errors["file"]


# -- the websites that may read the results API ------------------------------------------------


def test_the_director_lists_the_websites_that_may_read_the_api(director_client):
    typed = "HTTPS://www.Our-Club.org/\n\n  http://localhost:8000 \nhttps://www.our-club.org"

    response = director_client.post(
        reverse("club:club_settings"), {**GOOD_SETTINGS, "api_cors_origins": typed}
    )

    assert response.status_code == 302
    assert Club.load().api_cors_origins == ["https://www.our-club.org", "http://localhost:8000"]
    page = director_client.get(reverse("club:club_settings")).content.decode()
    assert "https://www.our-club.org\nhttp://localhost:8000</textarea>" in page


@pytest.mark.parametrize(
    "typed",
    [
        "https://www.our-club.org/results",
        "www.our-club.org",
        "javascript:alert(1)",
        "\n".join(f"https://site{n}.example" for n in range(21)),
        "https://a.example\n" * 400,
    ],
)
def test_a_website_that_is_not_an_address_alone_is_refused(director_client, typed):
    club = Club.load()
    club.api_cors_origins = ["https://kept.example"]
    club.save()

    response = director_client.post(
        reverse("club:club_settings"), {**GOOD_SETTINGS, "api_cors_origins": typed}
    )

    assert response.status_code == 200
    assert response.context["form"].errors["api_cors_origins"]
    assert Club.load().api_cors_origins == ["https://kept.example"]


def test_no_website_at_all_is_an_empty_list(director_client):
    director_client.post(reverse("club:club_settings"), {**GOOD_SETTINGS, "api_cors_origins": ""})

    assert Club.load().api_cors_origins == []
