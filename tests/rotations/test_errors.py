"""The user-facing error: an English template the web layer translates, plus its values."""

from __future__ import annotations

import pickle

from rotations import RotationError
from rotations.errors import _


def test_the_message_is_the_template_filled_with_its_params():
    error = RotationError("Table %(table)s has %(size)s players", {"table": 2, "size": 7})
    assert error.template == "Table %(table)s has %(size)s players"
    assert error.params == {"table": 2, "size": 7}
    assert str(error) == "Table 2 has 7 players"


def test_it_is_a_value_error():
    assert issubclass(RotationError, ValueError)


def test_it_survives_pickling():
    error = pickle.loads(pickle.dumps(RotationError("%(player)s is listed twice", {"player": 3})))
    assert str(error) == "3 is listed twice"
    assert error.params == {"player": 3}


def test_the_translation_marker_returns_its_text_unchanged():
    assert _("North") == "North"


def test_its_repr_shows_the_template_and_the_values_apart():
    # What a log or a task queue records: the untranslated template and its values.
    error = RotationError("Table %(table)s has %(size)s players", {"table": 2, "size": 7})
    assert error.args == ("Table %(table)s has %(size)s players", {"table": 2, "size": 7})
    assert repr(error) == (
        "RotationError('Table %(table)s has %(size)s players', {'table': 2, 'size': 7})"
    )
