"""The production settings path: required values fail loudly, check --deploy is clean."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

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


# -- the club's laptop (CLUBCHICAGO_ENV=laptop, set by clubchicago serve) ------------------------

LAPTOP_URL = "http://192.168.1.20:8000/"


def laptop(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    settings = {"CLUBCHICAGO_ENV": "laptop", "CLUBCHICAGO_DATA": str(tmp_path / "club")}
    settings["CLUBCHICAGO_PUBLIC_URL"] = LAPTOP_URL
    return manage(*args, **{**settings, **env})


def deploy_warnings(result: subprocess.CompletedProcess[str]) -> list[str]:
    return sorted(set(re.findall(r"\(security\.(W\d+)\)", result.stdout + result.stderr)))


def test_on_plain_http_the_laptops_only_deploy_warnings_are_those_https_would_answer(tmp_path):
    # docs/security.md#the-clubs-laptop-on-plain-http: no HSTS, no redirect to https, cookies
    # that are not Secure; nothing else.
    result = laptop(tmp_path, "check", "--deploy")
    assert result.returncode == 0, result.stderr
    assert deploy_warnings(result) == ["W004", "W008", "W012", "W016"]


def test_with_a_certificate_the_laptops_cookies_are_secure(tmp_path):
    result = laptop(tmp_path, "check", "--deploy", CLUBCHICAGO_TLS="1")
    assert deploy_warnings(result) == ["W004", "W008"]


def test_the_laptop_makes_its_key_in_its_data_folder_never_the_development_one(tmp_path):
    show = "from django.conf import settings; print(settings.SECRET_KEY)"
    result = laptop(tmp_path, "shell", "-c", show)
    key = result.stdout.strip().splitlines()[-1]
    assert key == (tmp_path / "club" / "secret_key").read_text().strip()
    assert "dev-only" not in key and len(key) >= 50


def test_the_laptop_without_its_data_folder_says_so(tmp_path):
    result = laptop(tmp_path, "check", CLUBCHICAGO_DATA="")
    assert result.returncode != 0
    assert "CLUBCHICAGO_DATA must name the club's data folder" in result.stderr


def test_the_laptop_never_runs_with_debug_on(tmp_path):
    result = laptop(tmp_path, "check", DEBUG="1")
    assert result.returncode != 0
    assert "never runs with DEBUG on" in result.stderr


@pytest.mark.parametrize("url", ["", "192.168.1.20:8000", "ftp://192.168.1.20/", "http://x/club/"])
def test_the_laptop_refuses_a_public_address_that_is_not_one(tmp_path, url):
    result = laptop(tmp_path, "check", CLUBCHICAGO_PUBLIC_URL=url)
    assert result.returncode != 0
    assert "CLUBCHICAGO_PUBLIC_URL must be the address the phones reach" in result.stderr
