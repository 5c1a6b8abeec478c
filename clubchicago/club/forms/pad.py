"""The score pad: a chukker scored on the spot, one deal at a time, nothing stored.

Words: the pad's *settings* are the scoring settings of an evening (schedule, first dealer,
style, honours); its *deals* are the deals entered so far, carried in the address as short
*deal codes* ("4SX.N.10": level, strain and doubling, declarer, tricks; "3NT.E.9.150EW" with
honours), so a pad can be bookmarked, shared or reloaded and still nothing is stored. The
*entry* is the same contract form as the table page's, for the next deal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django import forms
from django.http import QueryDict
from django.utils.http import urlencode
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.forms.deal import ContractForm
from clubchicago.club.models import Evening
from scoring import MAX_DEALS, ChukkerSheet, Deal, Schedule, ScoringError, Seat, Style
from scoring.deal import DOUBLING_MARKS

DEAL_CODE = re.compile(
    r"^(?P<level>[1-7])(?P<strain>NT|C|D|H|S)(?P<doubled>X{0,2})\.(?P<declarer>[NESW])"
    r"\.(?P<tricks>[0-9]{1,2})(?:\.(?P<honours>100|150)(?P<side>NS|EW))?$"
)
DEFAULTS = {"schedule": Schedule.DEALER.value, "first_dealer": Seat.N.value}


def deal_code(deal: Deal) -> str:
    """A deal as the pad's address carries it: "4SX.N.10", "3NT.E.9.150EW"."""
    code = f"{deal.contract_code}.{deal.declarer.value}.{deal.tricks}"
    if deal.honours and deal.honours_side is not None:
        code += f".{deal.honours}{deal.honours_side.value}"
    return code


def parse_deal_code(code: str) -> Deal:
    """The deal behind a code (``ValueError`` if it is not one, ``ScoringError`` if impossible)."""
    match = DEAL_CODE.match(code)
    if match is None:
        raise ValueError(code)
    return Deal(
        declarer=Seat(match["declarer"]),
        level=int(match["level"]),
        strain=match["strain"],  # Deal turns the code into a Strain
        doubled=DOUBLING_MARKS.index(match["doubled"]),
        tricks=int(match["tricks"]),
        honours=int(match["honours"] or 0),
        honours_side=match["side"],  # a Side code, or None
    )


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

    def __init__(self, data: Mapping[str, Any] | None = None, **kwargs: Any) -> None:
        # Always bound: a pad opened with no settings plays with the defaults.
        bound = data if data and "schedule" in data else {**DEFAULTS, **(data or {})}
        super().__init__(bound, **kwargs)

    def clean_style(self) -> str:
        # A link made before the style existed scores as Chicago, as it did then.
        return str(self.cleaned_data.get("style") or Style.CHICAGO.value)

    def rules(self) -> Evening:
        """The chosen settings, as an evening that is never saved (the pad stores nothing)."""
        data = self.cleaned_data if self.is_valid() else {}
        return Evening(
            schedule=data.get("schedule", Schedule.DEALER.value),
            style=data.get("style", Style.CHICAGO.value),
            honours=data.get("honours", False),
        )

    @property
    def first_dealer_seat(self) -> Seat:
        return Seat(self.cleaned_data["first_dealer"]) if self.is_valid() else Seat.N

    def query(self) -> dict[str, str]:
        """The settings as the address carries them."""
        data = self.cleaned_data if self.is_valid() else DEFAULTS
        query = {
            "schedule": str(data.get("schedule", Schedule.DEALER.value)),
            "first_dealer": str(data.get("first_dealer", Seat.N.value)),
            "style": str(data.get("style") or Style.CHICAGO.value),
        }
        if data.get("honours"):
            query["honours"] = "on"
        return query


class PadDealForm(ContractForm):
    """The pad's next deal: the table page's contract form, without players' names."""


@dataclass
class ScorePad:
    """A pad as its address describes it: settings, the deals so far and the next deal's form."""

    settings: PadSettingsForm
    deals: list[Deal]
    entry: PadDealForm
    problem: str = ""

    @classmethod
    def read(cls, data: QueryDict) -> ScorePad:
        settings = PadSettingsForm(data)
        deals: list[Deal] = []
        problem = ""
        for code in data.getlist("d")[:MAX_DEALS]:
            try:
                deals.append(parse_deal_code(code))
            except (ValueError, ScoringError):
                problem = gettext(
                    "A deal in this address could not be read; the pad shows the deals before it."
                )
                break
        honours = bool(settings.is_valid() and settings.cleaned_data["honours"])
        entry = PadDealForm(data if "add" in data else None, honours=honours)
        return cls(settings, deals, entry, problem)

    @property
    def sheet(self) -> ChukkerSheet:
        return self.settings.rules().score(self.deals, self.settings.first_dealer_seat)

    @property
    def complete(self) -> bool:
        return len(self.deals) >= MAX_DEALS

    def add(self) -> bool:
        """Add the entry's deal, if it is one the chukker can take; say why not in the form."""
        if self.complete:
            self.entry.add_error(None, gettext("This chukker already has its four deals."))
            return False
        if not self.entry.is_valid():
            return False
        try:
            self.settings.rules().score(
                [*self.deals, self.entry.contract()], self.settings.first_dealer_seat
            )
        except ScoringError as error:
            self.entry.add_error(None, gettext(error.template) % error.params)
            return False
        self.deals.append(self.entry.contract())
        self.entry = PadDealForm(honours=self.entry.count_honours)
        return True

    def address(self, *, drop_last: bool = False) -> str:
        """The pad's canonical query string: its settings and deals, and nothing being entered."""
        deals = self.deals[:-1] if drop_last else self.deals
        pairs = [*self.settings.query().items(), *(("d", deal_code(deal)) for deal in deals)]
        return "?" + urlencode(pairs)

    def settings_address(self) -> str:
        """The pad's settings alone, as a query string (for its blank score sheet)."""
        return "?" + urlencode(self.settings.query())

    def next_chukker(self) -> str:
        """A new chukker with the same settings, the first deal one seat further clockwise."""
        query = self.settings.query()
        query["first_dealer"] = self.settings.first_dealer_seat.next().value
        return "?" + urlencode(query)
