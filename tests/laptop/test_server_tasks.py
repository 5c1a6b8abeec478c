"""The laptop's server runs the site's background tasks itself: an import queued from the page
is done with no ``manage.py db_worker`` beside it (``clubchicago.laptop.server.run_tasks``)."""

from __future__ import annotations

import io
import threading
import time

import pytest

from clubchicago.club.models import ClubImport, Evening
from clubchicago.club.services import transfer
from clubchicago.club.services.transfer import jobs
from clubchicago.laptop import server
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import wipe

# The worker is a thread with its own connection: it sees only what the test has committed.
pytestmark = pytest.mark.django_db(transaction=True)


def test_the_server_runs_a_queued_import_in_a_thread_of_its_own_and_stops_it():
    assert server.run_tasks in server.BACKGROUND
    director = factories.make_director()
    data = transfer.dumps(transfer.export_evening(lively_evening(director)))
    wipe()
    job = jobs.start_import(
        io.BytesIO(data),
        filename="history.json",
        size=len(data),
        club_settings=True,
        user=director,
        language="en",
    )

    stopping = threading.Event()
    thread = threading.Thread(target=server.run_tasks, args=(stopping,), daemon=True)
    thread.start()
    try:
        finished = {ClubImport.State.DONE, ClubImport.State.FAILED}
        # Waits for the job's state, never for a time: the deadline only ends a broken run.
        for _attempt in range(600):
            job.refresh_from_db()
            if job.state in finished:
                break
            time.sleep(0.2)
    finally:
        stopping.set()
        thread.join(timeout=30)

    assert job.state == ClubImport.State.DONE, job.message
    assert Evening.objects.count() == 1
    assert not thread.is_alive()
