"""The roster services: saving a player, and importing a roster from CSV (preview, row-by-row
errors, all or nothing)."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import Player
from clubchicago.club.services.roster import (
    MAX_IMPORT_BYTES,
    RosterPreview,
    RosterRow,
    import_roster,
    parse_roster_csv,
    save_player,
)
from tests import factories

GOOD_ROWS = [("Zoë Martin", "1042", "zoe@example.org"), ("Łukasz Nowak", "1043", "")]


def csv_bytes(text: str, encoding: str = "utf-8") -> bytes:
    return text.encode(encoding)


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


def test_imported_players_get_the_sort_key_of_their_name(db):
    import_roster(parse_roster_csv(csv_bytes("name\nÉlodie\nŁukasz\n")))
    assert dict(Player.objects.values_list("name", "sort_name")) == {
        "Élodie": "elodie",
        "Łukasz": "lukasz",
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


# -- saving a player -------------------------------------------------------------------------------


def test_save_player_turns_a_database_clash_into_a_user_error(db):
    form = PlayerForm({"name": "Anna", "member_number": "12"})
    assert form.is_valid()
    factories.make_player("Other", member_number="12")
    with pytest.raises(ClubUserError):
        save_player(None, form.player_values())
    assert list(Player.objects.values_list("name", flat=True)) == ["Other"]
