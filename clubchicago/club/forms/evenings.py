"""Forms for the director's evening: the evening itself, who is here, the draw, moves, a table's
plan, and seasons. They validate what was typed; the services in ``services.evenings`` write.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django import forms
from django.http import QueryDict
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django_scopes.forms import SafeModelChoiceField

from clubchicago.club.forms.fields import choice_field, different_person_field
from clubchicago.club.models import Evening, Season, Table, validate_text
from clubchicago.club.selectors.seasons import current_season
from clubchicago.club.services.evenings import SETTINGS_FIXED_ONCE_PLAYING, fixed_once_playing
from rotations import MAX_CHUKKERS


class DateInput(forms.DateInput):
    input_type = "date"

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        super().__init__(attrs=attrs, format="%Y-%m-%d")


class EveningAddForm(forms.Form):
    """A new evening: today's date and the current season are chosen until changed."""

    date = forms.DateField(label=_("Date"), widget=DateInput())
    title = forms.CharField(
        label=_("Title"), max_length=120, required=False, validators=[validate_text]
    )
    # The club's seasons, read when the form is made (django-scopes: in the club's scope).
    season = SafeModelChoiceField(label=_("Season"), queryset=Season.objects.none(), required=False)

    def __init__(self, data: Mapping[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(data, **kwargs)
        season = self.fields["season"]
        assert isinstance(season, forms.ModelChoiceField)
        season.queryset = Season.objects.all()
        if not self.is_bound:
            today = timezone.localdate()  # the club's day (TIME_ZONE), not the server's
            self.initial.setdefault("date", today)
            self.initial.setdefault("season", current_season(today))


class EveningForm(forms.ModelForm[Evening]):
    """The evening and its own copy of the scoring settings.

    Once play has started, the settings that scored the deals already entered are shown but
    disabled, with the reason, instead of being refused after Save.
    """

    class Meta:
        model = Evening
        fields = [
            "date",
            "title",
            "season",
            "start_time",
            *Evening.SETTING_FIELDS,
            "published",
            "tonight_page",
        ]
        widgets = {
            "date": DateInput(),
            "start_time": forms.TimeInput(attrs={"type": "time"}, format="%H:%M"),
        }
        # The club's seasons, read when the form is made (django-scopes: in the club's scope).
        field_classes = {"season": SafeModelChoiceField}

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, started: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(data, **kwargs)
        season = self.fields["season"]
        assert isinstance(season, forms.ModelChoiceField)
        season.queryset = Season.objects.all()
        if started:
            reason = fixed_once_playing()
            for name in SETTINGS_FIXED_ONCE_PLAYING:
                field = self.fields[name]
                field.disabled = True
                field.help_text = reason


class SeasonForm(forms.ModelForm[Season]):
    class Meta:
        model = Season
        fields = ["name", "start_date", "end_date", *Season.RULE_FIELDS]
        widgets = {"start_date": DateInput(), "end_date": DateInput()}

    # docs/rules.md#season-rules: a form sent without them keeps the season's own (the defaults
    # for a new one, all off).
    KEPT_WHEN_EMPTY = ("handicap_rule", "handicap_cap", "prize_minimum_evenings")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name in self.KEPT_WHEN_EMPTY:
            self.fields[name].required = False

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        for name in self.KEPT_WHEN_EMPTY:
            if name in cleaned and cleaned[name] in (None, ""):
                cleaned[name] = getattr(self.instance, name)
        # The last day after the first is the model's rule (``Season.clean``), shared with the
        # import.
        return cleaned


class PlayerChoicesForm(forms.Form):
    """A form whose ``chosen_field`` lists the players the page read in its one query of
    candidates, given as ``choices``."""

    chosen_field = ""

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        choices: Sequence[tuple[int, str]],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, **kwargs)
        choice_field(self, self.chosen_field).choices = choices


class AttendanceForm(PlayerChoicesForm):
    """The players ticked present; ``choices`` come from the page's one query of candidates."""

    players = forms.TypedMultipleChoiceField(
        label=_("Players present"), coerce=int, required=False, widget=forms.CheckboxSelectMultiple
    )

    chosen_field = "players"


class GuestForm(forms.Form):
    """The guest's name, in the check-in list's form: needed only by the "Add the guest" button,
    so the browser must not demand it before "Save who is here" (no ``required`` attribute)."""

    use_required_attribute = False

    name = forms.CharField(
        label=_("Guest's name"),
        max_length=120,
        error_messages={"required": _("Give the guest's name.")},
    )
    # Shown once the name looks like a roster player's ("Did you mean Zoë Ærø?").
    different_person = different_person_field()

    def ask_different_person(self) -> None:
        self.fields["different_person"].widget = forms.CheckboxInput()


class ReturningForm(forms.Form):
    """The check-in list's "Bring them back" button: the retired player it names."""

    returning = forms.IntegerField(min_value=1, max_value=2**31 - 1)


class MarkForm(PlayerChoicesForm):
    """One tick of the check-in list, sent as it is clicked: this player, present or not.

    The page's tick (htmx, ``club/evenings/attendance_tick.html``) sends the form it is in: the
    ``player`` clicked and the page's ticks (``players``, with ``players_sent``, as the Save
    button sends them); the player is present if their box is among them. Sent alone,
    ``present`` says it."""

    player = forms.TypedChoiceField(coerce=int)
    present = forms.BooleanField(required=False)

    chosen_field = "player"

    def asked_present(self) -> bool:
        """Whether the tick asks for the player to be present (read from what was sent, so
        also for a tick refused as out of date)."""
        if "players_sent" not in self.data:
            return bool(self["present"].value())
        sent = self.data
        ticks = sent.getlist("players") if isinstance(sent, QueryDict) else sent.get("players", [])
        return str(sent.get("player", "")) in ticks

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        cleaned["present"] = self.asked_present()
        return cleaned


class DrawForm(forms.Form):
    """Drawing again replaces every table: the director confirms it first."""

    confirm = forms.BooleanField(
        label=_("Yes, replace the current tables and numbers"), required=False
    )

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, replaces: bool, **kwargs: Any
    ) -> None:
        super().__init__(data, **kwargs)
        self.replaces = replaces
        if not replaces:
            del self.fields["confirm"]

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        if self.replaces and not cleaned.get("confirm"):
            raise forms.ValidationError(
                _("Tick the box to confirm: the current tables and numbers will be replaced."),
                code="confirm",
            )
        return cleaned


