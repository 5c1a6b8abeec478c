"""Evenings and the players present at them.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

import datetime as dt
import uuid

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models.club import ScoringSettings
from clubchicago.club.models.fields import (
    StampField,
    club_field,
    new_token,
    scoped_manager,
    validate_text,
)
from clubchicago.club.models.roster import Player
from clubchicago.club.models.seasons import Season


class Evening(ScoringSettings):
    club = club_field()
    date = models.DateField(_("date"))
    title = models.CharField(_("title"), max_length=120, blank=True, validators=[validate_text])
    season = models.ForeignKey(
        Season,
        verbose_name=_("season"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="evenings",
    )
    published = models.BooleanField(
        _("results public"),
        default=False,
        help_text=_("Until published, only the director sees the standings and recaps."),
    )
    tonight_page = models.BooleanField(
        _("public tonight page"),
        default=False,
        help_text=_(
            "Anyone with the tonight link (a QR code on the live display and the table cards) "
            "sees the evening's live standings, marked provisional until every chukker is closed."
        ),
    )
    # The tonight page's link: unguessable, like a table's (``views.tonight``).
    tonight_token = models.CharField(max_length=64, default=new_token, editable=False)
    draw_seed = models.BigIntegerField(_("draw seed"), null=True, blank=True, editable=False)
    start_time = models.TimeField(_("starts at"), null=True, blank=True)
    created_at = StampField(_("created"), auto_now_add=True)
    # What the evening's pages and prints show, as of which change (``services.versions``):
    # every service that changes what a page or a print of the evening shows writes a fresh
    # token here in its own transaction, and the cached prints, tables and the polls' ETags are
    # keyed on it. ``plan_version`` moves only with what the table cards and score sheets show
    # (seating, plan, settings, names), so they stay cached while the deals come in. Random
    # tokens, not counters: a database restored from a backup would count again through
    # numbers whose prints the shared cache still holds.
    results_version = models.UUIDField(default=uuid.uuid4, editable=False)
    plan_version = models.UUIDField(default=uuid.uuid4, editable=False)
    results_changed_at = models.DateTimeField(default=timezone.now, editable=False)

    objects: models.Manager[Evening] = scoped_manager("club")

    class Meta(ScoringSettings.Meta):
        verbose_name = _("evening")
        verbose_name_plural = _("evenings")
        ordering = ["-date", "-pk"]
        indexes = [
            models.Index(fields=["season", "date"]),
            models.Index(fields=["club", "date"]),
            # The federation's version: the latest change of a published evening.
            models.Index(fields=["published", "results_changed_at"]),
        ]

    def __str__(self) -> str:
        return self.title or str(self.date)

    def expected_end(self, minutes_per_chukker: int) -> dt.datetime | None:
        """When the evening should end: its start plus its chukkers at the club's pace."""
        if self.start_time is None:
            return None
        start = dt.datetime.combine(self.date, self.start_time)
        return start + dt.timedelta(minutes=self.length * minutes_per_chukker)


class Attendance(models.Model):
    """A player present at an evening (ticked by the director before the draw)."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="attendances")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="attendances")

    objects: models.Manager[Attendance] = scoped_manager("evening__club")

    class Meta:
        verbose_name = _("player present")
        verbose_name_plural = _("players present")
        constraints = [
            models.UniqueConstraint(fields=["evening", "player"], name="attendance_once")
        ]

    def __str__(self) -> str:
        return f"{self.player} @ {self.evening}"
