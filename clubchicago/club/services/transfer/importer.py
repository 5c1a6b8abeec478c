"""Import an export file (``fileformat``) into the club in scope, which has no evening yet
(a new club is made of a file by ``new_club``, which then imports it here).

An import trusts nothing in the file. ``fileformat`` has checked every value for its type;
here each is checked against the same rules as the page that edits it (the models' own rules,
which the forms share: lengths, ranges, unprintable characters, the points scale page's limits,
the club's licence number pattern, a season's last day after its first), every reference must
point inside the file, every chukker must be the one its table's rotation plays at that number,
and its stored totals must be what the scoring engine makes of its deals. It goes only into a club
that has no evening yet (so nothing can be mixed up), and any problem raises
``ClubUserError`` with nothing written. Players already in the roster under the same name are
reused; a new name that looks like a roster player's or another of the file's ("Zoe Aero"
beside "Zoë Ærø") is imported only once the director says they are different people, as the
roster import asks. The club's settings are restored only when asked, never its address nor
its switches that reach outside it (the federation's pages, the API's websites).

Two passes over the file, each evening by evening (``fileformat.ExportStream``), so that a file
of any length costs the memory of a few evenings:

1. *checking*: every rule above, reading the database but writing nothing, outside any
   transaction. It is most of the work, and it holds no lock: on SQLite, which has one writer
   at a time, the site stays writable meanwhile, and the progress can be written as it goes;
2. *writing*: the same checks again (the roster may have changed since) and the rows written
   in bulk, ``IMPORT_BATCH`` evenings at a time, all in one transaction: all or nothing.

Club points are never imported: they are awarded again from what the file holds, under the
club's scale, as on publishing (``services.club_points``; docs/rules.md#club-points), so an
evening the file marks unpublished holds none.

The checks of each record are in ``import_rows``, those of an evening's tree (tables, lineups,
chukkers, deals) in ``import_evenings``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TypeVar

from django.core.exceptions import ValidationError
from django.db import DataError, IntegrityError, models, transaction
from django.utils.translation import gettext

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Club,
    Evening,
    Player,
    Season,
)
from clubchicago.club.services.credits import store_season_totals
from clubchicago.club.services.roster import did_you_mean, name_key
from clubchicago.club.services.transfer.fileformat import ExportStream, damaged, parse
from clubchicago.club.services.transfer.import_evenings import import_evening
from clubchicago.club.services.transfer.import_rows import (
    Batch,
    ImportState,
    checked,
    checked_name,
    refused,
    unique,
)
from clubchicago.club.services.transfer.import_rows import ImportSummary as ImportSummary
from clubchicago.club.services.transfer.records import (
    Document,
    ExportFile,
    FileClub,
    FilePlayer,
)
from clubchicago.club.services.versions import results_changed

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")

# Evenings whose rows are built, checked and written together: a few hundred rows of each kind
# per insert, and the memory of a few evenings.
IMPORT_BATCH = 20


class Phase(StrEnum):
    """Where an import is: the pass that checks, or the one that writes."""

    CHECKING = "checking"
    WRITING = "writing"


# Told after each batch: the pass, the evenings it has done, the evenings in the file.
Progress = Callable[[Phase, int, int], None]


class LookAlikeNames(ClubUserError):
    """New names in the file look like roster players' or like other names of the file:
    ``names``, each with its question ("Zoe Aero: did you mean Zoë Ærø?"). Nothing was
    imported; the director imports the file again saying they are different people."""

    def __init__(self, names: list[str]) -> None:
        super().__init__(
            gettext(
                "Some names in the file look like players already in the roster or like "
                "other names in the file; nothing was imported. If they are different people, "
                "import the file again saying so; otherwise correct the names first."
            )
        )
        self.names = names


def import_export(
    export: ExportStream | ExportFile | Document,
    *,
    club_settings: bool = False,
    different_people: bool = False,
    progress: Progress | None = None,
) -> ImportSummary:
    """Import an export (from ``open_export`` or ``read_export``, or a document as
    ``json.loads`` reads one) into this installation, all of it or nothing.

    ``different_people``: the director has said that new names looking like others are
    different people (otherwise ``LookAlikeNames``). ``progress`` is told of each batch of
    evenings checked, then once that the writing begins: nothing said inside the transaction
    could be read before its end.
    """
    if isinstance(export, ExportFile):
        export = ExportStream.of(export)
    elif not isinstance(export, ExportStream):
        export = ExportStream.of(parse(export))
    options = {"club_settings": club_settings, "different_people": different_people}
    _import(export, save=False, progress=progress, **options)
    if progress is not None:
        progress(Phase.WRITING, 0, export.count)
    try:
        with transaction.atomic():
            return _import(export, save=True, progress=None, **options)
    except (IntegrityError, DataError) as error:
        raise ClubUserError(
            gettext(
                "The file contradicts itself (a number, a name or a player used twice); "
                "nothing was imported."
            )
        ) from error


def _import(
    export: ExportStream,
    *,
    save: bool,
    club_settings: bool,
    different_people: bool,
    progress: Progress | None,
) -> ImportSummary:
    """One pass over the file: every check, and the rows written if ``save`` (inside the
    caller's transaction). ``progress`` is told after each batch."""
    if save:
        # Two imports at once: the second waits for the first, then finds its evenings.
        Club.objects.select_for_update().get(pk=Club.load().pk)
    if Evening.objects.exists():
        raise installation_has_evenings()
    state = ImportState(
        save=save, club=_import_club(export.head.club, restore=club_settings, save=save)
    )
    _import_players(export.head.players, state, different_people)
    _import_seasons(export, state)
    phase = Phase.WRITING if save else Phase.CHECKING
    if progress is not None:
        progress(phase, 0, export.count)
    batch = Batch()
    done = 0
    for index, evening in enumerate(export.evenings()):
        import_evening(evening, f"file.evenings[{index}]", state, batch)
        done = index + 1
        if len(batch.evenings) == IMPORT_BATCH:
            _flush(batch, state)
            batch = Batch()
            if progress is not None:
                progress(phase, done, export.count)
    _flush(batch, state)
    if save:
        _after_writing(state)
    if progress is not None:
        progress(phase, done, export.count)
    return state.summary


def installation_has_evenings() -> ClubUserError:
    return ClubUserError(
        gettext(
            "This installation already has evenings. An export is imported only into an "
            "installation without evenings, so nothing gets mixed up; nothing was imported."
        )
    )


def _flush(batch: Batch, state: ImportState) -> None:
    if state.save:
        batch.write()
        state.evening_ids.extend(evening.pk for evening in batch.evenings)
        state.published.extend(evening for evening in batch.evenings if evening.published)


def _after_writing(state: ImportState) -> None:
    """What every change of results sets off, once for the whole file: the seasons' totals,
    the club points, the versions."""
    store_season_totals(state.season_ids)
    # docs/rules.md#club-points: awarded again from the evenings' rankings, as on publishing.
    results_changed(state.evening_ids)


def _import_club(record: FileClub, *, restore: bool, save: bool) -> Club:
    """The club as it will be once the file is imported: its settings from the file if asked
    (saved when ``save``), this installation's otherwise. The file's are checked either way."""
    club = Club.load()
    from_file = Club(
        pk=club.pk, **{**record.values(), "name": checked_name(record.name, "file.club")}
    )
    # The club's address and its switches that reach outside it stay the installation's.
    from_file.slug = club.slug
    from_file.federation_results = club.federation_results
    from_file.api_cors_origins = club.api_cors_origins
    checked(from_file, "file.club")
    if not restore:
        return club
    if save:
        from_file.save()
    return from_file


def _import_players(records: Sequence[FilePlayer], state: ImportState, different: bool) -> None:
    roster = {name_key(player.name): player for player in Player.objects.all()}
    folds: dict[str, list[str]] = {}
    for player in roster.values():
        folds.setdefault(player.sort_name, []).append(player.name)
    numbers = {p.member_number: p for p in roster.values() if p.member_number}
    licences = {p.licence_number: p for p in roster.values() if p.licence_number}
    seen: set[int] = set()
    names: set[str] = set()
    new: list[Player] = []
    look_alikes: list[str] = []
    for index, record in enumerate(records):
        where = f"file.players[{index}]"
        key = unique(record.id, seen, where)
        # Read as the player form reads them: names as the roster stores them (``clean_name``),
        # so the matching below sees what a director typed; numbers trimmed.
        values = {
            **record.values(),
            "name": checked_name(record.name, where),
            "member_number": record.member_number.strip(),
            "licence_number": record.licence_number.strip(),
        }
        if not values["name"] or name_key(values["name"]) in names:
            raise damaged(f"{where}.name")
        names.add(name_key(values["name"]))
        existing = roster.get(name_key(values["name"]))
        if existing is not None:
            state.players[key] = existing
            state.summary.players_reused += 1
            continue
        player = checked(Player(**values), where)
        try:
            state.club.check_licence_number(player.licence_number)
        except ValidationError as error:
            raise refused(where, ValidationError({"licence_number": error})) from error
        licensed = licences.get(player.licence_number)
        if licensed is not None:
            raise ClubUserError(
                gettext(
                    "%(name)s has licence number %(number)s in the file, but %(holder)s has it "
                    "here; nothing was imported."
                )
                % {"name": player.name, "number": player.licence_number, "holder": licensed.name}
            )
        holder = numbers.get(player.member_number)
        if holder is not None:
            raise ClubUserError(
                gettext(
                    "%(name)s has member number %(number)s in the file, but %(holder)s has it "
                    "here; nothing was imported."
                )
                % {"name": player.name, "number": player.member_number, "holder": holder.name}
            )
        # "Zoe Aero" beside "Zoë Ærø": asked as the roster form and the roster import ask.
        folded = player.fill_sort_name().sort_name
        if folded and folded in folds:
            look_alikes.append(f"{player.name}: {did_you_mean(folds[folded])}")
        folds.setdefault(folded, []).append(player.name)
        roster[name_key(player.name)] = player
        if player.member_number:
            numbers[player.member_number] = player
        if player.licence_number:
            licences[player.licence_number] = player
        state.players[key] = player
        new.append(player)
    if look_alikes and not different:
        raise LookAlikeNames(look_alikes)
    if state.save:
        Player.objects.bulk_create(new)
    state.summary.players_added = len(new)


def _import_seasons(export: ExportStream, state: ImportState) -> None:
    seen: set[int] = set()
    for index, record in enumerate(export.head.seasons):
        where = f"file.seasons[{index}]"
        key = unique(record.id, seen, where)
        values = record.values()
        season = Season.objects.filter(**values).order_by("pk").first()
        if season is None:
            season = checked(Season(**values), where)
            if state.save:
                season.save()
        state.seasons[key] = season
