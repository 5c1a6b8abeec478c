"""Export an evening or a whole season to one JSON file (the same file as the director's page).

python manage.py exportclub --evening 12 --output evening-12.json
python manage.py exportclub --season 3 > season-3.json
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club.models import Evening, Season
from clubchicago.club.services import transfer


class Command(BaseCommand):
    help = "Export an evening (--evening PK) or a season (--season PK) to one JSON file."

    def add_arguments(self, parser: CommandParser) -> None:
        which = parser.add_mutually_exclusive_group(required=True)
        which.add_argument("--evening", type=int, metavar="PK", help="the evening's id")
        which.add_argument("--season", type=int, metavar="PK", help="the season's id")
        parser.add_argument(
            "--output", metavar="FILE", help="where to write the file (default: standard output)"
        )

    def handle(
        self,
        *args: Any,
        evening: int | None,
        season: int | None,
        output: str | None,
        **options: Any,
    ) -> None:
        if evening is not None:
            chosen_evening = Evening.objects.select_related("season").filter(pk=evening).first()
            if chosen_evening is None:
                raise CommandError(f"There is no evening {evening}.")
            document = transfer.export_evening(chosen_evening)
        else:  # argparse's required group: without an evening there is a season
            chosen_season = Season.objects.filter(pk=season).first() if season is not None else None
            if chosen_season is None:
                raise CommandError(f"There is no season {season}.")
            document = transfer.export_season(chosen_season)
        content = transfer.dumps(document)
        if output:
            Path(output).write_bytes(content)
            count = len(document["evenings"])
            self.stderr.write(f"{count} evening(s) written to {output}.")
        else:
            self.stdout.write(content.decode("utf-8"), ending="\n")
