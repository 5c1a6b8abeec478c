"""The imports of an export file, run in the background (``services.transfer.jobs``).

Part of the package ``clubchicago.club.models``, which re-exports every name.
"""

from __future__ import annotations

from typing import ClassVar

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from clubchicago.club.models.fields import club_field, scoped_manager


class ClubImport(models.Model):
    """An export file uploaded on the import page, imported in the background by the tasks'
    worker (``services.transfer.jobs``), with its progress and its outcome.

    The file is kept compressed until it is imported or refused; a file whose names look like
    roster players' waits (``ASKING``) until the director says they are different people.
    """

    class State(models.TextChoices):
        WAITING = "waiting", _("waiting for the worker")
        CHECKING = "checking", _("checking the file")
        WRITING = "writing", _("writing the evenings")
        ASKING = "asking", _("asking about look-alike names")
        DONE = "done", _("imported")
        FAILED = "failed", _("not imported")

    club = club_field()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(_("uploaded"), auto_now_add=True)
    filename = models.CharField(_("file"), max_length=255, blank=True)
    size = models.PositiveBigIntegerField(_("bytes"), default=0)
    # The uploaded file, gzip-compressed (a JSON export shrinks about tenfold).
    data = models.BinaryField(default=bytes)
    club_settings = models.BooleanField(default=False)
    different_people = models.BooleanField(default=False)
    # The uploader's language: the worker tells the outcome in it.
    language = models.CharField(max_length=8, default="en")
    state = models.CharField(_("state"), max_length=10, choices=State.choices, default="waiting")
    evenings = models.PositiveIntegerField(default=0)  # in the file
    checked = models.PositiveIntegerField(default=0)  # evenings checked so far
    message = models.TextField(blank=True)
    look_alikes = models.JSONField(default=list, blank=True)
    summary = models.JSONField(null=True, blank=True)
    changed_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    UNDER_WAY: ClassVar[tuple[str, ...]] = ("waiting", "checking", "writing")

    objects: models.Manager[ClubImport] = scoped_manager("club")

    class Meta:
        verbose_name = _("import")
        verbose_name_plural = _("imports")
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.filename} ({self.get_state_display()})"

    @property
    def under_way(self) -> bool:
        return self.state in self.UNDER_WAY
