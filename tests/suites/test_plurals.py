"""Counts read right in English, French and Italian (issue 29, point 5): every string that shows a
count is an ``ngettext`` or a ``{% blocktranslate count %}``, and the form shown is the one the
catalogue's ``Plural-Forms`` picks (French: 0 and 1 are singular; Italian and English: only 1).

The strings the issue saw wrong ("Chaque joueur joue 0 ou 1 des 1 positions restantes", "Ognuno
gioca 1 dei 1 giri rimasti", "Sortants : 1. Zoë L.") and the other counted strings of the pages
and PDFs are drawn by the code that shows them, for the counts 0, 1, 2 and 5 in each language.
"""

from __future__ import annotations

import gettext as gnu_gettext
from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.recaps import GridRow
from clubchicago.club.selectors.replans import TableChange
from tests.suites.test_i18n import catalogue

COUNTS = (0, 1, 2, 5)
LANGUAGES = ("en", "fr", "it")
# What each catalogue declares; English is Django's own rule.
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "it": "nplurals=2; plural=(n != 1);"}


def positions_text(left: int, counts: tuple[int, ...]) -> str:
    """A seating change's preview line for a table with ``left`` chukkers left, whose players
    play ``counts`` of them (as ``rotations.lineups`` reports its fairness)."""
    replan = SimpleNamespace(fairness=SimpleNamespace(positions=dict(enumerate(counts))))
    change = TableChange(
        number=1,
        table=None,
        before=(),
        after=(1, 2, 3, 4),
        start=2,
        length=6,
        replan=replan,  # type: ignore[arg-type]  # only its fairness is read
        started=True,
        lines=tuple(SimpleNamespace() for _ in range(left)),  # type: ignore[misc]
    )
    return change.positions_text


def sitting_out_line(count: int) -> str:
    """The phone's "Sitting out:" line under the next chukker's seats (names shortened)."""
    names = ["Zoë Laurentini", "Ugo Neri", "Ada Rivarolini", "Bea Salvemini", "Cleo Toniolini"]
    places = [
        SimpleNamespace(number=number, player=SimpleNamespace(name=name))
        for number, name in enumerate(names[:count], start=1)
    ]
    html = render_to_string(
        "club/play/seats.html",
        {"seats": {}, "sitting_out": places, "upcoming": SimpleNamespace()},
    )
    if 'sitting-out">' not in html:
        return ""
    return " ".join(html.split('sitting-out">', 1)[1].split("</p>")[0].split())


def table_heading(size: int) -> str:
    """The draw's heading of a table of ``size`` players (0: a table that stopped)."""
    table = SimpleNamespace(number=3, seated_places=[object()] * size, started=False, length=2)
    html = render_to_string("club/evenings/tables_grid.html", {"tables": [table]})
    return " ".join(html.split("<h3>", 1)[1].split("</h3>")[0].split())


def also_at(tables: int) -> str:
    row = GridRow(SeatedPlayer(1, "Zoë"), (), 0, 0, other_tables=tuple(range(2, 2 + tables)))
    return row.elsewhere


