"""The table page behind its link: what it shows, what it accepts, what it refuses."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from django.urls import reverse

from clubchicago.club.models import Chukker, DealRecord, Table
from clubchicago.club.services import play
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = pytest.mark.django_db


@pytest.fixture
def tables(db: None) -> list:
    evening = make_evening(confirm_entries=False)
    return seat_tables(evening, (4, 5))


def url(table: Table) -> str:
    return reverse("club:table_play", args=[table.pk, table.token])


def deal_post(**overrides: object) -> dict[str, object]:
    data = {
        "number": 1,
        "chukker_number": 1,
        "level": 4,
        "strain": "S",
        "doubled": 0,
        "declarer": "N",
        "result": "=",
    }
    data.update(overrides)
    return data


def test_table_link_shows_seats_dealer_and_vulnerability(client, tables):
    table = tables[1]
    response = client.get(url(table))
    assert response.status_code == 200
    body = response.content.decode()
    names = {tp.number: tp.player.name for tp in table.table_players.all()}
    assert names[1] in body and names[5] in body
    assert "Deal 1 of 4" in body
    assert "Nobody vulnerable" in body


def test_wrong_token_is_not_found_and_says_to_ask_the_director(client, tables):
    response = client.get(reverse("club:table_play", args=[tables[0].pk, "x" * 43]))
    assert response.status_code == 404
    body = response.content.decode()
    assert "This table link no longer works" in body
    assert "Ask the director for your table" in body


def test_an_unknown_table_gets_the_same_page_as_a_wrong_link(client, tables):
    wrong = client.get(reverse("club:table_play", args=[tables[0].pk, "x" * 43]))
    missing = client.get(reverse("club:table_play", args=[999_999, "x" * 43]))

    # No hint whether the table exists: the same status and the same words.
    def page(response: TestResponse) -> str:
        body = response.content.decode()
        return body[body.index("<main") : body.index("</main>")]

    assert (missing.status_code, page(missing)) == (wrong.status_code, page(wrong))


def test_table_link_cannot_open_another_table(client, tables):
    response = client.get(reverse("club:table_play", args=[tables[1].pk, tables[0].token]))
    assert response.status_code == 404


def test_table_link_cannot_touch_another_tables_deal(client, tables):
    other = enter(tables[1], FOUR_DEALS[0], play.Actor.for_table(tables[1]))
    table = tables[0]
    edit = reverse("club:deal_edit", args=[table.pk, table.token, other.pk])
    delete = reverse("club:deal_delete", args=[table.pk, table.token, other.pk])
    assert client.get(edit).status_code == 404
    assert client.post(delete, {"version": other.version}).status_code == 404
    assert DealRecord.objects.get(pk=other.pk).deleted_at is None


def test_preview_shows_the_score_and_stores_nothing(client, tables):
    response = client.post(url(tables[0]), deal_post(preview=1))
    assert response.status_code == 200
    body = response.content.decode()
    assert "NS +420" in body and "game to NS" in body
    assert DealRecord.objects.count() == 0


def test_saving_stores_the_deal_and_updates_the_sheet(client, tables):
    response = client.post(url(tables[0]), deal_post(save=1))
    assert response.status_code == 302
    chukker = Chukker.objects.get(table=tables[0])
    assert (chukker.ns_total, chukker.ew_total, chukker.deals_played) == (420, 0, 1)
    page = client.get(url(tables[0])).content.decode()
    assert "Deal 2 of 4" in page


@pytest.mark.parametrize(
    "overrides",
    [
        {"result": "14"},
        {"result": "+2", "level": 6},
        {"level": 0},
        {"level": 8},
        {"strain": "X"},
        {"declarer": "Q"},
        {"doubled": 3},
        {"result": "abc"},
        {"number": "x"},
        {"chukker_number": ""},
    ],
)
def test_bad_or_forged_input_is_refused_and_changes_nothing(client, tables, overrides):
    response = client.post(url(tables[0]), deal_post(save=1, **overrides))
    assert response.status_code == 200
    assert "errorlist" in response.content.decode()
    assert DealRecord.objects.count() == 0


def test_the_same_deal_sent_twice_is_stored_once_with_a_message(client, tables):
    client.post(url(tables[0]), deal_post(save=1))
    response = client.post(url(tables[0]), deal_post(save=1), follow=True)
    assert DealRecord.objects.count() == 1
    assert "already been entered" in response.content.decode()


def test_passed_out_is_recorded_and_redealt_by_the_same_dealer(client, tables):
    data = {"number": 1, "chukker_number": 1, "passed_out_seen": 0, "passed_out": 1}
    client.post(url(tables[0]), data)
    deal = DealRecord.objects.get()
    assert deal.passed_out
    page = client.get(url(tables[0])).content.decode()
    assert "Deal 1 of 4" in page
    assert "1 deal passed out and redealt." in page


def test_closed_chukker_shows_credits_and_the_next_positions_seats_first(client, tables):
    table = tables[1]
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))
    page = client.get(url(table)).content.decode()
    assert "Chukker 1:" in page
    assert "+100" in page  # NS won 420 to 300: net 120 counts as one hundred
    # The next position's seats come first, before the entry of deal 1 of chukker 2.
    assert page.index("Change seats for chukker 2") < page.index("Deal 1 of 4")
    # The closed chukker is folded away, and a phone cannot correct it.
    assert '<details class="card fold" id="sheet">' in page
    assert "only the director can correct it now" in page
    assert "/delete/" not in page


def test_correction_from_the_table(client, tables):
    table = tables[0]
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk])
    assert client.get(edit).status_code == 200
    response = client.post(edit, deal_post(save=1, version=deal.version, result="-1"))
    assert response.status_code == 302
    deal.refresh_from_db()
    assert deal.tricks == 9
    chukker = deal.chukker
    chukker.refresh_from_db()
    assert (chukker.ns_total, chukker.ew_total) == (0, 50)


def test_stale_correction_is_refused_with_a_message(client, tables):
    table = tables[0]
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deal.pk])
    client.post(edit, deal_post(save=1, version=deal.version, result="-1"))
    response = client.post(edit, deal_post(save=1, version=deal.version, result="+1"), follow=True)
    assert "changed after you opened it" in response.content.decode()
    deal.refresh_from_db()
    assert deal.tricks == 9


def test_delete_asks_then_deletes(client, tables):
    table = tables[0]
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    delete = reverse("club:deal_delete", args=[table.pk, table.token, deal.pk])
    assert "Delete deal 1?" in client.get(delete).content.decode()
    client.post(delete, {"version": deal.version})
    deal.refresh_from_db()
    assert deal.deleted_at is not None


@pytest.fixture
def unconfirmed_deal(client, tables) -> DealRecord:
    """Deal 1 of table 1 saved without confirmation, on an evening that asks for it."""
    evening = tables[0].evening
    evening.confirm_entries = True
    evening.save()
    client.post(url(tables[0]), deal_post(save=1))
    return DealRecord.objects.get()


def test_confirmation_by_the_other_side(client, tables, unconfirmed_deal):
    table, deal = tables[0], unconfirmed_deal
    assert deal.confirmed_at is None
    page = client.get(url(table)).content.decode()
    assert "To confirm by the other side" in page
    # The whole result, and only the defenders' names, none chosen in advance.
    assert "Deal 1: 4♠ by North, 10 tricks, made exactly: NS +420" in page
    chukker = Chukker.objects.get()
    assert f'value="{chukker.east.name}"' in page and f'value="{chukker.west.name}"' in page
    assert f'name="confirmed_by" value="{chukker.north.name}"' not in page
    east = Chukker.objects.get().east.name
    confirm = reverse("club:deal_confirm", args=[table.pk, table.token, deal.pk])
    client.post(confirm, {"version": deal.version, "confirmed_by": east})
    deal.refresh_from_db()
    assert deal.confirmed_by == east


def test_declarers_side_cannot_confirm_its_own_entry(client, tables, unconfirmed_deal):
    table, deal = tables[0], unconfirmed_deal
    north = Chukker.objects.get().north.name
    confirm = reverse("club:deal_confirm", args=[table.pk, table.token, deal.pk])
    client.post(confirm, {"version": deal.version, "confirmed_by": north})
    deal.refresh_from_db()
    assert deal.confirmed_at is None


def test_table_page_query_count_is_bounded(client, tables, django_assert_max_num_queries):
    table = tables[1]
    for contract in FOUR_DEALS * 2:
        enter(table, contract, play.Actor.for_table(table))
    with django_assert_max_num_queries(10):
        client.get(url(table))


def test_a_page_two_deals_behind_is_told_it_was_out_of_date_not_already_entered(client, tables):
    table = tables[0]
    for contract in FOUR_DEALS[:2]:
        enter(table, contract, play.Actor.for_table(table))

    response = client.post(
        url(table), deal_post(save=1, number=1, entry_key="old-page"), follow=True
    )

    body = response.content.decode()
    assert "already been entered" not in body
    assert (
        "This page was out of date: it showed deal 1 of chukker 1, but the table is now at deal "
        "3 of chukker 1. Nothing was saved" in body
    )
    assert DealRecord.objects.count() == 2


def test_a_page_from_before_a_deal_was_deleted_is_told_it_was_out_of_date(client, tables):
    table = tables[0]
    actor = play.Actor.for_table(table)
    deals = [enter(table, contract, actor) for contract in FOUR_DEALS[:2]]
    play.delete_deal(table, deals[1].pk, version=deals[1].version, actor=actor)

    response = client.post(url(table), deal_post(save=1, number=3, entry_key="old-page"), **HTMX)

    body = response.content.decode()
    assert "it showed deal 3 of chukker 1, but the table is now at deal 2 of chukker 1" in body
    assert DealRecord.objects.filter(deleted_at__isnull=True).count() == 1


def test_a_page_of_a_finished_table_is_told_the_table_moved_on(client, tables):
    table = tables[0]
    table.length = 1
    table.save()
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))

    response = client.post(url(table), deal_post(save=1, number=2), follow=True)

    assert "it showed deal 2 of chukker 1, but the table has moved on" in (
        response.content.decode()
    )


def test_a_deal_sent_after_the_table_moved_on_is_refused_with_a_message(client, tables):
    table = tables[0]
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))
    response = client.post(url(table), deal_post(save=1, number=4), follow=True)
    assert "already been entered" in response.content.decode()
    assert DealRecord.objects.count() == 4


# -- the one-screen entry (issue 11): htmx region, preview, results, saved, exactly once -------

HTMX = {"HTTP_HX_REQUEST": "true"}


def preview_url(table: Table) -> str:
    return reverse("club:deal_preview", args=[table.pk, table.token])


def test_the_contract_offers_exactly_its_fourteen_results(client, tables):
    response = client.get(preview_url(tables[0]), {"level": 4, "strain": "S"}, **HTMX)
    offered = [radio.data["value"] for radio in response.context["form"]["result"]]
    assert offered == ["=", "+1", "+2", "+3", *[f"-{n}" for n in range(1, 11)]]


def test_without_a_level_every_result_is_offered_for_a_phone_without_javascript(client, tables):
    page = client.get(url(tables[0]))
    offered = [radio.data["value"] for radio in page.context["form"]["result"]]
    assert len(offered) == 20  # made, six over, thirteen down
    assert "<noscript>" in page.content.decode()


def test_the_preview_scores_on_the_server_and_stores_nothing(client, tables):
    response = client.get(
        preview_url(tables[0]),
        {"number": 1, "chukker_number": 1, **{k: v for k, v in deal_post().items()}},
        **HTMX,
    )
    body = response.content.decode()
    assert response.status_code == 200
    assert 'id="live"' in body and "NS +420" in body and "NS 420 · EW 0" in body
    assert DealRecord.objects.count() == 0


def test_the_preview_of_an_impossible_result_says_why_in_plain_words(client, tables):
    response = client.get(
        preview_url(tables[0]), deal_post(level=7, strain="NT", result="", result_typed="-14")
    )
    assert "7NT can go at most 13 down: −14 is impossible." in response.content.decode()


def test_saving_with_htmx_answers_the_region_with_what_was_saved_and_the_next_deal(client, tables):
    response = client.post(url(tables[0]), deal_post(save=1), **HTMX)
    body = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in body  # the region only: no page load
    assert "Saved. Deal 1: 4♠ by North, 10 tricks, made exactly: NS +420" in body
    assert "Deal 2 of 4" in body


def test_the_same_entry_sent_twice_is_stored_once(client, tables):
    data = deal_post(save=1, entry_key="k" * 32)
    first = client.post(url(tables[0]), data, **HTMX)
    # The phone lost the answer and sends the same entry again, as its outbox does.
    again = client.post(url(tables[0]), data, **HTMX)
    assert DealRecord.objects.count() == 1
    assert DealRecord.objects.get().entry.key == "k" * 32
    assert "Saved. Deal 1" in again.content.decode()
    assert first.status_code == again.status_code == 200


def test_another_phones_entry_of_the_same_deal_gets_the_usual_message(client, tables):
    client.post(url(tables[0]), deal_post(save=1, entry_key="phone-a"), **HTMX)
    other = client.post(url(tables[0]), deal_post(save=1, entry_key="phone-b", level=3), **HTMX)
    assert "already been entered" in other.content.decode()
    assert DealRecord.objects.count() == 1


def test_a_key_used_at_another_table_is_a_new_entry_here_not_already_entered(client, tables):
    first, second = tables
    client.post(url(first), deal_post(save=1, entry_key="copied-key"), **HTMX)
    # The same key arrives at the other table's link (a page copied between phones, a forged
    # post): nothing is stored at this table yet, so this is its deal 1.
    other = client.post(url(second), deal_post(save=1, entry_key="copied-key"), **HTMX)
    body = other.content.decode()
    assert "already been entered" not in body
    assert "Saved. Deal 1" in body
    stored = DealRecord.objects.filter(chukker__table=second).get()
    assert stored.entry.key == "copied-key" and stored.entry.table == second
    assert DealRecord.objects.count() == 2


def test_a_key_sent_again_to_another_table_changes_nothing_at_the_first(client, tables):
    first, second = tables
    client.post(url(first), deal_post(save=1, entry_key="copied-key"), **HTMX)
    client.post(url(second), deal_post(save=1, entry_key="copied-key"), **HTMX)
    # Each table keeps its own deal under the key; sending it again to either stores nothing.
    client.post(url(first), deal_post(save=1, entry_key="copied-key"), **HTMX)
    client.post(url(second), deal_post(save=1, entry_key="copied-key"), **HTMX)
    assert [DealRecord.objects.filter(chukker__table=t).count() for t in tables] == [1, 1]


def test_an_empty_form_carries_a_fresh_entry_key(client, tables):
    first = client.get(url(tables[0])).context["form"].initial["entry_key"]
    second = client.get(url(tables[0])).context["form"].initial["entry_key"]
    assert first and second and first != second


def test_a_result_can_still_be_typed(client, tables):
    client.post(url(tables[0]), deal_post(save=1, result="", result_typed="11"))
    assert DealRecord.objects.get().tricks == 11


def test_confirming_with_htmx_answers_the_region(client, tables, unconfirmed_deal):
    table, deal = tables[0], unconfirmed_deal
    east = Chukker.objects.get().east.name
    confirm = reverse("club:deal_confirm", args=[table.pk, table.token, deal.pk])
    response = client.post(confirm, {"version": deal.version, "confirmed_by": east}, **HTMX)
    body = response.content.decode()
    assert f"Deal 1 confirmed by {east}." in body
    assert "To confirm by the other side" not in body


def test_a_phone_cannot_open_a_closed_chukkers_deal_to_correct_it(client, tables):
    table = tables[0]
    deals = [enter(table, contract, play.Actor.for_table(table)) for contract in FOUR_DEALS]
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deals[0].pk])
    response = client.get(edit, follow=True)
    assert "only the director can correct it now" in response.content.decode()


def test_the_page_shows_tonights_whole_plan(client, tables):
    page = client.get(url(tables[1])).content.decode()
    assert "plan: 6 chukkers" in page
    for number in range(1, 7):
        assert f"Chukker {number} · position" in page


@pytest.mark.parametrize("correcting", ["²", "٣", "abc", "-1", "9" * 30, ""])
def test_the_running_score_ignores_a_correcting_value_that_names_no_deal(
    client, tables, correcting
):
    table = tables[0]
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    preview = reverse("club:deal_preview", args=[table.pk, table.token])
    response = client.get(preview, deal_post(number=2, correcting=correcting))
    assert response.status_code == 200
    assert DealRecord.objects.filter(chukker__table=table).count() == 1


# -- what proves to the phone's outbox that its post was taken ---------------------------------


def answered(response: TestResponse) -> str | None:
    """The entry key the page's #announce names (``data-answered``), or None."""
    found = re.search(r'id="announce"[^>]*?data-answered="([^"]*)"', response.content.decode())
    return found[1] if found else None


def test_the_answer_to_a_post_names_the_entry_it_answers(client, tables):
    table = tables[0]
    saved = client.post(url(table), deal_post(save="1", entry_key="key-1_A"), **HTMX)
    assert b"Saved." in saved.content and answered(saved) == "key-1_A"
    again = client.post(url(table), deal_post(save="1", entry_key="key-1_A"), **HTMX)
    assert answered(again) == "key-1_A"  # stored already: the same proof, nothing doubled
    assert DealRecord.objects.filter(chukker__table=table).count() == 1
    refused = client.post(url(table), deal_post(save="1", level=9, entry_key="key-2"), **HTMX)
    assert answered(refused) == "key-2"  # refused with its reason shown: answered too


def test_a_page_not_answering_a_post_names_no_entry(client, tables):
    table = tables[0]
    assert answered(client.get(url(table))) is None
    assert answered(client.get(url(table), **HTMX)) is None
    odd = client.post(url(table), deal_post(save="1", entry_key='"><x'), **HTMX)
    assert answered(odd) == ""  # never written back as it came
