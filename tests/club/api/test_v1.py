"""The results API, version 1: every answer checked against the OpenAPI description generated
from the code, published results only, read-only, and what it says matches the pages."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from django.test import Client
from jsonschema import Draft202012Validator, ValidationError
from openapi_spec_validator import validate

from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import evening_standings
from scoring import Side
from tests import factories
from tests.factories import closed_chukker, play_evening, seat_players

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse
    from pytest_django import DjangoDbBlocker

pytestmark = pytest.mark.django_db

API = "/api/v1"
# The first club's API (its address, the migrations' club's slug), and its operations' templates.
CLUB = f"{API}/clubs/clubchicago"
TEMPLATE = f"{API}/clubs/{{slug}}"


def address(path: str) -> str:
    """The address of an example path: the index is the API's, the rest the club's."""
    return API + path if path == "/" else CLUB + path


def documented(template: str) -> str:
    return API + template if template == "/" else TEMPLATE + template


# -- the OpenAPI description, and checking an answer against it ---------------------------------


@pytest.fixture(scope="module")
def openapi(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> dict:
    """The description the API serves, itself checked against the OpenAPI 3.1 specification.
    (Asked for once; like every GET, it opens a snapshot of the database: ``snapshots``.)"""
    with django_db_blocker.unblock():
        document = Client().get(f"{API}/openapi.json").json()
    validate(document)
    return document


def answer_schema(openapi: dict, template: str, status: int) -> dict:
    operation = openapi["paths"][documented(template)]["get"]
    schema = operation["responses"][str(status)]["content"]["application/json"]["schema"]
    # Keep the references (#/components/schemas/...) resolvable from the answer's schema.
    return {**schema, "components": openapi["components"]}


def conforms(openapi: dict, template: str, response: TestResponse) -> dict:
    """The answer's JSON, after checking it against the schema documented for its status."""
    assert response["Content-Type"] == "application/json; charset=utf-8"
    schema = answer_schema(openapi, template, response.status_code)
    body = response.json()
    Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER).validate(body)
    return body


# -- a club with something of everything --------------------------------------------------------


def build_club() -> dict[str, int]:
    director = factories.make_director("scorer")
    public = factories.make_season(name="Public season", start_date=dt.date(2026, 9, 1))
    partial = factories.make_season(name="Partial season", start_date=dt.date(2027, 1, 4))
    played = factories.make_evening(
        season=public, date=dt.date(2026, 10, 5), published=True, confirm_entries=False
    )
    play_evening(played, director, (4, 5), seed=11)
    fiches = factories.make_evening(
        season=public, date=dt.date(2026, 10, 12), published=True, unit="fiches", fiche_value=200
    )
    regulars = list(
        Player.objects.filter(table_places__evening=played).order_by("table_places__number")[:4]
    )
    [table] = seat_players(fiches, [regulars])
    closed_chukker(table, 1, 1350, 600)
    loose = factories.make_evening(title="Friendly", date=dt.date(2026, 12, 24), published=True)
    [friendly] = factories.seat_tables(loose, (4,))
    closed_chukker(friendly, 1, 0, 500)
    shown = factories.make_evening(season=partial, date=dt.date(2027, 1, 11), published=True)
    hidden = factories.make_evening(season=partial, date=dt.date(2027, 1, 18), published=False)
    secret = factories.seat_tables(hidden, (4,))[0]
    closed_chukker(secret, 1, 700, 0)
    unseen = factories.make_season(name="Unseen season", start_date=dt.date(2027, 3, 1))
    factories.make_evening(season=unseen, date=dt.date(2027, 3, 8), published=False)
    return {
        "unseen": unseen.pk,
        "public": public.pk,
        "partial": partial.pk,
        "played": played.pk,
        "fiches": fiches.pk,
        "loose": loose.pk,
        "shown": shown.pk,
        "hidden": hidden.pk,
        "regular": regulars[0].pk,
        "friendly": friendly.table_players.all()[0].player_id,
        "secret": secret.table_players.all()[0].player_id,
    }


@pytest.fixture(scope="class")
def built(django_db_setup: None, django_db_blocker: DjangoDbBlocker) -> Iterator[dict[str, int]]:
    yield from factories.class_data(django_db_blocker, build_club)


@pytest.fixture
def club(db: None, built: dict[str, int]) -> dict[str, int]:
    """The keys of the club's seasons, evenings and players (built once for the class)."""
    return built


