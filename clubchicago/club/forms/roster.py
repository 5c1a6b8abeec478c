"""Forms for the roster, the roster import and the club's settings."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy

from clubchicago.club.api.cors import origin
from clubchicago.club.collation import sort_key
from clubchicago.club.errors import ClubUserError, user_message
from clubchicago.club.forms.fields import HandicapField, different_person_field
from clubchicago.club.models import Club, Player
from clubchicago.club.services.club_setup import SETTINGS
from clubchicago.club.services.roster import (
    MAX_IMPORT_BYTES,
    LookAlike,
    RosterPreview,
    check_look_alikes,
    clean_name,
    licence_number_taken,
    member_number_taken,
    name_taken,
    parse_roster_csv,
)
from scoring import ScoringError
from scoring.club_points import PointsScale, parse_scale


class LookAlikeMixin:
    """Asks "Did you mean Zoë Ærø?" before a name that looks like a roster player's is added,
    with a "A different person" box to add it all the same."""

    fields: dict[str, forms.Field]

    def ask_different_person(self) -> None:
        self.fields["different_person"].widget = forms.CheckboxInput()

    def check_look_alikes(self, name: str, exclude_pk: int | None, different: bool) -> None:
        try:
            check_look_alikes(name, exclude_pk=exclude_pk, different=different)
        except LookAlike as found:
            self.ask_different_person()
            raise forms.ValidationError(found.message, code="look_alike") from found


class RosterFilterForm(forms.Form):
    """The roster list's search box and status filter (a GET form: bad values are ignored)."""

    ACTIVE = ""  # the default: the players a director seats
    RETIRED = "retired"
    GUESTS = "guests"
    ALL = "all"

    q = forms.CharField(label=_("Name"), required=False, max_length=120)
    status = forms.ChoiceField(
        label=_("Show"),
        required=False,
        choices=[
            (ACTIVE, _("Active players")),
            (RETIRED, _("Retired players")),
            (GUESTS, _("Guests")),
            (ALL, _("Everyone")),
        ],
    )

    def filters(self) -> dict[str, bool | str]:
        """Keyword arguments for ``Player.objects.filter``."""
        if not self.is_valid():
            return {"active": True}
        status = self.cleaned_data["status"]
        by_status: dict[str, dict[str, bool | str]] = {
            self.ACTIVE: {"active": True},
            self.RETIRED: {"active": False},
            self.GUESTS: {"guest": True},
        }
        lookups = by_status.get(status, {})
        if query := self.cleaned_data["q"].strip():
            # Compared by sort key: "helene" finds Hélène, "lukasz" finds Łukasz.
            lookups["sort_name__contains"] = sort_key(query)
        return lookups


class PlayerForm(LookAlikeMixin, forms.ModelForm[Player]):
    different_person = different_person_field()

    class Meta:
        model = Player
        fields = ["name", "member_number", "licence_number", "email", "guest", "handicap"]
        field_classes = {"handicap": HandicapField}
        help_texts = {
            "name": _("As it should appear on table cards and results."),
            "member_number": _("Optional; must be unique in the club."),
            "licence_number": _(
                "The federation's number for the player, as its results files carry it. "
                "Optional; must be unique in the club."
            ),
            "email": _("Optional."),
            "guest": _(
                "A guest plays and is listed, but is not eligible for a prize in a season whose "
                "prizes are for members only."
            ),
        }

    def clean_name(self) -> str:
        try:
            name = clean_name(self.cleaned_data["name"])
        except ClubUserError as error:
            raise forms.ValidationError(error.message, code="hidden_character") from error
        if not name:
            raise forms.ValidationError(_("Enter the player's name."), code="required")
        if name_taken(name, exclude_pk=self.instance.pk):
            raise forms.ValidationError(
                _("A player called “%(name)s” is already in the roster."),
                code="duplicate",
                params={"name": name},
            )
        return name

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        name = data.get("name")
        if name and (self.instance.pk is None or "name" in self.changed_data):
            try:
                self.check_look_alikes(name, self.instance.pk, bool(data.get("different_person")))
            except forms.ValidationError as error:
                self.add_error("name", error)
        return data

    def player_values(self) -> dict[str, object]:
        """The player's fields this form shows, as checked, by name: what
        ``services.roster.save_player`` stores (the values ``save`` would write: a valid form
        has already put them on its instance)."""
        model_fields = {field.name for field in Player._meta.concrete_fields}
        return {name: getattr(self.instance, name) for name in self.fields if name in model_fields}

    def clean_member_number(self) -> str:
        number: str = self.cleaned_data["member_number"].strip()
        if member_number_taken(number, exclude_pk=self.instance.pk):
            raise forms.ValidationError(
                _("Another player already has member number %(number)s."),
                code="duplicate",
                params={"number": number},
            )
        return number

    def clean_licence_number(self) -> str:
        number: str = self.cleaned_data["licence_number"].strip()
        if not number:
            return number
        Club.load().check_licence_number(number)
        if licence_number_taken(number, exclude_pk=self.instance.pk):
            raise forms.ValidationError(
                _("Another player already has licence number %(number)s."),
                code="duplicate",
                params={"number": number},
            )
        return number


