"""Load the demo's two clubs from fixtures/ once; an installation with players is left alone.

Each demo club has a director whose password is in the README, so it is refused in production. Its
table links are made new each time it loads: the keys in ``fixtures/demo.json`` are public (they
are in git), and a table's key is all that protects its score entry.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django_scopes import scopes_disabled

from clubchicago.club import tenancy
from clubchicago.club.models import Evening, Player, Table, new_token
from clubchicago.club.services.credits import store_evening_credits

DEMO_FIXTURE = settings.SITE_FILES / "fixtures" / "demo.json"


class Command(BaseCommand):
    help = (
        "Load the demo's two clubs (players, seasons, evenings, a director each) into an empty "
        "database."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        if settings.PRODUCTION:
            raise CommandError(
                "loaddemo is refused in production (CLUBCHICAGO_ENV=production): the demo's "
                "director password is public."
            )
        # The demo holds two clubs: its rows name their club, and are written past the scopes.
        if tenancy.unscoped(Player).exists():
            self.stdout.write("Players already exist; the demo data is not loaded again.")
            return
        with transaction.atomic(), scopes_disabled():
            call_command("loaddata", str(DEMO_FIXTURE), verbosity=0)
            # loaddata writes rows past Model.save: fill what save derives from them. A player's
            # sort key is what the roster's search and order read ("helene" finds Hélène).
            players = [player.fill_sort_name() for player in Player.objects.all()]
            Player.objects.bulk_update(players, ["sort_name"])
            # The model's default is not applied by loaddata: give every table a key of its own.
            tables = list(Table.objects.all())
            for table in tables:
                table.token = new_token()
            Table.objects.bulk_update(tables, ["token"])
            # loaddata skips ``Player.save``: fill each sort name, by which lists are ordered and
            # look-alike names found ("Zoe Aero" for "Zoë Ærø").
            players = [player.fill_sort_name() for player in Player.objects.all()]
            Player.objects.bulk_update(players, ["sort_name"])
        # The fixture holds the chukkers, not their credits: store them as play would have.
        with transaction.atomic():
            for _club in tenancy.every_club():
                store_evening_credits(Evening.objects.all())
        self.stdout.write(
            "Demo clubs loaded. Director logins: director / chicago (/clubchicago/), "
            "riverside / thursday (/riverside/)"
        )
