"""Copies a scenario makes through its choices: ``[copy: Name]`` for a permanent that enters
as a copy (707.2), a token that's a copy of a permanent or of a card an ability exiled
(707.2, 111.3; populate, 701.36a), and the counters a copy enters with (614.1c, 707.5).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.cards import (
    Ability,
    Card,
    CopyEffect,
    Filter,
)
from engine.errors import ScenarioError
from engine.game.enters import entering_counters
from engine.game.zones import elsewhere
from engine.layers import copiable_values
from engine.names import with_article
from engine.objects import Choices, GameObject, Player
from engine.oracle.object_phrases import read_objects
from engine.oracle.sentences import as_self
from engine.scenario.choice_kinds import stated_x
from engine.scenario.counted_entering import counted_as_it_enters, counters_if_this_turn
from engine.scenario.originals import (
    card_from_a_graveyard,
    exiled_from_a_graveyard,
    is_copy_choice,
    text_card,
)
from engine.scenario.parse import Term

if TYPE_CHECKING:
    from engine.scenario.play import ScenarioPlayer


def copy_enters_with_counters(
    player: ScenarioPlayer, obj: GameObject, copy_of: int, abilities: list[Ability], term: Term
) -> None:
    """614.1c: a permanent that enters as a copy (or a token copy) "except it enters with an
    additional +1/+1 counter on it if it's a creature" gets those counters as it enters,
    its "if it's a creature" read against what it is as it enters: its copy effect and the
    other continuous effects that would apply to it there (614.12: a Spark Double copying
    Gideon Blackblade on your turn is a creature by Gideon's own static ability, so it gets
    the +1/+1 counter too; one copying a planeswalker gets a loyalty counter on top of the
    copied loyalty, 306.5b); one that may "enter tapped as a copy" (Vesuva) enters tapped."""
    if any(isinstance(e, CopyEffect) and e.enters_tapped for a in abilities for e in a.effects):
        obj.states.add("tapped")  # Vesuva: "enter tapped as a copy of ..." (614.1c)
        player.notes.append(f"{obj.card.name} entered tapped as a copy (614.1c).")
    if any(a.affects.scope == "self" for a in abilities):  # a Clone, not an Aura or a token
        _copied_text_counters(player, obj, copy_of, term)  # (a token enters as the card)
    entering = [
        counters
        for ability in abilities
        for effect in ability.effects
        if isinstance(effect, CopyEffect)
        for counters in effect.enters_with
    ]
    if not entering:
        return
    copied = copiable_values(player.game, copy_of)
    original = player.game.objects[copy_of]
    loyalty = original.card.loyalty or ""
    if "Planeswalker" in copied.types and "loyalty" not in obj.counters:
        if original.choices.copy_of is None and loyalty.isdigit():  # its printed loyalty
            obj.counters["loyalty"] = int(loyalty)  # enters with the copied loyalty (306.5b)
            obj.counter_timestamps["loyalty"] = term.position - 1
        else:
            player.unmodelled.append(
                f"{obj.card.name}: the loyalty a copy of a copy enters with is not worked out."
            )
    entered_as = player.layers().characteristics[obj.id].types  # (614.12)
    for counters in entering:
        if counters.if_type is not None and counters.if_type not in entered_as:
            continue
        if counters.if_you_control_original and (  # "if you control that creature"
            player.filter_state()[copy_of].controller is not obj.controller
        ):
            continue
        amount = counters.amount if isinstance(counters.amount, int) else obj.choices.x
        if amount is None:
            raise ScenarioError(
                f"In {term.where()}: {obj.card.name} enters with X more {counters.counter} "
                "counters; say what X is.",
                f"Add [x N] to it, e.g. {copy_example(obj.card, f'{obj.card.name} [x 2]')}.",
            )
        obj.add_counters(counters.counter, amount, term.position - 1)
        player.notes.append(
            f"{obj.card.name} entered as a copy with {amount} more {counters.counter} "
            f"counter{'' if amount == 1 else 's'} (614.1c)."
        )


def _copied_text_counters(
    player: ScenarioPlayer, obj: GameObject, copy_of: int, term: Term
) -> None:
    """A copy has the original's "enters with" text, so it enters with those counters too
    (707.5: a Clone of Skyshroud Behemoth enters with its fade counters); X is 0 for a copy,
    whose spell had no X of its own (107.3), unless the scenario gives one."""
    card = text_card(player, player.game.objects[copy_of])  # a copy of a copy: 707.3
    if card is None:
        return  # a face-down permanent's copiable values have no text (708.2)
    entering = entering_counters(card, obj.choices.x or 0)
    for kind, amount in entering.counters.items():
        obj.add_counters(kind, amount, term.position - 1)
    for counted in entering.counted:
        counted_as_it_enters(player, obj, term, term.position - 1, counted)
    for asked in entering.if_this_turn:
        counters_if_this_turn(player, obj, term.position - 1, asked)
    player.unmodelled.extend(
        f"{obj.card.name} ({term.where()}): not carried out as it entered as a copy: “{sentence}”"
        for sentence in entering.unread
    )


def enters_as_a_copy(ability: Ability) -> bool:
    """Whether a static ability lets its permanent enter as a copy of another (Clone,
    Vesuva, Spark Double; 707.5): not a token copy nor a copy of a card elsewhere."""
    return ability.affects.scope == "self" and copies_a_chosen_permanent(ability)


def copies_a_chosen_permanent(ability: Ability) -> bool:
    """Whether a static ability makes something (itself, or what it enchants: Metamorphic
    Alteration) a copy of a permanent chosen as it entered, which the scenario names."""
    return any(
        isinstance(effect, CopyEffect)
        and not (effect.token or effect.from_card or effect.next_to_enter or effect.for_each)
        and effect.others_enter is None
        and effect.others_copy is None
        for effect in ability.effects
    )


def choose_copy(
    player: ScenarioPlayer, obj: GameObject | None, choices: Choices, value: str, term: Term
) -> None:
    copier = next(
        (
            ability
            for ability in (obj.card.abilities if obj else ())
            if any(e.kind == "copy" for e in ability.effects)
        ),
        None,
    )
    copying = [e for e in copier.effects if isinstance(e, CopyEffect)] if copier else []
    if obj is not None and copier is not None and any(e.token for e in copying):
        token_copy(player, obj, copier, player.card(value, term), term)
        return
    if obj is not None and any(e.from_card for e in copying):  # Body Double: a card there
        kind = next((e.original_is for e in copying if e.original_is is not None), None)
        original = card_from_a_graveyard(player, obj.card, f"copy: {value}", term, kind)
        choices.copy_of = original.id
        return
    try:  # a permanent of that name, a token too ("[copy: Soldier]", 707.2)
        choices.copy_of = player.find_permanent(value, term, exclude=obj.id if obj else None).id
    except ScenarioError:
        card = player.card(value, term)
        original = player.enter(card, term, term.position - 1)
        player.notes.append(f"{card.name} was put onto the battlefield so it can be copied.")
        choices.copy_of = original.id
    if obj is not None:
        may_copy(player, obj, player.game.objects[choices.copy_of], term)
        _reflexive_after_copy(player, obj, term)


#: "You may have ~ enter as a copy of ... . When you do, tap the copied creature ..." (Wall
#: of Stolen Identity): a reflexive trigger (603.12) of entering as a copy.
_WHEN_YOU_DO = re.compile(r"enter as a copy of [^\n]*?\. (?P<then>When you do, [^\n]+)")


def _reflexive_after_copy(player: ScenarioPlayer, obj: GameObject, term: Term) -> None:
    """The reflexive trigger that entering as a copy sets off is said, not carried out: the
    board shown is the one before it resolves (603.12, 603.3)."""
    if found := _WHEN_YOU_DO.search(obj.card.oracle_text):
        player.unmodelled.append(
            f"{obj.card.name} ({term.where()}): entering as a copy triggered “{found['then']}”, "
            "which is not carried out (603.12)."
        )


#: "as a copy of any creature on the battlefield", "becomes a copy of up to one target
#: creature you control": what the card says it may copy (707.2).
_MAY_COPY = re.compile(
    r"\ba copy of (?P<which>any|an?|another target|another|up to one (?:other )?target|target"
    r"|other target) "
    r"(?P<what>[A-Za-z0-9 ,'-]+?)(?: on the battlefield)?(?=[,.;]| until| except| and | if |$)"
)


def may_copy(player: ScenarioPlayer, copier: GameObject, original: GameObject, term: Term) -> None:
    """Refuse an original the copier's text doesn't allow ("[copy: Forest]" on a Clone,
    which copies a creature; "[copy: Grizzly Bears]" on one that copies "a creature you
    control with power 4 or greater"; 707.2, 115.1): the kind of original the text names is
    checked as the copier's controller sees it, and one the reader can't read is said."""
    what = copy_limit(copier.card)
    if what is None:
        return
    kind = read_objects(what.partition(" ")[2])
    if kind is None:
        player.unmodelled.append(
            f"{copier.card.name} ({term.where()}): it may copy only {what}, which is not "
            f"checked against {original.card.name} (707.2)."
        )
        return
    _refuse_unless(player, kind, what, original, copier, copier.controller, term)


def copy_limit(card: Card) -> str | None:
    """What the card's text says it may copy, with its article ("a creature you control
    with power 4 or greater"), if it says."""
    found = _MAY_COPY.search(as_self(card.oracle_text, card.name, legendary=card.is_legendary))
    return with_article(found["what"]) if found else None


def copy_example(card: Card, shown: str) -> str:
    """A ``[copy: ...]`` for a hint that is never an illegal choice: a placeholder, with the
    card's own limit on what it copies when it has one (707.2)."""
    limit = copy_limit(card)
    return f"{shown} [copy: Name]" + (f", naming {limit}" if limit else "")


def copies_another_target(card: Card) -> bool:
    """Whether the card's original is "another target ..." or "up to one other target ...":
    then it can't be the object that becomes the copy (115.3 lets one object be the target
    of two "target" words only when no "other" says otherwise)."""
    found = _MAY_COPY.search(as_self(card.oracle_text, card.name, legendary=card.is_legendary))
    return found is not None and "other target" in found["which"]


def copier_without_original(
    player: ScenarioPlayer, card: Card, ability: Ability, term: Term
) -> Ability:
    """A spell whose target becomes a copy of something, with no original named: the target
    is the copier, so it can't be its own original (115.3, "other target"). An original
    "up to one" target may be none (115.1): the rest of the spell still happens; any other
    must be named, so the spell is refused rather than copying nothing."""
    found = _MAY_COPY.search(as_self(card.oracle_text, card.name, legendary=card.is_legendary))
    if found is None or not found.group(0).startswith("a copy of up to one "):
        raise ScenarioError(
            f"In {term.where()}: {card.name}'s target becomes a copy of another permanent, "
            "and the scenario does not say which (707.2).",
            f"Name the copier and the original: {card.name} -> Copier, Original (or "
            "[copy: Original]).",
        )
    player.notes.append(
        f"{card.name}: no other target was chosen for “a copy of up to one ...”, so its "
        "target becomes a copy of nothing (115.1); the rest of the spell still happens."
    )
    kept = [e for e in ability.effects if not isinstance(e, CopyEffect)]
    return ability.model_copy(update={"effects": kept})


def copy_for_a_while(player: ScenarioPlayer, obj: GameObject, ability: Ability, term: Term) -> None:
    """ "As this artifact enters, you may have it become a copy of any creature on the
    battlefield until end of turn" (Cursed Mirror, 614.1c): the ``[copy: Name]`` it entered
    with (checked by :func:`may_copy`, 707.2) becomes a copy effect that ends at end of turn
    (514.2), after which it is itself again; without one it entered as itself."""
    original = obj.choices.copy_of
    if original is None:
        player.notes.append(
            f"{obj.card.name} entered as itself: it may enter as a copy, and no [copy: Name] "
            "said of what (614.1c)."
        )
        return
    obj.choices.copy_of = None  # a copy for a while, not a copy it stays (707.2)
    from engine.scenario.resolve import add_effects  # resolve reads choices too

    add_effects(
        player, source_name=obj.card.name, ability=ability, affected=[obj.id], term=term,
        timestamp=term.position - 1, source_id=obj.id, choices=Choices(copy_of=original),
    )  # fmt: skip


def check_original(
    player: ScenarioPlayer,
    ability: Ability,
    original: GameObject,
    source_id: int | None,
    term: Term,
) -> None:
    """Refuse a permanent the token copy's words don't allow it to copy (populate copies a
    creature token you control, 701.36a; "Choose a creature you control. Create a token
    that's a copy of it"): checked as the ability's controller sees it (707.2, 115.1)."""
    from engine.scenario.restriction_words import describe

    kinds = [e.original_is for e in ability.effects if isinstance(e, CopyEffect)]
    kind = kinds[0] if kinds else None
    if kind is None:
        return
    source = player.game.objects[source_id] if source_id is not None else None
    controller = source.controller if source is not None else term.seat()
    _refuse_unless(player, kind, describe(kind), original, source, controller, term)


def _one_opponent(
    player: ScenarioPlayer, ability: Ability, source_id: int | None, term: Term
) -> None:
    """ "For each opponent, ... a copy of up to one target creature that player controls":
    one target for each opponent (115.1), modelled while there is one opponent."""
    if not any(isinstance(e, CopyEffect) and e.per_opponent for e in ability.effects):
        return
    source = player.game.objects[source_id] if source_id is not None else None
    controller = source.controller if source is not None else term.seat()
    opponents = [p for p in player.table.players() if p is not controller]
    if len(opponents) > 1:
        raise ScenarioError(
            f"In {term.where()}: it copies a target for each opponent (115.1), and a game "
            f"with {len(opponents)} opponents is not modelled for it.",
            "Ask it with one opponent.",
        )


def _refuse_unless(
    player: ScenarioPlayer,
    kind: Filter,
    what: str,
    original: GameObject,
    source: GameObject | None,
    controller: Player,
    term: Term,
) -> None:
    """The refusal both checks share: ``original`` must be ``kind`` (said ``what``) as
    ``controller`` sees it; the source's name says who copies, else "the token copy"."""
    from engine.scenario.carry_out import fits, probe

    if fits(kind, original, player.filter_state()[original.id], probe(controller, source, 0)):
        return
    who = source.card.name if source is not None else "the token copy"
    raise ScenarioError(
        f"In {term.where()}: {who} copies only {what} (707.2); {original.card.name} isn't one.",
        f"Name {what} after “copy:” (or with “-> Name”), as its controller sees it.",
    )


def sacrificed_original(
    player: ScenarioPlayer, name: str, term: Term, source_id: int | None
) -> GameObject:
    """What a copy of "the sacrificed creature" copies: the permanent of that name the
    scenario sacrificed last (``sacrifice Name`` before the activation), as it last existed
    (608.2h); else one still on the battlefield, whose sacrifice the scenario didn't make."""
    wanted = player.card(name, term).name
    gone = next(
        (
            player.game.objects[i]
            for i in reversed(player.left)
            if player.game.objects[i].card.name == wanted
            and player.game.objects[i].zone != "battlefield"
        ),
        None,
    )
    if gone is None:
        return player.find_permanent(name, term, exclude=source_id)
    if gone.choices.copy_of is not None or gone.face_down:
        player.unmodelled.append(
            f"{gone.card.name} ({term.where()}): copied as its card; the copiable values it "
            "had as it last existed (a copy or face down, 608.2h) are not worked out."
        )
    return gone


def token_copy(
    player: ScenarioPlayer, source: GameObject, ability: Ability, card: Card, term: Term
) -> None:
    """The Scarab God-style ability: exile the card, make a token copy of it (or, for a
    copy of a permanent, copy the named permanent where it stays)."""
    if any(isinstance(e, CopyEffect) and e.sacrificed for e in ability.effects):
        original = sacrificed_original(player, card.name, term, source.id)
        token_copy_of_permanent(
            player, f"{source.card.name}'s ability", source.id, ability, original, term
        )
        return
    if any(isinstance(e, CopyEffect) and e.original == "permanent" for e in ability.effects):
        try:
            original = player.find_permanent(card.name, term, exclude=source.id)
        except ScenarioError:
            if card.name != source.card.name:
                raise
            original = source  # "create a token that's a copy of this creature"
        token_copy_of_permanent(
            player, f"{source.card.name}'s ability", source.id, ability, original, term
        )
        return
    stays = any(isinstance(e, CopyEffect) and e.from_card for e in ability.effects)
    original = exiled_from_a_graveyard(player, card, term, stays)
    copy_exiled_card(player, source, ability, original, term)


def copy_exiled_card(
    player: ScenarioPlayer, source: GameObject, ability: Ability, exiled: GameObject, term: Term
) -> None:
    """The token copy of a card the ability exiled (707.2: a card's copiable values are its
    printed ones), under the ability's controller (111.2)."""
    in_graveyard = any(isinstance(e, CopyEffect) and e.from_card for e in ability.effects)
    linked = exiled.id in source.exiled  # Mimic Vat's card was exiled before (607.2a)
    done = "copied" if in_graveyard or linked else "exiled"  # Feldon copies it where it lies
    _make_token_copy(
        player, ability, exiled, term,
        source_name=f"{source.card.name}'s ability", source_id=source.id,
        note=f"{source.card.name}'s ability {done} {exiled.card.name} and made a token copy of it.",
        owned_by_controller=True,
    )  # fmt: skip


def copies_a_card(ability: Ability) -> bool:
    """Whether the ability makes a token copy of a card it exiled (not of a permanent)."""
    return any(
        isinstance(e, CopyEffect) and e.token and e.original == "exiled" for e in ability.effects
    )


def spell_copies_a_card(player: ScenarioPlayer, spell: str, ability: Ability, term: Term) -> None:
    """A spell that exiles a card and makes a token copy of it ("Exile a creature card from
    your graveyard. Create a token that's a copy of it", 707.2): ``[copy: Name]`` names the
    card, which goes to exile; the token is its caster's (111.2)."""
    named = [c for c in term.choices if is_copy_choice(c)]
    if not named:
        raise ScenarioError(
            f"In {term.where()}: say which card {spell} exiles and copies.",
            f"Name it: {term.text} [copy: Grizzly Bears].",
        )
    each = any(isinstance(e, CopyEffect) and e.of_each_card for e in ability.effects)
    if len(named) > 1 and not each:
        raise ScenarioError(
            f"In {term.where()}: {spell} exiles and copies one card; name one.",
            f"For example: {term.text.partition(' [')[0]} [copy: Grizzly Bears].",
        )
    for index, choice in enumerate(named):  # Hour of Eternity: a token of each card
        card = player.card(choice.partition(":")[2].strip(), term)
        exiled = elsewhere(player.game, card, term.seat(), "exile", term.position - 1)
        _make_token_copy(
            player, ability if index == 0 else ability.model_copy(), exiled, term,
            source_name=spell, source_id=None,
            note=f"{spell} exiled {card.name} and made a token copy of it.",
        )  # fmt: skip


def token_copy_of_permanent(
    player: ScenarioPlayer,
    source_name: str,
    source_id: int | None,
    ability: Ability,
    original: GameObject,
    term: Term,
) -> None:
    """A token that's a copy of a permanent (707.2, 111.3; populate, 701.36a): the token
    enters under the ability's controller and the copy effect gives it the copiable values
    of ``original``, which stays on the battlefield; "create five of those tokens" makes five."""
    check_original(player, ability, original, source_id, term)
    _one_opponent(player, ability, source_id, term)
    copies = max((e.tokens for e in ability.effects if isinstance(e, CopyEffect)), default=1)
    counted = next((e.tokens_counted for e in ability.effects if isinstance(e, CopyEffect)), None)
    if counted is not None:  # "for each flip you won" (Mirror March): the scenario says
        stated = stated_x(term)
        if stated is None:
            raise ScenarioError(
                f"In {term.where()}: say {counted.fact or 'how many'} with [x N].",
                f"For example: {term.text} [x 2]",
            )
        copies = stated
        if not copies:
            player.notes.append(f"{source_name} made no token copy ({counted.fact}: 0).")
    makers: list[Player | None] = [None]  # the ability's controller
    copying = [e for e in ability.effects if isinstance(e, CopyEffect)]
    if any(e.for_other_players or e.by_its_controller for e in copying):
        held_by = player.filter_state()[original.id].controller
        if any(e.by_its_controller for e in copying):  # "its controller creates" (111.2)
            makers = [held_by]
        else:  # Fractured Identity: each player but the original's controller
            makers = [p for p in player.game.players if p is not held_by]
    for index in range(1, copies + 1):
        for maker in makers:
            count = f" ({index} of {copies})" if copies > 1 else ""
            made_by = f" for {maker.value}" if maker is not None else ""
            # each token gets a copy effect of its own (an effect is keyed by its ability)
            own = ability if (index, maker) == (1, makers[0]) else ability.model_copy()
            _make_token_copy(
                player, own, original, term,
                source_name=source_name, source_id=source_id,
                note=f"{source_name} made a token copy of {original.card.name}{made_by}{count}.",
                made_by=maker,
            )  # fmt: skip


def token_of_named_card(
    player: ScenarioPlayer,
    source_name: str,
    source: GameObject | None,
    ability: Ability,
    term: Term,
) -> None:
    """ "Create a token that's a copy of Bosh, Iron Golem", "create a Tarmogoyf token"
    (111.11): a token with the named card's copiable values, its printed ones (707.2), taken
    from the card index; it is created by, so owned and controlled by, the ability's
    controller (111.2)."""
    copy = next(e for e in ability.effects if isinstance(e, CopyEffect) and e.original_name)
    card = player.card(copy.original_name or "", term)
    for index in range(1, copy.tokens + 1):
        token = player.enter(card, term, term.position - 1, token=True)
        if source is not None:
            token.owner = token.controller = source.controller
        if copy.enters_tapped:  # "create a tapped Mutavault token"
            token.states.add("tapped")
        player.made_tokens.append(token.id)
        count = f" ({index} of {copy.tokens})" if copy.tokens > 1 else ""
        player.notes.append(
            f"{source_name} made a token copy of {card.name}, a card its text names: the "
            f"token has the card's printed values (707.2){count}."
        )


def cards_named_by(cards: Iterable[Card]) -> list[str]:
    """The cards these cards' texts make token copies of by name ("a copy of Bosh, Iron
    Golem"): a scenario with them looks those cards up too (707.2)."""
    return [
        effect.original_name
        for card in cards
        for face in (card, *card.faces)
        for ability in face.abilities
        for effect in ability.effects
        if isinstance(effect, CopyEffect) and effect.original_name is not None
    ]


def token_copies_of_each(
    player: ScenarioPlayer,
    source_name: str,
    source: GameObject | None,
    ability: Ability,
    term: Term,
    choices: Choices,
) -> None:
    """ "For each creature token you control, create a token that's a copy of that creature"
    (707.2, 111.3): the group is locked in as the ability resolves (611.2c), so the new
    tokens are not copied again; each token copies one permanent of it."""
    from engine.scenario.targets import resolve_affected  # targets reads copies' choices

    group = next(e.for_each for e in ability.effects if isinstance(e, CopyEffect) and e.for_each)
    if group.scope == "target" and ability.affects.scope == "all":  # overloaded (702.96a)
        group = ability.affects  # "Choose each artifact creature you control. For each ..."
    each = ability.model_copy(update={"affects": group})
    originals = resolve_affected(player, each, term, source, choices)
    if not originals:
        player.notes.append(f"{source_name} made no token copy: no permanent was of the group.")
    effects = tuple(  # the group is chosen now: each copy effect copies one permanent
        e.model_copy(update={"for_each": None}) if isinstance(e, CopyEffect) else e
        for e in ability.effects
    )
    for original in originals:  # a copy effect of its own for each token (keyed by ability)
        token_copy_of_permanent(
            player, source_name, source.id if source else None,
            ability.model_copy(update={"effects": effects}), player.game.objects[original], term,
        )  # fmt: skip


def _make_token_copy(
    player: ScenarioPlayer,
    ability: Ability,
    original: GameObject,
    term: Term,
    *,
    source_name: str,
    source_id: int | None,
    note: str,
    owned_by_controller: bool = False,
    made_by: Player | None = None,
) -> None:
    """A token of ``original``'s card that the ability's copy effect makes a copy of it;
    "it" and "those tokens" in the rest of the ability mean these tokens (``made_tokens``)."""
    token = player.enter(original.card, term, term.position - 1, token=True)
    player.made_tokens.append(token.id)
    if source_id is not None:
        token.controller = player.game.objects[source_id].controller
        if owned_by_controller:
            token.owner = token.controller
    if made_by is not None:  # the player who creates it owns and controls it (111.2)
        token.owner = token.controller = made_by
    player.notes.append(note)
    from engine.scenario.resolve import add_effects  # resolve reads choices too

    add_effects(
        player,
        source_name=source_name,
        ability=ability,
        affected=[token.id],
        term=term,
        timestamp=term.position - 1,
        source_id=source_id,
        choices=Choices(copy_of=original.id),
    )
    copy_enters_with_counters(player, token, original.id, [ability], term)
