"""Which club a piece of work is for: the one place that decides it.

See ``docs/architecture.md`` (Clubs apart).

One installation holds many clubs, each row belonging to one of them. Every query on the club's
records goes through a django-scopes manager (``ScopedManager(club=...)`` on every model), which
filters it by the club of the active scope and raises ``ScopeError`` when no scope is active: a
query that does not name its club fails instead of reading another club's rows.

A request's scope is set by ``middleware.ClubMiddleware`` from its address (``club_for_path``);
the background worker, the management commands and the tests set theirs with
``django_scopes.scope(club=...)``. The scope holds the club itself or its primary key.

This module imports no model: the models' ``club`` fields take their default from it.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import functools
from collections.abc import Callable, Iterator
from typing import Any, TypeVar, cast

from django.db.models import Exists, Model, QuerySet
from django.http import Http404, HttpRequest, HttpResponseBase, HttpResponseRedirect
from django.urls import get_script_prefix, reverse, set_script_prefix
from django_scopes import get_scope, scope
from django_scopes.exceptions import ScopeError
from django_scopes.state import state

__all__ = ["ScopeError", "current_club_id", "scoped_club"]

M = TypeVar("M", bound=Model)


def scoped_club() -> Any:
    """The active scope's club (a ``Club`` or its primary key), or ``None`` without one."""
    return get_scope().get("club")


def current_club_id() -> int:
    """The primary key of the active scope's club: the default of every record's ``club``.

    A record created with no club in scope would belong to no one: it raises instead.
    """
    club = scoped_club()
    if club is None or isinstance(club, (list, tuple)):
        raise ScopeError("A record of a club is created with no club in scope.")
    return int(getattr(club, "pk", club))


@functools.cache
def reserved_slugs() -> frozenset[str]:
    """The first path segments of the site's own pages (``club``, ``admin``, ``t``…): no club
    may take one as its address, or its pages would hide them."""
    from django.urls import get_resolver

    segments = {"static", "media", "favicon.ico", "robots.txt"}

    def first_segments(patterns: Any) -> None:
        for pattern in patterns:
            text = str(pattern.pattern).lstrip("^/")
            head = text.split("/", 1)[0]
            if head:
                segments.add(head.split("<", 1)[0] or head)
            elif hasattr(pattern, "url_patterns"):
                first_segments(pattern.url_patterns)

    first_segments(get_resolver().url_patterns)
    return frozenset(segments)


@contextlib.contextmanager
def no_club() -> Iterator[None]:
    """No scope at all, whatever the caller had: a page of no club (the federation's, the
    club picker) reads a club's records only by naming the clubs itself."""
    token = state.set({})
    try:
        yield
    finally:
        state.reset(token)


# The pages of no club: on an installation of several clubs they answer without one, every
# other address without a club's prefix is sent to the first club's (the old addresses).
SITE_PATHS = ("admin", "i18n", "federation", "static", "accounts")

# The links printed on the cards and shown as QR codes: short, unguessable, and without the
# club's prefix; the record they open names its club (``links_club``).
PRINTED_LINKS = {"t": ("Table", "evening__club"), "tonight": ("Evening", "club")}


@dataclasses.dataclass(frozen=True)
class Place:
    """Where a request goes: its club (``None``: a page of no club), the club's prefix in the
    address (``""`` on a one-club installation), the path after it, and a redirect, if any."""

    club: Any
    prefix: str
    path: str
    redirect: str | None = None


def club_prefix(slug: str, several: bool) -> str:
    """The part of a club's addresses before its pages: none while it is the only club."""
    return f"{slug}/" if several else ""


# The site's own script prefix, before any club's: a page of one club links to another's.
_site_prefix: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "site_prefix", default=None
)


def club_url(club: Any, viewname: str, args: Any = (), *, several: bool | None = None) -> str:
    """The address of ``viewname`` among ``club``'s pages, from any page (of a club or none):
    the club picker, the federation's pages, a sign-in of no club link to a club's own.
    ``several``: whether the installation holds several clubs, if the caller knows."""
    from clubchicago.club.models import Club

    if several is None:
        several = Club.objects.order_by("pk")[1:2].exists()
    return _reverse_under(club_prefix(club.slug, several), viewname, args)


def site_url(viewname: str, args: Any = ()) -> str:
    """The address of one of the site's own pages (of no club), from any page."""
    return _reverse_under("", viewname, args)


def _reverse_under(prefix: str, viewname: str, args: Any) -> str:
    within = get_script_prefix()
    set_script_prefix((_site_prefix.get() or within) + prefix)
    try:
        return reverse(viewname, args=args)
    finally:
        set_script_prefix(within)


def place_of(path: str) -> Place:
    """The club a request for ``path`` (its ``path_info``) is for: the one place that decides."""
    from clubchicago.club.models import Club

    head, _slash, rest = path.lstrip("/").partition("/")
    if head == "api":
        return api_place(path)
    if head and head not in reserved_slugs():
        club = Club.objects.filter(slug=head).first()
        if club is not None:
            if rest.startswith(API_ROOT[1:]):  # the API's one address is /api/v1/clubs/<slug>/
                return Place(club, "", path, redirect=api_address(head, rest[len(API_ROOT) - 1 :]))
            return Place(club, f"{head}/", "/" + rest)
    clubs = list(Club.objects.order_by("pk")[:2])
    several = len(clubs) > 1
    if head in PRINTED_LINKS and several:
        club = links_club(head, rest)
        if club is None:
            raise Http404  # no such table or evening: no club to ask
        return Place(club, club_prefix(club.slug, several), path)
    if not several:
        return Place(clubs[0] if clubs else Club.load(), "", path)
    if head in SITE_PATHS or path == "/":
        return Place(None, "", path)
    return Place(None, "", path, redirect=f"/{clubs[0].slug}{path}")


