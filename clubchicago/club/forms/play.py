"""The table page's forms: a deal (with the numbers the phone saw) and a confirmation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.forms.deal import ContractForm
from clubchicago.club.forms.fields import choice_field, id_field, version_field
from clubchicago.club.models import TablePlayer
from rotations import MAX_CHUKKERS
from scoring import MAX_DEALS, MAX_PASS_OUTS, Seat


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


class TableDealForm(ContractForm):
    """A contract plus what the phone showed when the form was loaded (refused if stale)."""

    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=MAX_DEALS)
    chukker_number = forms.IntegerField(
        widget=forms.HiddenInput, min_value=1, max_value=MAX_CHUKKERS
    )
    version = version_field(required=False)
    # Made fresh for each empty form; sent again with the same entry, it stores nothing twice.
    entry_key = forms.CharField(widget=forms.HiddenInput, required=False, max_length=64)
    # The lineup whose seats the page showed: refused if the table's players changed since.
    lineup = id_field(widget=forms.HiddenInput, required=False)
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


class ShownForm(forms.Form):
    """The deal and the chukker a phone's page showed, read before the deal itself to tell
    whether the table has moved on since the page was loaded; numbers beyond these bounds were
    never on a page (the deal form then says the page was out of date)."""

    number = forms.IntegerField(min_value=1, max_value=MAX_DEALS)
    chukker_number = forms.IntegerField(min_value=1, max_value=MAX_CHUKKERS)

    def shown(self) -> tuple[int, int] | None:
        """(deal, chukker), or None if the page sent no such numbers."""
        if not self.is_valid():
            return None
        return self.cleaned_data["number"], self.cleaned_data["chukker_number"]


class CorrectingForm(forms.Form):
    """The deal a correction page previews (``?correcting=``); anything else previews the next
    deal."""

    correcting = id_field(required=False)

    def deal_id(self) -> int | None:
        return self.cleaned_data["correcting"] if self.is_valid() else None


class ConfirmForm(forms.Form):
    version = version_field()
    confirmed_by = forms.ChoiceField(label=_("Confirmed by"))

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, defenders: list[TablePlayer], **kwargs: Any
    ) -> None:
        super().__init__(data, **kwargs)
        names = [(p.player.name, p.player.name) for p in defenders]
        choice_field(self, "confirmed_by").choices = names


class VersionForm(forms.Form):
    """A deletion or another one-click change: only the version the phone saw."""

    version = version_field()


class PassedOutForm(forms.Form):
    number = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=MAX_DEALS)
    chukker_number = forms.IntegerField(
        widget=forms.HiddenInput, min_value=1, max_value=MAX_CHUKKERS
    )
    # How many pass-outs of this deal the phone had seen: a second phone's press is refused.
    # Required: without it two presses of the same redeal would both be stored.
    passed_out_seen = forms.IntegerField(
        widget=forms.HiddenInput, min_value=0, max_value=MAX_PASS_OUTS
    )
    lineup = id_field(widget=forms.HiddenInput, required=False)
