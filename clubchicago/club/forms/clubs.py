"""The federation administrator's form: a new club and its first director."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models import Club, Membership


class NewAccountFields(forms.Form):
    """A new account's password, typed twice: left empty, the account exists already."""

    password1 = forms.CharField(
        label=_("Password of a new account"),
        required=False,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=_("Leave both empty when the account exists already."),
    )
    password2 = forms.CharField(
        label=_("The same password again"),
        required=False,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("password1", "") != data.get("password2", ""):
            self.add_error("password2", _("The two passwords differ."))
        return data

    @property
    def password(self) -> str | None:
        """The new account's password, or ``None``: the director's account exists."""
        return self.cleaned_data.get("password1") or None


class NewClubForm(NewAccountFields):
    """Checks what a person types; ``services.clubs.create_club`` checks the rest and makes it."""

    field_order = ["name", "slug", "director", "password1", "password2"]

    name = forms.CharField(label=_("Club name"), max_length=Club._meta.get_field("name").max_length)
    slug = forms.CharField(
        label=_("Address"),
        required=False,
        max_length=40,
        help_text=_(
            "The club's pages live at /address/. Letters, digits and hyphens; leave empty to "
            "make it from the name."
        ),
    )
    director = forms.CharField(
        label=_("First director's username"),
        max_length=150,
        help_text=_("An account that exists, or the username of a new account."),
    )

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("Give the club's name."))
        return name


class MemberForm(NewAccountFields):
    """A person given a part in running the club (``services.members.add_member``)."""

    field_order = ["username", "role", "password1", "password2"]

    username = forms.CharField(
        label=_("Username"),
        max_length=150,
        help_text=_("An account that exists, or the username of a new account."),
    )
    role = forms.ChoiceField(
        label=_("Part"),
        choices=Membership.Role.choices,
        initial=Membership.Role.SCORER,
        help_text=_("A scorer runs the Play page and corrects deals; a director runs everything."),
    )
