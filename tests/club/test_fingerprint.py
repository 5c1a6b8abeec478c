"""``caching.fingerprint``: the digest of what a page or a print shows, on which every ETag and
every kept part of a print relies. Two values give the same fingerprint only if they are equal."""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass
from decimal import Decimal

import pytest
from django.utils.translation import gettext_lazy, override

from clubchicago.club.caching import fingerprint
from tests import factories


class Colour(enum.IntEnum):
    RED = 1


@dataclass(frozen=True)
class Inner:
    name: str
    points: int


@dataclass(frozen=True)
class Outer:
    inner: Inner
    rows: tuple[Inner, ...]
    by_seat: dict[str, int]
    tags: frozenset[str]


def outer(**changes: object) -> Outer:
    values: dict[str, object] = {
        "inner": Inner("Zoë", 100),
        "rows": (Inner("A", 1), Inner("B", 2)),
        "by_seat": {"N": 1, "E": 2},
        "tags": frozenset({"x", "y"}),
    }
    values.update(changes)
    return Outer(**values)  # type: ignore[arg-type]


def test_equal_values_give_one_fingerprint_whatever_the_order_of_a_mapping_or_a_set() -> None:
    assert fingerprint(outer()) == fingerprint(outer())
    assert fingerprint(outer(by_seat={"E": 2, "N": 1})) == fingerprint(outer())
    assert fingerprint(outer(tags=frozenset({"y", "x"}))) == fingerprint(outer())


@pytest.mark.parametrize(
    "changed",
    [
        {"inner": Inner("Zoe", 100)},
        {"inner": Inner("Zoë", 101)},
        {"rows": (Inner("B", 2), Inner("A", 1))},  # a sequence's order is shown
        {"rows": (Inner("A", 1),)},
        {"by_seat": {"N": 1, "E": 3}},
        {"by_seat": {"N": 1, "W": 2}},
        {"tags": frozenset({"x"})},
    ],
)
def test_any_change_deep_inside_gives_another_fingerprint(changed: dict[str, object]) -> None:
    assert fingerprint(outer(**changed)) != fingerprint(outer())


def test_values_that_print_alike_but_differ_in_kind_give_different_fingerprints() -> None:
    kinds = [1, True, "1", 1.0, Decimal("1"), Colour.RED, None, dt.date(2026, 1, 1)]
    assert len({fingerprint(value) for value in kinds}) == len(kinds)
    assert fingerprint(("a", "b")) != fingerprint(("ab",))
    assert fingerprint([]) != fingerprint({}) != fingerprint(frozenset())


def test_a_lazy_translation_is_fingerprinted_as_its_language_says_it() -> None:
    label = gettext_lazy("Deal")
    with override("en"):
        english = fingerprint(label)
    with override("fr"):
        french = fingerprint(label)
    assert english != french


@pytest.mark.django_db
def test_a_row_is_fingerprinted_by_what_it_stores_but_the_evenings_versions() -> None:
    evening = factories.make_evening()
    before = fingerprint(evening)
    evening.results_version = evening.plan_version  # moves with every deal: not shown
    assert fingerprint(evening) == before
    evening.title = evening.title + " II"
    assert fingerprint(evening) != before


def test_a_value_with_no_canonical_form_is_refused() -> None:
    with pytest.raises(TypeError, match="no canonical form for object"):
        fingerprint(object())
    with pytest.raises(TypeError, match="no canonical form"):
        fingerprint({"a": [object()]})
