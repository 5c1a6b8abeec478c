"""Score sheets: the text of the printed sheet is the table's plan, chukker by chukker (read back
with pypdf), the boxes follow the evening's style, and a blank sheet names nobody."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from clubchicago.club import display
from clubchicago.club.models import Club, Evening, Table, TablePlayer
from clubchicago.club.pdf.score_sheets import ScoreSheetsPdf
from clubchicago.club.selectors.paper import blank_sheets, table_sheets
from clubchicago.club.selectors.plans import PlanLine, evening_tables, table_plan
from clubchicago.club.services import play, seating
from scoring import Seat, dealer_of, vulnerable_sides
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


def render(evening: Evening, tables: list[Table] | None = None) -> bytes:
    loaded = evening_tables(evening)
    if tables is not None:
        loaded = [t for t in loaded if t.pk in {table.pk for table in tables}]
    return ScoreSheetsPdf(
        club=Club.load(),
        evening=evening,
        sheets=[table_sheets(table, evening.schedule) for table in loaded],
        schedule=evening.schedule,
        style=evening.style,
    ).render()


def pages_text(pdf: bytes) -> list[list[str]]:
    """Each page's lines of text, as pypdf reads them."""
    reader = PdfReader(io.BytesIO(pdf))
    return [[line.strip() for line in page.extract_text().splitlines()] for page in reader.pages]


def blocks(lines: list[str]) -> list[list[str]]:
    """Each chukker's lines: from its heading to its totals."""
    found: list[list[str]] = []
    for line in lines:
        if re.match(r"^Chukker \d+", line):
            found.append([])
        if found and (not found[-1] or found[-1][-1] != "Totals"):
            found[-1].append(line)
    return found


def expected(line: PlanLine, count: int, schedule: str) -> tuple[list[str], list[str]]:
    """What the block of ``line`` must say: the heading, seats and first dealer, then the four
    deals (number, dealer, vulnerability), computed apart from the sheet's own code."""
    seats = {Seat.N: line.north, Seat.E: line.east, Seat.S: line.south, Seat.W: line.west}
    first = line.first_dealer
    notes = f"{display.seat_name(first)} ({seats[first]}) deals first"
    if line.sitting_out:
        notes += " · Sitting out: " + ", ".join(str(p) for p in line.sitting_out)
    head = [
        f"Chukker {line.chukker} of {count} · position {line.position} · {line.notation}",
        *(f"{seat.value} {player}" for seat, player in seats.items()),
        notes,
    ]
    deals = []
    for number in range(1, 5):
        dealer = dealer_of(number, first)
        deals += [
            str(number),
            f"{dealer.value} {seats[dealer]}",
            display.vulnerability_short(vulnerable_sides(number, first, schedule)),
        ]
    return head, [*deals, "Totals"]


@pytest.mark.parametrize("schedule", ["dealer", "french"])
@pytest.mark.parametrize("size", [4, 5, 6])
def test_the_sheet_is_the_tables_plan_chukker_by_chukker_replayed_cycles_included(
    size: int, schedule: str
) -> None:
    evening = factories.make_evening(length=10, schedule=schedule)
    (table,) = factories.seat_tables(evening, [size])
    plan = table_plan(evening_tables(evening)[0])
    assert plan.chukkers_per_cycle < 10  # the cycle is played again
    assert "".join(line.first_dealer.value for line in plan.lines) == table.first_dealers

    found = blocks([line for page in pages_text(render(evening)) for line in page])

    assert len(found) == len(plan.lines) == 10
    for block, line in zip(found, plan.lines, strict=True):
        head, deals = expected(line, 10, schedule)
        assert block[: len(head)] == head
        assert block[-len(deals) :] == deals


