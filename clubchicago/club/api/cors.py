"""Which other websites may read the results API from a visitor's browser (CORS).

Words: an *origin* is a website as a browser names it in a request's ``Origin`` header: scheme,
host and port ("https://www.club.example", "http://localhost:8000"), in lower case, with no path
and no default port. The director lists the origins the club allows on the club's settings page
(``Club.api_cors_origins``): each club its own, for its own API (``/api/v1/clubs/<slug>/``).

The API only reads, so only reading is shared: a GET from an allowed origin gets an
``Access-Control-Allow-Origin`` naming that origin, and its *preflight* (an OPTIONS request
asking ``Access-Control-Request-Method: GET``) is answered here. Anything else (another method,
another origin, a path outside ``/api/``) gets no CORS header at all, and the browser keeps the
answer from the other site's page. An old address sent on to a club's (``tenancy.api_place``)
is shared as that club's, so a browser follows it. No cookie is shared (never
``Access-Control-Allow-Credentials``): the API serves the same published results to everyone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlsplit

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

from clubchicago.club import tenancy

API_PREFIX = "/api/"
SHARED_METHODS = ("GET",)
DEFAULT_PORTS = {"http": 80, "https": 443}
# A host name (letters, digits, dots and hyphens, as IDNA writes any name) or an IP address.
HOST = re.compile(r"[a-z0-9-]+(\.[a-z0-9-]+)*|[0-9a-f:.]+")
# How long a browser may keep a preflight's answer: short, as the director may change the list.
PREFLIGHT_SECONDS = 600


def origin(text: str) -> str:
    """``text`` ("https://Club.example/", "http://localhost:8000") as an ``Origin`` header
    writes it; ``ValueError`` for anything that is not a website's address alone."""
    parts = urlsplit(text.strip())
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        raise ValueError("not an http or https address")
    if parts.username is not None or parts.password is not None:
        raise ValueError("an address with a user name")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError("an address with a path")
    try:
        host = parts.hostname.encode("idna").decode("ascii")
        port = parts.port
    except (UnicodeError, ValueError) as error:
        raise ValueError("not a host name and port") from error
    if not HOST.fullmatch(host):
        raise ValueError("not a host name")
    if ":" in host:
        host = f"[{host}]"
    if port is not None and port != DEFAULT_PORTS[parts.scheme]:
        host = f"{host}:{port}"
    return f"{parts.scheme}://{host}"


def allowed_origins(club: object) -> list[str]:
    """The origins ``club`` (the request's, ``None`` for none) allows: read with the club."""
    origins = getattr(club, "api_cors_origins", None)
    return [value for value in origins or [] if isinstance(value, str)]


def _is_preflight(request: HttpRequest) -> bool:
    return (
        request.method == "OPTIONS"
        and request.headers.get("Access-Control-Request-Method") in SHARED_METHODS
    )


class ApiCorsMiddleware:
    """Lets the club's allowed origins read ``/api/`` from a browser: GET and its preflight.

    Placed before ``tenancy.ClubMiddleware``, so that the redirect of an old address is shared
    too: a GET's club is the one that middleware set (``request.club``); a preflight, answered
    here, asks ``tenancy.place_of``."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not request.path.startswith(API_PREFIX):
            return self.get_response(request)
        asked = request.headers.get("Origin")
        if asked is not None and _is_preflight(request):
            club = tenancy.place_of(request.path_info).club
            if asked in allowed_origins(club):
                response = HttpResponse(status=204)
                response["Access-Control-Allow-Methods"] = ", ".join(SHARED_METHODS)
                response["Access-Control-Max-Age"] = str(PREFLIGHT_SECONDS)
                return self._shared(response, asked)
        response = self.get_response(request)
        shared = (
            asked is not None
            and request.method in SHARED_METHODS
            and asked in allowed_origins(getattr(request, "club", None))
        )
        return self._shared(response, asked if shared else None)

    @staticmethod
    def _shared(response: HttpResponse, asked: str | None) -> HttpResponse:
        # The answer differs by origin: a cache must not hand one site's answer to another.
        patch_vary_headers(response, ["Origin"])
        if asked is not None:
            response["Access-Control-Allow-Origin"] = asked
        return response
