"""No line of a template is over 120 characters (issue 25: a repository that explains itself).

A template tag cannot span lines, so a long line is shortened by what renders the same: a
``{% translate ... as name %}`` on its own line, a ``{% with %}``, a context variable named for what
it means, or a break between the attributes of a tag or between block elements.
"""

from __future__ import annotations

from pathlib import Path

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
LIMIT = 120


def long_lines(root: Path, limit: int = LIMIT) -> list[str]:
    """``file:line (length)`` of every line of a template under ``root`` longer than ``limit``."""
    found = []
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), start=1):
            if len(line) > limit:
                found.append(f"{path.relative_to(root.parent)}:{number} ({len(line)})")
    return found


def test_the_templates_are_found() -> None:
    assert len(list(TEMPLATES.rglob("*.html"))) > 50


def test_a_long_line_is_named_by_file_and_line(tmp_path: Path) -> None:
    root = tmp_path / "templates"
    (root / "club").mkdir(parents=True)
    (root / "club" / "page.html").write_text("short\n" + "x" * 121 + "\n" + "y" * 120 + "\n")

    assert long_lines(root) == ["templates/club/page.html:2 (121)"]


def test_no_template_line_is_over_120_characters() -> None:
    found = long_lines(TEMPLATES)

    assert not found, f"{len(found)} template lines over {LIMIT} characters:\n" + "\n".join(found)
