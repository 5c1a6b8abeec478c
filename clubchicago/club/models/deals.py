"""Deals as the tables entered them, the phones' entry keys, and the history of every change.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.errors import user_message
from clubchicago.club.models.evenings import Evening
from clubchicago.club.models.fields import StampField, scoped_manager, validate_text
from clubchicago.club.models.tables import Chukker, Table
from scoring import Deal, ScoringError


class DealRecord(models.Model):
    """One deal as the table entered it; a passed-out deal is kept but never scored.

    The record of a ``scoring.Deal`` (``contract()``), with who entered and confirmed it, its
    version and whether it was deleted.
    """

    chukker = models.ForeignKey(Chukker, on_delete=models.CASCADE, related_name="deals")
    number = models.PositiveSmallIntegerField(_("deal"))  # 1..4; a pass-out keeps the number
    passed_out = models.BooleanField(_("passed out"), default=False)
    declarer = models.CharField(
        _("declarer"), max_length=1, choices=display.seat_choices(), blank=True
    )
    level = models.PositiveSmallIntegerField(
        _("level"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(7)],
    )
    strain = models.CharField(
        _("strain"), max_length=2, choices=display.strain_choices(), blank=True
    )
    doubled = models.PositiveSmallIntegerField(
        _("doubling"), choices=display.doubling_choices(), default=0
    )
    tricks = models.PositiveSmallIntegerField(
        _("tricks taken"), null=True, blank=True, validators=[MaxValueValidator(13)]
    )
    honours = models.PositiveSmallIntegerField(
        _("honours"), default=0, choices=[(0, "0"), (100, "100"), (150, "150")]
    )
    honours_side = models.CharField(
        _("honours held by"), max_length=2, choices=display.side_choices(), blank=True
    )
    entered_by = models.CharField(
        _("entered by"), max_length=120, blank=True, validators=[validate_text]
    )
    confirmed_at = models.DateTimeField(_("confirmed"), null=True, blank=True)
    confirmed_by = models.CharField(
        _("confirmed by"), max_length=120, blank=True, validators=[validate_text]
    )
    created_at = StampField(_("entered"), auto_now_add=True)
    updated_at = StampField(_("changed"), auto_now=True)
    deleted_at = models.DateTimeField(_("deleted"), null=True, blank=True)
    # Bumped by every change, so a form loaded before a correction is refused as stale.
    version = models.PositiveIntegerField(default=1, validators=[MinValueValidator(1)])

    objects: models.Manager[DealRecord] = scoped_manager("chukker__table__evening__club")

    class Meta:
        verbose_name = _("deal")
        verbose_name_plural = _("deals")
        ordering = ["chukker", "number", "created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["chukker", "number"],
                condition=Q(passed_out=False, deleted_at__isnull=True),
                name="deal_number_once_per_chukker",
            ),
            models.CheckConstraint(
                condition=Q(number__gte=1, number__lte=4), name="deal_number_1_to_4"
            ),
            models.CheckConstraint(
                condition=Q(passed_out=True)
                | Q(level__gte=1, level__lte=7, tricks__gte=0, tricks__lte=13),
                name="deal_contract_in_range",
            ),
            models.CheckConstraint(condition=Q(doubled__lte=2), name="deal_doubling_0_to_2"),
            models.CheckConstraint(condition=Q(version__gte=1), name="deal_version_positive"),
            # A passed-out deal has no contract at all.
            models.CheckConstraint(
                condition=Q(passed_out=False)
                | Q(level__isnull=True, tricks__isnull=True, declarer="", strain="", doubled=0),
                name="deal_passed_out_has_no_contract",
            ),
        ]

    def __str__(self) -> str:
        return str(_("Deal %(number)s") % {"number": self.number})

    def clean(self) -> None:
        """A passed-out deal has no contract; any other deal holds one the engine can score."""
        if self.passed_out:
            if (
                self.level is not None
                or self.tricks is not None
                or self.strain
                or self.declarer
                or self.doubled
            ):
                raise ValidationError(
                    _("A passed-out deal has no contract, declarer or result."), code="passed_out"
                )
            return
        try:
            self.contract()
        except ScoringError as error:
            raise ValidationError(user_message(error), code="contract") from error

    def contract(self) -> Deal:
        """The deal as the scoring engine reads it (not for a passed-out deal).

        ``Deal.parse``: a stored or imported row may hold anything, and a bad value must raise
        the engine's own ``ScoringError``.
        """
        return Deal.parse(
            declarer=self.declarer,
            level=self.level,
            strain=self.strain,
            doubled=self.doubled,
            tricks=self.tricks,
            honours=self.honours,
            honours_side=self.honours_side or None,
        )


class EntryKey(models.Model):
    """The key a phone's entry form carried when it stored a deal (``play.record_deal``).

    A phone that sends the same entry again (a double tap, or a retry from its outbox once the
    server answers) gets this deal back, not a second one. A key belongs to its table: the
    same key sent to another table's link is another entry there, never "already entered".
    """

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="entry_keys")
    key = models.CharField(max_length=64)
    deal = models.OneToOneField(DealRecord, on_delete=models.CASCADE, related_name="entry")

    objects: models.Manager[EntryKey] = scoped_manager("table__evening__club")

    class Meta:
        verbose_name = _("entry key")
        verbose_name_plural = _("entry keys")
        constraints = [
            models.UniqueConstraint(fields=["table", "key"], name="entry_key_once_per_table")
        ]

    def __str__(self) -> str:
        return f"{self.key} @ table {self.table_id}"


class Action(models.TextChoices):
    CREATED = "created", _("entered")
    PASSED_OUT = "passed_out", _("passed out")
    EDITED = "edited", _("corrected")
    DELETED = "deleted", _("deleted")
    RESTORED = "restored", _("restored")
    CONFIRMED = "confirmed", _("confirmed")
    CLOSED = "closed", _("chukker closed")
    REOPENED = "reopened", _("chukker reopened")


class DealChange(models.Model):
    """The history: every entry, correction, deletion and closing, with who and when."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="changes")
    chukker = models.ForeignKey(Chukker, on_delete=models.CASCADE, related_name="changes")
    deal = models.ForeignKey(
        DealRecord, null=True, blank=True, on_delete=models.SET_NULL, related_name="changes"
    )
    action = models.CharField(_("action"), max_length=12, choices=Action.choices)
    actor = models.CharField(_("by"), max_length=120, validators=[validate_text])
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    at = StampField(_("when"), auto_now_add=True)
    before = models.JSONField(_("before"), null=True, blank=True)
    after = models.JSONField(_("after"), null=True, blank=True)

    objects: models.Manager[DealChange] = scoped_manager("evening__club")

    class Meta:
        verbose_name = _("change")
        verbose_name_plural = _("history")
        ordering = ["-at", "-pk"]
        indexes = [models.Index(fields=["evening", "-at"])]

    def __str__(self) -> str:
        return f"{self.get_action_display()} · {self.actor}"
