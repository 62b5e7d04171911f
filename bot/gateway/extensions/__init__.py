"""One discord.py extension per feature; :data:`bot.gateway.client.EXTENSIONS` lists them."""