def test_the_sheet_follows_a_table_stopped_or_played_on_after_it_started() -> None:
    evening = factories.make_evening(length=6)
    (table,) = factories.seat_tables(evening, [5])
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))
    seating.set_table_length(table, 9)

    found = blocks([line for page in pages_text(render(evening)) for line in page])

    lines = table_plan(evening_tables(evening)[0]).lines
    assert [block[0] for block in found] == [expected(line, 9, "dealer")[0][0] for line in lines]
    assert [block[-13:] for block in found] == [expected(line, 9, "dealer")[1] for line in lines]


def test_each_table_starts_a_page_and_no_chukker_is_cut_by_a_page() -> None:
    evening = factories.make_evening(length=7)
    factories.seat_tables(evening, [6, 4])

    pages = pages_text(render(evening))

    for page in pages:
        assert len(blocks(page)) == sum(1 for line in page if line == "Totals")
    starts = [n for n, page in enumerate(pages) if any(line.startswith("Table ") for line in page)]
    assert len(starts) == 2
    assert sum(len(blocks(page)) for page in pages[: starts[1]]) == 7


def test_a_chicago_evening_has_boxes_above_and_below_the_line() -> None:
    evening = factories.make_evening(style="chicago")
    factories.seat_tables(evening, [4])

    text = " ".join(" ".join(page) for page in pages_text(render(evening)))

    assert "Chicago scoring" in text
    assert "below the line" in text
    assert re.search(r"N-S\s*above", text) and re.search(r"E-W\s*below", text)


def test_a_duplicate_style_evening_has_one_score_box_per_side_and_deal() -> None:
    evening = factories.make_evening(style="duplicate")
    factories.seat_tables(evening, [4])

    text = " ".join(" ".join(page) for page in pages_text(render(evening)))

    assert "duplicate-style scoring" in text
    assert not re.search(r"N-S\s*above", text)
    assert "Write each deal's score for the side that gained it." in text


def test_the_net_is_written_in_the_evenings_unit() -> None:
    evening = factories.make_evening(unit="fiches")
    factories.seat_tables(evening, [4])

    text = " ".join(" ".join(page) for page in pages_text(render(evening)))

    assert "(fiches: ________)" in text
    assert "Signed for N-S:" in text


def test_names_print_exactly_as_typed() -> None:
    evening = factories.make_evening(title="Soirée <Chicago> & co")
    (table,) = factories.seat_tables(evening, [5])
    names = ["Zoë Ærø", "Łukasz <b>&", "Ζωή", "Юлия", "O'Brien"]
    for number, name in enumerate(names, start=1):
        TablePlayer.objects.filter(table=table, number=number).update(
            player=factories.make_player(name)
        )

    text = "\n".join("\n".join(page) for page in pages_text(render(evening)))

    for name in names:
        assert name in text
    assert "Soirée <Chicago> & co" in text


def test_a_blank_sheet_names_nobody_and_turns_the_first_deal_clockwise() -> None:
    pdf = ScoreSheetsPdf(
        club=Club.load(),
        sheets=[blank_sheets(Seat.E, "non_dealer")],
        schedule="non_dealer",
        style="chicago",
    ).render()

    found = blocks([line for page in pages_text(pdf) for line in page])

    assert len(found) == 3
    for number, (block, first) in enumerate(zip(found, "ESW", strict=True), start=1):
        assert block[0] == f"Chukker {number}"
        assert block[-13:] == [
            *[
                part
                for deal in range(1, 5)
                for part in (
                    str(deal),
                    dealer_of(deal, first).value,
                    display.vulnerability_short(vulnerable_sides(deal, first, "non_dealer")),
                )
            ],
            "Totals",
        ]
        assert f"{display.seat_name(first)} deals first" in block


def test_the_paper_size_comes_from_the_club() -> None:
    club = Club.load()
    club.paper_size = "LETTER"
    club.save()
    evening = factories.make_evening()
    factories.seat_tables(evening, [4])

    assert b"/MediaBox [ 0 0 612 792 ]" in render(evening)


def test_an_evening_without_tables_still_gives_a_file() -> None:
    pdf = render(factories.make_evening())

    assert pdf.startswith(b"%PDF")
    assert "No table is seated at this evening yet." in pages_text(pdf)[0]
