"""Hidden characters: which ones they are, and how an export shows them."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clubchicago.club.text import REPLACEMENT, code_points, hidden_characters, is_hidden, visible

HIDDEN = ["\x08", "\x1b", "\x7f", "\x85", "\u202e", "\u200b", "\u200d", "\ufeff", "\ufffe"]
HIDDEN += ["\ud800", "\ue000", "\U000e0001", "\u00ad"]
SHOWN = ["a", "Ł", "ß", "Ω", "ж", "ع", "中", "\u0301", "\u0903", " ", "\u00a0", "'", "’", "-"]


@pytest.mark.parametrize("character", HIDDEN, ids=lambda c: f"U+{ord(c):04X}")
def test_controls_format_surrogate_private_and_unassigned_characters_are_hidden(character):
    assert is_hidden(character)
    assert visible(f"a{character}b") == f"a{REPLACEMENT}b"


@pytest.mark.parametrize("character", SHOWN, ids=lambda c: f"U+{ord(c):04X}")
def test_letters_of_every_script_marks_spaces_and_punctuation_are_not(character):
    assert not is_hidden(character)
    assert visible(f"a{character}b") == f"a{character}b"


def test_hidden_characters_are_named_once_each_in_order():
    found = hidden_characters("A\u202eB\x08C\u202e")
    assert found == ["\u202e", "\x08"]
    assert code_points(found) == "U+202E, U+0008"


@given(st.text())
def test_visible_text_never_holds_a_hidden_character_and_keeps_its_length(text):
    shown = visible(text)
    assert len(shown) == len(text)
    assert not any(unicodedata.category(c) in {"Cc", "Cf", "Cs", "Co", "Cn"} for c in shown)
