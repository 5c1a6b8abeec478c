"""Every file, module and section the documents name exists (issue 31: documentation that is true).

A document that names ``clubchicago/club/caching.py``, ``services.locking`` or
``docs/rules.md#club-points`` sends its reader there; when a module moves and the document does
not, the reader finds nothing. This test reads the README, CONTRIBUTING, the CHANGELOG and every
``docs/*.md`` and reports each name that leads nowhere, with its document and line, so whoever
moves a module knows which lines to rewrite.

What is read as a name:

- a *path*: anywhere in a document, a word that starts with one of the repository's top-level
  folders (``clubchicago/``, ``benchmarks/``, ``docs/``...), with an optional ``#anchor``; inside
  a code span, also a path relative to a package the documents write it under
  (``services/versions.py`` is ``clubchicago/club/services/versions.py``, ``club/play/region.html``
  a template), and a bare file name (``caching.py``), which must exist somewhere in the tree;
- a Markdown link's target, relative to the document;
- a *dotted module name* inside a code span (``services.locking``, ``scoring.Deal``,
  ``clubchicago.club.selectors.replans``): its first word must be a module or package of the
  site for it to count as one (``Evening.score`` and ``form.contract()`` are not); then every
  further word is a module, or else a name its module's source spells (one attribute, or a
  class and its member);
- an *anchor* (``docs/rules.md#ranking``): a heading of that document, as GitHub spells it.

The CHANGELOG tells what each issue changed, in the names of its time: a module it names that has
since gone is listed in ``GONE`` with where it went, and is not reported there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from tests.suites.test_citations import anchors

ROOT = Path(__file__).resolve().parents[2]

# The folders and files a clone has at its top (generated ones such as .venv/, demo-data/ and
# staticfiles/ are not the repository's, so a document may name them freely).
TOP = (
    ".ci",
    "benchmarks",
    "clubchicago",
    "docs",
    "fixtures",
    "requirements",
    "rotations",
    "scoring",
    "static",
    "templates",
    "tests",
    "tools",
)
# Where a document writes a path relative to a package (``services/versions.py``,
# ``laptop/server.py``, ``club/play/table.html``) and a module by its short dotted name.
BASES = (
    ROOT,
    ROOT / "clubchicago",
    ROOT / "clubchicago" / "club",
    ROOT / "clubchicago" / "club" / "services",
    ROOT / "templates",
)
# A bare file name inside a code span is checked when it ends so: ``caching.py``, ``table.html``.
FILE_SUFFIXES = (".py", ".md", ".html", ".toml", ".yaml", ".json", ".js", ".css")
# The last word of a dotted span that makes it a file or a host, not a module.
NOT_MODULE_ENDINGS = {
    "cfg", "com", "css", "csv", "gz", "html", "js", "json", "md", "mo", "net", "org", "pdf", "po",
    "py", "sqlite3", "toml", "txt", "whl", "xlsx", "xml", "yaml",
}  # fmt: skip
SKIPPED_DIRS = {".git", ".venv", "__pycache__", "node_modules", "mutants", "staticfiles"}

# What the CHANGELOG names that has since moved or gone: name -> where it went.
GONE = {
    "pdf/qr_mask.py": "deleted by issue 23 (segno's own make())",
    "views/entry.py": "the table page's views are views/play.py",
    "tests/test_query_counts.py": "tests/suites/test_query_counts.py",
    "tests/test_fast_rendering.py": "deleted by issue 23 with the hand-made PDF engine",
    "tests/suites/test_fast_rendering.py": "deleted by issue 23 with the hand-made PDF engine",
    "tests/club/forms/test_plain_select.py": "deleted by issue 23 with PlainSelect",
    "tests/club/listings/test_standings_html.py": "deleted by issue 23 with the row writers",
    "templates/club/results/standings_table.html": "deleted by issue 23: django-tables2 again",
    "templates/club/includes/contract_fields.html": "deleted by issue 25: small filters instead",
    "contract_fields.html": "deleted by issue 25: small filters instead",
    "selectors.standings.live_digest": "caching.live_digest since issue 31",
}

DOCUMENTS = ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")

TOPS = "|".join(re.escape(top) for top in TOP)
PATH = re.compile(rf"(?<![\w./~-])(?:{TOPS})/[\w./*-]*(?:#[\w-]+)?")
RELATIVE = re.compile(r"^[\w.-]+(?:/[\w.*-]+)+/?(?:#[\w-]+)?$")
SUFFIXES = "|".join(suffix[1:] for suffix in FILE_SUFFIXES)
BARE_FILE = re.compile(rf"^[\w.-]+\.(?:{SUFFIXES})$")
DOCUMENT_SECTION = re.compile(r"^[\w.-]+\.md#[\w-]+$")  # `CHANGELOG.md#issue-30-...`
DOTTED = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")
CODE_SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")


@dataclass(frozen=True)
class Missing:
    document: str
    line: int
    name: str
    why: str

    def __str__(self) -> str:
        return f"{self.document}:{self.line}: {self.name} ({self.why})"


def documents() -> list[Path]:
    return [ROOT / name for name in DOCUMENTS] + sorted((ROOT / "docs").glob("*.md"))


@cache
def file_names() -> frozenset[str]:
    """The name of every file of the repository's tree (generated folders left out)."""
    names = set()
    for path in _walk(ROOT):
        names.add(path.name)
    return frozenset(names)


