"""Console rendering: the same document Discord shows, as plain text."""

from __future__ import annotations

import json

from bot.core.reply import Document, Outcome
from bot.core.text import neutralize_mentions


def render_document(document: Document) -> str:
    """Title, description, each field under its name, then the footer."""
    parts = [document.title, "=" * min(len(document.title), 60)]
    if document.description:
        parts.append(document.description)
    for field in document.fields:
        parts.append(f"\n{field.name}\n{field.value}")
    if document.url:
        parts.append(f"\n{document.url}")
    if document.footer:
        parts.append(f"\n— {document.footer}")
    return neutralize_mentions("\n".join(parts))


def render_text(outcome: Outcome) -> str:
    return render_document(outcome.document())


def _defused(value: object) -> object:
    if isinstance(value, str):
        return neutralize_mentions(value)
    if isinstance(value, list):
        return [_defused(item) for item in value]
    if isinstance(value, dict):
        return {key: _defused(item) for key, item in value.items()}
    return value


def render_json(outcome: Outcome) -> str:
    """One JSON object: ``{"ok", "command", "error", ..., "reply"}``, mentions made inert."""
    return json.dumps(_defused(outcome.model_dump(mode="json")), indent=2, ensure_ascii=False)
