"""The wheel's one extra step: the pages, static files and demo club go inside the package.

In a checkout they live beside the package (``templates/``, ``static/``, ``fixtures/``), where
the settings read them (``settings.SITE_FILES``). A wheel (``pipx install``) carries only the
package, so its build copies them into ``clubchicago/site/``, where the settings of an installed
copy look. An editable install (``dev.py``) reads them from the checkout and copies nothing.
Everything else about the build is in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SITE_FILES = ("templates", "static", "fixtures")


class BuildWithSiteFiles(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib) / "clubchicago" / "site"
        for name in SITE_FILES:
            shutil.copytree(ROOT / name, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithSiteFiles})