def _walk(folder: Path) -> list[Path]:
    found = []
    for path in folder.iterdir():
        if path.is_dir():
            if path.name not in SKIPPED_DIRS:
                found.extend(_walk(path))
        else:
            found.append(path)
    return found


@cache
def document_anchors(path: Path) -> frozenset[str]:
    return frozenset(anchors(path.read_text(encoding="utf-8")))


def _exists(base: Path, relative: str) -> Path | None:
    """The file or folder ``relative`` names under ``base`` (a glob's first match), or None."""
    relative = relative.rstrip("/")
    if "*" in relative:
        return next(iter(sorted(base.glob(relative))), None)
    target = base / relative
    return target if target.exists() else None


def check_path(name: str, bases: tuple[Path, ...] = (ROOT,)) -> str | None:
    """Why ``name`` (a path with an optional ``#anchor``) leads nowhere, or None if it leads."""
    relative, _, anchor = name.partition("#")
    for base in bases:
        target = _exists(base, relative)
        if target is not None:
            break
    else:
        return "no such file or folder"
    if anchor and target.suffix == ".md" and anchor not in document_anchors(target):
        return f"no heading of {target.relative_to(ROOT)} has the anchor #{anchor}"
    return None


def _module(base: Path, words: list[str]) -> Path | None:
    """The module or package ``words`` name under ``base``, or None."""
    target = base.joinpath(*words)
    if (target / "__init__.py").is_file():
        return target / "__init__.py"
    if target.with_suffix(".py").is_file():
        return target.with_suffix(".py")
    return None


def check_dotted(name: str) -> str | None:
    """Why the dotted module name ``name`` leads nowhere; None if it leads somewhere, or if its
    first word is no module of the site (it is then not a module name: ``Evening.score``)."""
    words = name.split(".")
    if words[-1] in NOT_MODULE_ENDINGS:
        return None
    for base in (*BASES[1:], ROOT):
        module = _module(base, words[:1])
        if module is None:
            continue
        depth = 1
        while depth < len(words) and _module(base, words[: depth + 1]) is not None:
            depth += 1
        module = _module(base, words[:depth])
        assert module is not None
        rest = words[depth:]
        if len(rest) > 2:
            return f"no module {'.'.join(words[: depth + 1])}"
        source = module.read_text(encoding="utf-8")
        for word in rest:
            if not re.search(rf"\b{re.escape(word)}\b", source):
                return f"{module.relative_to(ROOT)} has no {word}"
        return None
    return None


def names_on_line(line: str) -> list[tuple[str, tuple[Path, ...] | None]]:
    """Every name ``line`` holds, with the bases a path is looked for under (None: dotted)."""
    found: list[tuple[str, tuple[Path, ...] | None]] = []
    spans = CODE_SPAN.findall(line)
    for match in PATH.finditer(line):
        found.append((match.group(0).rstrip("."), (ROOT,)))
    for span in spans:
        span = span.strip()
        if " " in span or "…" in span or span.startswith(("/", "~", "http", ".")):
            continue
        bare = span.split("(")[0]
        if PATH.fullmatch(span):
            continue  # already read above
        if DOCUMENT_SECTION.match(span):
            found.append((span, (ROOT, ROOT / "docs")))
        elif RELATIVE.match(span) and _is_folder_of_a_base(span.split("/")[0]):
            found.append((span, BASES))
        elif BARE_FILE.match(span):
            found.append((span, None))
        elif DOTTED.match(bare):
            found.append((bare, None))
    return found


def _is_folder_of_a_base(word: str) -> bool:
    """``services``, ``laptop``, ``club``: a relative path starts in a folder of the site
    (``Europe/Paris`` and ``N/E`` are not paths)."""
    return any((base / word).is_dir() for base in BASES)


def _target_of_link(document: Path, target: str) -> str | None:
    """A Markdown link's target as a path from the repository's root, or None if it is not a
    file of it (an address, a section of the same document is checked as its anchor)."""
    if target.startswith(("http://", "https://", "mailto:")):
        return None
    if target.startswith("#"):
        return f"{document.relative_to(ROOT)}{target}"
    file, _, anchor = target.partition("#")
    path = (document.parent / file).resolve()
    try:
        relative = path.relative_to(ROOT)
    except ValueError:
        return f"{target} (outside the repository)"
    return f"{relative}#{anchor}" if anchor else str(relative)


