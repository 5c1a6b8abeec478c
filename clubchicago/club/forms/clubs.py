"""The federation administrator's form: a new club and its first director."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models import Club


class NewClubForm(forms.Form):
    """Checks what a person types; ``services.clubs.create_club`` checks the rest and makes it."""

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
    password1 = forms.CharField(
        label=_("Password of a new account"),
        required=False,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=_("Leave both empty to make an existing account the club's director."),
    )
    password2 = forms.CharField(
        label=_("The same password again"),
        required=False,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("Give the club's name."))
        return name

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("password1", "") != data.get("password2", ""):
            self.add_error("password2", _("The two passwords differ."))
        return data

    @property
    def password(self) -> str | None:
        """The new account's password, or ``None``: the director's account exists."""
        return self.cleaned_data.get("password1") or None
