"""Table-side play: each table's page behind its own unguessable link, and the director's side."""

from __future__ import annotations

from django.urls import path

from clubchicago.club.views import play, play_director

# Table links keep Django's ``int``: any wrong link, however long its number, is counted and
# answered by the table link's own page (``views.play.load_table``), which looks up by key only.
urlpatterns = [
    path("t/<int:table_id>/<str:token>/", play.table_page, name="table_play"),
    path("t/<int:table_id>/<str:token>/preview/", play.deal_preview, name="deal_preview"),
    path("t/<int:table_id>/<str:token>/deals/<int:deal_id>/", play.deal_edit, name="deal_edit"),
    path(
        "t/<int:table_id>/<str:token>/deals/<int:deal_id>/delete/",
        play.deal_delete,
        name="deal_delete",
    ),
    path(
        "t/<int:table_id>/<str:token>/deals/<int:deal_id>/confirm/",
        play.deal_confirm,
        name="deal_confirm",
    ),
    path("club/play/", play_director.play_evenings, name="play_evenings"),
    path("club/evenings/<id:pk>/play/", play_director.evening_play, name="evening_play"),
    path("club/evenings/<id:pk>/history/", play_director.evening_history, name="evening_history"),
    path(
        "club/evenings/<id:pk>/tables/<id:number>/deals/",
        play_director.table_deals,
        name="table_deals",
    ),
    path("club/chukkers/<id:chukker_id>/close/", play_director.chukker_close, name="chukker_close"),
    path(
        "club/chukkers/<id:chukker_id>/reopen/",
        play_director.chukker_reopen,
        name="chukker_reopen",
    ),
    path(
        "club/tables/<id:table_id>/new-link/",
        play_director.table_new_link,
        name="table_new_link",
    ),
    path("club/deals/<id:deal_id>/restore/", play_director.deal_restore, name="deal_restore"),
]
