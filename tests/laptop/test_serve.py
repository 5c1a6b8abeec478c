"""``clubchicago serve`` as a director starts it: on every interface, DEBUG off, its data folder.

One server is started for the module on a new data folder with a director, and talked to on
127.0.0.1 only, with the Host a phone would send. The other tests start their own (the first run
among them: every request of these tests comes from the laptop itself, which a first run sends
to the first-run page).
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import ssl
import subprocess
import sys
import urllib.request
from collections.abc import Iterator

import pytest

from clubchicago.laptop import addresses
from tests.laptop.running import (
    LaptopServer,
    Phone,
    clubchicago,
    free_port,
    listening_addresses,
)

pytestmark = pytest.mark.slow

DEVELOPMENT_KEY = "dev-only-insecure-key-do-not-use-in-production"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LaptopServer]:
    folder = tmp_path_factory.mktemp("laptop")
    director = "from tests import factories; factories.make_director()"
    for command in (["migrate", "--noinput"], ["shell", "-c", director]):
        done = clubchicago("manage", "--data", str(folder / "club"), *command)
        assert done.returncode == 0, done.stderr
    running = LaptopServer(folder / "club", free_port(), folder / "server.log").start()
    yield running
    running.close()


def test_it_listens_on_every_interface_not_on_loopback_only(server):
    if not sys.platform.startswith("linux"):
        pytest.skip("reads Linux's table of sockets")
    assert listening_addresses(server.port) == {"00000000"}  # 0.0.0.0, not 127.0.0.1


def test_the_terminal_gives_the_phones_address_and_a_qr_code_of_the_sign_in_page(server):
    host = server.advertised_host.rsplit(":", 1)[0]
    detected, _others = addresses.detect()
    assert host == (detected or "127.0.0.1")
    assert not addresses.is_loopback(host) or detected is None
    output = server.output()
    assert f"The director signs in at:           {server.advertised}accounts/login/" in output
    assert "▀" in output and "█" in output  # segno's QR code, drawn in block characters


def test_the_club_data_is_in_its_folder_in_wal_mode_with_a_key_of_its_own(server):
    database = server.data / "club.sqlite3"
    connection = sqlite3.connect(database)
    try:
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        connection.close()
    key = (server.data / "secret_key").read_text().strip()
    assert len(key) >= 50 and key != DEVELOPMENT_KEY
    assert (server.data / "static" / "staticfiles.json").is_file()  # the manifest, gathered


def test_cookies_are_httponly_and_samesite_but_not_secure_on_plain_http(server):
    phone = Phone(server.port, server.advertised_host)
    status, _content, headers = phone.request("GET", "/accounts/login/")
    assert status == 200 and headers is not None
    (cookie,) = headers.get_all("Set-Cookie") or []
    assert cookie.startswith("csrftoken=")
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert "Secure" not in cookie
    assert "Strict-Transport-Security" not in headers


def test_debug_is_off(server):
    phone = Phone(server.port, server.advertised_host)
    status, content, _headers = phone.request("GET", "/no-such-page/")
    assert status == 404
    assert "URLconf" not in content and "DEBUG" not in content


def test_a_host_that_is_not_the_laptops_is_refused(server):
    status, _content, _headers = Phone(server.port, "evil.example").request("GET", "/")
    assert status == 400


def test_the_static_files_are_given_out_by_whitenoise_under_hashed_names(server):
    phone = Phone(server.port, server.advertised_host)
    _status, page, _headers = phone.request("GET", "/accounts/login/")
    (stylesheet,) = re.findall(r'href="(/static/css/site\.[0-9a-f]{12}\.css)"', page)
    status, _css, headers = phone.request("GET", stylesheet)
    assert status == 200 and headers is not None
    assert "immutable" in headers["Cache-Control"]


def test_the_first_run_is_done_on_the_laptops_own_browser_then_gone(tmp_path):
    server = LaptopServer(tmp_path / "club", free_port(), tmp_path / "log").start()
    try:
        first_run(server)
    finally:
        server.close()
    assert "First run: open http://127.0.0.1:" in server.output()


def first_run(server: LaptopServer) -> None:
    laptop = Phone(server.port, f"127.0.0.1:{server.port}")
    status, _content, headers = laptop.request("GET", "/")
    assert status == 302 and headers is not None and headers["Location"] == "/setup/"
    status, fields = laptop.form("/setup/")
    assert status == 200
    answers = {
        "csrfmiddlewaretoken": fields["csrfmiddlewaretoken"],
        "club_name": "Bridge Club of the Station",
        "username": "hélène",
        "password1": "a long enough password, surely",
        "password2": "a long enough password, surely",
    }
    status, _content, headers = laptop.request("POST", "/setup/", answers)
    assert status == 302 and headers is not None and headers["Location"] == "/club/"
    session = next(c for c in headers.get_all("Set-Cookie") or [] if c.startswith("sessionid="))
    assert "HttpOnly" in session and "SameSite=Lax" in session and "Secure" not in session
    status, page, _headers = laptop.request("GET", "/club/")
    assert status == 200 and "Bridge Club of the Station" in page
    assert laptop.request("GET", "/setup/")[0] == 404


def test_a_stopped_server_backs_the_club_up(tmp_path):
    running = LaptopServer(tmp_path / "club", free_port(), tmp_path / "log").start()
    try:
        assert running.stop() == 0
    finally:
        running.close()
    (backup,) = (tmp_path / "club" / "backups").glob("club-*-stopped.sqlite3")
    assert "Backed up to" in running.output()
    listed = clubchicago("backups", "--data", str(tmp_path / "club"))
    assert backup.name.split("Z-")[0].split("club-")[1][:10] in listed.stdout
    assert "stopped" in listed.stdout


def test_a_given_address_is_the_one_advertised(tmp_path):
    running = LaptopServer(
        tmp_path / "club", free_port(), tmp_path / "log", extra=("--address", "club-laptop.lan")
    ).start()
    try:
        assert running.advertised == f"http://club-laptop.lan:{running.port}/"
        phone = Phone(running.port, f"club-laptop.lan:{running.port}")
        status, _content, headers = phone.request("GET", "/")
        # The name is answered to (a first run sends the laptop's own browser to its page).
        assert status == 302 and headers is not None and headers["Location"] == "/setup/"
    finally:
        running.close()


def test_a_loopback_address_is_never_advertised(tmp_path):
    result = clubchicago("serve", "--data", str(tmp_path), "--address", "127.0.0.1", timeout=60)
    assert result.returncode == 2
    assert "reaches only this laptop, never a phone" in result.stderr


def test_a_port_another_program_holds_is_named(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = clubchicago("serve", "--data", str(tmp_path), "--port", str(port), timeout=120)
    assert result.returncode == 2
    assert f"Port {port} is taken on this laptop" in result.stderr


def test_a_club_with_a_certificate_is_served_over_https_with_secure_cookies(tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("openssl makes the test's certificate: apt-get install openssl")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(
        [
            *("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"),
            *("-subj", "/CN=club-laptop.lan", "-keyout", str(key), "-out", str(cert)),
        ],
        capture_output=True,
    )
    assert made.returncode == 0, made.stderr
    extra = ("--address", "club-laptop.lan", "--cert", str(cert), "--key", str(key))
    running = LaptopServer(tmp_path / "club", free_port(), tmp_path / "log", extra=extra)
    try:
        running.start()
        assert running.advertised == f"https://club-laptop.lan:{running.port}/"
        context = ssl.create_default_context(cafile=str(cert))
        context.check_hostname = False  # the certificate names club-laptop.lan, asked as 127.0.0.1
        request = urllib.request.Request(
            f"https://127.0.0.1:{running.port}/accounts/login/",
            headers={"Host": f"club-laptop.lan:{running.port}"},
        )
        with urllib.request.urlopen(request, context=context, timeout=20) as response:
            assert response.status == 200
            cookie = response.headers["Set-Cookie"]
        assert "Secure" in cookie and "HttpOnly" in cookie
    finally:
        running.close()


def test_a_certificate_without_its_key_is_refused(tmp_path):
    result = clubchicago("serve", "--data", str(tmp_path), "--cert", "cert.pem", timeout=60)
    assert result.returncode == 2
    assert "--cert and --key go together" in result.stderr
