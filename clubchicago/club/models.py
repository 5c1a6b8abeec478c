"""The club's records: roster, seasons, evenings, tables, chukkers and deals.

Words (as in ``docs/rules.md#words``): an *evening* seats the players present at *tables* of 4, 5 or
6; each player keeps a *number* 1..N at the table all evening. A table plays one *chukker* (four
deals) per *position* of the rotation table; a *deal* is one hand bid and played, or recorded as
passed out (redealt, not one of the four), and a ``DealRecord`` is a deal as the table entered it.
The scores themselves are never stored as truth: a chukker's totals are a cache of
``ScoringSettings.score`` (``scoring.score_chukker`` under the evening's settings) over its stored
deals, rewritten in the same transaction as every change to those deals.

Seats, sides, strains, schedules and the rest are the domain's enums (``scoring.types``); their
labels come from ``display``.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
import uuid
from collections.abc import Iterable
from decimal import Decimal
from typing import Any, ClassVar

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models import Q
from django.db.models.functions import Lower, Mod
from django.db.models.lookups import Exact
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.collation import sort_key
from clubchicago.club.errors import user_message
from clubchicago.club.text import code_points, unprintable_characters
from rotations import MAX_CHUKKERS, PlayedPosition, Stint, stint_sequence
from scoring import (
    ChukkerSheet,
    Credit,
    Deal,
    Half,
    Schedule,
    ScoringError,
    Seat,
    Side,
    Style,
    Unit,
    minimum_positions,
    score_chukker,
    season_rules,
    side_credits,
)
from scoring.club_points import DEFAULT_SCALE, PointsScale, parse_scale
from scoring.handicap import HANDICAP_MAX, HANDICAP_MIN, HandicapRule, check_handicap
from scoring.season_rules import MAX_EVENINGS, SeasonRules


def validate_text(value: str) -> None:
    """A one-line text holds no unprintable character (``text``: a control, a direction
    override): it would break the USEBIO file, the Excel file and the PDFs it is written to.
    Every text field a person or an import fills has it, so the forms, the admin and the import
    refuse the same characters with the same message."""
    found = unprintable_characters(value)
    if found:
        raise ValidationError(
            _(
                "This text holds a character that cannot be printed (%(characters)s); type it "
                "again without it."
            ),
            code="unprintable",
            params={"characters": code_points(found)},
        )


class StampField(models.DateTimeField):  # type: ignore[type-arg]
    """A row's time, written by Django as ``auto_now_add`` (when the row is created) or
    ``auto_now`` (at every save) say, except that a row created with a time keeps it: an
    import writes its rows with the times its file records, in the same insert."""

    def pre_save(self, model_instance: models.Model, add: bool) -> dt.datetime:
        given = getattr(model_instance, self.attname)
        if add and given is not None:
            return given  # type: ignore[no-any-return]
        return super().pre_save(model_instance, add)  # type: ignore[no-any-return]

    def deconstruct(self) -> Any:
        # The column is a DateTimeField's, and so is the field in the migrations: changing the
        # class alone rewrites no table.
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.DateTimeField", args, kwargs


def validate_handicap(value: Decimal) -> None:
    """docs/rules.md#handicaps: a handicap is from -10.0 to 10.0 points per position."""
    try:
        check_handicap(value)
    except ScoringError as error:
        raise ValidationError(user_message(error), code="handicap") from error


def validate_licence_pattern(value: str) -> None:
    """The club's licence number pattern must be a regular expression Python can read."""
    try:
        re.compile(value)
    except re.error as error:
        raise ValidationError(
            _("This is not a regular expression: %(error)s."),
            code="licence_pattern",
            params={"error": error.msg},
        ) from error


def default_points_scale() -> list[dict[str, object]]:
    """The club points scale of a new club (docs/rules.md#club-points)."""
    return DEFAULT_SCALE.as_data()


