"""The import page's form: the export file, its head read and checked for its format.

``services.transfer`` checks the rest (every evening, the models' rules, references, scores) when
the worker imports it (``services.transfer.jobs``).
"""

from __future__ import annotations

import io

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext_lazy as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening
from clubchicago.club.services import transfer


def opener(upload: UploadedFile[bytes]) -> transfer.Opener:
    """The uploaded file, opened afresh at each call: from the temporary file Django wrote it
    to (a large upload), or from memory."""
    path = getattr(upload, "temporary_file_path", None)
    if path is not None:
        name = path()
        return lambda: open(name, "rb")
    upload.seek(0)
    data = upload.read()
    return lambda: io.BytesIO(data)


class ImportForm(forms.Form):
    """The export file; once valid, ``opener`` opens it (its head read: an export this release
    reads) and ``export`` is what its head says."""

    file = forms.FileField(
        label=_("Export file (JSON)"),
        help_text=_(
            "A file downloaded from “Export this evening” or “Export season”; at most 100 MB."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".json,application/json"}),
    )
    club_settings = forms.BooleanField(
        label=_("Also take the club's settings from the file"), required=False
    )

    export: transfer.ExportStream | None = None
    opener: transfer.Opener | None = None

    def clean_file(self) -> UploadedFile[bytes]:
        upload: UploadedFile[bytes] = self.cleaned_data["file"]
        # An upload always knows its size (``File.size`` is None only for a bare stream).
        if upload.size is not None and upload.size > transfer.MAX_IMPORT_BYTES:
            raise forms.ValidationError(transfer.too_big().message, code="too_big")
        if Evening.objects.exists():
            raise forms.ValidationError(transfer.installation_has_evenings().message)
        self.opener = opener(upload)
        try:
            self.export = transfer.open_export(self.opener)
        except ClubUserError as error:
            raise forms.ValidationError(error.message, code="invalid") from error
        return upload
