"""The validators, the time stamp field and the small choices the club's records share.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
from decimal import Decimal
from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _
from django_scopes import ScopedManager

from clubchicago.club.errors import user_message
from clubchicago.club.tenancy import current_club_id, reserved_slugs
from clubchicago.club.text import code_points, unprintable_characters
from scoring import ScoringError
from scoring.club_points import DEFAULT_SCALE, PointsScale, parse_scale
from scoring.handicap import check_handicap


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


def validate_club_slug(value: str) -> None:
    """A club's address is none of the site's own first path segments (``/club/``, ``/t/``)."""
    if value in reserved_slugs():
        raise ValidationError(
            _("“%(slug)s” is one of the site's own addresses; choose another."),
            code="reserved",
            params={"slug": value},
        )


def club_field() -> models.ForeignKey:  # type: ignore[type-arg]
    """The club a record belongs to: by default, the club of the active scope
    (``tenancy.current_club_id``), so a service writes to the club whose request it serves."""
    return models.ForeignKey(
        "club.Club",
        verbose_name=_("club"),
        on_delete=models.PROTECT,
        related_name="+",
        default=current_club_id,
        editable=False,
    )


def scoped_manager(path: str, base: type[models.Manager] = models.Manager) -> Any:  # type: ignore[type-arg]
    """A manager whose every query is filtered by the active scope's club, reached from the
    model by ``path`` (``"evening__club"``), and raises ``ScopeError`` with no scope active."""
    return ScopedManager(_manager_class=base, club=path)
