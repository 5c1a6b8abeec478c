from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ClubConfig(AppConfig):
    name = "clubchicago.club"
    label = "club"
    verbose_name = _("Bridge club")

    def ready(self) -> None:
        from clubchicago.club import checks  # noqa: F401  (registers the data checks)
