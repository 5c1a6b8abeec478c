"""Tables scored on paper: the switch, the phone's refusal, and chukkers typed in by the director
through the same writes as a phone (checks, history, versions, entry keys)."""

from __future__ import annotations

import random

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Action, Chukker, DealChange, DealRecord, Table
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.services import paper, play
from clubchicago.club.services.paper import PaperRow, PaperRowError
from scoring import Deal, Side
from tests.factories import FOUR_DEALS, enter, make_evening, random_deal, seat_tables

pytestmark = pytest.mark.django_db


@pytest.fixture
def boss(director: User) -> play.Actor:
    return play.Actor.for_director(director)


@pytest.fixture
def table(db: None) -> Table:
    evening = make_evening(confirm_entries=True)
    (table,) = seat_tables(evening, (5,))
    return paper.set_on_paper(table, True)


def rows_of(deals: list[Deal | None], **extra: object) -> list[PaperRow]:
    return [
        PaperRow(number=n, contract=deal, **extra)  # type: ignore[arg-type]
        for n, deal in enumerate(deals, start=1)
    ]


def type_in(table: Table, deals: list[Deal | None], actor: play.Actor, chukker: int = 1) -> Chukker:
    return paper.type_in_chukker(table, rows_of(deals), chukker_number=chukker, actor=actor)


# -- phone or paper --------------------------------------------------------------------------


def test_a_table_is_switched_to_paper_and_back_keeping_its_deals(db: None) -> None:
    (table,) = seat_tables(make_evening(), (4,))
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))

    assert paper.set_on_paper(table, True).on_paper
    assert Table.objects.get(pk=table.pk).on_paper
    assert paper.set_on_paper(table, True).on_paper  # switching again changes nothing
    assert not paper.set_on_paper(table, False).on_paper
    assert DealRecord.objects.filter(chukker__table=table).count() == 1


def test_the_phone_cannot_enter_a_deal_at_a_paper_table(table: Table) -> None:
    with pytest.raises(ClubUserError, match="paper score sheet"):
        enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    with pytest.raises(ClubUserError, match="paper score sheet"):
        enter(table, None, play.Actor.for_table(table))  # nor a pass-out
    assert not Chukker.objects.filter(table=table).exists()


def test_the_phone_cannot_correct_delete_or_confirm_at_a_paper_table(db: None) -> None:
    (table,) = seat_tables(make_evening(confirm_entries=True), (4,))
    link = play.Actor.for_table(table)
    deal = enter(table, FOUR_DEALS[0], link)
    paper.set_on_paper(table, True)
    before = list(DealRecord.objects.values_list())

    with pytest.raises(ClubUserError, match="paper score sheet"):
        play.edit_deal(table, deal.pk, FOUR_DEALS[1], version=deal.version, actor=link)
    with pytest.raises(ClubUserError, match="paper score sheet"):
        play.delete_deal(table, deal.pk, version=deal.version, actor=link)
    with pytest.raises(ClubUserError, match="paper score sheet"):
        play.confirm_deal(table, deal.pk, version=deal.version, confirmed_by="x", actor=link)
    assert list(DealRecord.objects.values_list()) == before


def test_a_deal_the_phone_kept_while_offline_is_still_answered_once(db: None) -> None:
    """A phone resending an entry stored before the switch gets it back, not a refusal."""
    (table,) = seat_tables(make_evening(), (4,))
    link = play.Actor.for_table(table)
    first = enter(table, FOUR_DEALS[0], link, entry_key="sent-once")
    paper.set_on_paper(table, True)

    again = play.record_deal(
        table, FOUR_DEALS[0], number=1, chukker_number=1, actor=link, entry_key="sent-once"
    )

    assert again.pk == first.pk


def test_the_director_holding_the_link_still_enters_at_a_paper_table(
    table: Table, boss: play.Actor
) -> None:
    deal = enter(table, FOUR_DEALS[0], boss)
    assert deal.entered_by == boss.label


# -- a chukker typed in ----------------------------------------------------------------------


def test_a_chukker_typed_in_closes_with_the_engines_totals(table: Table, boss: play.Actor) -> None:
    chukker = type_in(table, list(FOUR_DEALS), boss)

    assert chukker.closed
    assert (chukker.ns_total, chukker.ew_total, chukker.deals_played) == (420, 300, 4)
    deals = DealRecord.objects.filter(chukker=chukker).order_by("number")
    assert [d.entered_by for d in deals] == [boss.label] * 4
    assert all(d.confirmed_at is not None for d in deals)  # the sheet is signed by both sides
    assert {d.confirmed_by for d in deals} == {paper.paper_sheet()}


