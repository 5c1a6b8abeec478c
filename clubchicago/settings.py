"""ClubChicago settings: one module, read from the environment.

Development defaults are safe and need nothing set: SQLite in the checkout, DEBUG on, a
throw-away secret key. Production sets ``CLUBCHICAGO_ENV=production`` (or ``DEBUG=0``), which
makes ``SECRET_KEY`` and ``ALLOWED_HOSTS`` required and turns on the secure-cookie settings.
The club's laptop (``clubchicago serve``, ``clubchicago.laptop``) sets ``CLUBCHICAGO_ENV=laptop``
with ``CLUBCHICAGO_DATA`` (the club's data folder: its SQLite database and secret key) and
``CLUBCHICAGO_PUBLIC_URL`` (the address the phones reach, which every printed link starts with).
``DATABASE_URL`` selects PostgreSQL (``postgres://user@host:5432/name``), ``REDIS_URL`` Redis
for the cache every server process shares (else a database table), and ``TRUSTED_PROXIES`` the
reverse proxies whose ``X-Forwarded-For`` is believed. The README's Production section lists them.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
import django_stubs_ext
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

# Lets the site name its generic Django classes as mypy reads them (``ModelAdmin[Player]``,
# ``ModelForm[Season]``): it only gives those classes a ``__class_getitem__``.
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent
# The pages, the static files and the demo club: beside the package in a checkout, inside it
# once installed from a wheel (``setup.py`` copies them into ``clubchicago/site/``).
SITE_FILES = (
    BASE_DIR if (BASE_DIR / "manage.py").is_file() else Path(__file__).resolve().parent / "site"
)

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def envbool(name: str, default: bool) -> bool:
    """Read a yes/no setting; an unrecognised value fails loudly rather than guessing."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be one of {sorted(_TRUE | _FALSE)}, not {raw!r}")


def envint(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}") from exc


def envchoice(name: str, choices: tuple[str, ...], default: str) -> str:
    """Read a setting with a closed set of values; anything else fails loudly, naming them."""
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value not in choices:
        raise ImproperlyConfigured(f"{name} must be one of {list(choices)}, not {raw!r}")
    return value


def envlist(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def envnetworks(name: str) -> list[str]:
    """Comma-separated IP addresses or networks (``127.0.0.1,10.0.0.0/8``), each checked."""
    networks = []
    for item in envlist(name, []):
        try:
            networks.append(str(ipaddress.ip_network(item, strict=False)))
        except ValueError as exc:
            raise ImproperlyConfigured(
                f"{name} must list IP addresses or networks, comma-separated, not {item!r}"
            ) from exc
    return networks


# A typo ("prod", "staging") must not quietly run a public server in development mode.
CLUBCHICAGO_ENV = envchoice(
    "CLUBCHICAGO_ENV", ("development", "production", "laptop"), "development"
)
PRODUCTION = CLUBCHICAGO_ENV == "production"
LAPTOP = CLUBCHICAGO_ENV == "laptop"
DEBUG = envbool("DEBUG", CLUBCHICAGO_ENV == "development")
# The address the phones reach, which every link the site prints or shows starts with
# (``clubchicago.club.links``); only the laptop sets it. Elsewhere links follow the request.
PUBLIC_URL = ""

if LAPTOP:
    from clubchicago.laptop.datafolder import DataFolder, DataFolderError

    if DEBUG:
        raise ImproperlyConfigured("The laptop form never runs with DEBUG on: unset DEBUG.")
    if not os.environ.get("CLUBCHICAGO_DATA", "").strip():
        raise ImproperlyConfigured(
            "CLUBCHICAGO_DATA must name the club's data folder (clubchicago serve sets it)."
        )
    try:
        DATA_FOLDER = DataFolder(Path(os.environ["CLUBCHICAGO_DATA"].strip())).prepare()
        # Made on the folder's first run and kept there: sessions survive a restart.
        SECRET_KEY = DATA_FOLDER.secret_key()
    except DataFolderError as error:
        raise ImproperlyConfigured(str(error)) from error
    PUBLIC_URL = os.environ.get("CLUBCHICAGO_PUBLIC_URL", "").strip()
    public = urlsplit(PUBLIC_URL)
    if public.scheme not in ("http", "https") or not public.hostname or public.path != "/":
        raise ImproperlyConfigured(
            "CLUBCHICAGO_PUBLIC_URL must be the address the phones reach, such as "
            f"http://192.168.1.20:8000/, not {PUBLIC_URL!r}"
        )
    # The public address, the laptop's other names (the cli lists them) and its loopback names.
    host = f"[{public.hostname}]" if ":" in public.hostname else public.hostname
    ALLOWED_HOSTS = [host, *envlist("ALLOWED_HOSTS", []), "127.0.0.1", "localhost", "[::1]"]
elif PRODUCTION or not DEBUG:
    SECRET_KEY = os.environ.get("SECRET_KEY", "")
    if len(SECRET_KEY) < 50:
        raise ImproperlyConfigured(
            "SECRET_KEY must be set to a random string of at least 50 characters in production."
        )
    ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", [])
    if not ALLOWED_HOSTS:
        raise ImproperlyConfigured(
            "ALLOWED_HOSTS must list the site's host names (comma-separated) in production."
        )
else:
    # Development only: a fixed key so sessions survive restarts of runserver.
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-insecure-key-do-not-use-in-production")
    ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "testserver", "[::1]"])

CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    # django.contrib.admin, with each club's admin as its site (clubchicago.club.admin_site).
    "clubchicago.club.admin_apps.ClubAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_tables2",
    "csp",
    "axes",
    # The interactive API docs: django-ninja's Swagger UI page and its files, served from here.
    "ninja",
    # Background tasks (an import too long for one request: services.transfer.jobs), queued in
    # the database and run by `manage.py db_worker` (clubchicago.club.worker).
    "django_tasks",
    "django_tasks_db",
    "clubchicago.club",
]

TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "clubchicago.club.middleware.PermissionsPolicyMiddleware",
    "clubchicago.club.middleware.PageContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Other websites a club allows may read its /api/ from a browser (GET only): outside the
    # club's middleware, so that an old address's redirect is shared too.
    "clubchicago.club.api.cors.ApiCorsMiddleware",
    # Which club each request is for, from its address; served in that club's scope.
    "clubchicago.club.tenancy.ClubMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Every GET reads one moment of the database (clubchicago.club.snapshots): inside the
    # session and messages, so that saving them is no part of it.
    "clubchicago.club.snapshots.SnapshotMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into the lockout page.
    "axes.middleware.AxesMiddleware",
]
if LAPTOP:
    # Until the club has a director, the laptop's own browser opens the first-run page.
    MIDDLEWARE.insert(
        MIDDLEWARE.index("django.contrib.messages.middleware.MessageMiddleware") + 1,
        "clubchicago.club.middleware.FirstRunMiddleware",
    )

ROOT_URLCONF = "clubchicago.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [SITE_FILES / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "clubchicago.club.context_processors.club",
            ],
        },
    },
]

WSGI_APPLICATION = "clubchicago.wsgi.application"

# In production each worker keeps its database connection for a minute instead of opening one
# per request (with 0 the load test's p95 doubled on PostgreSQL), and checks it before reusing
# it, so a database restarted meanwhile costs a reconnection, not an error page. The development
# server opens a thread per request: there a kept connection would only pile up.
DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=envint("CONN_MAX_AGE", 60 if PRODUCTION else 0),
        conn_health_checks=envbool("CONN_HEALTH_CHECKS", True),
    )
}
if LAPTOP:
    # The club's own database in its data folder, whatever DATABASE_URL says. WAL: the phones'
    # pages read while a deal is written, never waiting for it; writers queue for up to 20 s
    # (a 30-table night holds, docs/performance.md); every commit reaches the disk before the
    # phone is told it is saved (synchronous=FULL: a laptop whose battery dies loses nothing
    # it said was stored). Each server thread keeps its connection.
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": str(DATA_FOLDER.database),
            "CONN_MAX_AGE": envint("CONN_MAX_AGE", 60),
            "CONN_HEALTH_CHECKS": True,
            "OPTIONS": {
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL",
            },
        }
    }
