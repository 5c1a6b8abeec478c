"""network.client_address: X-Forwarded-For is believed only from a trusted proxy."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import RequestFactory

from clubchicago.club.network import client_address

PROXIES = ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]


def address(remote: str, forwarded: str | None = None) -> str | None:
    extra: dict[str, Any] = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return client_address(RequestFactory().get("/", **extra))


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        # No proxy configured: the header is never read.
        ("203.0.113.9", "192.0.2.1", "203.0.113.9"),
        ("2001:db8::7", None, "2001:db8::7"),
    ],
)
def test_without_trusted_proxies_the_peer_is_the_client(settings, remote, forwarded, expected):
    settings.TRUSTED_PROXIES = []
    assert address(remote, forwarded) == expected


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        ("127.0.0.1", "192.0.2.1", "192.0.2.1"),  # nginx on the same machine
        ("127.0.0.1", "198.51.100.5, 10.1.2.3", "198.51.100.5"),  # two proxies
        ("127.0.0.1", "6.6.6.6, 192.0.2.1", "192.0.2.1"),  # the client wrote 6.6.6.6 itself
        ("127.0.0.1", "192.0.2.1:51234", "192.0.2.1"),  # with a port
        ("::1", "[2001:db8::5]:443", "2001:db8::5"),
        ("::ffff:127.0.0.1", "192.0.2.1", "192.0.2.1"),  # IPv4 as IPv6
        ("127.0.0.1", "", "127.0.0.1"),  # no header: the proxy itself
        ("127.0.0.1", "garbage", "127.0.0.1"),
        ("127.0.0.1", "6.6.6.6, garbage, 10.0.0.5", "10.0.0.5"),  # left of garbage: unbelieved
        ("127.0.0.1", "10.0.0.9, 10.0.0.5", "10.0.0.9"),  # all proxies: the leftmost
        ("203.0.113.9", "192.0.2.1", "203.0.113.9"),  # not from a proxy: header ignored
    ],
)
def test_behind_trusted_proxies_the_first_untrusted_hop_is_the_client(
    settings, remote, forwarded, expected
):
    settings.TRUSTED_PROXIES = PROXIES
    assert address(remote, forwarded) == expected


@pytest.mark.parametrize("remote", [None, "", "not-an-address"])
def test_a_request_without_a_usable_peer_address_has_none(settings, remote):
    settings.TRUSTED_PROXIES = PROXIES
    request = RequestFactory().get("/", HTTP_X_FORWARDED_FOR="192.0.2.1")
    if remote is None:
        del request.META["REMOTE_ADDR"]
    else:
        request.META["REMOTE_ADDR"] = remote
    assert client_address(request) is None
