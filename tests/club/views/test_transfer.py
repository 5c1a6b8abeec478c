"""The director's export downloads and the import page."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import TYPE_CHECKING, Any

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from clubchicago.club.models import ClubImport, Evening, Season
from clubchicago.club.services import transfer
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import (
    DEAL,
    counts,
    picture,
    put,
    run_queued_tasks,
    season_picture,
    wipe,
)

if TYPE_CHECKING:
    pass

pytestmark = pytest.mark.django_db


def upload(document: dict | bytes, name: str = "backup.json") -> SimpleUploadedFile:
    data = document if isinstance(document, bytes) else transfer.dumps(document)
    return SimpleUploadedFile(name, data, content_type="application/json")


def test_the_director_downloads_an_evening_and_a_season(director_client, director):
    season = factories.make_season(name="Winter <b>2026</b>")
    evening = lively_evening(director, season=season)

    response = director_client.get(reverse("club:evening_export", args=[evening.pk]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"].startswith('attachment; filename="evening-2026-11-30')
    assert json.loads(response.content)["evenings"][0]["id"] == evening.pk

    response = director_client.get(reverse("club:season_export", args=[season.pk]))
    assert response.status_code == 200
    assert response["Content-Disposition"] == f'attachment; filename="season-{season.pk}.json"'
    assert json.loads(streamed(response))["seasons"][0]["name"] == "Winter <b>2026</b>"


def imported(client: Any, response: Any) -> str:
    """What the import's own page says once the worker has run the import ``response`` queued."""
    assert response.status_code == 302
    job = ClubImport.objects.get()
    assert response.url == reverse("club:import_job", args=[job.pk])
    run_queued_tasks()
    return client.get(response.url).content.decode()


def streamed(response: Any) -> bytes:  # the test client types every answer as not streamed
    """The whole file of a streamed download (the season's, sent evening by evening)."""
    assert response.streaming
    return b"".join(response.streaming_content)


def three_evening_season(director: User) -> Season:
    season = factories.make_season(name="Winter 2026")
    lively_evening(director, season=season)
    for day, seed in ((7, 3), (14, 4)):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 12, day), title=f"Chicago {day}"
        )
        factories.play_evening(evening, director, (4, 5), seed=seed)
    return season


def test_a_streamed_season_export_round_trips_through_the_import(
    director_client, director, monkeypatch
):
    monkeypatch.setattr(transfer.export, "EXPORT_BATCH", 2)  # two batches: evenings 1-2, then 3
    season = three_evening_season(director)
    before = season_picture(season)
    evenings = {e.date: picture(e) for e in Evening.objects.all()}

    data = streamed(director_client.get(reverse("club:season_export", args=[season.pk])))
    wipe()
    response = director_client.post(reverse("club:club_import"), {"file": upload(data)})

    assert "Import done. Evenings: 3" in imported(director_client, response)
    assert season_picture(Season.objects.get()) == before
    assert {e.date: picture(e) for e in Evening.objects.all()} == evenings


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        ("cut short", "not a ClubChicago export (JSON)"),
        ("wrong total in the last evening", "not what its deals score; nothing was imported"),
    ],
)
def test_a_damaged_streamed_export_changes_nothing(director_client, director, damage, message):
    season = three_evening_season(director)
    data = streamed(director_client.get(reverse("club:season_export", args=[season.pk])))
    if damage == "cut short":
        data = data[: len(data) * 2 // 3]
    else:
        document = json.loads(data)
        document["evenings"][-1]["tables"][-1]["chukkers"][-1]["ns_total"] += 10
        data = transfer.dumps(document)
    wipe()
    before = counts()

    response = director_client.post(reverse("club:club_import"), {"file": upload(data)})

    # Cut short, it is refused as it is uploaded; a wrong total, once the worker reads it.
    page = response.content.decode() if response.status_code == 200 else None
    if page is None:
        page = imported(director_client, response)
    assert message in page
    # The first two evenings were sound: nothing of them was written.
    assert counts() == before


def test_the_import_page_lists_the_exports_and_escapes_names(director_client, director):
    season = factories.make_season(name="<script>alert(1)</script>")
    evening = lively_evening(director, season=season)
    body = director_client.get(reverse("club:club_import")).content.decode()
    assert reverse("club:evening_export", args=[evening.pk]) in body
    assert reverse("club:season_export", args=[season.pk]) in body
    assert "<script>alert(1)" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body


def test_the_director_imports_a_file_into_an_empty_installation(director_client, exported):
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})

    # Queued first: the page says so until the worker takes it.
    waiting = director_client.get(response.url).content.decode()
    assert "The import is queued" in waiting
    assert 'data-hx-trigger="every 2s"' in waiting
    page = imported(director_client, response)
    assert "Import done. Evenings: 1" in page
    assert "every 2s" not in page  # done: the page no longer polls
    assert Evening.objects.count() == 1
    job = ClubImport.objects.get()
    assert job.state == ClubImport.State.DONE and job.data == b""  # the file is not kept


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"name;email\nZo\xc3\xab;z@example.org\n", "not a ClubChicago export (JSON)"),
        (b'{"format": "clubchicago", "version": 99}', "export format 99"),
        (b"", "The submitted file is empty."),
    ],
)
def test_the_import_page_explains_a_wrong_file(director_client, content, message):
    before = counts()
    response = director_client.post(reverse("club:club_import"), {"file": upload(content)})
    assert response.status_code == 200
    assert message in response.content.decode()
    assert counts() == before


