"""Fixtures: settings, a test core, and a logged-in bot on the offline Discord of ``fakes``."""

from __future__ import annotations

from typing import Any

import pytest
from discord.webhook import async_ as webhook_async

from bot.core.core import CommandCore
from bot.gateway.client import create_bot
from bot.gateway.settings import GatewaySettings

from .fakes import TOKEN, FakeDiscord, build_test_core, make_settings, patch_login


@pytest.fixture
def settings(tmp_path: Any) -> GatewaySettings:
    return make_settings(tmp_path)


@pytest.fixture
def core() -> CommandCore:
    return build_test_core()


@pytest.fixture
async def discord_fake(settings: GatewaySettings, core: CommandCore) -> Any:
    bot = create_bot(settings, core)
    fake = FakeDiscord(bot)  # type: ignore[arg-type]
    bot.http.request = fake.http_request  # type: ignore[method-assign]
    token = webhook_async.async_context.set(fake.webhook_adapter())
    patch_login(bot)
    await bot.login(TOKEN)
    try:
        yield fake
    finally:
        await bot.close()
        await core.close()
        webhook_async.async_context.reset(token)
