"""Hostile input at the table and on the score pad: deal entry, preview, passed out,
corrections and confirmation through a table's link, and the public score pad.

What every property checks is said in ``tests/suites/hostile_input/inputs.py``.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import example, given
from hypothesis import strategies as st

from clubchicago.club.models import DealRecord, Table
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import table_state
from tests.suites.hostile_input.inputs import (
    DOUBLINGS,
    LEVELS,
    NUMBERISH,
    RESULTS,
    SEATS,
    STRAINS,
    TEXT,
    budget,
    refused_without_change,
    rolled_back,
    send,
    snapshot,
    whole,
)

# Every test here is a Hypothesis property posting a few hundred inputs.
pytestmark = [pytest.mark.django_db, pytest.mark.slow]


# -- the oracle for a deal: what the entry form's rules say, written out again --------------------

RESULT = re.compile(r"^\s*(?:(?P<rel>[=+\-−])\s*(?P<n>\d{0,2})|(?P<tricks>\d{1,2}))\s*$")


def tricks_from(text: str, level: int) -> int | None:
    """Tricks taken from ``10``, ``=``, ``+1`` or ``-2`` (the form's documented grammar)."""
    text = text.strip()
    if len(text) > 6 or "\x00" in text:
        return None
    match = RESULT.match(text)
    if not match:
        return None
    if match["tricks"] is not None:
        tricks = int(match["tricks"])
    elif match["rel"] == "=":
        if match["n"]:
            return None
        tricks = level + 6
    elif not match["n"]:
        return None
    else:
        tricks = level + 6 + (1 if match["rel"] == "+" else -1) * int(match["n"])
    return tricks if 0 <= tricks <= 13 else None


def contract_from(data: dict, seats: dict[str, str]) -> dict[str, object] | None:
    """The deal a valid entry stores, or None when the form must refuse it."""
    if data.get("level") not in [str(n) for n in range(1, 8)]:
        return None
    if data.get("strain") not in ("C", "D", "H", "S", "NT"):
        return None
    if data.get("declarer") not in ("N", "E", "S", "W"):
        return None
    if data.get("doubled") not in (None, "", "0", "1", "2"):
        return None
    level = int(data["level"])
    tricks = tricks_from(data.get("result") or "", level)
    if tricks is None:
        return None
    declarer = data["declarer"]
    defenders = {name for seat, name in seats.items() if (seat in "NS") != (declarer in "NS")}
    confirmed_by = data.get("confirmed_by") or ""
    if confirmed_by and confirmed_by not in defenders:
        return None
    return {
        "level": level,
        "strain": data["strain"],
        "declarer": declarer,
        "doubled": int(data.get("doubled") or 0),
        "tricks": tricks,
        "confirmed_by": confirmed_by,
    }


def stored_contract(deal: DealRecord) -> dict[str, object]:
    return {
        "level": deal.level,
        "strain": deal.strain,
        "declarer": deal.declarer,
        "doubled": deal.doubled,
        "tricks": deal.tricks,
        "confirmed_by": deal.confirmed_by,
    }


def seat_names(table: Table) -> dict[str, str]:
    return {seat: place.player.name for seat, place in table_state(table).seats.items()}


def entry_data(seats: dict[str, str]) -> st.SearchStrategy:
    names = st.sampled_from(["", *seats.values()])
    return st.fixed_dictionaries(
        {},
        optional={
            "number": st.one_of(st.just("2"), NUMBERISH),
            "chukker_number": st.one_of(st.just("1"), NUMBERISH),
            "level": LEVELS,
            "strain": STRAINS,
            "doubled": DOUBLINGS,
            "declarer": SEATS,
            "result": RESULTS,
            "confirmed_by": st.one_of(names, TEXT),
            "honours": TEXT,
            "save": st.just("1"),
            "preview": st.just("1"),
        },
    )


VALID_CONTRACT = st.fixed_dictionaries(
    {
        "level": st.integers(1, 7).map(str),
        "strain": st.sampled_from(["C", "D", "H", "S", "NT"]),
        "doubled": st.sampled_from(["0", "1", "2"]),
        "declarer": st.sampled_from(["N", "E", "S", "W"]),
        "tricks": st.integers(0, 13),
        "style": st.sampled_from(["tricks", "relative", "padded"]),
    }
)


def typed_result(contract: dict) -> str:
    """The result as a player would type it: ``9``, ``=``, ``+1``, ``-2`` or `` 10 ``."""
    made = contract["tricks"] - (int(contract["level"]) + 6)
    if contract["style"] == "tricks":
        return str(contract["tricks"])
    if contract["style"] == "padded":
        return f"  {contract['tricks']} "
    return "=" if made == 0 else f"{made:+d}"


# -- the table page: entry, preview, passed out, corrections, confirmation -------------------------


def test_deal_entry_stores_exactly_a_valid_deal_and_nothing_else(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    seats = seat_names(club.table)
    link = Client()

    @budget("deal entry")
    @given(entry_data(seats))
    @example({"number": "2", "chukker_number": "1", "level": "4", "strain": "S", "save": "1",
              "declarer": "N", "result": " + 1 ", "doubled": "1"})  # fmt: skip
    @example({"number": "２", "chukker_number": "1", "level": "7", "strain": "NT", "save": "1",
              "declarer": "E", "result": "−13", "confirmed_by": "nobody"})  # fmt: skip
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            response = send(link, "post", url, data)
            expected = contract_from(data, seats)
            number, chukker = whole(data.get("number"), 1, 4), whole(data.get("chukker_number"), 1)
            stores = "save" in data and expected is not None and (number, chukker) == (2, 1)
            if not stores:
                assert response.status_code in (200, 302)
                refused_without_change(before, response)
                return
            assert response.status_code == 302
            new = DealRecord.objects.exclude(pk__in=[row[0] for row in before["DealRecord"]]).get()
            assert (new.number, new.chukker.number, new.passed_out) == (2, 1, False)
            assert stored_contract(new) == expected

    check()


def test_a_valid_deal_typed_any_documented_way_is_stored(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    link = Client()

    @budget("valid deal entry")
    @given(VALID_CONTRACT)
    def check(contract: dict) -> None:
        with rolled_back():
            data = {
                "number": "2",
                "chukker_number": "1",
                **{k: contract[k] for k in ("level", "strain", "doubled", "declarer")},
                "result": typed_result(contract),
            }
            before = DealRecord.objects.count()
            assert send(link, "post", url, {**data, "preview": "1"}).status_code == 200
            assert DealRecord.objects.count() == before
            assert send(link, "post", url, {**data, "save": "1"}).status_code == 302
            new = DealRecord.objects.get(chukker__table=club.table, number=2)
            assert (new.level, new.strain, new.declarer) == (
                int(contract["level"]),
                contract["strain"],
                contract["declarer"],
            )
            assert (new.doubled, new.tricks) == (int(contract["doubled"]), contract["tricks"])
            assert sheet_for(new.chukker).totals["NS"] == new.chukker.ns_total

    check()


def test_passed_out_is_stored_only_for_the_deal_the_page_showed(club):
    url = reverse("club:table_play", args=[club.table.pk, club.table.token])
    link = Client()

    @budget("passed out")
    @given(
        st.fixed_dictionaries(
            {"passed_out": st.just("1")},
            optional={
                "number": st.one_of(st.just("2"), NUMBERISH),
                "chukker_number": NUMBERISH,
                "passed_out_seen": st.one_of(st.just("0"), NUMBERISH),
            },
        )
    )
    @example({"passed_out": "1", "number": "2", "chukker_number": "1", "passed_out_seen": "0"})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            assert send(link, "post", url, data).status_code == 302
            number, chukker = whole(data.get("number"), 1, 4), whole(data.get("chukker_number"), 1)
            seen = whole(data.get("passed_out_seen"), 0, 99)
            in_range = whole(data.get("chukker_number"), 1, 64) is not None
            if (number, chukker, seen) != (2, 1, 0) or not in_range:
                refused_without_change(before, None)
                return
            new = DealRecord.objects.get(chukker__table=club.table, passed_out=True)
            assert new.number == 2 and DealRecord.objects.count() == len(before["DealRecord"]) + 1

    check()


def test_a_correction_stores_exactly_a_valid_contract(club):
    url = reverse("club:deal_edit", args=[club.table.pk, club.table.token, club.deal.pk])
    seats = seat_names(club.table)
    link = Client()
    strategy = entry_data(seats).flatmap(
        lambda d: st.fixed_dictionaries(
            {}, optional={"version": st.one_of(st.just("1"), NUMBERISH)}
        ).map(lambda v: {**d, **v})
    )

    @budget("deal edit")
    @given(strategy)
    @example({"number": "1", "chukker_number": "1", "version": "1", "level": "3", "save": "1"})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            response = send(link, "post", url, data)
            expected = contract_from(data, seats)
            hidden_ok = (
                whole(data.get("number"), 1, 4) is not None
                and whole(data.get("chukker_number"), 1, 64) is not None
                and (data.get("version") in (None, "") or whole(data["version"], 1) is not None)
            )
            version = whole(data.get("version"), 1) if data.get("version") else 0
            if not ("save" in data and expected and hidden_ok and version == 1):
                assert response.status_code in (200, 302)
                refused_without_change(before, response)
                return
            assert response.status_code == 302
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert stored_contract(deal) == expected
            assert deal.version == 2

    check()


def test_a_valid_correction_is_stored_and_the_sheet_recomputed(club):
    url = reverse("club:deal_edit", args=[club.table.pk, club.table.token, club.deal.pk])
    link = Client()

    @budget("valid deal edit")
    @given(VALID_CONTRACT)
    def check(contract: dict) -> None:
        with rolled_back():
            data = {
                "number": "1",
                "chukker_number": "1",
                "version": "1",
                **{k: contract[k] for k in ("level", "strain", "doubled", "declarer")},
                "result": typed_result(contract),
                "save": "1",
            }
            assert send(link, "post", url, data).status_code == 302
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert (deal.level, deal.tricks, deal.version) == (
                int(contract["level"]),
                contract["tricks"],
                2,
            )
            chukker = deal.chukker
            assert sheet_for(chukker).totals["EW"] == chukker.ew_total

    check()


def test_confirmation_accepts_only_a_defender_on_the_current_version(club):
    url = reverse("club:deal_confirm", args=[club.table.pk, club.table.token, club.deal.pk])
    seats = seat_names(club.table)
    defenders = {seats["E"], seats["W"]}  # deal 1 was declared by North
    link = Client()

    @budget("confirm")
    @given(
        st.fixed_dictionaries(
            {},
            optional={
                "version": st.one_of(st.just("1"), NUMBERISH),
                "confirmed_by": st.one_of(st.sampled_from(sorted(seats.values())), TEXT),
            },
        )
    )
    @example({"version": "1", "confirmed_by": seats["E"]})
    def check(data: dict) -> None:
        with rolled_back():
            before = snapshot()
            assert send(link, "post", url, data).status_code == 302
            if whole(data.get("version"), 1) != 1 or data.get("confirmed_by") not in defenders:
                refused_without_change(before, None)
                return
            deal = DealRecord.objects.get(pk=club.deal.pk)
            assert (deal.confirmed_by, deal.version) == (data["confirmed_by"], 2)

    check()


# -- the score pad ------------------------------------------------------------------------------


def test_the_score_pad_never_fails(client):
    fields = ("level", "strain", "doubled", "declarer", "result", "honours", "honours_side")
    values = {"level": LEVELS, "strain": STRAINS, "doubled": DOUBLINGS, "declarer": SEATS}
    deal_fields = {
        f"deal{n}-{name}": values.get(name, RESULTS if name == "result" else TEXT)
        for n in range(1, 5)
        for name in fields
    }
    strategy = st.fixed_dictionaries(
        {"schedule": st.one_of(st.sampled_from(["dealer", "non_dealer", "french"]), TEXT)},
        optional={"first_dealer": SEATS, "honours": TEXT, **deal_fields},
    )

    @budget("score pad")
    @given(strategy)
    @example({"schedule": "dealer", "deal1-level": "7", "deal1-strain": "NT", "deal1-result": "0"})
    def check(query: dict) -> None:
        response = send(client, "get", reverse("score_pad"), query)
        assert response.status_code == 200
        assert DealRecord.objects.count() == 0

    check()
