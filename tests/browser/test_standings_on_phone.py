"""Every standings view a phone shows fits a 360 x 740 screen in English, French and Italian,
with the demo's longest names (issue 29, point 6): the tonight page, the table's evening so far
and, at its end, "Your evening", the public evening and season standings and a player's page.

On each page, measured in the browser: no element reaches past the viewport (nor scrolls inside
its box), each standings row shows rank, name, positions and total, no word of a name is split
across lines (each word measured with a DOM range: one line box per word), every number stays
on one line, and axe-core finds nothing serious.

With ``CLUBCHICAGO_SCREENSHOTS`` set to a folder, each page is saved there (360 px and desktop).
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from clubchicago.club.models import Evening, Season, Table
from clubchicago.club.services import play
from tests import factories
from tests.browser.axe import serious
from tests.browser.phone import PHONE, VIEWPORT
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The demo's longest names (fixtures/demo.json), and the issue's.
FIVE = ["Søren Kierkegaard", "Αννα Παπαδοπούλου", "Jean-Luc O'Brien", "François Lefèvre"]
FIVE += ["Dorothy Parker"]
FOUR = ["Lorenzo De Luca", "Chiara Esposito", "Марина Иванова", "Bianchi"]
NAMES = FIVE + FOUR
LANGUAGES = ["en", "fr", "it"]

# The page's outside: what stands wider than the viewport, or scrolls inside its box.
TOO_WIDE = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  for (const el of document.querySelectorAll("body *")) {
    // What only screen readers read, and the skip link until it has the focus, are not shown.
    if (el.closest(".visually-hidden, .rank-words, .skip")) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;  // a closed <details>
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const named = `${el.tagName}.${el.className}`;
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push(`${named} ${Math.round(box.left)}-${Math.round(box.right)}: `
        + el.textContent.trim().slice(0, 40));
    const style = getComputedStyle(el);
    if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1)
      found.push(`scrolls: ${named}`);
  }
  return found;
}"""

# Each word of each element matched: the number of line boxes its DOM range covers (one when
# the word is whole on a line).
WORD_LINES = """(selector) => {
  const found = [];
  for (const el of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest(".visually-hidden, .rank-words")) continue;
      for (const match of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
          .map(r => Math.round(r.top)));
        if (tops.size) found.push([match[0], tops.size]);
      }
    }
  }
  return found;
}"""

# Each element matched: how many lines its shown text takes (one for a number).
TEXT_LINES = """(selector) => [...document.querySelectorAll(selector)].map(el => {
  const tops = new Set();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A player's page writes each evening's unit under its total: a word, not the number.
    if (node.parentElement.closest(".visually-hidden, .rank-words, .unit")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
  }
  return [el.textContent.trim(), tops.size];
}).filter(([text, lines]) => text && lines)"""

# The line of a row: rank, name, positions and total, each inside the screen, on one line.
ROW_LINE = """(row) => ["cell-rank", "cell-name", "cell-positions", "cell-total"].map(name => {
  const cell = row.querySelector("." + name);
  if (!cell) return [name, null];
  const box = cell.getBoundingClientRect();
  return [name, Math.round(box.top), box.right <= document.documentElement.clientWidth + 0.5];
})"""


@dataclass
class Standings:
    evening: Evening  # finished and published
    tonight: Evening  # under way, its tonight page on
    season: Season
    finished: Table
    playing: Table
    player: int  # Søren, who played both evenings


