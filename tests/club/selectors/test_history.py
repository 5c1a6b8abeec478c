"""The history as sentences: every action the services log, and any snapshot ever stored."""

from __future__ import annotations

import pytest
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubchicago.club.models import Action, DealChange, Evening, Table
from clubchicago.club.selectors.history import describe_change, history_lines
from clubchicago.club.services import play
from scoring import Deal
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(evening: Evening) -> Table:
    (table,) = factories.seat_tables(evening, (4,))
    return table


def sentences(evening: Evening) -> list[str]:
    changes = DealChange.objects.filter(evening=evening).order_by("pk").select_related("chukker")
    return [line.sentence for line in history_lines(list(changes))]


def test_every_change_the_services_log_reads_as_a_sentence(evening, table, director) -> None:
    actor = play.Actor.for_table(table)
    boss = play.Actor.for_director(director)
    enter(table, None, actor)  # deal 1 passed out
    first = enter(table, Deal(declarer="S", level=3, strain="D", tricks=8), actor)
    play.edit_deal(
        table,
        first.pk,
        Deal(declarer="S", level=3, strain="D", doubled=1, tricks=9),
        version=first.version,
        actor=actor,
    )
    first.refresh_from_db()
    play.confirm_deal(table, first.pk, version=first.version, confirmed_by="Ann", actor=actor)
    second = enter(table, FOUR_DEALS[1], actor)
    play.delete_deal(table, second.pk, version=second.version, actor=actor)
    play.restore_deal(second.pk, actor=boss)
    chukker = first.chukker
    play.close_chukker(chukker, actor=boss)
    play.reopen_chukker(chukker, actor=boss)

    assert sentences(evening) == [
        "Deal 1 passed out",
        "Deal 1 entered: 3♦ by South, 8 tricks",
        "Deal 1 corrected: 3♦X by South, 9 tricks, was 3♦ by South, 8 tricks",
        "Deal 1 confirmed by Ann",
        "Deal 2 entered: 2♥ by East, 8 tricks",
        "Deal 2 deleted: 2♥ by East, 8 tricks",
        "Deal 2 restored: 2♥ by East, 8 tricks",
        "Chukker 1 closed: NS 470, EW 60",
        "Chukker 1 reopened",
    ]


def test_honours_and_notrump_read_in_the_readers_language(evening, table) -> None:
    evening.honours = True
    evening.save()
    deal = Deal(declarer="W", level=3, strain="NT", tricks=9, honours=150, honours_side="EW")
    enter(table, deal, play.Actor.for_table(table))

    assert sentences(evening) == ["Deal 1 entered: 3NT by West, 9 tricks, 150 for honours to EW"]
    with translation.override("fr"):
        assert "3SA" in sentences(evening)[0]
        assert "Ouest" in sentences(evening)[0]


@pytest.mark.parametrize(
    ("action", "before", "after", "sentence"),
    [
        # What the first versions stored, and what a hand-made or imported file may hold.
        (
            Action.EDITED,
            None,
            None,
            "Deal 3 corrected: details not recorded, was details not recorded",
        ),
        (
            Action.CREATED,
            {},
            {"number": 2, "contract": "3D"},
            "Deal 2 entered: details not recorded",
        ),
        (
            Action.CREATED,
            None,
            {"number": "two", "contract": 5},
            "Deal 3 entered: details not recorded",
        ),
        (
            Action.CREATED,
            None,
            {"number": True, "tricks": True},
            "Deal 3 entered: details not recorded",
        ),
        (
            Action.CREATED,
            None,
            {"contract": "8NT", "declarer": "N", "tricks": 9},
            "Deal 3 entered: details not recorded",
        ),
        (
            Action.CREATED,
            None,
            {"contract": "3D", "declarer": "Q", "tricks": 9},
            "Deal 3 entered: details not recorded",
        ),
        (Action.DELETED, {"number": 1, "passed_out": True}, None, "Deal 1 deleted: passed out"),
        (Action.CLOSED, None, {"NS": "620"}, "Chukker 1 closed"),
        (Action.CLOSED, None, [1, 2], "Chukker 1 closed"),
        (Action.CONFIRMED, None, {"by": ["Ann"]}, "Deal 3 confirmed"),
        ("vanished", None, None, "vanished"),
    ],
)
def test_an_old_or_odd_snapshot_never_breaks_the_history(
    evening, table, action, before, after, sentence
) -> None:
    deal = enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    deal.number = 3
    change = DealChange(
        evening=evening,
        chukker=deal.chukker,
        deal=deal,
        action=action,
        actor="?",
        before=before,
        after=after,
    )

    assert describe_change(change) == sentence


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
KEYS = st.sampled_from(
    [
        "number",
        "contract",
        "declarer",
        "tricks",
        "honours",
        "honours_side",
        "passed_out",
        "by",
        "NS",
        "EW",
    ]
)
SNAPSHOTS = st.one_of(JSON, st.dictionaries(KEYS, JSON, max_size=6))


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.sampled_from([*Action.values, "unknown"]), SNAPSHOTS, SNAPSHOTS, st.booleans())
def test_any_stored_snapshot_reads_as_a_sentence(evening, table, action, before, after, linked):
    chukker = factories.start(table) if not table.chukkers.exists() else table.chukkers.get()
    change = DealChange(
        evening=evening, chukker=chukker, action=action, actor="?", before=before, after=after
    )
    for language in ("en", "fr", "it"):
        with translation.override(language):
            sentence = describe_change(change)
            assert sentence.strip() and "%(" not in sentence
