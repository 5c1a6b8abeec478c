"""The director's evenings and seasons."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import evenings, seasons, seating

EVENING = "club/evenings/<id:pk>/"
TABLE = EVENING + "tables/<id:number>/"

urlpatterns = [
    path("club/", evenings.dashboard, name="dashboard"),
    path("club/evenings/add/", evenings.evening_add, name="evening_add"),
    path(EVENING, evenings.evening_detail, name="evening_detail"),
    path(EVENING + "edit/", evenings.evening_edit, name="evening_edit"),
    path(EVENING + "attendance/", evenings.evening_attendance, name="evening_attendance"),
    path(EVENING + "attendance/guest/", evenings.evening_guest, name="evening_guest"),
    path(
        EVENING + "attendance/mark/",
        evenings.evening_attendance_mark,
        name="evening_attendance_mark",
    ),
    path(EVENING + "draw/", evenings.evening_draw, name="evening_draw"),
    path(EVENING + "seating/", seating.evening_seating, name="evening_seating"),
    path(EVENING + "seating/change/", seating.seating_change, name="seating_change"),
    path(
        EVENING + "seating/changes/<id:change>/undo/",
        seating.seating_undo,
        name="seating_undo",
    ),
    path(EVENING + "cards.pdf", evenings.table_cards_pdf, name="table_cards_pdf"),
    path(TABLE, evenings.table_positions, name="table_positions"),
    path(TABLE + "card.pdf", evenings.table_card_pdf, name="table_card_pdf"),
    path(TABLE + "changes/", seating.table_changes, name="table_changes"),
    path("club/seasons/", seasons.seasons, name="seasons"),
    path("club/seasons/<id:pk>/", seasons.season_edit, name="season_edit"),
]
