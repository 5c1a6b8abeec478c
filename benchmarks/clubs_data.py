"""Many clubs on one PostgreSQL database, built quickly for ``bench_clubs.py`` (issue 33).

One club, the *model club*, is built as ``season_data`` builds a club: a director (a
``Membership``), a roster, a season of played evenings (four tables of 4, 5 and 6 players, every
chukker scored by ``scoring.score_chukker`` and written in bulk) and tonight's evening, played
through ``services.play.record_deal`` with its biggest table still in its last chukker.

Every other club is a copy of it made by PostgreSQL itself: one ``INSERT … SELECT`` a table for
a batch of clubs, ``generate_series`` giving each copy its number ``k``. A copy's row has the
model's primary key plus ``k`` times the table's *stride* (the model club's largest key), and
each of its foreign keys moves by the stride of the table it names, so a copy's rows name only
that copy's rows. The columns that are unique on the whole installation (a club's address, a
table's link key, a user's name) get ``-k`` at their end. Nothing is scored again: every copy
holds exactly the model club's deals, credits and totals, which were scored by the engine.

The model club's published evenings get their club points (``award_club_points``), which every
copy holds too. Every club shows its results on the federation's pages (``federation_results``),
and the model club's roster holds licence numbers, which copies share in groups of ``SHARED_BY``
clubs (the model club and copies 1 to 3 hold ``FED0001``…, copies 4 to 7 ``FED0001-1``…): the
same person at a few clubs, as the federation's player page and ranking add them up.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass

from django.apps import apps
from django.contrib.auth import get_user_model
from django.db import DatabaseError, connection, models, transaction
from django_scopes import scope

from benchmarks import season_data
from clubchicago.club.models import Club, Evening, Membership, Player, Season
from clubchicago.club.services.club_points import award_club_points

ROSTER = 24  # a club night seats 18 to 22 of them (four tables of 4, 5 and 6)
LICENCE = "FED"  # the roster's licence numbers: FED0001…
# Each licence number is held at this many clubs (copies k of one group share them): players
# moving between clubs, whom the federation's pages add up across clubs.
SHARED_BY = 4


@dataclass
class Built:
    """The model club and what was built, for the pages measured."""

    data: season_data.ClubData
    club: Club
    tonight: Evening
    strides: dict[str, int]  # table -> the model club's largest primary key


def model_club(evenings: int) -> Built:
    """The installation's first club (the migrations made it) with ``evenings`` evenings played
    and published, and tonight's evening in play. Its director is ``director``."""
    club = Club.objects.get(pk=1)
    club.name = "Club de Chicago de la Gare"
    club.slug = "gare"
    club.federation_results = True  # and so every copy: all show their results there
    club.save()
    with scope(club=club):
        director = get_user_model().objects.create_user(
            username=season_data.DIRECTOR, is_staff=True
        )
        Membership.objects.create(club=club, user=director, role=Membership.Role.DIRECTOR)
        roster = season_data.new_players(0, ROSTER)
        for number, player in enumerate(roster, start=1):  # known to the federation
            player.licence_number = f"{LICENCE}{number:04d}"
        Player.objects.bulk_update(roster, ["licence_number"])
        season = Season.objects.create(
            name=f"Season {season_data.FIRST_EVENING.year}",
            start_date=season_data.FIRST_EVENING,
            end_date=season_data.FIRST_EVENING + dt.timedelta(weeks=52),
        )
        data = season_data.ClubData(director, list(roster), season, random.Random(2026))
        season_data.add_evenings(data, evenings)
        for evening in data.evenings:  # written in bulk: their club points awarded here
            award_club_points(evening.pk)
        tonight = season_data.add_tonight(data, tables=4)
        Evening.objects.filter(pk=tonight.pk).update(tonight_page=True)
    return Built(data, club, tonight, strides())


def copied_models() -> list[type[models.Model]]:
    """The user model and every model of the club's app, each after the models it names."""
    pending = [get_user_model(), *apps.get_app_config("club").get_models()]
    ordered: list[type[models.Model]] = []
    while pending:
        for model in pending:
            named = {
                f.related_model
                for f in model._meta.concrete_fields
                if f.is_relation and f.related_model is not model
            }
            if not any(other in named for other in pending if other is not model):
                ordered.append(model)
                pending.remove(model)
                break
        else:
            raise RuntimeError(f"a cycle of foreign keys among {pending}")
    return ordered


def strides() -> dict[str, int]:
    """Each copied table's largest primary key: the distance between two copies' keys."""
    found = {}
    with connection.cursor() as cursor:
        for model in copied_models():
            table = model._meta.db_table
            cursor.execute(f'SELECT COALESCE(MAX("id"), 0) FROM "{table}"')
            found[table] = cursor.fetchone()[0]
    return found


