"""The Django admin: every model, for looking things up and for repairs the pages do not offer.

One door to the data: every write the admin makes goes through the services, as the pages' do
(``services.evenings.update_evening``, ``services.roster.save_player``, ...), which keep the
chukkers' cached totals, the tables' plans, the club points, the versions of what is cached and
the ``DealChange`` history in step; what no service writes is read-only here, with a link to the
page that changes it. So here:

- deals, chukkers and the history are read-only (play, corrections, closing and reopening are on
  the Play page and behind the table links);
- an evening's scoring settings that scored its deals (schedule, style, honours), and its length
  (which plans every table), are read-only once play has started, as on the evening's page;
  its length always changes on that page, which plans the tables again;
- a table's evening, number, players, size and plan are read-only (they come from the draw and
  the Seating page); its length and first dealers are changed on its positions page only; a
  table deleted takes its evening's results with it (``services.versions.results_changed``);
- who is here (attendance) is ticked on the evening's check-in page, and the club's settings on
  its settings page: read-only here.
"""

from __future__ import annotations

from typing import Any, TypedDict, TypeVar

from django.contrib import admin
from django.db import transaction
from django.db.models import Count, Model, QuerySet
from django.forms import ModelForm
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import WithAnnotations

from clubchicago.club import tenancy
from clubchicago.club.forms.roster import PlayerForm
from clubchicago.club.models import (
    Attendance,
    Chukker,
    ChukkerCredit,
    Club,
    ClubImport,
    ClubPoints,
    DealChange,
    DealRecord,
    EntryKey,
    Evening,
    Lineup,
    Membership,
    Player,
    Season,
    SeasonFiches,
    SeasonTotal,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.plans import evening_started
from clubchicago.club.services import evenings, roster
from clubchicago.club.services.credits import store_season_totals
from clubchicago.club.services.evenings import SETTINGS_FIXED_ONCE_PLAYING
from clubchicago.club.services.versions import advance_seasons, results_changed


def form_values(form: ModelForm[Any]) -> dict[str, object]:
    """The model fields the admin's form shows, as checked, by name: what the services store.

    A valid form has already put them on its instance (what ``form.save`` would write), so they
    are read from there; the services compare them with the row as stored.
    """
    model_fields = {field.name for field in form._meta.model._meta.concrete_fields}
    return {name: getattr(form.instance, name) for name in form.fields if name in model_fields}


def changed_on(url_name: str, *args: object) -> SafeString:
    """A read-only line naming the page that changes what this admin page only shows."""
    url = reverse(url_name, args=args)
    return format_html('{} <a href="{}">{}</a>', gettext("Changed on its page:"), url, url)


class ReadOnlyAdminMixin:
    """Viewable by staff with the view permission; nothing can be added, changed or deleted."""

    # ``obj``: the row itself on a model's page, the parent's row on an inline.
    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin[Club]):
    list_display = ["name", "paper_size", "schedule", "honours", "half", "unit", "fiche_value"]
    # Changed on the club's pages, which check them (docs/rules.md#club-points): no field is
    # written here, so the admin is no second write path for them.
    readonly_fields = ["where_to_change"]

    def get_readonly_fields(self, request: HttpRequest, obj: Club | None = None) -> list[str]:
        names = [field.name for field in Club._meta.concrete_fields if field.name != "id"]
        return [*self.readonly_fields, *names]

    @admin.display(description=_("Club settings"))
    def where_to_change(self, club: Club) -> SafeString:
        url = tenancy.club_url(club, "club:club_settings")
        return format_html('{} <a href="{}">{}</a>', gettext("Changed on its page:"), url, url)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Club]:
        # A club's admin shows its own row only; the superuser's admin of no club, every club.
        clubs = super().get_queryset(request)
        club = getattr(request, "club", None)
        return clubs.filter(pk=club.pk) if club is not None else clubs

    def has_add_permission(self, request: HttpRequest) -> bool:
        # Clubs are made by the federation's administrator (views.federation_admin, createclub).
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Club | None = None) -> bool:
        return False


