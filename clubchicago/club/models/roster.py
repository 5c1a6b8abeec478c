"""The roster: the club's players.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, ClassVar

from django.db import models
from django.db.models import Q
from django.db.models.functions import Lower
from django.utils.translation import gettext_lazy as _

from clubchicago.club.collation import sort_key
from clubchicago.club.models.fields import (
    StampField,
    club_field,
    scoped_manager,
    validate_handicap,
    validate_text,
)
from scoring.handicap import HANDICAP_MAX, HANDICAP_MIN

# How much of a name's sort key is stored: enough to order any name (a key may be longer than
# the name: "Æ" is "ae").
SORT_NAME_MAX = 255


class Player(models.Model):
    club = club_field()
    name = models.CharField(_("name"), max_length=120, validators=[validate_text])
    # The name as lists sort and search it (``collation.sort_key``), kept by ``save``; whoever
    # creates players in bulk fills it with ``fill_sort_name`` (bulk_create skips ``save``).
    sort_name = models.CharField(
        max_length=SORT_NAME_MAX, editable=False, default="", db_index=True
    )
    member_number = models.CharField(
        _("member number"), max_length=32, blank=True, validators=[validate_text]
    )
    email = models.EmailField(_("e-mail"), blank=True)
    active = models.BooleanField(
        _("active"), default=True, help_text=_("Retired players keep their results.")
    )
    guest = models.BooleanField(_("guest"), default=False)
    # docs/rules.md#handicaps: points per position, in the unit of the result it is added to.
    handicap = models.DecimalField(
        _("handicap"),
        max_digits=3,
        decimal_places=1,
        default=Decimal("0.0"),
        validators=[validate_handicap],
        help_text=_(
            "Hundreds or fiches (the evening's unit) per position played, added to the player's "
            "result in the handicap ranking, from -10.0 to 10.0 (positive for a weaker player)."
        ),
    )

    # The federation's number for the player (USEBIO's NATIONAL_ID_NUMBER), checked against the
    # club's pattern by the player form.
    licence_number = models.CharField(
        _("licence number"), max_length=20, blank=True, validators=[validate_text]
    )
    created_at = StampField(_("created"), auto_now_add=True)

    # The order of every list of players: by sort key, then names sharing a key, then for good.
    BY_NAME: ClassVar[tuple[str, ...]] = ("sort_name", "name", "pk")

    objects: models.Manager[Player] = scoped_manager("club")

    class Meta:
        verbose_name = _("player")
        verbose_name_plural = _("players")
        ordering = ["sort_name", "name", "pk"]  # BY_NAME
        constraints = [
            models.UniqueConstraint(
                "club",
                Lower("name"),
                name="player_name_unique_ci",
                violation_error_message=_("A player with this name is already on the roster."),
            ),
            models.UniqueConstraint(
                fields=["club", "member_number"],
                condition=~Q(member_number=""),
                name="player_member_number_unique",
                violation_error_message=_("Another player already has this member number."),
            ),
            models.CheckConstraint(
                condition=Q(handicap__gte=HANDICAP_MIN, handicap__lte=HANDICAP_MAX),
                name="player_handicap_range",
            ),
            models.UniqueConstraint(
                fields=["club", "licence_number"],
                condition=~Q(licence_number=""),
                name="player_licence_number_unique",
                violation_error_message=_("Another player already has this licence number."),
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def save(self, *args: Any, **kwargs: Any) -> None:
        self.fill_sort_name()
        fields = kwargs.get("update_fields")
        if fields is not None and "name" in fields:
            kwargs["update_fields"] = {*fields, "sort_name"}
        super().save(*args, **kwargs)

    def fill_sort_name(self) -> Player:
        """Set ``sort_name`` from the name (``save`` does; ``bulk_create`` callers must)."""
        self.sort_name = sort_key(self.name)[:SORT_NAME_MAX]
        return self
