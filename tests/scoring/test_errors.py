"""The user-facing error: a ValueError with an English template the web layer translates."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from scoring import (
    Deal,
    ScoringError,
)

VALID: dict[str, Any] = {"declarer": "N", "level": 4, "strain": "S", "doubled": 0, "tricks": 10}


def test_a_scoring_error_keeps_its_template_for_translation() -> None:
    with pytest.raises(ScoringError) as caught:
        Deal(**{**VALID, "level": 8})
    error = caught.value
    assert error.template == "The level must be a whole number from 1 to 7, not %(value)s."
    assert error.params == {"value": 8}
    assert str(error) == error.message == error.template % error.params


def test_a_scoring_error_without_params_is_its_template() -> None:
    error = ScoringError("Already 100%")
    assert str(error) == "Already 100%"
    assert error.params == {}


def test_a_scoring_error_survives_pickling_with_its_message() -> None:
    error = ScoringError("Tricks taken must be between 0 and 13, not %(value)s.", value=14)
    assert error.args == ("Tricks taken must be between 0 and 13, not 14.",)
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == "Tricks taken must be between 0 and 13, not 14."
