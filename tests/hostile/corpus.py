"""Reading ``corpus.txt``: escapes and ``{{N*text}}`` repeats (see the file's header)."""

from __future__ import annotations

import re
from pathlib import Path

CORPUS = Path(__file__).with_name("corpus.txt")
_REPEAT = re.compile(r"\{\{(\d+)\*(.*?)\}\}")
_ESCAPE = re.compile(r"\\(U[0-9a-fA-F]{8}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[nrt0\\])")
_SIMPLE = {"n": "\n", "r": "\r", "t": "\t", "0": "\0", "\\": "\\"}


def decode(line: str) -> str:
    """One corpus line as the text a user would send (lone surrogates kept)."""

    def unescape(match: re.Match[str]) -> str:
        code = match.group(1)
        return _SIMPLE.get(code) or chr(int(code[1:], 16))

    text = _ESCAPE.sub(unescape, line)
    return _REPEAT.sub(lambda m: m.group(2) * int(m.group(1)), text)


def load(path: Path = CORPUS) -> list[tuple[str, str]]:
    """``(line as written, decoded text)`` for every case in the corpus."""
    cases = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("# "):
            continue
        cases.append((raw, decode(raw)))
    return cases
