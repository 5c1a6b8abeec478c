"""Who runs the club: its directors and scorers (``Membership``), as its Members page changes
them.

Words: a *member* here is a person with a part in running the club (not a player of its
roster): a *director* runs everything, a *scorer* the Play page and the corrections of deals
(``views.common.is_scorer``). A club always keeps one director at least: the last one can be
neither removed nor made a scorer, or nobody could run the club again.
"""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Membership
from clubchicago.club.services.clubs import member_account as account


def add_member(club: Club, username: str, role: str, password: str | None = None) -> Membership:
    """Give ``username`` (a new account when ``password`` is given) the part ``role`` in
    ``club``, or change the part they hold; a ``ClubUserError`` and no change on a mistake."""
    if role not in Membership.Role.values:
        raise ClubUserError(_("Choose the part: director or scorer."))
    try:
        with transaction.atomic():
            user, _new = account(username, password, staff=role == Membership.Role.DIRECTOR)
            member = Membership.objects.select_for_update().filter(club=club, user=user).first()
            if member is None:
                return Membership.objects.create(club=club, user=user, role=role)
            if role != member.role:
                _keep_a_director(club, member)
                member.role = role
                member.save(update_fields=["role"])
            return member
    except IntegrityError as error:  # the same person added twice at once
        raise ClubUserError(
            _("Someone changed the club's members at the same moment; try again.")
        ) from error


def remove_member(club: Club, member_id: int, by: User) -> Membership:
    """Take away the part of the member ``member_id`` in ``club`` (their account stays)."""
    with transaction.atomic():
        member = Membership.objects.select_for_update().filter(club=club, pk=member_id).first()
        if member is None:
            raise ClubUserError(_("This person holds no part in the club any more."))
        _keep_a_director(club, member)
        member.delete()
    return member


def _keep_a_director(club: Club, member: Membership) -> None:
    """Refuse to take the director's part from the club's last director."""
    if member.role != Membership.Role.DIRECTOR:
        return
    directors = Membership.objects.select_for_update().filter(
        club=club, role=Membership.Role.DIRECTOR, user__is_active=True
    )
    if not directors.exclude(pk=member.pk).exists():
        raise ClubUserError(
            _(
                "%(username)s is the club's only director: make someone else director "
                "first, or nobody could run the club."
            )
            % {"username": member.user.get_username()}
        )
