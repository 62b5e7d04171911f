"""The stand-in refuses what Discord refuses, in Discord's words (so a green e2e run means
the payloads were acceptable, not that nobody checked)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

from .standin import StandIn, limits, payloads


def post(
    standin: StandIn, path: str, body: Any, token: str | None = payloads.TOKEN
) -> tuple[int, Any]:
    request = urllib.request.Request(
        standin.api_url + path,
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Content-Type": "application/json"}
        | ({"Authorization": f"Bot {token}"} if token else {}),
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.fixture(scope="module")
def standin() -> Any:
    with StandIn() as running:
        yield running


def test_content_over_2000_characters_is_invalid_form_body(standin: StandIn) -> None:
    status, body = post(standin, "/channels/8000/messages", {"content": "x" * 2001})
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert body["errors"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    assert post(standin, "/channels/8000/messages", {"content": "x" * 2000})[0] == 200


def test_an_empty_message_is_refused(standin: StandIn) -> None:
    status, body = post(standin, "/channels/8000/messages", {"content": ""})
    assert status == 400 and body["code"] == 50006


def test_requests_without_the_bot_token_are_unauthorised(standin: StandIn) -> None:
    assert post(standin, "/channels/8000/messages", {"content": "hi"}, token=None)[0] == 401


@pytest.mark.parametrize(
    ("embed", "where"),
    [
        ({"title": "t" * 257}, ("0", "title")),
        ({"description": "d" * 4097}, ("0", "description")),
        ({"footer": {"text": "f" * 2049}}, ("0", "footer", "text")),
        ({"fields": [{"name": "n", "value": "v" * 1025}]}, ("0", "fields", "0", "value")),
        ({"fields": [{"name": "n" * 257, "value": "v"}]}, ("0", "fields", "0", "name")),
        ({"fields": [{"name": "n", "value": "v"}] * 26}, ("0", "fields")),
    ],
)
def test_each_embed_limit(embed: dict[str, Any], where: tuple[str, ...]) -> None:
    body = limits.check_message({"embeds": [embed]})
    assert body is not None
    node = body["errors"]["embeds"]
    for part in where:
        node = node[part]
    assert node["_errors"]


def test_six_thousand_characters_across_all_embeds() -> None:
    embeds = [{"description": "d" * 1500} for _ in range(4)]
    assert limits.check_message({"embeds": embeds}) is None
    embeds.append({"title": "one more"})
    assert limits.check_message({"embeds": embeds}) is not None
    assert limits.check_message({"embeds": [{"title": "t"}] * 11}) is not None


def test_components_need_short_unique_custom_ids() -> None:
    def row(*ids: str) -> dict[str, Any]:
        return {
            "type": 1,
            "components": [{"type": 2, "style": 1, "label": "x", "custom_id": i} for i in ids],
        }

    assert limits.check_message({"content": "x", "components": [row("a", "b")]}) is None
    assert limits.check_message({"content": "x", "components": [row("a", "a")]}) is not None
    assert limits.check_message({"content": "x", "components": [row("c" * 101)]}) is not None
    assert limits.check_message({"content": "x", "components": [row("a")] * 6}) is not None


def command(**changes: Any) -> dict[str, Any]:
    option = {"name": "name", "description": "a card name", "type": 3, "required": False}
    return {"name": "card", "description": "Card facts.", "type": 1, "options": [option]} | changes


def test_command_registration_limits() -> None:
    assert limits.check_commands([command()]) is None
    assert limits.check_commands([command(name="Card")]) is not None  # lowercase only
    assert limits.check_commands([command(name="c" * 33)]) is not None
    assert limits.check_commands([command(description="")]) is not None
    assert limits.check_commands([command(description="d" * 101)]) is not None
    assert limits.check_commands([command(), command()]) is not None  # names are unique
    optional = {"name": "a", "description": "x", "type": 3}
    required = {"name": "b", "description": "x", "type": 3, "required": True}
    assert limits.check_commands([command(options=[optional, required])]) is not None
    assert limits.check_commands([command(options=[optional] * 26)]) is not None


def test_autocomplete_choices_limits() -> None:
    assert limits.check_choices([{"name": "a", "value": "a"}] * 25) is None
    assert limits.check_choices([{"name": "a", "value": "a"}] * 26) is not None
    assert limits.check_choices([{"name": "a" * 101, "value": "a"}]) is not None


def test_an_interaction_answered_after_three_seconds_is_unknown(
    standin: StandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    # no bot is connected: record the interaction without dispatching it
    monkeypatch.setattr(standin, "_run", lambda coroutine: coroutine.close())
    asked = standin.slash("card")
    interaction = standin.interactions[asked]
    path = f"/interactions/{asked}/{interaction.token}/callback"
    interaction.created = time.monotonic() - 3.1
    status, body = post(standin, path, {"type": 5}, token=None)
    assert status == 404 and body == {"message": "Unknown interaction", "code": 10062}
    interaction.created = time.monotonic()
    assert post(standin, path, {"type": 5}, token=None)[0] == 204
    assert post(standin, path, {"type": 5}, token=None)[1]["code"] == 40060  # answered twice


def test_the_global_limit_answers_a_global_429() -> None:
    with StandIn() as fresh:
        fresh.limit_globally(2)
        statuses = [post(fresh, "/channels/8000/messages", {"content": "x"}) for _ in range(3)]
    assert [status for status, _ in statuses] == [200, 200, 429]
    limited = statuses[2][1]
    assert limited["global"] is True and 0 < limited["retry_after"] <= 1
