"""Reaching a form's own copy of a declared field with its real type, a select that writes its
options itself, and the bounded fields every number sent back by a page goes through.

``form.fields`` holds each field as a plain ``Field``; a form that fills in its choices when it
is built (the players present, the defenders of a deal) asks for the choice field by name here.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.forms.renderers import BaseRenderer
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

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


def _attrs_html(attrs: dict[str, Any]) -> SafeString:
    """Attributes as Django's ``attrs.html`` writes them: ``False`` left out, ``True`` bare."""
    return format_html_join(
        "",
        "{}",
        (
            (format_html(" {}", name) if value is True else format_html(' {}="{}"', name, value),)
            for name, value in attrs.items()
            if value is not False
        ),
    )


class PlainSelect(forms.Select):
    """A ``<select>`` written in Python, byte for byte as Django's own templates write it.

    Django renders each ``<option>`` through two included templates: for the seating page of a
    festival night (three lists of 150 players) that was two thirds of the page's time.
    """

    def render(
        self,
        name: str,
        value: Any,
        attrs: dict[str, Any] | None = None,
        renderer: BaseRenderer | None = None,
    ) -> SafeString:
        widget = self.get_context(name, value, attrs)["widget"]
        parts = [format_html('<select name="{}"{}>', widget["name"], _attrs_html(widget["attrs"]))]
        for group_name, options, _index in widget["optgroups"]:
            if group_name:
                parts.append(format_html('\n  <optgroup label="{}">', group_name))
            parts.extend(
                format_html(
                    '\n  <option value="{}"{}>{}</option>\n',
                    str(option["value"]),
                    _attrs_html(option["attrs"]),
                    conditional_escape(option["label"]),
                )
                for option in options
            )
            if group_name:
                parts.append(mark_safe("\n  </optgroup>"))
        parts.append(mark_safe("\n</select>"))
        return mark_safe("".join(parts))
