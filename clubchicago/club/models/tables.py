"""Tables, their seating changes, lineups and places, and the chukkers they play.

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from clubchicago.club import display
from clubchicago.club.models.evenings import Evening
from clubchicago.club.models.fields import StampField, new_token, scoped_manager, validate_text
from clubchicago.club.models.roster import Player
from rotations import MAX_CHUKKERS, PlayedPosition, Stint, stint_sequence
from scoring import Seat


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

    objects: models.Manager[Table] = scoped_manager("evening__club")

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

    objects: models.Manager[SeatingChange] = scoped_manager("evening__club")

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

    objects: models.Manager[Lineup] = scoped_manager("table__evening__club")

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

    objects: models.Manager[TablePlayer] = scoped_manager("evening__club")
    seated: SeatedPlaces = scoped_manager("evening__club", SeatedPlaces)

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

    objects: models.Manager[Chukker] = scoped_manager("table__evening__club")

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
