"""The first-run form: the club's name and the director's account, checked as Django checks
any new account (a username not taken, the password validators of settings)."""

from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models import Club


class FirstRunForm(UserCreationForm[User]):
    """Validates only: ``services.club_setup.set_up_club`` makes the account."""

    club_name = forms.CharField(
        label=_("Club name"),
        max_length=Club._meta.get_field("name").max_length,
        help_text=_("Shown on every page and print; the club settings page can change it."),
    )
    field_order = ["club_name", "username", "password1", "password2"]

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["username"].label = _("Director's username")
        self.fields["username"].help_text = _("The name the director signs in with.")

    def clean_club_name(self) -> str:
        name: str = self.cleaned_data["club_name"].strip()
        if not name:
            raise forms.ValidationError(_("Give the club's name."))
        return name
