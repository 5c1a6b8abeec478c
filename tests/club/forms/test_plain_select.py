"""``PlainSelect`` writes its options in Python: the HTML must be Django's own, byte for byte."""

from __future__ import annotations

import pytest
from django import forms

from clubchicago.club.forms.evenings import MoveForm, SwapForm
from clubchicago.club.forms.fields import PlainSelect

CHOICES = [
    ("", "—"),
    (1, 'Table 1 · <b>Zoë</b> & "Co"'),
    (2, "Table 1 · Ærø"),
    ("Late", [(3, "Not seated · Łukasz"), (4, "Not seated · Eric")]),
]


@pytest.mark.parametrize("value", [None, "", 2, "3", ["1"], "missing"])
@pytest.mark.parametrize("attrs", [None, {"id": "id_p", "required": True, "disabled": False}])
def test_a_plain_select_writes_what_djangos_select_writes(value, attrs):
    plain = PlainSelect(choices=CHOICES).render("move-player", value, attrs=attrs)
    django = forms.Select(choices=CHOICES).render("move-player", value, attrs=attrs)
    assert plain == django


def test_the_seating_forms_write_what_djangos_select_writes():
    players = [(7, "Table 1 · <i>Anna</i>"), (8, "Not seated · Bob & Sue")]
    bound = {"move-player": "8", "move-table": "2", "swap-first": "7", "swap-second": "7"}
    for data in (None, bound):
        for form in (
            MoveForm(data, players=players, tables=[1, 2]),
            SwapForm(data, players=players),
        ):
            if data:
                form.is_valid()  # a bound form shows what was chosen
            for field in form:
                assert isinstance(field.field.widget, PlainSelect)
                written = str(field)
                choices = field.field.choices  # type: ignore[attr-defined]
                field.field.widget = forms.Select(field.field.widget.attrs, choices)
                assert written == str(field)
