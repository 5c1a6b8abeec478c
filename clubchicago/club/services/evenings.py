"""The director's evenings and seasons: creating and changing them.

Words (as in ``docs/rules.md#club-customs``): an *evening* plays under its own copy of the club's
scoring
*settings* (schedule, honours, rounding, unit, fiche value); once play has started at any of its
tables, the settings that score the deals already entered can no longer change. A *season*
groups evenings for the cumulative standings; an evening's results are *published* when the
director makes them public.

Every write happens inside one ``transaction.atomic()``; a mistake the director can fix raises
``ClubUserError`` with a translated message, and the database is left as it was.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

from django.db import transaction
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.selectors.plans import evening_started
from clubchicago.club.services import backups, locking
from clubchicago.club.services.credits import store_evening_credits, store_season_totals
from clubchicago.club.services.seating import plan_evening
from clubchicago.club.services.versions import advance_seasons, results_changed

# Changing these once deals are entered would silently rescore them (chukker totals are cached).
SETTINGS_FIXED_ONCE_PLAYING = ("schedule", "style", "honours")
# Changing these plans every table again (their lengths and first dealers).
SETTINGS_THAT_PLAN_TABLES = ("schedule", "length")
# Changing these recredits every chukker already closed (``services.credits``).
SETTINGS_THAT_ROUND_CREDITS = ("half", "fiche_value")
# Changing these sums again the totals of the seasons the evening leaves and joins: its credits
# count in another season, or its fiches in the season's fiches column or not.
SETTINGS_THAT_MOVE_TOTALS = ("season", "unit")


def create_evening(date: dt.date, title: str = "", season: Season | None = None) -> Evening:
    """A new evening playing under a copy of the club's current default settings.

    A copy, not a link: changing a club default later never rewrites a past evening.
    """
    with transaction.atomic():
        club = Club.load()
        evening = Evening.objects.create(
            date=date,
            title=title,
            season=season,
            start_time=club.start_time,
            tonight_page=club.tonight_page,
            **club.scoring_settings(),
        )
        # The season's pages count its evenings, and it is public only once all are published.
        advance_seasons([evening.season_id])
        return evening


@locking.retried
def update_evening(evening: Evening, values: Mapping[str, object]) -> Evening:
    """Save the evening's date, title, season, publication and its own scoring settings."""
    with transaction.atomic():
        stored = locking.lock_evening(evening)
        changed = {name for name in values if values[name] != getattr(stored, name)}
        left_season = stored.season_id
        if changed & set(SETTINGS_FIXED_ONCE_PLAYING) and evening_started(stored):
            raise ClubUserError(fixed_once_playing())
        for name, value in values.items():
            setattr(stored, name, value)
        stored.full_clean()
        stored.save()
        if changed & set(SETTINGS_THAT_PLAN_TABLES):
            plan_evening(stored)
        if changed & set(SETTINGS_THAT_ROUND_CREDITS):
            store_evening_credits([stored])
        if changed & set(SETTINGS_THAT_MOVE_TOTALS):
            store_season_totals({left_season, stored.season_id})
        if changed:
            results_changed(stored)
            advance_seasons([left_season])  # the season it left, if it moved
        return stored


def fixed_once_playing() -> str:
    """Why the schedule, scoring style and honours cannot change once play has started."""
    return gettext(
        "Play has started: the vulnerability schedule, the scoring style and honours can no "
        "longer change, because the deals already entered were scored with them."
    )


def save_season(season: Season | None, values: Mapping[str, object]) -> Season:
    """Create a season (``season`` is None) or change one."""
    with transaction.atomic():
        season = season or Season()
        handicaps_before = (season.handicap_rule, season.handicap_cap)
        for name, value in values.items():
            setattr(season, name, value)
        season.full_clean()
        season.save()
        advance_seasons([season.pk])
        if (season.handicap_rule, season.handicap_cap) != handicaps_before:
            # Its evenings' handicap rankings follow the season's rule (docs/rules.md#handicaps).
            results_changed(season.evenings.values_list("pk", flat=True))
        return season


def set_published(evening: Evening, published: bool) -> Evening:
    """Make the evening's results public (anyone with the link) or the director's alone again."""
    with transaction.atomic():
        Evening.objects.filter(pk=evening.pk).update(published=published)
        results_changed(evening, plan=False)
        if published:
            # On the club's laptop, the published results are copied at once.
            backups.back_up_once_committed("published")
    evening.published = published
    return evening
