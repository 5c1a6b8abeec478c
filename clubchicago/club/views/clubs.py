"""The pages of no club on an installation of several: the club picker (``/``), where a person
lands once signed in, and the list of the clubs they hold a part in.

A one-club installation shows none of this: its home page is the club's, and a sign-in lands
on the club's own first page, as before.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from clubchicago.club import tenancy
from clubchicago.club.selectors.clubs import club_links, clubs_of, first_page
from clubchicago.club.views.common import club_role

# Who may create clubs and their first directors (``views.federation_admin``).
CREATE_CLUBS = "club.create_clubs"


def picker(request: HttpRequest) -> HttpResponse:
    """The site's home page once it holds several clubs: every club, linked to its pages."""
    return render(request, "club/clubs.html", {"clubs": club_links()})


@login_required
@require_GET
def signed_in(request: HttpRequest) -> HttpResponse:
    """Where the sign-in lands when it was asked for no page (``LOGIN_REDIRECT_URL``).

    Signed in at a club (the one-club installation's, or at ``/<club>/accounts/login/``): the
    part held there decides, the director's evenings or the scorer's. Signed in at no club:
    the one club the person holds a part in, or the list of theirs.
    """
    club = getattr(request, "club", None)
    role = club_role(request.user) if club is not None else None
    if club is not None and role:
        return redirect(first_page(club, role))
    theirs = clubs_of(request.user)
    if club is None and len(theirs) == 1:
        return redirect(theirs[0].url)
    if not theirs and request.user.has_perm(CREATE_CLUBS):
        return redirect(tenancy.site_url("federation_admin:clubs"))
    if theirs or club is None:
        return redirect(tenancy.site_url("your_clubs"))
    # No part in the only club: its login page says the account is not a director's.
    return redirect("club:dashboard")


@login_required
@require_GET
def your_clubs(request: HttpRequest) -> HttpResponse:
    """The clubs the signed-in person holds a part in, each to the page they start on."""
    context = {
        "clubs": clubs_of(request.user),
        "federation_admin": request.user.has_perm(CREATE_CLUBS),
        "federation_admin_url": tenancy.site_url("federation_admin:clubs"),
    }
    return render(request, "club/your_clubs.html", context)