def validate_points_scale(value: object) -> None:
    """The stored scale is one the club points scale page accepts (docs/rules.md#club-points):
    read back as the director would type it, by the page's own reader (``parse_scale``), so a
    scale from anywhere else (an import, the admin) meets the same limits, line by line."""
    try:
        scale = PointsScale.from_data(value)
    except ValueError as error:
        raise ValidationError(_("This is not a club points scale."), code="points_scale") from error
    try:
        parse_scale(scale.as_text())
    except ScoringError as error:
        raise ValidationError(user_message(error), code="points_scale") from error


class PaperSize(models.TextChoices):
    A4 = "A4", _("A4")
    LETTER = "LETTER", _("US Letter")


def validate_fiche_value(value: int) -> None:
    """A fiche is worth whole hundreds: 100, 200, 500..."""
    if value < 100 or value % 100:
        raise ValidationError(
            _("A fiche is worth a positive multiple of 100 points (100, 200, 500...)."),
            code="fiche_value",
        )


def new_token() -> str:
    """An unguessable key for a link: a table's, or an evening's tonight page."""
    return secrets.token_urlsafe(32)


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
    """The club itself: one row, holding the defaults copied into every new evening."""

    name = models.CharField(
        _("club name"), max_length=120, default="ClubChicago", validators=[validate_text]
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
        verbose_name_plural = _("club")
        constraints = [
            *ScoringSettings.Meta.constraints,
            models.CheckConstraint(condition=Q(pk=1), name="club_is_single_row"),
        ]

    def __str__(self) -> str:
        return self.name

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
        club, _created = cls.objects.get_or_create(pk=1)
        return club


# How much of a name's sort key is stored: enough to order any name (a key may be longer than
# the name: "Æ" is "ae").
SORT_NAME_MAX = 255


class Player(models.Model):
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

    class Meta:
        verbose_name = _("player")
        verbose_name_plural = _("players")
        ordering = ["sort_name", "name", "pk"]  # BY_NAME
        constraints = [
            models.UniqueConstraint(
                Lower("name"),
                name="player_name_unique_ci",
                violation_error_message=_("A player with this name is already on the roster."),
            ),
            models.UniqueConstraint(
                fields=["member_number"],
                condition=~Q(member_number=""),
                name="player_member_number_unique",
                violation_error_message=_("Another player already has this member number."),
            ),
            models.CheckConstraint(
                condition=Q(handicap__gte=HANDICAP_MIN, handicap__lte=HANDICAP_MAX),
                name="player_handicap_range",
            ),
            models.UniqueConstraint(
                fields=["licence_number"],
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


# Which field of a season a refused rule is shown beside (``Season.clean``).
RULE_ERROR_FIELDS = {
    season_rules.MINIMUM: "prize_minimum_evenings",
    season_rules.MINIMUM_RANGE: "prize_minimum_evenings",
    season_rules.BOTH: "of_evenings",
}


class Season(models.Model):
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


class Evening(ScoringSettings):
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

    class Meta(ScoringSettings.Meta):
        verbose_name = _("evening")
        verbose_name_plural = _("evenings")
        ordering = ["-date", "-pk"]
        indexes = [models.Index(fields=["season", "date"])]

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

    class Meta:
        verbose_name = _("player present")
        verbose_name_plural = _("players present")
        constraints = [
            models.UniqueConstraint(fields=["evening", "player"], name="attendance_once")
        ]

    def __str__(self) -> str:
        return f"{self.player} @ {self.evening}"


class Table(models.Model):
    evening = models.ForeignKey(
        Evening, verbose_name=_("evening"), on_delete=models.CASCADE, related_name="tables"
    )
    number = models.PositiveSmallIntegerField(_("table number"))
    size = models.PositiveSmallIntegerField(_("players"))
    token = models.CharField(_("entry link key"), max_length=64, default=new_token, unique=True)
    length = models.PositiveSmallIntegerField(
        _("chukkers tonight"),
        default=6,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_CHUKKERS)],
        help_text=_("The evening's length, unless the director stopped or extended this table."),
    )
    # The seat that deals first in each chukker ("NESW..."), one letter a chukker: planned when
    # the table is seated (rotations.plan_first_dealers) and kept for the chukkers played.
    first_dealers = models.CharField(
        _("first dealers"),
        max_length=MAX_CHUKKERS,
        default="",
        validators=[RegexValidator(r"^[NESW]*$")],
    )
    # The evening's chukkers already played when the table began: 0, unless a change during the
    # evening made it (a split), so that it finishes with the others.
    begins_after = models.PositiveSmallIntegerField(default=0)
    # A table scored on paper: its players keep the printed score sheet and the director types
    # each chukker in (services.paper); its link still shows the sheet but takes no entry.
    on_paper = models.BooleanField(
        _("scored on paper"),
        default=False,
        help_text=_("The director types in this table's score sheets; phones do not enter deals."),
    )

    class Meta:
        verbose_name = _("table")
        verbose_name_plural = _("tables")
        ordering = ["evening", "number"]
        constraints = [
            models.UniqueConstraint(fields=["evening", "number"], name="table_number_once"),
            models.CheckConstraint(
                condition=Q(size__gte=4, size__lte=6), name="table_seats_4_to_6"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="table_number_positive"),
            models.CheckConstraint(
                condition=Q(length__gte=1, length__lte=MAX_CHUKKERS),
                name="table_length_1_to_24",
            ),
            models.CheckConstraint(
                condition=Q(first_dealers__regex=r"^[NESW]*$"), name="table_first_dealers_seats"
            ),
        ]

    def __str__(self) -> str:
        return str(_("Table %(number)s") % {"number": self.number})

    def seated_places(self) -> list[TablePlayer]:
        """The players at the table now, by number (none once it stopped): its current places,
        from ``table_players`` (prefetch it for a list)."""
        places = [place for place in self.table_players.all() if place.current]
        return sorted(places, key=lambda place: place.number)

    def stints(self) -> list[Stint]:
        """The table's lineups as the rotations read them (prefetch ``lineups`` for a list)."""
        return [lineup.stint() for lineup in self.lineups.all()]

    def plan(self, lineups: Iterable[Lineup] | None = None) -> tuple[PlayedPosition, ...]:
        """The chukkers this table plays tonight: each lineup's rotation, as long as the evening
        lasts (``rotations.stint_sequence``); each chukker names the lineup it is played with.

        ``lineups``: the table's, when the caller has read them already (else they are read,
        or taken from a prefetch)."""
        dealers = [Seat(letter) for letter in self.first_dealers]
        planned = dealers if len(dealers) == self.length else None
        stints = [lineup.stint() for lineup in lineups] if lineups is not None else self.stints()
        return stint_sequence(stints, self.length, planned)


class SeatingChange(models.Model):
    """A change of who sits where once play has started at a table: a substitute, a late
    arrival who joins, a player who leaves, a move, a merge or a split (services.seating).

    ``before`` and ``after`` hold the tables it changed, each as ``{"table": number,
    "players": [ids in number order], "start": the first chukker of the new lineup}`` (an
    empty list of players: the table stopped; ``before`` null for a table it made), so the
    history can tell it in sentences in the reader's language; ``state`` holds what undoing it
    restores. A change can be undone until one of its new lineups has a chukker.
    """

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="seating_changes")
    at = StampField(_("when"), auto_now_add=True)
    actor = models.CharField(_("by"), max_length=120, blank=True, validators=[validate_text])
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    before = models.JSONField(default=list, blank=True)
    after = models.JSONField(default=list, blank=True)
    state = models.JSONField(default=dict, blank=True)
    undone_at = models.DateTimeField(_("undone"), null=True, blank=True)

    class Meta:
        verbose_name = _("seating change")
        verbose_name_plural = _("seating changes")
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.evening} @ {self.at:%H:%M}"


