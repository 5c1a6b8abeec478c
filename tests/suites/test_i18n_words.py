"""One word for a chukker in each language, and a distinct one for a line of the rotation table
(docs/rules.md#words): read from the shipped catalogues, every translation of a message about
a chukker uses the language's word and no other.

- French says *position* for a chukker, as the French club sheet does ("4 donnes par
  position"), and *ligne du tableau* for a line of the rotation table.
- Italian says *giro* for a chukker and *posizione* for a line of the rotation table, never
  for a chukker ("Giri giocati", not "Posizioni giocate").

In English a "position played" is a chukker (docs/rules.md#ranking), as are "all its positions"
and "the next position" of a table; any other "position" is a line of the rotation table.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tests.suites.i18n_checks import ROOT

# Where English "position" means a chukker played or to play.
CHUKKER_POSITION = re.compile(
    r"positions? played|per position|(all its|next|another|no|a) positions?\b|"
    r"numbers of positions|table's positions|fewer than # positions?",
    re.IGNORECASE,
)
CHUKKER = re.compile(r"\bchukkers?\b", re.IGNORECASE)
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\{\s*\w+\s*\}\}")
ROTATION_POSITION = re.compile(r"\bpositions?\b", re.IGNORECASE)


class Words:
    """A language's word for a chukker, its word for a line of the rotation table, and the
    words that would name a chukker otherwise."""

    def __init__(self, chukker: str, rotation: str, others: str) -> None:
        self.chukker = re.compile(chukker, re.IGNORECASE)
        self.rotation = re.compile(rotation, re.IGNORECASE)
        self.others = re.compile(others, re.IGNORECASE)


WORDS = {
    "fr": Words(
        chukker=r"\bpositions?\b",
        rotation=r"\blignes?\b( #)? du tableau",
        others=r"\bchukkers?\b|\brubbers?\b|\btours?\b|\bparties\b|\bpartie\b|\bmanches?\b",
    ),
    "it": Words(
        chukker=r"\bgir[oi]\b",
        rotation=r"\bposizion[ei]\b",
        others=r"\bchukkers?\b|\brubbers?\b|\bincontr[oi]\b|\bturn[oi]\b|\bpartit[ae]\b",
    ),
}


def catalogue(language: str) -> Catalog:
    path = ROOT / "clubchicago" / "locale" / language / "LC_MESSAGES" / "django.po"
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def pairs(catalog: Catalog) -> Iterator[tuple[str, str]]:
    """Each English text with its translation: a plural's forms beside its plural text."""
    for message in catalog:
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id
            forms = message.string
            assert isinstance(forms, tuple)
            for index, form in enumerate(forms):
                if form:
                    yield (singular if index == 0 else plural), PLACEHOLDER.sub("#", form)
        else:
            assert isinstance(message.id, str) and isinstance(message.string, str)
            yield message.id, PLACEHOLDER.sub("#", message.string)


def about_chukkers(english: str) -> bool:
    return bool(CHUKKER.search(english) or CHUKKER_POSITION.search(english))


def about_rotation(english: str) -> bool:
    """A line of the rotation table is meant: "position" outside the chukker phrases."""
    return bool(ROTATION_POSITION.search(CHUKKER_POSITION.sub("", english)))


@pytest.mark.parametrize("language", list(WORDS))
def test_every_message_about_a_chukker_uses_the_language_s_one_word(language: str) -> None:
    words = WORDS[language]
    wrong = []
    for english, translated in pairs(catalogue(language)):
        english = PLACEHOLDER.sub("#", english)
        if not about_chukkers(english):
            continue
        if CHUKKER.search(english) and not words.chukker.search(translated):
            wrong.append(f"no chukker word: {english!r} -> {translated!r}")
        if words.others.search(translated) and "game" not in english.lower():
            wrong.append(f"another word for a chukker: {english!r} -> {translated!r}")
    assert wrong == []


@pytest.mark.parametrize("language", list(WORDS))
def test_the_word_for_a_chukker_never_names_a_line_of_the_rotation_table(language: str) -> None:
    words = WORDS[language]
    wrong = []
    for english, translated in pairs(catalogue(language)):
        english = PLACEHOLDER.sub("#", english)
        rotation = about_rotation(english)
        if rotation and not words.rotation.search(translated):
            wrong.append(f"no rotation word: {english!r} -> {translated!r}")
        if not rotation and words.rotation.search(translated) and about_chukkers(english):
            wrong.append(f"a chukker named as a rotation line: {english!r} -> {translated!r}")
    assert wrong == []


def test_italian_counts_positions_played_in_giri() -> None:
    # The issue's own examples: "Posizioni giocate" beside "per giro giocato".
    translated = dict(pairs(catalogue("it")))
    assert translated["Positions played"] == "Giri giocati"
    assert translated["Average per position"] == "Media per giro"
    assert "giro" in translated["Ranked by the average per position played, in %(unit)s."]
