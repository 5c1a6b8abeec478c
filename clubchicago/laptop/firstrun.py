"""The club's first run in the terminal: its name and its director, asked before serving.

The same form as the first-run page checks the answers (``forms.club_setup.FirstRunForm``: a
username not taken, the password validators), and the same service stores them, so the two ways
cannot disagree. Django must be set up before ``ask`` is called.
"""

from __future__ import annotations

import getpass
from collections.abc import Callable
from typing import TextIO


def ask(
    out: TextIO,
    read: Callable[[str], str] = input,
    read_secret: Callable[[str], str] = getpass.getpass,
) -> str:
    """Ask until the answers are good, then set the club up; the director's username.

    ``read`` and ``read_secret`` read a line and a password (``input``, ``getpass``).
    """
    from clubchicago.club.errors import ClubUserError
    from clubchicago.club.forms.club_setup import FirstRunForm
    from clubchicago.club.services.club_setup import set_up_club

    out.write(
        "\nFirst run: this club has no director yet. Give the club's name and make the "
        "director's account\n(the director signs in with it on the site).\n\n"
    )
    name = username = ""
    while True:
        # A second round offers the first round's answers again (Enter keeps them).
        name = read(_prompt("Club name", name)).strip() or name
        username = read(_prompt("Director's username", username)).strip() or username
        password = read_secret("Director's password: ")
        again = read_secret("The same password again: ")
        form = FirstRunForm(
            {"club_name": name, "username": username, "password1": password, "password2": again}
        )
        if form.is_valid():
            try:
                director = set_up_club(name, form.cleaned_data["username"], password)
            except ClubUserError as error:
                out.write(f"{error.message}\n")
                return ""
            out.write(f"\nThe club is set up: {director.username} is its director.\n")
            return director.username
        for field, errors in form.errors.items():
            label = form.fields[field].label if field in form.fields else ""
            for problem in errors:
                out.write(f"  {label}: {problem}\n" if label else f"  {problem}\n")
        out.write("Please answer again.\n\n")


def _prompt(question: str, before: str) -> str:
    return f"{question} [{before}]: " if before else f"{question}: "
