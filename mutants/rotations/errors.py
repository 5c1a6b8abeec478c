"""Errors raised by the rotation and seating logic.

Words used here:

- **user error**: a mistake the director can fix (a table of seven, a player listed twice, a move
  that would leave a table of three). It raises `RotationError`, whose message is shown to them.
- **internal error**: something the calling code should never ask for (a chukker number of 0).
  It raises a plain `ValueError` or `TypeError` with an untranslated message.

`RotationError` keeps its message as an English ``%(name)s`` template plus the values, so the web
layer can translate the template with gettext and fill in the values afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


# marked for translation; Django's makemessages picks these up, the web layer translates
def _(message: str) -> str:
    """Return ``message`` unchanged (see the comment above)."""
    return message
mutants_xǁRotationErrorǁ__init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁRotationErrorǁ__str____mutmut: MutantDict = {}  # type: ignore


class RotationError(ValueError):
    """A seating request the director must change; the message is meant for them.

    Built like Django's ``ValidationError``: ``RotationError(_("... %(n)s ..."), {"n": 7})``.
    """

    @_mutmut_mutated(mutants_xǁRotationErrorǁ__init____mutmut)
    def __init__(self, template: str, params: Mapping[str, object] | None = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_orig(self, template: str, params: Mapping[str, object] |
    None = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_1(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = None
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_2(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = None
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_3(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(None)
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_4(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(params and {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, self.params)

    def xǁRotationErrorǁ__init____mutmut_5(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(None, self.params)

    def xǁRotationErrorǁ__init____mutmut_6(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, None)

    def xǁRotationErrorǁ__init____mutmut_7(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(self.params)

    def xǁRotationErrorǁ__init____mutmut_8(self, template: str, params: Mapping[str, object] | None
    = None) -> None:
        self.template = template
        self.params = dict(params or {})
        # Both go into args so the error survives pickling (e.g. a cache or a task queue).
        super().__init__(template, )

    @_mutmut_mutated(mutants_xǁRotationErrorǁ__str____mutmut)
    def __str__(self) -> str:
        return self.template % self.params

    def xǁRotationErrorǁ__str____mutmut_orig(self) -> str:
        return self.template % self.params

    def xǁRotationErrorǁ__str____mutmut_1(self) -> str:
        return self.template / self.params

mutants_xǁRotationErrorǁ__init____mutmut['_mutmut_orig'] =
RotationError.xǁRotationErrorǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_1'] =
RotationError.xǁRotationErrorǁ__init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_2'] =
RotationError.xǁRotationErrorǁ__init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_3'] =
RotationError.xǁRotationErrorǁ__init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_4'] =
RotationError.xǁRotationErrorǁ__init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_5'] =
RotationError.xǁRotationErrorǁ__init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_6'] =
RotationError.xǁRotationErrorǁ__init____mutmut_6 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_7'] =
RotationError.xǁRotationErrorǁ__init____mutmut_7 # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__init____mutmut['xǁRotationErrorǁ__init____mutmut_8'] =
RotationError.xǁRotationErrorǁ__init____mutmut_8 # type: ignore # mutmut generated

mutants_xǁRotationErrorǁ__str____mutmut['_mutmut_orig'] =
RotationError.xǁRotationErrorǁ__str____mutmut_orig # type: ignore # mutmut generated
mutants_xǁRotationErrorǁ__str____mutmut['xǁRotationErrorǁ__str____mutmut_1'] =
RotationError.xǁRotationErrorǁ__str____mutmut_1 # type: ignore # mutmut generated
