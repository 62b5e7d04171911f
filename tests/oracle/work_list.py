"""The work list for overall coverage: unread sentences grouped by shape (docs/CARDS.md).

``python -m tests.oracle.work_list INDEX [N]`` reads the card index that
``judgebot cards import`` wrote, takes every card of the coverage denominator that does not
parse fully, and normalises each of its unread sentences into a shape: the card's name
becomes ``~``, numbers ``N``, subtypes ``TYPE``, colors ``COLOR``, mana symbols ``{M}``,
quoted abilities ``"..."``. It prints the N shapes that would finish the most cards (a card
finishes only when every one of its unread sentences reads), with how many cards carry each.
"""

from __future__ import annotations

import json
import re
import sqlite3
import sys
from collections import Counter, defaultdict
from pathlib import Path

from engine.oracle.vocabulary import CREATURE_TYPES, OTHER_SUBTYPES, PLANESWALKER_TYPES

_SUBTYPES = sorted({*CREATURE_TYPES, *OTHER_SUBTYPES, *PLANESWALKER_TYPES}, key=len, reverse=True)
_SUBTYPE = re.compile(r"\b(?:" + "|".join(map(re.escape, _SUBTYPES)) + r")(?:e?s)?\b")
_COLOR = re.compile(r"\b(?:white|blue|black|red|green)\b")
_NUMBER = re.compile(r"(?<![\w{])[+-]?(?:\d+|X)\b|\b(?:one|two|three|four|five|six)\b")
_MANA = re.compile(r"(?:\{[^}]+\})+")
_QUOTED = re.compile(r"\"[^\"]*\"")


def shape(sentence: str, name: str) -> str:
    """The sentence with what varies between cards replaced by placeholders."""
    text = sentence.strip()
    for part in sorted({name, *name.split(" // "), name.split(",")[0]}, key=len, reverse=True):
        if len(part) > 2:
            text = text.replace(part, "~")
    text = _QUOTED.sub('"..."', text)
    text = _MANA.sub("{M}", text)
    text = _SUBTYPE.sub("TYPE", text)
    text = _COLOR.sub("COLOR", text)
    return _NUMBER.sub("N", text)


def work_list(index: Path) -> tuple[int, list[tuple[str, int, int]]]:
    """(cards not fully read, [(shape, cards it alone would finish, cards carrying it)])."""
    finishes: Counter[str] = Counter()
    carries: dict[str, set[str]] = defaultdict(set)
    unread = 0
    with sqlite3.connect(f"file:{index}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT name, card_json FROM cards WHERE characteristic > 0 AND NOT parsed_fully"
        )
        for name, card_json in rows:
            unread += 1
            shapes = {shape(s, name) for s in json.loads(card_json)["unmodelled"]}
            for one in shapes:
                carries[one].add(name)
            if len(shapes) == 1:
                finishes[next(iter(shapes))] += 1
    table = [(one, finishes[one], len(cards)) for one, cards in carries.items()]
    table.sort(key=lambda row: (-row[1], -row[2], row[0]))
    return unread, table


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: python -m tests.oracle.work_list INDEX [N]")
    total, rows = work_list(Path(sys.argv[1]))
    print(f"{total:,} denominator cards do not parse fully")
    print("| shape | cards it finishes | cards carrying it |\n|---|---|---|")
    for words, done, carried in rows[: int(sys.argv[2]) if len(sys.argv) == 3 else 25]:
        print(f"| `{words}` | {done} | {carried} |")
