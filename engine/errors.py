"""Errors a user can cause. Everything else that goes wrong is a bug.

Every user error carries a one-line ``message`` saying what was understood and a
``hint`` saying how to fix it; the command core shows both and changes nothing.
"""

from __future__ import annotations


class UserError(ValueError):
    """Bad input from a judge or player: shown to them, never logged as a bug."""

    def __init__(self, message: str, hint: str = "", suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.suggestions = suggestions


class UnknownCardError(UserError):
    """A card name that matches nothing, with "did you mean" suggestions."""


class ScenarioError(UserError):
    """A ``!layers`` scenario that cannot be parsed or played out."""
