"""forms/play.PassedOutForm: the count of pass-outs the phone saw is required."""

from __future__ import annotations

import pytest

from clubchicago.club.forms.play import PassedOutForm


def test_a_pass_out_without_the_count_the_phone_saw_is_refused():
    form = PassedOutForm({"number": "1", "chukker_number": "1"})
    assert not form.is_valid()
    assert "passed_out_seen" in form.errors


@pytest.mark.parametrize("seen", ["", " ", "-1", "x"])
def test_a_pass_out_with_a_blank_or_bad_count_is_refused(seen):
    form = PassedOutForm({"number": "1", "chukker_number": "1", "passed_out_seen": seen})
    assert not form.is_valid()


def test_a_pass_out_with_the_count_is_accepted():
    form = PassedOutForm({"number": "1", "chukker_number": "1", "passed_out_seen": "0"})
    assert form.is_valid()
    assert form.cleaned_data["passed_out_seen"] == 0
