"""Who is asking: the client's address, as seen through the club's trusted reverse proxies.

Words: the *client* is the phone or computer that sent a request; a *trusted proxy* is one of
``settings.TRUSTED_PROXIES`` (nginx on the same machine, a load balancer). Behind a proxy every
request arrives from the proxy's own address (``REMOTE_ADDR``), and the proxy appends the
address it received the request from to ``X-Forwarded-For``. That header is believed only from a
trusted proxy, and read from the right: each trusted proxy appended one address, and the first
one that is not a trusted proxy is the client. Anything further left was written by the client
itself and could say anything.

Used by the table pages' wrong-link counters and by django-axes for login attempts.
"""

from __future__ import annotations

import ipaddress
from functools import cache

from django.conf import settings
from django.http import HttpRequest

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@cache
def _networks(configured: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(item, strict=False) for item in configured)


def _address(text: str) -> Address | None:
    """An address as a header writes it: ``203.0.113.7``, ``2001:db8::1``, with or without a
    port (``203.0.113.7:51234``, ``[2001:db8::1]:51234``); None when it is none of these."""
    text = text.strip()
    if text.startswith("[") and "]" in text:
        text = text[1 : text.index("]")]
    elif text.count(":") == 1:
        text = text.split(":")[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def _trusted(address: Address, proxies: tuple[Network, ...]) -> bool:
    return any(address in network for network in proxies)


def client_address(request: HttpRequest) -> str | None:
    """The client's IP address, never taken from a header a client could have written.

    None when the server gave no usable peer address (gunicorn on a Unix socket gives none: bind
    it to a TCP address, as the README does, for the proxy's address to be recognised).
    """
    remote: str = request.META.get("REMOTE_ADDR") or ""
    proxies = _networks(tuple(settings.TRUSTED_PROXIES))
    peer = _address(remote)
    if peer is None:
        return None
    if not proxies or not _trusted(peer, proxies):
        return str(peer)
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    hops = [hop for hop in forwarded.split(",") if hop.strip()]
    client = peer
    for hop in reversed(hops):
        address = _address(hop)
        if address is None:
            # A garbled entry: nothing left of it can be believed; the last good hop stands.
            break
        client = address
        if not _trusted(address, proxies):
            break
    return str(client)


def is_this_computer(request: HttpRequest) -> bool:
    """The request comes from the computer the server runs on (a loopback address), not from a
    phone on the network. Only meaningful without a proxy in front (the laptop form): behind
    nginx on the same machine every request would look like this."""
    client = client_address(request)
    return client is not None and ipaddress.ip_address(client).is_loopback
