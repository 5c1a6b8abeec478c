"""The keys in addresses: what opens a table's page or an evening's tonight page.

Words: a *link key* is the random part of a table link (``/t/<table id>/<key>/``) or of a
tonight link (``/tonight/<evening id>/<key>/``), made by ``models.new_token``: 43 URL-safe
characters. The key a request carries is whatever its address holds once decoded: any text,
of any length, non-ASCII included. Every key is compared here, the one way: a key that is not
the stored one, whatever it holds, is simply not it (the view answers 404), never an error.
"""

from __future__ import annotations

import hmac

# Longer than any key ``new_token`` makes (43 characters, in a field of 64): anything longer is
# refused before it is compared.
MAX_KEY_LENGTH = 64


def key_matches(stored: str, given: str) -> bool:
    """Whether ``given`` (a key from an address) is ``stored``, compared in constant time.

    ``hmac.compare_digest`` refuses text that is not ASCII (a ``TypeError``): both are compared
    as UTF-8 bytes instead. An empty key never matches, not even an empty stored one.
    """
    if not stored or not given or len(given) > MAX_KEY_LENGTH:
        return False
    return hmac.compare_digest(
        stored.encode("utf-8", "surrogatepass"), given.encode("utf-8", "surrogatepass")
    )