def missing_in(document: Path) -> list[Missing]:
    """Every name ``document`` (a file of the repository) holds that leads nowhere."""
    return missing_in_text(str(document.relative_to(ROOT)), document.read_text(encoding="utf-8"))


def missing_in_text(name: str, text: str) -> list[Missing]:
    """Every name ``text``, the document ``name`` (its path from the root), holds that leads
    nowhere, in the order of its lines."""
    document = ROOT / name
    gone = GONE if name == "CHANGELOG.md" else {}
    missing: list[Missing] = []
    for number, line in enumerate(text.splitlines(), start=1):
        checks: list[tuple[str, str | None]] = []
        for found, bases in names_on_line(line):
            if found.split("#")[0] in gone:
                continue
            if bases is None and BARE_FILE.match(found):
                why = None if found in file_names() else "no file of that name in the tree"
            elif bases is None:
                why = check_dotted(found)
            else:
                why = check_path(found, bases)
            checks.append((found, why))
        for target in LINK.findall(line):
            path = _target_of_link(document, target)
            if path is not None:
                checks.append((target, check_path(path)))
        missing.extend(Missing(name, number, found, why) for found, why in checks if why)
    return missing


def test_the_documents_are_found() -> None:
    names = {str(path.relative_to(ROOT)) for path in documents()}
    assert {"README.md", "CHANGELOG.md", "docs/architecture.md", "docs/rules.md"} <= names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("see `clubchicago/club/caching.py` and docs/rules.md#ranking.", [
            "clubchicago/club/caching.py", "docs/rules.md#ranking"
        ]),
        ("`services/versions.py`, `caching.py`, `services.locking`", [
            "services/versions.py", "caching.py", "services.locking"
        ]),
        ("`python3 dev.py serve`, `/api/v1/`, `demo-data/`, `~/.local/share`", []),
        ("`Europe/Paris`, `N/E`", []),
        ("`CHANGELOG.md#issue-7`", ["CHANGELOG.md#issue-7"]),
        ("`selectors.table_state.table_state(table)`", ["selectors.table_state.table_state"]),
    ],
)  # fmt: skip
def test_names_are_read_from_text_and_code_spans(line: str, names: list[str]) -> None:
    assert [name for name, _ in names_on_line(line)] == names


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("services.locking", None),
        ("clubchicago.club.services.versions.results_changed", None),
        ("scoring.Deal", None),
        ("Evening.score", None),  # not a module name
        ("club.sqlite3", None),  # a file a document names, not a module
        ("services.nowhere", "clubchicago/club/services/__init__.py has no nowhere"),
        ("scoring.deal.no_such_function", "scoring/deal.py has no no_such_function"),
    ],
)
def test_a_dotted_name_leads_to_a_module_and_a_name_it_defines(name: str, why: str) -> None:
    assert check_dotted(name) == why


def test_a_path_and_its_anchor_are_checked() -> None:
    assert check_path("clubchicago/club/caching.py") is None
    assert check_path("clubchicago/locale/*/LC_MESSAGES/django.po") is None
    assert check_path("docs/rules.md#club-points") is None
    assert check_path("clubchicago/club/nowhere.py") == "no such file or folder"
    nowhere = "docs/rules.md" + "#nowhere"  # split, or test_citations would read a citation
    assert check_path(nowhere) == ("no heading of docs/rules.md has the anchor #nowhere")
    assert check_path("services/versions.py", BASES) is None


def test_a_missing_name_is_reported_with_its_document_and_line() -> None:
    text = (
        "# Title\n"
        "`clubchicago/club/caching.py` is there.\n"
        "`services/gone.py` and `services.gone` moved; so did [rules](rules.md#nowhere).\n"
    )
    assert [str(m) for m in missing_in_text("docs/page.md", text)] == [
        "docs/page.md:3: services/gone.py (no such file or folder)",
        "docs/page.md:3: services.gone (clubchicago/club/services/__init__.py has no gone)",
        "docs/page.md:3: rules.md#nowhere (no heading of docs/rules.md has the anchor #nowhere)",
    ]


def test_the_changelog_may_name_what_has_gone_since() -> None:
    line = "Deleted: `pdf/qr_mask.py`.\n"
    assert missing_in_text("CHANGELOG.md", line) == []
    assert [m.name for m in missing_in_text("README.md", line)] == ["pdf/qr_mask.py"]


def test_every_name_a_document_holds_exists() -> None:
    missing = [str(m) for document in documents() for m in missing_in(document)]
    assert missing == [], "Names in the documents that lead nowhere:\n" + "\n".join(missing)
