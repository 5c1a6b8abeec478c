"""A deal written on one line, as read off a paper score sheet: "4S N =", "pass 3NTX E -2"."""

from __future__ import annotations

import pytest

from scoring import (
    MAX_PASS_OUTS,
    ContractLine,
    Deal,
    Letters,
    Line,
    ScoringError,
    Seat,
    Side,
    Strain,
    parse_contract,
    parse_line,
)
from scoring.shorthand import ENGLISH, tricks_of

FRENCH = Letters(
    seats={"N": Seat.N, "E": Seat.E, "S": Seat.S, "O": Seat.W},
    strains={"T": Strain.C, "K": Strain.D, "C": Strain.H, "P": Strain.S, "SA": Strain.NT},
    sides={"NS": Side.NS, "EO": Side.EW},
    passed_out=frozenset({"PASSE"}),
).merged(ENGLISH)


@pytest.mark.parametrize(
    ("text", "deal"),
    [
        ("4S N =", Deal(declarer="N", level=4, strain="S", tricks=10)),
        ("3NTX E -2", Deal(declarer="E", level=3, strain="NT", doubled=1, tricks=7)),
        ("2H S 9", Deal(declarer="S", level=2, strain="H", tricks=9)),
        ("1cxx w +1", Deal(declarer="W", level=1, strain="C", doubled=2, tricks=8)),
        ("4SN=", Deal(declarer="N", level=4, strain="S", tricks=10)),
        ("  6 D  S  + 1 ", Deal(declarer="S", level=6, strain="D", tricks=13)),
        ("4♠ N =", Deal(declarer="N", level=4, strain="S", tricks=10)),
        ("2♥️ E −1", Deal(declarer="E", level=2, strain="H", tricks=7)),
        ("3NT W 0", Deal(declarer="W", level=3, strain="NT", tricks=0)),
        ("7NT N 13", Deal(declarer="N", level=7, strain="NT", tricks=13)),
        (
            "4S N = 100 NS",
            Deal(declarer="N", level=4, strain="S", tricks=10, honours=100, honours_side="NS"),
        ),
        (
            "3NT E -1 150EW",
            Deal(declarer="E", level=3, strain="NT", tricks=8, honours=150, honours_side="EW"),
        ),
    ],
)
def test_a_line_reads_as_the_deal_it_says(text: str, deal: Deal) -> None:
    line = parse_line(text)
    assert line.passed_out == 0
    assert line.contract is not None
    assert line.contract.deal() == deal


@pytest.mark.parametrize(
    ("text", "passed_out", "contract"),
    [
        ("pass", 1, None),
        ("PASS", 1, None),
        (" p ", 1, None),
        ("pass pass", 2, None),
        ("pass, p", 2, None),
        ("pass 4S N =", 1, "4S"),
        ("p p 3NTX E -2", 2, "3NTX"),
        ("4S N =", 0, "4S"),
    ],
)
def test_pass_outs_come_first_on_the_line_each_written_pass(
    text: str, passed_out: int, contract: str | None
) -> None:
    line = parse_line(text)
    assert line.passed_out == passed_out
    found = line.contract.deal().contract_code if line.contract else None
    assert found == contract


@pytest.mark.parametrize("text", ["", "   "])
def test_an_empty_line_is_a_blank_row(text: str) -> None:
    assert parse_line(text) == Line()
    assert parse_line(text).blank


def test_a_pass_after_the_contract_is_not_read() -> None:
    with pytest.raises(ScoringError):
        parse_line("4S N = pass")


def test_the_result_is_kept_as_written_and_read_as_tricks() -> None:
    line = parse_contract("3NTX E - 2")
    assert line == ContractLine(
        level=3, strain=Strain.NT, doubled=1, declarer=Seat.E, result="-2", tricks=7
    )


@pytest.mark.parametrize(
    ("result", "level", "tricks"), [("=", 4, 10), ("+2", 1, 9), ("-3", 3, 6), ("9", 5, 9)]
)
def test_a_result_means_tricks_taken(result: str, level: int, tricks: int) -> None:
    assert tricks_of(result, level) == tricks


