"""Reaching a form's own copy of a declared field with its real type, and text chosen among
radio buttons.

``form.fields`` holds each field as a plain ``Field``; a form that fills in its choices when it
is built (the players present, the defenders of a deal) asks for the choice field by name here.
"""

from __future__ import annotations

from typing import Any

from django import forms


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
