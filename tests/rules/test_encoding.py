"""Rules files arrive as UTF-8 (with or without BOM), UTF-16 or cp1252, with any line ends."""

from __future__ import annotations

import codecs

import pytest

from bot.core.rules.encoding import decode_rules, detect_encoding

TEXT = "Magic: The Gathering Comprehensive Rules\nÆther “quoted” — 702.19b\n"


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        (codecs.BOM_UTF8 + TEXT.encode("utf-8"), "utf-8"),
        (TEXT.encode("utf-8"), "utf-8"),
        (codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"), "utf-16-le"),
        (codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"), "utf-16-be"),
        (TEXT.encode("utf-16-le"), "utf-16-le"),
        (TEXT.encode("utf-16-be"), "utf-16-be"),
        (TEXT.encode("cp1252"), "cp1252"),
    ],
)
def test_each_encoding_decodes_to_the_same_text(data: bytes, encoding: str) -> None:
    text, found = decode_rules(data)
    assert found == encoding
    assert text == TEXT


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\n"])
def test_line_ends_become_newlines(newline: str) -> None:
    data = codecs.BOM_UTF8 + TEXT.replace("\n", newline).encode("utf-8")
    text, _ = decode_rules(data)
    assert text.split("\n")[:2] == TEXT.split("\n")[:2]


def test_empty_input_is_utf8() -> None:
    assert detect_encoding(b"") == ("utf-8", 0)