def test_an_impossible_result_is_read_and_left_to_the_deal_to_refuse() -> None:
    line = parse_contract("4S N +4")
    assert line.tricks == 14
    with pytest.raises(ScoringError):
        line.deal()


def test_honours_the_deal_cannot_have_are_refused_by_the_deal() -> None:
    line = parse_contract("3NT N = 100 NS")  # at notrump only the four aces, 150
    with pytest.raises(ScoringError):
        line.deal()


@pytest.mark.parametrize(
    ("text", "template"),
    [
        ("x", "Start with the level, 1 to 7: for example 4S N = or 3NTX E -2."),
        ("8S N =", "Start with the level, 1 to 7: for example 4S N = or 3NTX E -2."),
        ("S4 N =", "Start with the level, 1 to 7: for example 4S N = or 3NTX E -2."),
        ("4 N =", "After the level, write the strain: %(letters)s."),
        ("4Z N =", "After the level, write the strain: %(letters)s."),
        ("4S =", "After the contract, write the declarer's seat: %(letters)s."),
        ("4SX Q =", "After the contract, write the declarer's seat: %(letters)s."),
        (
            "4S N",
            "After the declarer, write the result: = for made exactly, +1, −2, or the tricks "
            "taken.",
        ),
        (
            "4S N made",
            "After the declarer, write the result: = for made exactly, +1, −2, or the tricks "
            "taken.",
        ),
        (
            "4S N = X",
            "Only the honours held may follow the result: 100 or 150 and the side (%(letters)s).",
        ),
        (
            "4S N = 120 NS",
            "Only the honours held may follow the result: 100 or 150 and the side (%(letters)s).",
        ),
        (
            "4S N = 100 EO",
            "Only the honours held may follow the result: 100 or 150 and the side (%(letters)s).",
        ),
    ],
)
def test_an_unreadable_line_says_which_part_is_wrong(text: str, template: str) -> None:
    with pytest.raises(ScoringError) as caught:
        parse_line(text)
    assert caught.value.template == template


def test_the_letters_a_message_lists_are_the_readers_own() -> None:
    with pytest.raises(ScoringError) as english:
        parse_line("4Z N =")
    with pytest.raises(ScoringError) as french:
        parse_line("4Z N =", FRENCH)
    assert english.value.params == {"letters": "C D H S NT"}
    assert french.value.params == {"letters": "T K C P SA"}


@pytest.mark.parametrize(
    ("text", "strain", "declarer"),
    [
        ("4C O =", Strain.H, Seat.W),  # cœur: C is hearts to a French director
        ("4T N =", Strain.C, Seat.N),
        ("1K E =", Strain.D, Seat.E),
        ("2P S =", Strain.S, Seat.S),
        ("3SA O =", Strain.NT, Seat.W),
        ("3SAX E -2", Strain.NT, Seat.E),
        ("4S W =", Strain.S, Seat.W),  # English letters that mean nothing else still read
        ("3NT N =", Strain.NT, Seat.N),
    ],
)
def test_the_readers_letters_come_first(text: str, strain: Strain, declarer: Seat) -> None:
    line = parse_contract(text, FRENCH)
    assert (line.strain, line.declarer) == (strain, declarer)


def test_the_readers_word_for_passed_out_and_the_english_one_both_read() -> None:
    assert parse_line("passe pass", FRENCH) == Line(passed_out=2)
    assert parse_contract("4S N = 150 EO", FRENCH).honours_side is Side.EW


# -- only what the help text documents ----------------------------------------------------------

RESULT_MESSAGE = (
    "After the declarer, write the result: = for made exactly, +1, −2, or the tricks taken."
)
STRAIN_MESSAGE = "After the level, write the strain: %(letters)s."
LEVEL_MESSAGE = "Start with the level, 1 to 7: for example 4S N = or 3NTX E -2."


