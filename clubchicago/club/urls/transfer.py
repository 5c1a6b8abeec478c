"""Export and import: an evening, a season or the whole club to one JSON file, and back into a
club without evenings."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import transfer

urlpatterns = [
    path("club/evenings/<id:pk>/export.json", transfer.evening_export, name="evening_export"),
    path("club/seasons/<id:pk>/export.json", transfer.season_export, name="season_export"),
    path("club/export.json", transfer.club_export, name="club_export"),
    path("club/import/", transfer.club_import, name="club_import"),
    path("club/import/<id:pk>/", transfer.import_job, name="import_job"),
]
