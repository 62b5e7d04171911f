"""The imported card database: importers, the SQLite index, the card source.

``open_card_source(data_dir)`` is what the command core uses: the imported index
when ``data_dir/cards.sqlite3`` exists, otherwise the curated catalog.
"""

from __future__ import annotations

from bot.core.cards.source import ImportedCardSource, open_card_source
from bot.core.cards.store import INDEX_FILENAME, index_path

__all__ = ["INDEX_FILENAME", "ImportedCardSource", "index_path", "open_card_source"]
