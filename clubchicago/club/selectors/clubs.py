"""The clubs of the installation and the parts people hold in them: what the club picker, the
sign-in of no club and the federation administrator's page read.

``Club`` and ``Membership`` are not scoped (``tenancy``): these reads work on pages of no club.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db.models import Count, Q

from clubchicago.club import tenancy
from clubchicago.club.models import Club, Membership


def role_in(user_id: int, club_id: int) -> str | None:
    """The part the user ``user_id`` holds in the club ``club_id`` (``Membership.Role``), if
    any (``views.common.club_role`` reads it once a request)."""
    role: str | None = (
        Membership.objects.filter(user_id=user_id, club_id=club_id)
        .values_list("role", flat=True)
        .first()
    )
    return role


def several_clubs() -> bool:
    """The installation holds more than one club: the club picker shows, and each club's pages
    live under its address (``tenancy.place_of``)."""
    return Club.objects.order_by("pk")[1:2].exists()


@dataclass(frozen=True)
class ClubLink:
    """A club as a list shows it: its name, address and the link to its pages."""

    club: Club
    url: str
    role: str = ""  # the part the reader holds in it ("director", "scorer"), if any
    directors: int = 0

    @property
    def role_label(self) -> str:
        """The part held, in the reader's language ("directeur", "scorer")."""
        return str(Membership.Role(self.role).label) if self.role else ""


def club_links() -> list[ClubLink]:
    """Every club, by name, each linked to its home page (two queries)."""
    several = several_clubs()
    return [
        ClubLink(club, tenancy.club_url(club, "home", several=several))
        for club in Club.objects.order_by("name", "pk")
    ]


def clubs_with_directors() -> list[ClubLink]:
    """Every club, by name, with how many active directors it has (two queries)."""
    several = several_clubs()
    clubs = Club.objects.annotate(
        directors=Count(
            "memberships",
            filter=Q(memberships__role=Membership.Role.DIRECTOR, memberships__user__is_active=True),
        )
    ).order_by("name", "pk")
    return [
        ClubLink(club, tenancy.club_url(club, "home", several=several), directors=club.directors)
        for club in clubs
    ]


def first_page(club: Club, role: str, *, several: bool | None = None) -> str:
    """Where a person holding ``role`` in ``club`` starts: its director the evenings, a scorer
    the evenings to play."""
    name = "club:dashboard" if role == Membership.Role.DIRECTOR else "club:play_evenings"
    return tenancy.club_url(club, name, several=several)


def clubs_of(user: AbstractBaseUser | AnonymousUser) -> list[ClubLink]:
    """The clubs ``user`` holds a part in, by name, each linked to the page they start on."""
    if not user.is_authenticated or not user.is_active:
        return []
    several = several_clubs()
    memberships = (
        Membership.objects.filter(user_id=user.pk).select_related("club").order_by("club__name")
    )
    return [
        ClubLink(m.club, first_page(m.club, m.role, several=several), role=m.role)
        for m in memberships
    ]


def club_members(club: Club) -> list[Membership]:
    """The people who run ``club``, its directors first, each by username (one query)."""
    return list(
        Membership.objects.filter(club=club)
        .select_related("user")
        .order_by("role", "user__username", "pk")
    )
