"""How the game's words and numbers are shown: the one place pages, tables and PDFs ask.

The words themselves (seat, side, strain, schedule, half, unit) are defined once, as enums, in
``scoring.types``; this module only gives each value its label in the reader's language, and
writes numbers the way a score sheet reads them:

- *seat* names ("North") and one-letter seats ("N"; "O" for West in French and Italian);
- *side* names ("North-South") and two-letter sides ("NS"; "EO" in French and Italian);
- *strain* symbols (♣ ♦ ♥ ♠, and "NT", which French writes "SA") and names ("spades");
- a *contract* in plain text ("4♠X") and its *result* against the contract ("=", "+1", "−2");
- *vulnerability* in words ("North-South vulnerable") and in a sheet cell ("NS");
- *signed* numbers, as credits read ("+800", "−120", "0"), in the reader's number format;
- a deal as a *line* of a paper score sheet ("4S N =", "4P N =" in French) and the *letters*
  the reader types such lines with (``scoring.shorthand``);
- an *evening's name* ("Monday Chicago · 30 November 2026"), a *date* as a sentence writes it
  ("1er décembre 2026", "1 dicembre 2026") and the *unit* ("hundreds");
- a *label* before its value with the colon each language writes ("North:", "Nord :").

Model choices, form choices, template filters (``templatetags.chicago``), django-tables2 columns
and the PDF renderers all use these functions, so a word is spelt one way everywhere.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from enum import StrEnum
from typing import Protocol, TypeVar

from django.conf import settings
from django.utils import formats
from django.utils.functional import Promise
from django.utils.translation import get_language, gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from scoring import Deal, DealLine, Half, Letters, Schedule, Seat, Side, Strain, Style, Unit
from scoring.deal import DOUBLING_MARKS
from scoring.handicap import HandicapRule
from scoring.season_rules import Ineligible
from scoring.shorthand import ENGLISH

SEAT_NAMES: dict[Seat, Promise] = {
    Seat.N: pgettext_lazy("seat", "North"),
    Seat.E: pgettext_lazy("seat", "East"),
    Seat.S: pgettext_lazy("seat", "South"),
    Seat.W: pgettext_lazy("seat", "West"),
}
SEAT_LETTERS: dict[Seat, Promise] = {
    Seat.N: pgettext_lazy("seat, one letter", "N"),
    Seat.E: pgettext_lazy("seat, one letter", "E"),
    Seat.S: pgettext_lazy("seat, one letter", "S"),
    Seat.W: pgettext_lazy("seat, one letter", "W"),
}
SIDE_NAMES: dict[Side, Promise] = {Side.NS: _("North-South"), Side.EW: _("East-West")}
SIDE_LETTERS: dict[Side, Promise] = {
    Side.NS: pgettext_lazy("side, two letters", "NS"),
    Side.EW: pgettext_lazy("side, two letters", "EW"),
}
STRAIN_NAMES: dict[Strain, Promise] = {
    Strain.C: _("clubs"),
    Strain.D: _("diamonds"),
    Strain.H: _("hearts"),
    Strain.S: _("spades"),
    Strain.NT: _("notrump"),
}
NOTRUMP = _("NT")
# The strains as a director types them on one line; notrump is NOTRUMP.
STRAIN_LETTERS: dict[Strain, Promise] = {
    Strain.C: pgettext_lazy("strain, one letter", "C"),
    Strain.D: pgettext_lazy("strain, one letter", "D"),
    Strain.H: pgettext_lazy("strain, one letter", "H"),
    Strain.S: pgettext_lazy("strain, one letter", "S"),
    Strain.NT: NOTRUMP,
}
PASSED_OUT_WORD = pgettext_lazy("a passed-out deal, typed on one line", "pass")
RED_STRAINS = frozenset({Strain.H, Strain.D})
DOUBLING_NAMES: dict[int, Promise] = {0: _("Undoubled"), 1: _("Doubled"), 2: _("Redoubled")}
SCHEDULE_NAMES: dict[Schedule, Promise] = {
    Schedule.DEALER: _("Dealer's side vulnerable on deals 2 and 3 (ACBL, default)"),
    Schedule.NON_DEALER: _("Side that did not deal vulnerable on deals 2 and 3"),
    Schedule.FRENCH: _("French schedule as written (first dealer's side on deals 2 and 3)"),
}
SCHEDULE_SHORT: dict[Schedule, Promise] = {
    Schedule.DEALER: _("dealer's side vulnerable"),
    Schedule.NON_DEALER: _("non-dealer's side vulnerable"),
    Schedule.FRENCH: _("French schedule"),
}
HALF_NAMES: dict[Half, Promise] = {
    Half.UP: _("An exact 50 rounds up (750 → 800)"),
    Half.DOWN: _("An exact 50 rounds down (750 → 700)"),
}
STYLE_NAMES: dict[Style, Promise] = {
    Style.CHICAGO: _("Chicago: partscores carried toward game, 100 for a partscore on deal 4"),
    Style.DUPLICATE: _("Duplicate style: each deal scored on its own, 50 for a partscore"),
}
STYLE_SHORT: dict[Style, Promise] = {
    Style.CHICAGO: _("Chicago scoring"),
    Style.DUPLICATE: _("duplicate-style scoring"),
}
# docs/rules.md#showing-credits: a credit in hundreds is shown as the points it stands for,
# rounded to the hundred ("+9300"), and named so, never as a count of hundreds ("+93").
UNIT_NAMES: dict[Unit, Promise] = {
    Unit.HUNDREDS: _("Points, to the hundred"),
    Unit.FICHES: _("Fiches"),
}
HANDICAP_RULE_NAMES: dict[HandicapRule, Promise] = {
    HandicapRule.MANUAL: _("Set by hand for each player"),
    HandicapRule.HALF_DISTANCE: _(
        "Half the distance to the club's average over the previous season, capped"
    ),
}
INELIGIBLE_NAMES: dict[Ineligible, Promise] = {
    Ineligible.GUEST: _("guest: prizes are for members only"),
    Ineligible.TOO_FEW_EVENINGS: _("too few evenings played"),
}
MINUS = "−"  # a real minus sign, as printed score sheets have it

E = TypeVar("E", bound=StrEnum)


# -- choices for models and forms: values from the domain enums, labels from here ---------------


def seat_choices() -> list[tuple[str, Promise]]:
    return [(seat.value, SEAT_NAMES[seat]) for seat in Seat]


def side_choices() -> list[tuple[str, Promise]]:
    return [(side.value, SIDE_NAMES[side]) for side in Side]


def strain_choices() -> list[tuple[str, Promise]]:
    """Strains by name, for the admin and the history."""
    return [(strain.value, STRAIN_NAMES[strain]) for strain in Strain]


def strain_symbol_choices() -> list[tuple[str, str | Promise]]:
    """Strains as symbols, as players write them (notrump lazily in the reader's letters)."""
    return [(strain.value, NOTRUMP if strain is Strain.NT else strain.symbol) for strain in Strain]


def doubling_choices() -> list[tuple[int, Promise]]:
    return list(DOUBLING_NAMES.items())


def schedule_choices() -> list[tuple[str, Promise]]:
    return [(schedule.value, SCHEDULE_NAMES[schedule]) for schedule in Schedule]


def half_choices() -> list[tuple[str, Promise]]:
    return [(half.value, HALF_NAMES[half]) for half in Half]


def style_choices() -> list[tuple[str, Promise]]:
    return [(style.value, STYLE_NAMES[style]) for style in Style]


def unit_choices() -> list[tuple[str, Promise]]:
    return [(unit.value, UNIT_NAMES[unit]) for unit in Unit]


def handicap_rule_choices() -> list[tuple[str, Promise]]:
    return [(rule.value, HANDICAP_RULE_NAMES[rule]) for rule in HandicapRule]


def ineligible_reasons(reasons: Iterable[Ineligible | str]) -> str:
    """Why a player is not eligible for a season's prizes, in words ("" when they are)."""
    return "; ".join(str(INELIGIBLE_NAMES[Ineligible(reason)]) for reason in reasons)


# -- words ---------------------------------------------------------------------------------------


def _member(enum: type[E], value: str) -> E | None:
    try:
        return enum(str(value))
    except ValueError:
        return None


def _word(words: Mapping[E, Promise], enum: type[E], value: E | str) -> str:
    """``value``'s word in ``words``; a value that is no member of ``enum`` is shown as it is."""
    member = _member(enum, value)
    return str(words[member]) if member else str(value)


def seat_name(seat: Seat | str) -> str:
    """ "North"; an unknown value is shown as it is."""
    return _word(SEAT_NAMES, Seat, seat)


def seat_letter(seat: Seat | str) -> str:
    """A seat as the one letter the reader's language uses (W is O in French and Italian)."""
    return _word(SEAT_LETTERS, Seat, seat)


def side_name(side: Side | str) -> str:
    return _word(SIDE_NAMES, Side, side)


def side_letters(side: Side | str) -> str:
    """A side in two letters: NS or EW (EO in French and Italian)."""
    return _word(SIDE_LETTERS, Side, side)


def strain_symbol(strain: Strain | str) -> str:
    """♣ ♦ ♥ ♠, or notrump in the reader's letters (NT, SA in French and Italian)."""
    member = _member(Strain, strain)
    if member is None:
        return str(strain)
    return str(NOTRUMP) if member is Strain.NT else member.symbol


def strain_name(strain: Strain | str) -> str:
    member = _member(Strain, strain)
    return str(STRAIN_NAMES[member]) if member else str(strain)


def is_red(strain: Strain | str) -> bool:
    return _member(Strain, strain) in RED_STRAINS


def contract_text(level: int, strain: Strain | str, doubled: int = 0) -> str:
    """ "4♠X", "3NT" ("3SA" in French): level, strain symbol and doubling."""
    marks = DOUBLING_MARKS[int(doubled or 0)] if str(doubled or 0) in "012" else ""
    return f"{level}{strain_symbol(strain)}{marks}"


def result_text(deal: Deal) -> str:
    """The result against the contract: "=", "+1" or "−2"."""
    if deal.overtricks:
        return f"+{deal.overtricks}"
    if deal.undertricks:
        return f"{MINUS}{deal.undertricks}"
    return "="


def shorthand_letters() -> Letters:
    """The letters the reader types a deal with ("4P N =" in French), then the English ones
    that mean nothing else in the reader's language (``Letters.merged``)."""
    own = Letters(
        seats={str(letter).upper(): seat for seat, letter in SEAT_LETTERS.items()},
        strains={str(letter).upper(): strain for strain, letter in STRAIN_LETTERS.items()},
        sides={str(letter).upper(): side for side, letter in SIDE_LETTERS.items()},
        passed_out=frozenset({str(PASSED_OUT_WORD).upper()}),
    )
    return own.merged(ENGLISH)


def deal_line(deal: Deal) -> str:
    """A deal as the reader would type it on one line: "4S N =", "3NTX E -2" ("4P N =")."""
    contract = f"{deal.level}{STRAIN_LETTERS[deal.strain]}{DOUBLING_MARKS[deal.doubled]}"
    result = result_text(deal).replace(MINUS, "-")
    text = f"{contract} {seat_letter(deal.declarer)} {result}"
    if deal.honours and deal.honours_side is not None:
        text += f" {deal.honours} {side_letters(deal.honours_side)}"
    return text


def passed_out_word() -> str:
    return str(PASSED_OUT_WORD)


def schedule_short(schedule: str) -> str:
    """A schedule in a few words, for a summary line: "dealer's side vulnerable"."""
    member = _member(Schedule, schedule)
    return str(SCHEDULE_SHORT[member]) if member else str(schedule)


def style_name(style: str) -> str:
    """ "Chicago scoring" or "duplicate-style scoring", as a heading or a PDF says it."""
    member = _member(Style, style)
    return str(STYLE_SHORT[member]) if member else str(style)


def result_words(deal: Deal) -> str:
    """The result in words with the tricks: "10 tricks, made", "11 tricks, 1 over", "2 down"."""
    tricks = ngettext("%(count)s trick", "%(count)s tricks", deal.tricks) % {"count": deal.tricks}
    if deal.undertricks:
        outcome = ngettext("%(count)s down", "%(count)s down", deal.undertricks) % {
            "count": deal.undertricks
        }
    elif deal.overtricks:
        outcome = ngettext("made, %(count)s over", "made, %(count)s over", deal.overtricks) % {
            "count": deal.overtricks
        }
    else:
        outcome = str(_("made exactly"))
    return f"{tricks}, {outcome}"


def deal_score(line: DealLine) -> str:
    """What a deal scored, from the side that gained: "NS +500", "EW +620"."""
    net = line.points_ns - line.points_ew
    if net == 0:
        return str(_("no score"))
    side = Side.NS if net > 0 else Side.EW
    return f"{side_letters(side)} {signed(abs(net))}"


def deal_summary(line: DealLine) -> str:
    """A deal as the table page says it was saved: "Deal 2: 4♠X by West, 8 tricks, 2 down:
    NS +500"."""
    deal = line.deal
    return str(
        _("Deal %(number)s: %(contract)s by %(declarer)s, %(result)s: %(score)s")
        % {
            "number": line.number,
            "contract": contract_text(deal.level, deal.strain, deal.doubled),
            "declarer": seat_name(deal.declarer),
            "result": result_words(deal),
            "score": deal_score(line),
        }
    )


def unit_name(unit: Unit | str) -> str:
    """ "fiches" or "points to the hundred", as a sentence says it ("in %(unit)s")."""
    return str(_("fiches")) if str(unit) == Unit.FICHES else str(_("points to the hundred"))


def total_heading(unit: Unit | str) -> str:
    """The heading above a total in ``unit`` (docs/rules.md#showing-credits)."""
    if str(unit) == Unit.FICHES:
        return str(_("Total (fiches)"))
    return str(_("Total (points, to the hundred)"))


def vulnerability(sides: Iterable[Side | str] | None) -> str:
    """Who is vulnerable, in words: nobody, North-South, East-West or both."""
    values = {str(side) for side in (sides or ())}
    if not values:
        return str(_("Nobody vulnerable"))
    if values == {Side.NS.value, Side.EW.value}:
        return str(_("Both vulnerable"))
    return str(_("%(side)s vulnerable") % {"side": side_name(values.pop())})


def vulnerability_short(sides: Iterable[Side | str] | None) -> str:
    """Vulnerability in a sheet cell: –, NS, EW or all."""
    values = {str(side) for side in (sides or ())}
    if not values:
        return "–"
    if values == {Side.NS.value, Side.EW.value}:
        return str(_("all"))
    return side_letters(values.pop())


# -- numbers -------------------------------------------------------------------------------------


def colon(label: object) -> str:
    """A label before its value: "North:", and in French "Nord :" (a no-break space before the
    colon, as French typography has it, so the colon never starts a line)."""
    if (get_language() or "").startswith("fr"):
        return f"{label}\N{NO-BREAK SPACE}:"
    return f"{label}:"


def number(value: int | Decimal | float) -> str:
    """A number as the reader's language writes it (2.5 is 2,5 in French and Italian)."""
    if type(value) is int and (-1000 < value < 1000 or not settings.USE_THOUSAND_SEPARATOR):
        # A whole number with no thousands to group (none under a thousand in any shipped
        # language, none at all without USE_THOUSAND_SEPARATOR): as str() writes it, as
        # Django's formatter would. A season's standings write some 5,000 numbers; the
        # formatter looks up the language's formats for each (10 µs).
        return str(value)
    return formats.number_format(value, use_l10n=True)


def localized(value: object) -> str:
    """``value`` as a template writes it: numbers in the reader's language, text as it is."""
    if type(value) is str:
        return value
    if type(value) is int:
        return number(value)
    return str(formats.localize(value))


def signed(value: int | Decimal | float | str | None) -> str:
    """``+800``, ``−120`` or ``0``: a credit reads with its sign; anything else as it is."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal | float):
        return "" if value is None else str(value)
    if value > 0:
        return f"+{number(value)}"
    if value < 0:
        return f"{MINUS}{number(-value)}"
    return number(value)


def pair_credit(first: str, second: str, credit: int) -> str:
    """A side's credit for a chukker by its players' names, paired with "&" as the table's plan
    pairs them: "Jean-Luc & Hélène +400"."""
    return gettext("%(first)s & %(second)s %(credit)s") % {
        "first": first,
        "second": second,
        "credit": signed(credit),
    }


def sitting_out_text(names: Sequence[str]) -> str:
    """Who sat a chukker out, by name: "François sits out", "Anna, Bea sit out"."""
    return ngettext("%(names)s sits out", "%(names)s sit out", len(names)) % {
        "names": ", ".join(names)
    }


def fiches_by_value(fiches: Iterable[tuple[int, int]]) -> str:
    """A season's fiches, summed apart for each fiche value.

    "+12" when every evening used one fiche value, else "+12 at 100 points · −3 at 200 points".

    Fiches of different values are never added together.
    """
    counted = list(fiches)
    if len(counted) == 1:
        return signed(counted[0][1])
    return " · ".join(
        str(_("%(fiches)s at %(value)s points") % {"fiches": signed(n), "value": value})
        for value, n in counted
    )


# -- names ---------------------------------------------------------------------------------------


class NamedEvening(Protocol):
    title: str
    date: dt.date


def date_text(day: dt.date) -> str:
    """A date as the reader's language writes it in a sentence: "Nov. 30, 2026",
    "1er décembre 2026", "1 dicembre 2026"."""
    language = get_language() or ""
    if language.startswith("it"):
        # Django's Italian formats capitalise the month and pad the day ("01 Dicembre 2026");
        # Italian writes neither.
        return f"{day.day} {formats.date_format(day, 'F').lower()} {day.year}"
    text = formats.date_format(day, "DATE_FORMAT")
    if language.startswith("fr") and day.day == 1 and text.startswith("1 "):
        return "1er" + text[1:]  # French writes the first of the month as an ordinal
    return text


def evening_name(evening: NamedEvening) -> str:
    """ "Monday Chicago · 30 November 2026", or the date alone for an untitled evening."""
    date = date_text(evening.date)
    return f"{evening.title} · {date}" if evening.title else date


# -- players' names in narrow places (the phone's seat tiles, declarer buttons, dealer) ----------

# Characters a name may have before a narrow place shows it short: a seat tile of a 360 px phone
# holds about this many, a declarer button about ``NAME_LINE`` on each of its two lines.
SHORT_NAME = 12
# A name in the line that credits each player of the chukker just closed, above the next seats.
CREDIT_NAME = 10
NAME_LINE = 10


def name_parts(name: str) -> tuple[str, str]:
    """A name as its first word and the rest: "Jean-Luc O'Brien" -> ("Jean-Luc", "O'Brien"),
    "Lorenzo De Luca" -> ("Lorenzo", "De Luca"); a name of one word has no rest."""
    first, _space, rest = name.strip().partition(" ")
    return first, rest.strip()


def initial(words: str) -> str:
    """ "O'Brien" -> "O.", "De Luca" -> "D.": the first letter, as a player writes it."""
    return f"{words[0]}." if words else ""


def short_name(name: str, width: int = SHORT_NAME) -> str:
    """The name whole when it has at most ``width`` characters, else its first word and the
    rest's initial ("Chiara Esposito" -> "Chiara E."), so a player still recognises theirs."""
    first, rest = name_parts(name)
    if len(name) <= width or not rest:
        return name
    return f"{first} {initial(rest)}"


def name_lines(name: str, width: int = NAME_LINE) -> tuple[str, str]:
    """The name on two lines of at most about ``width`` characters: the first word, then the
    rest, or the rest's initial when it is longer ("Αννα", "Π." for Αννα Παπαδοπούλου); a long
    hyphenated first word is parted at its hyphen ("Marie-", "Christine L.")."""
    first, rest = name_parts(name)
    if len(first) > width and "-" in first:  # "Marie-", "Christine L."
        head, tail = first.split("-", 1)
        return f"{head}-", f"{tail} {initial(rest)}".strip()
    return first, rest if len(rest) <= width else initial(rest)
