"""``django.contrib.admin`` with the admin of each club as its site (``admin_site``): the entry
of ``INSTALLED_APPS``, in a module of its own that imports no model."""

from __future__ import annotations

from django.contrib.admin.apps import AdminConfig


class ClubAdminConfig(AdminConfig):
    default_site = "clubchicago.club.admin_site.ClubAdminSite"
