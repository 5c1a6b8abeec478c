"""Results versions: what an evening's or a season's pages and prints show, as of which change.

Words: an evening's *results version* is a token written afresh by every service that changes
what a page or a print of the evening shows (a deal entered, corrected, deleted, restored or
confirmed; a chukker closed or reopened; its seating, plan or settings changed; its results
published; a chukker typed in from paper; an import), in that service's own transaction. Its
*plan version* moves only with what the table cards and score sheets show (the seating, the
plan, the settings, the players' names): they stay cached while the deals come in. A *season's*
version moves with each of its evenings' results versions, when an evening joins or leaves
it, and when the season itself is edited.

Everything cached of an evening or a season (``clubchicago.club.caching``: its PDFs, its
standings tables, the polls' ETags) is keyed on these tokens, so a change is never shown stale:
the next request asks for a key that nothing has filled yet. Nothing is ever deleted from the
cache; old keys expire.

Every function here writes within the caller's transaction (a savepoint of it), so a change
and its new version are committed together or not at all; call it from inside the service's
``transaction.atomic()``, after the change.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db import transaction
from django.utils import timezone

from clubchicago.club.models import Evening, Season, TablePlayer
from clubchicago.club.services.club_points import award_club_points


def advance_results(evening: Evening | int, *, plan: bool = True) -> None:
    """Give ``evening`` (an ``Evening`` or its id) a new results version, and its season too.

    ``plan=False`` when the change cannot touch what the table cards and score sheets show
    (deals and chukkers, publication): they keep their prints. The default moves both
    versions, so a caller unsure of what it changed never leaves a stale card.

    What changes the evening's results changes its club points too: they are awarded again
    from its ranking as it now stands (``services.club_points``, docs/rules.md#club-points).
    """
    pk = evening.pk if isinstance(evening, Evening) else evening
    fresh: dict[str, object] = {
        "results_version": uuid.uuid4(),
        "results_changed_at": timezone.now(),
    }
    if plan:
        fresh["plan_version"] = uuid.uuid4()
    with transaction.atomic():
        Evening.objects.filter(pk=pk).update(**fresh)
        # One statement: the season the evening is in now (a subquery on its row).
        Season.objects.filter(evenings__pk=pk).update(results_version=uuid.uuid4())
        award_club_points(pk)
    if isinstance(evening, Evening):
        for name, value in fresh.items():
            setattr(evening, name, value)


def advance_seasons(season_ids: Iterable[int | None]) -> None:
    """A new version for each season of ``season_ids`` (``None`` is skipped): an evening left
    one of them, or the season itself changed."""
    ids = {pk for pk in season_ids if pk is not None}
    if ids:
        with transaction.atomic():
            Season.objects.filter(pk__in=ids).update(results_version=uuid.uuid4())


def advance_evenings(evening_ids: Iterable[int]) -> None:
    """``advance_results`` for many evenings at once (an import, a repair of their credits, a
    player renamed): two statements however many there are."""
    ids = set(evening_ids)
    if not ids:
        return
    with transaction.atomic():
        Evening.objects.filter(pk__in=ids).update(
            results_version=uuid.uuid4(),
            plan_version=uuid.uuid4(),
            results_changed_at=timezone.now(),
        )
        Season.objects.filter(evenings__pk__in=ids).update(results_version=uuid.uuid4())


def advance_player_results(player_id: int) -> None:
    """A player's name changed: every evening they are seated at shows it, with its season."""
    advance_evenings(
        TablePlayer.objects.filter(player_id=player_id).values_list("evening_id", flat=True)
    )