class Lineup(models.Model):
    """The players at a table from one chukker on (``start``), and the rotation they play.

    A table starts the evening with one lineup from chukker 1; a change between chukkers gives
    it a new one from its next chukker (``rotations.lineups``: the new size's rotation table
    from its position ``offset + 1``). The chukkers already played keep their lineup.
    """

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="lineups")
    start = models.PositiveSmallIntegerField(_("from chukker"), default=1)
    size = models.PositiveSmallIntegerField(_("players"))
    offset = models.PositiveSmallIntegerField(default=0)
    change = models.ForeignKey(
        SeatingChange, null=True, blank=True, on_delete=models.SET_NULL, related_name="lineups"
    )

    class Meta:
        verbose_name = _("lineup")
        verbose_name_plural = _("lineups")
        ordering = ["table", "start"]
        constraints = [
            models.UniqueConstraint(fields=["table", "start"], name="lineup_start_once"),
            models.CheckConstraint(condition=Q(size__gte=4, size__lte=6), name="lineup_4_to_6"),
            models.CheckConstraint(condition=Q(start__gte=1), name="lineup_start_positive"),
            models.CheckConstraint(condition=Q(offset__lte=7), name="lineup_offset_0_to_7"),
        ]

    def __str__(self) -> str:
        return str(
            _("Table %(table)s from chukker %(start)s")
            % {"table": self.table.number, "start": self.start}
        )

    def stint(self) -> Stint:
        return Stint(start=self.start, size=self.size, offset=self.offset)


