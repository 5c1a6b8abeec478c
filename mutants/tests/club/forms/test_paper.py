"""The fast entry's rows: a deal typed on one line or chosen in fields, checked, never scored."""

from __future__ import annotations

import pytest
from django.utils import translation

from clubchicago.club import display
from clubchicago.club.forms.paper import PaperChukkerForm, PaperRowForm, PaperSwitchForm
from clubchicago.club.selectors.paper import paper_chukker
from clubchicago.club.services import play
from scoring import Deal
from tests.factories import FOUR_DEALS, enter, make_evening, seat_tables

pytestmark = pytest.mark.django_db


def row(data: dict[str, object], *, typed: bool = True, honours: bool = False) -> PaperRowForm:
    return PaperRowForm(
        {f"d2-{name}": value for name, value in data.items()},
        number=2,
        seats={},
        typed=typed,
        honours=honours,
        letters=display.shorthand_letters(),
    )


@pytest.mark.parametrize(
    ("line", "passed_out", "deal"),
    [
        ("4S N =", 0, Deal(declarer="N", level=4, strain="S", tricks=10)),
        ("pass 2H E 8", 1, Deal(declarer="E", level=2, strain="H", tricks=8)),
        ("pass", 1, None),
        ("", 0, None),
    ],
)
def test_a_row_typed_on_one_line_gives_its_pass_outs_and_deal(
    line: str, passed_out: int, deal: Deal | None
) -> None:
    form = row({"line": line})

    assert form.is_valid(), form.errors
    typed = form.row()
    assert (typed.number, typed.passed_out, typed.contract) == (2, passed_out, deal)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("4Z N =", "After the level, write the strain: C D H S NT."),
        ("4S N +4", "4♠ can make at most 3 overtricks: +4 is impossible."),
        ("1S N -8", "1♠ can go at most 7 down: −8 is impossible."),
        ("4S N 14", "A deal has 13 tricks: 14 tricks is impossible."),
        ("4S N = 100 NS", "This evening does not count honours: leave them out."),
    ],
)
def test_a_line_that_cannot_be_a_deal_says_why(line: str, message: str) -> None:
    form = row({"line": line})

    assert not form.is_valid()
    assert form.problems == [message]


def test_honours_are_read_when_the_evening_counts_them() -> None:
    form = row({"line": "4S N = 100 NS"}, honours=True)

    assert form.is_valid()
    assert form.row().contract == Deal(
        declarer="N", level=4, strain="S", tricks=10, honours=100, honours_side="NS"
    )


def test_a_french_director_writes_west_o() -> None:
    with translation.override("fr"):
        form = row({"line": "2S O ="})
        assert form.is_valid(), form.errors
    assert form.row().contract == Deal(declarer="W", level=2, strain="S", tricks=8)


def test_a_row_chosen_in_fields_gives_its_deal_and_pass_outs() -> None:
    data = {"level": 3, "strain": "NT", "doubled": 1, "declarer": "E", "result": "-2"}
    form = row({**data, "passed_out": 2}, typed=False)

    assert form.is_valid(), form.errors
    assert form.row().passed_out == 2
    assert form.row().contract == Deal(declarer="E", level=3, strain="NT", doubled=1, tricks=7)


def test_a_row_of_fields_half_filled_names_what_is_missing() -> None:
    form = row({"level": 3, "strain": "NT"}, typed=False)

    assert not form.is_valid()
    assert set(form.errors) == {"declarer", "result"}


def test_a_result_in_a_field_is_tricks_or_against_the_contract() -> None:
    form = row({"level": 3, "strain": "NT", "declarer": "E", "result": "made"}, typed=False)

    assert not form.is_valid()
    assert form.problems == ["Type the tricks taken (0-13) or the result: =, +1, -2 and so on."]


def test_an_empty_row_of_fields_is_a_deal_not_played_yet() -> None:
    form = row({"doubled": 0, "passed_out": ""}, typed=False)

    assert form.is_valid()
    assert form.row().contract is None and form.row().passed_out == 0


def test_stored_deals_fill_their_rows_and_keep_their_pass_outs() -> None:
    (table,) = seat_tables(make_evening(confirm_entries=False), (4,))
    link = play.Actor.for_table(table)
    enter(table, FOUR_DEALS[0], link)
    enter(table, None, link)
    chukker = paper_chukker(table)
    assert chukker is not None

    form = PaperChukkerForm(None, paper=chukker, typed=False, letters=display.shorthand_letters())
    typed = PaperChukkerForm(None, paper=chukker, typed=True, letters=display.shorthand_letters())

    first, second = form.rows[0], form.rows[1]
    assert first.initial["level"] == 4 and first.initial["result"] == "="
    assert first.fields["passed_out"].disabled  # history: the deal is played
    assert second.initial["passed_out"] == 1 and not second.fields["passed_out"].disabled
    assert [r.initial["line"] for r in typed.rows] == ["4S N =", "pass", "", ""]
    assert typed.contracts() == [FOUR_DEALS[0]]


def test_each_row_has_its_own_entry_key() -> None:
    (table,) = seat_tables(make_evening(), (4,))
    chukker = paper_chukker(table)
    assert chukker is not None

    form = PaperChukkerForm(None, paper=chukker, typed=True, letters=display.shorthand_letters())

    keys = {r.initial["entry_key"] for r in form.rows}
    assert len(keys) == 4 and all(keys)


@pytest.mark.parametrize(
    ("data", "valid", "on_paper"),
    [
        ({"on_paper": "1"}, True, True),
        ({"on_paper": "0", "back": "play"}, True, False),
        ({"on_paper": "2"}, False, None),
        ({"on_paper": "1", "back": "https://example.org/"}, False, None),
    ],
)
def test_the_switch_reads_paper_or_phone(data: dict, valid: bool, on_paper: bool | None) -> None:
    form = PaperSwitchForm(data)

    assert form.is_valid() is valid
    if valid:
        assert form.cleaned_data["on_paper"] is on_paper
