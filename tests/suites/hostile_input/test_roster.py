"""Hostile input on the roster: adding and editing players, roster files, the club's settings.

What every property checks is said in ``tests/suites/hostile_input/inputs.py``.
"""

from __future__ import annotations

import csv
import hashlib
import io
import unicodedata
from typing import TYPE_CHECKING

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from hypothesis import example, given
from hypothesis import strategies as st

from clubchicago.club.forms.roster import ClubSettingsForm, PlayerForm
from clubchicago.club.models import Club, Player
from clubchicago.club.services.roster import clean_name, name_key
from scoring import ScoringError
from scoring.club_points import parse_scale
from tests.suites.hostile_input.inputs import (
    NUMBERISH,
    SETTING_VALUES,
    TEXT,
    VALID_NAMES,
    Club_,
    budget,
    check_model_form,
    refused_without_change,
    rolled_back,
    send,
    snapshot,
)

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

# Every test here is a Hypothesis property posting a few hundred inputs.
pytestmark = [pytest.mark.django_db, pytest.mark.slow]

# Where a player's name stands in a snapshot's row (its columns in the model's order).
NAME = [field.attname for field in Player._meta.concrete_fields].index("name")


def player_row(player: Player) -> tuple[str, str, str, str]:
    return (player.name, player.member_number, player.email, player.licence_number)


def check_player_form(club: Club_, url: str, data: dict, instance: Player | None) -> TestResponse:
    """Post the player form; accepted: stored as the form's rules say; refused: nothing changed."""
    before = snapshot()
    form = PlayerForm(data, instance=instance or Player())
    valid = form.is_valid()
    response = send(club.client, "post", url, data)
    if not valid:
        assert response.status_code == 200
        refused_without_change(before, response)
        return response
    assert response.status_code == 302, form.errors
    name = clean_name(data["name"])
    stored = Player.objects.get(pk=instance.pk) if instance else Player.objects.get(name=name)
    expected = (
        name,
        data.get("member_number", "").strip(),
        data.get("email", "").strip(),
        data.get("licence_number", "").strip(),
    )
    assert player_row(stored) == expected
    return response


# -- roster files -------------------------------------------------------------------------------


