"""The roster form and the club settings form refuse names holding characters nobody can see.

Property-based: hypothesis makes up names of letters from every script with controls, format
characters (U+202E, zero-width ones), surrogates, private-use and unassigned code points put in
them; the ordinary ones (letters, combining marks, spaces, apostrophes, hyphens) still pass.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from clubchicago.club.forms.roster import ClubSettingsForm, PlayerForm
from clubchicago.club.models import Club
from clubchicago.club.text import is_hidden

pytestmark = pytest.mark.django_db

REFUSAL = "cannot be seen or printed"
EXAMPLES = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

LETTERS = st.characters(categories=["L"])
# Hidden characters that ``str.split`` does not already read as whitespace.
HIDDEN = st.characters(categories=["Cc", "Cf", "Cs", "Co", "Cn"]).filter(
    lambda c: not c.isspace() and c != "\x00"
)
ORDINARY = st.one_of(
    st.characters(categories=("L", "Mn", "Mc", "Me", "Zs")), st.sampled_from(list("'’- "))
)
ORDINARY_NAMES = st.text(ORDINARY, min_size=1, max_size=60).filter(
    lambda s: any(c.isalpha() for c in s)
)


@st.composite
def names_with_a_hidden_character(draw: st.DrawFn) -> tuple[str, str]:
    before = draw(st.text(LETTERS, min_size=1, max_size=20))
    after = draw(st.text(LETTERS, min_size=1, max_size=20))
    hidden = draw(HIDDEN)
    return f"{before}{hidden}{after}", hidden


def player_form(name: str) -> PlayerForm:
    return PlayerForm({"name": name, "member_number": "", "email": ""})


@EXAMPLES
@given(names_with_a_hidden_character())
@example(("Ann\u202eeirB", "\u202e"))
@example(("Zo\u200bë", "\u200b"))
@example(("Back\x08space", "\x08"))
@example(("Esc\x1b[31mape", "\x1b"))
@example(("Non\ufffecharacter", "\ufffe"))
@example(("Lone\ud800surrogate", "\ud800"))
def test_a_name_with_a_hidden_character_is_refused_naming_it(named):
    name, hidden = named
    form = player_form(name)
    assert not form.is_valid()
    assert REFUSAL in " ".join(map(str, form.errors["name"]))
    assert f"U+{ord(hidden):04X}" in " ".join(map(str, form.errors["name"]))


@EXAMPLES
@given(ORDINARY_NAMES)
@example("Zoë Ærø")
@example("Jean-Luc O'Brien")
@example("Αννα Παπαδοπούλου")
@example("e\u0301lodie")  # a combining accent, as typed on some phones
@example("Ngũgĩ wa Thiong’o")
def test_a_name_of_letters_marks_spaces_apostrophes_and_hyphens_is_accepted(name):
    form = player_form(name)
    if len(" ".join(name.split())) > 120:
        return
    assert form.is_valid(), form.errors
    assert not any(is_hidden(c) for c in form.cleaned_data["name"])


@EXAMPLES
@given(st.text(max_size=80))
def test_whatever_is_typed_the_form_never_accepts_a_hidden_character(name):
    form = player_form(name)
    if form.is_valid():
        assert not any(is_hidden(c) for c in form.cleaned_data["name"])


def test_a_name_pasted_with_a_tab_or_line_break_is_kept_with_single_spaces():
    form = player_form("Zoë\tÆrø\r\nMartin")
    assert form.is_valid(), form.errors
    assert form.cleaned_data["name"] == "Zoë Ærø Martin"


def club_settings(name: str) -> ClubSettingsForm:
    data = {
        "name": name,
        "paper_size": "A4",
        "schedule": "dealer",
        "half": "up",
        "unit": "hundreds",
        "fiche_value": "100",
        "style": "chicago",
        "length": "6",
        "ranking_minimum": "50",
        "start_time": "20:00",
        "minutes_per_chukker": "20",
    }
    return ClubSettingsForm(data, instance=Club.load())


@EXAMPLES
@given(names_with_a_hidden_character())
@example(("Club\u202e de la Gare", "\u202e"))
def test_the_club_name_with_a_hidden_character_is_refused(named):
    name, hidden = named
    form = club_settings(name)
    assert not form.is_valid()
    assert f"U+{ord(hidden):04X}" in " ".join(map(str, form.errors["name"]))


def test_an_ordinary_club_name_is_still_accepted():
    form = club_settings("Club de Chicago de la Gare – Saint-Étienne")
    assert form.is_valid(), form.errors
