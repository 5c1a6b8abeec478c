"""The import page's form: the export file, read and checked for its format and shape.

``services.transfer`` checks the rest (the models' rules, references, scores) when it imports.
"""

from __future__ import annotations

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext_lazy as _

from clubchicago.club.errors import ClubUserError
from clubchicago.club.services import transfer


class ImportForm(forms.Form):
    """The export file; once valid, ``export`` holds what it says (not yet checked in depth)."""

    file = forms.FileField(
        label=_("Export file (JSON)"),
        help_text=_(
            "A file downloaded from “Export this evening” or “Export season”; at most 20 MB."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".json,application/json"}),
    )
    club_settings = forms.BooleanField(
        label=_("Also take the club's settings from the file"), required=False
    )

    export: transfer.ExportFile | None = None

    def clean_file(self) -> UploadedFile[bytes]:
        upload: UploadedFile[bytes] = self.cleaned_data["file"]
        # An upload always knows its size (``File.size`` is None only for a bare stream).
        if upload.size is not None and upload.size > transfer.MAX_IMPORT_BYTES:
            raise forms.ValidationError(_("The file is larger than 20 MB."), code="too_big")
        try:
            self.export = transfer.read_export(upload.read())
        except ClubUserError as error:
            raise forms.ValidationError(error.message, code="invalid") from error
        return upload
