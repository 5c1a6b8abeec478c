"""The background worker that runs the site's tasks (an import: ``services.transfer.jobs``).

The tasks are queued in the database (django-tasks' database backend, ``settings.TASKS``). A
server of several processes runs the worker as a process of its own, beside gunicorn:

    .venv/bin/python manage.py db_worker --no-reload

A server of one process (a laptop at the club) runs it as a thread of that process instead:
``start_worker()`` is the one call it needs, once Django is set up. The worker polls the queue
every ``interval`` seconds and runs one task at a time; on SQLite, which has one writer at a
time, an import writes only in its last pass, in one short transaction (``importer``).
"""

from __future__ import annotations

import threading

from django.utils.crypto import get_random_string
from django_tasks_db.management.commands.db_worker import Worker


def start_worker(interval: float = 1.0) -> Worker:
    """Run the tasks' worker in a daemon thread of this process; returns it (``stop_worker``
    ends it once its current task is done)."""
    worker = Worker(
        queue_names=["default"],
        interval=interval,
        batch=False,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
        worker_id=f"thread-{get_random_string(24)}",
        excluded_queue_names=[],
    )
    # No signal handlers: they belong to the main thread, which the server keeps.
    threading.Thread(target=worker.run, name="clubchicago-tasks", daemon=True).start()
    return worker


def stop_worker(worker: Worker) -> None:
    """Ask ``worker`` to stop after the task it is running, if any."""
    worker.running = False


def run_queued_tasks() -> None:
    """Run every task queued now, in this thread, then return (the tests; a cron job)."""
    Worker(
        queue_names=["default"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
        worker_id=f"batch-{get_random_string(24)}",
        excluded_queue_names=[],
    ).run()
