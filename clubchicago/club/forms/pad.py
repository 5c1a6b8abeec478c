"""The score pad: a chukker scored on the spot, nothing stored."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.http import QueryDict
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.forms.deal import ContractForm
from clubchicago.club.models import Evening
from scoring import MAX_DEALS, Deal, Schedule, Seat, Style


class PadSettingsForm(forms.Form):
    schedule = forms.ChoiceField(
        label=_("Vulnerability schedule"),
        choices=display.schedule_choices(),
        initial=Schedule.DEALER.value,
        help_text=_(
            "The French schedule, read as written, makes the first dealer's side vulnerable on "
            "both deals 2 and 3, and the other side only on deal 4."
        ),
    )
    first_dealer = forms.ChoiceField(
        label=_("First dealer"), choices=display.seat_choices(), initial=Seat.N.value
    )
    style = forms.ChoiceField(
        label=_("Scoring style"),
        choices=display.style_choices(),
        initial=Style.CHICAGO.value,
        required=False,
    )
    honours = forms.BooleanField(label=_("Count honours"), required=False)

    def clean_style(self) -> str:
        # A link made before the style existed scores as Chicago, as it did then.
        return str(self.cleaned_data.get("style") or Style.CHICAGO.value)

    def rules(self) -> Evening:
        """The chosen settings, as an evening that is never saved (the pad stores nothing)."""
        data = self.cleaned_data
        return Evening(schedule=data["schedule"], style=data["style"], honours=data["honours"])


class PadDealForm(ContractForm):
    """One deal of the pad; left blank, it is simply not played yet."""

    def __init__(self, data: Mapping[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(data, **kwargs)
        self.empty_permitted = True
        self.use_required_attribute = False


def pad_forms(
    data: QueryDict | None,
) -> tuple[PadSettingsForm, list[PadDealForm]]:
    settings_form = PadSettingsForm(data)
    honours = bool(data and settings_form.is_valid() and settings_form.cleaned_data["honours"])
    deal_forms = [
        PadDealForm(data, prefix=f"deal{number}", honours=honours)
        for number in range(1, MAX_DEALS + 1)
    ]
    return settings_form, deal_forms


def played_deals(deal_forms: list[PadDealForm]) -> list[Deal] | None:
    """The deals entered, in order, or None when a form has an error (a gap is an error)."""
    deals: list[Deal] = []
    gap_at: int | None = None
    for number, form in enumerate(deal_forms, start=1):
        if not form.is_valid():
            return None
        if form.deal is None:
            gap_at = gap_at or number
            continue
        if gap_at is not None:
            form.add_error(
                None,
                _("Deal %(number)s is empty: enter the deals in the order they were played.")
                % {"number": gap_at},
            )
            return None
        deals.append(form.deal)
    return deals