def test_the_import_page_refuses_a_target_with_evenings(director_client, exported):
    factories.make_evening()
    before = counts()
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    assert response.status_code == 200
    assert "already has evenings" in response.content.decode()
    assert counts() == before


def test_the_import_page_refuses_a_file_over_the_limit(director_client, exported, monkeypatch):
    monkeypatch.setattr(transfer, "MAX_IMPORT_BYTES", 1000)
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    assert "larger than 100 MB" in response.content.decode()
    assert Evening.objects.count() == 0


def test_a_damaged_file_shows_where_it_is_damaged(director_client, exported):
    put(f"{DEAL}.strain", "Z")(exported)
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    body = imported(director_client, response)
    assert "evenings[0].tables[0].chukkers[0].deals[0]" in body
    assert ClubImport.objects.get().state == ClubImport.State.FAILED
    assert Evening.objects.count() == 0


@pytest.mark.parametrize("name", ["evening_export", "season_export", "club_import"])
def test_export_and_import_are_for_the_director_only(client, name):
    evening = factories.make_evening(season=factories.make_season())
    args = [] if name == "club_import" else [evening.pk if "evening" in name else evening.season_id]
    url = reverse(f"club:{name}", args=args)
    assert client.get(url).url.startswith("/accounts/login/")
    client.force_login(factories.make_member())
    assert client.get(url).url.startswith("/accounts/login/")
    assert client.post(url, {"file": upload(b"{}")}).url.startswith("/accounts/login/")


def test_look_alike_names_are_asked_about_then_imported_as_different_people(
    director_client, exported
):
    factories.make_player("Zoë Ærø")
    exported["players"][0]["name"] = "Zoe Aero"
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})

    page = imported(director_client, response)
    assert "Zoe Aero: Did you mean Zoë Ærø?" in page
    assert "These are different people: import the file" in page
    assert not Evening.objects.exists()
    job = ClubImport.objects.get()
    assert job.state == ClubImport.State.ASKING and job.data != b""  # kept for the answer

    answered = director_client.post(reverse("club:import_job", args=[job.pk]))
    assert answered.status_code == 302
    assert "Import done. Evenings: 1" in imported(director_client, answered)
    assert Evening.objects.count() == 1


def test_a_job_page_says_when_no_worker_has_taken_the_import(director_client, exported):
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    ClubImport.objects.update(changed_at=dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    page = director_client.get(response.url).content.decode()
    assert "does not seem to be running" in page
    assert "manage.py db_worker" in page


def test_a_job_page_under_way_loads_what_polls_it_and_a_finished_one_does_not(
    director_client, exported
):
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    waiting = director_client.get(response.url).content.decode()
    assert 'data-hx-trigger="every 2s"' in waiting
    assert re.search(r'<script src="/static/vendor/htmx/htmx-[\d.]+(\.\w+)?\.min\.js"', waiting)

    run_queued_tasks()
    done = director_client.get(response.url).content.decode()
    assert "Import done" in done
    assert "data-hx-trigger" not in done and "vendor/htmx" not in done


def test_an_answer_to_a_job_that_is_not_asking_changes_nothing(director_client, exported):
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    answered = director_client.post(response.url, follow=True)
    assert "no longer waiting for an answer" in answered.content.decode()
    assert not ClubImport.objects.get().different_people


def test_a_job_page_is_for_the_director_only(client, director_client, exported):
    response = director_client.post(reverse("club:club_import"), {"file": upload(exported)})
    client.logout()
    client.force_login(factories.make_member())
    assert client.get(response.url).url.startswith("/accounts/login/")
    assert client.post(response.url).url.startswith("/accounts/login/")
