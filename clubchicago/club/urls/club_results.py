"""The club's results for everyone: the Results page and each player's page."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import club_results

urlpatterns = [
    path("results/", club_results.results, name="results"),
    path("results/players/<id:pk>/", club_results.player_results, name="player_results"),
]
