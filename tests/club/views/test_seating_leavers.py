"""Issue 29, points 2 to 4, as the director sees them: a player who left stays gone unless
brought back on purpose ("… is back"), the counts say who plays, left and waits, a late arrival
and a substitute are offered where the director looks (the Play page, each table's changes, Who
is here), a change that changes nothing records nothing, and an undo is shown before it is made
(docs/rules.md#changes-during-the-evening)."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening, Player, SeatingChange, Table, TablePlayer
from clubchicago.club.selectors.replans import Request
from clubchicago.club.services import play, seating
from clubchicago.club.views.seating import _change_url
from tests import factories


@pytest.fixture
def evening(db: None) -> Evening:
    return factories.make_evening(confirm_entries=False)


def play_chukker(table: Table, director: User) -> None:
    for contract in factories.FOUR_DEALS:
        factories.enter(table, contract, play.Actor.for_director(director))


def seated(table: Table) -> list[int]:
    return list(
        TablePlayer.seated.filter(table=table).order_by("number").values_list("player", flat=True)
    )


def messages_of(response: Any) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]


def url(name: str, evening: Evening, *args: object) -> str:
    return reverse(f"club:{name}", args=[evening.pk, *args])


def confirm(client: Client, evening: Evening, asked: Request) -> Any:
    """The preview of ``asked``, then its Confirm button: the two clicks of a change."""
    shown = client.get(_change_url(evening, asked))
    assert shown.status_code == 200, shown
    return client.post(url("seating_change", evening), dict(shown.context["hidden"]), follow=True)


@pytest.fixture
def with_leaver(director: User, evening: Evening) -> tuple[Table, Table, Player]:
    """Table 1 of 5 and table 2 of 4 have played a chukker; Hélène left table 1 after it."""
    five, four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    play_chukker(four, director)
    helene = Player.objects.get(pk=seated(five)[0])
    helene.name = "Hélène Garnier"
    helene.save()
    seating.change_seating(evening, Request("leave", player=helene.pk), user=director)
    return five, four, helene


def test_a_player_who_left_is_never_offered_as_a_substitute_or_a_join(
    director_client: Client, evening: Evening, with_leaver: tuple[Table, Table, Player]
) -> None:
    _five, four, helene = with_leaver
    leaving = seated(four)[0]

    seating_page = director_client.get(url("evening_seating", evening))
    preview = director_client.get(_change_url(evening, Request("leave", player=leaving)))

    page = seating_page.content.decode()
    for name in ("move_form", "swap_form", "split_form", "replace_form"):
        choices = (
            [
                value
                for value, _label in seating_page.context[name]
                .fields["player" if name != "swap_form" else "first"]
                .choices
                if value != ""
            ]
            if name != "split_form"
            else [value for value, _label in seating_page.context[name].fields["players"].choices]
        )
        assert helene.pk not in choices, name
    assert "Not offered, left tonight: Hélène Garnier (left after chukker 1)." in page
    assert "Hélène Garnier is back: joins table 1" in page
    assert "Hélène Garnier is back: joins table 2" in page
    assert "Hélène Garnier (present, not seated)" not in preview.content.decode()


def test_the_service_refuses_to_seat_a_leaver_but_brings_them_back_on_purpose(
    director: User, evening: Evening, with_leaver: tuple[Table, Table, Player]
) -> None:
    five, four, helene = with_leaver
    changes = SeatingChange.objects.count()

    with pytest.raises(ClubUserError) as refused:
        seating.change_seating(evening, Request("move", player=helene.pk, table=2), user=director)
    assert "Hélène Garnier left table 1 after chukker 1." in refused.value.message
    with pytest.raises(ClubUserError):
        seating.change_seating(
            evening, Request("replace", player=seated(four)[0], by=helene.pk), user=director
        )
    assert SeatingChange.objects.count() == changes and helene.pk not in seated(four)

    applied = seating.change_seating(
        evening, Request("back", player=helene.pk, table=1), user=director
    )

    assert helene.pk in seated(five) and applied.change is not None
    seating.undo_change(applied.change, user=director)
    assert helene.pk not in seated(five)


def test_bringing_a_leaver_back_is_one_action_with_its_preview(
    director_client: Client, evening: Evening, with_leaver: tuple[Table, Table, Player]
) -> None:
    five, _four, helene = with_leaver

    shown = director_client.get(_change_url(evening, Request("back", player=helene.pk, table=1)))
    assert "Hélène Garnier joins table 1 from chukker 2." in shown.content.decode()
    assert helene.pk not in seated(five)
    done = director_client.post(url("seating_change", evening), dict(shown.context["hidden"]))

    assert done.status_code == 302 and helene.pk in seated(five)


def test_the_counts_say_who_plays_who_left_and_who_waits(
    director_client: Client, evening: Evening, with_leaver: tuple[Table, Table, Player]
) -> None:
    factories.mark_present(evening, [factories.make_player("Søren Kierkegaard")])

    detail = director_client.get(url("evening_detail", evening)).content.decode()
    draw = director_client.get(url("evening_draw", evening)).content.decode()
    french = director_client.get(
        url("evening_detail", evening), HTTP_ACCEPT_LANGUAGE="fr"
    ).content.decode()

    for page in (detail, draw):
        assert "10 came: 8 playing, 1 left, 1 waiting for a seat" in page
        assert "1 player is waiting for a seat." in page
    assert "10 sont venus : 8 jouent, 1 est parti, 1 attend une place" in french


@pytest.mark.parametrize(
    ("counts", "language", "sentence"),
    [
        ((0, 0, 0), "en", "0 came: 0 playing"),
        ((1, 1, 0), "fr", "1 est venu : 1 joue"),
        ((2, 1, 1), "it", "2 venuti: 1 gioca, 1 aspetta un posto"),
        ((5, 2, 2), "it", "5 venuti: 2 giocano, 1 andato via, 2 aspettano un posto"),
        ((5, 2, 1), "fr", "5 sont venus : 2 jouent, 2 sont partis, 1 attend une place"),
    ],
)
def test_the_counts_use_each_language_s_plurals(
    counts: tuple[int, int, int], language: str, sentence: str
) -> None:
    from django.utils import translation

    from clubchicago.club.selectors.attendance import Counts

    with translation.override(language):
        assert Counts(*counts).sentence == sentence


def test_the_play_page_offers_each_table_its_changes(
    director_client: Client, evening: Evening, with_leaver: tuple[Table, Table, Player]
) -> None:
    five, _four, _helene = with_leaver
    soren = factories.make_player("Søren Kierkegaard")
    factories.mark_present(evening, [soren])

    play_page = director_client.get(url("evening_play", evening)).content.decode()
    changes = director_client.get(url("table_changes", evening, 1)).content.decode()

    assert "Søren Kierkegaard is here and not seated" in play_page
    assert url("table_changes", evening, 1) in play_page
    first = Player.objects.get(pk=seated(five)[0])
    replace = _change_url(evening, Request("replace", player=first.pk, by=soren.pk))
    assert replace.replace("&", "&amp;") in changes and "Replaced by Søren Kierkegaard" in changes
    assert "Leaves" in changes and "Moves to table 2" in changes
    assert "Søren Kierkegaard joins table 1" in changes
    assert "Hélène Garnier (left after chukker 1) is back: joins table 1" in changes
    assert "Replaced by Hélène" not in changes


def test_a_leaver_at_a_table_of_5_is_offered_a_substitute_too(
    director_client: Client, director: User, evening: Evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    reserve = factories.make_player("Reserve Rita")
    factories.mark_present(evening, [reserve])
    leaving = Player.objects.get(pk=seated(five)[1])

    shown = director_client.get(_change_url(evening, Request("leave", player=leaving.pk)))

    page = shown.content.decode()
    assert "Table 1 from chukker 2: 4 players" in page  # it can play on one smaller
    assert f"Reserve Rita (present, not seated) takes {leaving.name}&#x27;s place" in page
    substitute = _change_url(evening, Request("replace", player=leaving.pk, by=reserve.pk))
    assert substitute.replace("&", "&amp;") in page


def test_a_tick_during_play_says_who_is_here_and_not_seated_with_what_seats_them(
    director_client: Client, director: User, evening: Evening
) -> None:
    four, _five = factories.seat_tables(evening, [4, 5])
    play_chukker(four, director)
    soren = factories.make_player("Søren Kierkegaard")

    answer = director_client.post(
        url("evening_attendance_mark", evening), {"player": soren.pk, "present": "on"}
    ).content.decode()
    page = director_client.get(url("evening_attendance", evening)).content.decode()

    # What htmx swaps into the player's row of the page.
    seat = re.search(rf'id="seat-offer-{soren.pk}"[^>]*>(.*?)</div>\s*</div>', answer, re.S)
    assert seat
    text = re.search(r"<strong>(.*?)</strong>", seat.group(1))
    assert text and text.group(1) == "Søren Kierkegaard is here and not seated"
    actions = [
        (html.unescape(href), link_text)
        for href, link_text in re.findall(r'href="([^"]*)">(.*?)</a>', seat.group(1))
    ]
    assert [link_text for _, link_text in actions] == [
        "Join table 1",
        "Join table 2",
        "Replace a player",
    ]
    change = url("seating_change", evening)
    assert actions[0][0] == f"{change}?kind=move&player={soren.pk}&table=1"
    # The link opens the change's preview, one click from its Confirm.
    preview = director_client.get(actions[0][0]).content.decode()
    assert "Søren Kierkegaard joins table 1 from chukker 2." in preview
    assert "Søren Kierkegaard is here and not seated" in page
    # Play has started: no way to the draw, the way to the Play page instead.
    assert url("evening_draw", evening) not in page
    assert url("evening_play", evening) in page


def test_saving_who_is_here_after_ticks_that_saved_themselves_says_it_is_saved(
    director_client: Client, evening: Evening
) -> None:
    (table,) = factories.seat_tables(evening, [4])
    present = list(TablePlayer.objects.filter(table=table).values_list("player", flat=True))

    response = director_client.post(
        url("evening_attendance", evening), {"players_sent": "1", "players": present}, follow=True
    )

    said = messages_of(response)
    assert "Who is here is saved: every tick on the page is stored." in said
    assert not any("0 added" in message for message in said)


@pytest.mark.parametrize("kind", ["move", "swap"])
def test_a_change_within_one_table_says_nothing_changes_and_records_nothing(
    director_client: Client, director: User, evening: Evening, kind: str
) -> None:
    first, _second = factories.seat_tables(evening, [4, 4])
    play_chukker(first, director)
    a, b = seated(first)[:2]
    evening.refresh_from_db()
    versions = (evening.results_version, evening.plan_version)
    form = (
        {"move": "1", "move-player": a, "move-table": 1}
        if kind == "move"
        else {"swap": "1", "swap-first": a, "swap-second": b}
    )

    response = director_client.post(url("evening_seating", evening), form, follow=True)

    said = messages_of(response)
    assert "Nothing changes: the players are already seated so. Nothing was recorded." in said
    assert "Seating changed." not in said
    assert not SeatingChange.objects.exists() and seated(first)[:2] == [a, b]
    evening.refresh_from_db()
    assert (evening.results_version, evening.plan_version) == versions


def test_an_undo_is_shown_before_it_is_made(
    director_client: Client, director: User, evening: Evening
) -> None:
    four, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(four, director)
    before = seated(four)
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])
    confirm(director_client, evening, Request("move", player=late.pk, table=1))
    change = SeatingChange.objects.get()

    seating_page = director_client.get(url("evening_seating", evening)).content.decode()
    shown = director_client.get(url("seating_undo", evening, change.pk)).content.decode()

    undo = url("seating_undo", evening, change.pk)
    assert f'href="{undo}"' in seating_page and f'action="{undo}"' not in seating_page
    assert "Late Comer joins table 1 from chukker 2." in shown
    names = ", ".join(
        f"{n}. {name}"
        for n, name in enumerate((Player.objects.get(pk=pk).name for pk in before), start=1)
    )
    assert f"Table 1 has its players again: {names}." in shown
    assert "Confirm the undo" in shown
    assert late.pk in seated(four)  # nothing undone by looking

    director_client.post(undo)
    assert seated(four) == before


def test_an_undo_that_a_later_change_blocks_for_good_says_so(
    director_client: Client, director: User, evening: Evening
) -> None:
    five, _four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    out = seated(five)[0]
    reserve = factories.make_player("Reserve Rita")
    factories.mark_present(evening, [reserve])
    first = seating.change_seating(evening, Request("replace", player=out, by=reserve.pk))
    second = seating.change_seating(evening, Request("leave", player=seated(five)[1]))
    play_chukker(five, director)  # the later change's lineup has played: it stays
    assert first.change is not None and second.change is not None

    page = director_client.get(url("evening_seating", evening)).content.decode()
    shown = director_client.get(url("seating_undo", evening, first.change.pk)).content.decode()

    assert "undo it first" not in page
    assert "can no longer be undone, so neither can this one." in page
    assert "can no longer be undone, so neither can this one." in shown
    assert "Confirm the undo" not in shown
    assert url("seating_undo", evening, first.change.pk) not in page


def test_a_preview_of_a_change_that_changes_nothing_offers_no_confirm(
    director_client: Client, director: User, evening: Evening
) -> None:
    first, _second = factories.seat_tables(evening, [4, 4])
    play_chukker(first, director)
    player = seated(first)[0]

    shown = director_client.get(_change_url(evening, Request("move", player=player, table=1)))
    done = director_client.post(url("seating_change", evening), dict(shown.context["hidden"]))

    page = shown.content.decode()
    assert "This changes nothing: the players are already seated so." in page
    assert "Confirm the change" not in page
    assert done.status_code == 302 and not SeatingChange.objects.exists()
    assert messages_of(done) == [
        "Nothing changes: the players are already seated so. Nothing was recorded."
    ]
