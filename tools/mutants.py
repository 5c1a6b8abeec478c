"""Mutation testing of the domain cores to the end, and its score (docs/testing.md).

``python3 dev.py mutants [--max-children N] [MODULE ...]`` runs this in the project's
environment. A MODULE is a package (``scoring``) or one of its modules (``scoring.handicap``);
without one, every module of ``scoring/`` and ``rotations/``. It

1. runs ``mutmut run`` (niced, ``--max-children`` workers) on every mutant of the modules
   named, forcing each to run again, so that no result of an earlier run stands;
2. runs every mutant that is not killed again in a fresh ``python -m pytest`` (mutmut forks
   from a process that has already imported the packages, so a mutant of code run at import
   time never takes effect there): its package's tests, with any test of the other package
   mutmut found reaching it, as many at a time as ``--max-children``; pytest's exit status 1
   is a kill, 0 a survivor, and any other is reported for that mutant (its output's last
   lines) and the run goes on;
3. checks that every module named has a result for each of its mutants, compares the
   survivors with the equivalent mutants listed in ``docs/equivalent-mutants.toml``, prints
   the score per module and per package, and writes the rows of the modules run into the
   generated table of ``docs/testing.md`` (the rows of other modules stay as they were);
4. exits non-zero when a survivor is not listed as equivalent, a listed mutant was killed or
   no longer exists, a fresh run failed to run, or a module has no result.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "rotations")
MUTANTS = ROOT / "mutants"
EQUIVALENTS = ROOT / "docs" / "equivalent-mutants.toml"
DOCS = ROOT / "docs" / "testing.md"
BEGIN = "<!-- mutants:begin (written by `python3 dev.py mutants`; do not edit) -->"
END = "<!-- mutants:end -->"
# mutmut's separator of a class and its method in a mutant's name (scoring.deal.xǁDealǁparse).
CLASS_SEPARATOR = "ǁ"
# A fresh run of one mutant's tests: far beyond the few seconds the domain's tests take.
FRESH_TIMEOUT = 600
HEADER = (
    "| module | mutants | killed | equivalent | not killed, not listed | score "
    "| score without the equivalent |"
)
RULE = "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"


def module_of_path(path: Path) -> str:
    """``scoring/handicap.py`` -> ``scoring.handicap``; ``scoring/__init__.py`` -> ``scoring``."""
    parts = list(path.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules_present(root: Path = ROOT) -> list[str]:
    """Every module of the two packages, as files in the checkout."""
    return sorted(
        module_of_path(path.relative_to(root))
        for package in PACKAGES
        for path in (root / package).rglob("*.py")
    )


def selected(names: Sequence[str], present: Sequence[str]) -> list[str]:
    """The modules named (a package names all of its own); ValueError for an unknown name."""
    if not names:
        return list(present)
    chosen: list[str] = []
    for name in names:
        matches = [m for m in present if m == name or m.startswith(name + ".")]
        if name not in PACKAGES:
            matches = [m for m in present if m == name]
        if not matches:
            raise ValueError(f"no module {name} in {', '.join(PACKAGES)}")
        chosen.extend(m for m in matches if m not in chosen)
    return sorted(chosen)


def patterns(module: str) -> list[str]:
    """The mutmut name patterns of one module's own mutants (functions, then methods)."""
    return [f"{module}.x_*", f"{module}.x{CLASS_SEPARATOR}*"]


def function_of(mutant: str) -> tuple[str, str]:
    """A mutant's module and function: ``("scoring.deal", "Deal.parse")`` for
    ``scoring.deal.xǁDealǁparse__mutmut_33``."""
    mangled = mutant.partition("__mutmut_")[0]
    module, _, name = mangled.rpartition(".")
    if name.startswith("x" + CLASS_SEPARATOR):
        cls, _, method = name[2:].partition(CLASS_SEPARATOR)
        return module, f"{cls}.{method}"
    if not name.startswith("x_"):
        raise ValueError(f"not a mutant's name: {mutant}")
    return module, name[2:]


@dataclass(frozen=True)
class Equivalent:
    """A survivor that changes nothing a caller can observe, and why."""

    name: str
    argument: str


def load_equivalents(path: Path = EQUIVALENTS) -> list[Equivalent]:
    """The list in ``docs/equivalent-mutants.toml``: ``[[mutant]]`` tables, name and argument."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [Equivalent(item["name"], item["argument"]) for item in data.get("mutant", [])]


@dataclass
class ModuleScore:
    """One module's figures (a package's: the sum of its modules')."""

    module: str
    mutants: int = 0
    killed: int = 0
    equivalent: int = 0
    unlisted: int = 0

    @property
    def score(self) -> str:
        return _percent(self.killed, self.mutants)

    @property
    def score_without_equivalent(self) -> str:
        return _percent(self.killed, self.mutants - self.equivalent)

    def row(self, bold: bool = False) -> str:
        name = f"**`{self.module}`**" if bold else f"`{self.module}`"
        cells = [
            name,
            f"{self.mutants:,}",
            f"{self.killed:,}",
            str(self.equivalent),
            str(self.unlisted),
            self.score,
            self.score_without_equivalent,
        ]
        return "| " + " | ".join(cells) + " |"


