"""Root URLs: the public pages, the director's club area, table links and the admin."""

from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

from clubchicago.club.views import public

urlpatterns = [
    path("", public.home, name="home"),
    path("pad/", public.score_pad, name="score_pad"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
    path("", include("clubchicago.club.urls", namespace="club")),
]
