"""Who holds which part in a club (``Membership``)."""

from __future__ import annotations

from clubchicago.club.models import Membership


def role_in(user_id: int, club_id: int) -> str | None:
    """The part the user holds in the club (``Membership.Role``), if any."""
    role: str | None = (
        Membership.objects.filter(user_id=user_id, club_id=club_id)
        .values_list("role", flat=True)
        .first()
    )
    return role
