"""checkcredits: the stored credits against a fresh rescoring, and their repair."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from clubchicago.club.models import ChukkerCredit, Evening, SeasonFiches, SeasonTotal
from clubchicago.club.selectors.season_standings import season_standings
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
    sitter = table.table_players.exclude(player_id__in=seated)[0].player_id
    ChukkerCredit.objects.create(
        chukker=chukker, evening=evening, player_id=sitter, raw=10, rounded_points=0, fiches=0
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
    tampered = ChukkerCredit.objects.filter(evening=first).order_by("pk")[0]
    tampered.rounded_points += 100
    tampered.save()
    ChukkerCredit.objects.filter(evening=second).order_by("pk")[0].delete()
    add_a_sitter_out(second)

    with pytest.raises(CommandError) as raised:
        check()

    assert raised.value.returncode == 1
    assert "run checkcredits --repair" in str(raised.value)
    assert ChukkerCredit.objects.filter(
        pk=tampered.pk, rounded_points=tampered.rounded_points
    ).exists()


def test_the_report_counts_each_kind_of_difference(evenings: list[Evening]) -> None:
    first, second = evenings
    for credit in ChukkerCredit.objects.filter(evening=first)[:2]:
        credit.raw += 1
        credit.save()
    ChukkerCredit.objects.filter(evening=second).order_by("pk")[0].delete()
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
    assert season is not None
    before = season_standings(season)
    stored = sorted(ChukkerCredit.objects.values_list("chukker", "player", "raw", "rounded_points"))
    ChukkerCredit.objects.filter(evening=first).update(rounded_points=12345)
    ChukkerCredit.objects.filter(evening=second).order_by("pk")[0].delete()
    add_a_sitter_out(second)
    assert season_standings(season) != before

    report = check("--repair")

    assert "Repaired: the credits of 2 evening(s) rewritten." in report
    assert "1 credit(s) too many" in report
    assert "Every stored credit is what its chukker credits." in check()
    assert sorted(
        ChukkerCredit.objects.values_list("chukker", "player", "raw", "rounded_points")
    ) == (stored)
    assert season_standings(season) == before


# -- the season totals ----------------------------------------------------------------------------


def test_tampered_missing_and_stray_season_totals_are_reported_and_fail(
    evenings: list[Evening],
) -> None:
    season = evenings[0].season
    assert season is not None
    tampered, deleted = SeasonTotal.objects.filter(season=season)[:2]
    tampered.rounded_points += 100
    tampered.save()
    deleted.delete()
    stray_player = factories.make_player("Never played")
    SeasonTotal.objects.create(
        season=season, player=stray_player, positions=1, raw=10, rounded_points=0
    )
    fiches = SeasonFiches.objects.create(
        season=season, player=tampered.player, fiche_value=100, fiches=3
    )
    out = io.StringIO()

    with pytest.raises(CommandError) as raised:
        call_command("checkcredits", stdout=out)

    report = out.getvalue()
    assert raised.value.returncode == 1
    assert "1 season total(s) missing" in report
    assert "1 season total(s) too many" in report
    assert "1 season total(s) wrong" in report  # the tampered one, with stray fiches too
    assert "Seasons concerned: 1." in report
    assert "credit(s)" not in report  # the credits themselves are right
    assert SeasonFiches.objects.filter(pk=fiches.pk).exists()


def test_repair_sums_the_season_totals_again(evenings: list[Evening]) -> None:
    season = evenings[0].season
    assert season is not None
    stored = sorted(
        SeasonTotal.objects.values_list("season", "player", "positions", "raw", "rounded_points")
    )
    before = season_standings(season)
    first = SeasonTotal.objects.filter(season=season).order_by("pk")[0]
    SeasonTotal.objects.filter(pk=first.pk).update(rounded_points=12345, positions=1)
    SeasonTotal.objects.exclude(pk=first.pk).order_by("pk")[0].delete()
    SeasonTotal.objects.create(
        season=factories.make_season(), player=first.player, positions=2, raw=0, rounded_points=0
    )
    assert season_standings(season) != before

    report = check("--repair")

    assert "Repaired: the totals of 2 season(s) summed again." in report
    assert "credits of" not in report
    assert "Every season total is the sum of the player's credits." in check()
    assert (
        sorted(
            SeasonTotal.objects.values_list(
                "season", "player", "positions", "raw", "rounded_points"
            )
        )
        == stored
    )
    assert season_standings(season) == before