def copy_statement(model: type[models.Model], stride: dict[str, int]) -> str | None:
    """The ``INSERT … SELECT`` that copies the model club's rows of ``model`` once for each
    ``k`` from ``%(first)s`` to ``%(last)s``; ``None`` for a table the model club left empty."""
    table = model._meta.db_table
    if not stride[table]:
        return None
    columns, values = [], []
    for field in model._meta.concrete_fields:
        column = f'"{field.column}"'
        columns.append(column)
        if field.primary_key:
            values.append(f"{column} + k * {stride[table]}")
        elif field.is_relation and field.related_model._meta.db_table in stride:
            values.append(f"{column} + k * {stride[field.related_model._meta.db_table]}")
        elif model is Player and field.name == "licence_number":
            group = f"(k / {SHARED_BY})"
            values.append(
                f"CASE WHEN {group} = 0 THEN {column} ELSE {column} || '-' || {group} END"
            )
        elif field.unique and isinstance(field, models.CharField):
            keep = (field.max_length or 40) - 8
            values.append(f"left({column}, {keep}) || '-' || k")
        else:
            values.append(column)
    return (
        f'INSERT INTO "{table}" ({", ".join(columns)}) '
        f'SELECT {", ".join(values)} FROM "{table}" '
        f"CROSS JOIN generate_series(%(first)s, %(last)s) AS k "
        f'WHERE "{table}"."id" <= {stride[table]}'
    )


def batches(first: int, last: int, size: int) -> Iterator[tuple[int, int]]:
    while first <= last:
        yield first, min(last, first + size - 1)
        first += size


def copy_clubs(built: Built, total: int, *, batch: int = 50, say=print) -> float:
    """Copies of the model club until the installation holds ``total`` clubs; the seconds it
    took. Each batch of copies is one transaction; the keys' sequences are moved past the
    copies at the end."""
    have = Club.objects.count()
    if total <= have:
        return 0.0
    start = time.perf_counter()
    statements = [
        (model._meta.db_table, copy_statement(model, built.strides)) for model in copied_models()
    ]
    with connection.cursor() as cursor:
        cursor.execute("SET synchronous_commit TO off")
        # No foreign key checked while copying (most of the time of a batch was its COMMIT
        # checking them): the copies' keys are moved by construction, and ``crossed_rows``
        # checks afterwards that no copy names another's rows.
        # A superuser's right; for another role the keys are checked at each commit, slower.
        with contextlib.suppress(DatabaseError):
            cursor.execute("SET session_replication_role TO replica")
        for first, last in batches(have, total - 1, batch):
            with transaction.atomic():
                for _table, statement in statements:
                    if statement is not None:
                        cursor.execute(statement, {"first": first, "last": last})
            say(f"  clubs {first + 1}-{last + 1} copied ({time.perf_counter() - start:.0f} s)")
        for table, statement in statements:
            if statement is not None:
                cursor.execute(
                    f"SELECT setval(pg_get_serial_sequence('\"{table}\"', 'id'), "
                    f'(SELECT MAX("id") FROM "{table}"))'
                )
        cursor.execute("SET session_replication_role TO DEFAULT")
        cursor.execute("SET synchronous_commit TO on")
    return time.perf_counter() - start


def database_size() -> tuple[int, str]:
    """The database's size on disk: bytes and PostgreSQL's own rounding."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_database_size(current_database()), "
            "pg_size_pretty(pg_database_size(current_database()))"
        )
        size, pretty = cursor.fetchone()
    return size, pretty


def row_counts() -> dict[str, int]:
    """Rows of the largest tables (exact counts)."""
    counted = {}
    with connection.cursor() as cursor:
        for model in copied_models():
            table = model._meta.db_table
            cursor.execute(f'SELECT COUNT(*) FROM "{table}"')
            counted[model.__name__] = cursor.fetchone()[0]
    return counted


def crossed_rows() -> list[str]:
    """Rows that name a row of another club: a deal's chukker, a chukker's table, a credit's
    player, a table player's player, all within their own club. Empty when every copy holds only
    its own rows (the check of the copying itself)."""
    checks = {
        "deal of another club's chukker": (
            "club_dealrecord d JOIN club_chukker c ON c.id = d.chukker_id "
            "JOIN club_table t ON t.id = c.table_id JOIN club_evening e ON e.id = t.evening_id "
            "JOIN club_dealchange h ON h.deal_id = d.id "
            "JOIN club_evening he ON he.id = h.evening_id",
            "he.club_id <> e.club_id",
        ),
        "credit of another club's player": (
            "club_chukkercredit r JOIN club_evening e ON e.id = r.evening_id "
            "JOIN club_player p ON p.id = r.player_id",
            "p.club_id <> e.club_id",
        ),
        "seat of another club's player": (
            "club_tableplayer s JOIN club_evening e ON e.id = s.evening_id "
            "JOIN club_player p ON p.id = s.player_id",
            "p.club_id <> e.club_id",
        ),
        "evening of another club's season": (
            "club_evening e JOIN club_season s ON s.id = e.season_id",
            "s.club_id <> e.club_id",
        ),
    }
    found = []
    with connection.cursor() as cursor:
        for label, (joined, crossed) in checks.items():
            cursor.execute(f"SELECT COUNT(*) FROM {joined} WHERE {crossed}")
            count = cursor.fetchone()[0]
            if count:
                found.append(f"{count} × {label}")
    return found
