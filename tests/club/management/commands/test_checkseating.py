"""checkseating: any player seated in two chukkers of two tables in play at the same time
(docs/rules.md#one-table-at-a-time), found in what is stored however it got there."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from clubchicago.club.models import Action, Chukker, DealChange, Player, TablePlayer
from tests import factories

pytestmark = pytest.mark.django_db


def check(*args: str) -> str:
    out = io.StringIO()
    call_command("checkseating", *args, stdout=out)
    return out.getvalue()


def chukker_with(table, number: int, player: Player, *, closed: dt.datetime | None = None):
    """A chukker written past the services, with ``player`` at North and the table's others."""
    others = [
        place.player for place in TablePlayer.objects.filter(table=table).exclude(player=player)
    ][:3]
    return Chukker.objects.create(
        table=table,
        number=number,
        position=1,
        first_dealer="N",
        north=player,
        east=others[0],
        south=others[1],
        west=others[2],
        closed_at=closed,
    )


def began(chukker: Chukker, at: dt.datetime) -> None:
    entry = DealChange.objects.create(
        evening_id=chukker.table.evening_id, chukker=chukker, action=Action.CREATED, actor="x"
    )
    DealChange.objects.filter(pk=entry.pk).update(at=at)


def test_an_evening_played_through_the_services_is_clean() -> None:
    factories.finished_evening((4, 5), seed=3)

    assert "No player is seated in two chukkers in play at the same time." in check()


def test_a_player_in_play_at_two_tables_is_reported_and_the_exit_status_is_1() -> None:
    evening = factories.make_evening()
    one, two = factories.seat_tables(evening, [4, 4])
    dorothy = TablePlayer.objects.filter(table=one)[0].player
    dorothy.name = "Dorothy Parker"
    dorothy.save()
    chukker_with(one, 1, dorothy)
    chukker_with(two, 1, dorothy)
    out = io.StringIO()

    with pytest.raises(CommandError, match="1 overlap") as failed:
        call_command("checkseating", stdout=out)

    assert failed.value.returncode == 1
    assert (
        "Dorothy Parker is seated in chukker 1 of table 1 (in play) and chukker 1 of table 2 "
        "(in play) at the same time." in out.getvalue()
    )


def test_two_closed_chukkers_whose_times_crossed_are_reported() -> None:
    evening = factories.make_evening()
    one, two = factories.seat_tables(evening, [4, 4])
    player = TablePlayer.objects.filter(table=one)[0].player
    noon = timezone.now().replace(hour=12, minute=0)
    first = chukker_with(one, 1, player, closed=noon + dt.timedelta(minutes=20))
    second = chukker_with(two, 1, player, closed=noon + dt.timedelta(minutes=30))
    began(first, noon)
    began(second, noon + dt.timedelta(minutes=10))  # began before the first was closed

    with pytest.raises(CommandError):
        check("--evening", str(evening.pk))

    # One after the other is not an overlap.
    DealChange.objects.filter(chukker=second).update(at=noon + dt.timedelta(minutes=25))
    assert "No player is seated" in check("--evening", str(evening.pk))
