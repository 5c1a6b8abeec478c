"""A new club of the installation and its first director: what the federation's administrator
makes (``views.federation_admin``, ``manage.py createclub``).

Words: the *address* of a club is its ``slug`` (``/<slug>/…``, ``tenancy``), given or made
from its name (``models.free_slug``). Its *first director* is a new account (a username and a
password) or an account that exists already (a username alone), made a member of the club with
the director's role and staff (the club's admin, ``admin_site``), never a superuser. All of it
in one transaction: a club is never made without its director, nor an account without its club.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.validators import validate_slug
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Membership, free_slug
from clubchicago.club.models.fields import validate_club_slug


@dataclass(frozen=True)
class NewClub:
    """What ``create_club`` made: the club, its director, and whether the account is new."""

    club: Club
    director: User
    new_account: bool


def _first_message(error: ValidationError) -> str:
    return " ".join(str(message) for message in error.messages)


def check_slug(slug: str) -> str:
    """``slug`` as a club's address (lower-case), or a ``ClubUserError`` saying what is wrong:
    not letters, digits and hyphens; one of the site's own addresses; another club's."""
    slug = slug.strip().lower()
    try:
        validate_slug(slug)
        validate_club_slug(slug)
    except ValidationError as error:
        raise ClubUserError(_first_message(error)) from error
    if len(slug) > Club._meta.get_field("slug").max_length:  # type: ignore[operator]
        raise ClubUserError(_("A club's address holds at most 40 characters."))
    if Club.objects.filter(slug=slug).exists():
        raise ClubUserError(
            _("Another club has the address “%(slug)s”; choose another.") % {"slug": slug}
        )
    return slug


def member_account(username: str, password: str | None, *, staff: bool = True) -> tuple[User, bool]:
    """The account of a club's director (``staff``: the club's admin is theirs) or scorer:
    made (``password`` given) or found (``None``)."""
    username = username.strip()
    if not username:
        raise ClubUserError(_("Give the account's username."))
    existing = User.objects.filter(username=username).first()
    if password is None:
        if existing is None:
            raise ClubUserError(
                _(
                    "No account is named “%(username)s”. To make a new account, give it a "
                    "password too."
                )
                % {"username": username}
            )
        if not existing.is_active:
            raise ClubUserError(
                _("The account “%(username)s” is disabled.") % {"username": username}
            )
        if staff and not existing.is_staff:
            existing.is_staff = True  # the club's admin is its director's
            existing.save(update_fields=["is_staff"])
        return existing, False
    if existing is not None:
        raise ClubUserError(
            _(
                "An account named “%(username)s” exists already. To give it a part in the "
                "club, give no password."
            )
            % {"username": username}
        )
    candidate = User(username=username, is_staff=staff)
    try:
        User._meta.get_field("username").run_validators(username)
        validate_password(password, candidate)
    except ValidationError as error:
        raise ClubUserError(_first_message(error)) from error
    candidate.set_password(password)
    candidate.save()
    return candidate, True


def create_club(
    name: str, slug: str = "", *, director: str, password: str | None = None
) -> NewClub:
    """Make the club ``name`` at the address ``slug`` (empty: made from its name) and its first
    director: the new account ``director`` with ``password``, or (``password`` None) the
    existing account of that name. A ``ClubUserError`` for any mistake, and nothing made."""
    name = name.strip()
    try:
        with transaction.atomic():
            club = Club(name=name)
            club.slug = (
                check_slug(slug)
                if slug.strip()
                else free_slug(name, Club.objects.values_list("slug"))
            )
            try:
                club.full_clean()
            except ValidationError as error:
                raise ClubUserError(_first_message(error)) from error
            club.save()
            user, new_account = member_account(director, password)
            Membership.objects.create(club=club, user=user, role=Membership.Role.DIRECTOR)
    except IntegrityError as error:  # another creation took the address or name meanwhile
        raise ClubUserError(
            _(
                "Another club took this address, or another account this username, at the "
                "same moment; try again."
            )
        ) from error
    return NewClub(club=club, director=user, new_account=new_account)
