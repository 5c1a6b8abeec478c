"""Fixtures shared by the club's tests: an exported evening, for the transfer tests."""

from __future__ import annotations

import pytest

from clubchicago.club.services import transfer
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import wipe


@pytest.fixture
def exported(director: object) -> dict:
    """An export of a lively evening, and an installation emptied (but for one player)."""
    document = transfer.export_evening(lively_evening(director, season=factories.make_season()))
    wipe()
    factories.make_player("Already Here", member_number="1")
    return document
