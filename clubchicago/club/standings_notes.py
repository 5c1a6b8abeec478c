"""The standings' sentences: what a ranking is by, who is not ranked, whether it is final, and
how far a season's standings go, in the reader's language.

The selectors (``selectors.standings``, ``selectors.season_standings``) compute the standings;
the pages, the PDFs and the table's phones say them with these functions (the standings'
``notes()`` and friends hand over to them), beside the words and numbers of ``display``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext, ngettext

from clubchicago.club import display
from scoring.season_rules import Ineligible
from scoring.standings import Order

if TYPE_CHECKING:  # the standings hand themselves over: no import at run time
    from clubchicago.club.selectors.season_standings import SeasonStandings
    from clubchicago.club.selectors.standings import EveningStandings


def handicap_note() -> str:
    """The handicap ranking's note, in the reader's language."""
    return gettext(
        "Handicap ranking: each player's result plus their handicap for each position played; "
        "equal results share a rank."
    )


def evening_notes(standings: EveningStandings, unit: str) -> list[str]:
    """What the ranking is by, who is not ranked and whether it is final, as sentences."""
    shown = display.unit_name(unit)
    if standings.by_average and standings.positions_differ:
        first = gettext(
            "Ranked by the average per position played, in %(unit)s, because players played "
            "different numbers of positions."
        )
    elif standings.by_average:
        first = gettext("Ranked by the average per position played, in %(unit)s.")
    else:
        first = gettext("Ranked by the total, in %(unit)s; equal totals share a rank.")
    notes = [first % {"unit": shown}]
    if standings.handicapped:
        notes.append(handicap_note())
    if standings.unranked:
        notes.append(
            ngettext(
                "A player who played fewer than %(count)s position is listed but not ranked.",
                "A player who played fewer than %(count)s positions is listed but not ranked.",
                standings.minimum,
            )
            % {"count": standings.minimum}
        )
    if not standings.final:
        notes.append(
            ngettext(
                "Provisional: %(count)s chukker is still to be played or closed.",
                "Provisional: %(count)s chukkers are still to be played or closed.",
                standings.remaining,
            )
            % {"count": standings.remaining}
        )
    return notes


def eligibility(ineligible: Sequence[Ineligible]) -> str:
    """Why a player is not eligible for a season's prize, in words; "eligible" when they are."""
    if not ineligible:
        return gettext("eligible")
    return display.ineligible_reasons(ineligible)


def season_after(standings: SeasonStandings) -> str:
    """How far the standings go: "After 3 of 10 evenings.", or "After 3 evenings." while
    the season is open (docs/rules.md#season-standings)."""
    if standings.open:
        return ngettext(
            "After %(count)s evening.", "After %(count)s evenings.", standings.counted
        ) % {"count": standings.counted}
    return ngettext(
        "After %(count)s of %(total)s evening.",
        "After %(count)s of %(total)s evenings.",
        standings.evenings,
    ) % {"count": standings.counted, "total": standings.evenings}


def season_counted_note(standings: SeasonStandings) -> str | None:
    """For the director, whose page counts every evening: which of them the public sees."""
    if standings.public or standings.published:
        return None
    return ngettext(
        "This page counts every evening of the season, published or not. The public sees "
        "the standings over the published evenings only: %(count)s evening so far.",
        "This page counts every evening of the season, published or not. The public sees "
        "the standings over the published evenings only: %(count)s evenings so far.",
        standings.published_count,
    ) % {"count": standings.published_count}


def season_sampled_note(standings: SeasonStandings) -> str | None:
    """Under the chart, when it shows only some evenings: which."""
    if standings.step == 1:
        return None
    return gettext(
        "The chart shows one evening in %(step)s, from the first, and the last; each figure "
        "is the running total after that evening."
    ) % {"step": standings.step}


def season_notes(standings: SeasonStandings) -> list[str]:
    """What the season's ranking is by, and how its fiches are counted, as sentences."""
    if standings.order is Order.AVERAGE:
        notes = [gettext("Ranked by the average per position played, in points to the hundred.")]
    elif standings.rules.best is not None:  # docs/rules.md#season-rules
        notes = [
            gettext("Ranked by the total in points to the hundred over the evenings that count.")
        ]
    elif standings.public:
        notes = [
            gettext("Ranked by the total in points to the hundred over the published evenings.")
        ]
    else:
        notes = [
            gettext(
                "Ranked by the total in points to the hundred over every evening of the season."
            )
        ]
    notes.append(
        gettext(
            "Each evening counts here in points to the hundred (rounded by that evening's "
            "rule), whatever it was scored in; equal totals share a rank. Only closed "
            "chukkers count."
        )
    )
    if len(standings.fiche_values) > 1:
        notes.append(
            gettext(
                "Fiches of different values are never added together: the fiches column "
                "sums them apart for each value."
            )
        )
    elif standings.fiche_values:
        notes.append(gettext("The fiches column adds the fiches of the evenings scored in fiches."))
    if standings.unplayed:
        notes.append(
            gettext("A player who was present but played no position is listed apart, not ranked.")
        )
    if standings.handicapped:
        notes.append(handicap_note())
    return notes + season_rule_notes(standings)


def season_rule_notes(standings: SeasonStandings) -> list[str]:
    """Which of the season's rules ranked it (docs/rules.md#season-rules), as sentences."""
    rules, notes = standings.rules, []
    if rules.best is not None:
        notes.append(
            gettext("Rule: each player's best %(best)s of %(of)s evenings count.")
            % {"best": rules.best, "of": rules.of}
        )
    if rules.minimum_evenings:
        notes.append(
            ngettext(
                "Rule: a player must have played %(count)s evening to be eligible for a prize.",
                "Rule: a player must have played %(count)s evenings to be eligible for a prize.",
                rules.minimum_evenings,
            )
            % {"count": rules.minimum_evenings}
        )
    if rules.members_only:
        notes.append(gettext("Rule: prizes are for members only; guests are listed."))
    if rules.minimum_evenings or rules.members_only:
        notes.append(gettext("A player not eligible for a prize is listed but not ranked."))
    return notes
