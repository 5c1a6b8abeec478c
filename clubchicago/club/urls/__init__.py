"""The club app's URLs, one module per area so each stays short."""

from __future__ import annotations

from clubchicago.club.urls import club_results, evenings, paper, play, results, roster, transfer

app_name = "club"

urlpatterns = [
    *roster.urlpatterns,
    *evenings.urlpatterns,
    *play.urlpatterns,
    *paper.urlpatterns,
    *results.urlpatterns,
    *club_results.urlpatterns,
    *transfer.urlpatterns,
]
