"""A chukker's net in hundreds (docs/rules.md#rounding) and in fiches (docs/rules.md#fiches)."""

from __future__ import annotations

from typing import Any

import pytest

from scoring import (
    Half,
    ScoringError,
    fiches,
    round_hundreds,
)


@pytest.mark.parametrize(
    ("points", "half", "expected"),
    [
        (750, "up", 800),
        (740, "up", 700),
        (-750, "up", -800),
        (-740, "up", -700),
        (50, "up", 100),
        (-50, "up", -100),
        (50, "down", 0),
        (-50, "down", 0),
        (0, "up", 0),
        (0, "down", 0),
        (1250, "down", 1200),
        (1250, "up", 1300),
        (1251, "down", 1300),
        (-1251, "down", -1300),
        (49, "up", 0),
        (-49, "up", 0),
        (151, "up", 200),
        (7600, Half.DOWN, 7600),
    ],
)
def test_round_hundreds(points: int, half: str, expected: int) -> None:
    assert round_hundreds(points, half) == expected


def test_an_exact_half_rounds_up_by_default() -> None:
    assert round_hundreds(750) == 800
    assert round_hundreds(-750) == -800


@pytest.mark.parametrize(
    ("points", "half", "fiche_value", "expected"),
    [
        (750, "up", 100, 8),
        (-750, "up", 100, -8),
        (740, "up", 100, 7),
        (750, "down", 100, 7),
        (0, "up", 100, 0),
        (750, "up", 200, 4),
        (-750, "up", 200, -4),
        # One rounding, straight to the fiche: 850 is 4.25 fiches of 200, so 4 (rounding to
        # hundreds first would make it 900, then 5).
        (850, "up", 200, 4),
        (-850, "up", 200, -4),
        # 900 is exactly 4.5 fiches of 200: the half fiche rounds by the same rule as a 50
        (900, "up", 200, 5),
        (900, "down", 200, 4),
        (-900, "down", 200, -4),
        (1040, "up", 500, 2),
        (1249, "up", 500, 2),
        (1040, "up", 500, 2),
        (1250, "up", 500, 3),
        (1250, "down", 500, 2),
    ],
)
def test_fiches(points: int, half: str, fiche_value: int, expected: int) -> None:
    assert fiches(points, half, fiche_value) == expected


def test_fiches_defaults_to_100_points_rounded_up() -> None:
    assert fiches(750) == 8
    assert fiches(750, fiche_value=200) == 4


# -- what rounding refuses -------------------------------------------------------------------------


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


@pytest.mark.parametrize(
    ("points", "value", "shown"), [(750, 100, "8"), (1700, 200, "9"), (-1750, 500, "-4")]
)
def test_fiches_are_whole_numbers_as_a_sheet_writes_them(
    points: int, value: int, shown: str
) -> None:
    # A count of fiches, never 8.0: pages, PDFs and exports write it as it is.
    assert str(fiches(points, fiche_value=value)) == shown


@pytest.mark.parametrize(
    ("call", "template", "value"),
    [
        (lambda: round_hundreds(7.5), "Points must be a whole number, not %(value)s.", 7.5),  # type: ignore[arg-type]
        (lambda: round_hundreds(True), "Points must be a whole number, not %(value)s.", True),
        (
            lambda: round_hundreds(750, "sideways"),
            "An exact half must round up or down, not %(value)s.",
            "sideways",
        ),
        (
            lambda: fiches(750, fiche_value=150),
            "A fiche must be worth a positive multiple of 100 points, not %(value)s.",
            150,
        ),
        (
            lambda: fiches(750, fiche_value=0),
            "A fiche must be worth a positive multiple of 100 points, not %(value)s.",
            0,
        ),
        (
            lambda: fiches(750, fiche_value=True),
            "A fiche must be worth a positive multiple of 100 points, not %(value)s.",
            True,
        ),
    ],
)
def test_a_refused_rounding_says_why_in_words_the_site_translates(
    call: Any, template: str, value: object
) -> None:
    with pytest.raises(ScoringError) as caught:
        call()
    assert (caught.value.template, caught.value.params) == (template, {"value": value})
