"""Which other websites may read the results API from a visitor's browser (CORS).

Words: an *origin* is a website as a browser names it in a request's ``Origin`` header: scheme,
host and port ("https://www.club.example", "http://localhost:8000"), in lower case, with no path
and no default port. The director lists the origins the club allows on the club's settings page
(``Club.api_cors_origins``).

The API only reads, so only reading is shared: a GET from an allowed origin gets an
``Access-Control-Allow-Origin`` naming that origin, and its *preflight* (an OPTIONS request
asking ``Access-Control-Request-Method: GET``) is answered here. Anything else (another method,
another origin, a path outside ``/api/``) gets no CORS header at all, and the browser keeps the
answer from the other site's page. No cookie is shared (never
``Access-Control-Allow-Credentials``): the API serves the same published results to everyone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlsplit

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

from clubchicago.club.models import Club

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


def allowed_origins() -> list[str]:
    """The origins the club allows (one query)."""
    origins = Club.objects.values_list("api_cors_origins", flat=True).first()
    return [value for value in origins or [] if isinstance(value, str)]


def _is_preflight(request: HttpRequest) -> bool:
    return (
        request.method == "OPTIONS"
        and request.headers.get("Access-Control-Request-Method") in SHARED_METHODS
    )


class ApiCorsMiddleware:
    """Lets the club's allowed origins read ``/api/`` from a browser: GET and its preflight."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not request.path.startswith(API_PREFIX):
            return self.get_response(request)
        asked = request.headers.get("Origin")
        shared = (
            asked is not None
            and (request.method in SHARED_METHODS or _is_preflight(request))
            and asked in allowed_origins()
        )
        if shared and _is_preflight(request):
            response = HttpResponse(status=204)
            response["Access-Control-Allow-Methods"] = ", ".join(SHARED_METHODS)
            response["Access-Control-Max-Age"] = str(PREFLIGHT_SECONDS)
        else:
            response = self.get_response(request)
        # The answer differs by origin: a cache must not hand one site's answer to another.
        patch_vary_headers(response, ["Origin"])
        if shared and asked is not None:
            response["Access-Control-Allow-Origin"] = asked
        return response
