"""The two scoring styles: Chicago (carried partscores) and duplicate-style (each deal alone).

The duplicate-style table here is written from the duplicate scoring table as printed on a
bidding-box card (a contract's trick score, then 50 for a partscore or 300/500 for a game, slam
and insult, overtricks), not from the engine's helpers, so a slip in one shows up against the
other.
"""

from __future__ import annotations

from itertools import product

import pytest

from scoring import Deal, Premium, ScoringError, Side, Style, score_chukker

# A contract's trick score at levels 1..7, undoubled, as the card prints it.
CONTRACT_SCORE = {
    "C": [20, 40, 60, 80, 100, 120, 140],
    "D": [20, 40, 60, 80, 100, 120, 140],
    "H": [30, 60, 90, 120, 150, 180, 210],
    "S": [30, 60, 90, 120, 150, 180, 210],
    "NT": [40, 70, 100, 130, 160, 190, 220],
}
OVERTRICK = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
# Total penalty for 0..13 undertricks by (doubling, vulnerable).
DOWN = {
    (0, False): [50 * n for n in range(14)],
    (0, True): [100 * n for n in range(14)],
    (1, False): [0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    (1, True): [0, 200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
    (2, False): [0, 200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    (2, True): [0, 400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
}


def duplicate_score(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score on one deal as duplicate scores it (negative when defeated)."""
    short = level + 6 - tricks
    if short > 0:
        return -DOWN[doubled, vulnerable][short]
    trick_score = CONTRACT_SCORE[strain][level - 1] * (1, 2, 4)[doubled]
    bonus = (500 if vulnerable else 300) if trick_score >= 100 else 50
    slam = {6: (500, 750), 7: (1000, 1500)}.get(level, (0, 0))[vulnerable]
    insult = (0, 50, 100)[doubled]
    extra = tricks - level - 6
    if doubled:
        over = extra * (100 if not vulnerable else 200) * doubled
    else:
        over = extra * OVERTRICK[strain]
    return trick_score + bonus + slam + insult + over


ALL_OUTCOMES = list(
    product(range(1, 8), ["C", "D", "H", "S", "NT"], [0, 1, 2], [False, True], range(14))
)
# Three deals played before the deal under test, so it is deal 4 (both vulnerable): in duplicate
# style none of them may change what deal 4 scores.
BEFORE_DEAL_4 = [
    Deal(declarer="N", level=2, strain="H", tricks=8),  # a partscore Chicago would carry
    Deal(declarer="E", level=1, strain="NT", tricks=7),
    Deal(declarer="S", level=3, strain="C", tricks=8),  # one down
]


def test_the_duplicate_table_covers_every_contract_outcome() -> None:
    assert len(ALL_OUTCOMES) == 2940


CONTRACTS = sorted({(level, strain) for level, strain, *_rest in ALL_OUTCOMES})


@pytest.mark.parametrize(("level", "strain"), CONTRACTS)
def test_every_contract_outcome_scores_as_duplicate_in_duplicate_style(
    level: int, strain: str
) -> None:
    """Each of the 84 outcomes of one contract; a failure lists every outcome that differs."""
    wrong = []
    for outcome in ALL_OUTCOMES:
        if outcome[:2] != (level, strain):
            continue
        _level, _strain, doubled, vulnerable, tricks = outcome
        deal = Deal(declarer="E", level=level, strain=strain, doubled=doubled, tricks=tricks)
        # Deal 1 is nobody vulnerable, deal 4 is both, under every schedule.
        deals = [*BEFORE_DEAL_4, deal] if vulnerable else [deal]
        line = score_chukker(deals, first_dealer="N", style="duplicate").lines[-1]
        expected = duplicate_score(level, strain, doubled, vulnerable, tricks)
        found = (
            line.declarer_vulnerable,
            line.total(Side.EW),
            line.total(Side.NS),
            line.carried,
        )
        if found != (vulnerable, max(expected, 0), max(-expected, 0), {Side.NS: 0, Side.EW: 0}):
            wrong.append((outcome, found, expected))
    assert wrong == []


def test_the_published_wheel_in_duplicate_style() -> None:
    # A beginners' book's wheel: dealer-side vulnerability, North deals first, NS are "we".
    deals = [
        Deal(declarer="N", level=2, strain="H", tricks=8),
        Deal(declarer="E", level=3, strain="NT", tricks=9),
        Deal(declarer="W", level=3, strain="S", tricks=10),
        Deal(declarer="N", level=6, strain="S", tricks=13),
    ]
    sheet = score_chukker(deals, first_dealer="N", schedule="dealer", style="duplicate")
    assert [line.points_ns - line.points_ew for line in sheet.lines] == [110, -600, -170, 1460]
    assert sheet.totals == {Side.NS: 1570, Side.EW: 770}
    assert sheet.style is Style.DUPLICATE


def test_the_same_wheel_in_chicago_style() -> None:
    deals = [
        Deal(declarer="N", level=2, strain="H", tricks=8),
        Deal(declarer="E", level=3, strain="NT", tricks=9),
        Deal(declarer="W", level=3, strain="S", tricks=10),
        Deal(declarer="N", level=6, strain="S", tricks=13),
    ]
    sheet = score_chukker(deals, first_dealer="N", schedule="dealer")
    # The 2♥ partscore earns nothing until made into game, and East-West's game wipes it; the
    # 3♠ partscore is still unfinished when North-South's slam makes game.
    assert [line.points_ns - line.points_ew for line in sheet.lines] == [60, -600, -120, 1460]
    assert sheet.totals == {Side.NS: 1520, Side.EW: 720}
    assert sheet.style is Style.CHICAGO


def test_a_partscore_earns_fifty_at_once_and_nothing_is_carried() -> None:
    deals = [Deal("N", 2, "S", tricks=8), Deal("N", 2, "S", tricks=8)]
    sheet = score_chukker(deals, style="duplicate")
    for line in sheet.lines:
        assert line.game is None
        assert [(a.side, a.kind, a.points) for a in line.premiums] == [
            (Side.NS, Premium.PARTSCORE, 50)
        ]
        assert line.carried == {Side.NS: 0, Side.EW: 0}
    # In Chicago the two partscores of 60 make a game on deal 2 instead.
    assert score_chukker(deals).lines[1].game is Side.NS


def test_a_partscore_on_deal_four_earns_no_chicago_premium_in_duplicate_style() -> None:
    deals = [*BEFORE_DEAL_4, Deal("W", 1, "C", tricks=8)]
    line = score_chukker(deals, style="duplicate").lines[-1]
    assert Premium.PARTSCORE_DEAL_4 not in {award.kind for award in line.premiums}
    assert line.total(Side.EW) == 20 + 20 + 50


@pytest.mark.parametrize("honours", [False, True])
def test_honours_count_in_duplicate_style_only_when_the_evening_counts_them(
    honours: bool,
) -> None:
    deal = Deal("S", 4, "H", tricks=9, honours=100, honours_side="EW")
    line = score_chukker([deal], style="duplicate", honours=honours).lines[0]
    assert line.total(Side.EW) == 50 + (100 if honours else 0)


def test_a_game_premium_goes_by_that_deals_vulnerability() -> None:
    # Dealer schedule, North first: deal 2 is dealt by East, so East-West are vulnerable.
    deals = [
        Deal("N", 1, "C", tricks=7),
        Deal("W", 4, "S", tricks=10),
        Deal("S", 4, "S", tricks=10),
    ]
    lines = score_chukker(deals, style="duplicate").lines
    assert lines[1].total(Side.EW) == 120 + 500
    # Deal 3 is dealt by South: North-South vulnerable.
    assert lines[2].total(Side.NS) == 120 + 500


def test_chicago_is_the_default_style() -> None:
    deals = BEFORE_DEAL_4
    assert score_chukker(deals) == score_chukker(deals, style="chicago")
    assert score_chukker(deals) == score_chukker(deals, style=Style.CHICAGO)


@pytest.mark.parametrize("style", ["Duplicate", "rubber", "", None, 1, True])
def test_an_unknown_style_is_a_user_error(style: object) -> None:
    with pytest.raises(ScoringError, match="Unknown scoring style"):
        score_chukker([], style=style)  # type: ignore[arg-type]
