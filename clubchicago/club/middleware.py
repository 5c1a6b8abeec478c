"""Security headers every response carries: the Content-Security-Policy and Permissions-Policy.

The policy itself is in settings (``CONTENT_SECURITY_POLICY``, read by django-csp, and
``PERMISSIONS_POLICY``); this module decides where it applies.
"""

from __future__ import annotations

from collections.abc import Callable

from csp.middleware import CSPMiddleware
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseRedirect
from django.urls import reverse


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


class FirstRunMiddleware:
    """The club's laptop only: until the club has a director, the laptop's own browser is sent
    to the first-run page from whatever page it opens (a phone sees the site as it is: empty).
    Once a director exists the process never asks again."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response
        self.set_up = False

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        from clubchicago.club.network import is_this_computer
        from clubchicago.club.services.club_setup import is_set_up

        if not self.set_up:
            self.set_up = is_set_up()
            first_run = reverse("club:first_run")
            # The first-run page itself, and the language switch it offers, stay reachable.
            open_paths = (first_run, reverse("set_language"))
            if not self.set_up and is_this_computer(request) and request.path not in open_paths:
                return HttpResponseRedirect(first_run)
        return self.get_response(request)
