"""The mutation score cannot go stale (docs/testing.md): its table has a row for every module
of scoring/ and rotations/ and none for a module gone, each equivalent mutant listed names a
function that exists, the table counts the mutants listed, and the command (tools/mutants.py)
scores and writes what it measured."""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tools_mutants", ROOT / "tools" / "mutants.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


mutants = _load()


def _functions(module: str) -> set[str]:
    """The functions of a module as mutmut names them: ``f``, and ``C.m`` for a method."""
    path = ROOT / Path(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.ClassDef):
            names |= {
                f"{node.name}.{item.name}"
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            }
    return names


def test_the_docs_table_has_a_row_for_every_module_and_only_for_those() -> None:
    rows = mutants.read_table((ROOT / "docs" / "testing.md").read_text(encoding="utf-8"))
    present = mutants.modules_present()
    assert "scoring.handicap" in present and "rotations.lineups" in present
    assert sorted(rows) == present, "run `python3 dev.py mutants MODULE` for a module added"


def test_the_docs_table_is_as_the_command_writes_it() -> None:
    text = (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")
    block = mutants.BEGIN + text.partition(mutants.BEGIN)[2].partition(mutants.END)[0]
    assert block + mutants.END == mutants.render_table(mutants.read_table(text))


def test_every_equivalent_mutant_names_a_function_that_exists_with_an_argument() -> None:
    equivalents = mutants.load_equivalents()
    assert equivalents, "the list is read"
    names = [e.name for e in equivalents]
    assert len(names) == len(set(names)), "a mutant listed twice"
    present = set(mutants.modules_present())
    for equivalent in equivalents:
        module, function = mutants.function_of(equivalent.name)
        assert module in present, equivalent.name
        assert function in _functions(module), f"{equivalent.name}: no {function} in {module}"
        assert len(equivalent.argument.split()) >= 5, f"{equivalent.name}: give the argument"


def test_the_docs_table_counts_the_equivalent_mutants_listed() -> None:
    rows = mutants.read_table((ROOT / "docs" / "testing.md").read_text(encoding="utf-8"))
    listed = Counter(mutants.function_of(e.name)[0] for e in mutants.load_equivalents())
    assert {m: r.equivalent for m, r in rows.items() if r.equivalent} == dict(listed)
    for row in rows.values():
        assert row.killed + row.equivalent + row.unlisted == row.mutants, row.module


def test_a_run_of_one_module_rewrites_its_row_only_and_drops_modules_gone(tmp_path: Path) -> None:
    docs = tmp_path / "testing.md"
    docs.write_text(f"before\n{mutants.BEGIN}\n{mutants.END}\nafter\n", encoding="utf-8")
    score = mutants.ModuleScore
    mutants.write_table(
        {
            "scoring.deal": score("scoring.deal", 10, 9, 1, 0),
            "scoring.gone": score("scoring.gone", 5, 5, 0, 0),
            "rotations.moves": score("rotations.moves", 4, 3, 0, 1),
        },
        ["scoring.deal", "scoring.gone", "rotations.moves", "scoring.types"],
        docs,
    )
    mutants.write_table(
        {"scoring.types": score("scoring.types", 3, 3, 0, 0)},
        ["scoring.deal", "rotations.moves", "scoring.types"],
        docs,
    )
    text = docs.read_text(encoding="utf-8")
    assert text.startswith("before\n") and text.endswith("\nafter\n")
    assert mutants.read_table(text) == {
        "rotations.moves": score("rotations.moves", 4, 3, 0, 1),
        "scoring.deal": score("scoring.deal", 10, 9, 1, 0),
        "scoring.types": score("scoring.types", 3, 3, 0, 0),
    }
    assert "| **`scoring`** | 13 | 12 | 1 | 0 | 92.3% | 100.0% |" in text
    assert "| **`rotations`** | 4 | 3 | 0 | 1 | 75.0% | 75.0% |" in text


def test_the_score_fails_a_survivor_not_listed_and_a_listed_mutant_killed_or_gone() -> None:
    outcome = mutants.Outcome()
    for name, status in [
        ("scoring.deal.x_f__mutmut_1", "killed"),
        ("scoring.deal.x_f__mutmut_2", "survived"),  # listed: equivalent
        ("scoring.deal.x_f__mutmut_3", "survived"),  # not listed
        ("scoring.deal.x_f__mutmut_4", "killed"),  # listed, but killed
        ("scoring.deal.xǁDealǁparse__mutmut_5", "timeout"),
        ("scoring.deal.x_f__mutmut_6", "no tests"),  # its tests could not run
    ]:
        outcome.status[name] = status
        outcome.module[name] = "scoring.deal"
    outcome.errors["scoring.deal.x_f__mutmut_6"] = "pytest exited 4"
    listed = [
        mutants.Equivalent(name, "why")
        for name in (
            "scoring.deal.x_f__mutmut_2",
            "scoring.deal.x_f__mutmut_4",
            "scoring.deal.x_f__mutmut_9",  # no such mutant
            "rotations.moves.x_g__mutmut_1",  # a module not run: not checked
        )
    ]
    rows, problems = mutants.score(outcome, ["scoring.deal"], listed)
    assert rows["scoring.deal"] == mutants.ModuleScore("scoring.deal", 6, 3, 1, 2)
    assert problems == [
        "scoring.deal.x_f__mutmut_3: survived, not listed as equivalent",
        "scoring.deal.x_f__mutmut_4: listed as equivalent, but killed",
        "scoring.deal.x_f__mutmut_6: its tests could not run: pytest exited 4",
        "scoring.deal.x_f__mutmut_9: listed as equivalent, but there is no such mutant",
    ]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("scoring.deal.xǁDealǁparse__mutmut_33", ("scoring.deal", "Deal.parse")),
        ("scoring.deal.x__parse_honours__mutmut_11", ("scoring.deal", "_parse_honours")),
        ("rotations.x_plan__mutmut_1", ("rotations", "plan")),
    ],
)
def test_a_mutant_is_named_by_its_module_and_function(name: str, expected: tuple[str, str]) -> None:
    assert mutants.function_of(name) == expected


def test_a_module_or_a_package_is_selected_by_name() -> None:
    present = ["rotations", "rotations.moves", "scoring", "scoring.deal", "scoring.handicap"]
    assert mutants.selected([], present) == present
    assert mutants.selected(["scoring"], present) == ["scoring", "scoring.deal", "scoring.handicap"]
    assert mutants.selected(["scoring.handicap", "rotations.moves"], present) == [
        "rotations.moves",
        "scoring.handicap",
    ]
    with pytest.raises(ValueError, match=r"^no module scoring\.hand in scoring, rotations$"):
        mutants.selected(["scoring.hand"], present)
    assert mutants.patterns("scoring.deal") == ["scoring.deal.x_*", "scoring.deal.xǁ*"]
    assert mutants.module_of_path(Path("scoring/__init__.py")) == "scoring"
