"""Root URLs: the public pages, the director's club area, table links and the admin."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from clubchicago.club.api.v1 import api
from clubchicago.club.views import clubs, public

urlpatterns = [
    path("", public.home, name="home"),
    path("pad/", public.score_pad, name="score_pad"),
    path("pad/preview/", public.score_pad_preview, name="score_pad_preview"),
    path("pad/sheet.pdf", public.score_pad_sheet, name="score_pad_sheet"),
    path("i18n/", include("django.conf.urls.i18n")),
    # Login, logout and password change only: no e-mail is sent, so no password reset by mail.
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    # Where a sign-in lands (settings.LOGIN_REDIRECT_URL), and the clubs of the signed-in.
    path("accounts/signed-in/", clubs.signed_in, name="signed_in"),
    path("accounts/clubs/", clubs.your_clubs, name="your_clubs"),
    path(
        "accounts/password_change/",
        auth_views.PasswordChangeView.as_view(),
        name="password_change",
    ),
    path(
        "accounts/password_change/done/",
        auth_views.PasswordChangeDoneView.as_view(),
        name="password_change_done",
    ),
    path("admin/", admin.site.urls),
    path("federation/clubs/", include("clubchicago.club.urls.federation_admin")),
    path("api/v1/", api.urls),
    path("federation/", include("clubchicago.club.urls.federation", namespace="federation")),
    path("", include("clubchicago.club.urls", namespace="club")),
]
