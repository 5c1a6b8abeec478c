"""Who deals and who is vulnerable on each deal of a chukker.

Words:
- *deal*: one hand dealt, bid and played. A passed-out deal is redealt by the same dealer and is
  not one of the four (docs/rules.md#passed-out-deals).
- *chukker*: four deals that were bid and played, each player dealing once, clockwise (the French
  *position* is one chukker at a club table).
- *dealer*: the player who *should* have dealt; a deal out of turn changes neither vulnerability
  nor rotation (docs/rules.md#vulnerability), so the dealer here is computed, never entered.
- *vulnerable*: a side is vulnerable on a deal when bigger premiums and penalties apply to it.
  In Chicago this is fixed by the deal number, never by earlier scores
  (docs/rules.md#vulnerability).

The three schedules, deal by deal (docs/rules.md#vulnerability):

=====  ==============  =====================  =====================
deal   ``dealer``      ``non_dealer``         ``french``
=====  ==============  =====================  =====================
1      none            none                   none
2      dealer's side   side that did not deal side that did not deal
3      dealer's side   side that did not deal dealer's side
4      both            both                   both
=====  ==============  =====================  =====================
"""

from __future__ import annotations

from scoring.errors import _
from scoring.types import Schedule, Seat, Side, parse_enum, parse_int

MAX_DEALS = 4
# Pass-outs of one deal number in a chukker: a table redeals a few times, never dozens
# (docs/rules.md#words: a passed-out deal is redealt by the same dealer and does not count).
# Beyond this a button is being pressed in a loop, or a line typed wrong: it is refused.
MAX_PASS_OUTS = 10

_DEAL_NUMBER = _("The deal number must be between 1 and 4, not %(value)s.")
_SEAT = _("The dealer must be one of N, E, S or W, not %(value)s.")
_SCHEDULE = _("Unknown vulnerability schedule %(value)s: choose dealer, non_dealer or french.")

# True where the dealer's side is vulnerable on deals 2 and 3, False where the other side is.
_DEALER_SIDE_VULNERABLE: dict[Schedule, tuple[bool, bool]] = {
    Schedule.DEALER: (True, True),  # the ACBL Encyclopedia's club laws
    Schedule.NON_DEALER: (False, False),  # as on duplicate boards 1-4
    # Le Chicago (4, 5 ou 6 joueurs) as written: "2ème donne : Donneur non vulnérable seulement.
    # 3ème donne : Donneur
    # vulnérable seulement." This makes the first dealer's side vulnerable on deals 2 and 3.
    Schedule.FRENCH: (False, True),
}


def parse_seat(value: object) -> Seat:
    return parse_enum(Seat, value, _SEAT)


def parse_schedule(value: object) -> Schedule:
    return parse_enum(Schedule, value, _SCHEDULE)


def dealer_of(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def vulnerable_sides(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})
