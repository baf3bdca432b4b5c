"""The mech's log texts: movements, attacks, hits and the damage phase as messages (both languages)."""

from __future__ import annotations

from muster.i18n import Joined, Msg, Text, from_data, message_of
from muster.rules.mech.text import PHYSICAL_TEXT, colour_text, loc_text
from muster.services.mech_units import names_of


def moved_text(moved: dict) -> Text:
    """A movement as the battle state keeps it: its message (``"message"``), or the English text alone."""
    message = moved.get("message")
    return from_data(message) if message else moved.get("text", "")


def move_text(name: str, res) -> Text:
    if not res.die and not res.stand and not res.gel:
        return Msg("Mech", "%1 stays put").args(name)
    bits: list = []
    for st in res.stand:
        if st.get("automatic_failure"):
            bits.append(Msg("Mech", "stand-up attempt %1 fails (%2)").args(st["attempt"],
                                                                            message_of(st["automatic_failure"])))
        elif st["success"]:
            bits.append(Msg("Mech", "stand-up attempt %1: %2 vs %3 stands").args(st["attempt"], st["total"],
                                                                                  st["needed"]))
        else:
            bits.append(Msg("Mech", "stand-up attempt %1: %2 vs %3 stays down").args(st["attempt"], st["total"],
                                                                                      st["needed"]))
    for g in res.gel:
        bits.append(Msg("Mech", "GEL %1 repairs %2 on %3").args(g["pack"], g["repaired"], loc_text(g["location"])))
    if res.die:
        turn = res.state.turn
        hexes = turn.hexes
        if turn.jumped:
            went = Msg("Mech", "jumps %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        elif turn.move_mode == "run":
            went = Msg("Mech", "runs %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        else:
            went = Msg("Mech", "walks %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5", None, hexes)
        bits.insert(0, went.args(res.mp["spent"], res.mp["available"], res.heat, colour_text(res.die["colour"]),
                                 res.die["number"]))
    bits.extend(message_of(n) for n in res.notes)
    return Joined([name, " ", Joined(bits, "; ")], "")


def modifiers_text(modifiers) -> Joined:
    """Roll modifiers as the log lists them: "+2 Gunnery, -1 Heat 5"."""
    return Joined([Joined([f"{m.value:+d}", message_of(m.name)], " ") for m in modifiers], ", ")


def weapon_text(weapon: str) -> Text:
    """A declaration's weapon: an item's id (the GM's design) or a punch or kick."""
    return PHYSICAL_TEXT.get(weapon, weapon)


def hit_text(h: dict) -> Text:
    if h.get("location") is None:
        return Msg("Mech", "%1 wasted (nothing left)").args(h["damage"])
    extra: list = []
    if h.get("internal_damage"):
        extra.append(Msg("Mech", "%1 internal").args(h["internal_damage"]))
    extra.append(Msg("Mech", "armor %1 / structure %2 left").args(h["armor_left"], h["internal_left"]))
    text: list = [loc_text(h["location"]), " ", h["damage"], " (", Joined(extra, ", "), ")"]
    if h.get("falls_off_in_damage_phase"):
        text += [", ", Msg("Mech", "nothing left")]
    crit = h.get("critical")
    if crit:
        effect = message_of(crit.get("effect", crit.get("component")))
        text += ["; ", Msg("Mech", "critical roll %1: %2").args(crit["roll"], effect)]
        if crit.get("explosion"):
            ex = crit["explosion"]
            text += ["; ", Msg("Mech", "%1 EXPLODES for %2 — %3").args(ex["name"], ex["damage"],
                                                                        hit_text(ex["hit"]))]
            c = ex.get("consciousness") or {}
            if c.get("result"):
                text += ["; ", Msg("Mech", "pilot %1").args(message_of(c["result"]))]
    head = h.get("head_hit")
    if head:
        text += ["; ", Msg("Mech", "head hit %1: %2").args(head["head_hits"], message_of(head.get("result", "")))]
    return Joined(text, "")


def attack_text(r: dict, names) -> Text:
    who = Joined([names(r["attacker"]), " ", message_of(r["name"]), " → ", names(r["target"])], "")
    if r["kind"] == "gel":
        rep = r.get("repair", {})
        roll: Text = ""
        if "total" in r:
            roll = Joined([" (", Msg("Mech", "%1 vs %2").args(r["total"], r["needed"]), ")"], "")
        if not r.get("hit"):
            return Joined([Msg("Mech", "%1: GEL misses").args(who), roll], "")
        return Joined([Msg("Mech", "%1: GEL repairs %2 on %3").args(who, rep.get("repaired", 0),
                                                                    loc_text(rep.get("location", ""))), roll], "")
    roll = Msg("Mech", "%1%2 = %3 vs %4").args(r["roll"], f"{r['modifier_total']:+d}", r["total"], r["needed"])
    if not r["hit"]:
        return Msg("Mech", "%1: %2, miss").args(who, roll)
    hits = Joined([hit_text(h) for h in r.get("hits", [])], "; ")
    if r.get("natural_20"):
        return Msg("Mech", "%1: %2 (natural 20), HIT: %3").args(who, roll, hits)
    return Msg("Mech", "%1: %2, HIT: %3").args(who, roll, hits)


def heat_text(h: dict) -> Text:
    text: list = [Msg("Mech", "heat %1+%2+%3+%4").args(h["carried"], h["movement"], h["weapons"], h["other"])]
    if h["engine"]:
        text.append(Msg("Mech", "+%1 engine").args(h["engine"]))
    text.append(Msg("Mech", "%1 sinks = %2").args(h["sinks"], h["total"]))
    penalty, mp = h["attack_penalty_next_turn"], h["mp_lost_next_turn"]
    if penalty and mp:
        text += [" (", Msg("Mech", "%1 to hit, -%2 MP").args(f"{penalty:+d}", mp), ")"]
    elif penalty:
        text += [" (", Msg("Mech", "%1 to hit").args(f"{penalty:+d}"), ")"]
    elif mp:
        text += [", ", Msg("Mech", "-%1 MP").args(mp)]
    return Joined(text, "")


def damage_text(name: str, r) -> Text:
    bits: list = []
    for p in r.parts:
        if p["event"] == "lost":
            bits.append(Msg("Mech", "lost %1").args(names_of(p["lost"])))
        elif p["event"] == "carried":
            bits.append(Msg("Mech", "%1 carried from %2 → %3").args(p["amount"], loc_text(p["from"]),
                                                                     hit_text(p["hit"])))
        elif p["event"] == "excess wasted":
            bits.append(Msg("Mech", "%1 excess from %2 wasted").args(p["amount"], loc_text(p["from"])))
    pil = r.piloting
    if pil:
        reason = message_of(pil["reason"])
        if pil.get("skipped"):
            bits.append(Msg("Mech", "piloting (%1): none, %2").args(reason, message_of(pil["skipped"])))
        elif pil.get("automatic_failure"):
            bits.append(Msg("Mech", "piloting (%1) fails: %2, %3").args(reason, message_of(pil["automatic_failure"]),
                                                                         message_of(pil["result"])))
        else:
            bits.append(Msg("Mech", "piloting (%1) %2 vs %3: %4").args(reason, pil["total"], pil["needed"],
                                                                        message_of(pil["result"])))
    if r.heat:
        bits.append(heat_text(r.heat))
    if r.shutdown:
        sd = r.shutdown
        if "total" in sd:
            bits.append(Msg("Mech", "shutdown check %1 vs %2: %3").args(sd["total"], sd["needed"],
                                                                         message_of(sd["result"])))
        else:
            bits.append(Msg("Mech", "shutdown check automatic: %1").args(message_of(sd["result"])))
    if r.ammo_check:
        ac = r.ammo_check
        if "total" in ac:
            bits.append((Msg("Mech", "ammo check %1 vs %2: safe") if ac["success"] else
                         Msg("Mech", "ammo check %1 vs %2: BIN EXPLODES")).args(ac["total"], ac["needed"]))
        else:
            bits.append(message_of(ac["result"]) if ac.get("result") else Msg("Mech", "ammo check"))
    if r.life_support:
        bits.append(Msg("Mech", "life support: %1").args(message_of(r.life_support["result"])))
    if r.wake_up and "result" in r.wake_up:
        bits.append(Msg("Mech", "wake-up %1 vs %2: %3").args(r.wake_up["total"], r.wake_up["needed"],
                                                              message_of(r.wake_up["result"])))
    bits.extend(message_of(n) for n in r.notes)
    if not bits:
        return Msg("Mech", "%1: nothing to do").args(name)
    return Joined([name, Joined(bits, "; ")], ": ")
