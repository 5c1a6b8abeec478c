"""Absolute links: the one place that chooses the address a printed or shown link starts with.

Words: an *absolute link* is one a person carries away from the page it was shown on: a table
card's QR code and printed link, the tonight page's QR code on the projector, the API's index.
It must start with the address the phones reach. On the club's laptop that is the public
address the server advertises (``settings.PUBLIC_URL``, ``clubchicago.laptop.addresses``),
whatever address the director's own browser used (often 127.0.0.1, which no phone reaches);
everywhere else (the production form behind its proxy) it is the request's own host, which
``ALLOWED_HOSTS`` has vetted. Links followed on the page itself stay relative.

A cached print or page that holds an absolute link is keyed on ``site_address(request)``.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.http import HttpRequest


def site_address(request: HttpRequest) -> str:
    """The address every absolute link starts with, ending in ``/``
    (``http://192.168.1.20:8000/``)."""
    return absolute_url(request, "/")


def absolute_url(request: HttpRequest, path: str) -> str:
    """``path`` (an absolute path, as ``reverse`` gives it, script prefix included) as a link
    that works from wherever the reader is."""
    if not path.startswith("/"):
        raise ValueError(f"an absolute path is needed, not {path!r}")
    if settings.PUBLIC_URL:
        public = urlsplit(settings.PUBLIC_URL)
        wanted = urlsplit(path)
        return urlunsplit((public.scheme, public.netloc, wanted.path, wanted.query, ""))
    return request.build_absolute_uri(path)
