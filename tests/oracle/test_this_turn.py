"""The list of this turn's facts (``engine/oracle/this_turn.toml``) reads its own examples,
and a condition about this turn reads as the fact a scenario states."""

from __future__ import annotations

import pytest

from engine.cards import Condition
from engine.oracle.conditions import read_condition
from engine.oracle.this_turn import read_turn_fact, turn_facts
from engine.scenario.choices import STATES


@pytest.mark.parametrize("key", sorted(turn_facts()))
def test_each_fact_reads_its_example(key: str) -> None:
    fact = turn_facts()[key]
    found = read_turn_fact(fact.example)
    assert found is not None and found[0] == key


def test_a_fact_key_is_no_other_scenario_word() -> None:
    # [attacking] is a state of the object, [cards drawn 2] a fact: never both
    assert not set(turn_facts()) & set(STATES)


def test_the_least_count_and_none() -> None:
    assert read_condition("you've drawn two or more cards this turn") == Condition(
        subject="self", this_turn="cards drawn", this_turn_at_least=2
    )
    assert read_condition("you haven't cast a spell this turn") == Condition(
        subject="self", this_turn="spells cast", this_turn_at_least=0, this_turn_at_most=0
    )


def test_a_fact_not_on_the_list_is_not_read() -> None:
    # "you've cast your commander from the command zone this turn" is no fact of the list
    assert read_condition("you've cast your commander this turn") is None
