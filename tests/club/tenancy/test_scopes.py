"""Every record belongs to a club, and a query that names no club raises (django-scopes).

The suite's own code runs in the first club's scope (``tests/conftest.py``); these tests leave
it, to see that the site's code could not read a club's rows without one.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.apps import apps
from django.db import models
from django_scopes import scope, scopes_disabled
from django_scopes.exceptions import ScopeError

from clubchicago.club import tenancy
from clubchicago.club.models import Club, Evening, Membership, Player, Season
from tests import factories

pytestmark = pytest.mark.django_db

# The two records that are not a club's: the clubs themselves, and who holds a part in them.
UNSCOPED = {Club, Membership}


def club_models() -> list[type[models.Model]]:
    return [m for m in apps.get_app_config("club").get_models() if m not in UNSCOPED]


@pytest.fixture
def no_scope() -> Iterator[None]:
    with tenancy.no_club():
        yield


@pytest.mark.parametrize("model", club_models(), ids=lambda m: m.__name__)
def test_a_query_that_names_no_club_raises(model: type[models.Model], no_scope: None) -> None:
    with pytest.raises(ScopeError):
        list(model._default_manager.all())
    with pytest.raises(ScopeError):
        model._default_manager.filter(pk=1).exists()
    with pytest.raises(ScopeError):
        model._default_manager.count()


def test_a_related_manager_names_no_club_either() -> None:
    evening = factories.make_evening()
    with tenancy.no_club(), pytest.raises(ScopeError):
        list(evening.tables.all())


def test_each_club_sees_its_own_records_only() -> None:
    first = Club.load()
    second = Club.objects.create(name="Second Club")
    mine = factories.make_player("Ann")
    with scope(club=second):
        theirs = factories.make_player("Ann")  # the same name, in another club
        assert list(Player.objects.all()) == [theirs]
        assert theirs.club_id == second.pk
        assert not Evening.objects.exists()
    assert list(Player.objects.all()) == [mine]
    assert mine.club_id == first.pk
    with scopes_disabled():
        assert Player.objects.count() == 2


def test_a_record_made_with_no_club_in_scope_is_refused(no_scope: None) -> None:
    with pytest.raises(ScopeError):
        Season(name="Nowhere")


def test_club_load_needs_a_club_once_there_are_two(no_scope: None) -> None:
    assert Club.load().pk == 1  # the only club: the one-club installation's commands
    Club.objects.create(name="Second Club")
    with pytest.raises(ScopeError):
        Club.load()


def test_every_club_gets_a_free_address_from_its_name() -> None:
    first = Club.load()
    assert first.slug == "clubchicago"
    again = Club.objects.create(name="ClubChicago")
    assert again.slug == "clubchicago-2"
    assert Club.objects.create(name="Club").slug == "club-2"  # /club/ is the director's area
    assert Club.objects.create(name="¿?").slug == "club-3"
