"""Compile the .po translation catalogues to .mo with Babel (no GNU gettext needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Compile every locale/*/LC_MESSAGES/*.po catalogue into its .mo file."

    def handle(self, *args: Any, **options: Any) -> None:
        count = 0
        for locale_dir in settings.LOCALE_PATHS:
            for po_path in sorted(Path(locale_dir).glob("*/LC_MESSAGES/*.po")):
                with po_path.open("rb") as po_file:
                    catalog = read_po(po_file, locale=po_path.parent.parent.name)
                with po_path.with_suffix(".mo").open("wb") as mo_file:
                    write_mo(mo_file, catalog, use_fuzzy=False)
                count += 1
        self.stdout.write(f"Compiled {count} catalogue(s).")
