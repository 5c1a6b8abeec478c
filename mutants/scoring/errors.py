"""The user error of the scoring engine.

Words: a *user error* is a mistake in what a person entered at the table (a level of 8, fourteen
tricks, a fifth deal); its message is shown to that person. A mistake in the calling code is not a
user error and raises an ordinary ``TypeError`` instead.

This module imports nothing from Django. Messages are only *marked* for translation with ``_`` so
that ``makemessages`` finds them; the web layer translates them with Django's ``gettext``::

    gettext(err.template) % err.params
"""

from __future__ import annotations

from typing import Any


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


def _(message: str) -> str:
    """Mark ``message`` for translation and return it unchanged.

    Marked for translation; the web layer translates ScoringError.message via Django's gettext
    (``gettext(err.template) % err.params``), so nothing is translated here.
    """
    return message
mutants_xǁScoringErrorǁ__init____mutmut: MutantDict = {}  # type: ignore


class ScoringError(ValueError):
    """A score cannot be computed because of something a person entered.

    ``template`` is the untranslated message with ``%(name)s`` placeholders and ``params`` the
    values that fill them; ``str(err)`` and ``err.message`` give the filled English message.
    """

    @_mutmut_mutated(mutants_xǁScoringErrorǁ__init____mutmut)
    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(self.message)

    def xǁScoringErrorǁ__init____mutmut_orig(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(self.message)

    def xǁScoringErrorǁ__init____mutmut_1(self, template: str, **params: Any) -> None:
        self.template = None
        self.params = params
        super().__init__(self.message)

    def xǁScoringErrorǁ__init____mutmut_2(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = None
        super().__init__(self.message)

    def xǁScoringErrorǁ__init____mutmut_3(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(None)

    @property
    def message(self) -> str:
        return self.template % self.params if self.params else self.template

    def __str__(self) -> str:
        return self.message

mutants_xǁScoringErrorǁ__init____mutmut['_mutmut_orig'] =
ScoringError.xǁScoringErrorǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁScoringErrorǁ__init____mutmut['xǁScoringErrorǁ__init____mutmut_1'] =
ScoringError.xǁScoringErrorǁ__init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁScoringErrorǁ__init____mutmut['xǁScoringErrorǁ__init____mutmut_2'] =
ScoringError.xǁScoringErrorǁ__init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁScoringErrorǁ__init____mutmut['xǁScoringErrorǁ__init____mutmut_3'] =
ScoringError.xǁScoringErrorǁ__init____mutmut_3 # type: ignore # mutmut generated
