"""The federation administrator's page (``/federation/clubs/``, a page of no club): every club
of the installation, and a new club with its first director (``services.clubs``).

Open to a signed-in user with the permission ``club.create_clubs``, or a superuser; anyone
else signed in is told it is the federation's page (403), a visitor is sent to the login page.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.clubs import NewClubForm
from clubchicago.club.selectors.clubs import clubs_with_directors
from clubchicago.club.services import clubs as club_service
from clubchicago.club.views.clubs import CREATE_CLUBS


def federation_admin_required(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @login_required
    @wraps(view)
    def checked(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if not request.user.has_perm(CREATE_CLUBS):
            return render(request, "federation/admin/refused.html", status=403)
        return view(request, *args, **kwargs)

    return checked


@federation_admin_required
@require_http_methods(["GET", "POST"])
def clubs(request: HttpRequest) -> HttpResponse:
    form = NewClubForm(request.POST if request.method == "POST" else None)
    if form.is_valid():
        data = form.cleaned_data
        try:
            made = club_service.create_club(
                data["name"], data["slug"], director=data["director"], password=form.password
            )
        except ClubUserError as error:
            form.add_error(None, error.message)
        else:
            messages.success(
                request,
                _("%(club)s is made, at %(url)s; its director signs in as %(username)s.")
                % {
                    "club": made.club.name,
                    "url": tenancy.club_url(made.club, "home"),
                    "username": made.director.get_username(),
                },
            )
            return redirect(tenancy.site_url("federation_admin:clubs"))
    context = {"form": form, "clubs": clubs_with_directors()}
    return render(request, "federation/admin/clubs.html", context)