@pytest.mark.parametrize("size", [4, 5, 6])
def test_an_evening_typed_in_from_paper_scores_exactly_as_from_the_phones(
    size: int, director: User
) -> None:
    """The same deals, one table scored by its phone and the other typed in by the director:
    every chukker's totals, sheets and history entries are the same."""
    phone_table, paper_table = seat_tables(
        make_evening(confirm_entries=False, length=10), (size,) * 2
    )
    paper.set_on_paper(paper_table, True)
    boss, link = play.Actor.for_director(director), play.Actor.for_table(phone_table)
    chance = random.Random(size)
    for played in phone_table.plan():
        deals = [random_deal(chance) for _deal in range(4)]
        for contract in deals:
            enter(phone_table, contract, link)
        type_in(paper_table, list(deals), boss, chukker=played.index)

    def scored(table: Table) -> list[tuple[object, ...]]:
        return [
            (c.number, c.position, c.first_dealer, c.ns_total, c.ew_total, c.deals_played, c.closed)
            for c in Chukker.objects.filter(table=table).order_by("number")
        ]

    def sheets(table: Table) -> list[object]:
        return [sheet_for(c) for c in Chukker.objects.filter(table=table).order_by("number")]

    assert scored(paper_table) == scored(phone_table)
    assert len(scored(paper_table)) == 10  # the cycle replayed to the evening's length
    assert sheets(paper_table) == sheets(phone_table)
    actions = DealChange.objects.filter(chukker__table=paper_table).values_list("action", flat=True)
    assert sorted(actions) == sorted(
        DealChange.objects.filter(chukker__table=phone_table).values_list("action", flat=True)
    )


def test_pass_outs_are_stored_before_their_deal_and_never_counted(
    table: Table, boss: play.Actor
) -> None:
    rows = rows_of(list(FOUR_DEALS))
    rows[1] = PaperRow(number=2, contract=FOUR_DEALS[1], passed_out=2)

    chukker = paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)

    passed = DealRecord.objects.filter(chukker=chukker, passed_out=True)
    assert list(passed.values_list("number", flat=True)) == [2, 2]
    assert (chukker.ns_total, chukker.ew_total) == (420, 300)
    logged = DealChange.objects.filter(chukker=chukker, action=Action.PASSED_OUT).count()
    assert logged == 2


def test_a_chukker_can_be_typed_in_part_by_part(table: Table, boss: play.Actor) -> None:
    first = type_in(table, [*FOUR_DEALS[:2], None, None], boss)
    assert not first.closed and first.deals_played == 2
    stored = {d.number: d for d in DealRecord.objects.filter(chukker=first)}
    rows = [
        PaperRow(1, FOUR_DEALS[0], deal_id=stored[1].pk, version=stored[1].version),
        PaperRow(2, FOUR_DEALS[1], deal_id=stored[2].pk, version=stored[2].version),
        PaperRow(3, FOUR_DEALS[2]),
        PaperRow(4, FOUR_DEALS[3]),
    ]

    second = paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)

    assert second.pk == first.pk and second.closed
    assert DealChange.objects.filter(chukker=second, action=Action.EDITED).count() == 0


def test_a_mistake_in_deal_3_leaves_deals_1_and_2_unsaved_too(
    table: Table, boss: play.Actor
) -> None:
    rows = rows_of(list(FOUR_DEALS))
    rows[2] = PaperRow(number=3, contract=FOUR_DEALS[2], deal_id=999_999, version=1)  # gone

    with pytest.raises(PaperRowError, match="no longer on this table's sheet") as refused:
        paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)

    assert refused.value.number == 3
    assert not Chukker.objects.filter(table=table).exists()
    assert not DealRecord.objects.exists()
    assert not DealChange.objects.exists()


def test_deals_are_typed_in_the_order_played(table: Table, boss: play.Actor) -> None:
    with pytest.raises(PaperRowError) as refused:
        type_in(table, [FOUR_DEALS[0], None, FOUR_DEALS[2], None], boss)

    assert refused.value.number == 3
    assert "Deal 2 is missing" in refused.value.message
    assert not Chukker.objects.filter(table=table).exists()


def test_a_row_changed_corrects_its_stored_deal_in_the_history(
    table: Table, boss: play.Actor
) -> None:
    chukker = type_in(table, list(FOUR_DEALS), boss)
    deal = DealRecord.objects.get(chukker=chukker, number=3)
    made = Deal(declarer="S", level=3, strain="NT", tricks=9)
    rows = [
        PaperRow(d.number, made if d.number == 3 else d.contract(), deal_id=d.pk, version=d.version)
        for d in DealRecord.objects.filter(chukker=chukker).order_by("number")
    ]

    paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)

    deal.refresh_from_db()
    chukker.refresh_from_db()
    assert deal.tricks == 9 and deal.version == 2
    assert chukker.ns_total == sheet_for(chukker).totals[Side.NS]
    edited = DealChange.objects.get(chukker=chukker, action=Action.EDITED)
    assert edited.deal_id == deal.pk and edited.actor == boss.label


