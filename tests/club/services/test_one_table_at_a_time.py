"""A player is never seated at two tables at once (docs/rules.md#one-table-at-a-time): the case
of issue 29 (table 1's chukker 4 has one deal entered, Dorothy Parker playing South, and the
director moves her to table 3), and the same rule for a swap, the close-now option, a player
sitting out, a chukker reopened and a table scored on paper."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Chukker, Evening, Player, Table, TablePlayer
from clubchicago.club.seating_text import seating_sentences
from clubchicago.club.selectors.overlaps import evening_chukkers
from clubchicago.club.selectors.replans import Request, propose, seating_after
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import paper, play, seating
from rotations import Status, overlaps, stuck
from tests import factories


def play_chukker(table: Table, actor: play.Actor, deals: int = 4) -> None:
    for contract in factories.FOUR_DEALS[:deals]:
        factories.enter(table, contract, actor)


def seats_of(table: Table, number: int) -> dict[str, int]:
    chukker = Chukker.objects.get(table=table, number=number)
    return {seat.value: pk for seat, pk in chukker.player_ids().items()}


def upcoming(table: Table) -> set[int]:
    """The players the table's phone shows in its next chukker's seats."""
    return {place.player_id for place in table_state(table).upcoming_seats.values()}


def play_until_seated(table: Table, player: Player, actor: play.Actor) -> int:
    """Play the table's chukkers that do not seat ``player`` (each can begin); return the number
    of the first one that does (the plan may let them sit one out first)."""
    while player.pk not in upcoming(table):
        play_chukker(table, actor)
    return table_state(table).chukker_number


def clean(evening: Evening) -> None:
    chukkers = evening_chukkers(evening, with_times=True)
    assert overlaps(chukkers) == [] and stuck(chukkers) == []


@pytest.fixture
def night(db: None, director: User) -> tuple[Evening, list[Table], Player, play.Actor]:
    """Three tables (5, 4, 4): tables 1 and 3 have played chukkers 1 to 3, and table 1's
    chukker 4 has one deal entered, Dorothy Parker playing South."""
    evening = factories.make_evening(confirm_entries=False)
    tables = factories.seat_tables(evening, [5, 4, 4])
    actor = play.Actor.for_director(director)
    for _chukker in range(3):
        play_chukker(tables[0], actor)
        play_chukker(tables[2], actor)
    play_chukker(tables[0], actor, deals=1)
    dorothy = Player.objects.get(pk=seats_of(tables[0], 4)["S"])
    dorothy.name = "Dorothy Parker"
    dorothy.save()
    return evening, tables, dorothy, actor


def test_dorothy_moves_from_the_chukker_after_the_one_she_is_playing(night) -> None:
    evening, tables, dorothy, actor = night
    one, _two, three = tables
    asked = Request("move", player=dorothy.pk, table=3)
    proposal = propose(evening, seating_after(evening, asked))

    change = {change.number: change for change in proposal.tables}
    assert change[3].start == 5 and change[3].delayed
    assert change[1].start == 5 and change[1].open_chukker is not None
    assert seating_sentences(proposal.record(), proposal.names) == [
        "Dorothy Parker moves from table 1 (after chukker 4) to table 3 (from chukker 5).",
        "Table 3's chukker 4 is played without Dorothy Parker, who is still playing chukker 4 "
        "at table 1.",
        "Table 1 plays on as a table of 4 from chukker 5.",
        "Table 3 plays on as a table of 5 from chukker 5.",
    ]

    seating.change_seating(evening, asked, fingerprint=proposal.fingerprint)

    # Table 1's phone still has her as South for deal 2 (her chukker goes on), and table 3's
    # chukker 4 is planned without her.
    assert table_state(one).seats["S"].player_id == dorothy.pk
    assert dorothy.pk not in upcoming(three)
    play_chukker(three, actor)
    assert dorothy.pk not in seats_of(three, 4).values()
    # The first chukker of table 3 that seats her cannot begin while she plays at table 1.
    hers = play_until_seated(three, dorothy, actor)
    with pytest.raises(ClubUserError) as refused:
        play_chukker(three, actor, deals=1)
    assert refused.value.args[0] == (
        f"Dorothy Parker is still playing chukker 4 at table 1: this table's chukker {hers} can "
        "begin once that one is over (or the director closes it). Nothing was saved."
    )
    assert not Chukker.objects.filter(table=three, number=hers).exists()
    clean(evening)
    # Once table 1's chukker 4 is over, she plays it.
    play_chukker(one, actor, deals=3)
    play_chukker(three, actor, deals=1)
    assert dorothy.pk in seats_of(three, hers).values()
    assert dorothy.pk not in upcoming(one)
    clean(evening)


def test_closing_her_chukker_now_seats_her_from_the_next_chukker(night) -> None:
    evening, tables, dorothy, actor = night
    one, _two, three = tables

    applied = seating.change_seating(
        evening, Request("move", player=dorothy.pk, table=3), user=actor.user, close=[1]
    )

    assert Chukker.objects.get(table=one, number=4).closed
    assert {change.number: change.start for change in applied.proposal.tables} == {1: 5, 3: 4}
    assert TablePlayer.seated.get(player=dorothy).lineup.start == 4
    hers = play_until_seated(three, dorothy, actor)
    play_chukker(three, actor, deals=1)
    assert dorothy.pk in seats_of(three, hers).values()
    clean(evening)


def test_a_player_sitting_out_the_chukker_in_play_moves_from_the_next(night) -> None:
    evening, tables, _dorothy, _actor = night
    one, _two, _three = tables
    playing = set(seats_of(one, 4).values())
    resting = next(
        place.player_id
        for place in TablePlayer.seated.filter(table=one)
        if place.player_id not in playing
    )

    applied = seating.move_player(evening, resting, 3)

    assert {change.number: change.start for change in applied.proposal.tables} == {1: 5, 3: 4}
    assert TablePlayer.seated.get(player_id=resting).lineup.start == 4


def test_a_swap_with_a_player_in_play_waits_for_each_table(night) -> None:
    """Dorothy (in play at table 1) and a player of table 3 exchange places: table 3 plans her
    from chukker 5; the other player plays table 3's chukker 4 first, so table 1's chukker 5,
    which seats them, waits for it."""
    evening, tables, dorothy, actor = night
    one, _two, three = tables
    other = TablePlayer.seated.get(table=three, number=1).player_id

    applied = seating.swap_players(evening, dorothy.pk, other)

    assert {change.number: change.start for change in applied.proposal.tables} == {1: 5, 3: 5}
    play_chukker(one, actor, deals=3)
    with pytest.raises(ClubUserError, match="plays chukker 4 at table 3 first"):
        play_chukker(one, actor, deals=1)
    play_chukker(three, actor)
    play_chukker(one, actor, deals=1)
    play_chukker(three, actor, deals=1)
    assert other in seats_of(one, 5).values() and dorothy.pk in seats_of(three, 5).values()
    clean(evening)


def test_a_seating_posted_directly_is_planned_the_same_way(night) -> None:
    """The service, not the form, keeps the rule: a whole seating saved as it is."""
    evening, tables, dorothy, _actor = night
    now = [
        list(TablePlayer.seated.filter(table=t).values_list("player", flat=True)) for t in tables
    ]
    now[0].remove(dorothy.pk)
    now[2].append(dorothy.pk)

    applied = seating.save_seating(evening, now)

    assert {change.number: change.start for change in applied.proposal.tables} == {1: 5, 3: 5}


def test_a_chukker_is_not_reopened_once_its_player_played_elsewhere(night) -> None:
    evening, tables, dorothy, actor = night
    one, _two, three = tables
    seating.move_player(evening, dorothy.pk, 3)
    play_chukker(one, actor, deals=3)
    hers = play_until_seated(three, dorothy, actor)
    play_chukker(three, actor, deals=1)
    closed = Chukker.objects.get(table=one, number=4)

    with pytest.raises(ClubUserError, match=f"Dorothy Parker has played chukker {hers} at table 3"):
        play.reopen_chukker(closed, actor=actor)

    assert Chukker.objects.get(pk=closed.pk).closed
    clean(evening)


def test_a_table_on_paper_cannot_begin_a_chukker_of_a_player_in_play_elsewhere(night) -> None:
    evening, tables, dorothy, actor = night
    _one, _two, three = tables
    seating.move_player(evening, dorothy.pk, 3)
    hers = play_until_seated(three, dorothy, actor)
    paper.set_on_paper(three, True)

    with pytest.raises(ClubUserError, match="Dorothy Parker is still playing chukker 4"):
        play.record_deal(
            three,
            factories.FOUR_DEALS[0],
            number=1,
            chukker_number=hers,
            actor=actor,
            confirmed_by=paper.paper_sheet(),
        )
    assert not Chukker.objects.filter(table=three, number=hers).exists()


def test_undo_of_the_move_puts_her_back(night) -> None:
    evening, tables, dorothy, actor = night
    one, _two, three = tables
    applied = seating.move_player(evening, dorothy.pk, 3)
    assert applied.change is not None

    seating.undo_change(applied.change, user=actor.user)

    assert TablePlayer.seated.get(player=dorothy).table_id == one.pk
    assert dorothy.pk not in upcoming(three)
    play_chukker(one, actor, deals=3)
    assert dorothy.pk in {pk for pk in upcoming(one)} or dorothy.pk in {
        p.player_id for p in table_state(one).upcoming_sitting_out
    }
    clean(evening)


def test_the_evening_view_knows_each_chukkers_status(night) -> None:
    evening, _tables, dorothy, _actor = night
    chukkers = {(c.table, c.number): c for c in evening_chukkers(evening)}
    assert chukkers[1, 3].status is Status.OVER
    assert chukkers[1, 4].status is Status.IN_PLAY and dorothy.pk in chukkers[1, 4].players
    assert chukkers[1, 5].status is Status.LATER
    assert chukkers[2, 1].status is Status.NEXT and chukkers[3, 4].status is Status.NEXT
    assert len(chukkers[3, 4].players) == 4


def test_a_deal_entered_after_the_preview_makes_the_confirmation_show_the_change_again(
    db: None, director: User
) -> None:
    """The race with a phone: the director previews a move while the player's chukker has not
    begun (she would join table 3 from its chukker 4); table 1's phone then enters its first
    deal. Confirming the old preview is refused and changes nothing; the change as it is now
    plans her from table 3's chukker 5."""
    evening = factories.make_evening(confirm_entries=False)
    one, _two, three = factories.seat_tables(evening, [5, 4, 4])
    actor = play.Actor.for_director(director)
    for _chukker in range(3):
        play_chukker(one, actor)
        play_chukker(three, actor)
    player = next(iter(upcoming(one)))
    asked = Request("move", player=player, table=3)
    seen = propose(evening, seating_after(evening, asked))
    assert {change.number: change.start for change in seen.tables} == {1: 4, 3: 4}

    factories.enter(one, factories.FOUR_DEALS[0], play.Actor.for_table(one))  # her chukker 4

    with pytest.raises(ClubUserError, match="The tables moved on"):
        seating.change_seating(evening, asked, fingerprint=seen.fingerprint)
    assert TablePlayer.seated.get(player_id=player).table_id == one.pk
    applied = seating.change_seating(evening, asked)
    assert {change.number: change.start for change in applied.proposal.tables} == {1: 5, 3: 5}
    clean(evening)
