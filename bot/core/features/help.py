"""``!help``: the command list, or one command's usage, help text and examples."""

from __future__ import annotations

from itertools import groupby

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply


class HelpReply(Reply):
    kind: str = "help"
    prefix: str
    command: str | None = None
    usage: str | None = None
    text: str
    examples: list[str] = []
    commands: list[tuple[str, str, str]] = []  # (category, usage, summary)

    def document(self) -> Document:
        if self.command:
            fields = [DocField(name="Usage", value=f"`{self.usage}`")]
            if self.examples:
                fields.append(
                    DocField(name="Examples", value="\n".join(f"`{e}`" for e in self.examples))
                )
            return Document(
                title=f"{self.prefix}{self.command}", description=self.text, fields=fields
            )
        fields = [
            DocField(
                name=category,
                value="\n".join(f"`{usage}` — {summary}" for _, usage, summary in rows),
            )
            for category, rows in groupby(self.commands, key=lambda row: row[0])
        ]
        return Document(
            title="judgebot commands",
            description=self.text,
            fields=fields,
            footer=f"{self.prefix}help <command> for details and examples.",
        )


def register(registry: CommandRegistry, services: Services) -> None:
    prefix = services.prefix

    async def show_help(context: CommandContext, argument: str) -> Reply:
        name = argument.strip().removeprefix(prefix).split(" ")[0]
        if name:
            command: Command = registry.get(name)
            return HelpReply(
                prefix=prefix,
                command=command.name,
                usage=prefix + command.usage,
                text=command.help or command.summary,
                examples=list(command.examples),
            )
        rows = sorted(
            ((c.category, prefix + c.usage, c.summary) for c in registry),
            key=lambda row: (row[0] != "Layers", row[0], row[1]),
        )
        return HelpReply(
            prefix=prefix, commands=rows, text="Magic: The Gathering rulings with the rules cited."
        )

    registry.add(
        Command(
            name="help",
            handler=show_help,
            usage="help [command]",
            summary="List the commands, or explain one.",
            aliases=("commands",),
            argument="command",
            argument_help="a command name, e.g. layers",
            examples=("!help", "!help layers"),
        )
    )