# The results API (``api.v1``): a club's answers under ``/api/v1/clubs/<slug>/``, its description,
# docs and index (``API_SITE``) the API's own. Its old addresses (``/api/v1/evenings``…) are the
# first club's: a one-club site serves them as they were, a site of several sends them on.
API_ROOT = "/api/v1/"
API_CLUBS = API_ROOT + "clubs/"
API_SITE = ("", "openapi.json", "docs")


def api_address(slug: str, rest: str) -> str:
    """The address of ``rest`` (``evenings/12``) in the API of the club ``slug``."""
    return f"{API_CLUBS}{slug}/{rest}"


def api_place(path: str) -> Place:
    """The club of an address of the API. An unknown club's address gets no club: the API
    answers it "not found" in its own words (``api.v1``)."""
    from clubchicago.club.models import Club

    if path.startswith(API_CLUBS):
        slug = path[len(API_CLUBS) :].split("/", 1)[0]
        others = Club.objects.exclude(slug=slug)
        club = Club.objects.filter(slug=slug).annotate(several=Exists(others)).first()
        return Place(club, club_prefix(slug, club.several) if club else "", path)
    clubs = list(Club.objects.order_by("pk")[:2])
    several = len(clubs) > 1
    rest = path[len(API_ROOT) :] if path.startswith(API_ROOT) else None
    first = clubs[0] if clubs else Club.load()
    if rest is None or rest.split("/", 1)[0] in API_SITE:
        return Place(None if several else first, "", path)
    if not several:
        return Place(first, "", api_address(first.slug, rest))
    return Place(first, "", path, redirect=api_address(first.slug, rest))


def links_club(head: str, rest: str) -> Any:
    """The club of the table or evening a printed link (``t/<id>/…``) opens, if it exists."""
    from django.apps import apps

    model_name, path = PRINTED_LINKS[head]
    record_id = rest.split("/", 1)[0]
    if not record_id.isdigit() or len(record_id) > 18:
        return None
    model = apps.get_model("club", model_name)
    record = unscoped(model).select_related(path).filter(pk=int(record_id))
    found = record.first()
    if found is None:
        return None
    for step in path.split("__"):
        found = getattr(found, step)
    return found


class ClubMiddleware:
    """Sets each request's club (``request.club``) from its address and serves it in that
    club's scope, with the club's prefix as the script prefix so every ``reverse`` names the
    club's own pages; sends an old address to the first club's."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        place = place_of(request.path_info)
        request.club = place.club  # type: ignore[attr-defined]
        if place.redirect is not None:
            query = request.META.get("QUERY_STRING", "")
            target = (
                get_script_prefix().rstrip("/") + place.redirect + (f"?{query}" if query else "")
            )
            if request.method in ("GET", "HEAD"):
                return HttpResponseRedirect(target)
            return HttpResponseRedirect(target, status=307)
        if place.club is None:
            with no_club():
                return self.get_response(request)
        outer = get_script_prefix()
        set_script_prefix(outer + place.prefix)
        request.path_info = place.path
        site = _site_prefix.set(outer)
        try:
            with scope(club=place.club):
                return self.get_response(request)
        finally:
            _site_prefix.reset(site)
            set_script_prefix(outer)


def in_scope_of(club: Any, chunks: Iterator[Any]) -> Iterator[Any]:
    """``chunks`` read in ``club``'s scope: a streamed response is read after its view (and the
    middleware's scope) returned."""
    with scope(club=club):
        yield from chunks


@contextlib.contextmanager
def club_of_command(slug: str | None) -> Iterator[Any]:
    """The scope of a management command: the club named by ``slug`` (``--club``), or the
    installation's only club; with several clubs and none named, a ``CommandError``."""
    from django.core.management.base import CommandError

    from clubchicago.club.models import Club

    if slug:
        club = Club.objects.filter(slug=slug).first()
        if club is None:
            raise CommandError(f"No club has the address {slug!r}.")
    else:
        with no_club():
            try:
                club = Club.load()
            except ScopeError as several:
                raise CommandError(
                    "The installation holds several clubs: name one with --club."
                ) from several
    with scope(club=club):
        yield club


def every_club() -> Iterator[Any]:
    """Each club in turn, inside its own scope (the checks a command runs over them all)."""
    from clubchicago.club.models import Club

    for club in Club.objects.order_by("pk"):
        with scope(club=club):
            yield club


def enter_club_for_script(club: Any = 1) -> None:
    """The rest of this thread runs in ``club``'s scope (default: the first club's primary
    key): a benchmark script of one club, which builds and measures that club only."""
    state.set({**get_scope(), "_enabled": True, "club": club})


def unscoped(model: type[M]) -> QuerySet[M]:
    """Every club's rows of ``model``: a read across clubs on purpose (a check of the whole
    installation, the worker finding its job, a printed link finding its club)."""
    manager = model._default_manager
    return cast("QuerySet[M]", manager.with_scopes_disabled().all())  # type: ignore[attr-defined]
