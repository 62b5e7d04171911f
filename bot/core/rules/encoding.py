"""Turn the bytes of a rules file into text, whatever encoding Wizards used that month.

The official Comprehensive Rules have shipped as UTF-8 with a BOM, as UTF-16, and as
Windows-1252, with CRLF or lone-CR line ends. :func:`decode_rules` returns ``str`` with
``\\n`` line ends and the name of the encoding it used.
"""

from __future__ import annotations

import codecs

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def detect_encoding(data: bytes) -> tuple[str, int]:
    """The encoding of ``data`` and the length of its byte-order mark.

    >>> detect_encoding(b"\\xef\\xbb\\xbfMagic")
    ('utf-8', 3)
    >>> detect_encoding("Magic".encode("utf-16-le"))
    ('utf-16-le', 0)
    >>> detect_encoding("Æther".encode("cp1252"))
    ('cp1252', 0)
    """
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name, len(bom)
    sample = data[:4096]
    if sample:
        even_nuls = sample[0::2].count(0)
        odd_nuls = sample[1::2].count(0)
        half = len(sample) / 2
        if odd_nuls > half * 0.3 and even_nuls < half * 0.05:
            return "utf-16-le", 0
        if even_nuls > half * 0.3 and odd_nuls < half * 0.05:
            return "utf-16-be", 0
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "cp1252", 0
    return "utf-8", 0


def normalize_newlines(text: str) -> str:
    """CRLF and lone CR become ``\\n`` (the January 2026 file uses lone CRs)."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def decode_rules(data: bytes) -> tuple[str, str]:
    """``(text, encoding)``: ``data`` decoded, BOM dropped, line ends normalized."""
    encoding, skip = detect_encoding(data)
    # cp1252 leaves five bytes undefined; "replace" keeps a stray one from aborting an import.
    text = data[skip:].decode(encoding, errors="replace" if encoding == "cp1252" else "strict")
    return normalize_newlines(text), encoding
