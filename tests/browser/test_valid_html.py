"""The Nu HTML Checker that every page the browser tests open goes through (conftest.py)."""

from __future__ import annotations

import shutil

import pytest

from tests.browser.conftest import vnu_errors

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("java") is None, reason="Java runs the Nu HTML Checker"),
]

PAGE = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>{}</body></html>'


def test_the_checker_names_each_error_and_its_page():
    bad = PAGE.format('<div hx-get="/x">a</div><input type="radio" name="r" maxlength="6">')
    good = PAGE.format('<div data-hx-get="/x">a</div><input type="radio" name="r">')

    errors = vnu_errors({bad: "http://site/bad/", good: "http://site/good/"})

    assert len(errors) == 2
    assert all(error.startswith("http://site/bad/:1: ") for error in errors)
    assert "hx-get" in errors[0] and "maxlength" in errors[1]
