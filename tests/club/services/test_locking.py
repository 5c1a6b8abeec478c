"""services/locking: a deadlock or serialisation failure is tried again once, then said plainly."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.db import OperationalError, transaction

from clubchicago.club.errors import ClubUserError
from clubchicago.club.services import locking


class DatabaseSaid(Exception):
    """What psycopg raises: Django's ``OperationalError`` keeps it as its cause."""

    def __init__(self, sqlstate: str) -> None:
        super().__init__(sqlstate)
        self.sqlstate = sqlstate


def failing(*answers: str | None) -> tuple[list[int], Callable[[], str]]:
    """A writer that fails with each SQLSTATE in turn (None: succeeds), counting its runs."""
    runs: list[int] = []
    queue = list(answers)

    @locking.retried
    def writer() -> str:
        runs.append(1)
        code = queue.pop(0)
        if code is None:
            return "stored"
        if code == "locked":
            raise OperationalError("database is locked")
        raise OperationalError("the database ended it") from DatabaseSaid(code)

    return runs, writer


@pytest.mark.parametrize("code", [locking.DEADLOCK_DETECTED, locking.SERIALIZATION_FAILURE])
def test_a_deadlock_or_serialisation_failure_runs_the_whole_writer_again(code):
    runs, writer = failing(code, None)
    assert writer() == "stored"
    assert len(runs) == 2


@pytest.mark.parametrize("code", [locking.DEADLOCK_DETECTED, locking.SERIALIZATION_FAILURE])
def test_a_second_failure_is_a_clear_message_not_a_server_error(code):
    runs, writer = failing(code, code, None)
    with pytest.raises(ClubUserError, match=r"nothing was saved\. Try again\."):
        writer()
    assert len(runs) == 2  # once again, not more


def test_any_other_database_error_is_not_retried():
    runs, writer = failing("23505", None)  # a unique violation is a bug or a race to report
    with pytest.raises(OperationalError):
        writer()
    assert len(runs) == 1


def test_sqlite_waiting_too_long_is_said_plainly_without_waiting_again():
    runs, writer = failing("locked", None)
    with pytest.raises(ClubUserError, match="busy with another change"):
        writer()
    assert len(runs) == 1


@pytest.mark.django_db
def test_inside_another_writers_transaction_the_error_goes_to_the_outer_one():
    runs, writer = failing(locking.DEADLOCK_DETECTED, None)
    with pytest.raises(OperationalError), transaction.atomic():
        writer()  # the transaction is lost: only whoever opened it can run it again
    assert len(runs) == 1
