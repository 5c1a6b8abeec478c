"""Template filters for bridge notation, each a thin wrapper around ``clubchicago.club.display``.

Only the HTML is made here (a strain in colour with its name for screen readers); every word
and number comes from ``display``, which the tables and PDFs use too.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Protocol, TypeVar

import segno
from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from clubchicago.club import display
from clubchicago.club.forms import pad
from clubchicago.club.models import TablePlayer
from scoring import Deal, DealLine, Seat, Side, Strain
from scoring.deal import DOUBLING_MARKS

register = template.Library()

K = TypeVar("K")
V = TypeVar("V")


@register.filter
def strain(code: Strain | str) -> SafeString:
    """A strain as a coloured symbol, with its name for screen readers."""
    if str(code) == "NT":
        return format_html(
            '<abbr title="{}">{}</abbr>', display.strain_name(code), display.strain_symbol(code)
        )
    css = "suit-red" if display.is_red(code) else "suit-black"
    return format_html(
        '<span class="{}" aria-hidden="true">{}</span><span class="visually-hidden">{}</span>',
        css,
        display.strain_symbol(code),
        display.strain_name(code),
    )


@register.simple_tag
def contract(level: int | None, strain_code: Strain | str, doubled: int = 0) -> SafeString:
    """``4♠X``: level, coloured strain and doubling."""
    marks = DOUBLING_MARKS[int(str(doubled or 0))] if str(doubled or 0) in "012" else ""
    return format_html("{}{}{}", level, strain(strain_code), marks)


class Bid(Protocol):
    """What a contract is shown from: a scoring ``Deal`` or a stored ``DealRecord``."""

    @property
    def level(self) -> int | None: ...
    @property
    def strain(self) -> Strain | str: ...
    @property
    def doubled(self) -> int: ...


class Played(Bid, Protocol):
    @property
    def declarer(self) -> Seat | str: ...


@register.filter
def contract_of(deal: Bid) -> SafeString:
    """A deal's contract, as ``{% contract %}`` shows it from its three parts."""
    return contract(deal.level, deal.strain, deal.doubled)


@register.filter
def contract_by(deal: Played) -> SafeString:
    """ "4♠X West": a deal's contract and who declared it."""
    return format_html("{} {}", contract_of(deal), display.seat_name(deal.declarer))


@register.filter
def scored(line: DealLine) -> SafeString:
    """ "4♠X N =: <strong>NS +790</strong>": a deal typed in from paper, and what it scored."""
    deal = line.deal
    return format_html(
        "{} {} {}: <strong>{}</strong>",
        contract_of(deal),
        display.seat_letter(deal.declarer),
        display.result_text(deal),
        display.deal_score(line),
    )


@register.filter
def seat_name(code: Seat | str) -> str:
    return display.seat_name(code)


@register.filter
def seat_letter(code: Seat | str) -> str:
    return display.seat_letter(code)


@register.filter
def side_name(code: Side | str) -> str:
    return display.side_name(code)


@register.filter
def side_letters(code: Side | str) -> str:
    return display.side_letters(code)


@register.filter
def short_name(name: str) -> str:
    return display.short_name(name)


@register.filter
def name_lines(name: str) -> tuple[str, str]:
    return display.name_lines(name)


@register.filter
def name_spans(name: str) -> SafeString:
    """The name on its two lines (``name_lines``), each in a span; no second span when empty."""
    first, second = display.name_lines(name)
    text = format_html("<span>{}</span>", first)
    return format_html("{}<span>{}</span>", text, second) if second else text


@register.filter
def signed(value: int | Decimal | None) -> str:
    """+300 / −120 / 0, with a real minus sign, in the reader's number format."""
    return display.signed(value)


@register.filter
def sign_class(value: int | Decimal | None) -> str:
    """The CSS class of a figure's sign: ``positive``, ``negative``, or nothing for zero or none."""
    if value is None:
        return ""
    return "positive" if value > 0 else "negative" if value < 0 else ""


