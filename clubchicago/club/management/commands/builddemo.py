"""Build the demo's two clubs into an empty database and write them to fixtures/demo.json.

    DATABASE_URL=sqlite:////tmp/demo.sqlite3 python manage.py migrate
    DATABASE_URL=sqlite:////tmp/demo.sqlite3 python manage.py builddemo

The demo is made with the real services (seating from the rotation tables, every deal entered
through ``record_deal``), so its scores are the engine's. Random choices come from a fixed seed:
the same command writes the same clubs.

The second club (``SECOND_CLUB``: Riverside, at ``/riverside/``) has its own roster, season,
director and one played, published evening: the demo of many clubs on one installation, every
name of it unlike the first club's (tests/suites/test_clubs_apart_crawl.py tells them apart).
"""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction
from django_scopes import scope, scopes_disabled

from clubchicago.club import tenancy
from clubchicago.club.models import (
    Attendance,
    Club,
    Evening,
    Membership,
    Player,
    Season,
)
from clubchicago.club.selectors.replans import Request
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import evenings, play, seating
from rotations import draw_tables
from scoring import Deal, Seat, Strain

NAMES = [
    "Zoë Ærø",
    "Łukasz Nowak",
    "Jean-Luc O'Brien",
    "Amélie Dubois",
    "François Lefèvre",
    "Giulia Bianchi",
    "Niccolò Rossi",
    "Søren Kierkegaard",
    "Αννα Παπαδοπούλου",
    "Марина Иванова",
    "Chloé Martin",
    "Hélène Garnier",
    "Matteo Ricci",
    "Chiara Esposito",
    "Margaret Smith",
    "Ólafur Jónsson",
    "Renée Moreau",
    "José Álvarez",
    "Björn Åström",
    "Élodie Faure",
    "Lorenzo De Luca",
    "Dorothy Parker",
]
STRAINS = ["C", "D", "H", "S", "NT"]
DIRECTOR = ("director", "chicago")

# The second club: its name and address, its director (login, password), season, evening.
SECOND_CLUB = ("Riverside Bridge Club", "riverside")
SECOND_DIRECTOR = ("riverside", "thursday")
SECOND_SEASON = "Riverside Season 2026"
SECOND_EVENING = "Riverside Thursday Chicago"
SECOND_NAMES = [
    "Abigail Thornbury",
    "Barnaby Kettleworth",
    "Cordelia Ashdown",
    "Desmond Fairweather",
    "Eunice Holloway",
    "Fletcher Pemberton",
    "Gwendolyn Marsh",
    "Horace Whitcombe",
    "Imogen Staveley",
    "Jasper Langridge",
    "Katherine Bellweather",
    "Leopold Ainsworth",
    "Millicent Cropley",
    "Nathaniel Brackley",
]


def random_deal(rng: random.Random) -> Deal | None:
    """A plausible contract and result; about one deal in twelve is passed out."""
    if rng.random() < 0.08:
        return None
    level = rng.choices(range(1, 8), weights=[14, 22, 22, 24, 9, 6, 3])[0]
    strain = rng.choice(STRAINS)
    doubled = rng.choices([0, 1, 2], weights=[85, 13, 2])[0]
    tricks = max(
        0, min(13, level + 6 + rng.choices([-3, -2, -1, 0, 1, 2], [3, 8, 20, 45, 18, 6])[0])
    )
    return Deal(
        declarer=Seat(rng.choice("NESW")),
        level=level,
        strain=Strain(strain),
        doubled=doubled,
        tricks=tricks,
    )


