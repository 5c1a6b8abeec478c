"""The laptop's pages: the first run (the laptop's own browser only, once) and the backups."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client, override_settings
from django.urls import reverse

from clubchicago.club.models import Club
from clubchicago.club.services import evenings
from clubchicago.laptop.datafolder import DataFolder
from tests import factories

PHONE = "192.168.1.31"  # a phone on the room's network
ANSWERS = {
    "club_name": "Cercle de la Gare",
    "username": "hélène",
    "password1": "a long enough password",
    "password2": "a long enough password",
}
LAPTOP_MIDDLEWARE = [
    *settings.MIDDLEWARE,
    "clubchicago.club.middleware.FirstRunMiddleware",
]


# -- the first run -----------------------------------------------------------------------------


@pytest.mark.django_db
@override_settings(LAPTOP=True)
def test_the_first_run_page_sets_the_club_up_and_signs_the_director_in(client: Client):
    page = client.get(reverse("club:first_run"))
    assert page.status_code == 200
    assert "Set up the club" in page.content.decode()

    response = client.post(reverse("club:first_run"), ANSWERS)

    assert response.status_code == 302 and response["Location"] == reverse("club:dashboard")
    assert Club.load().name == "Cercle de la Gare"
    assert User.objects.get(username="hélène").is_staff
    dashboard = client.get(reverse("club:dashboard"))
    assert dashboard.status_code == 200
    assert "The club is ready." in dashboard.content.decode()
    assert client.get(reverse("club:first_run")).status_code == 404


@pytest.mark.django_db
@override_settings(LAPTOP=True)
def test_the_first_run_page_shows_what_is_wrong_and_changes_nothing(client: Client):
    response = client.post(reverse("club:first_run"), {**ANSWERS, "password2": "another one"})
    assert response.status_code == 200
    assert "The two password fields didn’t match." in response.content.decode()
    assert not User.objects.exists()
    assert Club.load().name == "ClubChicago"


@pytest.mark.django_db
@override_settings(LAPTOP=True)
def test_a_phone_on_the_network_cannot_reach_the_first_run_page(client: Client):
    assert client.get(reverse("club:first_run"), REMOTE_ADDR=PHONE).status_code == 404
    response = client.post(reverse("club:first_run"), ANSWERS, REMOTE_ADDR=PHONE)
    assert response.status_code == 404
    assert not User.objects.exists()


@pytest.mark.django_db
def test_there_is_no_first_run_page_but_on_the_laptop(client: Client):
    # Behind a proxy on the same machine every request would come from 127.0.0.1.
    assert client.get(reverse("club:first_run")).status_code == 404
    assert client.post(reverse("club:first_run"), ANSWERS).status_code == 404


@pytest.mark.django_db
@override_settings(LAPTOP=True)
def test_once_the_club_has_a_director_the_first_run_page_is_gone(client: Client):
    factories.make_director()
    assert client.get(reverse("club:first_run")).status_code == 404
    assert client.post(reverse("club:first_run"), ANSWERS).status_code == 404
    assert not User.objects.filter(username="hélène").exists()


@pytest.mark.django_db
@override_settings(LAPTOP=True, MIDDLEWARE=LAPTOP_MIDDLEWARE)
def test_before_the_first_run_the_laptops_browser_is_sent_to_it_and_phones_are_not(
    client: Client,
):
    response = client.get(reverse("home"))
    assert response.status_code == 302 and response["Location"] == reverse("club:first_run")
    assert client.get(reverse("home"), REMOTE_ADDR=PHONE).status_code == 200
    assert client.get(reverse("club:first_run")).status_code == 200
    client.post(reverse("club:first_run"), ANSWERS)
    assert client.get(reverse("home")).status_code == 200


# -- backups -----------------------------------------------------------------------------------

needs_sqlite = pytest.mark.skipif(
    connection.vendor != "sqlite", reason="the laptop's backups copy an SQLite database"
)


@pytest.fixture
def data_folder(tmp_path: Path):
    folder = DataFolder(tmp_path / "club").prepare()
    with override_settings(DATA_FOLDER=folder):
        yield folder


def players_in(path: Path) -> list[str]:
    copy = sqlite3.connect(path)
    try:
        return [row[0] for row in copy.execute("SELECT name FROM club_player ORDER BY name")]
    finally:
        copy.close()


def download(response) -> bytes:
    return b"".join(response.streaming_content)


@needs_sqlite
@pytest.mark.django_db(transaction=True)
def test_publishing_an_evening_backs_the_club_up(data_folder, director_client: Client):
    evening = factories.finished_evening()
    evenings.set_published(evening, True)
    (backup,) = data_folder.backups.glob("club-*-published.sqlite3")
    # The copy holds the evening as published.
    copy = sqlite3.connect(backup)
    try:
        published = copy.execute("SELECT published FROM club_evening WHERE id = ?", [evening.pk])
        assert published.fetchone() == (1,)
    finally:
        copy.close()
    evenings.set_published(evening, False)  # taking it back is no publication
    assert len(list(data_folder.backups.iterdir())) == 1


@needs_sqlite
@pytest.mark.django_db(transaction=True)
def test_the_director_downloads_a_copy_made_now(data_folder, director_client: Client, tmp_path):
    factories.make_player("Zoë Ærø")
    page = director_client.get(reverse("club:backups"))
    assert "Download a copy made now" in page.content.decode()

    response = director_client.post(reverse("club:backup_now"))

    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="clubchicago-')
    saved = tmp_path / "downloaded.sqlite3"
    saved.write_bytes(download(response))
    assert players_in(saved) == ["Zoë Ærø"]
    assert len(list(data_folder.backups.glob("club-*-download.sqlite3"))) == 1


@needs_sqlite
@pytest.mark.django_db(transaction=True)
def test_the_kept_backups_are_listed_and_each_downloads(data_folder, director_client: Client):
    factories.make_player("Ada")
    evenings.set_published(factories.finished_evening(), True)
    page = director_client.get(reverse("club:backups")).content.decode()
    assert "an evening was published" in page
    (backup,) = data_folder.backups.iterdir()
    response = director_client.get(reverse("club:backup_file", args=[backup.name]))
    assert response.status_code == 200
    assert download(response) == backup.read_bytes()


@needs_sqlite
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("name", ["secret_key", "..%2Fsecret_key", "club.sqlite3", "nothing"])
def test_nothing_but_a_kept_backup_can_be_downloaded(data_folder, director_client: Client, name):
    response = director_client.get(f"/club/backups/{name}")
    assert response.status_code == 404


@pytest.mark.django_db
def test_only_the_director_sees_the_backups(client: Client):
    factories.make_member(username="member")
    for url in (reverse("club:backups"), reverse("club:backup_file", args=["x.sqlite3"])):
        assert client.get(url).status_code == 302  # to the login page
    assert client.post(reverse("club:backup_now")).status_code == 302
    client.force_login(User.objects.get(username="member"))
    assert client.get(reverse("club:backups")).status_code == 302


@pytest.mark.django_db
def test_downloading_a_copy_is_a_post_it_writes_a_file(director_client: Client):
    assert director_client.get(reverse("club:backup_now")).status_code == 405


@pytest.mark.django_db
def test_a_site_without_a_data_folder_says_where_its_backups_come_from(director_client: Client):
    page = director_client.get(reverse("club:backups")).content.decode()
    assert "keeps no backups of its own" in page
    response = director_client.post(reverse("club:backup_now"))
    assert response.status_code == 302
    assert "could not be made" in director_client.get(reverse("club:backups")).content.decode()
