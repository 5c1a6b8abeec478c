"""What a player does on the table page, as taps on a 360 x 740 phone, counted as they happen.

A ``Phone`` wraps a Playwright page: every ``tap`` checks that its target is already inside the
screen (so no scrolling was needed), counts the tap and keeps the largest scroll seen; full page
loads are counted from the page's ``load`` events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Page, expect

VIEWPORT = {"width": 360, "height": 740}
PHONE = {"viewport": VIEWPORT, "is_mobile": True, "has_touch": True}


@dataclass
class Phone:
    page: Page
    taps: int = 0
    loads: int = 0
    offscreen: list[str] = field(default_factory=list)
    scrolled: int = 0

    def __post_init__(self) -> None:
        self.page.on("load", lambda _page: self._loaded())
        self.log: list[str] = []
        self.page.on("console", lambda m: self.log.append(m.text))
        self.page.on(
            "response", lambda r: self.log.append(f"{r.status} {r.request.method} {r.url}")
        )

    def _loaded(self) -> None:
        self.loads += 1

    def tap(self, selector: str) -> None:
        target = self.page.locator(selector).first
        expect(target).to_be_visible()
        box = target.bounding_box()
        assert box is not None
        scroll = self.page.evaluate("window.scrollY")
        if box["y"] < 0 or box["y"] + box["height"] > VIEWPORT["height"]:
            self.offscreen.append(selector)
        self.scrolled = max(self.scrolled, int(scroll))
        target.tap()
        self.taps += 1

    def choose(self, name: str, value: object) -> None:
        self.tap(f"label:has(input[name='{name}'][value='{value}'])")

    def contract(self, level: int, strain: str, doubled: int, declarer: str) -> None:
        self.choose("level", level)
        # The results this level can have come from the server: wait for them.
        expect(self.page.locator("input[name='result']")).to_have_count(14)
        self.choose("strain", strain)
        if doubled:
            self.choose("doubled", doubled)
        self.choose("declarer", declarer)

    def deal(self, level: int, strain: str, doubled: int, declarer: str, result: str) -> None:
        """Enter a deal and save it; wait until the page says it was saved."""
        self.contract(level, strain, doubled, declarer)
        self.choose("result", result)
        expect(self.page.locator("#preview strong")).to_be_visible()
        self.tap("button[name='save']")
        expect(self.page.locator("#announce")).to_contain_text(self.saved_word())

    def take_seats(self) -> None:
        """Between chukkers: the players read their new seats and tap "Seats taken"."""
        self.tap("[data-seated]")
        expect(self.page.locator("#between")).not_to_have_attribute("open", "")

    def confirm(self) -> str:
        """A player of the other side confirms the deal waiting, with their own name."""
        button = self.page.locator("section.confirm button[name='confirmed_by']").first
        name = button.get_attribute("value") or ""
        self.tap("section.confirm button[name='confirmed_by']")
        expect(self.page.locator("section.confirm")).to_have_count(0)
        return name

    def saved_word(self) -> str:
        return {"fr": "Enregistré", "it": "Registrata"}.get(self.language, "Saved")

    @property
    def language(self) -> str:
        return self.page.locator("html").get_attribute("lang") or "en"
