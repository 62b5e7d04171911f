"""``!combat``: combat damage for an attacker and its blockers, step by step, rules cited."""

from __future__ import annotations

from pydantic import BaseModel

from bot.core.commands import Command, CommandRegistry
from bot.core.context import CommandContext, Services
from bot.core.reply import DocField, Document, Reply, TextReply
from engine.combat import ORDER_CHANGE_NOTE, CombatResult, DamageStep, parse_combat, resolve_combat


class AssignmentView(BaseModel):
    blocker: str
    lethal: int
    assigned: int
    dealt: int
    dies: bool


class StepView(BaseModel):
    name: str
    attacker_deals: bool
    assignments: list[AssignmentView]
    to_player: int
    can_trample_over: int
    blocker_damage: list[tuple[str, int]]
    attacker_dies: bool
    notes: list[str]


class CombatReply(Reply):
    kind: str = "combat"
    attacker_label: str
    attacker: str
    blockers: list[str]
    steps: list[StepView]
    dead: list[str]
    survivors: list[str]
    player_damage: int
    attacking_player_gains: int
    defending_player_gains: int
    rules: list[str]
    notes: list[str]

    def document(self) -> Document:
        title = f"Combat: {self.attacker}" + (
            f" blocked by {', '.join(self.blockers)}" if self.blockers else " (unblocked)"
        )
        fields = [DocField(name=step.name, value=self._step_text(step)) for step in self.steps]
        outcome = [
            f"Destroyed: {', '.join(self.dead) if self.dead else 'nothing'}.",
            f"Survive: {', '.join(self.survivors) if self.survivors else 'nothing'}.",
            f"Defending player is dealt {self.player_damage} damage.",
        ]
        if self.attacking_player_gains:
            outcome.append(f"Attacking player gains {self.attacking_player_gains} life (lifelink).")
        if self.defending_player_gains:
            outcome.append(f"Defending player gains {self.defending_player_gains} life (lifelink).")
        fields.append(DocField(name="Result", value="\n".join(outcome)))
        fields.append(DocField(name="Rules", value=", ".join(self.rules)))
        return Document(title=title, fields=fields, footer=" ".join(self.notes))

    def _step_text(self, step: StepView) -> str:
        lines: list[str] = []
        attacker = self.attacker_label
        if not step.attacker_deals:
            lines.append(f"{attacker} deals no damage in this step.")
        else:
            parts = [
                f"{a.assigned} to {a.blocker} (lethal: {a.lethal})"
                + (f", {a.dealt} dealt" if a.dealt != a.assigned else "")
                + (" — destroyed" if a.dies else "")
                for a in step.assignments
            ]
            if step.to_player or not step.assignments:
                parts.append(f"{step.to_player} to the defending player")
            lines.append(f"{attacker} assigns " + "; ".join(parts) + ".")
            if step.assignments and step.can_trample_over:
                lines.append(
                    f"Once each blocker has lethal damage, up to {step.can_trample_over} can "
                    "trample over to the player."
                )
        for blocker, amount in step.blocker_damage:
            lines.append(f"{blocker} deals {amount} to {attacker}.")
        if step.attacker_dies:
            lines.append(f"{attacker} is destroyed.")
        lines.extend(step.notes)
        return "\n".join(lines)


def _view(step: DamageStep) -> StepView:
    return StepView(
        name=step.name,
        attacker_deals=step.attacker_deals,
        assignments=[
            AssignmentView(
                blocker=a.label, lethal=a.lethal, assigned=a.assigned, dealt=a.dealt, dies=a.dies
            )
            for a in step.assignments
        ],
        to_player=step.to_player,
        can_trample_over=step.can_trample_over,
        blocker_damage=list(step.blocker_damage),
        attacker_dies=step.attacker_dies,
        notes=list(step.notes),
    )


def combat_reply(result: CombatResult) -> CombatReply:
    return CombatReply(
        attacker_label=result.combat.attacker.label,
        attacker=result.combat.attacker.describe(),
        blockers=[b.describe() for b in result.combat.blockers],
        steps=[_view(step) for step in result.steps],
        dead=list(result.dead),
        survivors=list(result.survivors),
        player_damage=result.player_damage,
        attacking_player_gains=result.attacking_player_gains,
        defending_player_gains=result.defending_player_gains,
        rules=list(result.rules),
        notes=list(result.notes),
    )


async def combat(context: CommandContext, argument: str) -> Reply:
    if argument.strip().casefold() in {"order", "rules", "changes", "what changed"}:
        return TextReply(
            title="Combat damage assignment: what changed in 2024",
            text=ORDER_CHANGE_NOTE,
            footer="Current rules: 510.1c, 510.1d, 702.19b, 702.2c.",
        )
    return combat_reply(resolve_combat(parse_combat(argument)))


def register(registry: CommandRegistry, services: Services) -> None:
    registry.add(
        Command(
            name="combat",
            handler=combat,
            usage="combat <attacker> vs <blocker>, <blocker>…",
            summary="Combat damage: lethal assignments, trample, first/double strike, deaths.",
            help=(
                "Describe the attacking creature by power/toughness and keywords, then `vs` and "
                "its blockers separated by commas. A name may come before the P/T. Keywords: "
                "first strike, double strike, trample, deathtouch, lifelink, indestructible, "
                "`damage N` (already marked), `protection` (from the creature it fights), "
                "`prevent N` / `prevent all`. `!combat order` explains the 2024 change to "
                "damage assignment."
            ),
            examples=(
                "!combat 5/5 trample deathtouch vs 2/2, 3/3",
                "!combat Ghalta 12/12 trample vs Wall 0/4 damage 2",
                "!combat 3/3 double strike lifelink vs 2/2 first strike",
                "!combat order",
            ),
            argument="fight",
            argument_help="e.g. 5/5 trample vs 2/2, 3/3",
            category="Combat",
        )
    )
