"""The Discord front end: a discord.py adapter around :class:`bot.core.core.CommandCore`.

Nothing in this package's ``__init__`` imports discord.py, so ``python -m
bot.gateway.health`` (the container health check) starts quickly. Modules:

``settings``    pydantic-settings read from the environment (the token is a secret)
``client``      the ``commands.Bot`` subclass and its factory
``render``      :class:`bot.core.reply.Document` -> ``discord.Embed`` pages within Discord's limits
``views``       the Previous/Next pager only the requester can press
``bridge``      Discord context -> :class:`bot.core.context.CommandContext`, and sending outcomes
``extensions``  one extension per feature: core commands, inline mentions, errors, owner, heartbeat
``app``         ``run_bot()``, what ``judgebot run`` calls when ``DISCORD_TOKEN`` is set
``health``      the heartbeat file check used by the Docker HEALTHCHECK
"""