class RosterUploadForm(forms.Form):
    """The CSV file; once valid, ``preview`` holds what reading it found."""

    file = forms.FileField(
        label=_("Roster file (CSV)"),
        allow_empty_file=True,  # parse_roster_csv says "The file is empty." in its own words
        help_text=_(
            "A first row naming the columns: name (required), member_number and email. "
            "Commas or semicolons; UTF-8 text; at most 1 MB."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".csv,text/csv"}),
    )

    preview: RosterPreview | None = None
    content: bytes = b""

    def clean_file(self) -> UploadedFile[bytes]:
        upload: UploadedFile[bytes] = self.cleaned_data["file"]
        # An upload always knows its size (``File.size`` is None only for a bare stream).
        if upload.size is not None and upload.size > MAX_IMPORT_BYTES:
            raise forms.ValidationError(
                _("The file is larger than 1 MB; split it into smaller files."), code="too_big"
            )
        self.content = upload.read()
        self.preview = parse_roster_csv(self.content)
        if self.preview.errors:
            raise forms.ValidationError(self.preview.errors)
        return upload


class RosterConfirmForm(forms.Form):
    """Confirms the file the preview showed: its digest must match the one kept in the session.
    A file with names that look like other players' is added only with "different people"."""

    digest = forms.CharField(widget=forms.HiddenInput, max_length=64)
    different_people = forms.BooleanField(
        label=_("These are different people: add them as new players"),
        required=False,
        widget=forms.HiddenInput,
    )

    def __init__(self, *args: Any, look_alikes: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if look_alikes:
            self.fields["different_people"].widget = forms.CheckboxInput()


class OriginsField(forms.Field):
    """Websites, one a line, each kept as a browser's ``Origin`` header names it
    (``api.cors.origin``); blank lines and repeats are dropped."""

    widget = forms.Textarea(attrs={"rows": 3, "spellcheck": "false", "autocapitalize": "none"})
    most = 20
    longest = 4000  # characters in the whole box

    def prepare_value(self, value: object) -> object:
        return "\n".join(value) if isinstance(value, list) else value

    def to_python(self, value: object) -> list[str]:
        text = "" if value is None else str(value)
        if len(text) > self.longest:
            raise forms.ValidationError(
                ngettext_lazy(
                    "Too long: list at most %(count)s website.",
                    "Too long: list at most %(count)s websites.",
                    "count",
                ),
                code="too_long",
                params={"count": self.most},
            )
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        origins, wrong = [], []
        for line in lines:
            try:
                origins.append(origin(line))
            except ValueError:
                wrong.append(line)
        if wrong:
            raise forms.ValidationError(
                _(
                    "Write each website as its address alone, such as https://www.our-club.org "
                    "(no page, no query): %(wrong)s"
                ),
                code="invalid",
                params={"wrong": ", ".join(wrong)},
            )
        unique = list(dict.fromkeys(origins))
        if len(unique) > self.most:
            raise forms.ValidationError(
                ngettext_lazy(
                    "Too long: list at most %(count)s website.",
                    "Too long: list at most %(count)s websites.",
                    "count",
                ),
                code="too_many",
                params={"count": self.most},
            )
        return unique


class ClubSettingsForm(forms.ModelForm[Club]):
    api_cors_origins = OriginsField(
        label=capfirst(Club._meta.get_field("api_cors_origins").verbose_name),
        help_text=Club._meta.get_field("api_cors_origins").help_text,
        required=False,
    )

    class Meta:
        model = Club
        fields = list(SETTINGS)
        widgets = {
            "schedule": forms.RadioSelect,
            "style": forms.RadioSelect,
            "half": forms.RadioSelect,
            "unit": forms.RadioSelect,
            "paper_size": forms.RadioSelect,
            "start_time": forms.TimeInput(attrs={"type": "time"}, format="%H:%M"),
            "licence_pattern": forms.TextInput(
                attrs={"spellcheck": "false", "autocapitalize": "none"}
            ),
        }

    def clean_name(self) -> str:
        # The club's name heads every page, PDF and export: stored as a player's name is.
        try:
            return clean_name(self.cleaned_data["name"])
        except ClubUserError as error:
            raise forms.ValidationError(error.message, code="hidden_character") from error


class PointsScaleForm(forms.Form):
    """The club points scale as the director types it: one line a field size
    (docs/rules.md#club-points); ``points_scale()`` returns the domain's ``PointsScale``."""

    scale = forms.CharField(
        label=_("Club points scale"),
        required=False,
        max_length=4000,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false", "class": "mono"}),
        help_text=_(
            "One line for each size of field: the number of players ranked, a colon, then the "
            "points for 1st, 2nd, 3rd... separated by spaces. “8: 6 4 3 2 1” gives 6 points to "
            "the winner of an evening of 8 players or more, up to the next line. Whole numbers, "
            "none negative, none more than the place above. Leave empty to award no points."
        ),
    )

    def clean_scale(self) -> PointsScale:
        try:
            return parse_scale(self.cleaned_data["scale"])
        except ScoringError as error:
            raise forms.ValidationError(user_message(error), code="scale") from error

    def points_scale(self) -> PointsScale:
        scale: PointsScale = self.cleaned_data["scale"]
        return scale