elif DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Phones at several tables write at once: wait for the lock instead of failing at once.
    DATABASES["default"].setdefault("OPTIONS", {})
    DATABASES["default"]["OPTIONS"].update({"timeout": 20, "transaction_mode": "IMMEDIATE"})
    # Tests use a file, not shared-cache memory, so concurrent tests see real SQLite locking.
    # One file per test process, so two test runs on one machine never share it.
    DATABASES["default"]["TEST"] = {
        "NAME": str(Path(tempfile.gettempdir()) / f"clubchicago-test-{os.getpid()}.sqlite3")
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

AUTHENTICATION_BACKENDS = [
    # Refuses a login that is locked out before the password is even checked.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

# Wrong passwords (django-axes, on the director's login and the admin's): after five for one
# username from one client address, that pair is locked out for fifteen minutes. Locking the pair
# rather than the address keeps one director's typos from locking out the club's Wi-Fi.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = dt.timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "clubchicago.club.network.client_address"  # TRUSTED_PROXIES-aware
AXES_LOCKOUT_CALLABLE = "clubchicago.club.views.accounts.locked_out"  # a translated 429 page

LOGIN_URL = "login"
# A director's login ends when the browser closes, and at the latest after an evening's length:
# a phone or club laptop left logged in must not keep the director's rights for two weeks.
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
SESSION_COOKIE_AGE = 12 * 3600
# A sign-in asked for no page lands on the part held (the club's evenings, a scorer's evenings
# to play) or, with several clubs, on the signed-in's clubs (clubchicago.club.views.clubs).
LOGIN_REDIRECT_URL = "signed_in"
LOGOUT_REDIRECT_URL = "home"
# The name of the pages of no club (the club picker, the federation's pages) on an installation
# of several clubs: the federation's (default "ClubChicago").
FEDERATION_NAME = os.environ.get("FEDERATION_NAME", "").strip()

LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", _("English")),
    ("fr", _("French")),
    ("it", _("Italian")),
]
LOCALE_PATHS = [BASE_DIR / "clubchicago" / "locale"]
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Paris")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [SITE_FILES / "static"]
# Where collectstatic gathers the files the server gives out (WhiteNoise indexes them when a
# process starts; the load test gathers them in a directory of its own).
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
if LAPTOP:
    STATIC_ROOT = DATA_FOLDER.static  # gathered by clubchicago serve at each start
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if not DEBUG
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

DJANGO_TABLES2_TEMPLATE = "django_tables2/bootstrap5.html"

# One cache shared by every server process (gunicorn runs several): the wrong-link counters
# of the table pages live there, and a per-process cache would count each worker apart.
# REDIS_URL selects Redis; without it the database holds the cache (``createcachetable``).
# Either fails safe: when it fails, pages are drawn without it
# (clubchicago/club/failsafe_cache.py). A Redis that stops answering is given up on after a
# second, not waited for.
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
if LAPTOP:
    # One server process (its threads share this memory), so the counters and prints it keeps
    # need no table: a cache in the database would be one more writer beside the phones.
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "clubchicago-laptop",
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    }
elif REDIS_URL:
    if not REDIS_URL.startswith(("redis://", "rediss://", "unix://")):
        raise ImproperlyConfigured(
            f"REDIS_URL must start with redis://, rediss:// or unix://, not {REDIS_URL!r}"
        )
    CACHES = {
        "default": {
            "BACKEND": "clubchicago.club.failsafe_cache.FailSafeRedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "clubchicago.club.failsafe_cache.FailSafeDatabaseCache",
            "LOCATION": "clubchicago_cache",
        }
    }

# The reverse proxies in front of the site (addresses or networks, comma-separated), e.g.
# TRUSTED_PROXIES=127.0.0.1 for nginx on the same machine. A request's X-Forwarded-For header is
# believed only when it comes from one of them (``clubchicago.club.network.client_address``).
TRUSTED_PROXIES = envnetworks("TRUSTED_PROXIES")
if LAPTOP:
    TRUSTED_PROXIES = []  # nothing stands between the phones and the laptop

# Pages run only the site's own files: every script is a file under static/ (no inline script,
# no onclick, no style attribute), htmx is configured not to evaluate anything (base.html), and
# no page may be framed. django-csp writes it (on HTML pages: clubchicago.club.middleware).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
# Browser features no page uses, turned off; the live standings may go full screen.
PERMISSIONS_POLICY: dict[str, list[str]] = {
    "accelerometer": [],
    "autoplay": [],
    "camera": [],
    "display-capture": [],
    "encrypted-media": [],
    "fullscreen": ["self"],
    "geolocation": [],
    "gyroscope": [],
    "hid": [],
    "magnetometer": [],
    "microphone": [],
    "midi": [],
    "payment": [],
    "picture-in-picture": [],
    "publickey-credentials-get": [],
    "screen-wake-lock": [],
    "serial": [],
    "usb": [],
    "xr-spatial-tracking": [],
}

if LAPTOP:
    # docs/security.md#the-clubs-laptop-on-plain-http: a room's Wi-Fi has no certificate, so
    # the cookies cannot be Secure unless the club gave one (clubchicago serve --cert --key);
    # they stay HttpOnly and SameSite=Lax, and CSRF stays on. No proxy stands in front, so no
    # header a phone sends can make a request look secure, and no page redirects to https.
    LAPTOP_TLS = envbool("CLUBCHICAGO_TLS", False)
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = LAPTOP_TLS
    SESSION_COOKIE_HTTPONLY = CSRF_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = CSRF_COOKIE_SAMESITE = "Lax"
    SECURE_CONTENT_TYPE_NOSNIFF = True
# Production hardening: on whenever DEBUG is off.
elif not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
