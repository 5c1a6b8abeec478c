"""Load the demo club from fixtures/ once; an installation with players is left alone."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from clubchicago.club.models import Player

DEMO_FIXTURE = settings.BASE_DIR / "fixtures" / "demo.json"


class Command(BaseCommand):
    help = "Load the demo club (players, seasons, evenings, a director) into an empty database."

    def handle(self, *args: Any, **options: Any) -> None:
        if Player.objects.exists():
            self.stdout.write("Players already exist; the demo data is not loaded again.")
            return
        call_command("loaddata", str(DEMO_FIXTURE), verbosity=0)
        self.stdout.write("Demo club loaded. Director login: director / chicago")
