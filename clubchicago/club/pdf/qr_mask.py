"""The QR code's mask chosen as segno chooses it, five times faster.

A QR code's data is XORed with one of eight mask patterns, and the standard (ISO/IEC 18004,
7.8.3) has the encoder keep the one whose symbol scores the lowest penalty: runs of one
colour (N1), 2 x 2 blocks (N2), finder-like patterns (N3) and the share of dark modules (N4).
segno scores the eight masks module by module in Python: about 2.6 ms of the 3.3 ms a table
card's code takes, which the first print of a festival evening's cards paid 30 times.

``find_and_apply_best_mask`` scores the same masks with the same rules a row at a time: the
masks are precomputed per symbol size as integers XORed onto each row, runs are found by a
regular expression, 2 x 2 blocks as zero bytes of XORed rows. It returns exactly what segno's
own function returns (the same mask, the same matrix: tested against it over generated
links), and ``install`` puts it in segno's place for the regular QR codes the table cards
print; Micro QR codes and a mask asked for by the caller go to segno's own function.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import Any

import segno.encoder

# segno's encoder has no type annotations: its functions are called through an ``Any``.
ENCODER: Any = segno.encoder

Matrix = Sequence[bytearray]
Finder = Callable[[Matrix, int, int, int | None], tuple[int, tuple[bytearray, ...]]]

# segno's own function, kept for what this one does not handle.
SEGNO_FIND_BEST_MASK: Finder = ENCODER.find_and_apply_best_mask

# Five modules or more of one colour (N1); a module is 0 or 1 (2 and 3 are segno's marks for
# modules not yet set, never left at this stage, but a run of them counts as segno counts it).
_RUN = re.compile(rb"\x00{5,}|\x01{5,}|\x02{5,}|\x03{5,}")
_END = b"\xff"  # between two lines of the symbol written as one: no run or pattern crosses it
_FINDER = bytes((1, 0, 1, 1, 1, 0, 1))  # dark:light:dark:dark:dark:light:dark (N3)


@functools.lru_cache(maxsize=48)
def _masks(size: int) -> tuple[tuple[int, ...], ...]:
    """For each of the eight masks, each row's mask bits in the encoding region as one integer
    (a byte a module), built with segno's own function patterns and mask functions."""
    function = ENCODER.make_matrix(size, size)
    ENCODER.add_finder_patterns(function, size, size)
    ENCODER.add_alignment_patterns(function, size, size)
    function[-8][8] = 0x1  # the dark module, as segno marks it
    masks = []
    for pattern in ENCODER.get_data_mask_functions(False):
        rows = []
        for i in range(size):
            bits = bytes(pattern(i, j) if function[i][j] > 0x1 else 0 for j in range(size))
            rows.append(int.from_bytes(bits, "big"))
        masks.append(tuple(rows))
    return tuple(masks)


def _finder_points(lines: bytes, size: int) -> int:
    """N3 over the symbol's rows and columns written one after the other (each ``size``
    modules and ``_END``), counted as segno counts it line by line."""
    points = 0
    stride = size + 1
    index = lines.find(_FINDER)
    while index != -1:
        start = index - index % stride
        line = lines[start : start + size]
        at = index - start
        after = at + 7
        if (
            at in (0, size - 7)
            or not any(line[max(at - 4, 0) : min(at, size)])
            or not any(line[max(after, 0) : min(after + 4, size)])
        ):
            points += 40
        else:
            after = at + 4
        index = lines.find(_FINDER, start + after)
    return points


def penalty(rows: Sequence[bytes | bytearray], size: int) -> int:
    """The penalty score (N1 + N2 + N3 + N4) of a square symbol, as ``segno.encoder``'s
    ``evaluate_mask`` scores it."""
    lines = _END.join([*rows, *(bytes(column) for column in zip(*rows, strict=True))])
    runs = _RUN.findall(lines)
    score = sum(map(len, runs)) - 2 * len(runs)  # N1: 3 for five modules, 1 more for each
    score += _finder_points(lines, size)  # N3
    # N2: a module equal to its left neighbour and to the two modules above them.
    above = None
    for row in rows:
        below = int.from_bytes(row, "big")
        if above is not None:
            differs = (below ^ (below >> 8)) | (above ^ (above >> 8)) | (above ^ below)
            score += 3 * differs.to_bytes(size, "big")[1:].count(0)
        above = below
    dark = sum(b"".join(rows))
    percent = float(dark) / (size**2)
    return score + 10 * int(abs(percent * 100 - 50) / 5)  # N4


def find_and_apply_best_mask(
    matrix: Matrix, width: int, height: int, proposed_mask: int | None = None
) -> tuple[int, tuple[bytearray, ...]]:
    """segno's ``find_and_apply_best_mask``: the mask of lowest penalty (the first of equal
    ones) and the matrix with it applied."""
    if proposed_mask is not None or width != height or width < 21:
        return SEGNO_FIND_BEST_MASK(matrix, width, height, proposed_mask)
    best: tuple[int, int, tuple[bytearray, ...]] | None = None
    for number, mask in enumerate(_masks(width)):
        masked = tuple(
            bytearray((int.from_bytes(row, "big") ^ bits).to_bytes(width, "big"))
            for row, bits in zip(matrix, mask, strict=True)
        )
        score = penalty(masked, width)
        if best is None or score < best[0]:
            best = (score, number, masked)
    assert best is not None
    return best[1], best[2]


def install() -> None:
    """Have segno choose masks with ``find_and_apply_best_mask``."""
    ENCODER.find_and_apply_best_mask = find_and_apply_best_mask
