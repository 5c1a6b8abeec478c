"""What players are credited with: each chukker's credits, the season totals and the club points,
caches kept by ``services.credits`` and ``services.club_points``.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models.evenings import Evening
from clubchicago.club.models.fields import scoped_manager
from clubchicago.club.models.roster import Player
from clubchicago.club.models.seasons import Season
from clubchicago.club.models.tables import Chukker
from scoring import Credit


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
    rounded_points = models.IntegerField()
    fiches = models.IntegerField()

    objects: models.Manager[ChukkerCredit] = scoped_manager("evening__club")

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
                fields=["evening", "player", "raw", "rounded_points", "fiches"],
                name="credit_by_evening",
            ),
            models.Index(
                fields=["player", "evening", "raw", "rounded_points", "fiches"],
                name="credit_by_player",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ {self.chukker_id}: {self.rounded_points}"

    def credit(self) -> Credit:
        """The row as the domain's ``Credit``."""
        return Credit(self.raw, self.rounded_points, self.fiches)


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
    rounded_points = models.IntegerField()

    objects: models.Manager[SeasonTotal] = scoped_manager("season__club")

    class Meta:
        verbose_name = _("season total")
        verbose_name_plural = _("season totals")
        constraints = [
            models.UniqueConstraint(fields=["season", "player"], name="season_total_once")
        ]

    def __str__(self) -> str:
        return f"{self.player_id} @ season {self.season_id}: {self.rounded_points}"


class SeasonFiches(models.Model):
    """One player's fiches over a season's evenings scored in fiches of one value: fiches of
    different values are never added (``selectors.standings``). Kept with ``SeasonTotal``; a row
    only for a value at which the player was credited."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")
    fiche_value = models.PositiveIntegerField()
    fiches = models.IntegerField()

    objects: models.Manager[SeasonFiches] = scoped_manager("season__club")

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

    objects: models.Manager[ClubPoints] = scoped_manager("evening__club")

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
