"""The table cards' QR codes: the mask segno's own evaluation would choose, found faster."""

from __future__ import annotations

from typing import Any

import segno
import segno.encoder
from hypothesis import given, settings
from hypothesis import strategies as st

from clubchicago.club.pdf import qr_mask, table_cards

LINK_CHARACTERS = st.characters(codec="utf-8", exclude_categories=["Cs"])


def made_by_segno_alone(data: str, **options: Any) -> segno.QRCode:
    try:
        segno.encoder.find_and_apply_best_mask = qr_mask.SEGNO_FIND_BEST_MASK  # type: ignore[assignment]
        return segno.make(data, **options)
    finally:
        qr_mask.install()


def test_the_table_cards_use_the_faster_evaluation() -> None:
    assert table_cards.qr_mask is qr_mask  # type: ignore[attr-defined]
    assert segno.encoder.find_and_apply_best_mask is qr_mask.find_and_apply_best_mask


@settings(max_examples=150, deadline=None)
@given(
    data=st.text(LINK_CHARACTERS, min_size=1, max_size=400),
    error=st.sampled_from("lmqh"),
)
def test_any_text_gets_the_mask_and_the_code_segno_gives_it(data: str, error: str) -> None:
    ours = segno.make(data, error=error, micro=False)
    theirs = made_by_segno_alone(data, error=error, micro=False)
    assert (ours.mask, ours.version, ours.matrix) == (theirs.mask, theirs.version, theirs.matrix)


def test_a_table_link_of_each_size_gets_segnos_code() -> None:
    # Versions 1 to 10 (21 to 57 modules a side): every alignment pattern layout a link meets,
    # the version information blocks of 7 and above included.
    for length in range(1, 200, 7):
        link = f"https://club.example.org/t/{length}/" + "x" * length
        ours = segno.make(link, error="m", micro=False)
        theirs = made_by_segno_alone(link, error="m", micro=False)
        assert (ours.mask, ours.matrix) == (theirs.mask, theirs.matrix), length


def test_a_mask_asked_for_and_micro_codes_are_left_to_segno() -> None:
    asked = segno.make("table 7", mask=5, micro=False)
    assert asked.mask == 5
    micro = segno.make("7", micro=True)
    assert micro.is_micro
    assert micro.matrix == made_by_segno_alone("7", micro=True).matrix


def test_the_penalty_of_a_known_symbol_is_segnos() -> None:
    code = segno.make("https://club.example.org/t/1/abc/", error="m", micro=False)
    rows = [bytes(row) for row in code.matrix]
    size = len(rows)
    assert qr_mask.penalty(rows, size) == segno.encoder.evaluate_mask(  # type: ignore[no-untyped-call]
        [bytearray(row) for row in rows], size, size
    )
