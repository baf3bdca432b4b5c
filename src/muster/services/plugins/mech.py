"""Mech combat: its side of the plug-in contract (:mod:`muster.services.contracts`): the players' summary (with
the doll for their own mechs) and the battle's forecast."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, join, render
from muster.services.core import ServiceError

if TYPE_CHECKING:
    from muster.services.core import CampaignService
    from muster.services.forecast import ForecastRequest
    from muster.services.visibility import Summary

KEY = "mech"
LOCATIONS = {
    "head": Msg("PlayerView", "head"), "center_torso": Msg("PlayerView", "center torso"),
    "left_torso": Msg("PlayerView", "left torso"), "right_torso": Msg("PlayerView", "right torso"),
    "center_torso_rear": Msg("PlayerView", "center torso rear"),
    "left_torso_rear": Msg("PlayerView", "left torso rear"), "right_torso_rear": Msg("PlayerView", "right torso rear"),
    "left_arm": Msg("PlayerView", "left arm"), "right_arm": Msg("PlayerView", "right arm"),
    "left_leg": Msg("PlayerView", "left leg"), "right_leg": Msg("PlayerView", "right leg"),
}


def public_summary(state: dict, tables: Any = None) -> Summary:
    """Destroyed, or armor and structure left, lost locations, prone, shut down; the players' own mechs get the
    damage diagram (``doll``)."""
    from muster.rules.mech import MechState
    from muster.services.visibility import Summary

    m = MechState.from_dict(state)
    if m.destroyed:
        return Summary(render(Msg("PlayerView", "%1: DESTROYED").args(m.design.name)), True, doll=True)
    locations = m.design.locations
    armor = sum(s.armor for s in locations.values()) or 1
    internal = sum(s.internal for s in locations.values()) or 1
    words = [Msg("PlayerView", "armor %1%").args(round(100 * sum(m.armor_left(loc) for loc in locations) / armor)),
             Msg("PlayerView", "structure %1%").args(
                 round(100 * sum(m.internal_left(loc) for loc in locations) / internal))]
    if m.lost:
        lost = join([LOCATIONS.get(loc, loc.replace("_", " ")) for loc in m.lost], ", ")
        words.append(Msg("PlayerView", "lost %1").args(lost))
    if m.prone:
        words.append(Msg("PlayerView", "PRONE"))
    if m.shutdown:
        words.append(Msg("PlayerView", "SHUT DOWN"))
    text = Msg("PlayerView", "%1: %2").args(m.design.name, join(words, " · "))
    return Summary(render(text), m.pilot.status == "dead", doll=True)


# the mech forecast's assumptions when attacks are not (all) declared: the range the lances fight at (the
# panel's range box starts there too: short range for medium lasers and SRMs), and the turn limit. At 25 turns the
# sample battle "Clash at Red Quarry" is decided in about 97% of runs (2,000 runs, seeds 1-3: 97.0-97.6%; at 30
# turns 98.6-99.3%, at 20 turns 89-90%, at 15 turns 64%, at the old 3 turns 0.4%: bench_forecast.py --mech-turns)
MECH_RANGE = 3
MECH_TURNS = 25
# every mech turn runs the whole damage procedure: 2,000 runs to a decision cost about 6 s of CPU, 500 about 1.8 s
# with the chances within about 1.5 points (one standard error) of the 2,000-run answer
MECH_RUNS = 500


def forecast_request(svc: CampaignService, battle_id: int, *, assume_range: int = MECH_RANGE) -> ForecastRequest:
    """The battle from its current state, in any phase: the attacks declared this turn repeated, and every mech
    without one firing at the enemy it faces at ``assume_range`` hexes (see ``muster.rules.forecast.mech``).
    After this turn's combat the forecast starts with the damage phase still to come."""
    from muster.campaign.models import Side
    from muster.rules.forecast import mech as forecast
    from muster.services import mech
    from muster.services.common import battle_read
    from muster.services.forecast import ForecastRequest, guarded

    with battle_read(svc, KEY, battle_id) as (s, battle, rules):
        roster = mech.Roster(s, battle)
        bstate = battle.state or {}
        done = bstate.get("done", {})
        combat_done = battle.phase > mech.PHASE_COMBAT or done.get("combat") == battle.round
        damage_done = done.get("damage") == battle.round
        declarations = [] if combat_done else mech.stored_declarations(bstate)
        attacks = [mech.engine_attack(roster, d) for d in declarations]
        order = [roster.key[uid] for uid in battle.initiative if uid in roster.key]
        sides = {k: str(v) for k, v in roster.sides().items()}
        session: Any = s
        names = {str(side_id): (row.name if row is not None else str(side_id))
                 for side_id in set(roster.sides().values()) for row in [session.get(Side, side_id)]}
        mechs = list(roster.mechs.values())
        name = battle.name
    if not mechs:
        raise ServiceError(Msg("Errors", "There are no mechs in this battle to forecast."))
    standing = {sides[m.id] for m in mechs if not m.out_of_action}
    if len(standing) < 2:
        raise ServiceError(Msg("Errors", "The fight is over: only one side has mechs still in the battle."))
    pending_damage = combat_done and not damage_done

    def run(*, runs, seed, limit, progress):
        return forecast.forecast(mechs, attacks, rules, runs=runs, seed=seed, turns=limit, order=order, sides=sides,
                                 progress=progress, assume_range=assume_range, combat_done=pending_damage,
                                 side_names=names)
    key = repr(([m.to_dict() for m in mechs], attacks, order, assume_range, pending_damage, sorted(names.items())))
    return ForecastRequest(KEY, battle_id, name, "turns", MECH_TURNS, forecast.MAX_TURNS, guarded(run), key,
                           default_runs=MECH_RUNS)