@admin.register(Membership)
class MembershipAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[Membership]):
    """Who holds a part in the club: read here, changed on the club's Members page."""

    list_display = ["user", "role", "created_at"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Membership]:
        # Not a scoped model (a person's parts in every club are read at sign-in): a club's
        # admin names its club itself; the admin of no club shows none.
        club = getattr(request, "club", None)
        members = super().get_queryset(request)
        return members.filter(club=club) if club is not None else members.none()


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin[Player]):
    # The roster's own form: names compared with Unicode case folding, clear duplicate messages.
    form = PlayerForm
    fields = ["name", "member_number", "licence_number", "email", "active", "guest", "handicap"]
    # docs/rules.md#handicaps: set on the roster's page, where the results versions follow it;
    # the licence number is checked against the club's pattern there.
    readonly_fields = ["licence_number", "handicap"]
    list_display = [
        "name",
        "member_number",
        "licence_number",
        "email",
        "active",
        "guest",
        "created_at",
    ]
    list_filter = ["active", "guest"]
    # sort_name: "helene" finds Hélène.
    search_fields = ["name", "sort_name", "member_number", "licence_number", "email"]

    def save_model(self, request: HttpRequest, obj: Player, form: Any, change: bool) -> None:
        # As the roster's page: the evenings they played follow their name and guest tick.
        roster.save_player(obj, form.player_values())


class EveningCount(TypedDict):
    """What ``SeasonAdmin.get_queryset`` adds to each season."""

    evening_count: int


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin[Season]):
    list_display = ["name", "start_date", "end_date", "evening_count"]
    search_fields = ["name"]
    # The season's rules are set on its own page, where they are checked together.
    readonly_fields = Season.RULE_FIELDS
    date_hierarchy = "start_date"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Season]:
        return super().get_queryset(request).annotate(evening_count=Count("evenings"))

    @admin.display(description=_("evenings"), ordering="evening_count")
    def evening_count(self, season: WithAnnotations[Season, EveningCount]) -> int:
        return season.evening_count

    def save_model(self, request: HttpRequest, obj: Season, form: Any, change: bool) -> None:
        evenings.save_season(obj, form_values(form))


def _started(evening: Evening | None) -> bool:
    return evening is not None and evening.pk is not None and evening_started(evening)


class AttendanceInline(ReadOnlyAdminMixin, admin.TabularInline[Attendance, Evening]):
    """Who was here: ticked on the evening's check-in page (``services.attendance``), which
    keeps a seated player present; shown here."""

    model = Attendance
    fields = readonly_fields = ("player",)
    extra = 0


@admin.register(Evening)
class EveningAdmin(admin.ModelAdmin[Evening]):
    list_display = ["date", "title", "season", "published", "schedule", "unit", "draw_seed"]
    list_filter = ["published", "season", "schedule", "unit"]
    list_select_related = ["season"]
    search_fields = ["title"]
    date_hierarchy = "date"
    # The length plans every table: it changes on the evening's page, through the services.
    readonly_fields = ["draw_seed", "created_at", "length"]
    inlines = [AttendanceInline]

    def get_readonly_fields(self, request: HttpRequest, obj: Evening | None = None) -> list[str]:
        fields = list(super().get_readonly_fields(request, obj))
        if _started(obj):
            fields += [name for name in SETTINGS_FIXED_ONCE_PLAYING if name not in fields]
        return fields

    def save_model(self, request: HttpRequest, obj: Evening, form: Any, change: bool) -> None:
        # As the evening's page does (``services.evenings``): the tables planned again for a new
        # schedule, the credits for a new rounding or fiche value, the seasons' totals for a
        # new season or unit, the versions and the club points.
        values = form_values(form)
        if not change:
            created = evenings.create_evening(obj.date, obj.title, obj.season)
            obj.pk, obj._state.adding = created.pk, False
        evenings.update_evening(obj, values)
        obj.refresh_from_db()

    def delete_model(self, request: HttpRequest, obj: Evening) -> None:
        with transaction.atomic():
            season = obj.season_id
            super().delete_model(request, obj)
            advance_seasons([season])

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Evening]) -> None:
        with transaction.atomic():
            seasons = list(queryset.values_list("season_id", flat=True))
            super().delete_queryset(request, queryset)
            advance_seasons(seasons)


