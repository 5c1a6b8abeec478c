"""Import an export file (from ``exportclub`` or the director's page) into an installation that
has no evening yet. All or nothing: any problem in the file leaves the database as it was.

    python manage.py importclub season-3.json [--club-settings]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club.errors import ClubUserError
from clubchicago.club.services import transfer


class Command(BaseCommand):
    help = "Import an evening or season export (JSON) into an installation without evenings."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the export file (JSON)")
        parser.add_argument(
            "--club-settings",
            action="store_true",
            help="also take the club's name and default settings from the file",
        )

    def handle(self, *args: Any, file: str, club_settings: bool, **options: Any) -> None:
        try:
            data = Path(file).read_bytes()
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.") from error
        try:
            summary = transfer.import_export(
                transfer.read_export(data), club_settings=club_settings
            )
        except ClubUserError as error:
            raise CommandError(error.message) from error
        self.stdout.write(
            f"Imported {summary.evenings} evening(s) and {summary.deals} deal(s); "
            f"{summary.players_added} player(s) added, {summary.players_reused} already in the "
            "roster. Imported tables have new entry links: print their table cards again."
        )