@pytest.mark.parametrize(
    ("text", "template"),
    [
        ("4S N ٣", RESULT_MESSAGE),  # an Arabic-Indic three is not 3 tricks
        ("4S N ٩", RESULT_MESSAGE),
        ("4S N +١", RESULT_MESSAGE),
        ("4S N ３", RESULT_MESSAGE),  # a full-width three
        ("4S N ³", RESULT_MESSAGE),  # a superscript three
        ("4ſ N =", STRAIN_MESSAGE),  # the long s is no S, though it upper-cases to one
        ("4ﬆ N =", STRAIN_MESSAGE),  # nor is the ligature st
        ("４S N =", LEVEL_MESSAGE),  # a full-width four
        ("٤S N =", LEVEL_MESSAGE),
        (
            "4S N = 100 ＮＳ",
            "Only the honours held may follow the result: 100 or 150 and the side (%(letters)s).",
        ),
    ],
)
def test_a_character_that_only_looks_like_the_documented_one_is_refused(
    text: str, template: str
) -> None:
    with pytest.raises(ScoringError) as caught:
        parse_line(text)
    assert caught.value.template == template


def test_a_row_holds_at_most_the_pass_outs_the_sheet_stores() -> None:
    assert parse_line(" ".join(["P"] * MAX_PASS_OUTS) + " 4S N =").passed_out == MAX_PASS_OUTS
    for passes in (MAX_PASS_OUTS + 1, 60):
        with pytest.raises(ScoringError) as caught:
            parse_line(" ".join(["P"] * passes) + " 4S N =")
        assert caught.value.params == {"most": MAX_PASS_OUTS}
        assert "at most 10 times" in caught.value.message


def test_what_the_help_text_documents_still_reads() -> None:
    # ASCII in either case, suit symbols drawn as emoji, real minus signs, no spaces.
    assert parse_line("4♠️ n =").contract == parse_line("4S N =").contract
    assert parse_line("3ntx e −2").contract == parse_line("3NTX E -2").contract
    assert parse_line("pass p 2hs9").passed_out == 2


def test_merged_letters_are_the_readers_then_the_english_ones_that_mean_nothing_else() -> None:
    own = Letters(
        seats={"n": Seat.N, "E": Seat.E, "S": Seat.S, "o": Seat.W},
        strains={"t": Strain.C, "K": Strain.D, "C": Strain.H, "P": Strain.S, "sa": Strain.NT},
        sides={"ns": Side.NS, "EO": Side.EW},
        passed_out=frozenset({"PASSE"}),
    )
    merged = own.merged(ENGLISH)
    # Upper case, the reader's own first (French C is hearts), then the English left over.
    assert merged.seats == {"N": Seat.N, "E": Seat.E, "S": Seat.S, "O": Seat.W, "W": Seat.W}
    assert list(merged.strains.items()) == [
        ("T", Strain.C),
        ("K", Strain.D),
        ("C", Strain.H),
        ("P", Strain.S),
        ("SA", Strain.NT),
        ("D", Strain.D),
        ("H", Strain.H),
        ("S", Strain.S),
        ("NT", Strain.NT),
    ]
    assert merged.sides == {"NS": Side.NS, "EO": Side.EW, "EW": Side.EW}
    assert merged.passed_out == frozenset({"PASSE", "PASS", "P"})
    # The English letters taken in are upper-cased too, whatever case they were given in.
    assert ENGLISH.merged(Letters({"o": Seat.W}, {}, {"eo": Side.EW}, frozenset())).seats == {
        "N": Seat.N,
        "E": Seat.E,
        "S": Seat.S,
        "W": Seat.W,
        "O": Seat.W,
    }
    assert ENGLISH.merged(Letters({}, {}, {"eo": Side.EW}, frozenset())).sides == {
        "NS": Side.NS,
        "EW": Side.EW,
        "EO": Side.EW,
    }


@pytest.mark.parametrize(
    ("text", "letters", "message"),
    [
        ("4S =", ENGLISH, "After the contract, write the declarer's seat: N E S W."),
        ("4S Q =", FRENCH, "After the contract, write the declarer's seat: N E S O."),
        (
            "4S N = 100",
            ENGLISH,
            "Only the honours held may follow the result: 100 or 150 and the side (NS EW).",
        ),
        (
            "4S N = 150 XY",
            FRENCH,
            "Only the honours held may follow the result: 100 or 150 and the side (NS EO).",
        ),
    ],
)
def test_a_message_lists_the_seats_or_sides_the_reader_writes(
    text: str, letters: Letters, message: str
) -> None:
    with pytest.raises(ScoringError) as caught:
        parse_line(text, letters)
    assert caught.value.message == message
