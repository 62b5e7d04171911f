"""Discord's documented limits, checked the way Discord checks them.

A payload that breaks one is answered ``400`` with Discord's error shape: code 50035
"Invalid Form Body" and ``errors`` nested like the payload, each leaf a list of
``{"code", "message"}`` under ``_errors``. The numbers come from Discord's developer
documentation: message content and embed limits (resources/message), message components
(interactions/message-components) and application commands (interactions/application-commands).
"""

from __future__ import annotations

import re
from typing import Any

CONTENT_LIMIT = 2000
EMBEDS_PER_MESSAGE = 10
EMBED_TOTAL = 6000
EMBED_FIELD_LIMITS = {"title": 256, "description": 4096}
FIELDS_PER_EMBED = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
AUTHOR_NAME = 256
ACTION_ROWS = 5
BUTTONS_PER_ROW = 5
CUSTOM_ID = 100
BUTTON_LABEL = 80
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
COMMAND_DESCRIPTION = 100
OPTIONS_PER_COMMAND = 25
CHOICES = 25
CHOICE_TEXT = 100
COMMAND_TOTAL = 4000
GLOBAL_CHAT_COMMANDS = 100


class Problems:
    """Collects errors at their place in the payload (``embeds.0.title``)."""

    def __init__(self) -> None:
        self.errors: dict[str, Any] = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        node = self.errors
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def too_long(self, path: tuple[str | int, ...], value: object, limit: int) -> None:
        if isinstance(value, str) and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def body(self) -> dict[str, Any] | None:
        """Discord's 400 body, or ``None`` when nothing is wrong."""
        if not self.errors:
            return None
        return {"code": 50035, "errors": self.errors, "message": "Invalid Form Body"}


def embed_length(embed: dict[str, Any]) -> int:
    """The characters Discord counts towards the 6,000 per message."""
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for field in embed.get("fields") or []:
        total += len(field.get("name") or "") + len(field.get("value") or "")
    return total