@admin.register(Attendance)
class AttendanceAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[Attendance]):
    """Who was here, to look up: ticked on the evening's check-in page."""

    list_display = ["player", "evening"]
    list_filter = ["evening__date"]
    list_select_related = ["player", "evening"]
    search_fields = ["player__name", "evening__title"]
    fields = readonly_fields = ("player", "evening", "where_to_change")

    @admin.display(description=_("Who is here"))
    def where_to_change(self, attendance: Attendance) -> SafeString:
        return changed_on("club:evening_attendance", attendance.evening_id)


class TablePlayerInline(ReadOnlyAdminMixin, admin.TabularInline[TablePlayer, Table]):
    """Every place at the table, in each of its lineups: read-only, since who sits where changes
    on the evening's Seating page, through the services (the plan, the history and the undo
    follow from there)."""

    model = TablePlayer
    fields = readonly_fields = ("lineup", "number", "player", "current")
    extra = 0


@admin.register(Table)
class TableAdmin(admin.ModelAdmin[Table]):
    list_display = ["__str__", "evening", "size", "length", "first_dealers", "on_paper"]
    list_filter = ["evening__date", "size"]
    list_select_related = ["evening"]
    search_fields = ["evening__title", "token"]
    # The plan changes on the table's positions page, through the services, never by hand; so
    # does how the table is scored (phones or paper). Its evening and number come from the draw
    # and the Seating page: its players' places name them too.
    readonly_fields = [
        "evening",
        "number",
        "token",
        "size",
        "length",
        "first_dealers",
        "begins_after",
        "on_paper",
        "where_to_change",
    ]
    inlines = [TablePlayerInline]

    @admin.display(description=_("Seating"))
    def where_to_change(self, table: Table) -> SafeString:
        return changed_on("club:evening_seating", table.evening_id)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # tables come from the evening's draw and its changes

    def delete_model(self, request: HttpRequest, obj: Table) -> None:
        self.delete_queryset(request, Table.objects.filter(pk=obj.pk))

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Table]) -> None:
        # An evening without the table may be final now, or rank otherwise: its versions, its
        # club points and its seasons' totals follow (``services.versions``).
        with transaction.atomic():
            evening_ids = set(queryset.values_list("evening_id", flat=True))
            seasons = set(
                Evening.objects.filter(pk__in=evening_ids).values_list("season_id", flat=True)
            )
            super().delete_queryset(request, queryset)
            store_season_totals(seasons)
            results_changed(evening_ids)


@admin.register(TablePlayer)
class TablePlayerAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[TablePlayer]):
    list_display = ["__str__", "table", "evening", "lineup", "current"]
    list_filter = ["evening__date", "current"]
    list_select_related = ["player", "table", "evening", "lineup"]
    search_fields = ["player__name", "evening__title"]


@admin.register(Lineup)
class LineupAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[Lineup]):
    list_display = ["__str__", "size", "offset", "change"]
    list_select_related = ["table", "change"]
    search_fields = ["table__evening__title"]


@admin.register(SeatingChange)
class SeatingChangeAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[SeatingChange]):
    list_display = ["__str__", "evening", "actor", "at", "undone_at"]
    list_select_related = ["evening"]
    search_fields = ["evening__title", "actor"]


