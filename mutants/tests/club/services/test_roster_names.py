"""services/roster: names with characters nobody can see never enter the roster."""

from __future__ import annotations

import pytest

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Player
from clubchicago.club.services.roster import (
    clean_name,
    import_roster,
    name_taken,
    parse_roster_csv,
)
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "name", ["Ann\u202eeirB", "Zo\u200bë", "Back\x08space", "\x1b[2JClear", "No\ufffeone"]
)
def test_clean_name_refuses_a_hidden_character_and_names_it(name):
    with pytest.raises(ClubUserError, match=r"cannot be seen or printed \(U\+[0-9A-F]{4}\)"):
        clean_name(name)


def test_clean_name_still_folds_tabs_line_breaks_and_spaces():
    assert clean_name("  Zoë\t Ærø\n") == "Zoë Ærø"


def test_a_bad_name_stored_before_the_check_does_not_break_the_roster():
    factories.make_player("Old\u202eName")  # stored directly, as it could be before
    assert name_taken("old\u202ename")
    assert not name_taken("Someone New")


def test_a_roster_file_with_a_hidden_character_in_a_name_is_refused_on_that_line():
    content = "name,email\nZoë Ærø,\nAnn\u202eeirB,\nJean-Luc O'Brien,\n".encode()
    preview = parse_roster_csv(content)
    assert not preview.ok
    good, bad, other = preview.rows
    assert good.ok and other.ok
    assert bad.line == 3
    assert any("U+202E" in error for error in bad.errors)
    assert bad.name == "Ann\ufffdeirB"  # the preview shows where the character was
    with pytest.raises(ClubUserError):
        import_roster(preview)
    assert not Player.objects.exists()


def test_a_roster_file_of_ordinary_names_of_every_script_still_imports():
    content = "name\nZoë Ærø\nΑννα Παπαδοπούλου\nМарина Иванова\nNgũgĩ wa Thiong’o\n".encode()
    preview = parse_roster_csv(content)
    assert preview.ok, [row.errors for row in preview.rows]
    assert import_roster(preview) == 4
