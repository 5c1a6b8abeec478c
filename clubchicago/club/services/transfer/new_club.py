"""Import an export file as a new club of this installation (``manage.py importclub --name``).

A club moves between installations (its laptop, the hosted service) as one file: its export
(``export.stream_club``, ``"kind": "club"``). Imported as a new club, the file makes a ``Club``
with the name and the address chosen (an address no club has), the file's settings and
switches, and then its roster, seasons and evenings are imported into it in its scope exactly
as ``importer`` imports any file into a club without evenings: every check, the season totals
and the club points awarded again under the club's scale, so the new club's standings, season
totals and club points are the original's. An older file (an evening's or a season's, of any
version read) makes a club as well, with the records' defaults where the file says nothing.

Everything is one transaction: the club, its first director if one is named, and every row of
the file; a bad or truncated file, a look-alike name or an address taken meanwhile leaves no
club behind. Unlike an import into an existing club, the checking pass runs inside that
transaction too (the club it checks against is the one being made), so on SQLite the site's
other writes wait for the whole import: a new club is made from the command line, not while
a club plays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import IntegrityError, models, transaction
from django.utils.text import capfirst
from django.utils.translation import gettext
from django_scopes import scope

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, Membership
from clubchicago.club.models.club import free_slug
from clubchicago.club.services.transfer.fileformat import ExportStream
from clubchicago.club.services.transfer.import_rows import ImportSummary, checked
from clubchicago.club.services.transfer.importer import Progress, import_export
from clubchicago.club.services.transfer.records import ExportFile, FileClub


@dataclass(frozen=True)
class NewClub:
    """The club a file made, and what was imported into it."""

    club: Club
    summary: ImportSummary


def import_new_club(
    export: ExportStream | ExportFile,
    *,
    name: str,
    slug: str = "",
    director: User | None = None,
    different_people: bool = False,
    progress: Progress | None = None,
) -> NewClub:
    """Make a club named ``name`` at the address ``slug`` (empty: one made from the name, as a
    new club's) from the file ``export`` (``open_export``), its first ``director`` if given,
    all of it or nothing. ``different_people`` and ``progress`` as ``import_export``'s."""
    if isinstance(export, ExportFile):
        export = ExportStream.of(export)
    name, slug = _chosen("name", name), _chosen("slug", slug)
    if slug:
        _check_free(slug)
    else:
        slug = free_slug(name, Club.objects.values_list("slug"))
    try:
        with transaction.atomic():
            club = _club_from(export.head.club, name, slug)
            club.save()
            if director is not None:
                Membership.objects.create(club=club, user=director, role=Membership.Role.DIRECTOR)
            with scope(club=club):
                summary = import_export(
                    export, different_people=different_people, progress=progress
                )
    except IntegrityError as error:  # another club took the address meanwhile
        raise address_taken(slug) from error
    return NewClub(club, summary)


def club_at(slug: str) -> Club:
    """The club at the address ``slug``, or a ``ClubUserError`` saying there is none."""
    club = Club.objects.filter(slug=slug).first()
    if club is None:
        raise ClubUserError(gettext("No club has the address “%(slug)s”.") % {"slug": slug[:60]})
    return club


def address_taken(slug: str) -> ClubUserError:
    return ClubUserError(
        gettext("The address “%(slug)s” is another club's; choose another. Nothing was imported.")
        % {"slug": slug}
    )


def _chosen(field: str, value: str) -> str:
    """The club's name or address as chosen, checked by the club's own field (its length, its
    characters), or a ``ClubUserError`` saying what is wrong with it."""
    value = value.strip()
    if field == "slug" and not value:
        return value  # made from the name
    model_field = cast("models.Field[Any, Any]", Club._meta.get_field(field))
    try:
        return str(model_field.clean(value, None))
    except ValidationError as error:
        raise ClubUserError(
            gettext("%(field)s “%(value)s” cannot be the new club's: %(problems)s")
            % {
                "field": capfirst(model_field.verbose_name),
                "value": value[:60],
                "problems": " ".join(error.messages),
            }
        ) from error


def _check_free(slug: str) -> None:
    if Club.objects.filter(slug=slug).exists():
        raise address_taken(slug)


def _club_from(record: FileClub, name: str, slug: str) -> Club:
    """The new club: its name and address as chosen, its settings and switches the file's
    (checked by the club's own rules, as the club settings page checks them)."""
    club = Club(
        **{**record.values(), "name": name},
        slug=slug,
        federation_results=record.federation_results,
        api_cors_origins=list(record.api_cors_origins),
    )
    return checked(club, "file.club")
