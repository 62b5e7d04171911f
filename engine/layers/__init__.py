"""The layer system of continuous effects (CR 613)."""

from engine.layers.apply import LayerResult, Step, apply_layers, copiable_values
from engine.layers.effects import ContinuousEffect, EffectKey, Game, Layer

__all__ = [
    "ContinuousEffect",
    "EffectKey",
    "Game",
    "Layer",
    "LayerResult",
    "Step",
    "apply_layers",
    "copiable_values",
]
