"""Results: standings, the projector's live display, recap sheets, the season and their PDFs."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import results, tonight, usebio

EVENING = "club/evenings/<id:pk>/"
TABLE = EVENING + "tables/<id:number>/"
SEASON = "club/seasons/<id:pk>/"

urlpatterns = [
    path(EVENING + "standings/", results.evening_standings, name="evening_standings"),
    path(EVENING + "live/", results.evening_live, name="evening_live"),
    # A wrong tonight link, or one whose page is off, answers the same 404.
    path("tonight/<id:pk>/<str:token>/", tonight.tonight, name="tonight"),
    path(EVENING + "publish/", results.evening_publish, name="evening_publish"),
    path(EVENING + "ranking.pdf", results.ranking_pdf, name="ranking_pdf"),
    path(EVENING + "recaps.pdf", results.recaps_pdf, name="recaps_pdf"),
    path(EVENING + "usebio.xml", usebio.evening_usebio, name="evening_usebio"),
    path(TABLE + "recap/", results.table_recap, name="table_recap"),
    path(TABLE + "recap.pdf", results.table_recap_pdf, name="table_recap_pdf"),
    path(SEASON + "standings/", results.season_standings, name="season_standings"),
    path(SEASON + "standings.pdf", results.season_pdf, name="season_pdf"),
    path(SEASON + "usebio.xml", usebio.season_usebio, name="season_usebio"),
]
