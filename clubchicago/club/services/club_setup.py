"""The club's first run: its name and its first director, once, on a new installation.

Words: a club is *set up* once it has a director (a staff user); until then the laptop form
asks for the club's name and the director's account, in the terminal or on the first-run page
(``views.first_run``), and nothing else can make a director but Django's own commands.
"""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db import transaction
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club


def is_set_up() -> bool:
    return User.objects.filter(is_staff=True, is_active=True).exists()


def set_up_club(name: str, username: str, password: str) -> User:
    """Name the club and make its director (a superuser: the admin is theirs too). Refused once
    a director exists: the first run cannot be used to add a second one."""
    with transaction.atomic():
        # Two first-run forms sent at once: the second waits for the first, then is refused.
        club = Club.objects.select_for_update().filter(pk=Club.load().pk).get()
        if is_set_up():
            raise ClubUserError(_("The club is set up already: sign in as its director."))
        club.name = name
        club.full_clean()
        club.save(update_fields=["name"])
        return User.objects.create_superuser(username=username, email="", password=password)