# Each language's words for counts 0, 1, 2 and 5.
EXPECTED = {
    "en": {
        "everyone": [
            "Everyone plays 0 of the 0 chukkers left.",
            "1 chukker left: everyone plays 1.",
            "Everyone plays 1 of the 2 chukkers left.",
            "Everyone plays 4 of the 5 chukkers left.",
        ],
        "each": [
            "Each player plays 0 or 1 of the 0 chukkers left.",
            "1 chukker left: each player plays 0 or 1.",
            "Each player plays 0 or 1 of the 2 chukkers left.",
            "Each player plays 0 or 1 of the 5 chukkers left.",
        ],
        "sitting out": [
            "",
            "Sitting out: 1. Zoë L.",
            "Sitting out: 1. Zoë L., 2. Ugo Neri",
            "Sitting out: 1. Zoë L., 2. Ugo Neri, 3. Ada R., 4. Bea S., 5. Cleo T.",
        ],
        "table": [
            "Table 3 (0 players)",
            "Table 3 (1 player)",
            "Table 3 (2 players)",
            "Table 3 (5 players)",
        ],
        "also at": ["", "also at table 2", "also at tables 2, 3", "also at tables 2, 3, 4, 5, 6"],
    },
    "fr": {
        "everyone": [
            "Il reste 0 position : chacun en joue 0.",
            "Il reste 1 position : chacun en joue 1.",
            "Chacun joue 1 des 2 positions restantes.",
            "Chacun joue 4 des 5 positions restantes.",
        ],
        "each": [
            "Il reste 0 position : chaque joueur en joue 0 ou 1.",
            "Il reste 1 position : chaque joueur en joue 0 ou 1.",
            "Chaque joueur joue 0 ou 1 des 2 positions restantes.",
            "Chaque joueur joue 0 ou 1 des 5 positions restantes.",
        ],
        "sitting out": [
            "",
            "Sortant : 1. Zoë L.",
            "Sortants : 1. Zoë L., 2. Ugo Neri",
            "Sortants : 1. Zoë L., 2. Ugo Neri, 3. Ada R., 4. Bea S., 5. Cleo T.",
        ],
        "table": [
            "Table 3 (0 joueur)",
            "Table 3 (1 joueur)",
            "Table 3 (2 joueurs)",
            "Table 3 (5 joueurs)",
        ],
        "also at": [
            "",
            "aussi à la table 2",
            "aussi aux tables 2, 3",
            "aussi aux tables 2, 3, 4, 5, 6",
        ],
    },
    "it": {
        "everyone": [
            "Ognuno gioca 0 dei 0 giri rimasti.",
            "Resta 1 giro: ognuno ne gioca 1.",
            "Ognuno gioca 1 dei 2 giri rimasti.",
            "Ognuno gioca 4 dei 5 giri rimasti.",
        ],
        "each": [
            "Ogni giocatore gioca 0 o 1 dei 0 giri rimasti.",
            "Resta 1 giro: ogni giocatore ne gioca 0 o 1.",
            "Ogni giocatore gioca 0 o 1 dei 2 giri rimasti.",
            "Ogni giocatore gioca 0 o 1 dei 5 giri rimasti.",
        ],
        "sitting out": [
            "",
            "Fuori: 1. Zoë L.",
            "Fuori: 1. Zoë L., 2. Ugo Neri",
            "Fuori: 1. Zoë L., 2. Ugo Neri, 3. Ada R., 4. Bea S., 5. Cleo T.",
        ],
        "table": [
            "Tavolo 3 (0 giocatori)",
            "Tavolo 3 (1 giocatore)",
            "Tavolo 3 (2 giocatori)",
            "Tavolo 3 (5 giocatori)",
        ],
        "also at": [
            "",
            "anche al tavolo 2",
            "anche ai tavoli 2, 3",
            "anche ai tavoli 2, 3, 4, 5, 6",
        ],
    },
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_counted_strings_agree_with_their_count(language: str) -> None:
    everyone = {0: (0,), 1: (1,), 2: (1,), 5: (4,)}
    with translation.override(language):
        drawn = {
            "everyone": [positions_text(n, everyone[n]) for n in COUNTS],
            "each": [positions_text(n, (0, 1)) for n in COUNTS],
            "sitting out": [sitting_out_line(n) for n in COUNTS],
            "table": [table_heading(n) for n in COUNTS],
            "also at": [also_at(n) for n in COUNTS],
        }
    assert drawn == EXPECTED[language]


@pytest.mark.parametrize("language", ["fr", "it"])
def test_every_plural_in_the_catalogue_follows_its_plural_forms(language: str) -> None:
    """Each ``msgid_plural`` of the catalogue, translated for 0, 1, 2 and 5, gives the form its
    declared rule picks, with the count in it wherever the English has it."""
    found = catalogue(language)
    assert found.plural_forms == PLURAL_FORMS[language]
    rule = gnu_gettext.c2py(PLURAL_FORMS[language].split("plural=")[1].rstrip(";"))
    plurals = [
        (tuple(m.id), tuple(m.string))
        for m in found
        if isinstance(m.id, tuple | list) and isinstance(m.string, tuple | list)
    ]
    assert len(plurals) > 40  # the counted strings of the site are plurals
    wrong = []
    with translation.override(language):
        for (singular, plural), forms in plurals:
            for n in COUNTS:
                shown = translation.ngettext(singular, plural, n)
                if shown != forms[rule(n)]:
                    wrong.append((singular, n, shown))
    assert wrong == []