class SeatedPlaces(models.Manager["TablePlayer"]):
    """The places of the players seated now: each table's latest lineup, if it plays on."""

    def get_queryset(self) -> models.QuerySet[TablePlayer]:
        return super().get_queryset().filter(current=True)


class TablePlayer(models.Model):
    """A player's place in a table's lineup: their number 1..N from the lineup's first chukker.

    ``current`` marks the places of each table's latest lineup while the table plays on: the
    players seated now (``TablePlayer.seated``). A player who left, or moved to another table,
    keeps the places they played in, no longer current.
    """

    lineup = models.ForeignKey(Lineup, on_delete=models.CASCADE, related_name="places")
    # Repeated from the lineup, so a table's and an evening's places are read in one query, and
    # the database itself forbids a player seated at two tables.
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="table_players")
    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="table_places")
    number = models.PositiveSmallIntegerField(_("number"))
    current = models.BooleanField(default=True)

    objects = models.Manager()
    seated = SeatedPlaces()

    class Meta:
        verbose_name = _("player at a table")
        verbose_name_plural = _("players at tables")
        ordering = ["table", "lineup__start", "number"]
        constraints = [
            models.UniqueConstraint(fields=["lineup", "number"], name="lineup_number_once"),
            models.UniqueConstraint(fields=["lineup", "player"], name="lineup_player_once"),
            models.UniqueConstraint(
                fields=["evening", "player"],
                condition=Q(current=True),
                name="player_seated_once_per_evening",
            ),
            models.CheckConstraint(
                condition=Q(number__gte=1, number__lte=6), name="table_player_number_1_to_6"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.number}. {self.player}"


class Chukker(models.Model):
    """Four deals at one table in one position of the rotation."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="chukkers")
    number = models.PositiveSmallIntegerField(_("chukker"))  # 1.. over the evening
    position = models.PositiveSmallIntegerField(_("position"))  # 1.. in the rotation table
    first_dealer = models.CharField(_("first dealer"), max_length=1, choices=display.seat_choices())
    north = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    east = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    south = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    west = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    closed_at = models.DateTimeField(_("closed"), null=True, blank=True)
    # A cache of scoring.score_chukker over the live deals, rewritten with every deal change.
    ns_total = models.IntegerField(default=0)
    ew_total = models.IntegerField(default=0)
    deals_played = models.PositiveSmallIntegerField(default=0)
    updated_at = StampField(auto_now=True)

    class Meta:
        verbose_name = _("chukker")
        verbose_name_plural = _("chukkers")
        ordering = ["table", "number"]
        constraints = [
            models.UniqueConstraint(fields=["table", "number"], name="chukker_number_once"),
            models.CheckConstraint(
                condition=Q(position__gte=1, position__lte=8), name="chukker_position_1_to_8"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="chukker_number_positive"),
            models.CheckConstraint(
                condition=Q(deals_played__lte=4), name="chukker_at_most_four_deals"
            ),
        ]

    def __str__(self) -> str:
        return str(
            _("Table %(table)s, position %(position)s")
            % {"table": self.table.number, "position": self.position}
        )

    # The seat each player field holds: the one map from seats to columns.
    SEAT_FIELDS: ClassVar[dict[Seat, str]] = {
        Seat.N: "north",
        Seat.E: "east",
        Seat.S: "south",
        Seat.W: "west",
    }

    @property
    def closed(self) -> bool:
        return self.closed_at is not None

    def player_ids(self) -> dict[Seat, int]:
        """The player sitting at each seat, by id (no query)."""
        return {seat: getattr(self, f"{name}_id") for seat, name in self.SEAT_FIELDS.items()}

    @classmethod
    def seat_columns(cls, player_ids: dict[Seat, int]) -> dict[str, int]:
        """``north_id=...`` keyword arguments for the players at each seat."""
        return {f"{cls.SEAT_FIELDS[Seat(seat)]}_id": pk for seat, pk in player_ids.items()}


class ChukkerCredit(models.Model):
    """What one player was credited with in one closed chukker: ``scoring.player_credits`` under
    the evening's rounding and fiche value, stored so a season adds them up in the database.

    A cache, like a chukker's totals: rows exist only for closed chukkers in which a deal was
    played (a position played), one for each of its four players (sitters-out get nothing, so
    no row), and ``services.credits`` rewrites them in the same transaction as every change
    they depend on. ``manage.py checkcredits`` compares them with a fresh rescoring.
    """

    chukker = models.ForeignKey(Chukker, on_delete=models.CASCADE, related_name="credits")
    # Repeated from the chukker's table, so a season's credits group by evening in one query.
    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    raw = models.IntegerField()
    hundreds = models.IntegerField()
    fiches = models.IntegerField()

    class Meta:
        verbose_name = _("chukker credit")
        verbose_name_plural = _("chukker credits")
        constraints = [
            models.UniqueConstraint(fields=["chukker", "player"], name="credit_once_per_chukker")
        ]
        # Covering the sums, so a season's are read from the indexes alone: by evening (the
        # evenings of a season, their players) and by player (one player over the season).
        indexes = [
            models.Index(
                fields=["evening", "player", "raw", "hundreds", "fiches"], name="credit_by_evening"
            ),
            models.Index(
                fields=["player", "evening", "raw", "hundreds", "fiches"], name="credit_by_player"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ {self.chukker_id}: {self.hundreds}"

    def credit(self) -> Credit:
        """The row as the domain's ``Credit``."""
        return Credit(self.raw, self.hundreds, self.fiches)


class SeasonTotal(models.Model):
    """One player's credits summed over a season's evenings: what the season standings read, so
    a season of 500 evenings costs what one of 50 does.

    A cache of ``ChukkerCredit`` (one row for each player credited in at least one chukker of
    the season), rewritten by ``services.credits`` in the same transaction as the credits it adds
    up and as every change of an evening's season or unit; ``manage.py checkcredits`` compares
    it with a fresh rescoring.
    """

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    positions = models.IntegerField()  # positions played: credits summed
    raw = models.IntegerField()
    hundreds = models.IntegerField()

    class Meta:
        verbose_name = _("season total")
        verbose_name_plural = _("season totals")
        constraints = [
            models.UniqueConstraint(fields=["season", "player"], name="season_total_once")
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ season {self.season_id}: {self.hundreds}"


class SeasonFiches(models.Model):
    """One player's fiches over a season's evenings scored in fiches of one value: fiches of
    different values are never added (``selectors.standings``). Kept with ``SeasonTotal``; a row
    only for a value at which the player was credited."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    fiche_value = models.PositiveIntegerField()
    fiches = models.IntegerField()

    class Meta:
        verbose_name = _("season fiches")
        verbose_name_plural = _("season fiches")
        constraints = [
            models.UniqueConstraint(
                fields=["season", "player", "fiche_value"], name="season_fiches_once_per_value"
            )
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ season {self.season_id}: {self.fiches} x {self.fiche_value}"


class ClubPoints(models.Model):
    """The club points one player earned at one published evening (docs/rules.md#club-points).

    Awarded from the evening's final ranking by the club's scale, and rewritten by
    ``services.club_points`` in the same transaction as every change to what the evening
    shows: a published evening always holds the points of its ranking as it stands, an
    unpublished or unfinished one none.
    """

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="club_points")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="club_points")
    place = models.PositiveSmallIntegerField(_("place"))
    points = models.PositiveIntegerField(_("club points"))
    field = models.PositiveSmallIntegerField(_("players ranked"))

    class Meta:
        verbose_name = _("club points")
        verbose_name_plural = _("club points")
        ordering = ["evening", "place", "player"]
        constraints = [
            models.UniqueConstraint(fields=["evening", "player"], name="club_points_once"),
            models.CheckConstraint(condition=Q(place__gte=1), name="club_points_place_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ {self.evening_id}: {self.points}"


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

    class Meta:
        verbose_name = _("change")
        verbose_name_plural = _("history")
        ordering = ["-at", "-pk"]
        indexes = [models.Index(fields=["evening", "-at"])]

    def __str__(self) -> str:
        return f"{self.get_action_display()} · {self.actor}"


class ClubImport(models.Model):
    """An export file uploaded on the import page, imported in the background by the tasks'
    worker (``services.transfer.jobs``), with its progress and its outcome.

    The file is kept compressed until it is imported or refused; a file whose names look like
    roster players' waits (``ASKING``) until the director says they are different people.
    """

    class State(models.TextChoices):
        WAITING = "waiting", _("waiting for the worker")
        CHECKING = "checking", _("checking the file")
        WRITING = "writing", _("writing the evenings")
        ASKING = "asking", _("asking about look-alike names")
        DONE = "done", _("imported")
        FAILED = "failed", _("not imported")

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(_("uploaded"), auto_now_add=True)
    filename = models.CharField(_("file"), max_length=255, blank=True)
    size = models.PositiveBigIntegerField(_("bytes"), default=0)
    # The uploaded file, gzip-compressed (a JSON export shrinks about tenfold).
    data = models.BinaryField(default=bytes)
    club_settings = models.BooleanField(default=False)
    different_people = models.BooleanField(default=False)
    # The uploader's language: the worker tells the outcome in it.
    language = models.CharField(max_length=8, default="en")
    state = models.CharField(_("state"), max_length=10, choices=State.choices, default="waiting")
    evenings = models.PositiveIntegerField(default=0)  # in the file
    checked = models.PositiveIntegerField(default=0)  # evenings checked so far
    message = models.TextField(blank=True)
    look_alikes = models.JSONField(default=list, blank=True)
    summary = models.JSONField(null=True, blank=True)
    changed_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    UNDER_WAY: ClassVar[tuple[str, ...]] = ("waiting", "checking", "writing")

    class Meta:
        verbose_name = _("import")
        verbose_name_plural = _("imports")
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.filename} ({self.get_state_display()})"

    @property
    def under_way(self) -> bool:
        return self.state in self.UNDER_WAY
