"""The reviewed-sample format: a compact, comparable summary of a parsed card."""

from __future__ import annotations

from typing import Any

from engine.cards import Card


def parse_summary(card: Card) -> dict[str, Any]:
    faces = card.faces or (card,)
    return {
        "abilities": [
            [
                a.kind,
                a.affects.scope,
                a.duration,
                [e.model_dump(exclude_defaults=True) for e in a.effects],
            ]
            for face in faces
            for a in face.abilities
            if a.effects
        ],
        "unmodelled": len(card.unmodelled),
    }
