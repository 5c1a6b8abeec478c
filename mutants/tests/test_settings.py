"""The production settings path: required values fail loudly, check --deploy is clean."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEY = "k" * 20 + "production-secret-for-the-settings-test-only" + "z" * 10


def manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``manage.py args`` in a new process, with ``env`` and none of the settings this run's own
    environment would lend it."""
    unwanted = {"SECRET_KEY", "DEBUG", "CLUBCHICAGO_ENV", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    environment = {k: v for k, v in os.environ.items() if k not in unwanted}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_gives_no_warning_in_production():
    result = manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        CLUBCHICAGO_ENV="production",
        SECRET_KEY=KEY,
        ALLOWED_HOSTS="chicago.example.org",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_without_a_secret_key_says_so():
    result = manage("check", CLUBCHICAGO_ENV="production", ALLOWED_HOSTS="chicago.example.org")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_production_without_allowed_hosts_says_so():
    result = manage("check", CLUBCHICAGO_ENV="production", SECRET_KEY=KEY, ALLOWED_HOSTS="")
    assert result.returncode != 0
    assert "ALLOWED_HOSTS must list" in result.stderr


def test_a_nonsense_debug_value_fails_loudly():
    result = manage("check", DEBUG="perhaps")
    assert result.returncode != 0
    assert "DEBUG must be one of" in result.stderr


def test_static_files_are_gathered_where_static_root_says(tmp_path):
    result = manage("collectstatic", "--noinput", "-v0", STATIC_ROOT=str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "js" / "play.js").exists()
    default = manage("shell", "-c", "from django.conf import settings; print(settings.STATIC_ROOT)")
    assert default.stdout.strip().splitlines()[-1] == str(ROOT / "staticfiles")
