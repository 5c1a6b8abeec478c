"""checkcredits: the stored credits against a fresh rescoring, and their repair."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from clubchicago.club.models import ChukkerCredit, Evening
from clubchicago.club.selectors.standings import season_standings
from tests import factories
from tests.factories import finished_evening

pytestmark = pytest.mark.django_db


def check(*args: str) -> str:
    out = io.StringIO()
    call_command("checkcredits", *args, stdout=out)
    return out.getvalue()


def add_a_sitter_out(evening: Evening) -> None:
    """A stray row: the player of a table of five who sits out position 1 gets a credit."""
    table = evening.tables.get(size=5)
    chukker = table.chukkers.get(number=1)
    seated = set(chukker.player_ids().values())
    sitter = table.table_players.exclude(player_id__in=seated).first().player_id
    ChukkerCredit.objects.create(
        chukker=chukker, evening=evening, player_id=sitter, raw=10, hundreds=0, fiches=0
    )


@pytest.fixture
def evenings() -> list[Evening]:
    season = factories.make_season()
    return [finished_evening((4, 5), seed=seed, season=season) for seed in (1, 2)]


def test_credits_stored_by_play_are_clean(evenings: list[Evening]) -> None:
    assert "Every stored credit is what its chukker credits." in check()


def test_a_tampered_a_deleted_and_a_stray_credit_are_reported_and_fail(
    evenings: list[Evening],
) -> None:
    first, second = evenings
    tampered = ChukkerCredit.objects.filter(evening=first).first()
    tampered.hundreds += 100
    tampered.save()
    ChukkerCredit.objects.filter(evening=second).first().delete()
    add_a_sitter_out(second)

    with pytest.raises(CommandError) as raised:
        check()

    assert raised.value.returncode == 1
    assert "run checkcredits --repair" in str(raised.value)
    assert ChukkerCredit.objects.filter(pk=tampered.pk, hundreds=tampered.hundreds).exists()


def test_the_report_counts_each_kind_of_difference(evenings: list[Evening]) -> None:
    first, second = evenings
    for credit in ChukkerCredit.objects.filter(evening=first)[:2]:
        credit.raw += 1
        credit.save()
    ChukkerCredit.objects.filter(evening=second).first().delete()
    out = io.StringIO()

    with pytest.raises(CommandError):
        call_command("checkcredits", stdout=out)

    report = out.getvalue()
    assert "1 credit(s) missing" in report
    assert "2 credit(s) wrong" in report
    assert "too many" not in report
    assert "Evenings concerned: 2." in report


def test_repair_rewrites_what_differs_and_the_check_is_clean_again(
    evenings: list[Evening],
) -> None:
    first, second = evenings
    season = first.season
    before = season_standings(season)
    stored = sorted(ChukkerCredit.objects.values_list("chukker", "player", "raw", "hundreds"))
    ChukkerCredit.objects.filter(evening=first).update(hundreds=12345)
    ChukkerCredit.objects.filter(evening=second).first().delete()
    add_a_sitter_out(second)
    assert season_standings(season) != before

    report = check("--repair")

    assert "Repaired: the credits of 2 evening(s) rewritten." in report
    assert "1 credit(s) too many" in report
    assert "Every stored credit is what its chukker credits." in check()
    assert sorted(ChukkerCredit.objects.values_list("chukker", "player", "raw", "hundreds")) == (
        stored
    )
    assert season_standings(season) == before
