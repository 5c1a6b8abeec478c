"""The address the phones reach: the laptop's network address, never a loopback one."""

from __future__ import annotations

from types import SimpleNamespace

import ifaddr
import pytest

from clubchicago.laptop import addresses
from clubchicago.laptop.addresses import PublicAddress


def adapters(*ips: str) -> list[SimpleNamespace]:
    return [
        SimpleNamespace(
            ips=[SimpleNamespace(ip=ip, is_IPv4="." in ip) for ip in ips]
            + [SimpleNamespace(ip=("fe80::1", 0, 2), is_IPv4=False)]
        )
    ]


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.0.1.1", True),
        ("localhost", True),
        ("::1", True),
        ("[::1]", True),
        ("192.168.1.20", False),
        ("clubchicago.local", False),
        ("10.0.0.5", False),
    ],
)
def test_loopback_addresses_are_recognised(host, loopback):
    assert addresses.is_loopback(host) is loopback


def test_the_laptop_addresses_leave_out_loopback_link_local_and_ipv6(monkeypatch):
    monkeypatch.setattr(
        ifaddr,
        "get_adapters",
        lambda: adapters("127.0.0.1", "169.254.3.4", "192.168.1.20", "10.8.0.2"),
    )
    assert addresses.laptop_addresses() == ["192.168.1.20", "10.8.0.2"]


def test_the_address_of_the_default_route_is_chosen_the_others_listed(monkeypatch):
    monkeypatch.setattr(ifaddr, "get_adapters", lambda: adapters("10.8.0.2", "192.168.1.20"))
    monkeypatch.setattr(addresses, "route_address", lambda: "192.168.1.20")
    assert addresses.detect() == ("192.168.1.20", ["10.8.0.2"])


def test_without_a_default_route_a_private_address_is_preferred(monkeypatch):
    monkeypatch.setattr(ifaddr, "get_adapters", lambda: adapters("100.64.0.5", "192.168.1.20"))
    monkeypatch.setattr(addresses, "route_address", lambda: None)
    assert addresses.detect() == ("192.168.1.20", ["100.64.0.5"])


def test_a_laptop_on_no_network_has_no_address_to_advertise(monkeypatch):
    monkeypatch.setattr(ifaddr, "get_adapters", lambda: adapters("127.0.0.1"))
    monkeypatch.setattr(addresses, "route_address", lambda: None)
    assert addresses.detect() == (None, [])


def test_this_machines_detected_address_is_never_a_loopback_one():
    chosen, others = addresses.detect()
    assert all(not addresses.is_loopback(address) for address in [chosen, *others] if address)


@pytest.mark.parametrize(
    ("public", "url"),
    [
        (PublicAddress("192.168.1.20", 8000), "http://192.168.1.20:8000/"),
        (PublicAddress("192.168.1.20", 80), "http://192.168.1.20/"),
        (PublicAddress("club.local", 443, https=True), "https://club.local/"),
        (PublicAddress("club.local", 8443, https=True), "https://club.local:8443/"),
        (PublicAddress("fd00::2", 8000), "http://[fd00::2]:8000/"),
    ],
)
def test_the_public_url_is_written_as_a_browser_writes_it(public, url):
    assert public.url == url


def test_the_server_answers_to_the_public_address_its_other_ones_and_its_own_names():
    hosts = addresses.allowed_hosts(PublicAddress("192.168.1.20", 8000), ["10.8.0.2"])
    assert hosts[:2] == ["192.168.1.20", "10.8.0.2"]
    assert {"127.0.0.1", "localhost", "[::1]"} <= set(hosts)
    assert "*" not in hosts
