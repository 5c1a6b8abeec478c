"""The user error of the scoring engine.

Words: a *user error* is a mistake in what a person entered at the table (a level of 8, fourteen
tricks, a fifth deal); its message is shown to that person. A mistake in the calling code is not a
user error and raises an ordinary ``TypeError`` instead.

This module imports nothing from Django. Messages are only *marked* for translation with ``_`` so
that ``makemessages`` finds them; the web layer translates them with Django's ``gettext``::

    gettext(err.template) % err.params
"""

from __future__ import annotations

from typing import Any


def _(message: str) -> str:
    """Mark ``message`` for translation and return it unchanged.

    Marked for translation; the web layer translates ScoringError.message via Django's gettext
    (``gettext(err.template) % err.params``), so nothing is translated here.
    """
    return message


class ScoringError(ValueError):
    """A score cannot be computed because of something a person entered.

    ``template`` is the untranslated message with ``%(name)s`` placeholders and ``params`` the
    values that fill them; ``str(err)`` and ``err.message`` give the filled English message.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return self.template % self.params if self.params else self.template

    def __str__(self) -> str:
        return self.message