def upload(content: bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile("roster.csv", content, content_type="text/csv")


def import_roster(client: Client, content: bytes) -> tuple[object, object]:
    """Upload (a preview that writes nothing), then confirm it."""
    before = snapshot()
    preview = send(client, "post", reverse("club:roster_import"), {"file": upload(content)})
    assert preview.status_code == 200
    assert snapshot() == before, "the preview wrote something"
    digest = hashlib.sha256(content).hexdigest()
    confirm = send(client, "post", reverse("club:roster_import"), {"digest": digest})
    assert confirm.status_code in (200, 302)
    return preview, confirm


ROWS = st.lists(st.tuples(st.one_of(TEXT, VALID_NAMES), NUMBERISH | st.just(""), TEXT), max_size=8)


class TestFromTheClub:
    """Properties that start from the club of ``conftest.build_club``, built once for the class."""

    def test_adding_a_player_stores_the_name_as_typed_after_normalisation(self, club):
        url = reverse("club:player_add")
        strategy = st.fixed_dictionaries(
            {"name": st.one_of(TEXT, VALID_NAMES)},
            optional={
                "member_number": st.one_of(NUMBERISH, st.just("42")),
                "email": TEXT,
                "licence_number": st.one_of(NUMBERISH, st.just("123456")),
            },
        )

        @budget("player add")
        @given(strategy)
        @example({"name": "  Zoë   van   Dijk "})
        @example({"name": "ANN EXAMPLE"})  # taken, whatever the case
        @example({"name": "\u0344" * 100})  # 200 characters once normalised
        @example({"name": "Nul\x00Byte"})
        def check(data: dict) -> None:
            with rolled_back():
                check_player_form(club, url, data, None)

        check()

    def test_a_valid_new_name_is_always_accepted(self, club):
        url = reverse("club:player_add")
        taken = {name_key(n) for n in Player.objects.values_list("name", flat=True)}

        @budget("valid player add")
        @given(VALID_NAMES.filter(lambda s: name_key(s) not in taken), st.integers(1000, 9999))
        def check(name: str, number: int) -> None:
            with rolled_back():
                data = {"name": name, "member_number": str(number), "email": ""}
                assert check_player_form(club, url, data, None).status_code == 302
                assert Player.objects.get(name=unicodedata.normalize("NFC", " ".join(name.split())))

        check()

    def test_editing_a_player_stores_exactly_what_the_form_accepts(self, club):
        url = reverse("club:player_edit", args=[club.player.pk])
        other = Player.objects.exclude(pk=club.player.pk)[0]

        @budget("player edit")
        @given(
            st.fixed_dictionaries(
                {"name": st.one_of(TEXT, VALID_NAMES, st.just(other.name.upper()))},
                optional={"member_number": NUMBERISH, "email": TEXT},
            )
        )
        def check(data: dict) -> None:
            with rolled_back():
                check_player_form(club, url, data, Player.objects.get(pk=club.player.pk))

        check()

    # -- roster files ---------------------------------------------------------------------------

    def test_a_roster_file_of_random_bytes_never_breaks_the_import(self, club):
        @budget("csv bytes")
        @given(st.binary(max_size=600))
        @example(b"\xff\xfe\x00n\x00a\x00m\x00e\x00")
        @example(b"name\n" + b"x" * 200)
        @example(b"name,email\nZo\xc3\xab," + b"a" * 64 + b"@" + (b"b" * 63 + b".") * 3 + b"com\n")
        def check(content: bytes) -> None:
            with rolled_back():
                before = snapshot()
                import_roster(club.client, content)
                added = set(Player.objects.values_list("name", flat=True)) - {
                    row[NAME] for row in before["Player"]
                }
                for name in added:
                    assert name == clean_name(name) and 0 < len(name) <= 120
                for email in Player.objects.values_list("email", flat=True):
                    assert len(email) <= 254

        check()

    def test_a_roster_file_is_imported_exactly_or_not_at_all(self, club):
        @budget("csv text")
        @given(ROWS, st.sampled_from([",", ";"]))
        @example([("  Zoë   Martin ", "1042", "zoe@example.org"), ("Łukasz", "", "")], ";")
        @example([("=1+2", "", ""), ("+cmd", "7", ""), ("@SUM(A1)", "", "")], ",")
        def check(rows: list[tuple[str, str, str]], delimiter: str) -> None:
            with rolled_back():
                text = io.StringIO()
                writer = csv.writer(text, delimiter=delimiter)
                writer.writerow(["name", "member_number", "email"])
                writer.writerows(rows)
                before = {row[NAME] for row in snapshot()["Player"]}
                import_roster(club.client, text.getvalue().encode("utf-8"))
                added = set(Player.objects.values_list("name", flat=True)) - before
                if added:
                    kept = [r for r in rows if any(cell.strip() for cell in r)]
                    assert added == {clean_name(r[0]) for r in kept}
                    assert len(added) == len(kept)
                    for name, number, email in kept:
                        player = Player.objects.get(name=clean_name(name))
                        assert (player.member_number, player.email) == (
                            number.strip(),
                            email.strip(),
                        )

        check()

    # -- the club's settings --------------------------------------------------------------------

    def test_club_settings_are_stored_exactly_as_the_form_accepts_them(self, club):
        url = reverse("club:club_settings")
        strategy = st.fixed_dictionaries(
            {},
            optional={
                "name": st.one_of(TEXT, VALID_NAMES),
                "paper_size": st.one_of(st.sampled_from(["A4", "LETTER"]), TEXT),
                **SETTING_VALUES,
                "licence_pattern": st.one_of(
                    TEXT, st.sampled_from(["[0-9]{6}", "[0-9", "(", "[A-Z]{2}\\d+", "*"])
                ),
                "api_cors_origins": st.one_of(
                    TEXT,
                    st.lists(
                        st.one_of(
                            st.sampled_from(
                                [
                                    "https://www.our-club.org",
                                    "HTTP://Localhost:8000/",
                                    "https://ünï.example",
                                    "https://club.example/page",
                                    "javascript:alert(1)",
                                    "https://[::1",
                                ]
                            ),
                            TEXT,
                        ),
                        max_size=4,
                    ).map("\n".join),
                ),
            },
        )

        @budget("club settings")
        @given(strategy)
        @example({"name": "<b>Club</b>", "paper_size": "A4", "schedule": "dealer", "half": "up",
                  "unit": "fiches", "fiche_value": "500"})  # fmt: skip
        def check(data: dict) -> None:
            with rolled_back():
                form = ClubSettingsForm(data, instance=Club.load())
                check_model_form(club.client, url, data, form, Club.load)

        check()

    # -- the club points scale ------------------------------------------------------------------

    def test_the_points_scale_is_stored_exactly_as_it_reads_or_refused(self, club):
        url = reverse("club:points_scale")
        number = st.one_of(st.integers(-3, 12).map(str), TEXT)
        line = st.tuples(number, st.lists(number, max_size=5)).map(
            lambda row: f"{row[0]}: {' '.join(row[1])}"
        )
        strategy = st.one_of(TEXT, st.lists(st.one_of(line, TEXT), max_size=5).map("\n".join))

        @budget("points scale")
        @given(strategy)
        @example("4: 4 2 1\n8: 6 4 3 2 1")
        @example("4: 4 -2 1")
        @example("4: 4 x 1")
        def check(text: str) -> None:
            with rolled_back():
                before = snapshot()
                scale_before = Club.load().points_scale
                try:
                    expected = parse_scale(text).as_data()
                except ScoringError:
                    expected = None
                response = send(club.client, "post", url, {"scale": text})
                if expected is None or "\x00" in text or len(text) > 4000:
                    assert response.status_code == 200
                    refused_without_change(before, response)
                    assert Club.load().points_scale == scale_before
                else:
                    assert response.status_code == 302
                    assert Club.load().points_scale == expected

        check()
