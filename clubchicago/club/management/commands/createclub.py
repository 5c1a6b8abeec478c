"""Make a club of the installation and its first director, as the federation's page does.

python manage.py createclub --name "Riverside Bridge" --director ann          # ann's account exists
python manage.py createclub --name "Riverside Bridge" --slug riverside --director ann \\
    --password-env ANN_PASSWORD                                               # a new account

The address (``--slug``) is made from the name unless given. A director whose account does
not exist yet gets a new one: its password from the environment variable named by
``--password-env``, or asked twice at the terminal. Any mistake (an address taken or one of the
site's own, an unknown account, a weak password) stops with its message and makes nothing
(``services.clubs.create_club``).
"""

from __future__ import annotations

import getpass
import os
import sys
from typing import Any

from django.contrib.auth.models import User
from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubchicago.club import tenancy
from clubchicago.club.errors import ClubUserError
from clubchicago.club.services.clubs import create_club


class Command(BaseCommand):
    help = "Make a club and its first director (a new account, or one that exists)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--name", required=True, help="the club's name")
        parser.add_argument("--slug", default="", help="its address (default: from its name)")
        parser.add_argument(
            "--director", required=True, metavar="USERNAME", help="its first director's account"
        )
        parser.add_argument(
            "--password-env",
            metavar="VAR",
            help="the environment variable holding a new account's password",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        username = options["director"].strip()
        exists = User.objects.filter(username=username).exists()
        password = None if exists else self._password(options["password_env"])
        if exists and options["password_env"]:
            raise CommandError(
                f"An account named “{username}” exists already: it becomes the director with "
                "its own password; leave out --password-env."
            )
        try:
            made = create_club(
                options["name"], options["slug"], director=username, password=password
            )
        except ClubUserError as error:
            raise CommandError(error.message) from error
        address = tenancy.club_url(made.club, "home")
        account = "a new account" if made.new_account else "an existing account"
        self.stdout.write(
            f"Club “{made.club.name}” made at {address}; its director: {username} ({account})."
        )

    def _password(self, variable: str | None) -> str:
        """A new account's password: from the environment, or asked twice at the terminal."""
        if variable:
            value = os.environ.get(variable)
            if not value:
                raise CommandError(f"The environment variable {variable} holds no password.")
            return value
        if not sys.stdin.isatty():
            raise CommandError(
                "The director's account does not exist: give its password with --password-env "
                "VAR, or run the command at a terminal to be asked for it."
            )
        first = getpass.getpass("Password of the new account: ")
        if first != getpass.getpass("The same password again: "):
            raise CommandError("The two passwords differ.")
        return first
