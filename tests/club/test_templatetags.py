"""Template filters that only choose markup (the words and numbers are tested in test_display)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.template import Context, Template
from django.template.loader import render_to_string

from clubchicago.club.models import Player, TablePlayer
from scoring import Deal, Seat, Strain, score_chukker


def render(source: str, **context: object) -> str:
    return Template("{% load chicago %}" + source).render(Context(context))


def place(number: int, name: str) -> TablePlayer:
    """A place at a table, never saved: the filters read only its number and player's name."""
    return TablePlayer(number=number, player=Player(name=name))


@pytest.mark.parametrize(
    ("value", "css"),
    [
        (300, "positive"),
        (-120, "negative"),
        (0, ""),
        (Decimal("0.5"), "positive"),
        (Decimal("-0.5"), "negative"),
        (None, ""),
    ],
)
def test_sign_class_names_the_sign_of_a_figure(value: int | Decimal | None, css: str) -> None:
    shown = render('<td class="num {{ value|sign_class }}">', value=value)

    assert shown == f'<td class="num {css}">'


def test_numbered_names_number_each_key_in_order_and_escape_the_names() -> None:
    names = {7: "Ann & Bo", 3: "Zoë"}

    shown = render("{{ keys|numbered_names:names }}", keys=[3, 7, 9], names=names)

    assert shown == "1. Zoë, 2. Ann &amp; Bo, 3. None"


def test_seated_names_keep_the_numbers_and_shorten_the_names_only_when_asked() -> None:
    places = [place(2, "Chiara Esposito-Marchetti"), place(5, "Bo <b>")]

    assert render("{{ p|seated_names }}", p=places) == (
        "2. Chiara Esposito-Marchetti, 5. Bo &lt;b&gt;"
    )
    assert render("{{ p|seated_names:True }}", p=places) == "2. Chiara E., 5. Bo &lt;b&gt;"
    assert render("{{ p|seated_names }}", p=[]) == ""


def test_player_names_leave_the_numbers_out() -> None:
    places = [place(2, "Ann"), place(5, "Bo & Cy")]

    assert render("{{ p|player_names }}", p=places) == "Ann, Bo &amp; Cy"


def test_name_spans_put_each_line_of_a_name_in_a_span() -> None:
    two = render("{{ n|name_spans }}", n="Chiara Esposito")

    assert two == "<span>Chiara</span><span>Esposito</span>"
    assert render("{{ n|name_spans }}", n="Bo") == "<span>Bo</span>"


def test_a_contract_is_shown_the_same_from_a_deal_as_from_its_parts() -> None:
    deal = Deal(declarer=Seat.W, level=4, strain=Strain.S, doubled=1, tricks=8)

    from_parts = render("{% contract 4 'S' 1 %}")

    assert render("{{ deal|contract_of }}", deal=deal) == from_parts
    assert render("{{ deal|contract_by }}", deal=deal) == from_parts + " West"


def test_scored_shows_contract_declarer_result_and_the_score() -> None:
    deal = Deal(declarer=Seat.N, level=4, strain=Strain.S, tricks=11)
    line = score_chukker([deal]).lines[0]

    assert render("{{ line|scored }}", line=line) == (
        render("{% contract 4 'S' 0 %}") + " N +1: <strong>NS +450</strong>"
    )


def test_the_seats_name_who_sits_out_in_full_and_between_chukkers_shortened() -> None:
    out = [place(5, "Chiara Esposito-Marchetti")]

    during = render_to_string("club/play/seats.html", {"seats": {}, "sitting_out": out})
    between = render_to_string(
        "club/play/seats.html", {"seats": {}, "sitting_out": out, "upcoming": True}
    )

    assert "Sitting out: 5. Chiara Esposito-Marchetti</p>" in during
    assert "Sitting out: 5. Chiara E.</p>" in between
