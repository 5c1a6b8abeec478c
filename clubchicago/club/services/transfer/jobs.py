"""An import run in the background: the import page stores the file and queues the task, the
tasks' worker imports it, and the page shows how far it has got.

Words: a *job* is a ``ClubImport`` row, holding the uploaded file (compressed) until it is
imported or refused; the *task* is ``run_import``, queued with django-tasks' database backend
(``settings.TASKS``) and run by its worker (``manage.py db_worker``, or the thread of
``clubchicago.club.worker.start_worker`` inside a one-process server).

Why in the background: a club moving its history in sends tens of megabytes (500 evenings of
four tables are some 35 MB), which takes longer to check and write than a server lets one
request last (gunicorn's sync workers are killed after 30 seconds, whatever they stream). So
the request only reads the file's head (a wrong file is refused at once), stores it and queues
the task; the worker runs the import, all or nothing (``importer``), writing its progress as it
checks each batch of evenings; the page polls it.
"""

from __future__ import annotations

import gzip
import io
import logging
import shutil
from dataclasses import asdict
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext
from django_scopes import scope
from django_tasks import task

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import ClubImport
from clubchicago.club.services.transfer.fileformat import Opener, Stream, open_export
from clubchicago.club.services.transfer.importer import (
    ImportSummary,
    LookAlikeNames,
    Phase,
    import_export,
)
from clubchicago.club.text import visible

logger = logging.getLogger(__name__)

# Level 1: a tenth of the file's size at a fraction of the time of the default level.
COMPRESSION = 1
State = ClubImport.State


def start_import(
    upload: Stream,
    *,
    filename: str,
    size: int,
    club_settings: bool,
    user: User | AnonymousUser | None,
    language: str,
) -> ClubImport:
    """Store ``upload`` (already read by ``open_export``: a file this release reads) and queue
    its import, in one transaction: a job is never stored without its task, nor the reverse."""
    upload.seek(0)
    packed = io.BytesIO()
    with gzip.GzipFile(fileobj=packed, mode="wb", compresslevel=COMPRESSION) as compressed:
        shutil.copyfileobj(upload, compressed, 1024 * 1024)
    with transaction.atomic():
        job = ClubImport.objects.create(
            user=user if isinstance(user, User) else None,
            filename=visible(filename)[:255],
            size=size,
            data=packed.getvalue(),
            club_settings=club_settings,
            language=language,
        )
        run_import.enqueue(job.pk)
    return job


def import_anyway(job: ClubImport) -> None:
    """The director says the look-alike names are different people: queue the import again."""
    with transaction.atomic():
        updated = ClubImport.objects.filter(pk=job.pk, state=State.ASKING).update(
            state=State.WAITING, different_people=True, changed_at=timezone.now()
        )
        if not updated:
            raise ClubUserError(gettext("This import is no longer waiting for an answer."))
        run_import.enqueue(job.pk)


def opener(job: ClubImport) -> Opener:
    """The job's file, opened afresh from its compressed copy at each call."""
    data = bytes(job.data)
    return lambda: gzip.GzipFile(fileobj=io.BytesIO(data), mode="rb")


@task()
def run_import(job_id: int) -> None:
    """Import job ``job_id``'s file, telling its progress and outcome on the job's row in the
    language of whoever uploaded it. A person's mistake in the file ends the job with its
    message; anything else is logged, told as an error of the site, and raised to the worker."""
    # The worker serves every club: the job names the one it imports into.
    job = tenancy.unscoped(ClubImport).filter(pk=job_id, state=State.WAITING).first()
    if job is None:  # already run (a task queued twice), or gone
        return
    with scope(club=job.club_id):
        _run_import(job_id, job)


def _run_import(job_id: int, job: ClubImport) -> None:
    with translation.override(job.language):
        _record(job, state=State.CHECKING)
        try:
            export = open_export(opener(job))
            _record(job, evenings=export.count)
            summary = import_export(
                export,
                club_settings=job.club_settings,
                different_people=job.different_people,
                progress=lambda phase, done, _total: _progress(job, phase, done),
            )
        except LookAlikeNames as asking:
            _record(job, state=State.ASKING, message=asking.message, look_alikes=asking.names)
        except ClubUserError as error:
            _finish(job, State.FAILED, message=error.message)
        except Exception:
            logger.exception("Import %s stopped on an error", job_id)
            _finish(
                job,
                State.FAILED,
                message=gettext(
                    "The import stopped on an error of the site; nothing was imported. The "
                    "error is in the server's log."
                ),
            )
            raise
        else:
            _finish(job, State.DONE, message=imported_message(summary), summary=asdict(summary))


def imported_message(summary: ImportSummary) -> str:
    return gettext(
        "Import done. Evenings: %(evenings)s; deals: %(deals)s; players added: %(added)s; "
        "players already in the roster: %(reused)s."
    ) % {
        "evenings": summary.evenings,
        "deals": summary.deals,
        "added": summary.players_added,
        "reused": summary.players_reused,
    }


def _progress(job: ClubImport, phase: Phase, done: int) -> None:
    if phase == Phase.CHECKING:
        _record(job, state=State.CHECKING, checked=done)
    else:
        _record(job, state=State.WRITING)


def _record(job: ClubImport, **values: Any) -> None:
    """Write ``values`` on the job's row at once (outside the import's transaction)."""
    values["changed_at"] = timezone.now()
    ClubImport.objects.filter(pk=job.pk).update(**values)
    for name, value in values.items():
        setattr(job, name, value)


def _finish(job: ClubImport, state: str, **values: Any) -> None:
    # The file is no longer needed: imported, or to be corrected and uploaded again.
    _record(job, state=state, data=b"", finished_at=timezone.now(), **values)
