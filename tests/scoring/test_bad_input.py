"""What a person can get wrong raises ScoringError, a ValueError with a message to show."""

from __future__ import annotations

from typing import Any

import pytest

from scoring import (
    Deal,
    ScoringError,
    dealer_of,
    fiches,
    round_hundreds,
    score_chukker,
    vulnerable_sides,
)

VALID = {"declarer": "N", "level": 4, "strain": "S", "doubled": 0, "tricks": 10}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"level": 8}, "level must be a whole number from 1 to 7, not 8"),
        ({"level": 0}, "level must be a whole number from 1 to 7, not 0"),
        ({"level": True}, "level must be a whole number from 1 to 7, not True"),
        ({"level": "4"}, "level must be a whole number from 1 to 7, not 4"),
        ({"level": 4.0}, "level must be a whole number from 1 to 7, not 4.0"),
        ({"tricks": 14}, "Tricks taken must be between 0 and 13"),
        ({"tricks": -1}, "Tricks taken must be between 0 and 13"),
        ({"tricks": None}, "Tricks taken must be between 0 and 13"),
        ({"strain": "X"}, "strain must be C, D, H, S or NT"),
        ({"strain": "N"}, "strain must be C, D, H, S or NT"),
        ({"strain": "s"}, "strain must be C, D, H, S or NT"),
        ({"doubled": 3}, "Doubled must be 0 \\(not doubled\\), 1 \\(doubled\\) or 2"),
        ({"doubled": False}, "Doubled must be 0"),
        ({"declarer": "Q"}, "declarer must be one of N, E, S or W, not Q"),
        ({"declarer": "n"}, "declarer must be one of N, E, S or W, not n"),
        ({"declarer": "NS"}, "declarer must be one of N, E, S or W"),
        ({"honours": 120, "honours_side": "NS"}, "Honours must be 0, 100 or 150, not 120"),
        ({"honours": True, "honours_side": "NS"}, "Honours must be 0, 100 or 150"),
        ({"honours": 100}, "Say which side, NS or EW, held the 100 honours"),
        ({"honours_side": "NS"}, "holding honours, but the honours are 0"),
        ({"honours": 150, "honours_side": "N"}, "side holding honours must be NS or EW"),
        (
            {"strain": "NT", "honours": 100, "honours_side": "EW"},
            "At notrump only all four aces count: 150",
        ),
    ],
)
def test_a_bad_deal_is_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ScoringError, match=message):
        Deal(**{**VALID, **changes})


def test_honours_of_150_at_notrump_are_accepted() -> None:
    assert Deal("E", 3, "NT", 0, 9, 150, "EW").honours == 150


def test_a_fifth_deal_is_void() -> None:
    deal = Deal(**VALID)
    with pytest.raises(ScoringError, match="a fifth deal is void") as caught:
        score_chukker([deal] * 5)
    assert caught.value.params == {"count": 5}


def test_an_unknown_schedule_is_refused() -> None:
    with pytest.raises(ScoringError, match="Unknown vulnerability schedule rubber"):
        score_chukker([], schedule="rubber")
    with pytest.raises(ScoringError, match="Unknown vulnerability schedule"):
        vulnerable_sides(2, "N", "Dealer")


def test_an_unknown_first_dealer_is_refused() -> None:
    with pytest.raises(ScoringError, match="dealer must be one of N, E, S or W, not X"):
        score_chukker([], first_dealer="X")


@pytest.mark.parametrize("number", [0, 5, True])
def test_a_deal_number_outside_the_chukker_is_refused(number: int) -> None:
    with pytest.raises(ScoringError, match="deal number must be between 1 and 4"):
        dealer_of(number, "N")


def test_an_exact_half_must_round_up_or_down() -> None:
    with pytest.raises(ScoringError, match="round up or down, not sideways"):
        round_hundreds(750, half="sideways")
    with pytest.raises(ScoringError, match="round up or down"):
        fiches(750, half="sideways")


@pytest.mark.parametrize("fiche_value", [50, 0, -100, 150, True, 100.0])
def test_a_fiche_is_worth_a_positive_multiple_of_100(fiche_value: Any) -> None:
    with pytest.raises(ScoringError, match="positive multiple of 100"):
        fiches(750, fiche_value=fiche_value)


@pytest.mark.parametrize("points", [7.5, "750", False])
def test_points_to_round_must_be_whole_numbers(points: Any) -> None:
    with pytest.raises(ScoringError, match="Points must be a whole number"):
        round_hundreds(points)


def test_a_scoring_error_is_a_value_error_that_keeps_its_template_for_translation() -> None:
    with pytest.raises(ValueError) as caught:
        Deal(**{**VALID, "level": 8})
    error = caught.value
    assert isinstance(error, ScoringError)
    assert error.template == "The level must be a whole number from 1 to 7, not %(value)s."
    assert error.params == {"value": 8}
    assert str(error) == error.message == error.template % error.params


def test_a_scoring_error_without_params_is_its_template() -> None:
    error = ScoringError("Already 100%")
    assert str(error) == "Already 100%"
    assert error.params == {}


def test_a_chukker_of_things_that_are_not_deals_is_a_programming_error() -> None:
    with pytest.raises(TypeError):
        score_chukker([VALID])  # type: ignore[list-item]
