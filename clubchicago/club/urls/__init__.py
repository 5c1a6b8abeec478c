"""The club app's URLs, one module per area so each stays short."""

from __future__ import annotations

from django.urls import register_converter

from clubchicago.club.urls.converters import IdConverter

register_converter(IdConverter, "id")

# The area modules' patterns use the ``id`` converter registered above.
from clubchicago.club.urls import (  # noqa: E402
    club_results,
    evenings,
    laptop,
    paper,
    play,
    results,
    roster,
    transfer,
)

app_name = "club"

urlpatterns = [
    *roster.urlpatterns,
    *evenings.urlpatterns,
    *play.urlpatterns,
    *paper.urlpatterns,
    *results.urlpatterns,
    *club_results.urlpatterns,
    *transfer.urlpatterns,
    *laptop.urlpatterns,
]