def test_a_row_loaded_before_another_correction_is_refused(table: Table, boss: play.Actor) -> None:
    chukker = type_in(table, list(FOUR_DEALS), boss)
    deal = DealRecord.objects.get(chukker=chukker, number=1)
    loaded = deal.version
    play.edit_deal(table, deal.pk, FOUR_DEALS[1], version=loaded, actor=boss)

    with pytest.raises(PaperRowError, match="changed after you opened it") as refused:
        paper.type_in_chukker(
            table,
            [PaperRow(1, FOUR_DEALS[0], deal_id=deal.pk, version=loaded)],
            chukker_number=1,
            actor=boss,
        )
    assert refused.value.number == 1


def test_a_stored_deal_cannot_be_emptied_here(table: Table, boss: play.Actor) -> None:
    chukker = type_in(table, [FOUR_DEALS[0], None, None, None], boss)
    deal = DealRecord.objects.get(chukker=chukker)

    with pytest.raises(PaperRowError, match="delete it"):
        paper.type_in_chukker(
            table,
            [PaperRow(1, None, deal_id=deal.pk, version=deal.version)],
            chukker_number=1,
            actor=boss,
        )


def test_the_same_chukker_sent_twice_is_stored_once(table: Table, boss: play.Actor) -> None:
    rows = [
        PaperRow(n, deal, passed_out=1 if n == 1 else 0, entry_key=f"key-{n}")
        for n, deal in enumerate(FOUR_DEALS, start=1)
    ]
    first = paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)
    again = paper.type_in_chukker(table, rows, chukker_number=1, actor=boss)

    assert again.pk == first.pk
    assert DealRecord.objects.filter(chukker=first).count() == 5  # four deals, one pass-out
    assert not Chukker.objects.filter(table=table, number=2).exists()


def test_a_deal_entered_by_phone_before_the_switch_is_confirmed_by_the_signed_sheet(
    db: None, director: User
) -> None:
    (table,) = seat_tables(make_evening(confirm_entries=True), (4,))
    phoned = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    paper.set_on_paper(table, True)
    rows = [PaperRow(1, FOUR_DEALS[0], deal_id=phoned.pk, version=phoned.version)]
    rows += [PaperRow(n, deal) for n, deal in enumerate(FOUR_DEALS[1:], start=2)]

    chukker = paper.type_in_chukker(
        table, rows, chukker_number=1, actor=play.Actor.for_director(director)
    )

    phoned.refresh_from_db()
    assert phoned.confirmed_by == paper.paper_sheet()
    assert chukker.closed


def test_pass_outs_typed_away_are_deleted_into_the_history(table: Table, boss: play.Actor) -> None:
    paper.type_in_chukker(table, [PaperRow(1, None, passed_out=2)], chukker_number=1, actor=boss)

    paper.type_in_chukker(
        table,
        [PaperRow(1, FOUR_DEALS[0], passed_out=1, passed_out_seen=2)],
        chukker_number=1,
        actor=boss,
    )

    live = DealRecord.objects.filter(chukker__table=table, deleted_at__isnull=True)
    assert list(live.values_list("passed_out", flat=True).order_by("pk")) == [True, False]
    assert DealChange.objects.filter(action=Action.DELETED).count() == 1


def test_pass_outs_changed_since_the_page_was_loaded_are_refused(
    table: Table, boss: play.Actor
) -> None:
    paper.type_in_chukker(table, [PaperRow(1, None, passed_out=1)], chukker_number=1, actor=boss)

    with pytest.raises(PaperRowError):
        paper.type_in_chukker(
            table, [PaperRow(1, None, passed_out=1)], chukker_number=1, actor=boss
        )  # seen 0, but one is stored now


def test_a_table_scored_by_phone_is_not_typed_in(db: None, director: User) -> None:
    (table,) = seat_tables(make_evening(), (4,))
    with pytest.raises(ClubUserError, match="switch it to paper"):
        type_in(table, list(FOUR_DEALS), play.Actor.for_director(director))
    assert not Chukker.objects.exists()


def test_only_the_director_types_a_sheet_in(table: Table) -> None:
    with pytest.raises(ClubUserError):
        type_in(table, list(FOUR_DEALS), play.Actor.for_table(table))


def test_a_chukker_the_table_has_moved_past_is_refused(table: Table, boss: play.Actor) -> None:
    type_in(table, list(FOUR_DEALS), boss)
    with pytest.raises(PaperRowError, match="moved on"):
        type_in(table, list(FOUR_DEALS), boss, chukker=3)
    assert Chukker.objects.filter(table=table).count() == 1


def test_nothing_typed_in_is_said_so(table: Table, boss: play.Actor) -> None:
    with pytest.raises(ClubUserError, match="Nothing was typed in"):
        type_in(table, [None, None, None, None], boss)
