"""What a resolving spell or ability affects: its targets and the groups it names (611.2c).

A target is named with ``-> Name`` (several, for a spell with several targets: ``-> A, B``,
each "other target" taking the next, 115.3; for a copy effect, what becomes the copy and
what it copies), a player with ``-> you`` / ``-> opp``; what an
effect applies to is locked in as it resolves, with the choices made for it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import Ability, Card, Condition, CopyEffect, Filter
from engine.errors import ScenarioError
from engine.game.table import player_named
from engine.layers import ContinuousEffect, EffectKey
from engine.layers.conditions import condition_holds_for
from engine.layers.effects import LAYER_OF_KIND
from engine.layers.filters import filter_reads, matches_filter, objects_in_zones, shares
from engine.names import normalize_name
from engine.objects import Characteristics, Choices, GameObject, Player
from engine.oracle.cast_facts import is_cast_fact, says_cast_fact
from engine.oracle.conditions import about_the_board
from engine.oracle.describe import condition_words
from engine.scenario.carry_out import counted_bounds, x_bound
from engine.scenario.checked import attached_host, clause_holds
from engine.scenario.choices import card_list
from engine.scenario.copies import copies_another_target
from engine.scenario.originals import names_a_copy
from engine.scenario.parse import Term, without_number
from engine.scenario.restriction_words import describe
from engine.scenario.several_targets import ONE_TARGET, each_target, on_battlefield
from engine.scenario.turn_events import commit_crime

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def resolve_affected(
    player: ScenarioPlayer,
    ability: Ability,
    term: Term,
    source: GameObject | None,
    choices: Choices | None = None,
) -> list[int]:
    """The objects an effect applies to, locked in as it resolves (611.2c), seen with the
    choices made for it (a creature type or color chosen as it resolves decides the set);
    of those, the ones that are what its "if it's ..." asks as it resolves (608.2c)."""
    return _kept_by_if(player, ability, _affected(player, ability, term, source, choices))


def made_affected(
    player: ScenarioPlayer, ability: Ability, source_name: str, term: Term
) -> list[int] | None:
    """What "it" / "those tokens" of an ability's later sentence means: the objects it just
    put onto the battlefield or made, kept by its "if it's ..." (608.2c); ``None`` when that
    putting is not carried out and ``-> Name`` names the object that stands for it; else
    none, with a warning (never the scenario's subject)."""
    if player.made_tokens:
        return _kept_by_if(player, ability, list(player.made_tokens))
    if term.target:
        return None
    player.unmodelled.append(
        f"{source_name} ({term.where()}): “{ability.summary}” is about what it puts onto the "
        "battlefield, which is not carried out here, so it applies to nothing (name the "
        "permanent that stands for it with -> Name)."
    )
    return []


def _kept_by_if(player: ScenarioPlayer, ability: Ability, found: list[int]) -> list[int]:
    """Of ``found``, the objects that are what the ability's "if it's ..." asks (608.2c)."""
    if ability.only_if is None:
        return found
    state = player.filter_state()
    kept = [i for i in found if _is_what_it_asks(player, i, ability.only_if)]
    for obj_id in found:
        if obj_id not in kept:
            why = (  # "unless it is a Human": an "instead" replaced it, or "if it isn't ..."
                "it is what the “if” names, and this applies only to what isn't (what the card "
                "says instead, if anything, applied)"
                if ability.only_if.negated
                else "it isn't what the “if” asks"
            )
            player.notes.append(
                f"“{ability.summary}” did nothing to {state[obj_id].name or 'it'}: {why} as "
                "it resolved (608.2c)."
            )
    return kept


def _is_what_it_asks(player: ScenarioPlayer, obj_id: int, clause: Condition) -> bool:
    """Whether an object is what an "if it's ..." / "if it has ..." asks as the effect
    resolves (608.2c): its types and colors as the layers leave them, its states, its
    counters and its keyword abilities; ``negated``: that it isn't."""
    state = dict(player.filter_state())
    asked = clause.model_copy(update={"subject": "self"})
    chars = state[obj_id]
    return condition_holds_for(
        asked, player.game, state, chars.controller, chars.name, player.unmodelled, obj_id
    )


def holding_as_it_resolves(
    player: ScenarioPlayer, source_name: str, abilities: list[Ability], term: Term
) -> list[Ability]:
    """The abilities whose "if" about the game holds as the spell resolves (608.2c: "If you
    control three or more artifacts, that creature gets +4/+4 instead"), checked once; the
    reply says which way it went. A fact the scenario didn't state is noted by the check."""
    kept: list[Ability] = []
    decided: dict[Condition, bool] = {}  # each clause checked once
    for ability in abilities:
        clause = ability.resolves_if
        if clause is None:
            kept.append(ability)
            continue
        asked = clause.model_copy(update={"negated": False})
        if asked not in decided:
            decided[asked] = clause_holds(player, asked, source_name, term)
        if decided[asked] != clause.negated:
            kept.append(ability)
    replacing = {  # "..., that creature gets +4/+4 instead": the clause of an "otherwise"
        a.resolves_if.model_copy(update={"negated": False})
        for a in abilities
        if a.resolves_if is not None and a.resolves_if.negated
    }
    if len(decided) > 2 and not replacing:  # Odric's thirteen keywords: one line
        held = [condition_words(asked) for asked, holds in decided.items() if holds]
        outcome = f"{len(held)} held, so only their effects applied: {'; '.join(held)}."
        player.notes.append(
            f"{source_name} ({term.where()}): of its {len(decided)} “if”s, checked as it "
            "resolved (608.2c), "
            + (outcome if held else "none held, so none of its effects applied.")
        )
        return kept
    for asked, holds in decided.items():
        if asked in replacing:
            then = "applied instead" if holds else "did not replace the other"
        else:
            then = "applied" if holds else "did not apply"
        player.notes.append(
            f"{source_name} ({term.where()}): its “if” {'held' if holds else 'did not hold'} "
            f"as it resolved, so the effect it names {then} (608.2c)."
        )
    return kept


def intervening_holds(
    player: ScenarioPlayer, source: GameObject, clause: Condition, term: Term
) -> bool:
    """Whether an intervening "if" holds as the ability resolves (603.4): what its source is,
    the card it revealed (``[revealed: Name]``, 608.2c), or a condition about the game for
    the source's controller ("if you control seven or more lands")."""
    if clause.negated:  # "Otherwise, ..."
        held = clause.model_copy(update={"negated": False})
        return not intervening_holds(player, source, held, term)
    now = player.current(source)
    if clause.revealed is not None:
        return _revealed_is(player, source.card.name, clause.revealed, term)
    if not about_the_board(clause):
        return object_is(now, clause)
    state = dict(player.filter_state())
    return condition_holds_for(
        clause, player.game, state, now.controller, source.card.name, player.unmodelled, source.id
    )


def _revealed_is(player: ScenarioPlayer, source_name: str, kind: Filter, term: Term) -> bool:
    """Whether the card the ability revealed, ``[revealed: Name]`` on the term, is ``kind``;
    not stated, it isn't, and the reply says so (the library is hidden)."""
    named = next(
        (value for label, _, value in (c.partition(":") for c in term.choices)
         if label.strip().casefold() == "revealed"),
        None,
    )  # fmt: skip
    if named is None:
        doubt = (
            f"{source_name} ({term.where()}): its “if” asks what card it revealed from the top "
            "of the library, which the scenario didn't state; assumed it wasn't what the “if” "
            "asks. Name it with [revealed: Name]."
        )
        if doubt not in player.unmodelled:  # asked once for each part of the ability
            player.unmodelled.append(doubt)
        return False
    card = player.card(named.strip(), term)
    return (
        all(t in card.types for t in kind.types)
        and all(s in card.supertypes for s in kind.supertypes)
        and (not kind.subtypes or any(s in card.subtypes for s in kind.subtypes))
    )


def check_cast_facts(card: Card, term: Term, instructions: tuple[Condition, ...] = ()) -> None:
    """A bracket stating how a spell was cast that no "if" of the spell asks about (of its
    continuous effects, or of its one-shot ``instructions``) is refused, never ignored."""
    clauses = [a.resolves_if for a in card.abilities if a.resolves_if is not None]
    asked = {clause.cast for clause in (*clauses, *instructions)}
    for choice in term.choices:
        fact = choice.strip().casefold()
        if is_cast_fact(fact) and fact not in asked:
            raise ScenarioError(
                f"In {term.where()}: {card.name} asks nothing about whether "
                f"{says_cast_fact(fact)}.",
                f"Leave out [{fact}].",
            )


def object_is(chars: Characteristics, clause: Condition) -> bool:
    """What an "if it's ..." clause asks of an object as a spell or ability resolves (an
    intervening "if" of a trigger about its source, 603.4, or of an effect about what it
    affects, 608.2c): every type and supertype, and one of the colors and subtypes; a
    ``negated`` clause (the effect an "instead" replaces) asks that it isn't."""
    if clause.negated:
        return not object_is(chars, clause.model_copy(update={"negated": False}))
    return (
        all(t in chars.types for t in clause.types)
        and all(s in chars.supertypes for s in clause.supertypes)
        and (not clause.colors or any(c in chars.colors for c in clause.colors))
        and (not clause.subtypes or any(chars.has_subtype(s) for s in clause.subtypes))
    )


def _affected(
    player: ScenarioPlayer,
    ability: Ability,
    term: Term,
    source: GameObject | None,
    choices: Choices | None,
) -> list[int]:
    rule = ability.affects
    if rule.scope == "self" and source is not None:
        return [source.id]
    if rule.scope == "attached" and source is not None:  # "equipped creature", as it resolves
        return [host.id for host in attached_host(player, source)]
    if rule.scope == "target" and ability.target is not None and ability.target.several_targets:
        one_each = ability.model_copy(
            update={"target": ability.target.model_copy(update=ONE_TARGET)}
        )  # "each of up to two target creatures": each target read as one (115.1)
        named = each_target(player, ability.target, term, term.name or "it")
        return [i for one in named for i in _affected(player, one_each, one, source, choices)]
    if rule.controller in ("target_player", "target_opponent"):  # "... controls" (115.1)
        who = targeted_player(player, term, opponent=rule.controller == "target_opponent")
        everyone = ability.model_copy(
            update={"affects": rule.model_copy(update={"controller": None})}
        )
        state = player.filter_state()
        found = _affected(player, everyone, term, source, choices)
        return [i for i in found if state[i].controller is who]
    if rule.scope == "spent_on" or (rule.scope == "target" and (ability.target or rule).zones):
        return [_card_named_elsewhere(player, ability, term).id]
    picked = rule.scope in ("target", "made", "triggering", "chosen")
    if picked and not filter_reads(ability.target or Filter()):
        chosen = player.target(term)  # "target permanent": nothing to check
        _targeted(player, rule.scope, term, source, chosen)
        return [chosen.id]
    state = player.filter_state()
    probe = _probe(ability, term, source, choices)
    target: GameObject | None = None
    if picked or rule.same_name_as_target or rule.shares_with == "target":
        target = player.target(term)
        legal = ability.target and counted_bounds(
            player, x_bound(ability.target, term, term.name or "the spell"), probe, term
        )
        if legal is not None and legal.bounded:
            state = player.layers().characteristics  # a P/T bound reads layer 7 (613.4)
        checked = (term.position, target.id, legal)  # once, as it resolves (608.2b)
        if legal is not None and checked not in player.legal_targets:
            if not matches_filter(
                legal, state[target.id], target.states, probe, target.id, target.counters
            ):
                what = {
                    "target": "a legal target",
                    "made": "what it made",
                    "chosen": "what it may choose",
                }.get(rule.scope, "what made it trigger")
                aimed = ability.target or legal  # as printed: "defending player", a count
                counted = aimed.power_at_most_count is not None
                said = legal.model_copy(update={"controller": aimed.controller})  # 506.2
                raise ScenarioError(
                    f"In {term.where()}: {target.card.name} isn't {what} "
                    f"({_describe_target(rule.scope, said)}{', now' if counted else ''}).",
                    "Point the spell or ability at something else with “-> Name”.",
                )
            player.legal_targets.add((term.position, target.id, legal))
        if picked:
            _targeted(player, rule.scope, term, source, target)
            return [target.id]
    # "legendary cards in your graveyard gain ..." (611.2c): the group in the zones it names
    candidates = (
        objects_in_zones(player.game, rule.zones) if rule.zones else player.game.battlefield()
    )
    affected = [
        obj.id
        for obj in candidates
        if matches_filter(rule, state[obj.id], obj.states, probe, obj.id, obj.counters)
    ]
    if rule.shares_with is not None:  # "and each other creature that shares a color with it"
        return sharing_with(player, rule, target, source, affected)
    if target is not None:
        name = state[target.id].name
        affected = [i for i in affected if state[i].name == name and name]
    return affected


def _targeted(
    player: ScenarioPlayer, scope: str, term: Term, source: GameObject | None, target: GameObject
) -> None:
    """A target permanent an opponent controls makes the spell or ability a crime (700.13)."""
    if scope == "target":
        criminal = source.controller if source is not None else term.seat()
        commit_crime(player, criminal, player.current(target).controller, term)


def sharing_with(
    player: ScenarioPlayer,
    rule: Filter,
    target: GameObject | None,
    source: GameObject | None,
    group: list[int],
) -> list[int]:
    """The object the ability names first (its target, its source or what its source is
    attached to) and each other one of ``group`` that shares a name, a color or a creature
    type with it (:attr:`Filter.shares_with`), as the ability resolves (611.2c)."""
    anchor = {"target": target, "self": source}.get(rule.shares_with or "")
    if rule.shares_with == "attached":
        anchor = next(iter(attached_host(player, source)), None)
    if anchor is None or anchor.zone != "battlefield":
        raise ScenarioError(
            "The creature this ability names first is not on the battlefield as it resolves, "
            "so which creatures share with it is not worked out here.",
            "Put the creature on the battlefield before the ability resolves.",
        )
    state = player.filter_state()
    return [
        obj_id
        for obj_id in group
        if obj_id == anchor.id or shares(state[obj_id], state[anchor.id], rule.shared or "name")
    ]


def _probe(
    ability: Ability, term: Term, source: GameObject | None, choices: Choices | None
) -> ContinuousEffect:
    """The effect ``ability`` would create as ``term`` resolves, for checking filters."""
    return ContinuousEffect(
        key=EffectKey("probe", None, 0, 0),
        layer=LAYER_OF_KIND[ability.effects[0].kind],
        spec=None,
        source_id=source.id if source else None,
        source_name=source.card.name if source else "",  # "named ~" (201.2)
        controller=term.seat(),
        timestamp=term.position - 1,
        choices=choices or Choices(),
    )


def _card_named_elsewhere(player: ScenarioPlayer, ability: Ability, term: Term) -> GameObject:
    """``-> Name``: the spell or card outside the battlefield the ability is about, which
    must be of the kind it names: the spell on the stack a mana ability's mana is spent on
    (106.6; the spell is on the stack while its costs are paid, 601.2a), or a target card
    in a graveyard ("target instant or sorcery card in your graveyard", 115.1)."""
    legal = ability.target or Filter()
    spent = ability.affects.scope == "spent_on"
    spell = spent or legal.zones == ("stack",)  # a target spell (Commandeer) too
    where = "a spell on the stack" if spell else "a card in " + " or ".join(legal.zones)
    wanted = normalize_name(without_number(term.target or ""))
    found = [
        obj
        for obj in player.game.objects.values()
        if obj.zone in legal.zones and not obj.is_token and normalize_name(obj.card.name) == wanted
    ]
    if not found:
        raise ScenarioError(
            f"In {term.where()}: say which "
            f"{'spell the mana is spent on' if spent else 'spell' if spell else 'card'}, {where}.",
            "Put it there first and point at it: "
            + ("stack: Grizzly Bears + activate Card -> Grizzly Bears" if spent else
               "opp: stack: Lightning Bolt + Card -> Lightning Bolt" if spell else
               "graveyard: Lightning Bolt + Card -> Lightning Bolt"),
        )  # fmt: skip
    card = found[-1]
    if not spent:  # a target spell or card of an opponent's is a crime (700.13)
        victim = card.controller if card.zone == "stack" else card.owner
        commit_crime(player, term.seat(), victim, term)
    probe = _probe(ability, term, None, None)
    if not matches_filter(legal, player.filter_state()[card.id], card.states, probe, card.id):
        raise ScenarioError(
            f"In {term.where()}: {card.card.name} isn't the kind of "
            f"{'spell that mana pays for' if spent else 'card it may target'} "
            f"({ability.summary})",
            f"Point it at {where} of that kind.",
        )
    return card


def targeted_player(player: ScenarioPlayer, term: Term, *, opponent: bool) -> Player:
    """The player ``-> you`` / ``-> opp`` / ``-> p3`` names for a spell or ability whose
    effect applies to what a target player (``opponent``: a target opponent) controls; a
    target opponent needs no arrow when only one opponent is in the game (no choice is
    made), else it is never assumed (no silent pick)."""
    caster = term.seat()
    others = [p for p in player.table.players() if p is not caster]
    who = player_named(term.target or "")
    if who is None and opponent and len(others) == 1:
        return others[0]
    if who is None:
        what = "a target opponent" if opponent else "a target player"
        raise ScenarioError(
            f"In {term.where()}: it affects what {what} controls; say which player.",
            "Point it at a player: -> you, -> opp, -> p3 or -> p4.",
        )
    player.table.require(who, term.where())
    if opponent and who is caster:
        raise ScenarioError(
            f"In {term.where()}: it may target only an opponent, and {who.value} cast it (115.1).",
            "Point it at an opponent: -> opp, -> p3 or -> p4.",
        )
    commit_crime(player, caster, who, term)
    return who


def _describe_target(scope: str, legal: Filter) -> str:
    """What the text may point at, in the words of its scope (``legal`` with its counted and
    [x N] bounds made numbers): the true reason a named permanent isn't one."""
    one = describe(legal)  # "a creature with power 1 and toughness 1"
    if scope == "made":
        return f"it puts {one} onto the battlefield"
    if scope == "chosen":
        return f"it chooses {one} as it resolves"
    if scope == "triggering":
        return f"it triggers for {one}"
    return f"it may target {one}"


def aimed_terms(
    player: ScenarioPlayer, abilities: list[Ability], term: Term
) -> list[Term | None] | None:
    """For a spell with several targets ("Target creature gets +2/+2. Up to one other target
    creature gets +1/+1", 115.3), the term each ability reads its target from: with ``-> A,
    B``, every "other target" and every later "target" of one sentence
    (:attr:`Filter.new_target`) takes the next name; one left without a name is ``None``.
    ``None`` for a spell with one target at most (every ability reads ``term``)."""
    slots: list[int | None] = []
    slot = -1
    for ability in abilities:
        if ability.affects.scope != "target":
            slots.append(None)
            continue
        target = ability.target
        if slot < 0 or (target is not None and (target.other or target.new_target)):
            slot += 1  # "another target", "... and target creature an opponent controls"
        slots.append(slot)
    if slot < 1:
        return None
    if any(a.target is not None and a.target.several_targets for a in abilities):
        raise ScenarioError(
            f"In {term.where()}: {term.name} has a target phrase that chooses several targets "
            "beside other targets, which I don't split among the names yet.",
            "Write each part as a term of its own (+2/+2 -> Name, flying -> Name).",
        )
    names = card_list(term.target or "", on_battlefield(player, term))
    if any(a.target is not None and a.target.other for a in abilities):
        player.targets(term, min(len(names), slot + 1))  # too many, or one named twice
    elif len(names) > slot + 1:  # two "target" words may name one object (115.3)
        player.targets(term, len(names))  # refused with the count
    aimed = [
        term
        if n is None or not names
        else (replace(term, target=names[n]) if n < len(names) else None)
        for n in slots
    ]
    _say_which_target(player, abilities, slots, names, term)
    return aimed


def aimed_among(
    abilities: list[Ability], aimed: list[Term | None] | None, held: list[Ability]
) -> list[Term | None] | None:
    """:func:`aimed_terms` of the parts whose "if" still holds as it resolves (608.2c), in
    order: each keeps the target its own "target" word chose as it was cast or activated
    (601.2c, 602.2b), whichever part before it did not apply."""
    if aimed is None:
        return None
    kept = {id(ability) for ability in held}
    return [t for ability, t in zip(abilities, aimed, strict=True) if id(ability) in kept]


def _say_which_target(
    player: ScenarioPlayer,
    abilities: list[Ability],
    slots: list[int | None],
    names: list[str],
    term: Term,
) -> None:
    """A note that says which named target got which part of the spell (115.1)."""
    parts = [(a.summary.removesuffix("."), s) for a, s in zip(abilities, slots, strict=True)]
    said = [
        f"{name} is the target of “{'” and “'.join(words for words, s in parts if s == n)}”"
        for n, name in enumerate(names)
    ]
    if len(said) > 1:
        player.notes.append(f"{term.name} ({term.where()}): {'; '.join(said)} (115.1).")


def copy_original_named(
    player: ScenarioPlayer, card: Card, abilities: list[Ability], term: Term
) -> Term:
    """``-> A, B`` for a spell or ability that makes a permanent a copy of another one
    (Saheeli's "target artifact ... becomes a copy of another target artifact or creature",
    707.2): A becomes the copy and B is what it copies, as ``[copy: B] -> A`` says; with
    "another target" the two are different permanents (115.3). Any other term is returned
    as it is."""
    copies = any(
        isinstance(e, CopyEffect) and not e.token and not e.from_card
        for ability in abilities
        for e in ability.effects
    )
    if not copies or names_a_copy(term) or not term.target:
        return term
    names = card_list(term.target, on_battlefield(player, term))
    if len(names) != 2:
        return term
    if copies_another_target(card) and _same_permanent(player, names, term):
        raise ScenarioError(
            f"In {term.where()}: {card.name} makes its target a copy of another target "
            f"(115.3), so {names[0]} can't copy itself.",
            "Name two different permanents, or “Name #2” for the second of the same name.",
        )
    return replace(term, target=names[0], choices=(*term.choices, f"copy: {names[1]}"))


def _same_permanent(player: ScenarioPlayer, names: list[str], term: Term) -> bool:
    """Whether two names point at one permanent; a name not found is left for the later
    look-up, whose error says what is wrong with it."""
    try:
        found = {player.find_permanent(name, term).id for name in names}
    except ScenarioError:
        return False
    return len(found) == 1


def awaken_target(player: ScenarioPlayer, term: Term, own_target: bool) -> tuple[Term, Term]:
    """A spell cast for its awaken cost also targets a land its caster controls (702.113a):
    the last name after the arrow; the names before it are the spell's own targets. The
    term for the spell's own part, and the one for the land."""
    names = card_list(term.target or "", on_battlefield(player, term))
    if not names or (own_target and len(names) < 2):
        raise ScenarioError(
            f"In {term.where()}: cast for its awaken cost, it also targets a land you control; "
            "name that land last.",
            "For example: Clutch of Currents [awaken] -> Grizzly Bears, Forest",
        )
    rest = ", ".join(names[:-1]) or None
    return replace(term, target=rest), replace(term, target=names[-1])


def part_target(
    player: ScenarioPlayer,
    card: Card,
    ability: Ability,
    term: Term,
    aimed: list[Term | None] | None,
    index: int,
) -> Term | None:
    """The term naming this part's target (each part its own name after one arrow, 115.3),
    or ``None`` with a note when the scenario named none for it."""
    aimed_at = term if aimed is None else aimed[index]
    if aimed_at is None:
        player.notes.append(
            f"{card.name}: no target was named for “{ability.summary}”, so that part did "
            "nothing (name every target after one arrow: -> A, B)."
        )
    return aimed_at
