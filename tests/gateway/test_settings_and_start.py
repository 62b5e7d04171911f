"""Settings keep the token secret; the bot starts up to the gateway without syncing."""

from __future__ import annotations

import logging
import subprocess
import sys
from unittest import mock

import discord
import pytest
from pydantic import ValidationError

from bot.core.core import CommandCore
from bot.gateway import app
from bot.gateway.client import EXTENSIONS, JudgeBot, ShardedJudgeBot, create_bot
from bot.gateway.settings import GatewaySettings

from .fakes import TOKEN, build_test_core, make_settings, patch_login


def test_the_token_never_shows_in_repr_str_or_logs(
    tmp_path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = make_settings(tmp_path)
    with caplog.at_level(logging.DEBUG):
        logging.getLogger("test").info("settings: %s %r %s", settings, settings, settings.summary())
    for text in (repr(settings), str(settings), settings.summary(), caplog.text):
        assert TOKEN not in text
    assert TOKEN not in settings.model_dump_json()
    assert settings.discord_token.get_secret_value() == TOKEN


def test_settings_come_from_the_environment(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_PREFIX", "?")
    monkeypatch.setenv("JUDGEBOT_OWNER_IDS", "1, 2")
    monkeypatch.setenv("JUDGEBOT_MESSAGE_CONTENT", "false")
    monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(tmp_path))
    settings = GatewaySettings.from_env()
    assert settings.prefix == "?" and settings.owner_ids == {1, 2}
    assert settings.message_content is False
    assert settings.heartbeat_file == tmp_path / "heartbeat"


def test_without_message_content_the_intent_and_mentions_are_off(tmp_path) -> None:
    bot = create_bot(make_settings(tmp_path, message_content=False), build_test_core())
    assert bot.intents.message_content is False
    assert bot.intents.members is False and bot.intents.presences is False
    assert "bot.gateway.extensions.mentions" not in bot.extension_list
    full = create_bot(make_settings(tmp_path), build_test_core())
    assert full.intents.message_content is True
    assert full.extension_list == EXTENSIONS


def test_one_process_can_run_a_range_of_shards(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_SHARDED", "true")
    monkeypatch.setenv("JUDGEBOT_SHARD_COUNT", "16")
    monkeypatch.setenv("JUDGEBOT_SHARD_IDS", "4-7")
    settings = GatewaySettings.from_env()
    assert settings.shard_ids == (4, 5, 6, 7)
    bot = create_bot(settings, build_test_core())
    assert bot.shard_ids == [4, 5, 6, 7] and bot.shard_count == 16
    monkeypatch.setenv("JUDGEBOT_SHARD_IDS", "15-16")
    with pytest.raises(ValidationError, match="between 0 and shard_count"):
        GatewaySettings.from_env()


def test_sharding_is_chosen_by_the_settings(tmp_path) -> None:
    sharded = create_bot(make_settings(tmp_path, sharded=True, shard_count=2), build_test_core())
    assert isinstance(sharded, ShardedJudgeBot) and sharded.shard_count == 2
    assert isinstance(sharded, discord.AutoShardedClient)
    assert type(create_bot(make_settings(tmp_path), build_test_core())) is JudgeBot


async def test_start_loads_the_extensions_and_does_not_sync(tmp_path) -> None:
    bot = create_bot(make_settings(tmp_path), build_test_core())
    static_login = patch_login(bot)
    connect = mock.AsyncMock()
    sync = mock.AsyncMock()
    with mock.patch.object(bot, "connect", connect), mock.patch.object(bot.tree, "sync", sync):
        async with bot:
            await bot.start(TOKEN)
    static_login.assert_awaited_once_with(TOKEN)
    connect.assert_awaited_once()
    sync.assert_not_called()
    assert not bot.extensions  # unloaded again on close


async def test_extensions_are_loaded_before_the_gateway_connects(tmp_path) -> None:
    bot = create_bot(make_settings(tmp_path), build_test_core())
    patch_login(bot)
    seen: dict[str, object] = {}

    async def connect(*, reconnect: bool = True) -> None:
        seen["extensions"] = sorted(bot.extensions)
        seen["commands"] = sorted(c.name for c in bot.commands)

    with mock.patch.object(bot, "connect", connect):
        async with bot:
            await bot.start(TOKEN)
    assert seen["extensions"] == sorted(EXTENSIONS)
    assert {"help", "card", "cr", "sync", "reload"} <= set(seen["commands"])


def test_run_bot_reports_bad_settings_without_the_token(monkeypatch, capsys) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_SHARD_COUNT", "0")
    assert app.run_bot() == 2
    err = capsys.readouterr().err
    assert "shard_count" in err and TOKEN not in err


def test_run_bot_returns_1_when_discord_refuses_the_token(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(tmp_path))

    async def open_test_core(data_dir: object, prefix: str) -> object:
        return build_test_core()

    monkeypatch.setattr("bot.gateway.app.open_core", open_test_core)
    refuse = mock.AsyncMock(side_effect=discord.LoginFailure("Improper token has been passed."))
    with mock.patch.object(discord.Client, "login", refuse):
        assert app.run_bot() == 1
    refuse.assert_awaited_once_with(TOKEN)


def test_the_console_and_core_never_import_discord() -> None:
    code = (
        "import engine, bot.core.core, bot.cli, bot.gateway.health; import sys; "
        "assert 'discord' not in sys.modules, 'discord was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_core_command_builds_on_the_real_core(tmp_path) -> None:
    """The registry as other features grow it: every command becomes a hybrid command."""
    from bot.gateway.extensions.core_commands import SLASH_NAME, build_hybrid

    core = CommandCore()
    bot = create_bot(make_settings(tmp_path), core)
    for command in core.registry:
        if SLASH_NAME.fullmatch(command.name):
            hybrid = build_hybrid(command, bot.user_cooldown)
            assert hybrid.app_command is not None
            assert hybrid.app_command.to_dict(bot.tree)["name"] == command.name


def test_the_discord_urls_come_from_the_settings(monkeypatch, tmp_path) -> None:
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    monkeypatch.setattr(Route, "BASE", Route.BASE)  # restored after the test
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_DISCORD_API_URL", "http://rest-proxy:8080/api/v10/")
    monkeypatch.setenv("JUDGEBOT_DISCORD_GATEWAY_URL", "ws://127.0.0.1:9999/gateway")
    bot = create_bot(GatewaySettings.from_env(), build_test_core())
    assert Route("GET", "/users/@me").url == "http://rest-proxy:8080/api/v10/users/@me"
    assert str(DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:9999/gateway"
    assert bot._connection.heartbeat_timeout == 60.0
    monkeypatch.setenv("JUDGEBOT_DISCORD_API_URL", "http://judge:hunter2@rest-proxy/api/v10")
    summary = GatewaySettings.from_env().summary()
    assert "hunter2" not in summary and "judge:***@rest-proxy" in summary
    monkeypatch.setenv("JUDGEBOT_DISCORD_API_URL", "discord.com/api")
    with pytest.raises(ValidationError, match="discord_api_url"):
        GatewaySettings.from_env()


def test_a_heartbeat_timeout_shorter_than_discordpy_s_identify_wait_is_refused(
    monkeypatch,
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("JUDGEBOT_HEARTBEAT_TIMEOUT", "3")
    with pytest.raises(ValidationError, match="heartbeat_timeout"):
        GatewaySettings.from_env()


def test_the_refresh_extension_loads_only_when_asked(tmp_path) -> None:
    from bot.gateway.client import REFRESH_EXTENSION

    assert (
        REFRESH_EXTENSION
        not in create_bot(make_settings(tmp_path), build_test_core()).extension_list
    )
    asked = create_bot(make_settings(tmp_path, refresh_data=True), build_test_core())
    assert asked.extension_list[-1] == REFRESH_EXTENSION