def check_embeds(embeds: list[dict[str, Any]], problems: Problems) -> None:
    if len(embeds) > EMBEDS_PER_MESSAGE:
        problems.add(("embeds",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    for n, embed in enumerate(embeds):
        for key, limit in EMBED_FIELD_LIMITS.items():
            problems.too_long(("embeds", n, key), embed.get(key), limit)
        problems.too_long(
            ("embeds", n, "footer", "text"), (embed.get("footer") or {}).get("text"), FOOTER_TEXT
        )
        problems.too_long(
            ("embeds", n, "author", "name"), (embed.get("author") or {}).get("name"), AUTHOR_NAME
        )
        fields = embed.get("fields") or []
        if len(fields) > FIELDS_PER_EMBED:
            problems.add(
                ("embeds", n, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."
            )
        for m, field in enumerate(fields):
            for key, limit in (("name", FIELD_NAME), ("value", FIELD_VALUE)):
                value = field.get(key)
                if not value:
                    problems.add(
                        ("embeds", n, "fields", m, key),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    )
                problems.too_long(("embeds", n, "fields", m, key), value, limit)
    if sum(embed_length(embed) for embed in embeds) > EMBED_TOTAL:
        problems.add(
            ("embeds",), "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"
        )


def check_components(rows: list[dict[str, Any]], problems: Problems) -> None:
    if len(rows) > ACTION_ROWS:
        problems.add(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    seen: set[str] = set()
    for n, row in enumerate(rows):
        if row.get("type") != 1:
            problems.add(
                ("components", n, "type"), "UNION_TYPE_CHOICES", "Value must be an action row."
            )
            continue
        children = row.get("components") or []
        if not 1 <= len(children) <= BUTTONS_PER_ROW:
            problems.add(
                ("components", n, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 5 in length.",
            )
        for m, child in enumerate(children):
            where = ("components", n, "components", m)
            problems.too_long((*where, "label"), child.get("label"), BUTTON_LABEL)
            custom_id = child.get("custom_id")
            if child.get("style") == 5:  # a link button has a url and no custom id
                if not child.get("url") or custom_id:
                    problems.add(
                        where, "COMPONENT_INVALID", "A link button needs a url and no custom_id."
                    )
                continue
            if not custom_id:
                problems.add((*where, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
                continue
            problems.too_long((*where, "custom_id"), custom_id, CUSTOM_ID)
            if custom_id in seen:
                problems.add(
                    (*where, "custom_id"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                )
            seen.add(custom_id)


def check_message(payload: dict[str, Any], *, edit: bool = False) -> dict[str, Any] | None:
    """Problems with a message to create (or an edit), as Discord's 400 body."""
    problems = Problems()
    content = payload.get("content")
    problems.too_long(("content",), content, CONTENT_LIMIT)
    check_embeds(payload.get("embeds") or [], problems)
    check_components(payload.get("components") or [], problems)
    if body := problems.body():
        return body
    empty = not content and not payload.get("embeds") and not payload.get("attachments")
    if empty and not edit and not payload.get("components") and not payload.get("sticker_ids"):
        return {"code": 50006, "message": "Cannot send an empty message"}
    return None


def check_choices(choices: list[dict[str, Any]]) -> dict[str, Any] | None:
    """An autocomplete result: at most 25 choices, names and values of 1-100 characters."""
    problems = Problems()
    if len(choices) > CHOICES:
        problems.add(("data", "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for n, choice in enumerate(choices):
        for key in ("name", "value"):
            value = choice.get(key)
            if isinstance(value, str) and not 1 <= len(value) <= CHOICE_TEXT:
                problems.add(
                    ("data", "choices", n, key),
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 100 in length.",
                )
    return problems.body()


def _command_size(command: dict[str, Any]) -> int:
    """Name, description and every option's and choice's name, description and value."""
    total = len(command.get("name", "")) + len(command.get("description", ""))
    for option in command.get("options") or []:
        total += _command_size(option)
        for choice in option.get("choices") or []:
            total += len(choice.get("name", "")) + len(str(choice.get("value", "")))
    return total


def _check_named(item: dict[str, Any], where: tuple[str | int, ...], problems: Problems) -> None:
    name = item.get("name", "")
    if not COMMAND_NAME.fullmatch(name) or name != name.lower():
        problems.add(
            (*where, "name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            f"Command name is invalid: {name!r}",
        )
    description = item.get("description", "")
    if item.get("type", 1) == 1 and not 1 <= len(description) <= COMMAND_DESCRIPTION:
        problems.add(
            (*where, "description"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
        )


def _check_options(
    options: list[dict[str, Any]], where: tuple[str | int, ...], problems: Problems
) -> None:
    if len(options) > OPTIONS_PER_COMMAND:
        problems.add((*where, "options"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    optional_seen = False
    names: set[str] = set()
    for n, option in enumerate(options):
        at = (*where, "options", n)
        _check_named(option, at, problems)
        if option.get("name") in names:
            problems.add(
                (*at, "name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            )
        names.add(option.get("name", ""))
        if option.get("required"):
            if optional_seen:
                problems.add(
                    at,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > CHOICES:
            problems.add((*at, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        if choices and option.get("autocomplete"):
            problems.add(
                (*at, "autocomplete"),
                "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                "Autocomplete cannot be set with choices",
            )
        _check_options(option.get("options") or [], at, problems)


def check_commands(commands: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A bulk overwrite of application commands, as Discord validates it."""
    problems = Problems()
    chat = [c for c in commands if c.get("type", 1) == 1]
    if len(chat) > GLOBAL_CHAT_COMMANDS:
        problems.add(
            (),
            "APPLICATION_COMMANDS_TOO_MANY",
            "Maximum number of application commands reached (100)",
        )
    names: set[tuple[int, str]] = set()
    for n, command in enumerate(commands):
        _check_named(command, (n,), problems)
        key = (command.get("type", 1), command.get("name", ""))
        if key in names:
            problems.add(
                (n, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            )
        names.add(key)
        _check_options(command.get("options") or [], (n,), problems)
        if _command_size(command) > COMMAND_TOTAL:
            problems.add(
                (n,), "APPLICATION_COMMAND_TOO_LARGE", "Command exceeds maximum size (4000)"
            )
    return problems.body()