def _percent(part: int, whole: int) -> str:
    if not whole:
        return "–"
    return f"{100 * part / whole:.1f}%"


_ROW = re.compile(r"^\| `([a-z_.]+)` \| ([\d,]+) \| ([\d,]+) \| (\d+) \| (\d+) \|")


def read_table(text: str) -> dict[str, ModuleScore]:
    """The module rows of the generated table in ``text`` (the docs), by module."""
    block = text.partition(BEGIN)[2].partition(END)[0]
    rows = {}
    for line in block.splitlines():
        found = _ROW.match(line)
        if found:
            module = found[1]
            mutants, killed, equivalent, unlisted = (
                int(found[i].replace(",", "")) for i in range(2, 6)
            )
            rows[module] = ModuleScore(module, mutants, killed, equivalent, unlisted)
    return rows


def render_table(rows: Mapping[str, ModuleScore]) -> str:
    """The generated table: a row a module, then a row a package (the sum of its modules)."""
    lines = [BEGIN, HEADER, RULE]
    lines += [rows[module].row() for module in sorted(rows)]
    for package in PACKAGES:
        total = ModuleScore(package)
        for module, score in rows.items():
            if module == package or module.startswith(package + "."):
                total.mutants += score.mutants
                total.killed += score.killed
                total.equivalent += score.equivalent
                total.unlisted += score.unlisted
        lines.append(total.row(bold=True))
    lines.append(END)
    return "\n".join(lines)


def write_table(rows: Mapping[str, ModuleScore], present: Iterable[str], path: Path = DOCS) -> None:
    """Put ``rows`` into the docs' table, keeping the rows of the other modules still present."""
    text = path.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{path.name} has no generated table ({BEGIN} ... {END})")
    kept = {m: s for m, s in read_table(text).items() if m in set(present)}
    kept.update(rows)
    head, _, rest = text.partition(BEGIN)
    tail = rest.partition(END)[2]
    path.write_text(head + render_table(kept) + tail, encoding="utf-8")


@dataclass
class Outcome:
    """What the run found, mutant by mutant."""

    status: dict[str, str] = field(default_factory=dict)  # every mutant: "killed", "survived"...
    module: dict[str, str] = field(default_factory=dict)  # every mutant's module
    errors: dict[str, str] = field(default_factory=dict)  # a fresh run that failed to run


def mutmut_results(modules: Sequence[str]) -> tuple[Outcome, list[str]]:
    """mutmut's result of each mutant of ``modules`` (from its files in mutants/), and the
    modules it has no result for."""
    from mutmut.stats import status_by_exit_code  # the venv's mutmut, pinned in pyproject.toml

    outcome, missing = Outcome(), []
    for module in modules:
        source = Path(*module.split("."))
        source = source / "__init__.py" if (ROOT / source).is_dir() else source.with_suffix(".py")
        meta = MUTANTS / f"{source}.meta"
        if not meta.exists():
            missing.append(module)
            continue
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        for name, code in codes.items():
            outcome.status[name] = status_by_exit_code[code]
            outcome.module[name] = module
    return outcome, missing


