"""The admin of each club: Django's admin site, open to the directors of the request's club.

Served at ``/<club>/admin/`` (``tenancy``): its pages read in that club's scope, so every list
and page shows that club's records only, and ``ClubAdmin`` that club's row only. A staff user
who directs the club may sign in to it (with the model permissions they hold), a superuser to
every club's; the director of another club is refused, as any visitor. The accounts' admin
(users, groups) is the superusers' alone: a club's director cannot make anyone staff or give
themselves a permission. On a page of no club (``/admin/`` with several clubs) only superusers
sign in, and only the clubs and accounts are shown, no club's records.

``admin_apps.ClubAdminConfig`` replaces ``django.contrib.admin`` in ``INSTALLED_APPS`` with
this site.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.db.models import Model
from django.http import HttpRequest
from django.urls import reverse

from clubchicago.club.views.common import is_director

# The admins only superusers may use, wherever they are.
SUPERUSERS_ONLY = (User, Group)


def of_no_club(request: HttpRequest) -> bool:
    """The admin's page is served with no club (``tenancy.no_club``: several clubs, /admin/)."""
    return hasattr(request, "club") and request.club is None


class _Permissions:
    """What a mixed-in model admin shows: its own checks, when ``shown(request)`` allows."""

    def shown(self, request: HttpRequest) -> bool:
        raise NotImplementedError

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self.shown(request) and super().has_module_permission(request)  # type: ignore[misc]

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self.shown(request) and super().has_view_permission(request, obj)  # type: ignore[misc]

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return self.shown(request) and super().has_add_permission(request, *args)  # type: ignore[misc]

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self.shown(request) and super().has_change_permission(request, obj)  # type: ignore[misc]

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return self.shown(request) and super().has_delete_permission(request, obj)  # type: ignore[misc]


class OfAClub(_Permissions):
    """A club's records: in a club's admin only (outside one, they would belong to no one)."""

    def shown(self, request: HttpRequest) -> bool:
        return not of_no_club(request)


class ForSuperusers(_Permissions):
    """The accounts: superusers only."""

    def shown(self, request: HttpRequest) -> bool:
        return bool(request.user.is_active and request.user.is_superuser)


class ClubAdminSite(admin.AdminSite):
    """Django's admin, per club (this module's docstring)."""

    def has_permission(self, request: HttpRequest) -> bool:
        user = request.user
        if not (user.is_active and user.is_staff):
            return False
        if user.is_superuser:
            return True
        return not of_no_club(request) and is_director(user)

    def each_context(self, request: HttpRequest) -> dict[str, Any]:
        context = super().each_context(request)
        context["site_url"] = reverse("home")  # the club's home page, under its address
        return context

    def register(self, model_or_iterable: Any, admin_class: Any = None, **options: Any) -> None:
        models: list[type[Model]] = (
            [model_or_iterable] if isinstance(model_or_iterable, type) else list(model_or_iterable)
        )
        for model in models:
            base = admin_class or admin.ModelAdmin
            if model in SUPERUSERS_ONLY:
                mixin: type = ForSuperusers
            elif model._meta.app_label == "club" and model._meta.model_name != "club":
                mixin = OfAClub
            else:
                super().register(model, base, **options)
                continue
            wrapped = type(base.__name__, (mixin, base), {"__module__": base.__module__})
            super().register(model, wrapped, **options)
