"""Errors raised by the rotation and seating logic.

Words used here:

- **user error**: a mistake the director can fix (a table of seven, a player listed twice, a move
  that would leave a table of three). It raises `RotationError`, whose message is shown to them.
- **internal error**: something the calling code should never ask for (a chukker number of 0).
  It raises a plain `ValueError` or `TypeError` with an untranslated message.

`RotationError` keeps its message as an English ``%(name)s`` template plus the values, so the web
layer can translate the template with gettext and fill in the values afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping


# marked for translation; Django's makemessages picks these up, the web layer translates
def _(message: str) -> str:
    """Return ``message`` unchanged (see the comment above)."""
    return message


class RotationError(ValueError):
    """A seating request the director must change; the message is meant for them.

    Built like Django's ``ValidationError``: ``RotationError(_("... %(n)s ..."), {"n": 7})``.
    """

    def __init__(self, template: str, params: Mapping[str, object] | None = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def __str__(self) -> str:
        return self.template % self.params
