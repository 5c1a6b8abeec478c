"""The benchmarks' phones: an HTTP client on 127.0.0.1 that keeps its connection and cookies
as a browser does, the tally of every request it makes, what a page says (its CSRF token,
refusals, the deal it asks for), percentiles and the home page's floor at the same pace
(``load_evening``, ``bench_festival``, ``bench_laptop``). Out of ``load_evening.py``, which
keeps the evening the phones play and its report."""

from __future__ import annotations

import argparse
import html
import http.client
import random
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlsplit

from benchmarks.served import HOST

KEEP_ALIVE_S = 1.5  # under gunicorn's 2 s keep-alive (gthread workers keep connections)


CSRF_FIELD = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


HIDDEN_NUMBER = re.compile(r'name="number" value="(\d+)"')


HIDDEN_CHUKKER = re.compile(r'name="chukker_number" value="(\d+)"')


HIDDEN_PASSED_OUT = re.compile(r'name="passed_out_seen" value="(\d+)"')
# The table page shows a refused entry as a paragraph (a list item before issue 11).


# The table page shows a refused entry as a paragraph (a list item before issue 11).
ERROR_MESSAGE = re.compile(r'<(li|p) class="message error"[^>]*>(.*?)</\1>', re.S)


FORM_ERRORS = re.compile(r'<ul class="errorlist[^"]*"[^>]*>(.*?)</ul>', re.S)


TAG = re.compile(r"<[^>]+>")


@dataclass
class Sample:
    kind: str
    status: int  # 0: the connection failed
    ms: float


@dataclass
class Tally:
    """Everything the clients saw, shared by all their threads."""

    samples: list[Sample] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    duplicates: int = 0
    duplicates_handled: int = 0  # one phone's save stored, the other's refused with a message
    refusals: Counter = field(default_factory=Counter)  # the message the second phone got
    lock: threading.Lock = field(default_factory=threading.Lock)

    def problem(self, text: str) -> None:
        with self.lock:
            self.problems.append(text)


class Client:
    """One phone (or screen): its own keep-alive connection and cookie jar.

    Cookies are kept by name whatever their ``Secure`` flag: the server is in production mode
    (secure cookies) but this test talks plain http on 127.0.0.1.
    """

    def __init__(self, port: int, tally: Tally, cookies: dict[str, str] | None = None) -> None:
        self.port = port
        self.tally = tally
        self.cookies = dict(cookies or {})
        self.connection = http.client.HTTPConnection(HOST, port, timeout=30)
        self.last_used = 0.0
        self.lock = threading.Lock()  # the phone's owner and its idle looks take turns
        self.last_headers: http.client.HTTPMessage | None = None  # of the last answer

    def request(
        self,
        kind: str,
        method: str,
        path: str,
        data: dict | None = None,
        extra_headers: dict[str, str] | None = None,
    ) -> tuple:
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        headers.update(extra_headers or {})
        body = None
        if data is not None:
            body = urlencode(data)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        start = time.perf_counter()
        if start - self.last_used > KEEP_ALIVE_S:
            # As a browser does: a connection left idle may have been closed by the server.
            self.connection.close()
        try:
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
            content = response.read().decode("utf-8", "replace")
            self.last_used = time.perf_counter()
            self.last_headers = response.headers
        except (OSError, http.client.HTTPException) as error:
            self.connection.close()
            self.tally.samples.append(Sample(kind, 0, (time.perf_counter() - start) * 1000))
            self.tally.problem(f"{kind} {path}: connection error {error!r}")
            return 0, "", ""
        self.tally.samples.append(
            Sample(kind, response.status, (time.perf_counter() - start) * 1000)
        )
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _eq, rest = header.partition("=")
            value = rest.split(";", 1)[0]
            if value in ("", '""') or "max-age=0" in header.lower():
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = value
        if response.status >= 500:
            self.tally.problem(f"{kind} {path}: {response.status}")
        return response.status, content, response.getheader("Location", "")

    def page(self, kind: str, path: str) -> str:
        status, content, _location = self.request(kind, "GET", path)
        if status not in (0, 200):  # 0: the connection error is reported already
            self.tally.problem(f"{kind} {path}: status {status}")
        return content

    def post_and_follow(self, kind: str, path: str, data: dict) -> tuple[int, str]:
        """POST a form, then load the page its redirect leads to: the status and what is shown.

        A form shown again (200) is returned as it is: it was not saved.
        """
        status, content, location = self.request(kind, "POST", path, data)
        if status in (0, 200):
            return status, content
        if status != 302:
            self.tally.problem(f"{kind} {path}: status {status}, expected a redirect")
            return status, ""
        return status, self.page("GET after redirect", urlsplit(location).path or path)


