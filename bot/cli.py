"""``judgebot``: run the bot or the console, ask one question, manage the data.

judgebot run                 the Discord bot if DISCORD_TOKEN is set, else the console
judgebot console             an interactive console that takes the same !commands
judgebot ask [--json] TEXT   run one command and print the reply
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence

from bot.core.cards import cli as cards_cli
from bot.core.core import open_core
from bot.core.render.text import render_json, render_text
from bot.core.rules import cli as rules_cli

CONSOLE_BANNER = (
    "judgebot console — type a command such as !layers Axebane Beast + Invert + Bedeck,\n"
    "!help for the list, or quit to leave."
)


async def ask(text: str, as_json: bool) -> int:
    """Run one command; exit status 0 when it answered, 1 when it refused."""
    core = await open_core()
    try:
        outcome = await core.handle(text)
    finally:
        await core.close()
    try:
        print(render_json(outcome) if as_json else render_text(outcome), flush=True)
    except BrokenPipeError:  # `judgebot ask ... | head`: the reader stopped reading, no error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0 if outcome.ok else 1


async def console() -> int:
    """Read commands from standard input until EOF or ``quit``."""
    core = await open_core()
    interactive = sys.stdin.isatty()
    if interactive:
        print(CONSOLE_BANNER)
    try:
        while True:
            try:
                line = await asyncio.to_thread(input, "judgebot> " if interactive else "")
            except EOFError:
                break
            if line.strip() in {"quit", "exit"}:
                break
            if line.strip():
                print(render_text(await core.handle(line)), end="\n\n", flush=True)
    finally:
        await core.close()
    return 0


def run() -> int:
    """The main job: the Discord bot with a token, otherwise the local console."""
    if os.environ.get("DISCORD_TOKEN"):
        from bot.gateway.app import run_bot

        return run_bot()
    print("DISCORD_TOKEN is not set: starting the local console instead of the Discord bot.")
    return asyncio.run(console())


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="judgebot", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="action", required=True)
    commands.add_parser("run", help="the bot with DISCORD_TOKEN, otherwise the console")
    commands.add_parser("console", help="interactive console")
    ask_parser = commands.add_parser("ask", help="run one command and print the reply")
    ask_parser.add_argument("--json", action="store_true", help="print the reply as JSON")
    ask_parser.add_argument(
        "message", nargs="+", help='e.g. "!layers Grizzly Bears + Giant Growth"'
    )
    rules_cli.add_subcommands(commands)
    cards_cli.add_subcommands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if (status := rules_cli.dispatch(args)) is not None:
        return status
    if (status := cards_cli.dispatch(args)) is not None:
        return status
    if args.action == "run":
        return run()
    if args.action == "console":
        return asyncio.run(console())
    return asyncio.run(ask(" ".join(args.message), args.json))


if __name__ == "__main__":
    sys.exit(main())