def run_mutmut(modules: Sequence[str], max_children: int) -> None:
    """mutmut on every mutant of ``modules``, each run again (names given: nothing stands)."""
    names = [pattern for module in modules for pattern in patterns(module)]
    command = ["nice", "-n", "10", str(Path(sys.executable).parent / "mutmut"), "run"]
    command += ["--max-children", str(max_children), *names]
    print("+", " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, check=False)
    if result.returncode:
        # mutmut refuses names that match no mutant: a module with no code to mutate.
        outcome, missing = mutmut_results(modules)
        if missing or outcome.status:
            raise SystemExit(f"mutmut run exited {result.returncode}")


def tests_for(mutant: str) -> list[str]:
    """The tests mutmut found reaching the mutant's function (one id a line: an id may hold
    spaces)."""
    listed = subprocess.run(
        [str(Path(sys.executable).parent / "mutmut"), "tests-for-mutant", mutant],
        cwd=ROOT,
        text=True,
        capture_output=True,
        check=False,  # a mutant no test reaches has none: its package's tests run
    )
    return [line for line in listed.stdout.splitlines() if line.strip()]


def fresh_run(mutant: str, tests: Sequence[str], package: str) -> tuple[str, str]:
    """The mutant's package's tests and any other test mutmut found reaching it, in a new
    process: ("killed" | "killed on import" | "survived" | "error", pytest's last lines when it
    could not run).

    A test module that fails to import under the mutant cannot be collected: with ``-x`` the
    collection error stops pytest as a failure (exit 1), a kill "on import"; a test id in such a
    module of the other package finds no collector (exit 4), and the package's tests run alone.
    """
    own = f"tests/{package}"
    others = [test for test in tests if not test.startswith(own + "/")]
    for selection in ([own, *others], [own]):
        command = [sys.executable, "-m", "pytest", "-x", "-q", "-n", "0"]
        command += ["-p", "no:cacheprovider", *selection]
        try:
            result = subprocess.run(
                ["nice", "-n", "10", *command],
                cwd=MUTANTS,
                env={**os.environ, "MUTANT_UNDER_TEST": mutant},
                capture_output=True,
                text=True,
                timeout=FRESH_TIMEOUT,
            )
        except subprocess.TimeoutExpired:
            return "killed", ""  # a loop: a timeout counts as a kill, as in mutmut's own run
        output = result.stdout + result.stderr
        if result.returncode == 1:
            on_import = re.search(r"^ERROR \S+\.py - ", output, re.MULTILINE)
            return ("killed on import" if on_import else "killed"), ""
        if result.returncode == 4 and others and selection != [own]:
            continue
        if result.returncode != 0:
            tail = "\n".join(output.strip().splitlines()[-15:])
            return "error", f"pytest exited {result.returncode}:\n{tail}"
        break
    return "survived", ""


def score(
    outcome: Outcome, modules: Sequence[str], equivalents: Sequence[Equivalent]
) -> tuple[dict[str, ModuleScore], list[str]]:
    """Each module's figures, and the problems that make the run fail."""
    listed = {e.name for e in equivalents}
    rows = {module: ModuleScore(module) for module in modules}
    problems = []
    for name, status in sorted(outcome.status.items()):
        row = rows[outcome.module[name]]
        row.mutants += 1
        if status in ("killed", "timeout"):
            row.killed += 1
            if name in listed:
                problems.append(f"{name}: listed as equivalent, but killed")
        elif name in outcome.errors:
            row.unlisted += 1
            problems.append(f"{name}: its tests could not run: {outcome.errors[name]}")
        elif name in listed:
            row.equivalent += 1
        else:
            row.unlisted += 1
            problems.append(f"{name}: {status}, not listed as equivalent")
    for name in sorted(listed - set(outcome.status)):
        if function_of(name)[0] in modules:
            problems.append(f"{name}: listed as equivalent, but there is no such mutant")
    return rows, problems


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 dev.py mutants", description=__doc__)
    parser.add_argument("--max-children", type=int, default=2, help="mutmut's workers (2)")
    parser.add_argument(
        "--no-run",
        action="store_true",
        help="no mutmut run: the fresh runs and the score from mutmut's last results",
    )
    parser.add_argument("modules", nargs="*", help="scoring, rotations or one module of them")
    args = parser.parse_args(argv)
    present = modules_present()
    try:
        modules = selected(args.modules, present)
    except ValueError as error:
        parser.error(str(error))
    started = time.monotonic()
    if not args.no_run:
        run_mutmut(modules, args.max_children)
    outcome, missing = mutmut_results(modules)
    # The fresh runs use mutmut's copy of the tests: the tests as they are now.
    shutil.copytree(ROOT / "tests", MUTANTS / "tests", dirs_exist_ok=True)
    problems = [f"{module}: mutmut has no result for it" for module in missing]
    not_checked = [name for name, status in outcome.status.items() if status == "not checked"]
    problems += [f"{name}: not run by mutmut" for name in sorted(not_checked)]
    again = sorted(
        name
        for name, status in outcome.status.items()
        if status not in ("killed", "timeout", "not checked")
    )
    on_import: list[str] = []
    print(f"\n{len(again)} mutants not killed by mutmut: each again in a fresh process", flush=True)

    def again_fresh(name: str) -> tuple[str, str]:
        return fresh_run(name, tests_for(name), name.split(".", 1)[0])

    # As many fresh runs at a time as mutmut's workers.
    with ThreadPoolExecutor(max_workers=max(args.max_children, 1)) as pool:
        for name, (state, detail) in zip(again, pool.map(again_fresh, again), strict=True):
            if state.startswith("killed"):
                outcome.status[name] = "killed"
                if state == "killed on import":
                    on_import.append(name)
            elif state == "error":
                outcome.errors[name] = detail
            print(f"{name}: {state} in a fresh process", flush=True)
    rows, found = score(outcome, modules, load_equivalents())
    problems += found
    print()
    print(HEADER)
    print(RULE)
    for module in modules:
        print(rows[module].row())
    if not missing:
        write_table(rows, present)
        print(f"\n{DOCS.relative_to(ROOT)}: the rows of {len(rows)} modules written")
    if on_import:
        print(f"{len(on_import)} killed only by a test module failing to import: {on_import}")
    minutes = (time.monotonic() - started) / 60
    print(f"{sum(r.mutants for r in rows.values())} mutants in {minutes:.1f} minutes")
    for problem in problems:
        print("FAIL", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
