"""A print of every table, kept table by table: a change at one table redraws that table alone.

The recaps, score sheets and cards of an evening print one part per table, each starting on a
new page (``PdfRenderer.tables_story``). A part missing from the shared cache is drawn by
reportlab, in one document for each run of consecutive tables that need drawing (the first
print of an evening is one document, as before), and the document is kept whole. Each table's
``Part`` is kept too, under its own key, made by its renderer from a fingerprint of everything
the part shows (``caching.fingerprint``: the table's recap, plan or sheets, the evening's
settings) with the reader, their language, the paper and the club's name
(``caching.print_key``): it says which kept document holds its pages, and the number its first
page prints. The evening's print is joined from the parts' pages with pypdf's public
``PdfWriter``; what the pages of one document share (its fonts) is copied once.

What was measured (30 tables, a quiet two-core machine, docs/performance.md): every recap of
the evening drawn whole took 1,092 ms; after a deal corrected at one table, joining the
document of the other 29 tables' pages with the one of the table drawn again took 25 ms, and
the print is 419 KB (376 KB drawn whole). Cutting each document into a file per table instead
made pypdf read every table's fonts again: 90 ms to join them, and 1.6 MB without its
``compress_identical_objects``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from io import BytesIO
from typing import TypeVar

from django.core.cache import cache
from pypdf import PdfReader, PdfWriter

from clubchicago.club.caching import KEEP_SECONDS
from clubchicago.club.pdf.base import PdfRenderer

T = TypeVar("T")


@dataclass(frozen=True)
class Part:
    """Where one table's pages are kept: ``pages`` pages from page index ``start`` of the kept
    document under the cache key ``document``, drawn numbering them from ``first_page``."""

    document: str
    start: int
    first_page: int
    pages: int

    @property
    def next_page(self) -> int:
        """The number of the page that follows this part."""
        return self.first_page + self.pages


def document_key(keys: Sequence[str], first_page: int) -> str:
    """The key of the document that draws the parts ``keys`` from page ``first_page``."""
    digest = hashlib.sha256("\x1f".join([str(first_page), *keys]).encode()).hexdigest()[:40]
    return f"clubchicago:pdf:drawn:{digest}"


def drawn_parts(renderer: PdfRenderer, keys: Sequence[str]) -> tuple[str, bytes, list[Part]]:
    """Draw ``renderer`` (a print of the tables whose parts are ``keys``): the key of the
    document, its bytes, and each table's part of it, from the pages where the renderer saw
    each table start."""
    pdf = renderer.render()
    starts = renderer.part_starts
    if len(starts) != len(keys):
        raise RuntimeError(f"{len(keys)} tables drawn, {len(starts)} starts seen")
    document = document_key(keys, renderer.first_page)
    ends = [*starts[1:], len(PdfReader(BytesIO(pdf)).pages) + 1]
    parts = [
        Part(document, start - 1, renderer.first_page + start - 1, end - start)
        for start, end in zip(starts, ends, strict=True)
    ]
    return document, pdf, parts


def join(
    parts: Sequence[Part], documents: Mapping[str, bytes], *, title: str, author: str
) -> bytes:
    """One PDF of the pages of ``parts``, in order, read from their ``documents`` (each read
    once), with the whole print's ``title`` and ``author``."""
    readers = {key: PdfReader(BytesIO(documents[key])) for key in {p.document for p in parts}}
    writer = PdfWriter()
    for part in parts:
        pages = readers[part.document].pages
        for index in range(part.start, part.start + part.pages):
            writer.add_page(pages[index])
    writer.add_metadata({"/Title": title, "/Author": author, "/Creator": "ClubChicago"})
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def assemble(
    items: Sequence[T],
    keys: Sequence[str],
    renderer: Callable[[Sequence[T]], PdfRenderer],
) -> bytes:
    """The print of ``items`` (one per table, in print order), each kept under its key of
    ``keys``: the kept parts that still start on the right page are used as they are, the
    others drawn by ``renderer`` (a renderer of the tables given) and kept. With no table, the
    renderer's own print (it says there is none)."""
    whole = renderer(items)
    if not items:
        return whole.render()
    found = {key: part for key, part in cache.get_many(keys).items() if isinstance(part, Part)}
    held = cache.get_many({part.document for part in found.values()}) if found else {}
    documents = {key: pdf for key, pdf in held.items() if isinstance(pdf, bytes)}
    kept = {key: part for key, part in found.items() if part.document in documents}
    parts: list[Part] = []
    fresh: dict[str, object] = {}
    page, index = 1, 0
    while index < len(items):
        part = kept.get(keys[index])
        if part is not None and part.first_page == page:
            parts.append(part)
            page, index = part.next_page, index + 1
            continue
        if part is not None:
            # The pages before it grew or shrank: every later part starts elsewhere too.
            end = len(items)
        else:  # drawn with those after it up to the next kept part
            end = index + 1
            while end < len(items) and keys[end] not in kept:
                end += 1
        drawing = renderer(items[index:end])
        drawing.first_page = page
        document, pdf, drawn = drawn_parts(drawing, keys[index:end])
        documents[document] = pdf
        fresh[document] = pdf  # before the parts that point at it
        fresh.update(zip(keys[index:end], drawn, strict=True))
        parts.extend(drawn)
        page, index = drawn[-1].next_page, end
    if fresh:
        cache.set_many(fresh, KEEP_SECONDS)
    return join(parts, documents, title=whole.title(), author=whole.club_name)
