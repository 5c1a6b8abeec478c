"""How names sort and match: the order a French or Italian reader expects, on every database.

Words: a name's *sort key* is the name as an index reads it. Accents and case are ignored
(Élodie sorts with the E's, "helene" finds Hélène) and the letters that are a letter of their own
in some alphabet but are read as a plain Latin letter in a club's list are spelt out (Łukasz with
the L's, Ærø with the AE's, Strauß as Strauss). It is stored on each player (``Player.sort_name``),
so every list ordered by the database (roster, who is here) reads the same on SQLite and
PostgreSQL, and Python lists (standings, seating choices) sort by the same function.

The key is lower case, so the database compares it character by character whatever its
collation; names that share a key ("Hélène" and "Helene") are then ordered by the name itself.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# Letters that Unicode decomposition leaves whole (they are not a base letter plus an accent),
# each as the Latin letters an index files it under. Keys are lower case: they are looked up
# after case folding.
SPELT_OUT = str.maketrans(
    {
        "æ": "ae",
        "œ": "oe",
        "ø": "o",
        "ł": "l",
        "đ": "d",
        "ð": "d",
        "þ": "th",
        "ħ": "h",
        "ı": "i",
        "ŧ": "t",
        "ŋ": "n",
        "ĸ": "k",
        "ſ": "s",
        "ʼ": "'",
        "’": "'",
        "‘": "'",
    }
)


@lru_cache(maxsize=4096)  # an evening's standings sort the same names at every change
def sort_key(name: str) -> str:
    """ "Élodie Œuvray" -> "elodie oeuvray": accents and case dropped, Ł Ø Æ Œ ß... spelt out.

    Compatibility decomposition (é becomes e plus an accent, the ligature ﬁ becomes fi, ℠
    becomes SM), case folding (ß becomes ss, İ becomes i with a dot above) and decomposition
    again, then the combining marks dropped and the letters of ``SPELT_OUT`` replaced; spaces
    are made single.
    """
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKD", name).casefold())
    bare = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(bare.translate(SPELT_OUT).split())


def by_name(name: str) -> tuple[str, str]:
    """What a Python list of names sorts by: the sort key, then the name (as ``Player.BY_NAME``)."""
    return sort_key(name), name


def spelt_out() -> dict[str, str]:
    """``SPELT_OUT`` as a plain mapping, for the page script that folds what is typed in a
    search box the way ``sort_key`` folds names."""
    return {chr(code): str(letters) for code, letters in SPELT_OUT.items()}
