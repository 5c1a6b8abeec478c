"""Render once: the PDFs and standings tables kept in the shared cache, and the polls' validators.

Words: a *print* is one PDF as a reader gets it; its *key* names what it shows (its kind, the
evening, table or season, that object's results or plan version from ``services.versions``),
for whom and how it is shown (the *reader*: the director or the public; the reader's language;
the club's paper size and name) and the options asked for (an order, the address the table
links start with). A print of an unchanged evening is read
from the cache, not drawn: every change that could alter it writes a new version, so the next
request asks for a key nothing has filled yet, and a stale print is never served (what pretix
does with its invoices and tickets). Old keys are never deleted: they expire.

The standings pages keep their django-tables2 tables the same way, as template fragments
(``{% cache %}``) under ``fragment_key``: for the reader too (a director's button inside a
fragment is never served to the public), and with the *known query* the fragment's links carry
(``keep_known_query``: the parameters the page reads, as it read them; nothing a visitor added,
which a cached link would hand to every later visitor). The live display and the play
dashboard answer their 30-second polls with the evening's version as ETag and its time as
Last-Modified (``poll_etag``, ``poll_last_modified``), so an unchanged evening costs a 304.
The evening's live standings, which those polls show, are kept under its results version
(``live_standings``, ``live_digest``).

The shared cache is Redis in production, the database's cache table otherwise (``settings``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import hashlib
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from typing import TypeVar, cast

from django.contrib import messages
from django.core.cache import cache
from django.db.models import Model, OuterRef, QuerySet, Subquery
from django.forms import Form
from django.http import HttpRequest, QueryDict
from django.template.loader import render_to_string
from django.utils.functional import Promise, SimpleLazyObject
from django.utils.http import urlencode
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from clubchicago.club.models import Club, Evening
from clubchicago.club.selectors.standings import EveningStandings, evening_standings
from clubchicago.club.views.common import is_director

T = TypeVar("T")

# How long a print or a table is kept unread. A new version makes it unreachable at once; this
# only frees the space (two weeks: a season's PDF printed again at the next club night).
KEEP_SECONDS = 14 * 24 * 3600


def _digest(parts: Iterable[object]) -> str:
    """The parts of a key as one short string: memcached and Redis want keys without spaces,
    and names or addresses may hold anything."""
    return hashlib.sha256("\x1f".join(str(part) for part in parts).encode()).hexdigest()[:40]


def reader(request: HttpRequest) -> str:
    """Who reads, as far as a page or print may differ for them: the director or the public,
    of which club (a piece kept for one club is never read for another, whatever it shows)."""
    club = getattr(request, "club", None)
    role = "director" if is_director(request.user) else "public"
    return f"{role} of club {getattr(club, 'pk', None)}"


def print_key(
    request: HttpRequest, kind: str, subject: str, version: object, club: Club, *options: object
) -> str:
    """The key of a print: ``kind`` ("recaps", "cards"...), its ``subject`` ("evening 12",
    "evening 12 table 3", "season 4"), the subject's ``version``, the reader and their language,
    the club's paper size and name (on every page's footer), and the ``options`` asked for."""
    shown = (reader(request), get_language() or "en", club.paper_size, club.name)
    return f"clubchicago:pdf:{kind}:{_digest((subject, version, *shown, *options))}"


def cached_pdf(key: str, render: Callable[[], bytes]) -> bytes:
    """The print under ``key`` (its renderer's ``cache_key``), drawn by ``render`` only if the
    cache does not hold it. A failing cache (``failsafe_cache``) finds nothing and keeps
    nothing: the print is drawn every time, never lost."""
    return cast(bytes, cache.get_or_set(key, render, KEEP_SECONDS))


# -- fingerprints of what is shown ----------------------------------------------------------

# What every evening's row holds but no page shows: the versions of the whole evening, which
# move with every deal at any table (a fingerprint is of what is shown, not of the version).
NOT_SHOWN = frozenset({"results_version", "plan_version", "results_changed_at"})

_SCALARS = (str, int, float, Decimal, dt.date, dt.time, dt.timedelta, uuid.UUID, type(None))

_KINDS: dict[type, tuple[str, tuple[str, ...]]] = {}


def _kind(cls: type) -> tuple[str, tuple[str, ...]]:
    """How ``_canonical`` writes a value of class ``cls``, and the names of the fields it
    writes (a dataclass's fields, a model's stored fields but ``NOT_SHOWN``). Found once a
    class (``_KINDS``): a fingerprint of a table's state writes some 2,700 values."""
    found = _KINDS.get(cls)
    if found is None:
        found = _KINDS[cls] = _find_kind(cls)
    return found


def _find_kind(cls: type) -> tuple[str, tuple[str, ...]]:
    if issubclass(cls, enum.Enum):
        return "enum", ()
    if issubclass(cls, _SCALARS):  # bool is an int
        return "scalar", ()
    if issubclass(cls, Promise):
        return "promise", ()
    if dataclasses.is_dataclass(cls):
        return "dataclass", tuple(field.name for field in dataclasses.fields(cls))
    if issubclass(cls, Model):
        stored = cls._meta.concrete_fields
        return "model", tuple(f.attname for f in stored if f.attname not in NOT_SHOWN)
    if issubclass(cls, Mapping):
        return "mapping", ()
    if issubclass(cls, set | frozenset):
        return "set", ()
    if issubclass(cls, Sequence):  # tuples and lists (a str is a scalar)
        return "sequence", ()
    return "other", ()


def _canonical(value: object, out: list[str]) -> None:
    """Write ``value`` into ``out`` so that two values write the same only if they are equal:
    dataclasses field by field, models by their stored fields (``NOT_SHOWN`` left out),
    mappings and sets in a fixed order. Anything else is refused: a key must never miss what
    its page shows."""
    kind, names = _kind(type(value))
    if kind == "scalar":
        out.append(f"{type(value).__name__}:{value!r}")
    elif kind == "sequence":
        out.append("[")
        for item in cast(Sequence[object], value):
            _canonical(item, out)
        out.append("]")
    elif kind == "dataclass" or kind == "model":
        label = cast(Model, value)._meta.label if kind == "model" else type(value).__qualname__
        out.append(f"({label}")
        for name in names:
            out.append(name)
            _canonical(getattr(value, name), out)
        out.append(")")
    elif kind == "enum":
        out.append(f"{type(value).__qualname__}.{cast(enum.Enum, value).name}")
    elif kind == "promise":  # a lazy translation: as the reader's language says it
        out.append(f"str:{str(value)!r}")
    elif kind == "mapping":
        items = []
        for key, item in cast(Mapping[object, object], value).items():
            written: list[str] = []
            _canonical(key, written)
            _canonical(item, written)
            items.append("\x1e".join(written))
        out.extend(["{", *sorted(items), "}"])
    elif kind == "set":
        written_items = []
        for item in cast(set[object], value):
            written = []
            _canonical(item, written)
            written_items.append("\x1e".join(written))
        out.extend(["<", *sorted(written_items), ">"])
    else:
        raise TypeError(f"no canonical form for {type(value).__qualname__}: key it explicitly")


def fingerprint(*shown: object) -> str:
    """A digest of ``shown``, everything a page (or a form) shows: its content version."""
    out: list[str] = []
    for value in shown:
        _canonical(value, out)
    return hashlib.sha256("\x1f".join(out).encode()).hexdigest()[:40]


def form_html(request: HttpRequest, form: Form, offered: str) -> str:
    """``form`` as its ``as_div()`` writes it. An unbound form is kept under its class, prefix
    and the ``fingerprint`` of its choices (``offered``), for the reader and their language,
    and drawn once: the seating page's five forms offer every player of a festival
    evening (Django's option templates, rendered anew, were most of the page). A bound form
    (what the director typed, its errors) is drawn every time."""
    if form.is_bound:
        return str(form.as_div())
    what = (type(form).__qualname__, form.prefix, offered)
    key = f"clubchicago:form:{_digest((*what, reader(request), get_language() or 'en'))}"
    html = cache.get(key)
    if not isinstance(html, str):
        html = str(form.as_div())
        cache.set(key, html, KEEP_SECONDS)
    return mark_safe(html)  # what Django's own renderer wrote


def lazily(compute: Callable[[], T]) -> T:
    """``compute()`` when first used: what only a cached fragment shows is computed only where
    the fragment is missing. (A ``SimpleLazyObject``, typed as what it stands for.)"""
    return cast(T, SimpleLazyObject(compute))


def keep_known_query(request: HttpRequest, **known: str) -> None:
    """Make the request's query string ``known`` alone: the parameters the page reads, each as
    it understood it (empty ones left out), in a fixed order.

    django-tables2 draws a table's sort links from ``request.GET``: drawn from a visitor's own
    query string (``?zz=X``) and kept in the cache, they would carry it to every later visitor.
    A page with a cached fragment calls this before drawing it (``fragment_key`` checks).
    """
    kept = urlencode([(name, value) for name, value in sorted(known.items()) if value])
    request.GET = QueryDict(kept)  # read-only, as Django gives it
    request._clubchicago_known_query = True  # type: ignore[attr-defined]


def fragment_key(request: HttpRequest, subject: str, version: object, *options: object) -> str:
    """What a cached fragment of a page varies on, besides its name: its subject's version, the
    reader and their language, the query its links carry (``keep_known_query``, called first)
    and the options (a season still open, the handicaps computed)."""
    if not getattr(request, "_clubchicago_known_query", False):
        raise RuntimeError("keep_known_query() first: a cached link would keep any parameter")
    shown = (reader(request), get_language() or "en", request.GET.urlencode())
    return _digest((subject, version, *shown, *options))


# -- the polls ---------------------------------------------------------------------------------


def with_club_name(evenings: QuerySet[Evening]) -> QuerySet[Evening]:
    """``evenings`` each with ``club_name`` (in every page's title), read in the same query:
    the name of each evening's own club."""
    name = Club.objects.filter(pk=OuterRef("club_id")).values("name")[:1]
    return evenings.annotate(club_name=Subquery(name))


def poll_etag(
    request: HttpRequest, evening: Evening, *options: object, shown: str | None = None
) -> str | None:
    """The ETag of a page polled every 30 seconds: what it shows, in which language, for whom,
    with the page's ``options``. What it shows: ``shown``, a digest of the part of the evening
    the page shows (the standings, for the tonight page), which does not move with every deal
    entered, only with what the page shows; by default the whole evening, its results version
    (which every deal and every publication moves). With it, always: the plan version (names,
    seating), publication and the club's name in the title (``with_club_name``).

    None while a message waits to be shown: the page must then be drawn, not answered "not
    modified"."""
    if len(messages.get_messages(request)):  # counts them without marking them shown
        return None
    user = request.user.pk if request.user.is_authenticated else "public"
    what = evening.results_version if shown is None else shown
    parts = (what, evening.plan_version, evening.published, getattr(evening, "club_name", None))
    return _digest((*parts, get_language(), user, *options))


def table_etag(
    request: HttpRequest, evening: Evening, club_name: str | None, *shown: object
) -> str | None:
    """The ETag of the table page polled by the table's phones: the ``fingerprint`` of what it
    shows (the table's state as ``table_state`` read it, the evening so far of its players),
    with the evening's plan version (names, seating, settings), publication and the club's
    name, in which language, for whom (``poll_etag``). A deal entered at another table moves
    it only when it changes what this page shows. None while a message waits."""
    tonight = (evening.tonight_page, evening.tonight_token)
    return poll_etag(request, evening, club_name, *tonight, shown=fingerprint(*shown))


def poll_last_modified(evening: Evening) -> dt.datetime:
    """When the evening's pages last changed (every new version sets it)."""
    return evening.results_changed_at


# -- the live standings ------------------------------------------------------------------------

# How long an evening's live standings stay in the shared cache unread: a new results version
# makes them unreachable at once; this only frees the space.
LIVE_SECONDS = 6 * 3600


def live_standings(evening: Evening) -> EveningStandings:
    """``evening_standings`` by the evening's own order, read from the shared cache under its
    results version (``services.versions``): the tables' phones, the tonight page and the
    projector poll them every 30 seconds, and an unchanged evening is ranked once, not once a
    poll. Three queries when the version is new, none after."""
    key = f"clubchicago:standings:{evening.pk}:{evening.results_version}"
    found = cache.get(key)
    if not isinstance(found, EveningStandings):  # ranked here, kept, not read back again
        found = evening_standings(evening)
        cache.set(key, found, LIVE_SECONDS)
    return found


def live_digest(evening: Evening) -> str:
    """A short digest of what the evening's live standings say (``live_standings``), kept under
    its results version: it moves only when the standings do (a chukker closed or corrected,
    the seating changed), not with every deal entered in an open chukker, so a page that shows
    only the standings can answer its polls 304 while the tables play on."""
    key = f"clubchicago:standings-digest:{evening.pk}:{evening.results_version}"

    def digest() -> str:
        return hashlib.sha256(repr(live_standings(evening)).encode()).hexdigest()[:32]

    return cast(str, cache.get_or_set(key, digest, LIVE_SECONDS))


# -- a page's pieces ---------------------------------------------------------------------------


def fragment_html(
    request: HttpRequest, template: str, context: Mapping[str, object], *shown: object
) -> str:
    """``template`` drawn with ``context``, kept under the ``fingerprint`` of ``shown`` (all
    that the piece shows: pass everything it reads from ``context``, names included), for the
    reader and their language, and drawn once: the table page's score sheet and plan, which
    a change elsewhere in the evening leaves as they are, are read back, not drawn again at
    every poll that finds the page changed. No request is passed to the template: a piece
    kept for every phone holds no CSRF token and nothing of one reader's session."""
    what = (template, fingerprint(*shown), reader(request), get_language() or "en")
    key = f"clubchicago:fragment:{_digest(what)}"
    html: object = cache.get(key)
    if not isinstance(html, str):
        html = str(render_to_string(template, dict(context)))
        cache.set(key, html, KEEP_SECONDS)
    return mark_safe(html)  # what Django's own template engine wrote, escaped as it writes
