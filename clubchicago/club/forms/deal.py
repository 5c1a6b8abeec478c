"""The contract form shared by the score pad and the table page.

It validates what a player typed and fills a ``scoring.Deal``; it never scores (STYLE.md).
The result may be typed as tricks taken (``10``) or relative to the contract (``=``, ``+1``,
``-2``), the way players call it at the table.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.errors import user_message
from scoring import Deal, ScoringError

RESULT_PATTERN = re.compile(r"^\s*(?:(?P<rel>[=+\-−])\s*(?P<n>\d{0,2})|(?P<tricks>\d{1,2}))\s*$")

HONOURS_CHOICES = [(0, _("None")), (100, "100"), (150, "150")]


def parse_result(text: str, level: int) -> int:
    """Tricks taken by declarer's side from ``10``, ``=``, ``+1`` or ``-2`` (raises ValueError)."""
    match = RESULT_PATTERN.match(text or "")
    if not match:
        raise ValueError(text)
    if match.group("tricks") is not None:
        return int(match.group("tricks"))
    relation, count = match.group("rel"), match.group("n")
    if relation == "=":
        if count:
            raise ValueError(text)
        return level + 6
    if not count:
        raise ValueError(text)
    sign = 1 if relation == "+" else -1
    return level + 6 + sign * int(count)


class ContractForm(forms.Form):
    level = forms.TypedChoiceField(
        label=_("Level"),
        choices=[(n, str(n)) for n in range(1, 8)],
        coerce=int,
        widget=forms.RadioSelect,
    )
    strain = forms.ChoiceField(
        label=_("Strain"), choices=display.strain_symbol_choices(), widget=forms.RadioSelect
    )
    doubled = forms.TypedChoiceField(
        label=_("Doubling"),
        choices=display.doubling_choices(),
        coerce=int,
        initial=0,
        required=False,
        empty_value=0,  # type: ignore[arg-type]  # django-stubs says str | None; Django takes any
        widget=forms.RadioSelect,
    )
    declarer = forms.ChoiceField(
        label=_("Declarer"), choices=display.seat_choices(), widget=forms.RadioSelect
    )
    result = forms.CharField(
        label=_("Result"),
        max_length=6,
        help_text=_("Tricks taken (0-13), or = / +1 / -2 against the contract."),
        widget=forms.TextInput(attrs={"autocomplete": "off", "inputmode": "text", "size": 6}),
    )
    honours = forms.TypedChoiceField(
        label=_("Honours"),
        choices=HONOURS_CHOICES,
        coerce=int,
        initial=0,
        required=False,
        empty_value=0,  # type: ignore[arg-type]  # django-stubs says str | None; Django takes any
        widget=forms.RadioSelect,
    )
    honours_side = forms.ChoiceField(
        label=_("Honours held by"),
        choices=[("", "—"), *display.side_choices()],
        required=False,
        widget=forms.RadioSelect,
    )

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, honours: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(data, **kwargs)
        self.count_honours = honours
        if not honours:
            del self.fields["honours"]
            del self.fields["honours_side"]
        self.deal: Deal | None = None

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        level = data.get("level")  # an int once the level field is valid
        if not isinstance(level, int) or any(
            data.get(name) in (None, "") for name in ("strain", "declarer", "result")
        ):
            return data
        try:
            tricks = parse_result(data["result"], level)
        except ValueError:
            self.add_error(
                "result", _("Type the tricks taken (0-13) or the result: =, +1, -2 and so on.")
            )
            return data
        if not 0 <= tricks <= 13:
            self.add_error(
                "result",
                _("That result means %(tricks)s tricks; a deal has 13.") % {"tricks": tricks},
            )
            return data
        try:
            self.deal = Deal.parse(
                declarer=data["declarer"],
                level=level,
                strain=data["strain"],
                doubled=data.get("doubled", 0),
                tricks=tricks,
                honours=data.get("honours") or 0,
                honours_side=data.get("honours_side") or None,
            )
        except ScoringError as error:
            self.add_error(None, user_message(error))
        data["tricks"] = tricks
        return data

    def contract(self) -> Deal:
        """The deal typed in, as the scoring engine reads it: only for a form that is valid."""
        if self.deal is None:
            raise ValueError("contract() of a form that holds no deal")  # a bug, not a user's
        return self.deal