@pytest.fixture
def standings(db: None) -> Standings:
    season = factories.make_season(name="Saison d'hiver 2026", end_date=dt.date(2099, 6, 30))
    players = [factories.make_player(name) for name in NAMES]
    done = factories.make_evening(
        season=season, date=dt.date(2026, 11, 23), length=2, confirm_entries=False, published=True
    )
    factories.mark_present(done, players)
    finished, other = factories.seat_players(done, [players[:5], players[5:]])
    for table in (finished, other):
        for _chukker in (1, 2):
            for contract in FOUR_DEALS:
                enter(table, contract, play.Actor.for_table(table))
    tonight = factories.make_evening(
        season=season, date=dt.date(2026, 11, 30), length=3, confirm_entries=False
    )
    tonight.tonight_page = True
    tonight.save(update_fields=["tonight_page"])
    factories.mark_present(tonight, players)
    playing, rest = factories.seat_players(tonight, [players[:5], players[5:]])
    for table in (playing, rest):
        for contract in FOUR_DEALS:
            enter(table, contract, play.Actor.for_table(table))
    return Standings(done, tonight, season, finished, playing, players[0].pk)


def open_so_far(page: Page) -> None:
    page.locator("#so-far summary").tap()
    expect(page.locator("#so-far table")).to_be_visible()


@dataclass(frozen=True)
class View:
    name: str
    address: Callable[[Standings], str]
    table: str  # the standings' table
    rows: int
    names: str  # the elements that hold names
    then: Callable[[Page], None] | None = None


VIEWS = [
    View(
        "tonight",
        lambda s: reverse("club:tonight", args=[s.tonight.pk, s.tonight.tonight_token]),
        "#standings table.standings",
        9,
        "table.standings .cell-name",
    ),
    View(
        "so-far",
        lambda s: reverse("club:table_play", args=[s.playing.pk, s.playing.token]),
        "#so-far table.standings",
        5,
        "#so-far .cell-name",
        open_so_far,
    ),
    View(
        "your-evening",
        lambda s: reverse("club:table_play", args=[s.finished.pk, s.finished.token]),
        "table.so-far",
        5,
        "table.so-far .cell-name",
    ),
    View(
        "evening",
        lambda s: reverse("club:evening_standings", args=[s.evening.pk]),
        "table.standings",
        9,
        "table.standings .cell-name, h1",
    ),
    View(
        "season",
        lambda s: reverse("club:season_standings", args=[s.season.pk]),
        "table.standings",
        9,
        "table.standings .cell-name, h1",
    ),
    View(
        "player",
        lambda s: reverse("club:player_results", args=[s.player]) + f"?season={s.season.pk}",
        "table.player-evenings",
        1,  # the public sees the published evening only
        "table.player-evenings .cell-name, h1",
    ),
]


def screenshot(page: Page, name: str) -> None:
    folder = os.environ.get("CLUBCHICAGO_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("view", VIEWS, ids=[view.name for view in VIEWS])
def test_the_standings_fit_a_phone_with_names_whole(
    live_server, browser, pages, standings, view: View, language: str
) -> None:
    page = pages.open(browser, locale=language, **PHONE)
    page.goto(live_server.url + view.address(standings))
    if view.then is not None:
        view.then(page)
    screenshot(page, f"{view.name}-{language}-360")
    table = page.locator(view.table).first
    expect(table.locator("tbody tr")).to_have_count(view.rows)

    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    too_wide = page.evaluate(TOO_WIDE)
    assert too_wide == [], "\n".join(too_wide)
    # Each row's rank, name, positions and total share its first line, inside the screen.
    for row in table.locator("tbody tr").all():
        line = row.evaluate(ROW_LINE)
        assert all(cell[1] is not None and cell[2] for cell in line), line
        assert len({cell[1] for cell in line if cell[0] != "cell-name"}) == 1, line
    words = page.evaluate(WORD_LINES, view.names)
    assert {word for word, _lines in words} >= {"Kierkegaard"} or view.name == "player"
    assert [(word, lines) for word, lines in words if lines > 1] == []
    numbers = page.evaluate(TEXT_LINES, f"{view.table} td.num")
    assert numbers and [(text, lines) for text, lines in numbers if lines > 1] == []
    assert serious(page) == []
    if language == "en":
        page.set_viewport_size({"width": 1280, "height": 900})
        screenshot(page, f"{view.name}-{language}-desktop")
