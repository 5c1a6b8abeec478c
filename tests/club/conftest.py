"""Fixtures shared by the club's tests: an exported evening, for the transfer tests."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pytest
from django.contrib.auth.models import User
from django.db import transaction

from clubchicago.club.services import transfer
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import wipe

if TYPE_CHECKING:
    from pytest_django import DjangoDbBlocker


@pytest.fixture(scope="session")
def lively_export(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> dict:
    """The export of a lively evening, built once for the run in a transaction rolled back at once.

    Building it plays some thirty deals through the services; the transfer tests ask for it
    forty times, and each gets its own copy.
    """
    with django_db_blocker.unblock(), transaction.atomic():
        director = factories.make_director()
        document = transfer.export_evening(lively_evening(director, season=factories.make_season()))
        transaction.set_rollback(True)
    return document


@pytest.fixture
def exported(director: User, lively_export: dict) -> dict:
    """An export of a lively evening, and an installation emptied (but for one player)."""
    wipe()
    factories.make_player("Already Here", member_number="1")
    return copy.deepcopy(lively_export)
