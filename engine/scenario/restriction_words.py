"""A target restriction said in words, the way a card says it ("a legendary creature", "an
Elf or Soldier creature you control", "a land without a blaze counter on it"), so a refusal
tells the judge the whole rule the target broke (115.1, 601.2c)."""

from __future__ import annotations

from engine.cards import Filter
from engine.names import with_article


def describe(rule: Filter) -> str:
    """A target restriction in words: "a nonblack creature you control"."""
    words: list[str] = ["monocolored"] if rule.colors_exactly == 1 else []  # 105.2b
    words += [f"non{c.value}" for c in rule.not_colors]
    words += [" or ".join(c.value for c in rule.colors)] if rule.colors else []  # any of them
    words += ["multicolored"] if rule.multicolored else []
    words += ["colorless"] if rule.colorless else []
    words += [f"non{t.lower()}" for t in rule.not_types]
    words += ["nonlegendary"] if rule.nonlegendary else []
    words += [f"non{s.lower()}" for s in rule.not_supertypes]  # "nonbasic land"
    words += [s.lower() for s in rule.supertypes]  # "legendary creature" (205.4)
    words += ["untapped"] if rule.untapped else []
    words += ["nontoken"] if rule.token is False else []
    words += ["noncommander"] if rule.noncommander else []  # 903.3
    words += list(rule.states)
    words += [f"non{state}" for state in rule.not_states]
    if rule.any_states:
        words.append(" or ".join(rule.any_states))
    words += [f"non-{s}" for s in rule.not_subtypes]  # "non-Frog creature"
    nouns = (  # "artifact creature" is both (205.2a); "artifact or creature" either
        " ".join(t.lower() for t in rule.types)
        or " or ".join(t.lower() for t in rule.any_types)
        or ("" if rule.subtypes else "permanent")
    ) + (" token" if rule.token else "")
    kinds = " or ".join(rule.subtypes)  # "Elf or Soldier creature": any one of them
    nouns = " ".join([kinds, nouns]).strip()  # "Elemental", "Goblin creature"
    owner = {
        "you": " you control",
        "opponent": " an opponent controls",
        "defending_player": " defending player controls",
    }.get(rule.controller or "", "")
    bounds = [  # "target 1/1 creature": power and toughness exactly 1
        f"{what} {least}" if least == most else
        " and ".join(f"{what} {value} or {more}" for value, more in
                     ((least, "greater"), (most, "less")) if value is not None)
        for what, least, most in (
            ("power", rule.power_at_least, rule.power_at_most),
            ("toughness", rule.toughness_at_least, rule.toughness_at_most),
            ("mana value", rule.mana_value_at_least, rule.mana_value_at_most),
        )
        if (least, most) != (None, None)
    ]  # fmt: skip
    with_keywords = "".join(f" with {keyword}" for keyword in rule.keywords)
    with_keywords += "".join(f" without {keyword}" for keyword in rule.not_keywords)
    with_keywords += " with no abilities" if rule.no_abilities else ""
    with_keywords += " with toughness greater than its power" if rule.toughness_over_power else ""
    if rule.counter is not None:  # "a creature with a counter on it"
        kind = "" if rule.counter == "any" else f"{rule.counter} "
        with_keywords += f" with {with_article(kind + 'counter')} on it"
    if rule.not_counter is not None:  # "target land without a blaze counter on it"
        kind = "" if rule.not_counter == "any" else f"{rule.not_counter} "
        with_keywords += f" without {with_article(kind + 'counter')} on it"
    if rule.not_chosen_subtype:  # "target creature that isn't of the chosen type"
        nouns += " not of the chosen type"
    phrase = " ".join([*words, nouns]) + with_keywords + owner
    phrase += f" with {' and '.join(bounds)}" if bounds else ""
    return f"another {phrase}" if rule.other else with_article(phrase)
