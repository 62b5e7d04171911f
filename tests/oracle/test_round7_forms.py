"""Round 7's general forms (docs/CARDS.md "What the parser reads"): what a reply says each
ability does, and what stays unread. Card-shaped texts, no card data needed."""

from __future__ import annotations

import pytest

from engine.oracle import parse_text

READ = [
    (  # "they" after "untap all ...": the group, locked on resolution (611.2c)
        "Untap all creatures you control. They gain flying and double strike until end of turn.",
        ("Instant",),
        ["Creatures you control have flying and double strike until end of turn."],
    ),
    (  # "that creature" after "you may put ... onto the battlefield"
        "You may put a creature card from your hand onto the battlefield. That creature gains "
        "haste. Sacrifice it at the beginning of the next end step.",
        ("Instant",),
        ["The creature it put onto the battlefield has haste."],
    ),
    (  # a card of a listed type keeps no single card type
        "You may put an artifact or creature card from your hand onto the battlefield. "
        "It gains haste.",
        ("Sorcery",),
        ["The permanent it put onto the battlefield has haste."],
    ),
    (
        "X target creatures gain flying until end of turn.",
        ("Sorcery",),
        ["Each of X target creatures has flying until end of turn."],
    ),
    (
        "Target 1/1 creature gets +1/+2 until end of turn.",
        ("Instant",),
        ["Target creature with power 1 and toughness 1 gets +1/+2 until end of turn."],
    ),
    (
        "Gain control of target creature with mana value 3.",
        ("Sorcery",),
        ["Target creature with mana value 3 comes under your control."],
    ),
    (
        "Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of "
        "turn for each Desert you control.",
        ("Instant",),
        [
            "Target creature gets -2/-2 and gets -X/-X until end of turn, where X is the number "
            "of Desert permanents you control."
        ],
    ),
    (
        "Target creature gets +0/+X until end of turn, where X is its mana value.",
        ("Instant",),
        ["Target creature gets +0/+X until end of turn, where X is its mana value."],
    ),
    (
        "Foo deals 5 damage to target creature or planeswalker. That permanent loses "
        "indestructible until end of turn.",
        ("Instant",),
        ["Target creature or planeswalker loses indestructible until end of turn."],
    ),
    (
        "Enchant creature\nEnchanted creature can't attack or block. It loses all abilities.",
        ("Enchantment",),
        ["The permanent it is attached to loses all abilities."],
    ),
    (
        "Remove two +1/+1 counters from Foo: It gets +4/+4 until end of turn.",
        ("Artifact", "Creature"),
        ["This creature gets +4/+4 until end of turn."],
    ),
    (
        "Equipped creature has first strike and gets +1/+0 for each instant and sorcery card in "
        "your graveyard.",
        ("Artifact",),
        [
            "The permanent it is attached to gets +X/+0 and has first strike, where X is the "
            "number of instant and sorcery cards in your graveyard."
        ],
    ),
    (
        "Foo has first strike during your turn.",
        ("Creature",),
        ["This creature has first strike while it is your turn."],
    ),
    (
        "Foo has hexproof unless it's attacking.",
        ("Creature",),
        ["This creature has hexproof unless it is attacking."],
    ),
    (  # the restriction keeps its own "unless"; the pump reads
        "Enchanted creature gets +2/+2 and can't be blocked unless it's attacking its owner.",
        ("Enchantment",),
        ["The permanent it is attached to gets +2/+2."],
    ),
    (
        "Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink.",
        ("Enchantment",),
        [
            "The permanent it is attached to is legendary, gets +1/+1 and has flying and "
            "vigilance and lifelink."
        ],
    ),
    (  # protection from a creature type (702.16a)
        "Other Cats you control get +1/+1 and have protection from Dogs.",
        ("Creature",),
        ["Other Cat permanents you control get +1/+1 and have protection from dogs."],
    ),
    (  # a singular "and/or" list of subtypes: any of them
        "Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.",
        ("Artifact",),
        [
            "The permanent it is attached to gets +X/+X, where X is the number of Dwarf or "
            "Equipment or Vehicle permanents you control."
        ],
    ),
    (  # exert's reflexive trigger (603.12) is a triggered ability
        "You may exert Foo as it attacks. When you do, it gets +1/+1 and gains flying until end "
        "of turn.",
        ("Creature",),
        ["This creature gets +1/+1 and has flying until end of turn."],
    ),
    (  # 721.2a: what a station symbol lists applies only with that many charge counters
        "STATION 2+\nOther creatures you control get +1/+1.\nSTATION 12+\nFlying",
        ("Artifact",),
        [
            "Other creatures you control get +1/+1 while this permanent has at least 2 charge "
            "counters.",
            "This permanent has flying while it has at least 12 charge counters.",
        ],
    ),
]


@pytest.mark.parametrize(("text", "types", "summaries"), READ, ids=[row[0][:40] for row in READ])
def test_the_form_reads(text: str, types: tuple[str, ...], summaries: list[str]) -> None:
    parsed = parse_text(text, name="Foo", types=types)
    assert [a.summary for a in parsed.abilities if a.effects] == summaries
    assert parsed.unmodelled == ()


UNREAD = [
    # "creature or player" is no object: "it" has nothing to refer to
    "Foo deals 3 damage to target creature or player. It loses flying until end of turn.",
    # a spell's "unless" is checked once, as it resolves (608.2c): not a continuous condition
    "Target creature gets +2/+2 until end of turn unless any player pays {1}.",
    "Foo has hexproof unless it's attacking or blocking.",
]


@pytest.mark.parametrize("text", UNREAD, ids=[text[:40] for text in UNREAD])
def test_the_sentence_stays_unread(text: str) -> None:
    parsed = parse_text(text, name="Foo", types=("Instant",))
    assert len(parsed.unmodelled) == 1
    assert text.split(". ")[-1].rstrip(".") in parsed.unmodelled[0].replace("~", "Foo")
