"""Security headers every response carries: the Content-Security-Policy and Permissions-Policy.

The policy itself is in settings (``CONTENT_SECURITY_POLICY``, read by django-csp, and
``PERMISSIONS_POLICY``); this module decides where it applies.
"""

from __future__ import annotations

from collections.abc import Callable

from csp.middleware import CSPMiddleware
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase


class PageContentSecurityPolicyMiddleware(CSPMiddleware):
    """django-csp's policy, on HTML pages only.

    The recap sheets and table cards are PDFs shown in the browser, and Chrome draws them in a
    page of its own that a page's policy blocks (``object-src``, inline styles: crbug.com/271452).
    A PDF, a spreadsheet or a JSON download runs no script; ``X-Frame-Options`` still keeps
    every response out of other sites' frames.
    """

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not response.get("Content-Type", "").startswith("text/html"):
            response._csp_exempt = True  # type: ignore[attr-defined]  # django-csp's own flag
        return super().process_response(request, response)


def permissions_policy(features: dict[str, list[str]]) -> str:
    """``camera=(), fullscreen=(self)``: the header's syntax for a feature and its origins."""
    return ", ".join(f"{name}=({' '.join(origins)})" for name, origins in features.items())


class PermissionsPolicyMiddleware:
    """Turns off the browser features the site never uses (``settings.PERMISSIONS_POLICY``), so
    a script that got in anyway could not reach the camera, the microphone or a payment."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.header = permissions_policy(settings.PERMISSIONS_POLICY)

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.setdefault("Permissions-Policy", self.header)
        return response
