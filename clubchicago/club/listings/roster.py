"""The roster list as a django-tables2 table: sortable columns, 50 players a page."""

from __future__ import annotations

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models import Player

BY_NAME = Player.BY_NAME


class RosterTable(tables.Table):  # type: ignore[misc]  # django-tables2 has no type stubs
    """Expects players annotated with ``evenings`` (how many evenings each attended)."""

    # Names sort by their sort key (Élodie with the E's, Łukasz with the L's: ``collation``).
    name = tables.Column(
        verbose_name=_("Name"),
        linkify=("club:player_edit", [tables.A("pk")]),
        order_by=BY_NAME,
    )
    # Ties broken by name so that each page of 50 stays the same as the director moves on.
    member_number = tables.Column(
        verbose_name=_("Member number"), empty_values=("",), order_by=("member_number", *BY_NAME)
    )
    licence_number = tables.Column(
        verbose_name=_("Licence number"),
        empty_values=("",),
        order_by=("licence_number", *BY_NAME),
    )
    email = tables.EmailColumn(
        verbose_name=_("E-mail"), empty_values=("",), order_by=("email", *BY_NAME)
    )
    status = tables.Column(
        verbose_name=_("Status"), accessor="active", order_by=("-active", "guest", *BY_NAME)
    )
    evenings = tables.Column(
        verbose_name=_("Evenings"),
        order_by=("evenings", *BY_NAME),
        attrs={"td": {"class": "num"}, "th": {"class": "num"}},
    )
    actions = tables.Column(verbose_name=_("Actions"), accessor="pk", orderable=False)

    class Meta:
        model = Player
        fields = (
            "name",
            "member_number",
            "licence_number",
            "email",
            "status",
            "evenings",
            "actions",
        )
        attrs = {"class": "roster"}
        per_page = 50
        # Said here, not left to Player.Meta.ordering: Django drops that from GROUP BY queries.
        order_by = ("name",)  # the name column: by BY_NAME
        empty_text = _("No players match.")

    def render_status(self, record: Player) -> str:
        if record.active:
            status = format_html('<span class="badge ok">{}</span>', gettext("active"))
        else:
            status = format_html('<span class="badge warn">{}</span>', gettext("retired"))
        if not record.guest:
            return status
        return format_html('{} <span class="badge">{}</span>', status, gettext("guest"))

    def render_actions(self, record: Player) -> str:
        label = gettext("Retire…") if record.active else gettext("Reinstate…")
        return format_html(
            '<a href="{}">{}</a> · <a href="{}">{}</a>',
            reverse("club:player_edit", args=[record.pk]),
            gettext("Edit"),
            reverse("club:player_retire_confirm", args=[record.pk]),
            label,
        )
