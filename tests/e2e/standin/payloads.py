"""The people, server and channels of the stand-in, and the payloads Discord builds for them.

Shapes follow Discord's documented objects (user, guild member, channel, message,
interaction); only the fields discord.py reads are filled in.
"""

from __future__ import annotations

import datetime
import itertools
import threading
from dataclasses import dataclass
from typing import Any

TOKEN = "MTk4NjIyNDgzNDcxOTI1MjQ4.stand-in.token-never-printed"
BOT_ID = 900
APP_ID = 900  # Discord gives a bot user the application's id
GUILD_ID = 7000
OWNER_ID = 42
ALICE_ID = 1001
BOB_ID = 1002
FIRST_CHANNEL_ID = 8000
#: A member's permissions in every channel: view, send, embed links, read history.
MEMBER_PERMISSIONS = str((1 << 10) | (1 << 11) | (1 << 14) | (1 << 16))
DISCORD_EPOCH_MS = 1_420_070_400_000

_lock = threading.Lock()
_counter = itertools.count()


def snowflake() -> str:
    """A fresh id whose timestamp is now (discord.py reads an interaction's age from it)."""
    now_ms = int(datetime.datetime.now(datetime.UTC).timestamp() * 1000)
    with _lock:
        increment = next(_counter) % 4096
    return str(((now_ms - DISCORD_EPOCH_MS) << 22) | increment)


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    bot: bool = False

    def user(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name.lower(),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
        }

    def member(self) -> dict[str, Any]:
        return {
            "user": self.user(),
            "roles": [],
            "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": MEMBER_PERMISSIONS,
        }


BOT = Person(BOT_ID, "judgebot", bot=True)
OWNER = Person(OWNER_ID, "Owner")
ALICE = Person(ALICE_ID, "Alice")
BOB = Person(BOB_ID, "Bob")


_people = itertools.count(5000)


def someone(name: str = "Player") -> Person:
    """A new member (each has a cooldown of their own, so tests do not slow each other)."""
    with _lock:
        return Person(next(_people), name)


def channel_ids(count: int) -> list[int]:
    return [FIRST_CHANNEL_ID + n for n in range(count)]


def guild_create(channels: int) -> dict[str, Any]:
    """GUILD_CREATE for the one server: text channels, and @everyone allowed to talk."""
    everyone_role = {
        "id": str(GUILD_ID),
        "name": "@everyone",
        "permissions": MEMBER_PERMISSIONS,
        "position": 0,
        "color": 0,
        "hoist": False,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }
    return {
        "id": str(GUILD_ID),
        "name": "Judges",
        "owner_id": str(OWNER_ID),
        "unavailable": False,
        "member_count": 4,
        "large": False,
        "roles": [everyone_role],
        "emojis": [],
        "stickers": [],
        "features": [],
        "members": [BOT.member()],
        "channels": [
            {
                "id": str(channel_id),
                "type": 0,
                "guild_id": str(GUILD_ID),
                "name": f"judge-{channel_id - FIRST_CHANNEL_ID}",
                "position": channel_id - FIRST_CHANNEL_ID,
                "permission_overwrites": [],
                "nsfw": False,
            }
            for channel_id in channel_ids(channels)
        ],
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "joined_at": "2026-01-01T00:00:00+00:00",
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "system_channel_flags": 0,
    }


def message(
    message_id: str,
    channel_id: int,
    user: dict[str, Any],
    content: str = "",
    *,
    embeds: list[dict[str, Any]] | None = None,
    components: list[dict[str, Any]] | None = None,
    flags: int = 0,
    reference: str | None = None,
) -> dict[str, Any]:
    """A message object as Discord returns it (and as MESSAGE_CREATE carries it); ``user``
    is its author's user object (:meth:`Person.user`)."""
    payload: dict[str, Any] = {
        "id": message_id,
        "channel_id": str(channel_id),
        "author": user,
        "content": content,
        "timestamp": datetime.datetime.now(datetime.UTC).isoformat(),
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": embeds or [],
        "components": components or [],
        "pinned": False,
        "type": 19 if reference else 0,
        "flags": flags,
    }
    if reference:
        payload["message_reference"] = {
            "message_id": reference,
            "channel_id": str(channel_id),
            "guild_id": str(GUILD_ID),
        }
    return payload


def message_create(
    message_id: str, channel_id: int, author: Person, content: str
) -> dict[str, Any]:
    """MESSAGE_CREATE: a message plus the guild id and the author's member object."""
    member = author.member()
    member.pop("user")
    return {
        **message(message_id, channel_id, author.user(), content),
        "guild_id": str(GUILD_ID),
        "member": member,
    }


def interaction(
    interaction_id: str,
    token: str,
    kind: int,
    data: dict[str, Any],
    user: Person,
    channel_id: int,
) -> dict[str, Any]:
    """INTERACTION_CREATE in a guild channel (type 2 command, 3 component, 4 autocomplete)."""
    return {
        "id": interaction_id,
        "application_id": str(APP_ID),
        "type": kind,
        "token": token,
        "version": 1,
        "guild_id": str(GUILD_ID),
        "channel_id": str(channel_id),
        "channel": {"id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID)},
        "member": user.member(),
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": MEMBER_PERMISSIONS,
        "attachment_size_limit": 8_000_000,
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(GUILD_ID)},
        "context": 0,
        "data": data,
    }
