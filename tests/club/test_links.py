"""Absolute links start with the address the phones reach: the laptop's, or the request's own."""

from __future__ import annotations

import pytest
from django.http import HttpRequest
from django.test import RequestFactory, override_settings

from clubchicago.club.links import absolute_url, site_address


def laptop_request(host: str = "127.0.0.1:8000") -> HttpRequest:
    return RequestFactory().get("/club/", HTTP_HOST=host)


@override_settings(PUBLIC_URL="http://192.168.1.20:8000/", ALLOWED_HOSTS=["*"])
@pytest.mark.parametrize("host", ["127.0.0.1:8000", "localhost:8000", "192.168.1.20:8000"])
def test_on_the_laptop_links_start_with_the_public_address_whatever_the_browser_used(host):
    request = laptop_request(host)
    assert site_address(request) == "http://192.168.1.20:8000/"
    assert absolute_url(request, "/t/3/abc/") == "http://192.168.1.20:8000/t/3/abc/"
    assert absolute_url(request, "/api/?page=2") == "http://192.168.1.20:8000/api/?page=2"


@override_settings(PUBLIC_URL="", ALLOWED_HOSTS=["chicago.example.org"])
def test_elsewhere_links_follow_the_request_as_allowed_hosts_vetted_it():
    request = RequestFactory().get("/", HTTP_HOST="chicago.example.org", secure=True)
    assert site_address(request) == "https://chicago.example.org/"
    assert absolute_url(request, "/t/3/abc/") == "https://chicago.example.org/t/3/abc/"


def test_a_relative_path_is_a_mistake_of_the_caller():
    with pytest.raises(ValueError, match="absolute path"):
        absolute_url(laptop_request(), "t/3/abc/")
