"""The director's fast entry from a paper score sheet: one chukker, four rows, keyboard first.

Each row is one deal number. It is typed on one line the way the sheet reads it ("4S N =",
"pass 3NTX E -2": ``scoring.parse_line``, in the reader's letters, "4P N =" in French), or
chosen in separate fields (level, strain, doubling, declarer, result, and the times the deal was
passed out). A row that shows a deal already stored starts filled in with it. The forms read and
check what was typed and fill ``services.paper.PaperRow``; they never score
(docs/architecture.md#forms).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.errors import user_message
from clubchicago.club.forms.deal import HONOURS_CHOICES, impossible_result, parse_result
from clubchicago.club.forms.fields import choice_field, id_field, version_field
from clubchicago.club.forms.play import seat_label
from clubchicago.club.models import DealRecord, TablePlayer
from clubchicago.club.selectors.paper import PaperChukker
from clubchicago.club.services.paper import PaperRow
from clubchicago.club.services.play import new_entry_key
from rotations import MAX_CHUKKERS
from scoring import MAX_DEALS, MAX_PASS_OUTS, Deal, Letters, ScoringError, Seat, parse_line

NOT_CHOSEN = ("", "—")
# The fields of a deal chosen apart; the one-line field is "line".
CONTRACT_FIELDS = ("level", "strain", "doubled", "declarer", "result", "honours", "honours_side")


class PaperRowForm(forms.Form):
    """One deal number of the chukker, typed on one line or chosen in separate fields."""

    line = forms.CharField(
        label=_("Deal as written"),
        required=False,
        max_length=60,
        widget=forms.TextInput(
            attrs={"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false"}
        ),
    )
    level = forms.TypedChoiceField(
        label=_("Level"),
        choices=[NOT_CHOSEN, *((n, str(n)) for n in range(1, 8))],
        coerce=int,
        required=False,
        empty_value=None,
    )
    strain = forms.ChoiceField(
        label=_("Strain"), choices=[NOT_CHOSEN, *display.strain_symbol_choices()], required=False
    )
    doubled = forms.TypedChoiceField(
        label=_("Doubling"),
        choices=display.doubling_choices(),
        coerce=int,
        required=False,
        empty_value=0,  # type: ignore[arg-type]  # django-stubs says str | None; Django takes any
    )
    declarer = forms.ChoiceField(label=_("Declarer"), required=False)
    result = forms.CharField(
        label=_("Result"),
        required=False,
        max_length=6,
        help_text=_("Tricks taken (0-13), or = / +1 / -2 against the contract."),
        widget=forms.TextInput(attrs={"autocomplete": "off", "size": 4}),
    )
    honours = forms.TypedChoiceField(
        label=_("Honours"),
        choices=HONOURS_CHOICES,
        coerce=int,
        required=False,
        empty_value=0,  # type: ignore[arg-type]  # as above
    )
    honours_side = forms.ChoiceField(
        label=_("Honours held by"), choices=[NOT_CHOSEN, *display.side_choices()], required=False
    )
    passed_out = forms.IntegerField(
        label=_("Passed out"),
        min_value=0,
        max_value=MAX_PASS_OUTS,
        required=False,
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "size": 2}),
    )
    # What the row showed when the page was loaded: a stored deal and its version, the pass-outs
    # stored, and a fresh key (the same chukker sent twice is stored once).
    deal_id = id_field(widget=forms.HiddenInput, required=False)
    version = version_field(required=False)
    passed_out_seen = forms.IntegerField(
        widget=forms.HiddenInput, required=False, min_value=0, max_value=MAX_PASS_OUTS
    )
    entry_key = forms.CharField(widget=forms.HiddenInput, required=False, max_length=48)

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        number: int,
        seats: Mapping[str, TablePlayer],
        typed: bool,
        honours: bool,
        letters: Letters,
        locked: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix=f"d{number}", **kwargs)
        self.number = number
        self.typed = typed
        self.count_honours = honours
        self.letters = letters
        self.locked = locked
        self.contract: Deal | None = None
        self.times_passed_out = 0
        drop: tuple[str, ...] = (*CONTRACT_FIELDS, "passed_out") if typed else ("line",)
        if not honours:
            drop += ("honours", "honours_side")
        for name in set(drop):
            self.fields.pop(name, None)
        if "declarer" in self.fields:
            choice_field(self, "declarer").choices = [
                NOT_CHOSEN,
                *((seat.value, seat_label(seat, seats.get(seat.value))) for seat in Seat),
            ]
        stored = self.initial.get("deal_id") is not None
        for name, field in self.fields.items():
            if isinstance(field.widget, forms.HiddenInput):
                continue
            # The row's score, or what is wrong with it, is said beside it (``score_id``).
            field.widget.attrs["aria-describedby"] = self.score_id
            # A closed chukker takes no new deal here; a stored deal's pass-outs are history.
            if locked or (stored and name == "passed_out"):
                field.disabled = True

    @property
    def score_id(self) -> str:
        return f"row-{self.number}-score"

    def focus(self) -> None:
        """Start the cursor in this row (its first field that can be typed in)."""
        for field in self.fields.values():
            if not field.disabled and not isinstance(field.widget, forms.HiddenInput):
                field.widget.attrs["autofocus"] = True
                return

    @property
    def stored(self) -> bool:
        return self.initial.get("deal_id") is not None

    @property
    def passes(self) -> int:
        """The times the deal was passed out, as typed (or as stored, before anything is)."""
        if self.is_bound:
            return self.times_passed_out if self.is_valid() else 0
        return int(self.initial.get("passed_out") or 0)

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if self.typed:
            self._read_line(data.get("line") or "")
        else:
            self.times_passed_out = data.get("passed_out") or 0
            self._read_fields(data)
        return data

    def _read_line(self, text: str) -> None:
        try:
            line = parse_line(text, self.letters)
        except ScoringError as error:
            self.add_error("line", user_message(error))
            return
        self.times_passed_out = line.passed_out
        if line.contract is not None:
            written = line.contract
            self.contract = self._deal(
                "line",
                written.level,
                written.strain,
                written.doubled,
                written.declarer,
                written.result,
                written.tricks,
                written.honours,
                written.honours_side,
            )

    def _read_fields(self, data: dict[str, Any]) -> None:
        chosen: dict[str, Any] = {n: data.get(n) for n in ("level", "strain", "declarer", "result")}
        if not any(value not in (None, "") for value in chosen.values()):
            return
        missing = [name for name, value in chosen.items() if value in (None, "")]
        for name in missing:
            self.add_error(name, self.fields[name].error_messages["required"])
        if missing:
            return
        level, result = int(chosen["level"]), str(chosen["result"]).strip()
        try:
            tricks = parse_result(result, level)
        except ValueError:
            self.add_error(
                "result", _("Type the tricks taken (0-13) or the result: =, +1, -2 and so on.")
            )
            return
        self.contract = self._deal(
            "result",
            level,
            chosen["strain"],
            data.get("doubled") or 0,
            chosen["declarer"],
            result,
            tricks,
            data.get("honours") or 0,
            data.get("honours_side") or None,
        )

    def _deal(
        self,
        field: str,
        level: Any,
        strain: Any,
        doubled: Any,
        declarer: Any,
        result: str,
        tricks: int,
        honours: Any,
        honours_side: Any,
    ) -> Deal | None:
        """The deal the row holds, or None with the reason on ``field``."""
        if honours and not self.count_honours:
            self.add_error(field, _("This evening does not count honours: leave them out."))
            return None
        if not 0 <= tricks <= 13:
            self.add_error(field, impossible_result(level, str(strain), result, tricks))
            return None
        try:
            return Deal.parse(
                declarer=declarer,
                level=level,
                strain=strain,
                doubled=doubled,
                tricks=tricks,
                honours=honours,
                honours_side=honours_side,
            )
        except ScoringError as error:
            self.add_error(field, user_message(error))
            return None

    def row(self) -> PaperRow:
        """The row as typed, for ``services.paper`` (only for a form that is valid)."""
        data = self.cleaned_data
        return PaperRow(
            number=self.number,
            contract=self.contract,
            passed_out=self.times_passed_out,
            deal_id=data.get("deal_id"),
            version=data.get("version"),
            passed_out_seen=data.get("passed_out_seen") or 0,
            entry_key=data.get("entry_key") or "",
        )

    @property
    def problems(self) -> list[str]:
        """Every error of the row, in the order of its fields."""
        found = [str(e) for e in self.non_field_errors()]
        for name in self.fields:
            found.extend(str(e) for e in self.errors.get(name, []))
        return found


class PaperChukkerForm:
    """The four rows of one chukker, the chukker the page showed, and errors of the whole."""

    def __init__(
        self,
        data: Mapping[str, Any] | None,
        *,
        paper: PaperChukker,
        typed: bool,
        letters: Letters,
    ) -> None:
        self.paper = paper
        self.typed = typed
        self.data = data
        self.errors: list[str] = []
        evening = paper.table.evening
        seats = paper.seats
        self.rows = [
            PaperRowForm(
                data,
                number=number,
                seats=seats,
                typed=typed,
                honours=evening.honours,
                letters=letters,
                locked=paper.closed and number not in paper.stored,
                initial=self._initial(number),
            )
            for number in range(1, MAX_DEALS + 1)
        ]

    def _initial(self, number: int) -> dict[str, object]:
        """A row as stored: the deal and its pass-outs, or only the pass-outs."""
        passes = len(self.paper.passed_out.get(number, []))
        initial: dict[str, object] = {
            "passed_out": passes,
            "passed_out_seen": passes,
            "entry_key": new_entry_key(),
        }
        words = [display.passed_out_word()] * passes
        stored: DealRecord | None = self.paper.stored.get(number)
        if stored is not None:
            deal = stored.contract()
            words.append(display.deal_line(deal))
            initial.update(
                deal_id=stored.pk,
                version=stored.version,
                level=deal.level,
                strain=deal.strain.value,
                doubled=deal.doubled,
                declarer=deal.declarer.value,
                result=display.result_text(deal).replace(display.MINUS, "-"),
                honours=deal.honours,
                honours_side=deal.honours_side.value if deal.honours_side else "",
            )
        initial["line"] = " ".join(words)
        return initial

    @property
    def is_bound(self) -> bool:
        return self.data is not None

    def is_valid(self) -> bool:
        valid = all([row.is_valid() for row in self.rows])  # every row checked, not only the first
        return valid and not self.errors

    def add_error(self, message: str) -> None:
        self.errors.append(message)

    def add_row_error(self, number: int, message: str) -> None:
        row = self.rows[number - 1]
        row.add_error("line" if self.typed else None, message)

    def rows_typed(self) -> list[PaperRow]:
        return [row.row() for row in self.rows]

    def contracts(self) -> list[Deal]:
        """The deals typed so far, deal 1 on, up to the first row without one (the running
        score); before anything is posted, the deals stored."""
        deals: list[Deal] = []
        for row in self.rows:
            if self.is_bound:
                row.is_valid()
                deal = row.contract
            else:
                stored = self.paper.stored.get(row.number)
                deal = stored.contract() if stored is not None else None
            if deal is None:
                break
            deals.append(deal)
        return deals

    def focus(self) -> None:
        """Start the cursor where the director types next: the first row with an error, or
        the first with nothing stored."""
        wrong = [row for row in self.rows if row.is_bound and row.errors]
        blank = [row for row in self.rows if not row.stored and not row.locked]
        for row in wrong[:1] or ([] if self.is_bound else blank[:1]):
            row.focus()


class ChukkerChoiceForm(forms.Form):
    """The chukker a paper entry page names (``?chukker=``); by default, the one to type next."""

    chukker = forms.IntegerField(min_value=1, max_value=MAX_CHUKKERS, required=False)

    def wanted(self) -> int | None:
        return self.cleaned_data["chukker"] if self.is_valid() else None


def mode_of(query: Mapping[str, Any]) -> bool:
    """True when the page types each deal on one line (the default), False for the fields."""
    return str(query.get("fields", "")) != "1"


class PaperSwitchForm(forms.Form):
    """Score a table on paper or from its phones, and the page to go back to."""

    BACK = ("positions", "play", "paper")

    on_paper = forms.TypedChoiceField(
        choices=[("1", "1"), ("0", "0")],  # paper, phones: a hidden field, never shown
        coerce=lambda value: value == "1",
        widget=forms.HiddenInput,
    )
    back = forms.ChoiceField(
        choices=[(page, page) for page in BACK], required=False, widget=forms.HiddenInput
    )
