"""The Discord bot's settings, read from the environment by pydantic-settings.

Nothing is read at import time: call :meth:`GatewaySettings.from_env`. The token is a
:class:`~pydantic.SecretStr`, so ``repr``, ``str`` and logging of the settings never show it.

=============================  =========================================================
Environment variable           Meaning (default)
=============================  =========================================================
``DISCORD_TOKEN``              the bot token (required)
``JUDGEBOT_PREFIX``            prefix for text commands (``!``)
``JUDGEBOT_DATA_DIR``          SQLite files and the heartbeat file (``./var``)
``JUDGEBOT_OWNER_IDS``         owner user ids, comma separated (empty: the app's owner)
``JUDGEBOT_DEV_GUILD_ID``      guild ``!sync`` copies slash commands to (none)
``JUDGEBOT_MESSAGE_CONTENT``   ask for the message-content intent: prefix commands and
                               ``[[card]]`` mentions everywhere (``true``)
``JUDGEBOT_SHARDED``           use ``AutoShardedBot`` (``false``)
``JUDGEBOT_SHARD_COUNT``       fixed shard count when sharded (Discord decides)
``JUDGEBOT_SHARD_IDS``         the shards this process runs, e.g. ``4-7`` or ``0,2``
                               (all); needs ``JUDGEBOT_SHARD_COUNT``
``JUDGEBOT_LOG_LEVEL``         logging level (``INFO``)
``JUDGEBOT_DISCORD_API_URL``   Discord's REST base URL, or a REST proxy in front of it
                               (``https://discord.com/api/v10``)
``JUDGEBOT_DISCORD_GATEWAY_URL``  the gateway's websocket URL (``wss://gateway.discord.gg/``)
``JUDGEBOT_HEARTBEAT_TIMEOUT``  seconds without a word from the gateway before the bot
                               drops the connection and resumes (``60``)
``JUDGEBOT_REST_PER_SECOND``   REST calls a second at most: Discord's global limit
                               (``50``; ``0`` behind a proxy that enforces it)
``JUDGEBOT_DEFER_AFTER``       seconds a slash command may take before the bot shows
                               "thinking…" and answers in a follow-up (``1.5``; ``0``: always)
``JUDGEBOT_REFRESH_DATA``      look for a newer CR and card file at start and every
                               ``JUDGEBOT_REFRESH_HOURS`` (``false``, ``24``)
``JUDGEBOT_SEMANTIC``          ``!rule`` also ranks by meaning (the ``semantic`` extra;
                               read by ``bot.core.rules.semantic``) (``false``)
=============================  =========================================================
"""

from __future__ import annotations

import urllib.parse
from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.core.context import default_data_dir
from bot.gateway.health import HEARTBEAT_NAME

#: Where discord.py connects unless told otherwise (API v10, the version discord.py speaks).
DISCORD_API_URL = "https://discord.com/api/v10"
DISCORD_GATEWAY_URL = "wss://gateway.discord.gg/"


def hide_password(url: str) -> str:
    """``http://user:secret@proxy/api`` -> ``http://user:***@proxy/api`` (for the log)."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    return parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@")).geturl()


class GatewaySettings(BaseSettings):
    """Everything the Discord front end needs to start."""

    model_config = SettingsConfigDict(
        env_prefix="JUDGEBOT_", populate_by_name=True, extra="ignore", frozen=True
    )

    discord_token: SecretStr = Field(
        validation_alias=AliasChoices("DISCORD_TOKEN", "discord_token"), repr=False
    )
    prefix: str = Field(default="!", min_length=1, max_length=5)
    data_dir: Path = Field(default_factory=default_data_dir)
    owner_ids: Annotated[frozenset[int], NoDecode] = frozenset()
    dev_guild_id: int | None = None
    message_content: bool = True
    sharded: bool = False
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    log_level: str = "INFO"
    discord_api_url: str = Field(default=DISCORD_API_URL, pattern=r"^https?://\S+$")
    discord_gateway_url: str = Field(default=DISCORD_GATEWAY_URL, pattern=r"^wss?://\S+$")
    #: discord.py reads nothing for 5 s before a new IDENTIFY, so less would cut every new session.
    heartbeat_timeout: float = Field(default=60.0, ge=6)
    #: Discord's global limit per token; 0: no pacing (a proxy keeps the limit).
    rest_per_second: int = Field(default=50, ge=0)
    #: Discord drops an interaction not acknowledged within 3 s; 0 defers at once.
    defer_after: float = Field(default=1.5, ge=0, le=2.5)
    refresh_data: bool = False
    refresh_hours: float = Field(default=24.0, gt=0)

    @field_validator("owner_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        """``"1, 2"`` -> ``{1, 2}``; lists and sets pass through."""
        if isinstance(value, str):
            return frozenset(
                int(part) for part in value.replace(";", ",").split(",") if part.strip()
            )
        if isinstance(value, int):
            return frozenset({value})
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_range(cls, value: object) -> object:
        """``"4-7"`` -> ``(4, 5, 6, 7)``; ``"0,2"`` -> ``(0, 2)``: one process's shards."""
        if not isinstance(value, str):
            return value
        shards: list[int] = []
        for part in (p.strip() for p in value.split(",") if p.strip()):
            first, _, last = part.partition("-")
            shards.extend(range(int(first), int(last or first) + 1))
        return tuple(sorted(set(shards))) or None

    @model_validator(mode="after")
    def _shards_fit(self) -> GatewaySettings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("shard_ids needs shard_count (JUDGEBOT_SHARD_COUNT)")
            if min(self.shard_ids) < 0 or max(self.shard_ids) >= self.shard_count:
                raise ValueError("shard_ids must lie between 0 and shard_count - 1")
        return self

    @field_validator("prefix")
    @classmethod
    def _no_spaces(cls, value: str) -> str:
        if value != value.strip() or not value.strip():
            raise ValueError("the prefix cannot start or end with a space")
        return value

    @classmethod
    def from_env(cls) -> GatewaySettings:
        """Read the settings from the environment (raises ``ValidationError``)."""
        return cls()

    @property
    def heartbeat_file(self) -> Path:
        return self.data_dir / HEARTBEAT_NAME

    def summary(self) -> str:
        """One log line describing the configuration, without the token."""
        return (
            f"prefix={self.prefix!r} data_dir={str(self.data_dir)!r} owners={len(self.owner_ids)} "
            f"dev_guild={self.dev_guild_id} message_content={self.message_content} "
            f"sharded={self.sharded} shard_count={self.shard_count} shard_ids={self.shard_ids} "
            f"api={hide_password(self.discord_api_url)} "
            f"gateway={hide_password(self.discord_gateway_url)} "
            f"refresh={f'every {self.refresh_hours:g} h' if self.refresh_data else 'off'}"
        )
