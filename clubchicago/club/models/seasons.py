"""Seasons and their rules (docs/rules.md#season-rules).

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

import uuid
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.errors import user_message
from clubchicago.club.models.fields import club_field, scoped_manager, validate_text
from scoring import ScoringError, season_rules
from scoring.handicap import HANDICAP_MAX, HandicapRule
from scoring.season_rules import MAX_EVENINGS, SeasonRules

# Which field of a season a refused rule is shown beside (``Season.clean``).
RULE_ERROR_FIELDS = {
    season_rules.MINIMUM: "prize_minimum_evenings",
    season_rules.MINIMUM_RANGE: "prize_minimum_evenings",
    season_rules.BOTH: "of_evenings",
}


class Season(models.Model):
    club = club_field()
    name = models.CharField(_("name"), max_length=120, validators=[validate_text])
    start_date = models.DateField(_("first day"))
    end_date = models.DateField(_("last day"))
    # What the season's pages and prints show, as of which change: a fresh token whenever one of
    # its evenings' results versions advances, an evening joins or leaves it, or it is edited
    # (``services.versions``). Its cached prints and tables are kept under it.
    results_version = models.UUIDField(default=uuid.uuid4, editable=False)
    # docs/rules.md#handicaps: how the season's handicaps are set.
    handicap_rule = models.CharField(
        _("handicaps"),
        max_length=16,
        choices=display.handicap_rule_choices(),
        default=HandicapRule.MANUAL.value,
    )
    handicap_cap = models.DecimalField(
        _("largest computed handicap"),
        max_digits=3,
        decimal_places=1,
        default=Decimal("3.0"),
        validators=[MinValueValidator(Decimal(0)), MaxValueValidator(HANDICAP_MAX)],
        help_text=_(
            "Hundreds per position either way, from 0 to 10.0, for the computed handicaps."
        ),
    )
    # docs/rules.md#season-rules, all off by default.
    best_evenings = models.PositiveSmallIntegerField(
        _("best evenings that count"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_EVENINGS)],
        help_text=_("Empty: every evening counts."),
    )
    of_evenings = models.PositiveSmallIntegerField(
        _("of the evenings planned"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_EVENINGS)],
    )
    prize_minimum_evenings = models.PositiveSmallIntegerField(
        _("evenings played to be eligible for a prize"),
        default=0,
        validators=[MaxValueValidator(MAX_EVENINGS)],
        help_text=_("0: no minimum."),
    )
    prize_members_only = models.BooleanField(
        _("prizes for members only"),
        default=False,
        help_text=_("Guests play and are listed, but are not eligible for a prize."),
    )

    RULE_FIELDS = (
        "handicap_rule",
        "handicap_cap",
        "best_evenings",
        "of_evenings",
        "prize_minimum_evenings",
        "prize_members_only",
    )

    objects: models.Manager[Season] = scoped_manager("club")

    class Meta:
        verbose_name = _("season")
        verbose_name_plural = _("seasons")
        ordering = ["-start_date"]
        constraints = [
            models.CheckConstraint(
                condition=Q(end_date__gte=models.F("start_date")), name="season_dates_in_order"
            ),
            models.CheckConstraint(
                condition=Q(best_evenings__isnull=True, of_evenings__isnull=True)
                | Q(best_evenings__lte=models.F("of_evenings")),
                name="season_best_of_evenings",
            ),
            models.CheckConstraint(
                condition=Q(handicap_rule__in=[rule.value for rule in HandicapRule]),
                name="season_handicap_rule",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        super().clean()
        if self.start_date and self.end_date and self.end_date < self.start_date:
            raise ValidationError(
                {
                    "end_date": ValidationError(
                        _("The last day cannot come before the first day."), code="dates"
                    )
                }
            )
        try:
            self.rules()
        except ScoringError as error:
            # Shown beside the field the rule that failed names.
            field = RULE_ERROR_FIELDS.get(error.template, "best_evenings")
            raise ValidationError(
                {field: ValidationError(user_message(error), code="season_rules")}
            ) from error

    def rules(self) -> SeasonRules:
        """The season's rules (docs/rules.md#season-rules); a ScoringError if impossible."""
        return SeasonRules(
            best=self.best_evenings,
            of=self.of_evenings,
            minimum_evenings=self.prize_minimum_evenings or 0,
            members_only=self.prize_members_only,
        )
