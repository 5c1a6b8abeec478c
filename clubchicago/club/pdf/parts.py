"""A print of every table, kept table by table: a change at one table redraws that table alone.

The recaps, score sheets and cards of an evening print one part per table, each starting on a
new page (``PdfRenderer.tables_story``). Each part is kept in the shared cache under its own key,
made by its renderer from a fingerprint of everything the part shows (``caching.fingerprint``:
the table's recap, plan or sheets, the evening's settings) with the reader, their language, the
paper and the club's name (``caching.print_key``), and with the number its first page prints.
The evening's print is joined from the parts with pypdf's public ``PdfWriter``; a part missing
from the cache is drawn by reportlab, in one document for each run of consecutive tables that
need drawing (the first print of an evening is one document, as before), and that document is
cut into its tables' parts.

Parts drawn in one document share its fonts; joining keeps one copy of each object the parts
share (``compress_identical_objects``), so the first print is no larger than the whole one
drawn at once, and a print after a change at one table adds that table's fonts once.

What was measured (30 tables, a quiet two-core machine, docs/performance.md): every recap of
the evening drawn whole took 1,092 ms; after a deal corrected at one table, reading the recaps,
fingerprinting them, drawing that table and joining the thirty parts took about a fifth of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    """One table's pages of a print, drawn numbering them from ``first_page``."""

    first_page: int
    pages: int
    pdf: bytes

    @property
    def next_page(self) -> int:
        """The number of the page that follows this part."""
        return self.first_page + self.pages


def drawn_parts(renderer: PdfRenderer, count: int) -> list[Part]:
    """Draw ``renderer`` (a print of ``count`` tables) and cut it into its tables' parts, at
    the pages where the renderer saw each table start."""
    pdf = renderer.render()
    starts = renderer.part_starts
    if len(starts) != count:
        raise RuntimeError(f"{count} tables drawn, {len(starts)} starts seen")
    reader = PdfReader(BytesIO(pdf))
    ends = [*starts[1:], len(reader.pages) + 1]
    if count == 1:
        return [Part(renderer.first_page, ends[0] - 1, pdf)]
    parts = []
    for start, end in zip(starts, ends, strict=True):
        writer = PdfWriter()
        for index in range(start - 1, end - 1):
            writer.add_page(reader.pages[index])
        out = BytesIO()
        writer.write(out)
        parts.append(Part(renderer.first_page + start - 1, end - start, out.getvalue()))
    return parts


def join(parts: Sequence[Part], *, title: str, author: str) -> bytes:
    """One PDF of ``parts``, in order, with the whole print's ``title`` and ``author``."""
    writer = PdfWriter()
    for part in parts:
        writer.append(PdfReader(BytesIO(part.pdf)))
    writer.compress_identical_objects(remove_duplicates=True, remove_unreferenced=True)
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
    found = cache.get_many(keys)
    parts: list[Part] = []
    fresh: dict[str, Part] = {}
    page, index = 1, 0
    while index < len(items):
        kept = found.get(keys[index])
        if isinstance(kept, Part) and kept.first_page == page:
            parts.append(kept)
            page, index = kept.next_page, index + 1
            continue
        if isinstance(kept, Part):
            # The pages before it grew or shrank: every later part starts elsewhere too.
            end = len(items)
        else:  # drawn with those after it up to the next kept part
            end = index + 1
            while end < len(items) and not isinstance(found.get(keys[end]), Part):
                end += 1
        drawing = renderer(items[index:end])
        drawing.first_page = page
        drawn = drawn_parts(drawing, end - index)
        fresh.update(zip(keys[index:end], drawn, strict=True))
        parts.extend(drawn)
        page, index = drawn[-1].next_page, end
    if fresh:
        cache.set_many(fresh, KEEP_SECONDS)
    return join(parts, title=whole.title(), author=whole.club_name)
