"""Import an export file (from ``exportclub`` or the director's page) into an installation that
has no evening yet. All or nothing: any problem in the file leaves the database as it was.

    python manage.py importclub season-3.json [--club-settings] [--different-people]

The file is read evening by evening, checked in full, then written in one transaction (as the
import page's background task does: ``services.transfer.importer``); the progress goes to the
standard error.
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
        parser.add_argument(
            "--different-people",
            action="store_true",
            help="import new names that look like others' (Zoe Aero, Zoë Ærø) as new players",
        )

    def handle(
        self, *args: Any, file: str, club_settings: bool, different_people: bool, **options: Any
    ) -> None:
        # No limit of size here: the file is read evening by evening, never whole.
        path = Path(file)
        try:
            path.open("rb").close()
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.") from error
        try:
            summary = transfer.import_export(
                transfer.open_export(lambda: path.open("rb")),
                club_settings=club_settings,
                different_people=different_people,
                progress=self.progress,
            )
        except transfer.LookAlikeNames as asking:
            names = "\n".join(f"  {line}" for line in asking.names)
            raise CommandError(
                f"{asking.message}\n{names}\n(--different-people imports them as new players.)"
            ) from asking
        except ClubUserError as error:
            raise CommandError(error.message) from error
        self.stdout.write(
            f"Imported {summary.evenings} evening(s) and {summary.deals} deal(s); "
            f"{summary.players_added} player(s) added, {summary.players_reused} already in the "
            "roster. Imported tables have new entry links: print their table cards again."
        )

    def progress(self, phase: transfer.Phase, done: int, total: int) -> None:
        if phase == transfer.Phase.CHECKING:
            self.stderr.write(f"checked {done} of {total} evenings")
        else:
            self.stderr.write(f"writing {total} evenings")
