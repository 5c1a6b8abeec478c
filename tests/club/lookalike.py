"""Two clubs of look-alike data, for the tests that prove nothing of one club is in the other's
answers and files: the same evening's title, season name and player names (``points_evening``'s
A1-B4), told apart only by a player of each club's own name, the licence numbers and the club's
name."""

from __future__ import annotations

from dataclasses import dataclass

from django_scopes import scope

from clubchicago.club.models import Club, Evening, Player
from clubchicago.club.services.evenings import set_published
from tests import factories


@dataclass(frozen=True)
class Played:
    """One club's published season and evening, and its players."""

    evening: int
    season: int
    players: list[int]


def played_club(licence: str, own_name: str) -> Played:
    """In the club in scope: a season with one published, final evening; its players' licence
    numbers start with ``licence``, and player B4 is named ``own_name``."""
    season = factories.make_season(name="Season 2026")
    evening = factories.points_evening(title="Monday Chicago", season=season)
    factories.rename_player(Player.objects.get(name="B4"), own_name)
    for number, player in enumerate(Player.objects.order_by("pk"), start=1):
        player.licence_number = f"{licence}{number:03}"
        player.save()
    set_published(Evening.objects.get(pk=evening.pk), True)
    return Played(evening.pk, season.pk, list(Player.objects.values_list("pk", flat=True)))


OUR_PLAYER, THEIR_PLAYER = "Ada Lakeside", "Rita Riverside"
OUR_CLUB = "Lakeside"


def two_clubs() -> tuple[Played, Played]:
    """The first club's (named Lakeside, at ``/clubchicago/``) and Riverside's
    (``/riverside/``). (The first club is renamed: its default name is the program's.)"""
    Club.objects.filter(slug="clubchicago").update(name=OUR_CLUB)
    ours = played_club("CC-", OUR_PLAYER)
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        theirs = played_club("RIV-", THEIR_PLAYER)
    return ours, theirs
