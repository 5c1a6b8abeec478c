"""Paper beside the phones: the printed score sheets, the switch, and the director's fast entry."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import paper

EVENING = "club/evenings/<id:pk>/"
TABLE = EVENING + "tables/<id:number>/"

urlpatterns = [
    path(EVENING + "score-sheets.pdf", paper.score_sheets_pdf, name="score_sheets_pdf"),
    path(TABLE + "score-sheets.pdf", paper.table_score_sheets_pdf, name="table_score_sheets_pdf"),
    path(TABLE + "paper/", paper.paper_entry, name="paper_entry"),
    path(TABLE + "paper/preview/", paper.paper_preview, name="paper_preview"),
    path(TABLE + "paper/switch/", paper.table_paper, name="table_paper"),
]
