"""The federation's pages' two questions: a licence number to look up, a year to rank."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models import Player
from clubchicago.club.models.fields import validate_text

# The years a ranking may be asked for: any a club's evening can have.
FIRST_YEAR, LAST_YEAR = 1900, 9999


class LicenceSearchForm(forms.Form):
    licence = forms.CharField(
        label=_("Licence number"),
        max_length=Player._meta.get_field("licence_number").max_length,
        validators=[validate_text],
        error_messages={"required": _("Type a licence number.")},
        widget=forms.TextInput(
            attrs={"spellcheck": "false", "autocapitalize": "none", "inputmode": "text"}
        ),
    )


class RankingYearForm(forms.Form):
    year = forms.IntegerField(
        label=_("Year"),
        min_value=FIRST_YEAR,
        max_value=LAST_YEAR,
        required=False,
        error_messages={"invalid": _("A year is a whole number, such as 2026.")},
    )
