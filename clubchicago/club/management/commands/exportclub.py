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
            evenings = [chosen_evening]
            seasons = [chosen_evening.season] if chosen_evening.season is not None else []
        else:  # argparse's required group: without an evening there is a season
            chosen_season = Season.objects.filter(pk=season).first() if season is not None else None
            if chosen_season is None:
                raise CommandError(f"There is no season {season}.")
            evenings = transfer.season_evenings(chosen_season)
            seasons = [chosen_season]
        # Written piece by piece, as the director's download is: a long season never sits whole
        # in memory.
        pieces = transfer.stream_export(evenings, seasons)
        if output:
            with Path(output).open("wb") as file:
                file.writelines(pieces)
            self.stderr.write(f"{len(evenings)} evening(s) written to {output}.")
        else:
            for piece in pieces:
                self.stdout.write(piece.decode("utf-8"), ending="")
            self.stdout.write("")
