"""Template filters for bridge notation: suits in colour with a spoken label, seats, sides."""

from __future__ import annotations

from django import template
from django.forms.boundfield import BoundWidget
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

register = template.Library()

RED_STRAINS = {"H", "D"}
SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
DOUBLING = {0: "", 1: "X", 2: "XX"}


def _strain_names() -> dict[str, str]:
    return {
        "C": _("clubs"),
        "D": _("diamonds"),
        "H": _("hearts"),
        "S": _("spades"),
        "NT": _("notrump"),
    }


def _seat_names() -> dict[str, str]:
    return {
        "N": pgettext("seat", "North"),
        "E": pgettext("seat", "East"),
        "S": pgettext("seat", "South"),
        "W": pgettext("seat", "West"),
    }


@register.filter
def strain(code: object) -> SafeString:
    """A strain as a coloured symbol, with its name for screen readers."""
    code = str(code)
    if code == "NT":
        return format_html('<abbr title="{}">{}</abbr>', _strain_names()["NT"], _("NT"))
    css = "suit-red" if code in RED_STRAINS else "suit-black"
    return format_html(
        '<span class="{}" aria-hidden="true">{}</span><span class="visually-hidden">{}</span>',
        css,
        SYMBOLS.get(code, code),
        _strain_names().get(code, code),
    )


@register.simple_tag
def contract(level: object, strain_code: object, doubled: object = 0) -> SafeString:
    """``4♠X``: level, coloured strain and doubling."""
    marks = DOUBLING.get(int(doubled or 0), "")
    return format_html("{}{}{}", level, strain(strain_code), marks)


@register.filter
def seat_name(code: object) -> str:
    return _seat_names().get(str(code), str(code))


@register.filter
def side_name(code: object) -> str:
    return {"NS": _("North-South"), "EW": _("East-West")}.get(str(code), str(code))


@register.filter
def signed(value: object) -> str:
    """+300 / −120 / 0, with a real minus sign."""
    try:
        number = int(value)
    except (TypeError, ValueError):
        return str(value)
    if number > 0:
        return f"+{number}"
    if number < 0:
        return f"−{abs(number)}"
    return "0"


@register.filter
def radio_input(radio: BoundWidget) -> SafeString:
    """The ``<input>`` of one radio choice: the HTML ``radio.tag`` gives, written directly.

    ``radio.tag`` renders four nested widget templates per choice; the table page, the deal
    correction and the score pad draw 20 to 80 choices, and those templates were most of the
    time it took to draw them.
    """
    data = radio.data
    kind, name = conditional_escape(data["type"]), conditional_escape(data["name"])
    parts = [f'<input type="{kind}" name="{name}"']
    if data["value"] is not None:
        parts.append(f' value="{conditional_escape(str(data["value"]))}"')
    for name, value in data["attrs"].items():
        if value is True:
            parts.append(f" {conditional_escape(name)}")
        elif value is not False:
            parts.append(f' {conditional_escape(name)}="{conditional_escape(str(value))}"')
    parts.append(">")
    return SafeString("".join(parts))


@register.filter
def get_item(mapping: object, key: object) -> object:
    try:
        return mapping[key]  # type: ignore[index]
    except (KeyError, TypeError, IndexError):
        return None


@register.filter
def vulnerability(sides: object) -> str:
    """Who is vulnerable, in words: nobody, North-South, East-West or both."""
    values = {str(side) for side in (sides or ())}
    if not values:
        return _("Nobody vulnerable")
    if values == {"NS", "EW"}:
        return _("Both vulnerable")
    return _("%(side)s vulnerable") % {"side": side_name(values.pop())}


def _seat_letters() -> dict[str, str]:
    return {
        "N": pgettext("seat, one letter", "N"),
        "E": pgettext("seat, one letter", "E"),
        "S": pgettext("seat, one letter", "S"),
        "W": pgettext("seat, one letter", "W"),
    }


@register.filter
def seat_letter(code: object) -> str:
    """A seat as the one letter the players' language uses (W is O in French and Italian)."""
    return _seat_letters().get(str(code), str(code))


@register.filter
def side_letters(code: object) -> str:
    """A side in two letters: NS or EW (EO in French and Italian)."""
    return {
        "NS": pgettext("side, two letters", "NS"),
        "EW": pgettext("side, two letters", "EW"),
    }.get(str(code), str(code))


@register.filter
def vul_short(sides: object) -> str:
    """Vulnerability in a sheet cell: –, NS, EW or all."""
    values = {str(side) for side in (sides or ())}
    if not values:
        return "–"
    if values == {"NS", "EW"}:
        return _("all")
    return side_letters(values.pop())
