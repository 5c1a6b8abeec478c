"""Check the stored credits of every closed chukker, and every season's totals, against a fresh
rescoring; repair them.

python manage.py checkcredits            # report; exits with status 1 if any differ
python manage.py checkcredits --repair   # rewrite the evenings and season totals that differ

The season standings read each season's totals (``SeasonTotal``, ``SeasonFiches``), the sums of
the stored credits (``ChukkerCredit``); the services keep both equal to what each chukker's totals
credit. This is the check that they do, and the way back if a row was ever changed past the
services (a database edited by hand, a restore of half a backup).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club import tenancy
from clubchicago.club.services.credits import CreditCheck, check_credits, repair_credits


def describe(found: CreditCheck) -> list[str]:
    """The differences in plain words, one line for each kind: the credits', the evenings
    concerned, the season totals', the seasons concerned."""
    return [
        *_counted(
            (found.missing, "credit(s) missing: a player of a closed chukker has none."),
            (
                found.extra,
                "credit(s) too many: stored for a player who did not play that closed chukker, "
                "or for a chukker that is open or had no deal played.",
            ),
            (
                found.wrong,
                "credit(s) wrong: not what the chukker's totals credit under its evening's "
                "rounding and fiche value.",
            ),
        ),
        *_concerned("Evenings", found.evenings),
        *_counted(
            (
                found.missing_totals,
                "season total(s) missing: a player credited in a season has none.",
            ),
            (
                found.extra_totals,
                "season total(s) too many: stored for a player credited in no chukker of that "
                "season.",
            ),
            (
                found.wrong_totals,
                "season total(s) wrong: not the sums of the player's credits over the season.",
            ),
        ),
        *_concerned("Seasons", found.seasons),
    ]


def _counted(*kinds: tuple[Collection[object], str]) -> list[str]:
    """``"3 credit(s) wrong: ..."`` for each kind of difference found."""
    return [f"{len(keys)} {text}" for keys, text in kinds if keys]


def _concerned(what: str, keys: Collection[object]) -> list[str]:
    return [f"{what} concerned: {len(keys)}."] if keys else []


class Command(BaseCommand):
    help = (
        "Check every stored chukker credit and season total against a fresh rescoring "
        "(--repair to fix)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--repair",
            action="store_true",
            help="rewrite the credits of the evenings that differ, all in one transaction",
        )

    def handle(self, *args: Any, repair: bool, **options: Any) -> None:
        differ = []
        for club in tenancy.every_club():  # each club's records in its own scope
            try:
                self.check_club(repair)
            except CommandError:
                differ.append(club.name)
        if differ:
            raise CommandError(
                "The stored credits or season totals differ from the chukkers; run "
                "checkcredits --repair.",
                returncode=1,
            )

    def check_club(self, repair: bool) -> None:
        found = repair_credits() if repair else check_credits()
        if found.clean:
            self.stdout.write(
                "Every stored credit is what its chukker credits. Every season total is the "
                "sum of the player's credits."
            )
            return
        for line in describe(found):
            self.stdout.write(line)
        if not repair:
            raise CommandError(
                "The stored credits or season totals differ from the chukkers; run "
                "checkcredits --repair.",
                returncode=1,
            )
        if found.evenings:
            self.stdout.write(
                f"Repaired: the credits of {len(found.evenings)} evening(s) rewritten."
            )
        if found.seasons:
            self.stdout.write(
                f"Repaired: the totals of {len(found.seasons)} season(s) summed again."
            )
