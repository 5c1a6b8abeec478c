"""The table page's forms: a deal (with the numbers the phone saw) and a confirmation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.forms.deal import ContractForm
from clubchicago.club.forms.fields import choice_field
from clubchicago.club.models import TablePlayer
from scoring import Seat


def seat_label(seat: Seat, player: TablePlayer | None) -> str:
    """ "North · Zoë": the seat with the player sitting there, as the declarer choice reads."""
    name = display.seat_name(seat)
    return f"{name} · {player.player.name}" if player else name


def defenders_of(declarer: str, seats: dict[str, TablePlayer]) -> list[TablePlayer]:
    """The two players of the side that did not declare (nobody, for a passed-out deal)."""
    if declarer not in {seat.value for seat in Seat}:
        return []
    declaring = Seat(declarer).side
    return [player for seat, player in seats.items() if Seat(seat).side is not declaring]


def LINEUP_FIELD() -> forms.IntegerField:
    """The hidden lineup id of a table page's forms (a database id: at most 2**63 - 1)."""
    return forms.IntegerField(
        widget=forms.HiddenInput, required=False, min_value=1, max_value=2**63 - 1
    )


class TableDealForm(ContractForm):
    """A contract plus what the phone showed when the form was loaded (refused if stale)."""

    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=4)
    chukker_number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=64)
    version = forms.IntegerField(widget=forms.HiddenInput, required=False, min_value=1)
    # Made fresh for each empty form; sent again with the same entry, it stores nothing twice.
    entry_key = forms.CharField(widget=forms.HiddenInput, required=False, max_length=64)
    # The lineup whose seats the page showed: refused if the table's players changed since.
    lineup = LINEUP_FIELD()
    confirmed_by = forms.ChoiceField(
        label=_("Confirmed by (a player of the other side)"), required=False
    )

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        seats: dict[str, TablePlayer],
        honours: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(data, honours=honours, **kwargs)
        self.seats = seats
        choice_field(self, "declarer").choices = [
            (seat.value, seat_label(seat, seats.get(seat.value))) for seat in Seat
        ]
        # Once declarer is known, only the defenders are offered to confirm the entry.
        declarer = (
            self.data.get(self.add_prefix("declarer"))
            if self.is_bound
            else self.initial.get("declarer")
        )
        people = defenders_of(declarer, seats) if declarer in seats else list(seats.values())
        names = [(p.player.name, p.player.name) for p in people]
        choice_field(self, "confirmed_by").choices = [("", _("Not yet")), *names]

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if any(name in self.errors for name in ("number", "chukker_number", "version")):
            # Hidden fields show no error of their own: say what happened once, plainly.
            self.add_error(
                None, _("This page was out of date; it has been reloaded, enter the deal again.")
            )
        return data


class ConfirmForm(forms.Form):
    version = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    confirmed_by = forms.ChoiceField(label=_("Confirmed by"))

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, defenders: list[TablePlayer], **kwargs: Any
    ) -> None:
        super().__init__(data, **kwargs)
        names = [(p.player.name, p.player.name) for p in defenders]
        choice_field(self, "confirmed_by").choices = names


class VersionForm(forms.Form):
    """A deletion or another one-click change: only the version the phone saw."""

    version = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class PassedOutForm(forms.Form):
    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=4)
    chukker_number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=64)
    # How many pass-outs of this deal the phone had seen: a second phone's press is refused.
    # Required: without it two presses of the same redeal would both be stored.
    passed_out_seen = forms.IntegerField(widget=forms.HiddenInput, min_value=0, max_value=99)
    lineup = LINEUP_FIELD()
