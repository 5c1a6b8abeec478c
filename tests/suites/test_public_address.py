"""Every link a person carries away starts with the address the phones reach, never loopback.

On the club's laptop the director's own browser is often on http://127.0.0.1:8000, which no
phone reaches. Each printable and page that shows a link (the table cards' QR codes and printed
links, the tonight page's QR code on the projector, the API's index) is asked for from there,
and must carry the laptop's public address (``settings.PUBLIC_URL``, ``clubchicago.club.links``)
instead. A print or page kept in the cache is kept under that address: the same print asked for
after the address changed is drawn again. And no code but ``links`` builds an absolute link.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
import segno
from django.test import Client, override_settings
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Evening
from clubchicago.club.templatetags.chicago import qr_code
from clubchicago.club.views.tonight import tonight_url
from tests import factories
from tests.pdf_helpers import pdf_links, pdf_text

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = "http://192.168.1.20:8000/"
MOVED = "http://10.0.0.7:8000/"  # the laptop on another network, the next week
LOOPBACK = "127.0.0.1:8000"  # where the director's own browser is
RECTS = re.compile(r"\nn ((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\s?){20,})f\*?\n")


def normalised(modules: set[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    top, left = min(r for r, _c in modules), min(c for _r, c in modules)
    return frozenset((r - top, c - left) for r, c in modules)


def qr_of(link: str) -> frozenset[tuple[int, int]]:
    """The dark modules of ``link``'s QR code, as the site makes it (segno, error level M)."""
    rows = segno.make(link, error="m", micro=False).matrix_iter(scale=1, border=0)
    return normalised({(y, x) for y, row in enumerate(rows) for x, dark in enumerate(row) if dark})


def qr_codes_in(pdf: bytes) -> list[frozenset[tuple[int, int]]]:
    """Every QR code the PDF draws (each one filled path of squares), read back as modules."""
    codes = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        contents = page.get_contents()
        assert contents is not None
        for path in RECTS.findall(contents.get_data().decode("latin-1")):
            rects = [tuple(map(float, r)) for r in re.findall(r"(\S+) (\S+) (\S+) (\S+) re", path)]
            module = min(height for _x, _y, _w, height in rects)
            covered = {
                (-round(y / module), round(x / module) + i)
                for x, y, width, _h in rects
                for i in range(round(width / module))
            }
            codes.append(normalised(covered))
    return codes


def links_in(pdf: bytes) -> set[str]:
    """Every address a reader of the print can click (its link annotations)."""
    return set(pdf_links(pdf))


@pytest.fixture
def director_on_the_laptop(client: Client) -> Client:
    client.force_login(factories.make_director())
    client.defaults["HTTP_HOST"] = LOOPBACK
    return client


@pytest.fixture
def evening() -> Evening:
    evening = factories.make_evening(tonight_page=True)
    factories.seat_tables(evening, (4, 5))
    return evening


def expected_links(evening: Evening, base: str) -> set[str]:
    tables = {f"{base}t/{t.pk}/{t.token}/" for t in evening.tables.all()}
    return tables | {f"{base}{tonight_url(evening)[1:]}"}


@override_settings(PUBLIC_URL=PUBLIC)
@pytest.mark.parametrize("which", ["one card", "all cards"])
def test_the_table_cards_qr_codes_and_links_carry_the_public_address(
    director_on_the_laptop: Client, evening: Evening, which: str
):
    if which == "one card":
        table = evening.tables.get(number=2)
        url = reverse("club:table_card_pdf", args=[evening.pk, 2])
        wanted = {f"{PUBLIC}t/{table.pk}/{table.token}/", f"{PUBLIC}{tonight_url(evening)[1:]}"}
    else:
        url = reverse("club:table_cards_pdf", args=[evening.pk])
        wanted = expected_links(evening, PUBLIC)
    pdf = director_on_the_laptop.get(url).content

    assert links_in(pdf) == wanted
    assert set(qr_codes_in(pdf)) == {qr_of(link) for link in wanted}
    assert not any("127.0.0.1" in link or "localhost" in link for link in links_in(pdf))
    assert "127.0.0.1" not in pdf_text(pdf) and "localhost" not in pdf_text(pdf)


@override_settings(PUBLIC_URL=PUBLIC)
def test_the_live_displays_qr_code_of_the_tonight_page_carries_the_public_address(
    director_on_the_laptop: Client, evening: Evening
):
    page = director_on_the_laptop.get(reverse("club:evening_live", args=[evening.pk]))
    html = page.content.decode()
    link = f"{PUBLIC}{tonight_url(evening)[1:]}"
    assert qr_code(link, "QR code of the tonight page") in html
    assert f'<p class="muted">{link}</p>' in html
    assert "127.0.0.1" not in html


@override_settings(PUBLIC_URL=PUBLIC)
def test_the_apis_index_links_to_its_description_at_the_public_address(client: Client):
    index = json.loads(client.get("/api/v1/", HTTP_HOST=LOOPBACK).content)
    assert index["openapi"] == f"{PUBLIC}api/v1/openapi.json"
    assert index["docs"] == f"{PUBLIC}api/v1/docs"


def test_a_kept_print_is_drawn_again_once_the_public_address_changed(
    director_on_the_laptop: Client, evening: Evening
):
    url = reverse("club:table_cards_pdf", args=[evening.pk])
    with override_settings(PUBLIC_URL=PUBLIC):
        first = director_on_the_laptop.get(url).content
    with override_settings(PUBLIC_URL=MOVED):
        moved = director_on_the_laptop.get(url).content
    assert links_in(first) == expected_links(evening, PUBLIC)
    assert links_in(moved) == expected_links(evening, MOVED)


def test_the_live_displays_poll_answers_afresh_once_the_public_address_changed(
    director_on_the_laptop: Client, evening: Evening
):
    url = reverse("club:evening_live", args=[evening.pk])
    with override_settings(PUBLIC_URL=PUBLIC):
        etag = director_on_the_laptop.get(url)["ETag"]
        assert director_on_the_laptop.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304
    with override_settings(PUBLIC_URL=MOVED):
        page = director_on_the_laptop.get(url, HTTP_IF_NONE_MATCH=etag)
    assert page.status_code == 200
    assert MOVED in page.content.decode()


def test_no_code_but_the_links_module_builds_an_absolute_link():
    builders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "clubchicago").rglob("*.py"))
        if path.name != "links.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "build_absolute_uri" in line
    ]
    assert builders == []
