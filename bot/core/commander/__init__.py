"""Commander tools that need I/O: decklist parsing, the banned list data, the game store."""
