"""Hostile input on the evening pages: adding and changing an evening, attendance, guests, the
draw, moves and swaps, stopping early or playing again, and seasons.

What every property checks is said in ``tests/suites/hostile_input/inputs.py``.
"""

from __future__ import annotations

import pytest
from django.urls import reverse
from hypothesis import example, given
from hypothesis import strategies as st

import rotations
from clubchicago.club.errors import ClubUserError
from clubchicago.club.forms.evenings import EveningAddForm, EveningForm, MarkForm, SeasonForm
from clubchicago.club.models import (
    Attendance,
    Chukker,
    Evening,
    Player,
    Season,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors import attendance as attendance_reads
from clubchicago.club.selectors import plans
from clubchicago.club.services import evenings
from clubchicago.club.services.roster import clean_name, name_key
from tests.suites.hostile_input.inputs import (
    DAYS,
    NUMBERISH,
    SETTING_VALUES,
    TEXT,
    VALID_NAMES,
    budget,
    check_model_form,
    refused_without_change,
    rolled_back,
    send,
    snapshot,
    whole,
)

# Every test here is a Hypothesis property posting a few hundred inputs.
pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def seating_is_whole(evening: Evening) -> tuple[tuple[int, ...], ...]:
    seating = plans.current_seating(evening)
    everyone = [p for t in seating for p in t]
    assert len(everyone) == len(set(everyone))
    assert all(4 <= len(t) <= 6 for t in seating)
    present = set(evening.attendances.values_list("player_id", flat=True))
    assert set(everyone) <= present
    return seating


class TestFromTheClub:
    """Properties that start from the club of ``conftest.build_club``, built once for the class."""

    def test_adding_an_evening_stores_the_date_and_the_trimmed_title(self, club):
        url = reverse("club:evening_add")
        strategy = st.fixed_dictionaries(
            {"date": DAYS},
            optional={"title": TEXT, "season": st.one_of(st.just(str(club.season.pk)), NUMBERISH)},
        )

        @budget("evening add")
        @given(strategy)
        @example({"date": "2026-12-14", "title": "  <b>Christmas</b> Chicago  "})
        @example({"date": "9999-12-31", "title": "=1+2"})
        def check(data: dict) -> None:
            with rolled_back():
                known = set(Evening.objects.values_list("pk", flat=True))
                form = EveningAddForm(data)
                check_model_form(
                    club.client,
                    url,
                    data,
                    form,
                    lambda: Evening.objects.exclude(pk__in=known).get(),
                )
                if form.is_valid():
                    assert form.cleaned_data["title"] == (data.get("title") or "").strip()

        check()

    def test_changing_an_evening_stores_exactly_what_the_form_accepts(self, club):
        strategy = st.fixed_dictionaries(
            {"date": DAYS},
            optional={
                "title": TEXT,
                "season": st.one_of(st.just(str(club.season.pk)), NUMBERISH),
                "published": st.sampled_from(["on", ""]),
                **SETTING_VALUES,
            },
        )

        @budget("evening edit")
        @given(strategy, st.sampled_from(["evening", "fresh"]))
        @example({"date": "2026-12-01", "schedule": "french"}, "evening")  # play started: refused
        @example({"date": "2026-12-01", "title": "\u0344" * 100, "fiche_value": "100"}, "fresh")
        def check(data: dict, which: str) -> None:
            with rolled_back():
                evening = Evening.objects.get(pk=getattr(club, which).pk)
                form = EveningForm(data, instance=Evening.objects.get(pk=evening.pk))
                fixed = (
                    form.is_valid()
                    and plans.evening_started(evening)
                    and any(
                        form.cleaned_data[name] != getattr(evening, name)
                        for name in evenings.SETTINGS_FIXED_ONCE_PLAYING
                    )
                )
                url = reverse("club:evening_edit", args=[evening.pk])
                check_model_form(
                    club.client,
                    url,
                    data,
                    form,
                    lambda: Evening.objects.get(pk=evening.pk),
                    refused_anyway=fixed,
                )

        check()

    def test_attendance_is_exactly_the_players_ticked_unless_a_seated_one_is_dropped(self, club):
        url = reverse("club:evening_attendance", args=[club.evening.pk])
        candidates = list(attendance_reads.attendance_candidates(club.evening))
        ids = [str(p.pk) for p in candidates]
        seated = set(
            TablePlayer.objects.filter(evening=club.evening).values_list("player_id", flat=True)
        )

        @budget("attendance")
        @given(st.lists(st.one_of(st.sampled_from(ids), NUMBERISH), max_size=20))
        @example(ids)
        @example([str(pid) for pid in seated])
        def check(chosen: list[str]) -> None:
            with rolled_back():
                before = snapshot()
                response = send(club.client, "post", url, {"players_sent": "1", "players": chosen})
                wanted = {int(pid) for pid in chosen} if set(chosen) <= set(ids) else None
                if wanted is None or not seated <= wanted:
                    # Refused: the page again, as it was sent, with the reason.
                    assert response.status_code == 200
                    refused_without_change(before, response)
                    return
                assert response.status_code == 302
                assert set(club.evening.attendances.values_list("player_id", flat=True)) == wanted

        check()

    def test_a_guest_is_added_under_the_normalised_name_or_not_at_all(self, club):
        url = reverse("club:evening_guest", args=[club.evening.pk])
        roster = {name_key(n) for n in Player.objects.values_list("name", flat=True)}

        @budget("guest")
        @given(st.one_of(TEXT, VALID_NAMES, st.just("ann EXAMPLE")))
        @example("\u0344" * 100)  # 100 characters typed, 200 once normalised: refused, not a 500
        @example("  Zoë   Ærø ")
        def check(name: str) -> None:
            with rolled_back():
                before = snapshot()
                # Saved: back to the page (302); refused: the page again with the reason (200).
                status = send(club.client, "post", url, {"name": name}).status_code
                assert status in (200, 302)
                try:
                    clean = clean_name(name)
                except ClubUserError:  # a character nobody can see (a control, U+202E...)
                    refused_without_change(before, None)
                    assert status == 200
                    return
                acceptable = (
                    "\x00" not in name
                    and len(name.strip()) <= 120
                    and 0 < len(clean) <= 120
                    and name_key(clean) not in roster
                )
                if not acceptable:
                    refused_without_change(before, None)
                    assert status == 200
                    return
                assert status == 302
                guest = Player.objects.get(name=clean)
                assert guest.guest and Attendance.objects.filter(evening=club.evening, player=guest)

        check()

    def test_one_tick_changes_that_player_alone_or_nothing(self, club):
        url = reverse("club:evening_attendance_mark", args=[club.evening.pk])
        ids = [str(p.pk) for p in attendance_reads.attendance_candidates(club.evening)]
        seated = {
            str(pk)
            for pk in TablePlayer.objects.filter(evening=club.evening).values_list(
                "player_id", flat=True
            )
        }

        @budget("tick")
        @given(
            st.one_of(st.sampled_from(ids), NUMBERISH),
            st.one_of(st.just("on"), st.just(""), TEXT),
        )
        def check(player: str, present: str) -> None:
            with rolled_back():
                before = snapshot()
                response = send(club.client, "post", url, {"player": player, "present": present})
                if player not in ids:
                    assert response.status_code == 400
                    refused_without_change(before, response)
                    return
                here = Attendance.objects.filter(evening=club.evening, player_id=int(player))
                ticked = MarkForm(
                    {"player": player, "present": present}, choices=[(int(player), "")]
                )
                assert ticked.is_valid()  # "false", "0" and "" untick; anything else ticks
                if ticked.cleaned_data["present"] or player not in seated:
                    assert response.status_code == 200
                    assert here.exists() == ticked.cleaned_data["present"]
                else:
                    assert response.status_code == 409
                    refused_without_change(before, response)

        check()

    def test_drawing_needs_the_confirmation_and_leaves_a_whole_draw(self, club):
        @budget("draw")
        @given(
            st.fixed_dictionaries({}, optional={"confirm": st.one_of(st.just("on"), TEXT)}),
            st.sampled_from(["evening", "fresh"]),
        )
        def check(data: dict, which: str) -> None:
            with rolled_back():
                evening = getattr(club, which)
                before = snapshot()
                response = send(
                    club.client, "post", reverse("club:evening_draw", args=[evening.pk]), data
                )
                if which == "evening" or response.status_code == 200:
                    refused_without_change(before, response)  # started, or not confirmed
                    return
                assert response.status_code == 302
                evening.refresh_from_db()
                players = list(evening.attendances.values_list("player_id", flat=True))
                assert seating_is_whole(evening) == rotations.draw_tables(
                    players, evening.draw_seed
                )

        check()

    def test_moves_and_swaps_keep_the_seating_whole(self, club):
        url = reverse("club:evening_seating", args=[club.fresh.pk])
        present = [str(p) for p in club.fresh.attendances.values_list("player_id", flat=True)]
        players = st.one_of(st.sampled_from(present), NUMBERISH)
        tables = st.one_of(st.sampled_from(["1", "2", "3"]), NUMBERISH)
        moves = st.fixed_dictionaries(
            {"move": st.just("1")}, optional={"move-player": players, "move-table": tables}
        )
        swaps = st.fixed_dictionaries(
            {"swap": st.just("1")}, optional={"swap-first": players, "swap-second": players}
        )

        @budget("seating")
        @given(st.one_of(moves, swaps))
        def check(data: dict) -> None:
            with rolled_back():
                before_seating = plans.current_seating(club.fresh)
                before = snapshot()
                response = send(club.client, "post", url, data)
                if response.status_code == 200 or snapshot() == before:
                    refused_without_change(before, response)
                    return
                after = seating_is_whole(club.fresh)
                if "move" in data:
                    player, table = int(data["move-player"]), int(data["move-table"])
                    assert after[table - 1][-1] == player
                else:
                    first, second = int(data["swap-first"]), int(data["swap-second"])
                    where = {
                        p: (t, i) for t, ps in enumerate(before_seating) for i, p in enumerate(ps)
                    }
                    now = {p: (t, i) for t, ps in enumerate(after) for i, p in enumerate(ps)}
                    if first in where and second in where:
                        assert (now[first], now[second]) == (where[second], where[first])
                    else:
                        assert (first in now) != (second in now)

        check()

    def test_a_tables_length_changes_only_as_the_rules_allow(self, club):
        table = club.second  # five players, chukker 2 started
        url = reverse("club:table_positions", args=[club.evening.pk, table.number])

        @budget("table plan")
        @given(
            st.fixed_dictionaries(
                {},
                optional={"table-length": st.one_of(st.integers(-1, 30).map(str), NUMBERISH, TEXT)},
            ),
        )
        def check(data: dict) -> None:
            with rolled_back():
                before = snapshot()
                response = send(club.client, "post", url, data)
                stored = Table.objects.get(pk=table.pk)
                length = whole(data.get("table-length"), 1, 24)
                if length is None or length < 2:  # not a length, or before chukker 2
                    assert response.status_code == 200
                    refused_without_change(before, None)
                else:
                    assert response.status_code == 302
                    assert stored.length == length == len(stored.first_dealers)
                    # The chukkers already dealt keep their first dealers.
                    dealt = Chukker.objects.filter(table=table).order_by("number")
                    assert stored.first_dealers.startswith(
                        "".join(dealt.values_list("first_dealer", flat=True))
                    )

        check()

    def test_a_season_is_stored_exactly_as_the_form_accepts_it(self, club):
        url = reverse("club:seasons")

        @budget("season")
        @given(
            st.fixed_dictionaries(
                {},
                optional={
                    "name": st.one_of(TEXT, VALID_NAMES),
                    "start_date": DAYS,
                    "end_date": DAYS,
                },
            )
        )
        @example(
            {"name": "  2027 <i>spring</i> ", "start_date": "2027-03-01", "end_date": "2027-06-30"}
        )
        @example({"name": "Backwards", "start_date": "2027-06-30", "end_date": "2027-03-01"})
        def check(data: dict) -> None:
            with rolled_back():
                known = set(Season.objects.values_list("pk", flat=True))
                check_model_form(
                    club.client,
                    url,
                    data,
                    SeasonForm(data),
                    lambda: Season.objects.exclude(pk__in=known).get(),
                )

        check()
