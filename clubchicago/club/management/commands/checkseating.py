"""Check that no player was ever seated at two tables at once (docs/rules.md#one-table-at-a-time).

python manage.py checkseating              # every evening; exits with status 1 if any is found
python manage.py checkseating --evening 12  # one evening

A sibling of ``checkcredits``: the services keep the rule (a chukker begins only when its players
are free, a change plans a player still playing elsewhere from a later chukker); this is the
check that they did, over what is stored, for a database from an older version, an import or a
hand edit. Two chukkers of two tables overlap when both are in play now, or when one began
(its first entry in the history) before the other was closed, each seating the same player.
It also reports a table's next chukker that could never begin (tables waiting for each other).
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club import tenancy
from clubchicago.club.models import Evening, Player
from clubchicago.club.selectors.overlaps import evening_chukkers, overlap_text
from rotations import overlaps, stuck


class Command(BaseCommand):
    help = "Report any player seated in two chukkers of two tables in play at the same time."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--evening", type=int, help="check this evening only (its id)")

    def handle(self, *args: Any, evening: int | None = None, **options: Any) -> None:
        found = sum(self.check_club(evening) for _club in tenancy.every_club())
        self.report(found)

    def check_club(self, evening: int | None) -> int:
        """The evenings of the club in scope that need a look."""
        evenings = Evening.objects.order_by("date", "pk")
        if evening is not None:
            evenings = evenings.filter(pk=evening)
        found = 0
        for night in evenings:
            chukkers = evening_chukkers(night, with_times=True)
            both = overlaps(chukkers)
            waiting = stuck(chukkers)
            if not both and not waiting:
                continue
            ids = {o.player for o in both}
            names = dict(Player.objects.filter(pk__in=ids).values_list("pk", "name"))
            self.stdout.write(f"Evening {night.pk} ({night.date}):")
            for overlap in both:
                self.stdout.write(f"  {overlap_text(overlap, names)}")
            for chukker in waiting:
                self.stdout.write(
                    f"  Table {chukker.table}'s chukker {chukker.number} could never begin: "
                    "its players wait for one another at two tables."
                )
            found += len(both) + len(waiting)
        return found

    def report(self, found: int) -> None:
        if found:
            raise CommandError(
                f"{found} overlap(s) found: a player seated at two tables at once.", returncode=1
            )
        self.stdout.write("No player is seated in two chukkers in play at the same time.")
