"""A local Discord for end-to-end tests and the load bench: gateway and REST on 127.0.0.1.

It speaks the documented protocol (API v10) closely enough for discord.py to run
unchanged against it, enforces Discord's documented limits with Discord's error shape,
and records every payload. See docs/DISCORD.md for what it can and cannot show.
"""

from .payloads import ALICE, BOB, OWNER, TOKEN, Person, someone
from .rest import Call, Sent
from .server import StandIn

__all__ = ["ALICE", "BOB", "OWNER", "TOKEN", "Call", "Person", "Sent", "StandIn", "someone"]
