"""The one path converter for a number in an address: a row's key or a table's number.

Django's ``int`` converter takes any run of digits: twenty of them overflow SQLite's integers
(a server error on a lookup through a foreign key), and five thousand of them are past what
Python turns into a number at all. ``id`` takes what a row's key can be on every database the
club runs (``BigAutoField``: 1 to 2**63 - 1); anything longer or larger is "not found".
"""

from __future__ import annotations

from clubchicago.club.forms.fields import MAX_ID


class IdConverter:
    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if not 0 < number <= MAX_ID:
            raise ValueError(value)  # Django then tries the next pattern: 404 in the end
        return number

    def to_url(self, value: int) -> str:
        return str(value)
