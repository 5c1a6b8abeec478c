"""Export an evening or a whole season to one JSON file (the same file as the director's page).

python manage.py exportclub --evening 12 --output evening-12.json
python manage.py exportclub --season 3 > season-3.json
"""

from __future__ import annotations

from pathlib import Path

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

    def handle(self, *args: object, **options: object) -> None:
        if options["evening"] is not None:
            evening = Evening.objects.select_related("season").filter(pk=options["evening"]).first()
            if evening is None:
                raise CommandError(f"There is no evening {options['evening']}.")
            document = transfer.export_evening(evening)
        else:
            season = Season.objects.filter(pk=options["season"]).first()
            if season is None:
                raise CommandError(f"There is no season {options['season']}.")
            document = transfer.export_season(season)
        content = transfer.dumps(document)
        if options["output"]:
            Path(options["output"]).write_bytes(content)
            count = len(document["evenings"])
            self.stderr.write(f"{count} evening(s) written to {options['output']}.")
        else:
            self.stdout.write(content.decode("utf-8"), ending="\n")
