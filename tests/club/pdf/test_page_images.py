"""Every printable looks right to a reader, in English, French and Italian: each kind of PDF of
an evening with long names and a table of six is drawn to page images (pypdfium2) and read as a
person reads it. Every heading (a title, a section's heading, a grid's column heading) is drawn
where the text layer says it is (its box has ink: no heading drawn blank), no word of a heading
is split across lines, no title or section heading is the last thing on its page, and no text
is drawn over other text.

The headings are those the renderers asked for (every ``Paragraph`` in a heading style),
recorded while the print is drawn."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from xml.sax.saxutils import unescape

import pypdfium2 as pdfium
import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from PIL import Image
from reportlab.platypus import Paragraph

from clubchicago.club.models import Evening, Season
from clubchicago.club.pdf import base
from tests.club.pdf.test_pdf_text import known_evening, printables

pytestmark = pytest.mark.django_db

HEADING_STYLES = {"title", "h2", "head", "head_num"}
SECTION_STYLES = {"title", "h2"}  # what must never end a page
SCALE = 2  # pixels a point
FOOTER = 15 * 72 / 25.4  # the page's footer (club, date, page number) sits below this


@dataclass(frozen=True)
class Heading:
    text: str
    section: bool  # a title or a section's heading, not a column's


class RecordingParagraph(Paragraph):  # type: ignore[misc]  # reportlab: no stubs
    """A ``Paragraph`` that notes the headings the renderers draw."""

    drawn: list[Heading] = []

    def __init__(self, text: str, style: object, *args: object, **kwargs: object) -> None:
        super().__init__(text, style, *args, **kwargs)
        name = getattr(style, "name", "")
        if name in HEADING_STYLES:
            shown = " ".join(
                unescape(text.replace("<br/>", " "), {"&quot;": '"', "&#39;": "'"}).split()
            )
            self.drawn.append(Heading(shown, name in SECTION_STYLES))


@dataclass
class Page:
    text: str  # the text layer, line breaks as spaces, runs of spaces as one
    chars: list[int]  # for each character of ``text``, its index in the text page
    boxes: list[tuple[float, float, float, float]]  # each text page character's box
    height: float
    image: Image.Image  # the page drawn, as a PIL image in shades of grey


def pages(content: bytes) -> Iterator[Page]:
    document = pdfium.PdfDocument(content)
    for page in document:
        textpage = page.get_textpage()
        count = textpage.count_chars()
        raw = textpage.get_text_range(0, count)
        boxes = [textpage.get_charbox(i) for i in range(count)]
        text: list[str] = []
        chars: list[int] = []
        for index, char in enumerate(raw[:count]):
            char = " " if char.isspace() else char
            if char == " " and (not text or text[-1] == " "):
                continue
            text.append(char)
            chars.append(index)
        image = page.render(scale=SCALE, grayscale=True).to_pil().convert("L")
        yield Page("".join(text), chars, boxes, page.get_height(), image)


def has_ink(page: Page, box: tuple[float, float, float, float]) -> bool:
    left, bottom, right, top = box
    if right - left < 0.5 or top - bottom < 0.5:  # a space: nothing to see
        return True
    area = page.image.crop(
        (
            int(left * SCALE),
            int((page.height - top) * SCALE),
            int(right * SCALE) + 1,
            int((page.height - bottom) * SCALE) + 1,
        )
    )
    darkest, _lightest = area.getextrema()
    assert isinstance(darkest, int)  # one band of grey ("L"): its (lowest, highest) values
    return darkest < 128


def find(page: Page, heading: str) -> list[int]:
    """Where ``heading`` starts in the page's text, whole (its words in order, broken across
    lines only between words)."""
    return [match.start() for match in re.finditer(re.escape(heading), page.text)]


def overlapping(page: Page) -> list[str]:
    """Characters drawn over one another: two glyph boxes sharing more than a third of the
    smaller one (text running into a neighbouring cell, a legend into the next label)."""
    boxes = sorted(
        (box, page.text[at])
        for at, index in enumerate(page.chars)
        if not page.text[at].isspace()
        for box in [page.boxes[index]]
        if box[2] - box[0] > 0.5 and box[3] - box[1] > 0.5
    )
    found = []
    for i, (box, char) in enumerate(boxes):
        for other, other_char in boxes[i + 1 :]:
            if other[0] >= box[2]:
                break
            width = min(box[2], other[2]) - max(box[0], other[0])
            height = min(box[3], other[3]) - max(box[1], other[1])
            smaller = min(
                (box[2] - box[0]) * (box[3] - box[1]), (other[2] - other[0]) * (other[3] - other[1])
            )
            if width > 0 and height > 0 and width * height > smaller / 3:
                found.append(f"{char!r} and {other_char!r} at {box[0]:.0f},{box[1]:.0f}")
    return found


def check(content: bytes, headings: list[Heading], where: str) -> list[str]:
    """What a reader would see wrong in the file: a heading missing or split, drawn blank, or
    ending its page; characters drawn over one another."""
    problems = []
    read = list(pages(content))
    for number, page in enumerate(read, start=1):
        clashes = overlapping(page)
        if clashes:
            problems.append(f"{where}: page {number} draws text over text: {clashes[:3]}")
    for heading in {h for h in headings if h.text}:
        found = [(page, at) for page in read for at in find(page, heading.text)]
        if not found:
            problems.append(f"{where}: heading {heading.text!r} is not printed whole")
            continue
        for page, at in found:
            indices = page.chars[at : at + len(heading.text)]
            blank = [i for i in indices if not has_ink(page, page.boxes[i])]
            if blank:
                problems.append(f"{where}: heading {heading.text!r} is drawn blank")
            if heading.section:
                lowest = min(page.boxes[i][1] for i in indices)
                below = [
                    box
                    for box in page.boxes
                    if box[3] < lowest - 1 and box[1] > FOOTER and box[2] - box[0] > 0.5
                ]
                if not below:
                    problems.append(f"{where}: heading {heading.text!r} ends its page")
    return problems


@pytest.fixture
def evening(director: User) -> tuple[object, object]:
    return known_evening(director)


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_every_printable_reads_right_as_a_page_image(
    language: str,
    evening: tuple[Season, Evening],
    director_client: Client,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(base, "Paragraph", RecordingParagraph)
    director_client.cookies["django_language"] = language
    problems = []
    for name, url in printables(*evening).items():
        RecordingParagraph.drawn = []
        cache.clear()  # drawn now, so its headings are recorded
        response = director_client.get(url)
        assert response.status_code == 200
        assert RecordingParagraph.drawn, name
        problems += check(response.content, RecordingParagraph.drawn, f"{name} ({language})")
    assert problems == []


def test_the_check_sees_a_heading_split_mid_word_and_one_drawn_blank() -> None:
    """The checks above can fail: a heading broken inside a word, and one drawn in white."""
    from io import BytesIO

    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import SimpleDocTemplate, Table

    base.register_fonts()
    style = ParagraphStyle("head", fontName=base.FONT_BOLD, fontSize=8, leading=10)
    white = ParagraphStyle("white", parent=style, textColor=colors.white)
    buffer = BytesIO()
    cells = [[Paragraph("Arrotondato", style), Paragraph("Dealer", white)], ["1", "2"]]
    SimpleDocTemplate(buffer).build([Table(cells, colWidths=[30, 60])])
    problems = check(
        buffer.getvalue(), [Heading("Arrotondato", False), Heading("Dealer", False)], "test"
    )
    assert sorted(problems) == [
        "test: heading 'Arrotondato' is not printed whole",
        "test: heading 'Dealer' is drawn blank",
    ]


def test_the_check_sees_a_heading_left_at_the_foot_of_a_page() -> None:
    from io import BytesIO

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import PageBreak, SimpleDocTemplate, Spacer

    base.register_fonts()
    style = ParagraphStyle("h2", fontName=base.FONT_BOLD, fontSize=12, leading=15)
    buffer = BytesIO()
    document = SimpleDocTemplate(buffer)
    document.build(
        [Spacer(0, 600), Paragraph("The leaders", style), PageBreak(), Paragraph("chart", style)]
    )
    assert check(buffer.getvalue(), [Heading("The leaders", True)], "test") == [
        "test: heading 'The leaders' ends its page"
    ]


def test_the_check_sees_text_drawn_over_text() -> None:
    from io import BytesIO

    from reportlab.pdfgen.canvas import Canvas

    base.register_fonts()
    buffer = BytesIO()
    canvas = Canvas(buffer)
    canvas.setFont(base.FONT, 8)
    canvas.drawString(100, 500, "Bartholomew Fitzgerald-Montgomery")
    canvas.drawString(150, 500, "Ana Souza")
    canvas.save()
    (page,) = pages(buffer.getvalue())
    assert overlapping(page)
