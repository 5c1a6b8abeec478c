"""Properties every chukker sheet keeps, whatever was played."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scoring import Deal, Premium, Schedule, Seat, Side, Strain, score_chukker


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    strain = draw(st.sampled_from(Strain))
    honours = draw(st.sampled_from([0, 150] if strain is Strain.NT else [0, 100, 150]))
    return Deal(
        declarer=draw(st.sampled_from(Seat)),
        level=draw(st.integers(1, 7)),
        strain=strain,
        doubled=draw(st.integers(0, 2)),
        tricks=draw(st.integers(0, 13)),
        honours=honours,
        honours_side=draw(st.sampled_from(Side)) if honours else None,
    )


@given(
    played=st.lists(deals(), max_size=4),
    first_dealer=st.sampled_from(Seat),
    schedule=st.sampled_from(Schedule),
    honours=st.booleans(),
)
def test_a_sheet_adds_up(
    played: list[Deal], first_dealer: Seat, schedule: Schedule, honours: bool
) -> None:
    sheet = score_chukker(played, first_dealer, schedule, honours)
    assert len(sheet.lines) == len(played)
    for side in Side:
        assert sheet.totals[side] == sum(line.total(side) for line in sheet.lines)
    for line in sheet.lines:
        for side in Side:
            itemised = sum(award.points for award in line.premiums if award.side is side)
            assert line.above[side] == itemised
            assert line.carried[side] < 100
        assert line.below[line.declaring_side.other] == 0
        assert (line.game is not None) == any(a.kind is Premium.GAME for a in line.premiums)
    assert sheet.net_for(Side.NS) == -sheet.net_for(Side.EW)
    assert sheet.net == abs(sheet.net_for(Side.NS)) >= 0
    assert (sheet.winner is None) == (sheet.net == 0)
