"""How numbers, dates and labels read in each language (``display``)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from django.template import Context, Template
from django.test import override_settings
from django.utils import formats, translation

from clubchicago.club import display


@pytest.mark.parametrize(
    ("language", "value", "shown"),
    [
        ("en", Decimal("250.0"), "+250.0"),
        ("fr", Decimal("250.0"), "+250,0"),
        ("it", Decimal("250.0"), "+250,0"),
        ("fr", Decimal("-12.5"), "−12,5"),
        ("it", -800, "−800"),
        ("fr", 0, "0"),
    ],
)
def test_signed_numbers_are_written_as_each_language_writes_them(language, value, shown):
    with translation.override(language):
        assert display.signed(value) == shown


@pytest.mark.parametrize("grouped", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_numbers_are_written_as_djangos_formatter_writes_them(language, grouped):
    values = [*range(-1200, 1201), 12345, -98765, 10**9, Decimal("1234.5"), 2.5, True, None, "x"]
    with translation.override(language), override_settings(USE_THOUSAND_SEPARATOR=grouped):
        for value in values:
            if isinstance(value, int | Decimal | float) and not isinstance(value, bool):
                assert display.number(value) == formats.number_format(value, use_l10n=True)
            assert display.localized(value) == str(formats.localize(value))


@pytest.mark.parametrize(
    ("language", "day", "shown"),
    [
        ("en", dt.date(2026, 11, 30), "Nov. 30, 2026"),
        ("fr", dt.date(2026, 11, 30), "30 novembre 2026"),
        ("fr", dt.date(2026, 12, 1), "1er décembre 2026"),
        ("it", dt.date(2026, 11, 30), "30 novembre 2026"),
        ("it", dt.date(2026, 12, 1), "1 dicembre 2026"),
    ],
)
def test_a_date_reads_as_each_language_writes_it_in_a_sentence(language, day, shown):
    with translation.override(language):
        assert display.date_text(day) == shown
        assert Template("{% load chicago %}{{ day|day }}").render(Context({"day": day})) == shown


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "North:"), ("fr", "Nord\N{NO-BREAK SPACE}:"), ("it", "Nord:")]
)
def test_a_label_takes_a_no_break_space_before_its_colon_in_french(language, shown):
    with translation.override(language):
        assert display.colon(display.seat_name("N")) == shown
        template = Template("{% load chicago %}{{ seat|seat_name|colon }}")
        assert template.render(Context({"seat": "N"})) == shown


def test_a_safe_label_stays_safe_and_an_unsafe_one_is_escaped():
    template = Template("{% load chicago %}{{ text|colon }}")
    assert template.render(Context({"text": "<b>"})) == "&lt;b&gt;:"