def examples(keys: dict[str, int]) -> dict[str, list[str]]:
    """Paths that reach each documented endpoint, by its template."""
    return {
        "/": ["/"],
        "/seasons": ["/seasons"],
        "/seasons/{season_id}/standings": [
            f"/seasons/{keys['public']}/standings",
            f"/seasons/{keys['public']}/standings?order=average",
        ],
        "/evenings": ["/evenings", "/evenings?page=2", f"/evenings?season={keys['public']}"],
        "/evenings/{evening_id}": [f"/evenings/{keys['played']}", f"/evenings/{keys['loose']}"],
        "/evenings/{evening_id}/standings": [
            f"/evenings/{keys['played']}/standings",
            f"/evenings/{keys['fiches']}/standings?order=total",
        ],
        "/evenings/{evening_id}/recaps": [
            f"/evenings/{keys['played']}/recaps",
            f"/evenings/{keys['shown']}/recaps",
        ],
        "/evenings/{evening_id}/club-points": [
            f"/evenings/{keys['played']}/club-points",
            f"/evenings/{keys['shown']}/club-points",
        ],
        "/seasons/{season_id}/club-points": [f"/seasons/{keys['public']}/club-points"],
        "/players": ["/players", "/players?page=2"],
        "/players/{player_id}": [
            f"/players/{keys['regular']}",
            f"/players/{keys['friendly']}?season=none",
        ],
    }


NOT_FOUND = {
    "/seasons/{season_id}/standings": ["/seasons/{unseen}/standings", "/seasons/999999/standings"],
    "/evenings/{evening_id}": ["/evenings/{hidden}", "/evenings/999999", f"/evenings/{2**63 - 1}"],
    "/evenings/{evening_id}/standings": ["/evenings/{hidden}/standings"],
    "/evenings/{evening_id}/recaps": ["/evenings/{hidden}/recaps"],
    "/evenings/{evening_id}/club-points": ["/evenings/{hidden}/club-points"],
    "/seasons/{season_id}/club-points": [
        "/seasons/{unseen}/club-points",
        "/seasons/999999/club-points",
    ],
    "/players/{player_id}": ["/players/{secret}", "/players/999999"],
}
UNPROCESSABLE = {
    "/evenings": [
        "/evenings?page=0",
        "/evenings?page=99999999",
        "/evenings?season=abc",
        f"/evenings?season={2**63}",  # past what a row's key can be (a server error once)
    ],
    "/players": ["/players?page=-1", "/players?page=x"],
    "/seasons/{season_id}/standings": [
        "/seasons/{public}/standings?order=fiches",
        f"/seasons/{2**63}/standings",
    ],
    "/evenings/{evening_id}/standings": ["/evenings/{played}/standings?order=best"],
    # A key past what a row's can be is refused as out of range, never looked up.
    "/evenings/{evening_id}": ["/evenings/" + "9" * 30, f"/evenings/{2**63}", "/evenings/x"],
    "/evenings/{evening_id}/recaps": [f"/evenings/{2**63}/recaps", "/evenings/x/recaps"],
    "/evenings/{evening_id}/club-points": [f"/evenings/{2**63}/club-points"],
    "/players/{player_id}": ["/players/{regular}?season=" + "9" * 40, f"/players/{2**63}"],
}


# -- the description itself --------------------------------------------------------------------


def test_the_openapi_description_is_valid_and_lists_only_reads(openapi: dict) -> None:
    assert openapi["openapi"].startswith("3.1")
    assert openapi["info"]["version"] == "1"
    methods = {method for path in openapi["paths"].values() for method in path}
    assert methods == {"get"}
    operation_ids = [path["get"]["operationId"] for path in openapi["paths"].values()]
    assert "evening_standings" in operation_ids


def test_every_endpoint_of_the_description_is_checked_here(openapi: dict) -> None:
    keys = ("public", "played", "fiches", "loose", "shown", "regular", "friendly")
    assert set(openapi["paths"]) == {documented(t) for t in examples(dict.fromkeys(keys, 1))}


def test_every_club_operation_names_its_club_by_a_path_parameter(openapi: dict) -> None:
    for path, methods in openapi["paths"].items():
        if path == f"{API}/":
            continue
        assert path.startswith(f"{TEMPLATE}/")
        [slug] = [p for p in methods["get"]["parameters"] if p["name"] == "slug"]
        assert slug["in"] == "path" and slug["required"] is True


def test_one_documentation_page_is_served(client: Client) -> None:
    # Swagger UI (test_index.py); no second one.
    assert client.get(f"{API}/redoc").status_code == 404


def test_the_description_is_only_read(client: Client) -> None:
    assert client.post(f"{API}/openapi.json").status_code == 405


