"""Every user-facing string is marked for translation and translated into French and Italian."""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tests.suites.i18n_checks import (
    ROOT,
    extracted_messages,
    python_files,
    template_files,
    unmarked_python_text,
    unmarked_template_text,
)

LANGUAGES = ["fr", "it"]
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\{\s*\w+\s*\}\}")


def catalogue(language: str) -> Catalog:
    path = ROOT / "clubchicago" / "locale" / language / "LC_MESSAGES" / "django.po"
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def test_templates_mark_every_user_facing_string():
    problems = [line for path in template_files() for line in unmarked_template_text(path)]
    assert problems == []


def test_python_marks_every_message_label_and_error():
    problems = [line for path in python_files() for line in unmarked_python_text(path)]
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_string_has_a_translation(language):
    translated = {
        (message.context, message.id if isinstance(message.id, str) else message.id[0])
        for message in catalogue(language)
        if message.id
        and message.string
        and not message.fuzzy
        and all(message.string if isinstance(message.string, tuple) else [message.string])
    }
    missing = sorted(
        (m for m in extracted_messages() if m not in translated), key=lambda m: (m[0] or "", m[1])
    )
    assert missing == [], f"{len(missing)} strings lack a {language} translation: {missing[:20]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_their_placeholders(language):
    wrong = []
    for message in catalogue(language):
        if not message.id or not message.string:
            continue
        ids = (message.id,) if isinstance(message.id, str) else tuple(message.id)
        strings = (message.string,) if isinstance(message.string, str) else tuple(message.string)
        expected = set(PLACEHOLDER.findall(ids[-1]))
        allowed = expected | set(PLACEHOLDER.findall(ids[0]))
        for string in strings:
            found = set(PLACEHOLDER.findall(string))
            # A translation may not invent a placeholder, nor (singular only) drop one.
            if found - allowed or (len(strings) == 1 and not expected <= found):
                wrong.append((ids[0], string))
    assert wrong == []