class Command(BaseCommand):
    help = (
        "Build the demo's clubs (players, a season of finished evenings, one evening set up; "
        "a second club with one evening played)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--output", default="fixtures/demo.json")
        parser.add_argument("--seed", type=int, default=2026)

    def handle(self, *args: Any, output: str, seed: int, **options: Any) -> None:
        with tenancy.club_of_command(None):
            self.build(output, seed)

    def build(self, output: str, seed: int) -> None:
        if Player.objects.exists():
            raise CommandError("builddemo needs an empty database (migrate a new one first).")
        rng = random.Random(seed)
        with transaction.atomic():
            director = self.make_director()
            players = [Player.objects.create(name=name) for name in NAMES]
            Player.objects.create(name="Guest Visitor", guest=True, active=False)
            club = Club.load()
            club.name = "Club de Chicago de la Gare"
            club.save()
            season = Season.objects.create(
                name="Saison 2026-2027",
                start_date=dt.date(2026, 9, 1),
                end_date=dt.date(2027, 6, 30),
            )
            actor = play.Actor.for_director(director)
            sizes = (4, 5, 6)
            for week, unit in enumerate(["hundreds", "fiches", "hundreds"]):
                date = dt.date(2026, 11, 2) + dt.timedelta(weeks=week)
                evening = self.make_evening(season, date, f"Chicago du lundi {week + 1}", unit)
                seated = rng.sample(players, sum(sizes))
                self.seat(evening, seated, sizes, seed + week)
                if week == 2:
                    # An evening as it really goes: a late arrival joins the table of 4 after
                    # chukker 2, and a player of the table of 6 leaves after chukker 3.
                    late = next(player for player in players if player not in seated)
                    self.play_all(evening, rng, actor, until=2)
                    Attendance.objects.create(evening=evening, player=late)
                    seating.move_player(evening, late.pk, 1)
                    self.play_all(evening, rng, actor, until=3)
                    leaving = evening.tables.get(number=3).table_players.filter(current=True)
                    seating.change_seating(
                        evening, Request("leave", player=leaving.earliest("number").player_id)
                    )
                self.play_all(evening, rng, actor)
                # Published through the service, as the director does: its club points are
                # awarded and its results versions move (docs/rules.md#club-points).
                evenings.set_published(evening, True)
            tonight = self.make_evening(
                season, dt.date(2026, 11, 30), "Chicago du lundi 4", "fiches"
            )
            self.seat(tonight, rng.sample(players, 13), (4, 4, 5), seed + 99)
            self.build_second(random.Random(seed + 1), seed + 1000)
        fixture = Path(output)
        fixture.parent.mkdir(parents=True, exist_ok=True)
        # Both clubs' rows, each naming its club: dumpdata reads the default (scoped) managers.
        with scopes_disabled():
            call_command(
                "dumpdata",
                "club",
                "auth.user",
                indent=1,
                natural_foreign=False,
                output=str(fixture),
            )
        self.stdout.write(f"Demo written to {fixture}")

    def build_second(self, rng: random.Random, seed: int) -> None:
        """The second club, in its own scope: its roster, season, director and one evening,
        played and published."""
        club = Club.objects.create(name=SECOND_CLUB[0], slug=SECOND_CLUB[1])
        with scope(club=club):
            username, password = SECOND_DIRECTOR
            # A director of this club only: no staff, no other club's role.
            director = get_user_model().objects.create_user(
                username=username, password=password, email=f"{username}@example.org"
            )
            Membership.objects.create(club=club, user=director, role=Membership.Role.DIRECTOR)
            players = [Player.objects.create(name=name) for name in SECOND_NAMES]
            season = Season.objects.create(
                name=SECOND_SEASON,
                start_date=dt.date(2026, 9, 3),
                end_date=dt.date(2027, 6, 24),
            )
            evening = self.make_evening(season, dt.date(2026, 11, 5), SECOND_EVENING, "hundreds")
            self.seat(evening, rng.sample(players, 14), (4, 5, 5), seed)
            self.play_all(evening, rng, play.Actor.for_director(director))
            evenings.set_published(evening, True)

    def make_director(self) -> User:
        user = get_user_model().objects.create_superuser(
            username=DIRECTOR[0], password=DIRECTOR[1], email="director@example.org"
        )
        Membership.objects.create(club=Club.load(), user=user, role=Membership.Role.DIRECTOR)
        return user

    def make_evening(self, season: Season, date: dt.date, title: str, unit: str) -> Evening:
        values = Club.load().scoring_settings()
        values.update(unit=unit, confirm_entries=False)
        return Evening.objects.create(season=season, date=date, title=title, **values)

    def seat(
        self, evening: Evening, players: list[Player], sizes: tuple[int, ...], seed: int
    ) -> None:
        evening.draw_seed = seed
        evening.save()
        for player in players:
            Attendance.objects.create(evening=evening, player=player)
        # The same service the director's pages use: tables planned for the evening's length.
        seating.save_seating(evening, draw_tables([p.pk for p in players], seed, sizes))

    def play_all(
        self, evening: Evening, rng: random.Random, actor: play.Actor, until: int | None = None
    ) -> None:
        """Play every table to its end, or to the end of chukker ``until``."""
        for table in evening.tables.all():
            while not table_state(table).finished:
                state = table_state(table)
                if until is not None and not state.is_open and state.chukker_number > until:
                    break
                if state.next_deal_number is None:  # a table not finished has a next deal
                    raise CommandError(f"Table {table.number} has no next deal to play.")
                play.record_deal(
                    table,
                    random_deal(rng),
                    number=state.next_deal_number,
                    chukker_number=state.chukker_number,
                    actor=actor,
                )
