"""Importing a roster from CSV: the preview, row-by-row errors, and all or nothing."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Player
from clubchicago.club.services.roster import (
    MAX_IMPORT_BYTES,
    RosterPreview,
    RosterRow,
    import_roster,
    parse_roster_csv,
)
from tests import factories

GOOD_ROWS = [("Zoë Martin", "1042", "zoe@example.org"), ("Łukasz Nowak", "1043", "")]


def csv_bytes(text: str, encoding: str = "utf-8") -> bytes:
    return text.encode(encoding)


def upload(content: bytes, name: str = "roster.csv") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, content, content_type="text/csv")


def rows_of(preview: RosterPreview) -> list[tuple[str, str, str]]:
    return [(row.name, row.member_number, row.email) for row in preview.rows]


@pytest.mark.parametrize(
    "content",
    [
        "name,member_number,email\nZoë Martin,1042,zoe@example.org\nŁukasz Nowak,1043,\n",
        "name;member_number;email\r\nZoë Martin;1042;zoe@example.org\r\nŁukasz Nowak;1043;\r\n",
        "\ufeffName;Member Number;E-mail\nZoë Martin;1042;zoe@example.org\nŁukasz Nowak;1043;\n",
        "NAME,number,EMAIL\n\n  Zoë Martin , 1042 , zoe@example.org\nŁukasz Nowak,1043\n",
    ],
    ids=["comma", "semicolon", "bom-and-other-names", "blank-lines-and-spaces"],
)
def test_a_good_file_reads_into_a_clean_preview(db, content):
    preview = parse_roster_csv(csv_bytes(content))
    assert preview.ok
    assert rows_of(preview) == GOOD_ROWS


def test_a_name_only_file_is_enough(db):
    preview = parse_roster_csv(csv_bytes("name\nO'Brien-Smith\nÆrø Ødegård\n"))
    assert rows_of(preview) == [("O'Brien-Smith", "", ""), ("Ærø Ødegård", "", "")]


def test_quoted_names_may_hold_the_delimiter(db):
    preview = parse_roster_csv(csv_bytes('name,email\n"Dupont, Jean",jd@example.org\n'))
    assert rows_of(preview) == [("Dupont, Jean", "", "jd@example.org")]


def test_unknown_columns_are_reported_and_ignored(db):
    preview = parse_roster_csv(csv_bytes("name;phone\nZoë;0612\n"))
    assert preview.ok
    assert preview.ignored_columns == ["phone"]


def test_every_row_gets_its_own_errors(db):
    factories.make_player("Anna Existing", member_number="500")
    content = (
        "name;member_number;email\n"
        "Zoë;1;zoe@example.org\n"  # line 2: fine
        ";2;\n"  # line 3: empty name
        "ZOË;3;\n"  # line 4: same name as line 2
        "anna existing;4;\n"  # line 5: already in the roster
        "Paul;1;\n"  # line 6: same number as line 2
        "Marc;500;\n"  # line 7: number already in the roster
        "Luc;7;not-an-address\n"  # line 8: bad e-mail
        "Dupont, Jean;8;\n"  # line 9: comma in a semicolon file is fine
        "Jean;9;;extra\n"  # line 10: more cells than columns
    )
    preview = parse_roster_csv(csv_bytes(content))
    assert not preview.ok
    errors = {row.line: row.errors for row in preview.rows}
    assert errors[2] == []
    assert errors[3] == ["The name is empty."]
    assert errors[4] == ["Same name as line 2."]
    assert errors[5] == ["A player with this name is already in the roster."]
    assert errors[6] == ["Same member number as line 2."]
    assert errors[7] == ["Another player in the roster has this member number."]
    assert errors[8] == ["“not-an-address” is not a valid e-mail address."]
    assert errors[9] == []
    assert errors[10] == ["This line has more cells than the first row has columns."]
    assert preview.row_errors == 7


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "The file is empty."),
        (b"  \r\n\n", "The file is empty."),
        (b"\xef\xbb\xbf", "The file is empty."),
        (b"name;member_number;email\n", "The file has a header row but no players below it."),
        (b"name;email\n\n;\n", "The file has a header row but no players below it."),
        (b"Zo\xeb Martin;1042\n", "This file is not UTF-8 text"),
        (bytes(range(256)) * 4, "This file is not UTF-8 text"),
        (b"name\x00\x00\x01\n", "This file is not a CSV text file."),
        (b"first name;surname\nZo;Martin\n", "with one called “name”"),
        (b"name;Name\nZo;Martin\n", "appears twice"),
        (b"x" * (MAX_IMPORT_BYTES + 1), "larger than 1 MB"),
    ],
    ids=[
        "empty",
        "blank",
        "bom-only",
        "header-only",
        "header-and-blank-rows",
        "latin-1",
        "binary",
        "nul-bytes",
        "wrong-columns",
        "column-twice",
        "too-big",
    ],
)
def test_a_file_that_cannot_be_read_gets_one_clear_message(db, content, message):
    preview = parse_roster_csv(content)
    assert not preview.ok
    assert preview.rows == []
    assert len(preview.errors) == 1
    assert message in preview.errors[0]


def test_import_adds_every_row_of_a_clean_preview(db):
    preview = parse_roster_csv(csv_bytes("name;member_number\nZoë;1\nŁukasz;2\n"))
    assert import_roster(preview) == 2
    assert set(Player.objects.values_list("name", "member_number", "active")) == {
        ("Zoë", "1", True),
        ("Łukasz", "2", True),
    }


def test_import_refuses_a_preview_with_errors_and_adds_nothing(db):
    preview = parse_roster_csv(csv_bytes("name\nZoë\n\n,\nZoë\n"))
    with pytest.raises(ClubUserError):
        import_roster(preview)
    assert not Player.objects.exists()


def test_a_clash_found_only_by_the_database_rolls_the_whole_import_back(db):
    factories.make_player("Anna")
    stale = RosterPreview(rows=[RosterRow(line=2, name="Zoë"), RosterRow(line=3, name="Anna")])
    with pytest.raises(ClubUserError, match="nothing was imported"):
        import_roster(stale)
    assert list(Player.objects.values_list("name", flat=True)) == ["Anna"]


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
