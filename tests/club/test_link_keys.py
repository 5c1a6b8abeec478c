"""One way to compare a key from an address with the stored one: any text, never an error."""

from __future__ import annotations

import pytest

from clubchicago.club.link_keys import MAX_KEY_LENGTH, key_matches
from clubchicago.club.models import new_token

KEY = new_token()


def test_the_stored_key_matches_itself() -> None:
    assert key_matches(KEY, KEY)


@pytest.mark.parametrize(
    "given",
    [
        "",
        KEY[:-1],
        KEY + "x",
        KEY[:-1] + "é",
        "é" * len(KEY),
        "\ud800" * 3,  # a lone surrogate: no UTF-8 for it, still simply not the key
        KEY.upper() if KEY.upper() != KEY else KEY.lower(),
        KEY * 2,
        "a" * 10_000,
    ],
    ids=["empty", "short", "long", "accented", "accents", "surrogate", "case", "twice", "huge"],
)
def test_any_other_text_does_not_match(given: str) -> None:
    assert not key_matches(KEY, given)


def test_an_empty_stored_key_matches_nothing_not_even_nothing() -> None:
    assert not key_matches("", "")


def test_every_key_made_fits_under_the_longest_compared() -> None:
    assert len(KEY) <= MAX_KEY_LENGTH
    assert key_matches("é" * 10, "é" * 10)  # compared as UTF-8, not refused as non-ASCII
