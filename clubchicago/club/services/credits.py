"""Each closed chukker's credits, stored so that a season adds them up in the database.

Words (as in ``selectors.standings``): a *credit* is what one player of a chukker is credited
with (``scoring.player_credits``: +net to the winners, -net to the losers, as raw points,
hundreds by the evening's 50 rule and fiches by its fiche value); a *position played* is a closed
chukker in which at least one deal was bid and played. Only positions played have credits, one
row for each of their four players; sitters-out get nothing, so no row.

The stored rows are a cache, like a chukker's totals: whatever changes what they are computed
from (a chukker closing or reopening, its deals corrected while closed, the evening's rounding or
fiche value, an import) calls one of the functions below inside the same transaction, and they
rewrite the rows from scratch. ``credit_rows`` is the one place a row's values are computed, so
``manage.py checkcredits`` and bulk writers (the benchmarks' seasons) compute them the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import transaction

from clubchicago.club.models import Chukker, ChukkerCredit, Evening, ScoringSettings
from scoring import player_credits


def credit_rows(chukker: Chukker, evening_id: int, rules: ScoringSettings) -> list[ChukkerCredit]:
    """The rows ``chukker`` is credited as (unsaved; none unless it is a position played).

    ``rules``: the evening whose half rule and fiche value round the net (any object with the
    evening's settings; ``evening_id`` names the evening the rows belong to).
    """
    if chukker.closed_at is None or chukker.deals_played == 0:
        return []
    credits = player_credits(
        (chukker.north_id, chukker.south_id),
        (chukker.east_id, chukker.west_id),
        chukker.ns_total,
        chukker.ew_total,
        half=rules.half,
        fiche_value=rules.fiche_value,
    )
    return [
        ChukkerCredit(
            chukker=chukker,
            evening_id=evening_id,
            player_id=player_id,
            raw=credit.raw,
            hundreds=credit.hundreds,
            fiches=credit.fiches,
        )
        for player_id, credit in credits.items()
    ]


def store_credits(chukker: Chukker) -> None:
    """Rewrite ``chukker``'s credits from its stored totals and state.

    ``chukker.table.evening`` is read for the rounding: callers that locked the table pass the
    chukker with it (no extra query).
    """
    evening = chukker.table.evening
    with transaction.atomic():
        ChukkerCredit.objects.filter(chukker=chukker).delete()
        ChukkerCredit.objects.bulk_create(credit_rows(chukker, evening.pk, evening))


def forget_credits(chukker: Chukker) -> None:
    """``chukker`` no longer counts (it was reopened): its credits go until it closes again."""
    with transaction.atomic():
        ChukkerCredit.objects.filter(chukker=chukker).delete()


def store_evening_credits(evenings: Iterable[Evening]) -> int:
    """Rewrite the credits of every chukker of ``evenings`` (their rounding or fiche value changed,
    or they were imported); the number of rows written. Three queries however many evenings."""
    by_pk = {evening.pk: evening for evening in evenings}
    with transaction.atomic():
        ChukkerCredit.objects.filter(evening_id__in=by_pk).delete()
        chukkers = Chukker.objects.filter(
            table__evening_id__in=by_pk, closed_at__isnull=False, deals_played__gt=0
        ).select_related("table")
        rows = [
            row
            for chukker in chukkers
            for row in credit_rows(
                chukker, chukker.table.evening_id, by_pk[chukker.table.evening_id]
            )
        ]
        ChukkerCredit.objects.bulk_create(rows, batch_size=1000)
    return len(rows)


# A stored row as compared: (chukker id, player id) -> (evening id, raw, hundreds, fiches).
Key = tuple[int, int]
Values = tuple[int, int, int, int]


@dataclass(frozen=True)
class CreditCheck:
    """How the stored credits differ from a fresh rescoring of every chukker."""

    missing: list[Key]  # a position played whose player has no row
    extra: list[Key]  # a row for no position played (an open chukker, a sitter-out...)
    wrong: list[Key]  # a row whose values are not what the chukker credits
    evenings: set[int]  # the evenings whose rows differ

    @property
    def clean(self) -> bool:
        return not (self.missing or self.extra or self.wrong)


def _fresh_credits() -> dict[Key, Values]:
    chukkers = Chukker.objects.filter(closed_at__isnull=False, deals_played__gt=0).select_related(
        "table__evening"
    )
    return {
        (row.chukker.pk, row.player_id): (row.evening_id, row.raw, row.hundreds, row.fiches)
        for chukker in chukkers.iterator(chunk_size=2000)
        for row in credit_rows(chukker, chukker.table.evening_id, chukker.table.evening)
    }


def check_credits() -> CreditCheck:
    """Compare every stored credit with a fresh ``player_credits`` of its chukker (reads only)."""
    fresh = _fresh_credits()
    stored: dict[Key, Values] = {
        (chukker, player): (evening, raw, hundreds, fiches)
        for chukker, player, evening, raw, hundreds, fiches in ChukkerCredit.objects.values_list(
            "chukker_id", "player_id", "evening_id", "raw", "hundreds", "fiches"
        ).iterator(chunk_size=2000)
    }
    missing = sorted(fresh.keys() - stored.keys())
    extra = sorted(stored.keys() - fresh.keys())
    wrong = sorted(key for key in fresh.keys() & stored.keys() if fresh[key] != stored[key])
    evenings = {fresh[key][0] for key in missing + wrong} | {
        stored[key][0] for key in extra + wrong
    }
    return CreditCheck(missing, extra, wrong, evenings)


def repair_credits() -> CreditCheck:
    """Rewrite the credits of every evening whose rows differ, in one transaction; what differed.

    A row of a chukker that no longer exists cannot be: the rows go with their chukker.
    """
    with transaction.atomic():
        found = check_credits()
        if not found.clean:
            store_evening_credits(Evening.objects.filter(pk__in=found.evenings))
        return found
