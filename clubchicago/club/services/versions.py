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
``transaction.atomic()``, after the change. ``results_changed`` is the one call for an
evening's change, whatever changed: it moves the versions and the club points together.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db import transaction
from django.utils import timezone

from clubchicago.club.models import ClubPoints, Evening, Season, TablePlayer
from clubchicago.club.services.club_points import award_club_points


def results_changed(
    evenings: Evening | int | Iterable[Evening | int], *, plan: bool = True
) -> None:
    """What every writer calls once, inside its transaction, after changing what one evening
    (an ``Evening`` or its id) or many show: the one "results changed" of the codebase.

    Each evening gets a new results version (and a new plan version unless ``plan=False``: a
    change that cannot touch what the table cards and score sheets show, as deals, chukkers and
    publication, keeps their prints), each season it is in a new version, and its club points
    are awarded again from its ranking as it now stands (``services.club_points``,
    docs/rules.md#club-points). Versions and points move together here and nowhere else, so no
    caller chooses between them; it returns nothing, so a writer has nothing to do with it but
    call it (``tests/club/services/test_results_changed.py`` runs every writer and checks it
    did). Three statements and one award per evening; the default moves both versions, so a
    caller unsure of what it changed never leaves a stale card.

    The evening's row is updated first: a second writer of the same evening waits there until
    this one commits, so two awards of one evening never interleave (``services.locking``).
    """
    if not transaction.get_connection().in_atomic_block:
        # Outside a transaction the version could be committed without the change, or the
        # change without its version: a page shown stale for ever.
        raise RuntimeError("results_changed() is called inside the writer's transaction")
    given = [evenings] if isinstance(evenings, Evening | int) else list(evenings)
    ids = sorted({item.pk if isinstance(item, Evening) else item for item in given})
    if not ids:
        return
    fresh: dict[str, object] = {
        "results_version": uuid.uuid4(),
        "results_changed_at": timezone.now(),
    }
    if plan:
        fresh["plan_version"] = uuid.uuid4()
    with transaction.atomic():
        Evening.objects.filter(pk__in=ids).update(**fresh)
        # One statement: the seasons the evenings are in now (a subquery on their rows).
        Season.objects.filter(evenings__pk__in=ids).update(results_version=uuid.uuid4())
        published = Evening.objects.filter(pk__in=ids, published=True)
        awarded = list(published.order_by("pk").values_list("pk", flat=True))
        # An evening not published holds no points: one statement for all of them.
        ClubPoints.objects.filter(evening_id__in=ids).exclude(evening_id__in=awarded).delete()
        for pk in awarded:
            award_club_points(pk)
    for item in given:
        if isinstance(item, Evening):
            for name, value in fresh.items():
                setattr(item, name, value)


def advance_seasons(season_ids: Iterable[int | None]) -> None:
    """A new version for each season of ``season_ids`` (``None`` is skipped): an evening left
    one of them, or the season itself changed."""
    ids = {pk for pk in season_ids if pk is not None}
    if ids:
        with transaction.atomic():
            Season.objects.filter(pk__in=ids).update(results_version=uuid.uuid4())


def player_results_changed(player_id: int) -> None:
    """A player's name, handicap or guest tick changed: ``results_changed`` for every evening
    they are seated at (with its season)."""
    results_changed(
        TablePlayer.objects.filter(player_id=player_id).values_list("evening_id", flat=True)
    )
