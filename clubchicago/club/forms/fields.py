"""Reaching a form's own copy of a declared field with its real type.

``form.fields`` holds each field as a plain ``Field``; a form that fills in its choices when it
is built (the players present, the defenders of a deal) asks for the choice field by name here.
"""

from __future__ import annotations

from django import forms


def choice_field(form: forms.BaseForm, name: str) -> forms.ChoiceField:
    """The form's ``name`` field, which must be a choice field (a ``TypeError`` otherwise)."""
    field = form.fields[name]
    if not isinstance(field, forms.ChoiceField):
        raise TypeError(f"{type(form).__name__}.{name} is not a choice field")
    return field
