"""Import an export file (from ``exportclub`` or the director's page) as a new club, or into a
club that has no evening yet. All or nothing: any problem in the file leaves the database as it
was.

    python manage.py importclub riverside.json --name "Riverside" [--slug riverside]
    python manage.py importclub season-3.json --into riverside [--club-settings]
    python manage.py importclub season-3.json          # a one-club installation: into its club

A new club (``--name``) takes the file's settings, its whole roster, seasons and evenings
(``services.transfer.new_club``); ``--director USERNAME`` makes an existing user its director.
Any file this release reads imports either way, a club's export or an older evening's or
season's. The file is read evening by evening, checked in full, then written in one
transaction; the progress goes to the standard error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.contrib.auth.models import User
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django_scopes import scope

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club
from clubchicago.club.services import transfer


class Command(BaseCommand):
    help = (
        "Import an export file (JSON) as a new club (--name), or into a club without evenings "
        "(--into SLUG, or the only club)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the export file (JSON)")
        where = parser.add_mutually_exclusive_group()
        where.add_argument("--name", metavar="NAME", help="make a new club of this name")
        where.add_argument(
            "--into", metavar="SLUG", help="import into the existing club at this address"
        )
        parser.add_argument(
            "--slug", metavar="SLUG", default="", help="the new club's address (with --name)"
        )
        parser.add_argument(
            "--director", metavar="USERNAME", help="the new club's director (with --name)"
        )
        parser.add_argument(
            "--club-settings",
            action="store_true",
            help="into an existing club: also take its name and default settings from the file",
        )
        parser.add_argument(
            "--different-people",
            action="store_true",
            help="import new names that look like others' (Zoe Aero, Zoë Ærø) as new players",
        )

    def handle(
        self,
        *args: Any,
        file: str,
        name: str | None,
        into: str | None,
        slug: str,
        director: str | None,
        club_settings: bool,
        different_people: bool,
        **options: Any,
    ) -> None:
        if name is None and (slug or director):
            raise CommandError("--slug and --director make a new club: give its --name too.")
        if name is not None and club_settings:
            raise CommandError("A new club always takes the file's settings: drop --club-settings.")
        # No limit of size here: the file is read evening by evening, never whole.
        path = Path(file)
        try:
            path.open("rb").close()
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.") from error
        try:
            export = transfer.open_export(lambda: path.open("rb"))
            if name is not None:
                made = transfer.import_new_club(
                    export,
                    name=name,
                    slug=slug,
                    director=self.user(director),
                    different_people=different_people,
                    progress=self.progress,
                )
                club, summary = made.club, made.summary
            else:
                club = self.club(into)
                with scope(club=club):
                    summary = transfer.import_export(
                        export,
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
        made_now = "New club" if name is not None else "Club"
        self.stdout.write(
            f"{made_now} {club.name} (address {club.slug}): imported {summary.evenings} "
            f"evening(s) and {summary.deals} deal(s); {summary.players_added} player(s) added, "
            f"{summary.players_reused} already in the roster. Imported tables have new entry "
            "links: print their table cards again."
        )

    def club(self, slug: str | None) -> Club:
        if slug:
            return transfer.club_at(slug)
        try:
            return Club.load()
        except tenancy.ScopeError as error:
            raise CommandError(
                "This installation has several clubs: name one (--into SLUG), or make a new one "
                "(--name NAME)."
            ) from error

    def user(self, username: str | None) -> User | None:
        if username is None:
            return None
        user = User.objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"There is no user {username}.")
        return user

    def progress(self, phase: transfer.Phase, done: int, total: int) -> None:
        if phase == transfer.Phase.CHECKING:
            self.stderr.write(f"checked {done} of {total} evenings")
        else:
            self.stderr.write(f"writing {total} evenings")