# -- what the answers say ----------------------------------------------------------------------


def test_evenings_come_twenty_a_page(client: Client, db: None) -> None:
    for day in range(21):
        factories.make_evening(date=dt.date(2026, 1, 1) + dt.timedelta(days=day), published=True)

    first = client.get(f"{CLUB}/evenings").json()
    second = client.get(f"{CLUB}/evenings", {"page": 2}).json()
    beyond = client.get(f"{CLUB}/evenings", {"page": 3}).json()

    assert len(first["items"]) == 20 and len(second["items"]) == 1 and beyond["items"] == []
    assert first["count"] == 21 and first["pages"] == 2
    assert first["items"][0]["date"] == "2026-01-21"


# -- in that club: every answer matches the description, and says what the pages say --------


class TestAClubWithSomethingOfEverything:
    """Two seasons (one public), published and unpublished evenings, one in fiches: built once."""

    def test_every_endpoint_answers_as_documented(
        self, client: Client, club: dict[str, int], openapi: dict
    ) -> None:
        for template, paths in examples(club).items():
            for path in paths:
                response = client.get(address(path))
                assert response.status_code == 200, path
                conforms(openapi, template, response)

    def test_what_is_not_public_is_not_found_as_documented(
        self, client: Client, club: dict[str, int], openapi: dict
    ) -> None:
        bodies = set()
        for template, paths in NOT_FOUND.items():
            for path in paths:
                response = client.get(address(path.format(**club)))
                assert response.status_code == 404, path
                bodies.add(str(conforms(openapi, template, response)))
        assert bodies == {"{'detail': 'Not Found'}"}  # the same words, whatever the reason

    def test_a_parameter_out_of_range_is_refused_as_documented(
        self, client: Client, club: dict[str, int], openapi: dict
    ) -> None:
        for template, paths in UNPROCESSABLE.items():
            for path in paths:
                response = client.get(address(path.format(**club)))
                assert response.status_code == 422, path
                conforms(openapi, template, response)

    @pytest.mark.parametrize("method", ["post", "put", "patch", "delete", "head", "options"])
    def test_the_api_only_reads(self, client: Client, club: dict[str, int], method: str) -> None:
        before = {model: list(model.objects.values_list()) for model in (Evening, Player, Season)}
        for paths in examples(club).values():
            for path in paths:
                response = getattr(client, method)(address(path.split("?")[0]), {})
                assert response.status_code == 405, (method, path)
        assert before == {
            model: list(model.objects.values_list()) for model in (Evening, Player, Season)
        }

    def test_only_public_seasons_and_published_evenings_are_listed(
        self, client: Client, club: dict[str, int]
    ) -> None:
        seasons = client.get(f"{CLUB}/seasons").json()
        evenings = client.get(f"{CLUB}/evenings").json()

        # docs/rules.md#season-standings: a season is public once one evening is published.
        assert [season["id"] for season in seasons] == [club["partial"], club["public"]]
        assert [(s["evenings"], s["published"]) for s in seasons] == [(2, 1), (2, 2)]
        listed = [evening["id"] for evening in evenings["items"]]
        assert listed == [club["shown"], club["loose"], club["fiches"], club["played"]]
        assert evenings["count"] == 4 and evenings["pages"] == 1 and evenings["page"] == 1

    def test_evenings_can_be_asked_for_one_season(
        self, client: Client, club: dict[str, int]
    ) -> None:
        answer = client.get(f"{CLUB}/evenings", {"season": club["public"]}).json()

        assert [e["id"] for e in answer["items"]] == [club["fiches"], club["played"]]
        assert all(
            e["season"] == {"id": club["public"], "name": "Public season"} for e in answer["items"]
        )

    def test_the_standings_are_the_pages_standings(
        self, client: Client, club: dict[str, int]
    ) -> None:
        evening = Evening.objects.get(pk=club["played"])
        expected = evening_standings(evening)

        answer = client.get(f"{CLUB}/evenings/{evening.pk}/standings").json()

        assert answer["order"] == expected.order.value and answer["final"] is True
        assert [
            (r["player"]["id"], r["rank"], r["total"], r["positions"]) for r in answer["rows"]
        ] == [(row.player_id, row.rank, row.total, row.positions) for row in expected.rows]
        averages = [r["average"] for r in answer["rows"]]
        assert averages == [
            None if row.average is None else float(row.average) for row in expected.rows
        ]

    def test_a_fiches_evening_gives_totals_in_fiches_beside_hundreds(
        self, client: Client, club: dict[str, int]
    ) -> None:
        answer = client.get(f"{CLUB}/evenings/{club['fiches']}/standings").json()

        assert answer["evening"]["unit"] == "fiches" and answer["evening"]["fiche_value"] == 200
        winners = [row for row in answer["rows"] if row["raw"] == 750]
        assert [(row["total"], row["hundreds"], row["fiches"]) for row in winners] == [
            (4, 800, 4)
        ] * 2

    def test_the_season_standings_are_the_pages(self, client: Client, club: dict[str, int]) -> None:
        season = Season.objects.get(pk=club["public"])
        expected = season_standings(season, "average")

        answer = client.get(f"{CLUB}/seasons/{season.pk}/standings", {"order": "average"}).json()

        assert answer["order"] == "average"
        assert [(r["player"]["id"], r["rank"], r["hundreds"]) for r in answer["rows"]] == [
            (row.player_id, row.rank, row.rounded_points) for row in expected.rows
        ]
        fiches = [r["fiches"] for r in answer["rows"] if r["fiches"]]
        assert {"value": 200, "fiches": 4} in [f for each in fiches for f in each]

    def test_the_recaps_hold_every_position_with_its_deals_and_credits(
        self, client: Client, club: dict[str, int]
    ) -> None:
        evening = Evening.objects.get(pk=club["played"])
        expected = table_recaps(evening)

        answer = client.get(f"{CLUB}/evenings/{evening.pk}/recaps").json()

        assert [t["number"] for t in answer["tables"]] == [r.number for r in expected]
        five = answer["tables"][1]
        assert five["size"] == 5 and len(five["players"]) == 5
        first = five["positions"][0]
        assert len(first["deals"]) == 4 and len(first["sitting_out"]) == 1
        assert {c["side"] for c in first["credits"]} == {"NS", "EW", None}
        deal = first["deals"][0]
        assert deal["dealer"] in "NESW" and deal["strain"] in {"C", "D", "H", "S", "NT"}
        position = expected[1].positions[0]
        assert (first["north_south"], first["east_west"]) == (
            position.totals[Side.NS],
            position.totals[Side.EW],
        )
        assert sum(c["hundreds"] for c in first["credits"]) == 0

    def test_only_players_of_published_evenings_are_listed(
        self, client: Client, club: dict[str, int]
    ) -> None:
        first = client.get(f"{CLUB}/players").json()
        second = client.get(f"{CLUB}/players", {"page": 2}).json()

        ids = {p["id"] for p in first["items"] + second["items"]}
        assert club["regular"] in ids and club["friendly"] in ids
        assert club["secret"] not in ids
        assert first["count"] == len(ids) == 4 + 5 + 4  # the played tables and the friendly one
        names = [p["name"] for p in first["items"]]
        assert names == sorted(names)

    def test_a_players_results_count_only_published_evenings(
        self, client: Client, club: dict[str, int]
    ) -> None:
        answer = client.get(f"{CLUB}/players/{club['regular']}").json()

        assert answer["season"]["season"]["id"] == club["public"]
        assert [e["evening"]["id"] for e in answer["evenings"]] == [club["played"], club["fiches"]]
        assert answer["evenings"][-1]["cumulative"] == answer["hundreds"]
        assert answer["positions"] == sum(e["positions"] for e in answer["evenings"])
        assert {"value": 200, "fiches": answer["evenings"][-1]["total"]} in answer["fiches"]

    def test_the_api_shows_the_public_view_even_to_the_director(
        self, client: Client, club: dict[str, int]
    ) -> None:
        client.force_login(factories.make_director())

        assert client.get(f"{CLUB}/evenings/{club['hidden']}").status_code == 404
        assert club["hidden"] not in [
            e["id"] for e in client.get(f"{CLUB}/evenings").json()["items"]
        ]


def test_the_check_against_the_description_catches_a_wrong_answer(openapi: dict) -> None:
    # Guards the tests above: a schema that accepted anything would let any answer through.
    schema = answer_schema(openapi, "/evenings/{evening_id}", 200)
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    good = {
        "id": 1,
        "date": "2026-10-05",
        "title": "",
        "season": None,
        "unit": "hundreds",
        "fiche_value": 100,
        "style": "chicago",
        "schedule": "dealer",
        "honours": False,
        "chukkers": 6,
    }
    validator.validate(good)
    for wrong in ({**good, "unit": "points"}, {**good, "date": "yesterday"}, {"id": 1}):
        with pytest.raises(ValidationError):
            validator.validate(wrong)
