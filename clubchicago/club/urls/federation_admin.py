"""The federation administrator's pages, under ``/federation/clubs/``: the clubs, a new one."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import federation_admin

app_name = "federation_admin"

urlpatterns = [
    path("", federation_admin.clubs, name="clubs"),
]
