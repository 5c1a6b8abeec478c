"""The address the phones reach: the laptop's own address on the room's network.

Words: the *public address* is the host (and port) every link the site prints or shows starts
with, so that a phone that scans a table card reaches the laptop. It is the laptop's network
address (``detect``), or the one the director gives (``--address``: another of the laptop's
addresses, or a name the room's router knows). A *loopback* address (127.0.0.1, ::1,
localhost) reaches only the laptop itself and is never advertised.

Detection sends nothing on the network: it lists the laptop's addresses (ifaddr) and asks the
system which one it would use for the way out (a UDP socket's ``connect`` only chooses a route).
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

import ifaddr

# Any address outside the room: connecting a UDP socket to it sends nothing, it only makes the
# system choose the interface of its default route (TEST-NET-2, documentation only).
_ROUTE_PROBE = ("198.51.100.1", 9)
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")


def is_loopback(host: str) -> bool:
    if host.strip("[]").lower() in {"localhost", "localhost.localdomain"}:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _usable(text: str) -> bool:
    """An IPv4 address a phone on the room's network can reach: not loopback, not the
    link-local 169.254/16 a computer gives itself when no router answered."""
    address = ipaddress.IPv4Address(text)
    return not (address.is_loopback or address.is_link_local or address.is_unspecified)


def laptop_addresses() -> list[str]:
    """The laptop's IPv4 addresses that phones could reach, in the system's order."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and isinstance(ip.ip, str) and _usable(ip.ip) and ip.ip not in found:
                found.append(ip.ip)
    return found


def route_address() -> str | None:
    """The address the system would send from towards the outside world (its default route);
    None when it has none (a room whose Wi-Fi has no way out)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)
            chosen: str = probe.getsockname()[0]
    except OSError:
        return None
    return chosen if _usable(chosen) else None


def _not_private(address: str) -> bool:
    """Sorts a private address (what a room's router hands out) before any other."""
    return not ipaddress.IPv4Address(address).is_private


def detect() -> tuple[str | None, list[str]]:
    """The laptop's address for the phones and every other one it has (None and an empty list
    when it is on no network at all)."""
    addresses = laptop_addresses()
    chosen = route_address()
    if chosen is None or chosen not in addresses:
        ordered = sorted(addresses, key=_not_private)
        chosen = ordered[0] if ordered else None
    return chosen, [address for address in addresses if address != chosen]


@dataclass(frozen=True)
class PublicAddress:
    """Where the phones reach the site: ``scheme://host:port``."""

    host: str
    port: int
    https: bool = False

    @property
    def netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        default = 443 if self.https else 80
        return host if self.port == default else f"{host}:{self.port}"

    @property
    def url(self) -> str:
        """The site's address, ending in ``/`` (``http://192.168.1.20:8000/``)."""
        return f"{'https' if self.https else 'http'}://{self.netloc}/"


def allowed_hosts(public: PublicAddress, others: list[str]) -> list[str]:
    """The host names the server answers to: the public address, the laptop's other addresses
    (a phone on another of its networks), its own name, and the loopback names its own browser
    uses. Any other Host is refused (a page of another site cannot talk to the laptop by
    rebinding a name of its own to the laptop's address)."""
    name = socket.gethostname()
    hosts = [public.host, *others, name, f"{name}.local", *LOOPBACK_NAMES]
    return list(dict.fromkeys(host for host in hosts if host))
