"""The scoring settings every evening plays under, and the club that holds their defaults.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

import copy
import datetime as dt
import re
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.db.models.functions import Mod
from django.db.models.lookups import Exact
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display, tenancy
from clubchicago.club.models.fields import (
    PaperSize,
    default_points_scale,
    validate_club_slug,
    validate_fiche_value,
    validate_licence_pattern,
    validate_points_scale,
    validate_text,
)
from rotations import MAX_CHUKKERS
from scoring import (
    ChukkerSheet,
    Credit,
    Deal,
    Half,
    Schedule,
    Seat,
    Side,
    Style,
    Unit,
    minimum_positions,
    score_chukker,
    side_credits,
)
from scoring.club_points import PointsScale


class ScoringSettings(models.Model):
    """The scoring settings an evening plays under (the club's defaults have the same fields)."""

    schedule = models.CharField(
        _("vulnerability schedule"),
        max_length=12,
        choices=display.schedule_choices(),
        default=Schedule.DEALER.value,
        help_text=_(
            "The French schedule, read as written, makes the first dealer's side vulnerable on "
            "both deals 2 and 3, and the other side only on deal 4."
        ),
    )
    honours = models.BooleanField(_("count honours"), default=False)
    half = models.CharField(
        _("exact 50"), max_length=4, choices=display.half_choices(), default=Half.UP.value
    )
    unit = models.CharField(
        _("results shown in"),
        max_length=8,
        choices=display.unit_choices(),
        default=Unit.HUNDREDS.value,
    )
    fiche_value = models.PositiveIntegerField(
        _("points per fiche"),
        default=100,
        validators=[validate_fiche_value],
        help_text=_("One fiche is worth this many points after rounding (a multiple of 100)."),
    )
    confirm_entries = models.BooleanField(
        _("a player of the other side confirms each deal"), default=True
    )
    style = models.CharField(
        _("scoring style"),
        max_length=10,
        choices=display.style_choices(),
        default=Style.CHICAGO.value,
        help_text=_(
            "Chicago carries partscores toward game and pays 100 for a partscore on deal 4; "
            "duplicate style scores each deal on its own (50 for a partscore)."
        ),
    )
    length = models.PositiveSmallIntegerField(
        _("chukkers in the evening"),
        default=6,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_CHUKKERS)],
        help_text=_(
            "Every table plays this many chukkers, whatever its size, so that all tables finish "
            "together."
        ),
    )
    ranking_minimum = models.PositiveSmallIntegerField(
        _("share of the chukkers needed to be ranked (%)"),
        default=50,
        validators=[MaxValueValidator(100)],
        help_text=_(
            "A player who played fewer of the evening's chukkers than this is listed but not "
            "ranked."
        ),
    )

    SETTING_FIELDS = (
        "schedule",
        "style",
        "honours",
        "half",
        "unit",
        "fiche_value",
        "confirm_entries",
        "length",
        "ranking_minimum",
    )

    class Meta:
        abstract = True
        # The invariants every page relies on, kept by the database whatever writes the row.
        constraints = [
            models.CheckConstraint(
                condition=Q(Exact(Mod("fiche_value", 100), 0), fiche_value__gte=100),
                name="%(class)s_fiche_value_hundreds",
            ),
            models.CheckConstraint(
                condition=Q(length__gte=1, length__lte=MAX_CHUKKERS),
                name="%(class)s_length_1_to_24",
            ),
            models.CheckConstraint(
                condition=Q(ranking_minimum__lte=100), name="%(class)s_ranking_minimum_percent"
            ),
            models.CheckConstraint(
                condition=Q(schedule__in=[s.value for s in Schedule]), name="%(class)s_schedule"
            ),
            models.CheckConstraint(
                condition=Q(style__in=[s.value for s in Style]), name="%(class)s_style"
            ),
            models.CheckConstraint(
                condition=Q(half__in=[h.value for h in Half]), name="%(class)s_half"
            ),
            models.CheckConstraint(
                condition=Q(unit__in=[u.value for u in Unit]), name="%(class)s_unit"
            ),
        ]

    def scoring_settings(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.SETTING_FIELDS}

    def score(self, deals: Iterable[Deal], first_dealer: Seat | str) -> ChukkerSheet:
        """A chukker's sheet under these settings: the one way the site scores a chukker."""
        return score_chukker(
            deals,
            first_dealer=first_dealer,
            schedule=self.schedule,
            honours=self.honours,
            style=self.style,
        )

    @property
    def minimum_positions(self) -> int:
        """The positions a player must play to be ranked once the evening has ended: a share of
        the evening's chukkers (docs/rules.md#ranking-minimum)."""
        return minimum_positions(self.length, self.ranking_minimum)

    def credits(self, ns_total: int, ew_total: int) -> dict[Side, Credit]:
        """What each player of each side is credited with, by these settings' rounding."""
        return side_credits(ns_total, ew_total, self.half, self.fiche_value)

    def shown(self, credit: Credit) -> int:
        """The part of ``credit`` these settings record: fiches or hundreds."""
        return credit.in_unit(self.unit)