@register.filter
def numbered_names(keys: Iterable[K], names: Mapping[K, str] | None) -> SafeString:
    """``1. Ann, 2. Bob``: each key's name from ``names``, numbered in order (as ``get_item``)."""
    return format_html_join(
        ", ", "{}. {}", ((number, get_item(names, key)) for number, key in enumerate(keys, 1))
    )


@register.filter
def seated_names(places: Iterable[TablePlayer], short: object = False) -> SafeString:
    """``2. Ann Smith, 5. Bob Lee``: players with their numbers, names shortened when ``short``."""
    return format_html_join(
        ", ",
        "{}. {}",
        (
            (place.number, display.short_name(place.player.name) if short else place.player.name)
            for place in places
        ),
    )


@register.filter
def player_names(places: Iterable[TablePlayer]) -> SafeString:
    """ "Ann Smith, Bob Lee": the players' names, without their numbers."""
    return format_html_join(", ", "{}", ((place.player.name,) for place in places))


@register.filter
def fiches_by_value(fiches: Iterable[tuple[int, int]]) -> str:
    """A season's fiches, summed apart for each fiche value: "+12 at 100 points · −3 at 200"."""
    return display.fiches_by_value(fiches)


@register.filter
def unit_name(unit: str) -> str:
    """ "points to the hundred" or "fiches", as a sentence says it."""
    return display.unit_name(unit)


@register.filter
def deal_summary(line: DealLine) -> str:
    """ "Deal 2: 4♠X by West, 8 tricks, 2 down: NS +500"."""
    return display.deal_summary(line)


@register.filter
def deal_score(line: DealLine) -> str:
    """ "NS +500": what a deal scored, from the side that gained."""
    return display.deal_score(line)


@register.filter
def result_mark(deal: Deal) -> str:
    """The result against the contract: "=", "+1", "−2"."""
    return display.result_text(deal)


@register.filter
def deal_code(deal: Deal) -> str:
    """A deal as the score pad's address carries it: "4SX.N.10"."""
    return pad.deal_code(deal)


@register.filter
def schedule_short(schedule: str) -> str:
    return display.schedule_short(schedule)


@register.filter
def style_name(style: str) -> str:
    return display.style_name(style)


@register.filter
def vulnerability(sides: Iterable[Side | str] | None) -> str:
    return display.vulnerability(sides)


@register.filter
def vul_short(sides: Iterable[Side | str] | None) -> str:
    return display.vulnerability_short(sides)


@register.filter
def evening_name(evening: display.NamedEvening) -> str:
    """ "Monday Chicago · 30 November 2026", as every page, table and PDF names an evening."""
    return display.evening_name(evening)


@register.filter
def day(value: dt.date | None) -> str:
    """A date as a sentence writes it in the reader's language ("1er décembre 2026")."""
    return display.date_text(value) if value else ""


@register.filter(is_safe=True)  # adds a colon and a space: safe text stays safe
def colon(label: object) -> str:
    """ "North:", "Nord :": a label before its value, with each language's colon."""
    return display.colon(label)


@register.filter
def get_item(mapping: Mapping[K, V] | None, key: K) -> V | None:
    try:
        return mapping[key] if mapping is not None else None
    except (KeyError, TypeError, IndexError):
        return None


@register.simple_tag
def qr_code(data: str, label: str) -> SafeString:
    """The QR code of ``data`` as inline SVG (segno, as the table cards draw theirs): no image
    file, so the Content-Security-Policy's ``img-src 'self'`` holds; ``label`` names it for
    screen readers."""
    code = segno.make(data, error="m", micro=False)
    svg = code.svg_inline(scale=4, border=2, omitsize=True, dark="#000", light="#fff")
    return format_html(
        '<span class="qr-code" role="img" aria-label="{}">{}</span>', label, mark_safe(svg)
    )
