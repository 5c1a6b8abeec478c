"""Hostile input at the table and on the score pad: deal entry, preview, passed out,
corrections and confirmation through a table's link, the director's fast entry from a paper
sheet (and its running score), and the public score pad and its blank sheet.

What every property checks is said in ``tests/suites/hostile_input/inputs.py``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import example, given
from hypothesis import strategies as st

from clubchicago.club.models import Chukker, DealRecord, Table
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import table_state
from rotations import MAX_CHUKKERS
from scoring import MAX_PASS_OUTS, Side
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

RESULT = re.compile(r"^\s*(?:(?P<rel>[=+\-−])\s*(?P<n>[0-9]{0,2})|(?P<tricks>[0-9]{1,2}))\s*$")


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


# -- the director's fast entry from a paper sheet ------------------------------------------------

SPACES = st.sampled_from(["", " ", "  "])


@st.composite
def written_line(draw: st.DrawFn) -> tuple[str, dict[str, object]]:
    """A valid deal written the way a director may type it, and what it must store."""
    contract: dict[str, Any] = draw(VALID_CONTRACT)
    strain = draw(
        st.sampled_from({"C": ["C", "c", "♣"], "D": ["D", "♦"], "H": ["H", "h", "♥"],
                         "S": ["S", "♠"], "NT": ["NT", "nt"]}[contract["strain"]])
    )  # fmt: skip
    result = typed_result(contract).strip().replace(" ", "")
    gap = draw(SPACES)
    text = (
        f"{contract['level']}{gap}{strain}{'X' * int(contract['doubled'])}{draw(SPACES)}"
        f"{contract['declarer']}{draw(SPACES)}{result}"
    )
    passes = draw(st.integers(0, 2))
    expected = {
        "level": int(contract["level"]),
        "strain": contract["strain"],
        "declarer": contract["declarer"],
        "doubled": int(contract["doubled"]),
        "tricks": contract["tricks"],
    }
    return ("pass " * passes + text, {**expected, "passes": passes})


def paper_form(client: Client, url: str) -> dict[str, str]:
    """The fast entry's hidden fields as the page gives them (its stored deal 1 among them)."""
    html = client.get(url).content.decode()
    return dict(re.findall(r'<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?', html))