def refusals(content: str) -> list[str]:
    """The error messages a page shows: a refused entry, or a form shown again with errors."""
    found = [message for _tag, message in ERROR_MESSAGE.findall(content)]
    found += FORM_ERRORS.findall(content)
    return [html.unescape(TAG.sub(" ", message)).strip() for message in found]


def not_saved(status: int, content: str) -> list[str]:
    """Why an entry was not saved, as its phone sees it (nothing when it was saved)."""
    shown = refusals(content)
    if status == 200:  # the view showed the form again instead of redirecting
        return ["(the form came back unsaved)", *shown]
    return shown


def csrf_token(content: str) -> str:
    found = CSRF_FIELD.search(content)
    return found.group(1) if found else ""


def shown_numbers(content: str) -> tuple[int, int] | None:
    number, chukker = HIDDEN_NUMBER.search(content), HIDDEN_CHUKKER.search(content)
    if not (number and chukker):
        return None
    return int(chukker.group(1)), int(number.group(1))


@dataclass
class TableRun:
    """One table's evening as its phones play it: the deals, in order, fixed in advance."""

    number: int
    path: str
    entries: list[tuple[int, int, object]]  # (chukker, deal number, contract or None)
    defenders: dict[tuple[int, str], str]  # (chukker, declarer) -> a defender's name
    phones: list[Client]
    finished: threading.Event = field(default_factory=threading.Event)


def contract_data(contract: object, chukker: int, number: int, defender: str) -> dict:
    over = contract.tricks - (contract.level + 6)
    return {
        "number": number,
        "chukker_number": chukker,
        "level": contract.level,
        "strain": str(contract.strain),
        "doubled": contract.doubled,
        "declarer": str(contract.declarer),
        "result": "=" if over == 0 else f"{over:+d}",
        "confirmed_by": defender,
    }


def tally_missed(tally: Tally) -> list[str]:
    """The run's errors printed (the first twenty), and the targets they miss: no error, and
    every deal two phones saved at once stored once."""
    missed = []
    if tally.problems:
        print(f"\n{len(tally.problems)} errors, the first ones:")
        for problem in tally.problems[:20]:
            print(f"  {problem}")
        missed.append(f"{len(tally.problems)} errors")
    else:
        print("errors: none")
    if tally.duplicates_handled != tally.duplicates:
        missed.append("a deal saved twice at once was not handled as one entry")
    return missed


def print_statuses(samples: list[Sample]) -> None:
    """How many answers of each status the run had (0: the connection failed)."""
    statuses = Counter(s.status for s in samples)
    print()
    print(
        "statuses: "
        + ", ".join(
            f"{status or 'connection error'}: {n}" for status, n in sorted(statuses.items())
        )
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


def home_floor(options: argparse.Namespace, port: int, rate: float, clients: int) -> float:
    """``clients`` clients ask for ``/`` at ``rate`` requests a second in all, for
    ``--home-seconds``: the same concurrency as the evening, on the bare home page. Returns
    the 95th percentile of their times (ms)."""
    tally = Tally()
    stop = threading.Event()
    rng = random.Random(options.seed)
    gap = clients / rate  # each client's mean pause, so that all of them together ask ``rate``

    def browse(client: Client, pauses: list[float]) -> None:
        for pause in pauses:
            if stop.wait(pause):
                return
            client.page("GET home page", "/")

    count = int(options.home_seconds / gap) + 1
    threads = [
        threading.Thread(
            target=browse,
            args=(Client(port, tally), [rng.uniform(0, 2 * gap) for _n in range(count)]),
            daemon=True,
        )
        for _client in range(clients)
    ]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=options.home_seconds * 3)
    stop.set()
    seconds = time.perf_counter() - start
    times = [sample.ms for sample in tally.samples]
    print(
        f"\nthe floor: {clients} clients asking for the home page at the evening's pace: "
        f"{len(times)} requests in {seconds:.1f} s ({len(times) / seconds:.0f}/s); "
        f"p50 {percentile(times, 0.5):.0f} ms, p95 {percentile(times, 0.95):.0f} ms, "
        f"p99 {percentile(times, 0.99):.0f} ms; errors: {len(tally.problems) or 'none'}"
    )
    return percentile(times, 0.95)