# What a deal's lines in the admin show of the contract itself.
CONTRACT_FIELDS = ("passed_out", "declarer", "level", "strain", "doubled", "tricks")


class DealRecordInline(ReadOnlyAdminMixin, admin.TabularInline[DealRecord, Chukker]):
    model = DealRecord
    fields = readonly_fields = (
        "number",
        *CONTRACT_FIELDS,
        "honours",
        "honours_side",
        "entered_by",
        "confirmed_by",
        "deleted_at",
    )
    extra = 0
    show_change_link = True


@admin.register(Chukker)
class ChukkerAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[Chukker]):
    list_display = [
        "__str__",
        "number",
        "position",
        "first_dealer",
        "ns_total",
        "ew_total",
        "deals_played",
        "closed_at",
    ]
    list_filter = ["table__evening__date", "position"]
    list_select_related = ["table"]
    search_fields = ["table__evening__title"]
    # Opened by play, closed and reopened on the Play page; its totals a cache of the engine.
    inlines = [DealRecordInline]


@admin.register(ChukkerCredit)
class ChukkerCreditAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[ChukkerCredit]):
    # A cache of the closed chukkers' credits, kept by the services (``manage.py checkcredits``).
    list_display = ["chukker", "player", "raw", "rounded_points", "fiches"]
    list_filter = ["evening__date"]
    list_select_related = ["chukker__table", "player"]
    search_fields = ["player__name", "evening__title"]


SeasonSum = TypeVar("SeasonSum", SeasonTotal, SeasonFiches)


class SeasonSumAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[SeasonSum]):
    """A cache of the credits summed over each season, kept by the services
    (``checkcredits``): read only, by season and player."""

    list_select_related = ["season", "player"]
    search_fields = ["player__name", "season__name"]


@admin.register(SeasonTotal)
class SeasonTotalAdmin(SeasonSumAdmin[SeasonTotal]):
    list_display = ["season", "player", "positions", "raw", "rounded_points"]
    list_filter = ["season"]


@admin.register(SeasonFiches)
class SeasonFichesAdmin(SeasonSumAdmin[SeasonFiches]):
    # For the fiches of each fiche value.
    list_display = ["season", "player", "fiche_value", "fiches"]
    list_filter = ["season", "fiche_value"]


@admin.register(ClubPoints)
class ClubPointsAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[ClubPoints]):
    """Awarded when an evening is published (``services.club_points``): read-only here."""

    list_display = ["evening", "player", "place", "points", "field"]
    list_select_related = ["evening", "player"]
    search_fields = ["player__name", "player__licence_number", "evening__title"]


@admin.register(ClubImport)
class ClubImportAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[ClubImport]):
    """An import of an export file (``services.transfer.jobs``): its state and outcome, to look
    up; the import page runs it."""

    list_display = ["filename", "created_at", "state", "evenings", "checked", "user"]
    list_filter = ["state"]
    exclude = ["data"]


@admin.register(DealRecord)
class DealRecordAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[DealRecord]):
    list_display = ["__str__", "chukker", *CONTRACT_FIELDS, "confirmed_at", "deleted_at"]
    list_filter = ["passed_out", "chukker__table__evening__date"]
    list_select_related = ["chukker__table"]
    search_fields = ["entered_by", "confirmed_by", "chukker__table__evening__title"]


@admin.register(EntryKey)
class EntryKeyAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[EntryKey]):
    list_display = ["key", "table", "deal"]
    list_select_related = ["table", "deal"]
    search_fields = ["key"]


@admin.register(DealChange)
class DealChangeAdmin(ReadOnlyAdminMixin, admin.ModelAdmin[DealChange]):
    list_display = ["at", "evening", "chukker", "deal", "action", "actor", "user"]
    list_filter = ["action", "evening__date"]
    list_select_related = ["evening", "chukker__table", "deal", "user"]
    search_fields = ["actor", "evening__title"]
    date_hierarchy = "at"
