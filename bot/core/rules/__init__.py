"""The rules library: our own-words digest, the official Comprehensive Rules importer,
and the SQLite full-text index both are searched through.

Modules: :mod:`~bot.core.rules.encoding` (bytes -> text), :mod:`~bot.core.rules.parser`
(CR text -> :class:`~bot.core.rules.model.Edition`), :mod:`~bot.core.rules.digest`
(``rules_text/`` loader), :mod:`~bot.core.rules.store` (index build and read-only queries),
:mod:`~bot.core.rules.search` (user text -> safe FTS5 query), :mod:`~bot.core.rules.library`
(what the commands call), :mod:`~bot.core.rules.cli` (``judgebot rules`` and ``judgebot index``).
"""
