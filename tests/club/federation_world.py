"""Three clubs for the federation's pages: two that show their results there, one that does not,
and the same licence number at all three (issue 33, "Players across clubs").

Every club plays the same evening as ``factories.points_evening`` (two tables of four, three
chukkers): its player 6 ("B2") wins with +15, its player 2 ("A2") is second with +7, so under the
default scale (8 players: 6 4 3 2 1) they earn 6 and 4 club points.

- Northside (the first club, opted in): "Jeanne Dupont" (123456) and "Zoé Martin" (222); a
  published evening in March 2026 and one in October 2025.
- Riverside (opted in): "J. Dupont" (123456) and "Albert Roy" (333); a published evening in May
  2026 and a finished one in June 2026 left unpublished.
- Secretside (not opted in): "Giovanna Segreta" (123456), "Zoé Martinez" (222) and "Hidden Person"
  (999999, known nowhere else); a published evening in June 2026, the latest of all.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from django_scopes import scope

from clubchicago.club.models import Club, Evening, Player
from clubchicago.club.services.evenings import set_published
from tests import factories

LICENCE = "123456"
SECRET_WORDS = ("Secretside", "Giovanna", "Segreta", "Zoé Martinez", "Hidden Person", "Secret ")

# The chukkers' totals of each table (``factories.points_evening``).
TOTALS = ([(500, 100), (0, 300), (100, 100)], [(800, 100), (0, 0), (0, 800)])


def roster(prefix: str, named: dict[int, tuple[str, str]]) -> list[Player]:
    """Eight players of the club in scope; ``named``: number (1-8) -> (name, licence number)."""
    players = []
    for number in range(1, 9):
        name, licence = named.get(number, (f"{prefix} Player {number}", ""))
        players.append(factories.make_player(name, licence_number=licence))
    return players


def played_evening(
    players: Sequence[Player], *, published: bool = True, **fields: object
) -> Evening:
    """A finished evening of the club in scope: ``players`` 1-4 at table 1, 5-8 at table 2."""
    evening = factories.make_evening(length=3, **fields)
    factories.mark_present(evening, players)
    tables = factories.seat_players(evening, [players[:4], players[4:]])
    for table, totals in zip(tables, TOTALS, strict=True):
        for number, (ns, ew) in enumerate(totals, start=1):
            factories.closed_chukker(table, number, ns, ew)
    if published:
        set_published(evening, True)
    return evening


@dataclass(frozen=True)
class World:
    north: Club
    river: Club
    secret: Club
    north_spring: Evening
    north_autumn: Evening
    river_may: Evening
    river_draft: Evening
    secret_june: Evening
    north_dupont: Player
    river_dupont: Player


def three_clubs() -> World:
    north = Club.objects.get(pk=1)
    north.name, north.federation_results = "Northside", True
    north.save()
    river = Club.objects.create(name="Riverside", federation_results=True)
    secret = Club.objects.create(name="Secretside")
    with scope(club=north):
        players = roster("North", {6: ("Jeanne Dupont", LICENCE), 2: ("Zoé Martin", "222")})
        spring = played_evening(players, date=dt.date(2026, 3, 2), title="North Monday")
        autumn = played_evening(players, date=dt.date(2025, 10, 6), title="North Autumn")
        north_dupont = players[5]
    with scope(club=river):
        players = roster("River", {6: ("J. Dupont", LICENCE), 2: ("Albert Roy", "333")})
        may = played_evening(players, date=dt.date(2026, 5, 5), title="River Tuesday")
        draft = played_evening(
            players, date=dt.date(2026, 6, 1), title="River Draft", published=False
        )
        river_dupont = players[5]
    with scope(club=secret):
        players = roster(
            "Secret",
            {
                6: ("Giovanna Segreta", LICENCE),
                2: ("Zoé Martinez", "222"),
                1: ("Hidden Person", "999999"),
            },
        )
        june = played_evening(players, date=dt.date(2026, 6, 6), title="Secret Wednesday")
    return World(north, river, secret, spring, autumn, may, draft, june, north_dupont, river_dupont)


def opted_in_clubs(count: int) -> list[Club]:
    """``count`` clubs that show their results (the first club one of them), each with one
    published evening of May 2026 won by its "Dupont" (123456)."""
    first = Club.objects.get(pk=1)
    first.federation_results = True
    first.save()
    clubs = [first] + [
        Club.objects.create(name=f"Club {n}", federation_results=True) for n in range(2, count + 1)
    ]
    for club in clubs:
        with scope(club=club):
            players = roster(club.name, {6: (f"Dupont of {club.name}", LICENCE), 2: ("Roy", "7")})
            played_evening(players, date=dt.date(2026, 5, club.pk % 28 + 1), title="Evening")
    return clubs
