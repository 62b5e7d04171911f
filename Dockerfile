# judgebot: the Discord bot. Build: docker build -t judgebot .   (see docs/DISCORD.md)

# --- builder: build the wheel and install it with its dependencies into /opt/venv --------------
FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/venv
WORKDIR /src
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
RUN /opt/venv/bin/pip install --upgrade pip \
 && /opt/venv/bin/pip wheel --wheel-dir /wheels . \
 && /opt/venv/bin/pip install --no-index --find-links /wheels judgebot

# --- runtime: the venv, the rule texts, a non-root user ------------------------------------------
FROM python:3.11-slim AS runtime
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    JUDGEBOT_DATA_DIR=/app/var \
    JUDGEBOT_RULES_TEXT=/app/rules_text
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin judgebot
COPY --from=builder /opt/venv /opt/venv
WORKDIR /app
COPY --chown=judgebot:judgebot rules_text ./rules_text
RUN mkdir -p /app/var && chown judgebot:judgebot /app/var
USER judgebot
# The search index is built once, here, so the bot answers from its first second.
RUN judgebot index
VOLUME ["/app/var"]
# Healthy while the bot writes its heartbeat file (every 30 s when connected to Discord).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.gateway.health"]
ENTRYPOINT ["judgebot"]
CMD ["run"]