class Club(ScoringSettings):
    """A club of the installation, holding the defaults copied into every new evening.

    Every other record belongs to one club (``tenancy``); a club's pages live under its
    ``slug`` (``/<slug>/…``) once the installation holds more than one.
    """

    name = models.CharField(
        _("club name"), max_length=120, default="ClubChicago", validators=[validate_text]
    )
    slug = models.SlugField(
        _("address"),
        max_length=40,
        unique=True,
        validators=[validate_club_slug],
        help_text=_(
            "The club's part of the site's addresses: /address/ leads to its pages. Letters, "
            "digits and hyphens."
        ),
    )
    federation_results = models.BooleanField(
        _("results on the federation's pages"),
        default=False,
        help_text=_(
            "The club's players, by licence number, with their results and club points, on "
            "the federation's player pages and ranking. Off: nothing of the club appears "
            "outside its own pages."
        ),
    )
    paper_size = models.CharField(
        _("paper size"), max_length=8, choices=PaperSize.choices, default=PaperSize.A4
    )
    start_time = models.TimeField(_("evenings start at"), default=dt.time(20, 0))
    minutes_per_chukker = models.PositiveSmallIntegerField(
        _("minutes a chukker takes"),
        default=20,
        validators=[MinValueValidator(5), MaxValueValidator(90)],
        help_text=_(
            "Used to show when an evening is expected to end; a chukker of four deals usually "
            "takes about 20 minutes."
        ),
    )
    # The sites whose pages may read the results API from a visitor's browser (CORS), each as
    # the browser names it: "https://www.club.example" (``api.cors.origin``).
    api_cors_origins = models.JSONField(
        _("websites that may read the results API"),
        default=list,
        blank=True,
        help_text=_(
            "One address a line, such as https://www.our-club.org: pages of these websites may "
            "read the published results from /api/v1/. Leave empty to allow none."
        ),
    )

    # docs/rules.md#club-points: the points of each place, by the number of players ranked.
    points_scale = models.JSONField(
        _("club points scale"),
        default=default_points_scale,
        blank=True,  # an empty scale awards nothing
        validators=[validate_points_scale],
    )
    licence_pattern = models.CharField(
        _("licence number pattern"),
        max_length=100,
        blank=True,
        validators=[validate_text, validate_licence_pattern],
        help_text=_(
            "A regular expression every licence number must match in full, such as [0-9]{6} "
            "for six digits. Leave empty to accept any text."
        ),
    )
    # docs/rules.md#ranking-minimum: the live standings are provisional; this is the default of
    # each new evening's own switch (``Evening.tonight_page``).
    tonight_page = models.BooleanField(
        _("a public tonight page for each new evening"),
        default=False,
        help_text=_(
            "Anyone with the evening's tonight link (a QR code on the live display and the table "
            "cards) sees its live standings, marked provisional. Each evening can change it."
        ),
    )

    class Meta(ScoringSettings.Meta):
        verbose_name = _("club")
        verbose_name_plural = _("clubs")
        ordering = ["pk"]
        permissions = [("create_clubs", _("Can create clubs and their first director"))]

    def __str__(self) -> str:
        return self.name

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self.slug:
            self.slug = free_slug(self.name, Club.objects.exclude(pk=self.pk).values_list("slug"))
        super().save(*args, **kwargs)

    def scale(self) -> PointsScale:
        """The club points scale, as the domain reads it."""
        return PointsScale.from_data(self.points_scale)

    def licence_matches(self, number: str) -> bool:
        """Whether ``number`` matches the club's licence number pattern in full (empty: any)."""
        return not self.licence_pattern or re.fullmatch(self.licence_pattern, number) is not None

    def check_licence_number(self, number: str) -> None:
        """A ``ValidationError`` unless ``number`` (empty: none) matches the club's pattern: the
        player form's rule and the import's."""
        if number and not self.licence_matches(number):
            raise ValidationError(
                _("“%(number)s” does not match the club's licence number pattern (%(pattern)s)."),
                code="licence_pattern",
                params={"number": number, "pattern": self.licence_pattern},
            )

    @classmethod
    def load(cls) -> Club:
        """The club of the active scope (``tenancy``): the request's, or read afresh.

        Outside any scope (a management command, the shell), the installation's only club,
        made on first use as the one-club installation always has; with several clubs, a
        ``ScopeError``: the caller must say which.
        """
        scoped = tenancy.scoped_club()
        if isinstance(scoped, Club):
            # A request's club, read by the middleware as the request began: a copy of its own
            # for each caller, so that no caller's change shows in another's.
            return copy.copy(scoped)
        if scoped is not None and not isinstance(scoped, (list, tuple)):
            club, _created = cls.objects.get_or_create(pk=scoped)
            return club
        clubs = list(cls.objects.order_by("pk")[:2])
        if len(clubs) > 1:
            raise tenancy.ScopeError("Several clubs: name the club this work is for.")
        return clubs[0] if clubs else cls.objects.create()


def free_slug(name: str, taken: Iterable[tuple[str]]) -> str:
    """An address for a club named ``name``: its name in lower-case ASCII, not one of the
    site's own first path segments (``tenancy.reserved_slugs``), nor one already ``taken``."""
    used = {slug for (slug,) in taken} | tenancy.reserved_slugs()
    base = slugify(name)[:34].strip("-") or "club"
    slug, n = base, 1
    while slug in used:
        n += 1
        slug = f"{base}-{n}"
    return slug


class Membership(models.Model):
    """A person's part in running a club: its director, or a scorer who only corrects deals
    and runs the Play page. One person may hold a part in several clubs."""

    class Role(models.TextChoices):
        DIRECTOR = "director", _("director")
        SCORER = "scorer", _("scorer")

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_memberships"
    )
    role = models.CharField(_("role"), max_length=10, choices=Role.choices, default=Role.DIRECTOR)
    created_at = models.DateTimeField(_("since"), auto_now_add=True)

    class Meta:
        verbose_name = _("club member")
        verbose_name_plural = _("club members")
        ordering = ["club", "user"]
        constraints = [models.UniqueConstraint(fields=["club", "user"], name="membership_once")]

    def __str__(self) -> str:
        return f"{self.user} @ {self.club}"
