"""Characters nobody can see: found in names (to refuse them) and replaced in exported cells.

Words: a *hidden* character is one of the Unicode general categories

- ``Cc`` controls: backspace, escape, the C1 controls;
- ``Cf`` format characters: the right-to-left override U+202E, zero-width spaces and joiners,
  the byte-order mark, the soft hyphen;
- ``Cs`` lone surrogates (they cannot even be encoded in UTF-8);
- ``Co`` private-use characters;
- ``Cn`` unassigned code points and non-characters such as U+FFFE.

Nobody can see them, yet they reorder what is shown (a name that reads "Ann" may sort and
compare as something else), and several of them cannot be written to an Excel file at all.
Letters of every script, combining marks, spaces, apostrophes and hyphens are not hidden.

An *unprintable* character is the narrower set refused in every other text a person types (a
title, a season's name, a licence number) and in every text of an import: the controls (C0,
DEL and C1; a multi-line text keeps its tabs and line breaks), the bidirectional embeddings,
overrides and isolates (U+202A to U+202E, U+2066 to U+2069), lone surrogates and the two
non-characters XML forbids (U+FFFE, U+FFFF). XML 1.0 cannot hold a control character at all
(a USEBIO file holding one is not well-formed), an Excel sheet title cannot either, and an
override turns the text shown after it around. Joiners, marks and the rest of ``Cf`` stay
allowed there: an emoji sequence or a Persian title needs them.
"""

from __future__ import annotations

import re
import unicodedata

HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
# What a spreadsheet cell shows in place of a hidden character: visible, and legal in XML.
REPLACEMENT = "\N{REPLACEMENT CHARACTER}"


# The unprintable characters as character classes, so that a text is searched in C: beyond the
# C0 controls, DEL and the C1 controls, lone surrogates, the direction controls and the two XML
# non-characters. A multi-line text keeps its tabs and line breaks.
_BEYOND_C0 = "\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069\ufffe\uffff"
UNPRINTABLE = re.compile(f"[\x00-\x1f{_BEYOND_C0}]")
UNPRINTABLE_IN_LINES = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f{_BEYOND_C0}]")


def unprintable_characters(text: str, *, multiline: bool = False) -> list[str]:
    """The unprintable characters of ``text``, each once, in the order they first appear."""
    found = (UNPRINTABLE_IN_LINES if multiline else UNPRINTABLE).findall(text)
    return list(dict.fromkeys(found))


def is_hidden(character: str) -> bool:
    return unicodedata.category(character) in HIDDEN_CATEGORIES


def hidden_characters(text: str) -> list[str]:
    """The hidden characters of ``text``, each once, in the order they first appear."""
    return list(dict.fromkeys(character for character in text if is_hidden(character)))


def code_points(characters: list[str]) -> str:
    """ "U+202E, U+200B": how a message names characters that cannot be shown."""
    return ", ".join(f"U+{ord(character):04X}" for character in characters)


def visible(text: str) -> str:
    """``text`` with each hidden character replaced by U+FFFD: a reader sees that one was there."""
    if not any(is_hidden(character) for character in text):
        return text
    return "".join(REPLACEMENT if is_hidden(character) else character for character in text)
