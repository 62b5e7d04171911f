"""``judgebot rules import FILE``, ``judgebot rules update``, ``judgebot rules list`` and
``judgebot index``: the command-line side of the rules library.

:func:`add_subcommands` adds the parsers; :func:`dispatch` runs one and returns the exit
status, or ``None`` when the parsed command is not ours.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
from pathlib import Path
from typing import Any

from bot.core.context import default_data_dir
from bot.core.fetch import open_url, read_complete
from bot.core.rules import semantic
from bot.core.rules.digest import DigestError, load_digest
from bot.core.rules.encoding import decode_rules
from bot.core.rules.foreign import WORDS_FILE, learn_terms, read_cards, save_terms
from bot.core.rules.lexicon import load_lexicons
from bot.core.rules.library import RulesLibrary, human_date
from bot.core.rules.measure import evaluate_file, train_file
from bot.core.rules.parser import RulesFormatError, parse_rules_text
from bot.core.rules.search import stem
from bot.core.rules.store import build_index, imported_editions, index_path, save_import
from bot.core.rules.translate import learn_words
from engine.errors import UserError

RULES_PAGE = "https://magic.wizards.com/en/rules"
#: A link to a .txt file: an ``href`` (absolute or relative), else any absolute URL.
_TXT_LINK = re.compile(r"""href=["']([^"']+?\.txt)["']|(https?://[^"'\s<>]+?\.txt)""", re.I)
TIMEOUT_SECONDS = 20
USER_AGENT = "judgebot rules importer"


def add_subcommands(subparsers: Any) -> None:
    """Add ``rules`` (import, update, list) and ``index`` to the ``judgebot`` parser."""
    rules = subparsers.add_parser("rules", help="import or update the Comprehensive Rules")
    actions = rules.add_subparsers(dest="rules_action", required=True)
    importer = actions.add_parser("import", help="import one or more CR .txt files")
    importer.add_argument("files", nargs="+", type=Path, help="MagicCompRules YYYYMMDD.txt")
    actions.add_parser("update", help="download the current CR from the official page")
    actions.add_parser("list", help="list imported editions")
    evaluate = actions.add_parser("eval", help="measure !rule on a question set (.jsonl)")
    evaluate.add_argument("file", type=Path, help="questions: id, lang, topic, question, accept")
    evaluate.add_argument("--folds", type=int, default=5, help="cross-validation folds (0: none)")
    evaluate.add_argument("--quiet", action="store_true", help="no list of misses")
    evaluate.add_argument(
        "--memory",
        action="store_true",
        help="cross-validate with a memory of the questions answered before (to measure it)",
    )
    evaluate.add_argument(
        "--apart",
        action="store_true",
        help="folds that share no accepted rule: the held-out questions ask about other points"
        " of the rules, as a held-back set does",
    )
    terms = actions.add_parser(
        "terms", help="learn keyword and type names and a word table es/fr/it -> en from MTGJSON"
    )
    terms.add_argument("files", nargs="+", type=Path, help="MTGJSON set or AtomicCards files")
    train = actions.add_parser("train", help="learn the !rule ranking weights from a question set")
    train.add_argument("file", type=Path, help="questions: id, lang, topic, question, accept")
    train.add_argument("--folds", type=int, default=5, help="folds for the reported figure")
    train.add_argument(
        "--memory",
        action="store_true",
        help="also remember the questions (rules_text/ranking-neighbours.json): only for a set"
        " whose points new questions will ask again",
    )
    index = subparsers.add_parser("index", help="rebuild the rules search index")
    for parser in (index, *actions.choices.values()):
        parser.add_argument(
            "--data-dir", type=Path, default=None, help="where the index lives (default ./var)"
        )


def dispatch(args: argparse.Namespace) -> int | None:
    """Run ``rules ...`` or ``index``; ``None`` if ``args`` is another command."""
    if args.action not in {"rules", "index"}:
        return None
    data_dir: Path = args.data_dir or default_data_dir()
    try:
        if args.action == "index":
            return rebuild(data_dir)
        if args.rules_action == "import":
            return import_files(data_dir, args.files)
        if args.rules_action == "update":
            return update(data_dir)
        if args.rules_action == "terms":
            return learn_foreign_terms(data_dir, args.files)
        if args.rules_action == "eval":
            return asyncio.run(
                evaluate_file(
                    data_dir, args.file, args.folds, not args.quiet, args.memory, args.apart
                )
            )
        if args.rules_action == "train":
            return asyncio.run(train_file(data_dir, args.file, max(args.folds, 2), args.memory))
        return list_editions(data_dir)
    except DigestError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except UserError as error:
        print(f"error: {error} {error.hint}".rstrip(), file=sys.stderr)
        return 2


def rebuild(data_dir: Path) -> int:
    imported = imported_editions(data_dir)
    report = build_index(index_path(data_dir), load_digest(), imported)
    print(
        f"Indexed {report.rules:,} rules from {', '.join(report.editions)} "
        f"into {report.path} in {report.seconds:.2f} s."
    )
    if semantic.wanted() and semantic.available():
        started = time.perf_counter()
        asyncio.run(_open_ranker(data_dir))
        print(
            f"Semantic re-ranker ready in {time.perf_counter() - started:.1f} s (rule vectors"
            f" cached in {data_dir / semantic.CACHE_FOLDER})."
        )
    return 0


async def _open_ranker(data_dir: Path) -> None:
    """Build the ranking once, so the semantic re-ranker encodes the newest edition's
    rules now rather than when the bot opens the index."""
    library = RulesLibrary(data_dir)
    try:
        await library.ranker()
    finally:
        await library.close()


def import_text(data_dir: Path, data: bytes, name: str) -> int:
    """Decode, parse, keep and re-index one CR file; report what was understood."""
    started = time.perf_counter()
    text, encoding = decode_rules(data)
    try:
        edition = parse_rules_text(text)
    except RulesFormatError as error:
        print(f"error: {name}: {error}", file=sys.stderr)
        return 2
    saved = save_import(data_dir, edition, text)
    rules = sum(1 for r in edition.rules if "." in r.number)
    print(
        f"{name}: CR effective {human_date(edition.effective)} ({encoding}); "
        f"{rules:,} rules and subrules, {len(edition.glossary):,} glossary terms, "
        f"{len(edition.contents)} contents lines; skipped "
        + ", ".join(f"{n} {kind} lines" for kind, n in edition.skipped.items())
        + f"; {len(edition.unparsed)} unparsed lines."
    )
    for line in edition.unparsed[:10]:
        print(f"  unparsed: {line[:100]}")
    status = rebuild(data_dir)
    print(f"Kept as {saved}; import and index took {time.perf_counter() - started:.2f} s.")
    return status


def import_files(data_dir: Path, files: list[Path]) -> int:
    status = 0
    for path in files:
        try:
            data = path.read_bytes()
        except OSError as error:
            print(f"error: cannot read {path}: {error.strerror}", file=sys.stderr)
            status = 2
            continue
        status = max(status, import_text(data_dir, data, path.name))
    return status


def rules_page() -> str:
    """The page that links the current CR: ``JUDGEBOT_RULES_PAGE_URL``, else Wizards' page."""
    return os.environ.get("JUDGEBOT_RULES_PAGE_URL") or RULES_PAGE


def find_txt_link(page: str, page_url: str) -> str | None:
    """The first link to a ``.txt`` file in the page, made absolute."""
    match = _TXT_LINK.search(page)
    if match is None:
        return None
    link: str = (match.group(1) or match.group(2)).replace(" ", "%20")
    return urllib.parse.urljoin(page_url, link)


def _fetch(url: str, headers: dict[str, str] | None = None) -> tuple[bytes, str]:
    """The body (complete, or ``IncompleteRead``) and its ETag; 429s are waited out."""
    wanted = {"User-Agent": USER_AGENT} | (headers or {})
    with open_url(url, wanted, TIMEOUT_SECONDS) as response:
        return read_complete(response), response.headers.get("ETag", "")


def update(data_dir: Path) -> int:
    """Find the TXT link on the official rules page, download it, import it.

    The download is conditional: when the link and its ETag are the ones of the last
    update, the server answers 304 and nothing is imported.
    """
    page_url = rules_page()
    cache = data_dir / "downloads" / "rules.http.json"
    cached: dict[str, str] = json.loads(cache.read_text()) if cache.exists() else {}
    try:
        page, _ = _fetch(page_url)
        url = find_txt_link(page.decode("utf-8", "replace"), page_url)
        if url is None:
            print(f"error: found no .txt link on {page_url}; the page changed?", file=sys.stderr)
            return 2
        same_file = cached.get("url") == url and cached.get("etag")
        print(f"Downloading {url}")
        try:
            data, etag = _fetch(url, {"If-None-Match": cached["etag"]} if same_file else {})
        except urllib.error.HTTPError as error:
            if error.code != 304:
                raise
            print("The CR has not changed since the last update; nothing to do.")
            return 0
    except http.client.IncompleteRead as error:
        print(
            f"error: the rules download was cut short ({error.expected:,} bytes missing); "
            "nothing was imported. Try again later.",
            file=sys.stderr,
        )
        return 2
    except (urllib.error.URLError, TimeoutError, OSError, http.client.HTTPException) as error:
        reason = getattr(error, "reason", error)
        print(
            f"error: could not download the rules from {page_url} ({reason}). "
            "Are we offline? Download the TXT file by hand and run: judgebot rules import FILE",
            file=sys.stderr,
        )
        return 2
    status = import_text(data_dir, data, urllib.parse.unquote(url.rsplit("/", 1)[-1]))
    if status == 0:
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(json.dumps({"url": url, "etag": etag}))
    return status


def learn_foreign_terms(data_dir: Path, files: list[Path]) -> int:
    """``rules terms``: official keyword and type names per language, and a word table
    learned from the cards' parallel text (:mod:`bot.core.rules.translate`), for ``!rule``."""
    started = time.perf_counter()
    try:
        cards = read_cards(files)
    except (OSError, ValueError) as error:
        print(f"error: cannot read the MTGJSON files: {error}", file=sys.stderr)
        return 2
    terms = learn_terms(cards)
    roots = {code: lexicon.root for code, lexicon in load_lexicons().items()}
    stopwords = frozenset(stem(word) for word in load_digest().vocabulary.stopwords)
    table = learn_words(cards, roots, stopwords)
    saved = save_terms(data_dir, terms)
    saved_words = save_terms(data_dir, table, WORDS_FILE)
    counts = ", ".join(f"{code} {len(names)}" for code, names in terms.items())
    word_counts = ", ".join(f"{code} {len(words)}" for code, words in table.items())
    print(f"Learned keyword and type names ({counts}) into {saved}.")
    print(
        f"Learned word translations ({word_counts}) into {saved_words}"
        f" in {time.perf_counter() - started:.1f} s."
    )
    return 0


def list_editions(data_dir: Path) -> int:
    imported = imported_editions(data_dir)
    if not imported:
        print("No CR imported yet; answers use our summary. Run: judgebot rules import FILE")
    for item in imported:
        print(
            f"{item.edition.effective.isoformat()}  {len(item.edition.rules):,} rules  {item.path}"
        )
    return 0
