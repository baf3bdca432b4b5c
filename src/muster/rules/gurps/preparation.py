"""Before the battle: special operations (reconnaissance, assassination, security) and seers."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Text, TextError, english_text
from muster.rules.dice import Roller
from muster.rules.gurps.armies import Army, Leader, Seer, kill_leader, lose_commander
from muster.rules.gurps.contest import decide
from muster.rules.gurps.ops_data import ops_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.seer_data import seer_rules
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, SkillRoll, roll_against
from muster.rules.gurps.words import rules_term, signed

MISSIONS = ("reconnaissance", "assassination")
TRUST = ("normal", "believes", "rejects")
SEER_TAG = "Seer's reading"


# ---- special operations -------------------------------------------------------

@dataclass(frozen=True)
class Mission:
    """Troops sent on a special mission: the kind, its leader, how many went."""

    kind: str
    leader: Leader
    team: int
    skill: str | None = None  # None: the data's skill for this kind (Stealth); the GM may pick Tactics
    target: str | None = None  # assassination: the enemy leader's name (default: the commander)
    public_execution: bool = False  # if caught, the spies are executed before the battle
    modifiers: tuple[SkillModifier, ...] = ()


@dataclass(frozen=True)
class Security:
    """The guard an army posts against enemy scouts and assassins."""

    leader: Leader
    team: int


def team_modifier(team: int, kind: str, tables: Tables) -> int:
    """Team-size modifier (``covert`` for missions, ``security`` for guards)."""
    return ops_rules(tables).team_modifier(max(1, team), kind)


def mission_skill(mission: Mission, tables: Tables) -> EffectiveSkill:
    data = ops_rules(tables).missions[mission.kind]
    skill = mission.skill or data.skill
    mods = []
    size = team_modifier(mission.team, "covert", tables)
    if size:
        mods.append(SkillModifier.of(Msg("GURPS", "Team of %1").args(mission.team), size))
    if data.roll_modifier:
        mods.append(SkillModifier.of(rules_term(data.label), data.roll_modifier))
    mods.extend(mission.modifiers)
    return EffectiveSkill(skill, mission.leader.skill(skill), tuple(mods))


def security_skill(security: Security, tables: Tables) -> EffectiveSkill:
    skill = ops_rules(tables).security_skill
    size = team_modifier(security.team, "security", tables)
    mods = (SkillModifier.of(Msg("GURPS", "Security of %1").args(security.team), size),) if size else ()
    return EffectiveSkill(skill, security.leader.skill(skill), mods)


@dataclass(frozen=True)
class MissionResult:
    mission: Mission
    roll: SkillRoll
    security_roll: SkillRoll | None
    success: bool
    effect_texts: tuple[Text, ...]  # what the mission did, as messages in the GM's language
    own_after: Army
    enemy_after: Army

    @property
    def effects(self) -> tuple[str, ...]:
        """What the mission did, in English."""
        return tuple(english_text(e) for e in self.effect_texts)

    def to_dict(self) -> dict:
        out = {"mission": self.mission.kind, "leader": self.mission.leader.name, "team": self.mission.team,
               "roll": self.roll.to_dict(), "success": self.success, "effects": list(self.effects),
               "opposed_by_security": self.security_roll is not None}
        if self.security_roll is not None:
            out["security_roll"] = self.security_roll.to_dict()
            winner, mov = decide(self.roll.check, self.security_roll.check)
            out["contest"] = {"winner": {"attacker": "mission", "defender": "security", None: "tie"}[winner],
                              "margin_of_victory": mov}
        return out


def run_mission(mission: Mission, own: Army, enemy: Army, roller: Roller, tables: Tables,
                security: Security | None = None) -> MissionResult:
    """Roll the mission (a Quick Contest against the enemy's security if it posted any) and apply it."""
    if mission.kind not in MISSIONS:
        raise TextError(Msg("GURPS", "mission must be one of %1, got %2").args(", ".join(MISSIONS), repr(mission.kind)))
    if mission.team < 1:
        raise TextError(Msg("GURPS", "a mission needs at least one person"))
    ops = ops_rules(tables)
    data = ops.missions[mission.kind]
    target = None
    if mission.kind == "assassination":
        target = enemy.leader(mission.target or enemy.commander.name)
    roll = roll_against(mission_skill(mission, tables), roller,
                        Msg("GURPS", "%1: %2 (%3)").args(own.name, rules_term(data.label), mission.leader.name),
                        tables)
    sec_roll = None
    if security is None:
        success = roll.check.success
    else:
        sec_roll = roll_against(security_skill(security, tables), roller,
                                Msg("GURPS", "%1: security (%2)").args(enemy.name, security.leader.name), tables)
        winner, _ = decide(roll.check, sec_roll.check)
        success = winner == "attacker" or (winner is None and ops.ties_go_to == "mission")
    effects: list[Text] = []
    own_after, enemy_after = own, enemy
    if mission.kind == "reconnaissance":
        if success:
            many = mission.team >= ops.many_commandos_from
            bonus = data.strategy_bonus_many if many else data.strategy_bonus
            own_after = own.add_strategy_modifier(
                SkillModifier.of(Msg("GURPS", "Reconnaissance (%1 sent)").args(mission.team), bonus))
            effects.append(Msg("GURPS", "%1: %2 Strategy from reconnaissance").args(own.name, signed(bonus)))
        else:
            effects.append(Msg("GURPS", "The scouts learned nothing") if sec_roll is None else
                           Msg("GURPS", "%1's security ambushed the scouts").args(enemy.name))
    else:
        assert target is not None  # an assassination always has one
        if success:
            enemy_after = kill_leader(enemy, target.name)
            effects.append(Msg("GURPS", "%1 of %2 is assassinated").args(target.name, enemy.name))
            if target.name == enemy.commander.name:
                enemy_after = lose_commander(enemy_after, Msg("GURPS", "%1 assassinated").args(target.name), tables)
                new = enemy_after.commander
                effects.append(Msg("GURPS", "%1 now commands %2").args(new.name, enemy.name) if new.alive else
                               Msg("GURPS", "%1 has no leader left: the GM must appoint a commander").args(enemy.name))
            if data.enemy_morale_on_success:
                enemy_after = enemy_after.add_morale_modifier(SkillModifier.of(
                    Msg("GURPS", "Leader %1 assassinated").args(target.name), data.enemy_morale_on_success))
        else:
            value = data.enemy_morale_on_public_execution if mission.public_execution else data.enemy_morale_on_failure
            if mission.public_execution:
                name = Msg("GURPS", "Enemy spies publicly executed")
                effect = Msg("GURPS", "%1: %2 morale (enemy spies publicly executed)")
            else:
                name = Msg("GURPS", "Failed assassination attempt")
                effect = Msg("GURPS", "%1: %2 morale (failed assassination attempt)")
            enemy_after = enemy.add_morale_modifier(SkillModifier.of(name, value))
            effects.append(effect.args(enemy.name, signed(value)))
    return MissionResult(mission, roll, sec_roll, success, tuple(effects), own_after, enemy_after)


# ---- seers --------------------------------------------------------------------

@dataclass(frozen=True)
class SeerReading:
    """A seer's reading. Everything but the seer's name is GM-only."""

    seer: Seer
    commander: str
    trust: str
    roll: SkillRoll
    modifier: SkillModifier
    explanation: Text  # a message (``to_dict`` writes it in English)

    def to_dict(self) -> dict:
        return {"seer": self.seer.name, "commander": self.commander,
                "gm_only": {"trust": self.trust, "roll": self.roll.to_dict(), "modifier": self.modifier.to_dict(),
                            "strategy_modifier": self.modifier.value, "explanation": english_text(self.explanation)},
                "player_view": self.player_view()}

    def text(self) -> Msg:
        """What everybody may read: the seer has read the omens (never what they said)."""
        return Msg("GURPS", "%1 has read the omens for %2.").args(self.seer.name, self.commander)

    def player_view(self) -> dict:
        return {"seer": self.seer.name, "commander": self.commander, "text": english_text(self.text())}


def _average(a: int, b: int, rounding: str) -> int:
    total = a + b
    if rounding == "up":
        return -(-total // 2)
    if rounding == "nearest":
        return (total + 1) // 2 if total % 2 else total // 2
    return total // 2


def seer_modifier(seer: Seer, commander_strategy: int, trust: str, success: bool, critical: bool,
                  tables: Tables) -> tuple[int, Text]:
    """The change to the commander's Strategy from one reading, and why."""
    rules = seer_rules(tables)
    if trust not in TRUST:
        raise TextError(Msg("GURPS", "trust must be one of %1, got %2").args(", ".join(TRUST), repr(trust)))
    if success:
        if trust == "rejects":
            value = rules.success_if_rejected
            return value, Msg("GURPS", "the reading was sound but the commander rejected it (%1)").args(signed(value))
        value = rules.critical_success_bonus if critical else rules.success_bonus
        if critical:
            return value, Msg("GURPS", "critical success: %1").args(signed(value))
        return value, Msg("GURPS", "success: %1").args(signed(value))
    use = rules.on_failure(trust)
    why: Text
    if use == "seer":
        strategy = seer.strategy
        why = Msg("GURPS", "false reading believed: the seer's Strategy %1").args(strategy)
    elif use == "commander":
        strategy = commander_strategy
        why = Msg("GURPS", "false reading rejected: own Strategy %1").args(strategy)
    else:
        strategy = _average(seer.strategy, commander_strategy, rules.average_rounding)
        rounded = {"down": Msg("GURPS", "rounded down"), "up": Msg("GURPS", "rounded up"),
                   "nearest": Msg("GURPS", "rounded nearest")}.get(rules.average_rounding, rules.average_rounding)
        why = Msg("GURPS", "false reading: average of seer's %1 and commander's %2 = %3 (%4)").args(
            seer.strategy, commander_strategy, strategy, rounded)
    return strategy - commander_strategy, why


def consult_seer(army: Army, seer: Seer, trust: str, roller: Roller, tables: Tables) -> tuple[SeerReading, Army]:
    """Roll the seer's skill and set the (GM-only) Strategy modifier; the commander believes only one seer,
    so this reading replaces any earlier one."""
    eff = EffectiveSkill("divination", seer.skill, ())
    roll = roll_against(eff, roller, Msg("GURPS", "%1: seer %2 reads the omens (GM only)").args(army.name, seer.name),
                        tables)
    value, why = seer_modifier(seer, army.commander.strategy, trust, roll.check.success,
                               roll.check.critical == "success", tables)
    mod = SkillModifier.of(Msg("GURPS", "Seer's reading (%1)").args(seer.name), value, gm_only=True)
    kept = tuple(m for m in army.strategy_modifiers if not m.name.startswith(SEER_TAG))
    after = replace(army, strategy_modifiers=kept + ((mod,) if value else ()))
    return SeerReading(seer, army.commander.name, trust, roll, mod, why), after
