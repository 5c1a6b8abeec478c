"""The club's laptop: its first-run page and the director's backups."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import laptop

urlpatterns = [
    path("setup/", laptop.first_run, name="first_run"),
    path("club/backups/", laptop.backup_list, name="backups"),
    path("club/backups/now/", laptop.backup_now, name="backup_now"),
    path("club/backups/<str:name>", laptop.backup_file, name="backup_file"),
]
