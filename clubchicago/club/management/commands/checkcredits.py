"""Check the stored credits of every closed chukker against a fresh rescoring; repair them.

python manage.py checkcredits            # report; exits with status 1 if any differ
python manage.py checkcredits --repair   # rewrite the evenings whose credits differ

The season standings add up the stored credits (``ChukkerCredit``); the services keep them equal
to what each chukker's totals credit. This is the check that they do, and the way back if a row
was ever changed past the services (a database edited by hand, a restore of half a backup).
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club.services.credits import CreditCheck, check_credits, repair_credits


def describe(found: CreditCheck) -> list[str]:
    """The differences in plain words, one line for each kind."""
    lines = []
    if found.missing:
        lines.append(
            f"{len(found.missing)} credit(s) missing: a player of a closed chukker has none."
        )
    if found.extra:
        lines.append(
            f"{len(found.extra)} credit(s) too many: stored for a player who did not play that "
            "closed chukker, or for a chukker that is open or had no deal played."
        )
    if found.wrong:
        lines.append(
            f"{len(found.wrong)} credit(s) wrong: not what the chukker's totals credit under its "
            "evening's rounding and fiche value."
        )
    if lines:
        lines.append(f"Evenings concerned: {len(found.evenings)}.")
    return lines


class Command(BaseCommand):
    help = "Check every stored chukker credit against a fresh rescoring (--repair to fix)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--repair",
            action="store_true",
            help="rewrite the credits of the evenings that differ, all in one transaction",
        )

    def handle(self, *args: Any, repair: bool, **options: Any) -> None:
        found = repair_credits() if repair else check_credits()
        if found.clean:
            self.stdout.write("Every stored credit is what its chukker credits.")
            return
        for line in describe(found):
            self.stdout.write(line)
        if not repair:
            raise CommandError(
                "The stored credits differ from the chukkers; run checkcredits --repair.",
                returncode=1,
            )
        self.stdout.write(f"Repaired: the credits of {len(found.evenings)} evening(s) rewritten.")
