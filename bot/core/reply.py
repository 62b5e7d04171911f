"""Typed replies and the neutral document every renderer draws.

A handler returns a :class:`Reply` (a pydantic model whose fields are the JSON
contract). ``Reply.document()`` lays it out once as a :class:`Document` of titled
fields; the console, JSON and Discord renderers all start from that, so the three
front ends can never disagree about what the bot said.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SerializeAsAny


class DocField(BaseModel):
    """One titled block of a reply: a heading and its (markdown-light) text."""

    name: str
    value: str
    inline: bool = False


class Document(BaseModel):
    """A front-end-neutral layout: title, description, fields, footer."""

    title: str
    description: str = ""
    fields: list[DocField] = Field(default_factory=list)
    footer: str = ""
    url: str | None = None
    tone: Literal["info", "success", "warning", "error"] = "info"


class Reply(BaseModel):
    """Base class of every command's answer."""

    def document(self) -> Document:  # pragma: no cover - every reply overrides it
        raise NotImplementedError


class TextReply(Reply):
    """A short answer with a title and text, for simple commands."""

    kind: Literal["text"] = "text"
    title: str
    text: str
    footer: str = ""

    def document(self) -> Document:
        return Document(title=self.title, description=self.text, footer=self.footer)


class Outcome(BaseModel):
    """What one message produced; ``judgebot ask --json`` prints exactly this."""

    ok: bool
    command: str | None
    error: str | None = None
    hint: str | None = None
    suggestions: list[str] = Field(default_factory=list)
    error_id: str | None = None
    reply: SerializeAsAny[Reply] | None = None

    def document(self) -> Document:
        """The reply's layout, or a one-line error with its hint."""
        if self.reply is not None:
            return self.reply.document()
        return Document(
            title="Sorry" if self.error_id else "I couldn't do that",
            description=self.error or "",
            footer=self.hint or "",
            tone="error",
        )