class TestFromTheClub:
    """Properties that start from the club of ``conftest.build_club``, built once for the class."""

    # -- the table page: entry, preview, passed out, corrections, confirmation ---------------------

    def test_deal_entry_stores_exactly_a_valid_deal_and_nothing_else(self, club):
        url = reverse("club:table_play", args=[club.table.pk, club.table.token])
        seats = seat_names(club.table)
        link = Client()

        @budget("deal entry")
        @given(entry_data(seats))
        @example({"number": "2", "chukker_number": "1", "level": "4", "strain": "S", "save": "1",
                  "declarer": "N", "result": " + 1 ", "doubled": "1"})  # fmt: skip
        @example({"number": "２", "chukker_number": "1", "level": "7", "strain": "NT", "save": "1",
                  "declarer": "E", "result": "−13", "confirmed_by": "nobody"})  # fmt: skip
        @example({"number": "2", "chukker_number": "²"})  # a digit to isdigit(), not to int()
        def check(data: dict) -> None:
            with rolled_back():
                before = snapshot()
                response = send(link, "post", url, data)
                expected = contract_from(data, seats)
                number, chukker = (
                    whole(data.get("number"), 1, 4),
                    whole(data.get("chukker_number"), 1),
                )
                stores = "save" in data and expected is not None and (number, chukker) == (2, 1)
                if not stores:
                    assert response.status_code in (200, 302)
                    refused_without_change(before, response)
                    return
                assert response.status_code == 302
                new = DealRecord.objects.exclude(
                    pk__in=[row[0] for row in before["DealRecord"]]
                ).get()
                assert (new.number, new.chukker.number, new.passed_out) == (2, 1, False)
                assert stored_contract(new) == expected

        check()

    def test_a_valid_deal_typed_any_documented_way_is_stored(self, club):
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
                assert sheet_for(new.chukker).totals[Side.NS] == new.chukker.ns_total

        check()

    def test_passed_out_is_stored_only_for_the_deal_the_page_showed(self, club):
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
                number, chukker = (
                    whole(data.get("number"), 1, 4),
                    whole(data.get("chukker_number"), 1),
                )
                seen = whole(data.get("passed_out_seen"), 0, MAX_PASS_OUTS)
                in_range = whole(data.get("chukker_number"), 1, MAX_CHUKKERS) is not None
                if (number, chukker, seen) != (2, 1, 0) or not in_range:
                    refused_without_change(before, None)
                    return
                new = DealRecord.objects.get(chukker__table=club.table, passed_out=True)
                assert (
                    new.number == 2 and DealRecord.objects.count() == len(before["DealRecord"]) + 1
                )

        check()

    def test_a_correction_stores_exactly_a_valid_contract(self, club):
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

    def test_a_valid_correction_is_stored_and_the_sheet_recomputed(self, club):
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
                assert sheet_for(chukker).totals[Side.EW] == chukker.ew_total

        check()

    def test_confirmation_accepts_only_a_defender_on_the_current_version(self, club):
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

    # -- the director's fast entry from a paper sheet --------------------------------------------

    def test_the_paper_entry_stores_a_whole_chukker_or_nothing(self, club):
        """Any lines at all: a server error never; a refusal changes nothing; a chukker saved is the
        engine's, and each line written validly is stored as it reads."""
        url = reverse("club:paper_entry", args=[club.evening.pk, club.second.number])
        lines = st.one_of(written_line(), TEXT.map(lambda text: (text, None)), st.just(("", None)))

        @budget("paper entry")
        @given(st.lists(lines, min_size=4, max_size=4), NUMBERISH, st.booleans())
        @example([("4S N =", None), ("pass 2h e 8", None), ("", None), ("", None)], "2", True)
        def check(rows: list, version: str, keep_version: bool) -> None:
            with rolled_back():
                Table.objects.filter(pk=club.second.pk).update(on_paper=True)
                data = paper_form(club.client, url)
                if not keep_version:
                    data["d1-version"] = version
                data.update({f"d{n}-line": text for n, (text, _expected) in enumerate(rows, 1)})
                before = snapshot()
                response = send(club.client, "post", url, {**data, "save": "1"})
                if response.status_code != 302:
                    assert response.status_code == 200
                    refused_without_change(before, response)
                    return
                chukker = Chukker.objects.get(table=club.second, number=2)
                assert (chukker.ns_total, chukker.ew_total) == tuple(
                    sheet_for(chukker).totals[side] for side in (Side.NS, Side.EW)
                )
                live = chukker.deals.filter(deleted_at__isnull=True)
                for number, (_text, expected) in enumerate(rows, start=1):
                    if expected is None:
                        continue
                    deal = live.get(number=number, passed_out=False)
                    assert {
                        k: v for k, v in stored_contract(deal).items() if k != "confirmed_by"
                    } == {k: v for k, v in expected.items() if k != "passes"}
                    if number > 1:  # deal 1 was stored before: its pass-outs are history
                        passed = live.filter(number=number, passed_out=True).count()
                        assert passed == expected["passes"]

        check()

    def test_a_chukker_written_any_documented_way_is_stored_as_it_reads(self, club):
        url = reverse("club:paper_entry", args=[club.evening.pk, club.second.number])

        @budget("valid paper entry")
        @given(st.lists(written_line(), min_size=4, max_size=4))
        def check(rows: list) -> None:
            with rolled_back():
                Table.objects.filter(pk=club.second.pk).update(on_paper=True)
                first, expected = rows[0]
                rows[0] = (first.replace("pass ", ""), {**expected, "passes": 0})  # stored: no more
                data = paper_form(club.client, url)
                data.update({f"d{n}-line": text for n, (text, _expected) in enumerate(rows, 1)})
                response = send(club.client, "post", url, {**data, "save": "1"})
                assert response.status_code == 302, [text for text, _expected in rows]
                chukker = Chukker.objects.get(table=club.second, number=2)
                assert chukker.closed and chukker.deals_played == 4
                live = chukker.deals.filter(deleted_at__isnull=True)
                for number, (_text, expected) in enumerate(rows, start=1):
                    deal = live.get(number=number, passed_out=False)
                    assert {
                        k: v for k, v in stored_contract(deal).items() if k != "confirmed_by"
                    } == {k: v for k, v in expected.items() if k != "passes"}
                    assert live.filter(number=number, passed_out=True).count() == expected["passes"]

        check()

    def test_the_running_score_never_fails_and_stores_nothing(self, club):
        url = reverse("club:paper_preview", args=[club.evening.pk, club.second.number])
        query = st.fixed_dictionaries(
            {},
            optional={
                "chukker": NUMBERISH,
                "fields": st.one_of(st.just("1"), TEXT),
                **{f"d{n}-line": TEXT for n in range(1, 5)},
                **{f"d{n}-{name}": TEXT for n in range(1, 5) for name in ("level", "result")},
                **{f"d{n}-passed_out": NUMBERISH for n in range(1, 5)},
            },
        )

        @budget("paper preview")
        @given(query)
        @example({"chukker": "²"})  # a digit to isdigit(), not a number to int()
        def check(data: dict) -> None:
            before = snapshot()
            response = send(club.client, "get", url, data)
            assert response.status_code in (200, 404)
            refused_without_change(before, response)

        check()


def test_the_blank_score_sheet_never_fails(client):
    query = st.fixed_dictionaries(
        {}, optional={"schedule": TEXT, "first_dealer": SEATS, "style": TEXT, "honours": TEXT}
    )

    @budget("blank sheet")
    @given(query)
    def check(data: dict) -> None:
        response = send(client, "get", reverse("score_pad_sheet"), data)
        assert response.status_code == 200
        assert response.content.startswith(b"%PDF")

    check()
