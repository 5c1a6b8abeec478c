"""Who deals and who is vulnerable on each deal of a chukker.

Words:
- *deal*: one hand dealt, bid and played. A passed-out deal is redealt by the same dealer and is
  not one of the four (seed 001).
- *chukker*: four deals that were bid and played, each player dealing once, clockwise (the French
  *position* is one chukker at a club table).
- *dealer*: the player who *should* have dealt; a deal out of turn changes neither vulnerability
  nor rotation (seed 001), so the dealer here is computed, never entered.
- *vulnerable*: a side is vulnerable on a deal when bigger premiums and penalties apply to it.
  In Chicago this is fixed by the deal number, never by earlier scores (seed 001).

The three schedules, deal by deal (RULES.md, "Vulnerability"):

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

_DEAL_NUMBER = _("The deal number must be between 1 and 4, not %(value)s.")
_SEAT = _("The dealer must be one of N, E, S or W, not %(value)s.")
_SCHEDULE = _("Unknown vulnerability schedule %(value)s: choose dealer, non_dealer or french.")

# True where the dealer's side is vulnerable on deals 2 and 3, False where the other side is.
_DEALER_SIDE_VULNERABLE: dict[Schedule, tuple[bool, bool]] = {
    Schedule.DEALER: (True, True),  # seed 001, the ACBL Laws
    Schedule.NON_DEALER: (False, False),  # seed 002, as on duplicate boards 1-4
    # seed 003 as written: "2ème donne : Donneur non vulnérable seulement. 3ème donne : Donneur
    # vulnérable seulement." This makes the first dealer's side vulnerable on deals 2 and 3.
    Schedule.FRENCH: (False, True),
}


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_parse_seat__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_seat__mutmut)
def parse_seat(value: object) -> Seat:
    return parse_enum(Seat, value, _SEAT)


def x_parse_seat__mutmut_orig(value: object) -> Seat:
    return parse_enum(Seat, value, _SEAT)


def x_parse_seat__mutmut_1(value: object) -> Seat:
    return parse_enum(None, value, _SEAT)


def x_parse_seat__mutmut_2(value: object) -> Seat:
    return parse_enum(Seat, None, _SEAT)


def x_parse_seat__mutmut_3(value: object) -> Seat:
    return parse_enum(Seat, value, None)


def x_parse_seat__mutmut_4(value: object) -> Seat:
    return parse_enum(value, _SEAT)


def x_parse_seat__mutmut_5(value: object) -> Seat:
    return parse_enum(Seat, _SEAT)


def x_parse_seat__mutmut_6(value: object) -> Seat:
    return parse_enum(Seat, value, )

mutants_x_parse_seat__mutmut['_mutmut_orig'] = x_parse_seat__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_1'] = x_parse_seat__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_2'] = x_parse_seat__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_3'] = x_parse_seat__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_4'] = x_parse_seat__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_5'] = x_parse_seat__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_seat__mutmut['x_parse_seat__mutmut_6'] = x_parse_seat__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_schedule__mutmut)
def parse_schedule(value: object) -> Schedule:
    return parse_enum(Schedule, value, _SCHEDULE)


def x_parse_schedule__mutmut_orig(value: object) -> Schedule:
    return parse_enum(Schedule, value, _SCHEDULE)


def x_parse_schedule__mutmut_1(value: object) -> Schedule:
    return parse_enum(None, value, _SCHEDULE)


def x_parse_schedule__mutmut_2(value: object) -> Schedule:
    return parse_enum(Schedule, None, _SCHEDULE)


def x_parse_schedule__mutmut_3(value: object) -> Schedule:
    return parse_enum(Schedule, value, None)


def x_parse_schedule__mutmut_4(value: object) -> Schedule:
    return parse_enum(value, _SCHEDULE)


def x_parse_schedule__mutmut_5(value: object) -> Schedule:
    return parse_enum(Schedule, _SCHEDULE)


def x_parse_schedule__mutmut_6(value: object) -> Schedule:
    return parse_enum(Schedule, value, )

mutants_x_parse_schedule__mutmut['_mutmut_orig'] = x_parse_schedule__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_1'] = x_parse_schedule__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_2'] = x_parse_schedule__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_3'] = x_parse_schedule__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_4'] = x_parse_schedule__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_5'] = x_parse_schedule__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_schedule__mutmut['x_parse_schedule__mutmut_6'] = x_parse_schedule__mutmut_6 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_dealer_of__mutmut)
def dealer_of(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_orig(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_1(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = None
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_2(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(None, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_3(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, None, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_4(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, None, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_5(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, None)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_6(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_7(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_8(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_9(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, )
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_10(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 2, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_11(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = None
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_12(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(None)
    for _turn in range(number - 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_13(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(None):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_14(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number + 1):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_15(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 2):
        dealer = dealer.next()
    return dealer


def x_dealer_of__mutmut_16(deal_number: int, first_dealer: Seat | str) -> Seat:
    """The seat that deals deal ``deal_number`` (1 to 4) of a chukker: clockwise from the first."""
    number = parse_int(deal_number, 1, MAX_DEALS, _DEAL_NUMBER)
    dealer = parse_seat(first_dealer)
    for _turn in range(number - 1):
        dealer = None
    return dealer

mutants_x_dealer_of__mutmut['_mutmut_orig'] = x_dealer_of__mutmut_orig # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_1'] = x_dealer_of__mutmut_1 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_2'] = x_dealer_of__mutmut_2 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_3'] = x_dealer_of__mutmut_3 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_4'] = x_dealer_of__mutmut_4 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_5'] = x_dealer_of__mutmut_5 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_6'] = x_dealer_of__mutmut_6 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_7'] = x_dealer_of__mutmut_7 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_8'] = x_dealer_of__mutmut_8 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_9'] = x_dealer_of__mutmut_9 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_10'] = x_dealer_of__mutmut_10 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_11'] = x_dealer_of__mutmut_11 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_12'] = x_dealer_of__mutmut_12 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_13'] = x_dealer_of__mutmut_13 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_14'] = x_dealer_of__mutmut_14 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_15'] = x_dealer_of__mutmut_15 # type: ignore # mutmut generated
mutants_x_dealer_of__mutmut['x_dealer_of__mutmut_16'] = x_dealer_of__mutmut_16 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_vulnerable_sides__mutmut)
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


def x_vulnerable_sides__mutmut_orig(
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


def x_vulnerable_sides__mutmut_1(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = None
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_2(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(None, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_3(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, None).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_4(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_5(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, ).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_6(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = None
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_7(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(None)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_8(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number != 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_9(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 2:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_10(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number != MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_11(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(None)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_12(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = None
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_13(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number + 2]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_14(
    deal_number: int, first_dealer: Seat | str, schedule: Schedule | str = Schedule.DEALER
) -> frozenset[Side]:
    """The sides vulnerable on deal ``deal_number`` of a chukker under ``schedule``."""
    dealer_side = dealer_of(deal_number, first_dealer).side
    chosen = parse_schedule(schedule)
    if deal_number == 1:
        return frozenset()
    if deal_number == MAX_DEALS:
        return frozenset(Side)
    dealer_side_vulnerable = _DEALER_SIDE_VULNERABLE[chosen][deal_number - 3]
    return frozenset({dealer_side if dealer_side_vulnerable else dealer_side.other})


def x_vulnerable_sides__mutmut_15(
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
    return frozenset(None)


def x_vulnerable_sides__mutmut_16(
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
    return frozenset({dealer_side if (dealer_side_vulnerable) and False else dealer_side.other})


def x_vulnerable_sides__mutmut_17(
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
    return frozenset({dealer_side if (dealer_side_vulnerable) or True else dealer_side.other})

mutants_x_vulnerable_sides__mutmut['_mutmut_orig'] = x_vulnerable_sides__mutmut_orig # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_1'] = x_vulnerable_sides__mutmut_1 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_2'] = x_vulnerable_sides__mutmut_2 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_3'] = x_vulnerable_sides__mutmut_3 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_4'] = x_vulnerable_sides__mutmut_4 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_5'] = x_vulnerable_sides__mutmut_5 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_6'] = x_vulnerable_sides__mutmut_6 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_7'] = x_vulnerable_sides__mutmut_7 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_8'] = x_vulnerable_sides__mutmut_8 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_9'] = x_vulnerable_sides__mutmut_9 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_10'] = x_vulnerable_sides__mutmut_10 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_11'] = x_vulnerable_sides__mutmut_11 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_12'] = x_vulnerable_sides__mutmut_12 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_13'] = x_vulnerable_sides__mutmut_13 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_14'] = x_vulnerable_sides__mutmut_14 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_15'] = x_vulnerable_sides__mutmut_15 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_16'] = x_vulnerable_sides__mutmut_16 # type: ignore # mutmut generated
mutants_x_vulnerable_sides__mutmut['x_vulnerable_sides__mutmut_17'] = x_vulnerable_sides__mutmut_17 # type: ignore # mutmut generated
