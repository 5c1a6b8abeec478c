"""What a reader of a print reads: its text as pypdf extracts it, shared by every test of a PDF."""

from __future__ import annotations

import io

from pypdf import PdfReader


def pdf_text(content: bytes, sep: str = "\n") -> str:
    """The text of every page of ``content`` (checked to be a PDF), the pages joined by ``sep``.

    ``sep`` is what lies between two pages: a line by default, a form feed where a test compares
    whole prints page by page, nothing where it strips whitespace (a long name may wrap).
    """
    assert content.startswith(b"%PDF-"), content[:40]
    return sep.join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def pdf_links(content: bytes) -> list[str]:
    """The address of every link a reader can click in ``content``, page by page (its link
    annotations): a print joined by pypdf writes them escaped, so a search of the file's bytes
    would not find them."""
    assert content.startswith(b"%PDF-"), content[:40]
    links = []
    for page in PdfReader(io.BytesIO(content)).pages:
        for annotation in page.get("/Annots", []):
            action = annotation.get_object().get("/A", {})
            if action.get("/S") == "/URI":
                links.append(str(action["/URI"]))
    return links
