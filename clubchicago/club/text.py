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
"""

from __future__ import annotations

import unicodedata

HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
# What a spreadsheet cell shows in place of a hidden character: visible, and legal in XML.
REPLACEMENT = "\N{REPLACEMENT CHARACTER}"


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
