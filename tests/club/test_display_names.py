"""display: players' names in the phone's narrow places."""

from __future__ import annotations

import pytest

from clubchicago.club import display


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Bob Li", "Bob Li"),
        ("Élodie Rossi", "Élodie Rossi"),
        ("Chiara Esposito", "Chiara E."),
        ("Jean-Luc O'Brien", "Jean-Luc O."),
        ("Lorenzo De Luca", "Lorenzo D."),
        ("Kierkegaardsson", "Kierkegaardsson"),
    ],
)
def test_a_long_name_is_shown_as_its_first_word_and_the_rests_initial(name, short):
    assert display.short_name(name) == short


@pytest.mark.parametrize(
    ("name", "lines"),
    [
        ("Jean-Luc O'Brien", ("Jean-Luc", "O'Brien")),
        ("Αννα Παπαδοπούλου", ("Αννα", "Π.")),
        ("Marie-Christine Lefèvre-Dubois", ("Marie-", "Christine L.")),
        ("Zoë", ("Zoë", "")),
    ],
)
def test_a_name_on_two_lines_keeps_what_a_player_recognises(name, lines):
    assert display.name_lines(name) == lines
