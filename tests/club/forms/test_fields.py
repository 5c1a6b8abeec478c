"""Text chosen among radio buttons keeps its length check without writing ``maxlength`` on the
buttons (HTML allows it only on text inputs); the forms draw Django's own widgets."""

from __future__ import annotations

import pytest
from django import forms

from clubchicago.club.forms.deal import ContractForm
from clubchicago.club.forms.evenings import MoveForm
from clubchicago.club.forms.fields import ChosenText


def test_no_radio_button_carries_a_maxlength() -> None:
    form = ContractForm({"level": "4"})
    html = str(form["result"])
    assert 'type="radio"' in html
    assert "maxlength" not in html


def test_the_chosen_texts_length_is_still_checked() -> None:
    field = ChosenText(max_length=6, required=False, widget=forms.RadioSelect)
    assert field.clean("+1") == "+1"
    with pytest.raises(forms.ValidationError) as refused:
        field.clean("=======")
    assert [error.code for error in refused.value.error_list] == ["max_length"]


def test_the_seating_lists_are_djangos_own_select() -> None:
    form = MoveForm(None, players=[(7, "Table 1 · <i>Anna</i>")], tables=[1, 2])
    assert type(form.fields["player"].widget) is forms.Select
    assert "&lt;i&gt;Anna&lt;/i&gt;" in str(form["player"])
