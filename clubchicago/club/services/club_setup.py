"""The club's first run (its name and its first director, once, on a new installation) and
its settings.

Words: a club is *set up* once it has a director (a staff user); until then the laptop form
asks for the club's name and the director's account, in the terminal or on the first-run page
(``views.first_run``), and nothing else can make a director but Django's own commands. Its
*settings* are what the Club settings page edits (``SETTINGS``): its name, paper, times, the
defaults each new evening copies (docs/rules.md#club-customs), the licence pattern, the tonight
page, whether the federation's pages show its results and the websites that may read the API.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.contrib.auth.models import User
from django.db import transaction
from django.utils.translation import gettext as _

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Membership


def is_set_up() -> bool:
    """The club has a director (a member with the director's role whose account is active).
    An installation of several clubs, asked outside any club's scope, is set up: a second
    club is made only after the first run (``createclub``, a club's import, the demo)."""
    try:
        club = Club.load()
    except tenancy.ScopeError:
        return True
    return Membership.objects.filter(
        club=club, role=Membership.Role.DIRECTOR, user__is_active=True
    ).exists()


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
        user = User.objects.create_superuser(username=username, email="", password=password)
        Membership.objects.create(club=club, user=user, role=Membership.Role.DIRECTOR)
        return user


# What the Club settings page edits, in its order (forms.roster.ClubSettingsForm reads it).
SETTINGS: tuple[str, ...] = (
    "name",
    "paper_size",
    "start_time",
    "minutes_per_chukker",
    *Club.SETTING_FIELDS,
    "licence_pattern",
    "tonight_page",
    "federation_results",
    "api_cors_origins",
)


def save_club_settings(values: Mapping[str, object]) -> Club:
    """Save the club's settings, ``values`` by field name (each one of ``SETTINGS``, already
    checked by the page's form), in one transaction, the club's row locked.

    No results version moves: each evening keeps the copy of the settings it took
    (docs/rules.md#club-customs), and every print and page kept in the cache is keyed on the
    club's name and paper size (``caching.print_key``), so a new name is shown at once.
    """
    unknown = sorted(set(values) - set(SETTINGS))
    if unknown:
        raise ValueError(f"not a club setting: {', '.join(unknown)}")
    with transaction.atomic():
        club = Club.objects.select_for_update().get(pk=Club.load().pk)
        for name, value in values.items():
            setattr(club, name, value)
        club.full_clean()
        club.save(update_fields=list(values))
    return club
