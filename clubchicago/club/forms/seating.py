"""Forms of the Seating page's changes during the evening: a player leaves, two tables merge, a
table splits, and the one form every change is confirmed with (``selectors.replans.Request``).

They validate what was chosen against the players present and the evening's tables; the
services (``services.seating``) decide whether the change can be made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club.forms.fields import choice_field
from clubchicago.club.selectors.replans import Request

Choices = Sequence[tuple[int, str]]


def _table_choices(tables: Sequence[int]) -> list[tuple[int | str, str]]:
    return [("", "—")] + [
        (number, str(_("Table %(number)s") % {"number": number})) for number in tables
    ]


def _player_choices(players: Choices) -> list[tuple[int | str, str]]:
    return [("", "—"), *players]


class LeaveForm(forms.Form):
    """A seated player leaves their table (from its next chukker)."""

    player = forms.TypedChoiceField(label=_("Player"), coerce=int)

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, players: Choices, **kwargs: Any
    ) -> None:
        super().__init__(data, prefix="leave", **kwargs)
        choice_field(self, "player").choices = _player_choices(players)

    def request(self) -> Request:
        return Request("leave", player=self.cleaned_data["player"])


class ReplaceForm(forms.Form):
    """A substitute: a player waiting for a seat takes a seated player's number and place."""

    player = forms.TypedChoiceField(label=_("Player replaced"), coerce=int)
    by = forms.TypedChoiceField(label=_("Replaced by"), coerce=int)

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Choices,
        waiting: Choices,
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix="replace", **kwargs)
        choice_field(self, "player").choices = _player_choices(players)
        choice_field(self, "by").choices = _player_choices(waiting)

    def request(self) -> Request:
        return Request("replace", player=self.cleaned_data["player"], by=self.cleaned_data["by"])


class MergeForm(forms.Form):
    """Table ``other``'s players join table ``table``; players of either may leave meanwhile."""

    table = forms.TypedChoiceField(label=_("Table that plays on"), coerce=int)
    other = forms.TypedChoiceField(label=_("Table that stops"), coerce=int)
    players = forms.TypedMultipleChoiceField(
        label=_("Players leaving meanwhile"),
        coerce=int,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=_("Two tables of 4 that each lose a player make one table of 6."),
    )

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Choices,
        tables: Sequence[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix="merge", **kwargs)
        choice_field(self, "table").choices = _table_choices(tables)
        choice_field(self, "other").choices = _table_choices(tables)
        choice_field(self, "players").choices = list(players)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if cleaned.get("table") is not None and cleaned.get("table") == cleaned.get("other"):
            raise forms.ValidationError(_("Choose two different tables to merge."), code="same")
        return cleaned

    def request(self) -> Request:
        data = self.cleaned_data
        return Request(
            "merge", table=data["table"], other=data["other"], players=tuple(data["players"])
        )


class SplitForm(forms.Form):
    """A new table from players of one table and players present but not seated."""

    table = forms.TypedChoiceField(label=_("Table to split"), coerce=int)
    players = forms.TypedMultipleChoiceField(
        label=_("Players of the new table"),
        coerce=int,
        widget=forms.CheckboxSelectMultiple,
        help_text=_(
            "Players of that table who move, and late arrivals: two late arrivals and a table "
            "of 6 make two tables of 4."
        ),
    )

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Choices,
        tables: Sequence[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix="split", **kwargs)
        choice_field(self, "table").choices = _table_choices(tables)
        choice_field(self, "players").choices = list(players)

    def request(self) -> Request:
        data = self.cleaned_data
        return Request("split", table=data["table"], players=tuple(data["players"]))


class ChangeForm(forms.Form):
    """A change as the confirmation page and the Seating page's quick buttons send it: what was
    asked (``Request``), the ``fingerprint`` of the plan the director saw, and the tables whose
    chukker in play they close now."""

    kind = forms.ChoiceField(choices=[(kind, kind) for kind in Request.KINDS])
    player = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    first = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    second = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    by = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    table = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    other = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    players = forms.TypedMultipleChoiceField(coerce=int, required=False)
    fingerprint = forms.CharField(required=False, max_length=64)
    close = forms.TypedMultipleChoiceField(coerce=int, required=False)

    # What each kind of change needs chosen.
    NEEDS: dict[str, tuple[str, ...]] = {
        "move": ("player", "table"),
        "swap": ("first", "second"),
        "leave": ("player",),
        "replace": ("player", "by"),
        "merge": ("table", "other"),
        "split": ("table", "players"),
        "back": ("player", "table"),
    }

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Sequence[int],
        tables: Sequence[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, **kwargs)
        people = [(pk, str(pk)) for pk in players]
        numbers = [(number, str(number)) for number in tables]
        for name in ("player", "first", "second", "by", "players"):
            choice_field(self, name).choices = people
        for name in ("table", "other", "close"):
            choice_field(self, name).choices = numbers

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        kind = cleaned.get("kind")
        if kind and any(not cleaned.get(name) for name in self.NEEDS[kind]):
            raise forms.ValidationError(
                _("This change is not complete: choose the players and tables again."),
                code="incomplete",
            )
        return cleaned

    def request(self) -> Request:
        data = self.cleaned_data
        return Request(
            data["kind"],
            player=data["player"],
            first=data["first"],
            second=data["second"],
            by=data["by"],
            table=data["table"],
            other=data["other"],
            players=tuple(data["players"]),
        )

    @staticmethod
    def initial_for(request: Request, fingerprint: str = "") -> dict[str, object]:
        """The form's values that ask for ``request`` again (hidden on the confirmation page)."""
        values: dict[str, object] = {"kind": request.kind, "fingerprint": fingerprint}
        for name in ("player", "first", "second", "by", "table", "other"):
            value = getattr(request, name)
            if value is not None:
                values[name] = value
        values["players"] = list(request.players)
        return values
