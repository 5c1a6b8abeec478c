"""No module of the site or the domain is over 500 lines unless its docstring says why (issue 31:
each module one job).

The convention: a module that needs the length says so in its docstring, on a line of its own
that starts with "Long because" ("Long because the file format is described in one place: ...").
Migrations are written by Django and are not counted; nor are the tests.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("clubchicago", "scoring", "rotations")
LIMIT = 500
REASON = "Long because"


def says_why(source: str) -> bool:
    """Whether the module's docstring has a line starting with ``REASON``."""
    docstring = ast.get_docstring(ast.parse(source)) or ""
    return any(line.strip().startswith(REASON) for line in docstring.splitlines())


def long_modules(root: Path, limit: int = LIMIT) -> list[str]:
    """``path (lines)`` of every module under ``root``'s packages over ``limit`` lines whose
    docstring does not say why, migrations left out."""
    found = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            if "migrations" in path.relative_to(root).parts:
                continue
            source = path.read_text(encoding="utf-8")
            lines = len(source.splitlines())
            if lines > limit and not says_why(source):
                found.append(f"{path.relative_to(root).as_posix()} ({lines})")
    return found


def test_a_long_module_is_named_unless_its_docstring_says_why(tmp_path: Path) -> None:
    package = tmp_path / "clubchicago"
    (package / "migrations").mkdir(parents=True)
    body = "x = 1\n" * LIMIT
    (package / "short.py").write_text('"""Short."""\n' + "x = 1\n" * (LIMIT - 1))
    (package / "long.py").write_text('"""Long."""\n' + body)
    (package / "why.py").write_text('"""Long.\n\nLong because it must be.\n"""\n' + body)
    (package / "elsewhere.py").write_text('"""Long.\n\nIt is Long because.\n"""\n' + body)
    (package / "migrations" / "0001_initial.py").write_text(body * 2)

    assert long_modules(tmp_path) == ["clubchicago/elsewhere.py (504)", "clubchicago/long.py (501)"]


def test_the_modules_are_found() -> None:
    assert len(list((ROOT / "clubchicago").rglob("*.py"))) > 100


def test_no_module_is_over_500_lines_unless_its_docstring_says_why() -> None:
    found = long_modules(ROOT)

    assert found == [], f"split these by job, or say why in a docstring line '{REASON} ...'"
