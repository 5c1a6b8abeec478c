"""Export a whole club, an evening or a season to one JSON file (the same file as the director's
page gives).

python manage.py exportclub riverside riverside.json     # the whole club: to move it elsewhere
python manage.py exportclub --evening 12 --output evening-12.json
python manage.py exportclub riverside --season 3 > season-3.json

The club is named by its address (``slug``); an evening or a season needs none on an
installation of one club.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django_scopes import scope

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Evening, Season
from clubchicago.club.services import transfer


class Command(BaseCommand):
    help = (
        "Export the whole club at address SLUG to FILE, or one evening (--evening PK) or a "
        "season (--season PK) of it, as one JSON file."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "slug",
            nargs="?",
            metavar="SLUG",
            help="the club's address (optional with --evening or --season on a one-club site)",
        )
        parser.add_argument(
            "file", nargs="?", metavar="FILE", help="where to write (default: standard output)"
        )
        which = parser.add_mutually_exclusive_group()
        which.add_argument("--evening", type=int, metavar="PK", help="only this evening")
        which.add_argument("--season", type=int, metavar="PK", help="only this season")
        parser.add_argument("--output", metavar="FILE", help="where to write (as FILE)")

    def handle(
        self,
        *args: Any,
        slug: str | None,
        file: str | None,
        evening: int | None,
        season: int | None,
        output: str | None,
        **options: Any,
    ) -> None:
        if file and output:
            raise CommandError("Give FILE or --output, not both.")
        output = file or output
        whole = evening is None and season is None
        if whole and not slug:
            raise CommandError("Name the club by its address (SLUG), or give --evening/--season.")
        club = self.club(slug)
        with scope(club=club):
            if whole:
                what, pieces = "the whole club", transfer.stream_club()
            else:
                evenings, seasons = self.chosen(evening, season)
                what = f"{len(evenings)} evening(s)"
                pieces = transfer.stream_export(evenings, seasons)
            # Written piece by piece, as the director's download is: a long history never sits
            # whole in memory.
            self.write(pieces, output)
        self.stderr.write(f"{what} of {club.name} ({club.slug}) written to {output or 'stdout'}.")

    def club(self, slug: str | None) -> Club:
        if slug:
            try:
                return transfer.club_at(slug)
            except ClubUserError as error:
                raise CommandError(error.message) from error
        try:
            return Club.load()
        except tenancy.ScopeError as error:
            raise CommandError("This installation has several clubs: name one (SLUG).") from error

    def chosen(self, evening: int | None, season: int | None) -> tuple[list[Evening], list[Season]]:
        if evening is not None:
            chosen_evening = Evening.objects.select_related("season").filter(pk=evening).first()
            if chosen_evening is None:
                raise CommandError(f"There is no evening {evening}.")
            seasons = [chosen_evening.season] if chosen_evening.season is not None else []
            return [chosen_evening], seasons
        chosen_season = Season.objects.filter(pk=season).first() if season is not None else None
        if chosen_season is None:
            raise CommandError(f"There is no season {season}.")
        return transfer.season_evenings(chosen_season), [chosen_season]

    def write(self, pieces: Iterator[bytes], output: str | None) -> None:
        if output:
            with Path(output).open("wb") as target:
                target.writelines(pieces)
            return
        for piece in pieces:
            self.stdout.write(piece.decode("utf-8"), ending="")
        self.stdout.write("")
