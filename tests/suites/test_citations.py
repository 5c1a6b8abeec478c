"""Every citation of the project's own documents leads to a section that exists.

Code, tests and templates cite the rules as ``docs/rules.md#void-deals`` and the layers as
``docs/architecture.md#services``; the anchors are those GitHub makes from the headings, so a
reader of a clone (or of the repository's pages) can follow each one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ("rules", "architecture")
CITATION = re.compile(r"docs/(rules|architecture)\.md#([\w-]*)")
# A link inside one of the documents: to its own section, or to the other document's.
LINK = re.compile(r"\]\((?:(rules|architecture)\.md)?#([\w-]*)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
# What the code cited before docs/rules.md: texts a clone does not have.
OLD_CITATION = re.compile(r"(?i:\bseeds? 00\d)|\bRULES\.md\b|\bSTYLE\.md\b")
# A user's text, changed with its migration by issue 25's user part (the club settings page).
USER_TEXT_CHANGED_ELSEWHERE = (
    '"Used to show when an evening is expected to end (seed 003: about 20)."'
)

# The sections other engineers and the code cite (docs/rules.md is written with these).
RULE_SECTIONS = (
    "words",
    "vulnerability",
    "deal-scoring",
    "honours",
    "chukker-scoring",
    "game",
    "partscore-on-deal-4",
    "void-deals",
    "incomplete-chukker",
    "net-score",
    "rounding",
    "fiches",
    "credits",
    "ranking",
    "ranking-minimum",
    "rotation-tables",
    "rotation-4",
    "rotation-5",
    "rotation-6",
    "consecutive-partners",
    "first-dealer",
    "evening-length",
    "duplicate-style",
    "changes-during-the-evening",
    "handicaps",
    "club-points",
    "usebio",
)

# Where citations are written; generated and installed files are not read.
SOURCES = ("clubchicago", "scoring", "rotations", "tests", "templates", "static", "benchmarks")
SUFFIXES = {".py", ".html", ".js", ".css", ".md", ".txt", ".toml", ".cfg", ".yaml", ".json"}
SKIPPED = {"__pycache__", "vendor", "fonts", "locale", "migrations"}


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading: its text in lower case, without the
    punctuation (letters, marks, digits, ``_``, spaces and hyphens stay), spaces as hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading)  # code spans keep their text
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links keep theirs
    kept = (
        char
        for char in text.lower()
        if char in "_ -" or unicodedata.category(char)[0] in {"L", "M", "N"}
    )
    return "".join(kept).replace(" ", "-")


def anchors(markdown: str) -> list[str]:
    """The anchors of a document's headings in order; a repeated one gets ``-1``, ``-2``..."""
    seen: dict[str, int] = {}
    found = []
    fenced = False
    for line in markdown.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        match = HEADING.match(line)
        if fenced or match is None:
            continue
        slug = github_slug(match.group(2))
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.append(slug if count == 0 else f"{slug}-{count}")
    return found


def document_anchors() -> dict[str, set[str]]:
    return {name: set(anchors((ROOT / "docs" / f"{name}.md").read_text())) for name in DOCS}


def cited_files() -> Iterator[Path]:
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*")):
            parts = set(path.relative_to(ROOT).parts)
            if path.is_file() and path.suffix in SUFFIXES and not parts & SKIPPED:
                yield path
    yield from sorted(ROOT.glob("*.md"))
    yield from sorted((ROOT / "docs").glob("*.md"))
    yield ROOT / "pyproject.toml"
    yield ROOT / "dev.py"
    yield ROOT / ".ci" / "run"


@pytest.mark.parametrize(
    ("heading", "slug"),
    [
        ("Words", "words"),
        ("Partscore on deal 4", "partscore-on-deal-4"),
        ("Rotation 4", "rotation-4"),
        ("USEBIO", "usebio"),
        ("Changes during the evening", "changes-during-the-evening"),
        ("Who deals: `first_dealer`, N/E", "who-deals-first_dealer-ne"),
        ("Fiches (French clubs)", "fiches-french-clubs"),
        ("Règles à l'œil", "règles-à-lœil"),
    ],
)
def test_a_heading_gets_the_anchor_github_gives_it(heading, slug):
    assert github_slug(heading) == slug


def test_a_repeated_heading_gets_a_numbered_anchor_and_code_blocks_are_not_headings():
    text = "# Rules\n## Game\n```sh\n# not a heading\n```\n## Game\n### Game\n"
    assert anchors(text) == ["rules", "game", "game-1", "game-2"]


def test_the_rules_have_every_section_the_code_cites():
    missing = [slug for slug in RULE_SECTIONS if slug not in document_anchors()["rules"]]
    assert missing == []


def test_every_citation_of_the_documents_leads_to_a_section():
    known = document_anchors()
    broken = []
    for path in cited_files():
        text = path.read_text(errors="replace")
        for number, line in enumerate(text.splitlines(), start=1):
            for document, anchor in CITATION.findall(line):
                if anchor not in known[document]:
                    broken.append(f"{path.relative_to(ROOT)}:{number}: {document}.md#{anchor}")
    assert broken == []


def test_the_documents_links_to_their_sections_lead_somewhere():
    known = document_anchors()
    broken = []
    for name in DOCS:
        for document, anchor in LINK.findall((ROOT / "docs" / f"{name}.md").read_text()):
            if anchor not in known[document or name]:
                broken.append(f"{name}.md -> {document or name}.md#{anchor}")
    assert broken == []


def test_nothing_cites_a_text_a_clone_does_not_have():
    stale = []
    for path in cited_files():
        if path.parent == ROOT / "docs":
            continue  # the documents themselves may tell where they came from
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), start=1):
            if OLD_CITATION.search(line) and USER_TEXT_CHANGED_ELSEWHERE not in line:
                stale.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert stale == []
