"""Reaching a form's own copy of a declared field with its real type, text chosen among radio
buttons, and the bounded fields every number sent back by a page goes through.

``form.fields`` holds each field as a plain ``Field``; a form that fills in its choices when it
is built (the players present, the defenders of a deal) asks for the choice field by name here.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club.errors import user_message
from scoring import ScoringError
from scoring.handicap import check_handicap

# The largest key a row can have (``BigAutoField``: a signed 64-bit integer on PostgreSQL and
# SQLite alike), and the largest version a deal can reach (``PositiveIntegerField``).
MAX_ID = 2**63 - 1
MAX_VERSION = 2**31 - 1


def id_field(**kwargs: Any) -> forms.IntegerField:
    """A row's key sent back by a page (a hidden field, a select's value): bounded to what the
    databases hold, so a number of any length is refused as a form error, not looked up."""
    return forms.IntegerField(min_value=1, max_value=MAX_ID, **kwargs)


def different_person_field() -> forms.BooleanField:
    """ "A different person": hidden until a new name looks like a roster player's ("Did you
    mean Zoë Ærø?", ``services.roster.LookAlike``); then a box to tick to add it all the same."""
    return forms.BooleanField(
        label=_("A different person"),
        help_text=_("Tick if this is not the player named above, and save again."),
        required=False,
        widget=forms.HiddenInput,
    )


def version_field(**kwargs: Any) -> forms.IntegerField:
    """The version of a deal the page showed (a hidden field)."""
    return forms.IntegerField(
        widget=forms.HiddenInput, min_value=1, max_value=MAX_VERSION, **kwargs
    )


def choice_field(form: forms.BaseForm, name: str) -> forms.ChoiceField:
    """The form's ``name`` field, which must be a choice field (a ``TypeError`` otherwise)."""
    field = form.fields[name]
    if not isinstance(field, forms.ChoiceField):
        raise TypeError(f"{type(form).__name__}.{name} is not a choice field")
    return field


class ChosenText(forms.CharField):
    """Text chosen among radio buttons: its length is checked as a ``CharField``'s, but no
    ``maxlength`` is written on the buttons, where HTML allows it only on text inputs (the
    HTML checker refuses it)."""

    def widget_attrs(self, widget: forms.Widget) -> dict[str, Any]:
        attrs = super().widget_attrs(widget)
        attrs.pop("maxlength", None)
        attrs.pop("minlength", None)
        return attrs


class HandicapField(forms.CharField):
    """A handicap in points per position (docs/rules.md#handicaps): "1.5", or "1,5" as French
    and Italian write it; anything out of range or not a number is refused in the reader's
    language with the range it must be in."""

    def __init__(self, **kwargs: Any) -> None:
        for name in ("max_digits", "decimal_places", "max_value", "min_value", "step_size"):
            kwargs.pop(name, None)
        kwargs.setdefault("max_length", 8)
        kwargs["required"] = False  # empty: no handicap
        super().__init__(**kwargs)

    def widget_attrs(self, widget: forms.Widget) -> dict[str, Any]:
        return {**super().widget_attrs(widget), "inputmode": "decimal"}

    def prepare_value(self, value: Any) -> Any:
        return str(value) if isinstance(value, Decimal) else value

    def clean(self, value: Any) -> Decimal:
        text = super().clean(value)
        text = (text or "0").strip().replace(",", ".").replace("\u2212", "-")
        try:
            return check_handicap(text)
        except ScoringError as error:
            raise forms.ValidationError(user_message(error), code="handicap") from error
