"""The pager: Previous/Next buttons under a reply too long for one embed."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
#: After this many seconds without a press the buttons are greyed out.
PAGER_TIMEOUT = 180.0


class Pager(discord.ui.View):
    """Turns the pages of one reply; only the person who asked may press the buttons."""

    def __init__(
        self,
        pages: Sequence[discord.Embed],
        requester_id: int,
        timeout: float = PAGER_TIMEOUT,
    ) -> None:
        super().__init__(timeout=timeout)
        if len(pages) < 2:
            raise ValueError("a pager needs at least two pages")
        self.pages = list(pages)
        self.requester_id = requester_id
        self.index = 0
        #: The message carrying the view, set by whoever sends it (for the timeout edit).
        self.message: discord.Message | discord.InteractionMessage | None = None
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.previous_page.disabled = self.index == 0
        self.next_page.disabled = self.index == len(self.pages) - 1

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id == self.requester_id:
            return True
        await interaction.response.send_message(
            "Only the person who asked can turn these pages; run the command yourself to "
            "get your own copy.",
            ephemeral=True,
            allowed_mentions=NO_MENTIONS,
        )
        return False

    async def _show(self, interaction: discord.Interaction) -> None:
        self._update_buttons()
        await interaction.response.edit_message(
            embed=self.pages[self.index], view=self, allowed_mentions=NO_MENTIONS
        )

    @discord.ui.button(label="Previous", style=discord.ButtonStyle.secondary)
    async def previous_page(
        self, interaction: discord.Interaction, button: discord.ui.Button[Pager]
    ) -> None:
        self.index = max(0, self.index - 1)
        await self._show(interaction)

    @discord.ui.button(label="Next", style=discord.ButtonStyle.primary)
    async def next_page(
        self, interaction: discord.Interaction, button: discord.ui.Button[Pager]
    ) -> None:
        self.index = min(len(self.pages) - 1, self.index + 1)
        await self._show(interaction)

    async def on_timeout(self) -> None:
        """Grey the buttons out so nobody presses a dead pager."""
        self.previous_page.disabled = True
        self.next_page.disabled = True
        if self.message is None:
            return
        try:
            await self.message.edit(view=self, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.debug("could not disable the pager on message %s", self.message.id)
