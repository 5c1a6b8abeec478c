"""System checks of the club's stored data (``manage.py check --database default``).

Django runs checks tagged ``database`` only when asked, as they read the database.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django.apps import AppConfig
from django.core.checks import CheckMessage, Tags, Warning, register
from django.db import DatabaseError

from clubchicago.club import tenancy
from clubchicago.club.collation import sort_key
from clubchicago.club.models import SORT_NAME_MAX, Player

SHOWN = 5  # players named in the message; the rest are counted


def stale_sort_names() -> list[str]:
    """The names of the players whose ``sort_name`` is not what their name gives (rows written
    past ``Player.save``, as ``loaddata`` writes them): search and the roster's order miss them."""
    # Every club's players: a check of the installation runs in no club's scope.
    rows = tenancy.unscoped(Player).order_by("pk").values_list("name", "sort_name")
    return [name for name, stored in rows.iterator() if stored != sort_key(name)[:SORT_NAME_MAX]]


@register(Tags.database)
def check_sort_names(
    app_configs: Sequence[AppConfig] | None, databases: Iterable[str] | None = None, **kwargs: Any
) -> list[CheckMessage]:
    if not databases:
        return []
    try:
        stale = stale_sort_names()
    except DatabaseError:  # not migrated yet: nothing stored to check
        return []
    if not stale:
        return []
    named = ", ".join(stale[:SHOWN])
    if len(stale) > SHOWN:
        named += f" and {len(stale) - SHOWN} more"
    return [
        Warning(
            f"{len(stale)} player(s) have a sort key that is not their name's: {named}.",
            hint="They were written past Player.save (loaddata, raw SQL), which fills the key: "
            "save each of them again.",
            id="club.W001",
        )
    ]
