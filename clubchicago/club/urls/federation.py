"""The federation's public pages, at ``/federation/`` (pages of no club: ``tenancy.SITE_PATHS``)."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import federation

app_name = "federation"

urlpatterns = [
    path("", federation.home, name="home"),
    path("ranking/", federation.ranking, name="ranking"),
    # A licence number is any text a club accepts (``Player.licence_number``), slashes too.
    path("players/<path:licence>/", federation.player, name="player"),
]
