"""The director's roster and the club's settings."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import members, roster

urlpatterns = [
    path("club/roster/", roster.roster, name="roster"),
    path("club/roster/add/", roster.player_add, name="player_add"),
    path("club/roster/import/", roster.roster_import, name="roster_import"),
    path("club/roster/<id:pk>/", roster.player_edit, name="player_edit"),
    # GET asks "are you sure?" without JavaScript; only the POST changes anything.
    path(
        "club/roster/<id:pk>/retire/confirm/",
        roster.player_retire_confirm,
        name="player_retire_confirm",
    ),
    path("club/roster/<id:pk>/retire/", roster.player_retire, name="player_retire"),
    path("club/settings/", roster.club_settings, name="club_settings"),
    path("club/points/", roster.points_scale, name="points_scale"),
    path("club/members/", members.club_members, name="club_members"),
    path("club/members/<id:pk>/remove/", members.member_remove, name="member_remove"),
]
