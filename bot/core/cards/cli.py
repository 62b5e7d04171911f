"""``judgebot cards import|update|coverage``: build and inspect the card index."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from bot.core.cards.coverage import canon_coverage, coverage
from bot.core.cards.importer import import_files
from bot.core.cards.store import index_path
from bot.core.context import default_data_dir
from engine.catalog.canon import Canon, CanonError, parse_canon
from engine.errors import UserError


def add_subcommands(subparsers: Any) -> None:
    """Add ``cards`` with its three actions to the ``judgebot`` parser."""
    cards = subparsers.add_parser("cards", help="import, update or inspect the card database")
    cards.add_argument(
        "--data-dir", type=Path, default=None, help="default: $JUDGEBOT_DATA_DIR, else ./var"
    )
    actions = cards.add_subparsers(dest="cards_action", required=True)
    importer = actions.add_parser("import", help="import Scryfall or MTGJSON files (offline)")
    importer.add_argument("files", nargs="+", type=Path, help="first file wins; later add names")
    actions.add_parser("update", help="download Scryfall's newest oracle-cards file and import it")
    measure = actions.add_parser("coverage", help="how many cards' effects the Oracle parser reads")
    measure.add_argument(
        "--canon", type=Path, default=None, help="also measure a canon file (see docs/CARDS.md)"
    )


class _ProgressBar:
    """Import progress on stderr: a one-line bar redrawn at most ten times a second on a
    terminal; in a log (stderr not a terminal, e.g. ``docker logs``) one plain line per
    quarter of each file, since carriage returns would pile up into one unreadable line."""

    def __init__(self, label: str, stream: TextIO | None = None) -> None:
        self.label = label
        self.stream = stream or sys.stderr
        self.interactive = self.stream.isatty()
        self.last = 0.0
        self.file = (0, -1)  # (total, quarter shown) of the file being read

    def __call__(self, done: int, total: int) -> None:
        share = done / total if total else 1.0
        if not self.interactive:
            quarter = int(share * 4)
            shown = self.file[1] if self.file[0] == total else -1  # another file: start over
            if quarter > shown:
                self.file = (total, quarter)
                self.stream.write(f"{self.label}: {share:.0%} of {total / 1e6:.1f} MB\n")
            return
        now = time.monotonic()
        if now - self.last < 0.1 and done < total:
            return
        self.last = now
        bar = "#" * int(share * 30)
        self.stream.write(f"\r{self.label} [{bar:<30}] {share:4.0%} {done / 1e6:6.1f} MB")
        self.stream.flush()

    def finish(self) -> None:
        """End the bar's line (a log's lines are already ended)."""
        if self.interactive:
            self.stream.write("\n")


def _read_canon(path: Path) -> Canon:
    """The canon file given to ``--canon``; a missing or malformed one is the user's to fix."""
    try:
        return parse_canon(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise UserError(f"I can't read {path}: {error.strerror}.", "Check the path.") from error
    except CanonError as error:
        raise UserError(
            f"{path} is not a canon file: {error}.", "See engine/catalog/canon.toml."
        ) from error


async def _run(args: argparse.Namespace) -> int:
    # the same place the bot reads it from (JUDGEBOT_DATA_DIR), unless told otherwise
    data_dir: Path = args.data_dir or default_data_dir()
    if args.cards_action == "coverage":
        path = index_path(data_dir)
        if not path.exists():
            raise UserError(f"There is no card index at {path}.", "Run: judgebot cards import FILE")
        lines = (await coverage(path)).lines()
        if args.canon is not None:
            lines += (await canon_coverage(path, _read_canon(args.canon), args.canon.name)).lines()
        print("\n".join(lines))
        return 0
    if args.cards_action == "update":
        from bot.core.cards.download import download_oracle_cards

        file, changed = await asyncio.to_thread(download_oracle_cards, data_dir / "downloads")
        if not changed and index_path(data_dir).exists():
            print("The Scryfall file has not changed since the last update; nothing to do.")
            return 0
        files = [file]
    else:
        files = list(args.files)
    progress = _ProgressBar("Importing")
    summary = await import_files(files, data_dir, progress)
    progress.finish()
    print("\n".join([*summary.lines(), f"Index: {index_path(data_dir)}"]))
    return 0


def run(args: argparse.Namespace) -> int:
    """Dispatch ``judgebot cards ...``; user errors print a message and exit with 1."""
    try:
        return asyncio.run(_run(args))
    except UserError as error:
        sys.stderr.write("\n")
        print(f"Error: {error.message}", file=sys.stderr)
        if error.hint:
            print(error.hint, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nInterrupted: the previous card index is unchanged.", file=sys.stderr)
        return 130


def dispatch(args: argparse.Namespace) -> int | None:
    """Run ``judgebot cards ...`` when that was asked for; ``None`` otherwise."""
    return run(args) if getattr(args, "action", None) == "cards" else None
