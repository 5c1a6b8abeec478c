"""No view module queries the database itself (issue 31): a view loads, validates, calls a service
or selectors, and renders (docs/architecture.md#views); what it reads comes from
``clubchicago/club/selectors/`` (docs/architecture.md#selectors).

The check reads each module of ``clubchicago/club/views/`` as Python and refuses any ``.objects``
(a model's manager) and any call of a method only a queryset has (``filter``, ``count``,
``exists``...). A view may still hand ``get_object_or_404`` a model, or a selector's queryset
(``selectors.lookups``): answering 404 for a key that names no row is the view's own job. Method
names a dict, a form or the cache shares (``get``, ``values``, ``save``...) are not checked.
"""

from __future__ import annotations

import ast
from pathlib import Path

VIEWS = Path(__file__).resolve().parents[2] / "clubchicago" / "club" / "views"

# Methods of a queryset (or a manager) that nothing else a view holds has.
QUERY_METHODS = frozenset(
    {
        "aggregate",
        "annotate",
        "bulk_create",
        "bulk_update",
        "count",
        "defer",
        "distinct",
        "exclude",
        "exists",
        "extra",
        "filter",
        "first",
        "get_or_create",
        "in_bulk",
        "last",
        "only",
        "order_by",
        "prefetch_related",
        "raw",
        "select_related",
        "update_or_create",
        "values_list",
    }
)


def queries(source: str, name: str = "module.py") -> list[str]:
    """``name:line code`` of every ``.objects`` and queryset method call in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "objects":
            found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in QUERY_METHODS
        ):
            found.append(f"{name}:{node.lineno} {ast.unparse(node.func)}")
    return sorted(found)


def test_the_views_are_found() -> None:
    assert len(list(VIEWS.glob("*.py"))) > 10


def test_a_query_is_named_by_file_and_line() -> None:
    source = (
        "def view(request, pk):\n"
        "    evening = get_object_or_404(Evening, pk=pk)\n"
        "    count = Attendance.objects.filter(evening=evening).count()\n"
        "    tables = evening.tables.order_by('number')\n"
        "    page = request.GET.get('page')\n"
        "    return render(request, 'page.html', {'tables': tables, 'count': count})\n"
    )

    assert queries(source, "evenings.py") == [
        "evenings.py:3 Attendance.objects",
        "evenings.py:3 Attendance.objects.filter",
        "evenings.py:3 Attendance.objects.filter(evening=evening).count",
        "evenings.py:4 evening.tables.order_by",
    ]


def test_no_view_queries_the_database_itself() -> None:
    found = []
    for path in sorted(VIEWS.glob("*.py")):
        found += queries(path.read_text(encoding="utf-8"), path.name)

    assert found == [], "move these into clubchicago/club/selectors/"


# What writes a row, called on anything: a view never does (it calls a service).
WRITE_METHODS = frozenset({"save", "delete", "bulk_create", "bulk_update", "update_or_create"})


def writes(source: str, name: str = "module.py") -> list[str]:
    """``name:line code`` of every call of a row-writing method in ``source``."""
    return sorted(
        f"{name}:{node.lineno} {ast.unparse(node.func)}"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in WRITE_METHODS
    )


def test_a_write_is_named_by_file_and_line() -> None:
    source = (
        "def view(request):\n"
        "    form = ClubSettingsForm(request.POST, instance=Club.load())\n"
        "    if form.is_valid():\n"
        "        form.save()\n"
        "    return redirect('club:club_settings')\n"
    )

    assert writes(source, "roster.py") == ["roster.py:4 form.save"]


def test_no_view_writes_a_row_itself() -> None:
    found = []
    for path in sorted(VIEWS.glob("*.py")):
        found += writes(path.read_text(encoding="utf-8"), path.name)

    assert found == [], "call a service of clubchicago/club/services/ instead"