def _player_choices(players: Sequence[tuple[int, str]]) -> list[tuple[int | str, str]]:
    return [("", "—"), *players]


class MoveForm(forms.Form):
    player = forms.TypedChoiceField(label=_("Player"), coerce=int)
    table = forms.TypedChoiceField(label=_("To table"), coerce=int)

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Sequence[tuple[int, str]],
        tables: Sequence[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix="move", **kwargs)
        choice_field(self, "player").choices = _player_choices(players)
        choice_field(self, "table").choices = [("", "—")] + [
            (number, _("Table %(number)s") % {"number": number}) for number in tables
        ]


class SwapForm(forms.Form):
    first = forms.TypedChoiceField(label=_("Swap"), coerce=int)
    second = forms.TypedChoiceField(label=_("with"), coerce=int)

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        players: Sequence[tuple[int, str]],
        **kwargs: Any,
    ) -> None:
        super().__init__(data, prefix="swap", **kwargs)
        choice_field(self, "first").choices = _player_choices(players)
        choice_field(self, "second").choices = _player_choices(players)

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data
        if cleaned.get("first") is not None and cleaned.get("first") == cleaned.get("second"):
            raise forms.ValidationError(_("Choose two different players to swap."), code="same")
        return cleaned


class TableLengthForm(forms.Form):
    """How many chukkers one table plays tonight: stop it early, or let it play on."""

    length = forms.IntegerField(
        label=_("Chukkers this table plays tonight"),
        min_value=1,
        max_value=MAX_CHUKKERS,
        help_text=_(
            "Fewer to stop the table early (never before a chukker it has started), more to let "
            "it play on."
        ),
    )

    def __init__(
        self, data: Mapping[str, Any] | None = None, *, table: Table, started: int, **kwargs: Any
    ) -> None:
        super().__init__(data, prefix="table", **kwargs)
        field = self.fields["length"]
        field.widget.attrs["min"] = max(1, started)
        self.initial.setdefault("length", table.length)
