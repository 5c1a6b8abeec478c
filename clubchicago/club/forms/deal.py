"""The contract form shared by the score pad and the table page.

It validates what a player chose or typed and fills a ``scoring.Deal``; it never scores
(docs/architecture.md#forms). The result is chosen among the results the contract can have (``=``,
``+1``,
``-2``: ``scoring.possible_results``), or typed as tricks taken (``10``) or against the contract,
the way players call it at the table.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.errors import user_message
from clubchicago.club.forms.fields import ChosenText
from scoring import Deal, ScoringError, possible_results

# ASCII digits only: an Arabic-Indic or full-width digit is not a number typed here.
RESULT_PATTERN = re.compile(
    r"^\s*(?:(?P<rel>[=+\-−])\s*(?P<n>[0-9]{0,2})|(?P<tricks>[0-9]{1,2}))\s*$"
)

HONOURS_CHOICES = [(0, _("None")), (100, "100"), (150, "150")]


# Before the level is known (a phone without JavaScript), every result any contract can have:
# made exactly, up to 6 over, up to 13 down.
ALL_RESULTS = (0, *range(1, 7), *range(-1, -14, -1))


def result_code(offset: int) -> str:
    """A result as the form posts it: "=", "+2", "-3"."""
    return "=" if offset == 0 else f"{offset:+d}"


def result_choices(level: int | None) -> list[tuple[str, str]]:
    """The results offered as buttons, labelled with a real minus sign: the contract's fourteen
    (``scoring.possible_results``), or all twenty before its level is known."""
    offsets = possible_results(level) if level is not None else ALL_RESULTS
    return [(result_code(r), result_code(r).replace("-", display.MINUS)) for r in offsets]


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


def impossible_result(level: int, strain: str, text: str, tricks: int) -> str:
    """Why ``text`` cannot be the result of a contract at ``level``, in plain words."""
    contract = display.contract_text(level, strain)
    shown = text.strip().replace("-", display.MINUS)
    match = RESULT_PATTERN.match(text)
    if match is not None and match.group("tricks") is not None:
        return gettext("A deal has 13 tricks: %(result)s tricks is impossible.") % {"result": shown}
    if tricks < 0:
        most = level + 6
        return ngettext(
            "%(contract)s can go at most %(count)s down: %(result)s is impossible.",
            "%(contract)s can go at most %(count)s down: %(result)s is impossible.",
            most,
        ) % {"contract": contract, "count": most, "result": shown}
    most = 13 - level - 6
    if most == 0:
        return gettext("%(contract)s cannot make an overtrick: %(result)s is impossible.") % {
            "contract": contract,
            "result": shown,
        }
    return ngettext(
        "%(contract)s can make at most %(count)s overtrick: %(result)s is impossible.",
        "%(contract)s can make at most %(count)s overtricks: %(result)s is impossible.",
        most,
    ) % {"contract": contract, "count": most, "result": shown}


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
    # Chosen among buttons, or typed: either field may hold tricks taken or =, +1, -2.
    result = ChosenText(label=_("Result"), max_length=6, required=False, widget=forms.RadioSelect)
    result_typed = forms.CharField(
        label=_("or type it"),
        max_length=6,
        required=False,
        help_text=_("Tricks taken (0-13), or = / +1 / -2 against the contract."),
        widget=forms.TextInput(attrs={"autocomplete": "off", "inputmode": "text", "size": 4}),
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
        result = self.fields["result"]
        result.widget.choices = result_choices(self.chosen_level())
        # A CharField gives its widget maxlength, which HTML allows on text inputs, not radios.
        result.widget.attrs.pop("maxlength", None)

    def chosen_level(self) -> int | None:
        """The level chosen so far (posted, or the initial one), if it is a level."""
        raw = (
            self.data.get(self.add_prefix("level")) if self.is_bound else self.initial.get("level")
        )
        text = str(raw) if raw is not None else ""
        return int(text) if text in {str(n) for n in range(1, 8)} else None

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        level = data.get("level")  # an int once the level field is valid
        typed = (data.get("result_typed") or "").strip()
        text = typed or data.get("result") or ""
        data["result"] = text
        if not text and "result" not in self.errors:
            self.add_error("result", _("Choose the result, or type the tricks taken."))
            return data
        if not isinstance(level, int) or any(
            data.get(name) in (None, "") for name in ("strain", "declarer")
        ):
            return data
        try:
            tricks = parse_result(text, level)
        except ValueError:
            self.add_error(
                "result", _("Type the tricks taken (0-13) or the result: =, +1, -2 and so on.")
            )
            return data
        if not 0 <= tricks <= 13:
            self.add_error("result", impossible_result(level, str(data["strain"]), text, tricks))
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
