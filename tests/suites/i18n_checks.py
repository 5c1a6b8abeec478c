"""Find user-facing text that is not marked for translation, and catalogue gaps.

Used by ``tests/suites/test_i18n.py``. Templates are read with Django's own lexer: text outside
``{% translate %}``/``{% blocktranslate %}`` that holds a word is reported, as are the
user-visible attributes (title, alt, placeholder, aria-label). Python is read with ``ast``:
literal strings given straight to a message, an error or a form label are reported. Messages
are extracted the way ``makemessages`` does (Django's ``templatize`` for templates) with Babel.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path
from typing import TypeGuard

from babel.messages.extract import extract
from django.template.base import Lexer, TokenType
from django.utils.translation.template import templatize

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE_DIRS = [ROOT / "templates"]
PYTHON_DIRS = [ROOT / "clubchicago", ROOT / "scoring", ROOT / "rotations"]
SKIP_PARTS = {"migrations", "management", "locale", "fonts"}

KEYWORDS = {
    "_": None,
    "gettext": None,
    "gettext_lazy": None,
    "gettext_noop": None,
    "ngettext": (1, 2),
    "ngettext_lazy": (1, 2),
    "pgettext": ((1, "c"), 2),
    "pgettext_lazy": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "npgettext_lazy": ((1, "c"), 2, 3),
}

WORD = re.compile(r"[^\W\d_]{2,}")
TAG = re.compile(r"<[^>]*>", re.S)
VISIBLE_ATTR = re.compile(r"""\b(title|alt|placeholder|aria-label)\s*=\s*(["'])(.*?)\2""", re.S)
ENTITY = re.compile(r"&[a-zA-Z]+;|&#\d+;")
# Words that are not language: brand and bridge notation read the same in every language.
# Template blocks whose content is a CSS class, not text.
CODE_BLOCKS = {"block body_class"}
NOT_LANGUAGE = {"ClubChicago", "NT", "XX", "NS", "EW"}


def template_files() -> list[Path]:
    return sorted(p for d in TEMPLATE_DIRS for p in d.rglob("*.html"))


def python_files() -> list[Path]:
    return sorted(
        p
        for d in PYTHON_DIRS
        for p in d.rglob("*.py")
        if not SKIP_PARTS.intersection(p.relative_to(ROOT).parts)
    )


def _words(text: str) -> list[str]:
    return [w for w in WORD.findall(ENTITY.sub(" ", text)) if w not in NOT_LANGUAGE]


def unmarked_template_text(path: Path) -> Iterator[str]:
    """Lines of ``path`` holding words outside any translation tag.

    The template is flattened to its literal text, each template tag or variable replaced by a
    NUL (keeping its line breaks), so a tag split by ``{% if %}`` is still seen as one tag.
    ``<script>``, ``<style>``, ``<code>`` and ``<pre>`` hold code and samples, not language.
    """
    source = path.read_text(encoding="utf-8")
    pieces: list[str] = []
    depth = 0  # inside blocktranslate, comment or a block that holds a CSS class
    code_block_open = False
    for token in Lexer(source).tokenize():
        breaks = "\n" * token.contents.count("\n")
        if token.token_type == TokenType.BLOCK:
            name = token.contents.split()[0] if token.contents else ""
            if name in {"blocktranslate", "blocktrans", "comment"} or token.contents in CODE_BLOCKS:
                depth += 1
            elif name in {"endblocktranslate", "endblocktrans", "endcomment"} or (
                name == "endblock" and code_block_open
            ):
                depth -= 1
            code_block_open = token.contents in CODE_BLOCKS or (
                code_block_open and name != "endblock"
            )
            pieces.append("\0" + breaks)
        elif token.token_type == TokenType.TEXT and not depth:
            pieces.append(token.contents)
        else:
            pieces.append("\0" + breaks)
    flat = "".join(pieces)
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))  # noqa: E731 - keeps line numbers
    flat = re.sub(r"<(script|style|code|pre)\b.*?</\1>", blank, flat, flags=re.S)
    where = path.relative_to(ROOT)
    for match in TAG.finditer(flat):
        for attr in VISIBLE_ATTR.finditer(match.group(0)):
            if _words(attr.group(3)):
                line = flat.count("\n", 0, match.start()) + 1
                yield f"{where}:{line}: {attr.group(0).strip()!r}"
    text = TAG.sub(blank, flat)
    for number, shown in enumerate(text.split("\n"), start=1):
        if _words(shown):
            yield f"{where}:{number}: {shown.strip()[:60]!r}"


MESSAGE_CALLS = {"error", "success", "info", "warning", "debug", "add_message"}
ERROR_CLASSES = {"ClubUserError", "ValidationError", "ScoringError", "RotationError"}
FIELD_KWARGS = {"label", "help_text", "verbose_name", "verbose_name_plural", "empty_label"}


def _is_text(node: ast.AST) -> TypeGuard[ast.Constant]:
    return (
        isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(_words(node.value))
    )


def unmarked_python_text(path: Path) -> Iterator[str]:
    """Literal strings handed straight to the user without a translation call."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        owner = (
            func.value.id
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            else ""
        )
        candidates: list[ast.expr] = []
        if name in MESSAGE_CALLS and owner == "messages":
            candidates = node.args[1:2]
        elif name in ERROR_CLASSES:
            candidates = node.args[:1]
        elif name == "add_error":
            candidates = node.args[1:2]
        candidates += [kw.value for kw in node.keywords if kw.arg in FIELD_KWARGS]
        for candidate in candidates:
            if _is_text(candidate):
                yield f"{where}:{candidate.lineno}: {str(candidate.value)[:60]!r}"


def extracted_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every message marked in the code, as makemessages would find them."""
    found: set[tuple[str | None, str]] = set()
    sources: list[bytes] = [p.read_bytes() for p in python_files()]
    for path in template_files():
        code = templatize(path.read_text(encoding="utf-8"), origin=str(path))
        # templatize keeps the template's indentation, which Python's tokenizer refuses.
        sources.append("\n".join(line.lstrip() for line in code.split("\n")).encode())
    for source in sources:
        for _lineno, message, _comments, context in extract(
            "python", BytesIO(source), keywords=KEYWORDS
        ):
            ids = message if isinstance(message, tuple) else (message,)
            if ids and ids[0]:
                found.add((context, ids[0]))
    return found
