"""The club's Members page: who runs the club, its directors and scorers."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.clubs import MemberForm
from clubchicago.club.models import Club
from clubchicago.club.selectors import clubs as club_reads
from clubchicago.club.services import members
from clubchicago.club.views.common import DirectorRequest, director_required


@director_required
def club_members(request: DirectorRequest) -> HttpResponse:
    club = Club.load()
    form = MemberForm(request.POST if request.method == "POST" else None)
    if form.is_valid():
        data = form.cleaned_data
        try:
            member = members.add_member(club, data["username"], data["role"], form.password)
        except ClubUserError as error:
            form.add_error(None, error.message)
        else:
            messages.success(
                request,
                gettext("%(username)s is the club's %(role)s.")
                % {"username": member.user.get_username(), "role": member.get_role_display()},
            )
            return redirect("club:club_members")
    context = {"form": form, "members": club_reads.club_members(club), "me": request.user.pk}
    return render(request, "club/members.html", context)


@director_required
@require_POST
def member_remove(request: HttpRequest, pk: int) -> HttpResponse:
    try:
        member = members.remove_member(Club.load(), pk, request.user)  # type: ignore[arg-type]
    except ClubUserError as error:
        messages.error(request, error.message)
    else:
        messages.success(
            request,
            gettext("%(username)s no longer holds a part in the club.")
            % {"username": member.user.get_username()},
        )
    return redirect("club:club_members")
