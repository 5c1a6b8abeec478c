"""Caching never shows a stale result: after each kind of change, the next page and print are
what a fresh drawing gives (the cache emptied), and they show the change; a print kept in one
language is never served in another; an unchanged evening answers its polls with a 304."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Chukker, DealRecord, Evening, Season, Table
from clubchicago.club.services import evenings, paper, play, seating
from tests import factories
from tests.factories import FOUR_DEALS, enter
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db

CSRF = re.compile(rb'name="csrfmiddlewaretoken" value="[^"]*"')
# What differs between two drawings of the same print: the time it was drawn (the Info
# dictionary's dates) and the file identifier in the trailer that reportlab derives from it.
# Neither is text a reader reads (pypdf's extract_text never looks at them).
DRAWN_AT = re.compile(
    rb"/(CreationDate|ModDate) \(D:[^)]*\)|(\ntrailer\n<<\n/ID \n)\[<[0-9a-f]{32}><[0-9a-f]{32}>\]"
)


@dataclass(frozen=True, eq=False)
class Shown:
    """What a reader gets at a URL: a PDF's text (its bytes hold the time it was drawn), or the
    page without its CSRF tokens (new for every request).

    Two are compared by their text, as a reader reads it; the text is extracted only when the
    bytes differ in more than the time of drawing (same bytes but for it: same text), since
    extracting it is most of what the comparisons cost.
    """

    content: bytes
    pdf: bool

    @cached_property
    def text(self) -> bytes | str:
        return pdf_text(self.content, sep="\f") if self.pdf else self.content

    @cached_property
    def undated(self) -> bytes:
        return DRAWN_AT.sub(rb"/\1\2[]", self.content) if self.pdf else self.content

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Shown):
            return NotImplemented
        return self.undated == other.undated or self.text == other.text

    def __hash__(self) -> int:
        return hash(self.text)


def shown(client: Client, url: str) -> Shown:
    """What a reader gets at ``url``."""
    response = client.get(url)
    assert response.status_code == 200, url
    if response["Content-Type"] == "application/pdf":
        return Shown(response.content, pdf=True)
    return Shown(CSRF.sub(b"", response.content), pdf=False)


def urls(evening: Evening) -> dict[str, str]:
    e, season = evening.pk, evening.season_id
    return {
        "standings": reverse("club:evening_standings", args=[e]),
        "live": reverse("club:evening_live", args=[e]),
        "recaps": reverse("club:recaps_pdf", args=[e]),
        "recap": reverse("club:table_recap_pdf", args=[e, 1]),
        "ranking": reverse("club:ranking_pdf", args=[e]),
        "cards": reverse("club:table_cards_pdf", args=[e]),
        "sheets": reverse("club:score_sheets_pdf", args=[e]),
        "play": reverse("club:evening_play", args=[e]),
        "season": reverse("club:season_standings", args=[season]),
        "season_pdf": reverse("club:season_pdf", args=[season]),
    }


@pytest.fixture
def evening(director: User) -> Evening:
    """Two tables of four in a season; at table 1, deal 1 of the first chukker entered and
    waiting for its confirmation, so every kind of change below has something to change."""
    evening = factories.make_evening(season=factories.make_season(), confirm_entries=True)
    factories.seat_tables(evening, [4, 4])
    table = evening.tables.get(number=1)
    enter(table, FOUR_DEALS[0], play.Actor.for_director(director))
    return evening


def table_1(evening: Evening) -> Table:
    return evening.tables.get(number=1)


def deal_1(evening: Evening) -> DealRecord:
    return DealRecord.objects.get(
        chukker__table__number=1, chukker__table__evening=evening, number=1
    )


def finish_chukker(evening: Evening, director: User) -> None:
    actor = play.Actor.for_director(director)
    deal = deal_1(evening)
    play.confirm_deal(
        table_1(evening), deal.pk, version=deal.version, confirmed_by="x", actor=actor
    )
    for contract in FOUR_DEALS[1:]:
        enter(table_1(evening), contract, actor, confirmed_by="x")


def rename(evening: Evening, _director: User) -> None:
    player = table_1(evening).table_players.get(number=1).player
    factories.rename_player(player, "Renamed Rhiannon")


def director_actor(director: User) -> play.Actor:
    return play.Actor.for_director(director)


# Each kind of change, and the pages and prints that must show it.
Change = Callable[[Evening, User], object]
CHANGES: dict[str, tuple[Change, set[str]]] = {
    "deal entered": (
        lambda e, d: enter(table_1(e), FOUR_DEALS[1], director_actor(d), confirmed_by="x"),
        {"recaps", "recap", "play"},
    ),
    "deal corrected": (
        lambda e, d: play.edit_deal(
            table_1(e),
            deal_1(e).pk,
            FOUR_DEALS[2],
            version=deal_1(e).version,
            actor=director_actor(d),
        ),
        {"recaps", "recap"},
    ),
    "deal deleted": (
        lambda e, d: play.delete_deal(
            table_1(e), deal_1(e).pk, version=deal_1(e).version, actor=director_actor(d)
        ),
        {"recaps", "recap", "play"},
    ),
    "deal confirmed": (
        lambda e, d: play.confirm_deal(
            table_1(e),
            deal_1(e).pk,
            version=deal_1(e).version,
            confirmed_by="x",
            actor=director_actor(d),
        ),
        {"play"},
    ),
    "chukker closed": (
        lambda e, d: play.close_chukker(
            Chukker.objects.get(table=table_1(e)), actor=director_actor(d)
        ),
        {"standings", "live", "recaps", "recap", "ranking", "play", "season", "season_pdf"},
    ),
    "four deals in": (
        finish_chukker,
        {"standings", "live", "recaps", "ranking", "season", "season_pdf"},
    ),
    "seating changed": (
        lambda e, d: seating.swap_players(
            e,
            e.tables.get(number=2).table_players.get(number=1).player_id,
            e.tables.get(number=2).table_players.get(number=2).player_id,
        ),
        {"cards", "sheets"},
    ),
    "plan changed": (
        lambda e, d: seating.set_table_length(e.tables.get(number=2), 2),
        {"cards", "sheets"},
    ),
    "settings changed": (
        lambda e, d: evenings.update_evening(e, {"title": "Gala night", "unit": "fiches"}),
        {"standings", "live", "recaps", "ranking", "cards", "sheets"},
    ),
    "on paper": (lambda e, d: paper.set_on_paper(table_1(e), True), {"play"}),
    "new link": (lambda e, d: play.new_link(table_1(e)), {"play"}),
    "published": (lambda e, d: evenings.set_published(e, True), {"standings", "season"}),
    "player renamed": (
        rename,
        {"standings", "live", "recaps", "recap", "ranking", "cards", "sheets", "season"},
    ),
    "season edited": (
        lambda e, d: evenings.save_season(
            Season.objects.get(pk=e.season_id or 0), {"name": "Winter cup"}
        ),
        {"season", "season_pdf"},
    ),
}


@pytest.mark.parametrize("name", CHANGES)
def test_after_a_change_every_page_and_print_is_fresh_and_shows_it(
    name: str, evening: Evening, director: User, director_client: Client
) -> None:
    change, showing = CHANGES[name]
    before = {kind: shown(director_client, url) for kind, url in urls(evening).items()}
    change(Evening.objects.get(pk=evening.pk), director)
    after = {kind: shown(director_client, url) for kind, url in urls(evening).items()}
    cache.clear()
    fresh = {kind: shown(director_client, url) for kind, url in urls(evening).items()}
    for kind in after:
        assert after[kind] == fresh[kind], f"{name}: {kind} was stale"
    for kind in showing:
        assert after[kind] != before[kind], f"{name}: {kind} does not show it"


def test_a_print_kept_in_one_language_is_never_served_in_another(
    evening: Evening, director_client: Client
) -> None:
    for kind in ("recaps", "ranking", "cards", "sheets", "season_pdf"):
        url = urls(evening)[kind]
        english = shown(director_client, url)
        director_client.cookies["django_language"] = "fr"
        french = shown(director_client, url)
        director_client.cookies["django_language"] = "it"
        italian = shown(director_client, url)
        del director_client.cookies["django_language"]
        assert len({english, french, italian}) == 3, kind
        assert shown(director_client, url) == english, kind
    director_client.cookies["django_language"] = "fr"
    assert "Donne" in shown(director_client, urls(evening)["recaps"]).text


def test_a_repeated_print_is_read_not_drawn(
    evening: Evening, director_client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    from clubchicago.club.pdf.recap import RecapPdf

    url = urls(evening)["recaps"]
    first = director_client.get(url).content
    drawn: list[object] = []

    def render(self: RecapPdf) -> bytes:
        drawn.append(self)
        return b"%PDF-drawn"

    monkeypatch.setattr(RecapPdf, "render", render)
    assert director_client.get(url).content == first
    assert drawn == []


@pytest.mark.parametrize("page", ["live", "play"])
def test_an_unchanged_evening_answers_its_poll_with_a_304(
    page: str, evening: Evening, director: User, director_client: Client
) -> None:
    url = urls(evening)[page]
    first = director_client.get(url)
    assert first.status_code == 200 and first["ETag"] and first["Last-Modified"]
    assert "no-cache" in first["Cache-Control"]
    again = director_client.get(url, headers={"If-None-Match": first["ETag"]})
    assert again.status_code == 304 and again.content == b""
    by_date = director_client.get(url, headers={"If-Modified-Since": first["Last-Modified"]})
    assert by_date.status_code == 304
    enter(table_1(evening), None, play.Actor.for_director(director))  # a pass-out
    changed = director_client.get(url, headers={"If-None-Match": first["ETag"]})
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]


def test_a_poll_is_drawn_again_in_another_language_or_with_a_message(
    evening: Evening, director: User, director_client: Client
) -> None:
    url = urls(evening)["play"]
    first = director_client.get(url)
    director_client.cookies["django_language"] = "fr"
    french = director_client.get(url, headers={"If-None-Match": first["ETag"]})
    assert french.status_code == 200 and french["ETag"] != first["ETag"]
    del director_client.cookies["django_language"]
    chukker = Chukker.objects.get(table=table_1(evening))
    play.close_chukker(chukker, actor=play.Actor.for_director(director))
    current = director_client.get(url)
    # Closing it again is refused: the evening is unchanged, but the message must be shown.
    director_client.post(reverse("club:chukker_close", args=[chukker.pk]))
    with_message = director_client.get(url, headers={"If-None-Match": current["ETag"]})
    assert with_message.status_code == 200
    assert b"This chukker is already closed." in with_message.content
    assert director_client.get(url, headers={"If-None-Match": current["ETag"]}).status_code == 304


def test_the_live_display_of_unpublished_results_is_not_answered_304_to_the_public(
    evening: Evening, client: Client
) -> None:
    evenings.set_published(evening, True)
    url = urls(evening)["live"]
    first = client.get(url)
    assert first.status_code == 200
    evenings.set_published(Evening.objects.get(pk=evening.pk), False)
    again = client.get(url, headers={"If-None-Match": first["ETag"]})
    assert again.status_code == 302  # to the login page, not "not modified"
