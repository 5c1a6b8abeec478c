"""The web layer's view of the two kinds of error (docs/architecture.md#two-kinds-of-error).

``scoring`` and ``rotations`` raise ``ValueError`` subclasses carrying an English message
template (marked for translation in those packages) and its parameters; ``user_message``
translates them into the user's language. ``ClubUserError`` is raised by the services for a
mistake a person can fix; views turn it into a form error or a message.
"""

from __future__ import annotations

from django.utils.translation import gettext


class ClubUserError(Exception):
    """A mistake a person can fix: the message is already translated."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def user_message(error: Exception) -> str:
    """Translate a domain error (``ScoringError``, ``RotationError``) for the current user."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    params = getattr(error, "params", {}) or {}
    return gettext(template) % params if params else gettext(template)
