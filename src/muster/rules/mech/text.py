"""What the mech rules say to the GM, in English and as messages kept as data (:mod:`muster.i18n`).

The engine's results are JSON (the headless ``muster rules mech`` actions, the campaign's action records), so
their texts stay English strings: a ``muster.i18n.Phrase`` is such a string that also keeps its message, and
``muster.i18n.message_of`` gives the message back, for the log, the panel and the status dock to show it in the GM's
language. Texts read back from a stored state (a piloting reason, why a mech was destroyed) are plain
English again: :func:`reason_text` and :func:`destroyed_text` read them as messages once more.
"""

from __future__ import annotations

import re
from typing import Any

from muster.i18n import Joined, Msg, Phrase, Text, term, term_noop
from muster.rules.dice import Modifier

# the movement dice of the bundled tables (house rules may name others: shown as they are written)
_DIE_COLOUR_TERMS = (term_noop("Rules", "white"), term_noop("Rules", "black"), term_noop("Rules", "red"))


def own_words(name: str) -> Joined:
    """The GM's own words (a design's item, a modifier the GM named) kept as data and never translated."""
    return Joined([name], "")


def logged_modifiers(modifiers) -> tuple[Modifier, ...]:
    """Roll modifiers as the log keeps them: a rules phrase as its message, the GM's own name as typed."""
    out = []
    for m in modifiers:
        name = m.name
        if isinstance(name, Phrase):
            name = name.msg
        elif isinstance(name, str):
            name = own_words(name)
        out.append(Modifier(name, m.value))
    return tuple(out)


def modifier_dicts(modifiers) -> list[dict]:
    """Roll modifiers for the engine's JSON results: English names (a rules phrase keeps its message)."""
    return [{"name": m.name if isinstance(m.name, str) else Phrase(m.name), "value": m.value} for m in modifiers]


# ---------------------------------------------------------------- rules terms
PILOTING = Phrase(Msg("Mech", "Piloting"))  # the pilot's skill, as a roll modifier
GUNNERY = Phrase(Msg("Mech", "Gunnery"))

LOCATION_TEXT = {
    "head": Msg("Rules", "head"),
    "center_torso": Msg("Rules", "center torso"),
    "left_torso": Msg("Rules", "left torso"),
    "right_torso": Msg("Rules", "right torso"),
    "center_torso_rear": Msg("Rules", "center torso rear"),
    "left_torso_rear": Msg("Rules", "left torso rear"),
    "right_torso_rear": Msg("Rules", "right torso rear"),
    "left_arm": Msg("Rules", "left arm"),
    "right_arm": Msg("Rules", "right arm"),
    "left_leg": Msg("Rules", "left leg"),
    "right_leg": Msg("Rules", "right leg"),
}
LOCATION_TITLE = {
    "head": Msg("Rules", "Head"),
    "center_torso": Msg("Rules", "Center torso"),
    "left_torso": Msg("Rules", "Left torso"),
    "right_torso": Msg("Rules", "Right torso"),
    "center_torso_rear": Msg("Rules", "Center torso rear"),
    "left_torso_rear": Msg("Rules", "Left torso rear"),
    "right_torso_rear": Msg("Rules", "Right torso rear"),
    "left_arm": Msg("Rules", "Left arm"),
    "right_arm": Msg("Rules", "Right arm"),
    "left_leg": Msg("Rules", "Left leg"),
    "right_leg": Msg("Rules", "Right leg"),
}
ACTUATOR_TEXT = {
    "hip": Msg("Rules", "hip"),
    "upper_leg": Msg("Rules", "upper leg"),
    "lower_leg": Msg("Rules", "lower leg"),
    "foot": Msg("Rules", "foot"),
    "shoulder": Msg("Rules", "shoulder"),
    "upper_arm": Msg("Rules", "upper arm"),
    "lower_arm": Msg("Rules", "lower arm"),
    "hand": Msg("Rules", "hand"),
}
SIDE_TEXT = {"front": Msg("Rules", "front"), "left": Msg("Rules", "left"), "right": Msg("Rules", "right"),
             "rear": Msg("Rules", "rear")}
PILOT_STATUS_TEXT = {"conscious": Msg("Mech", "conscious"), "unconscious": Msg("Mech", "unconscious"),
                     "dead": Msg("Mech", "dead")}
PHYSICAL_TEXT = {"punch": Msg("Mech", "punch"), "kick": Msg("Mech", "kick")}


def loc_text(loc: Any) -> Text:
    """A location in words, mid-sentence ("left arm"); an unknown key as written, underscores as spaces."""
    if loc in LOCATION_TEXT:
        return LOCATION_TEXT[loc]
    return str(loc or "").replace("_", " ")


def loc_title(loc: Any) -> Text:
    """A location in words at the start of a line ("Left arm")."""
    if loc in LOCATION_TITLE:
        return LOCATION_TITLE[loc]
    return str(loc or "").replace("_", " ").capitalize()


def actuator_text(name: str) -> Text:
    return ACTUATOR_TEXT.get(name, name.replace("_", " "))


def side_text(side: str) -> Text:
    return SIDE_TEXT.get(side, side)


def pilot_status_text(status: str) -> Text:
    return PILOT_STATUS_TEXT.get(status, status)


def colour_text(colour: str) -> Text:
    """A movement die's colour (a rules term of the data)."""
    return term("Rules", colour)


def cover_text(name: str) -> Text:
    """A cover or terrain entry of the data ("heavy_woods") as the Rules Reference names it ("Heavy woods")."""
    return term("Rules", name.replace("_", " ").capitalize())


# ---------------------------------------------------------------- texts read back from a stored state
_LEG_LOST = re.compile(r"^leg lost \((.+)\)$")
_ACTUATOR_HIT = re.compile(r"^actuator hit \((\w+ \w+) (\w+)\)$")
_DAMAGE = re.compile(r"^(\d+) damage this turn$")
_PART_LOST = re.compile(r"^(.+) lost \((.+)\)$")
_ENGINE = re.compile(r"^engine hit (\d+) times$")
_LABELS = {k.replace("_", " "): k for k in LOCATION_TEXT}


def reasons_text(reasons, sep: str = "; ") -> Joined:
    """Reasons for a piloting roll (phrases, or texts read back from a state) one after another."""
    return Joined([reason_text(r) for r in reasons], sep)


def reason_text(reason: Any) -> Text:
    """A reason for a piloting roll as the state keeps it ("kicked", "leg lost (left leg)"), as a message."""
    if isinstance(reason, Phrase):
        return reason.msg
    text = str(reason)
    simple = {"kicked": Msg("Mech", "kicked"), "missed kick": Msg("Mech", "missed kick"),
              "gyro hit": Msg("Mech", "gyro hit")}
    if text in simple:
        return simple[text]
    found = _LEG_LOST.match(text)
    if found and found.group(1) in _LABELS:
        return Msg("Mech", "leg lost (%1)").args(loc_text(_LABELS[found.group(1)]))
    found = _ACTUATOR_HIT.match(text)
    if found and found.group(1) in _LABELS:
        return Msg("Mech", "actuator hit (%1 %2)").args(loc_text(_LABELS[found.group(1)]),
                                                       actuator_text(found.group(2)))
    found = _DAMAGE.match(text)
    if found:
        return Msg("Mech", "%1 damage this turn").args(int(found.group(1)))
    return text


def reason_phrase_leg_lost(loc: str) -> Phrase:
    return Phrase(Msg("Mech", "leg lost (%1)").args(loc_text(loc)))


def reason_phrase_actuator(loc: str, actuator: str) -> Phrase:
    # the stored text keeps the actuator's code ("upper_leg"), as it always has
    msg = Msg("Mech", "actuator hit (%1 %2)").args(loc_text(loc), actuator_text(actuator))
    return Phrase(msg, f"actuator hit ({loc.replace('_', ' ')} {actuator})")


_WHY_LOST = {"critical 20": Msg("Mech", "critical 20"), "critical hit": Msg("Mech", "critical hit"),
             "no structure left": Msg("Mech", "no structure left")}


def destroyed_text(reason: Any) -> Text:
    """Why a mech was destroyed, as the state keeps it ("center torso lost (critical hit)"), as a message."""
    if isinstance(reason, Phrase):
        return reason.msg
    text = str(reason)
    found = _ENGINE.match(text)
    if found:
        return Msg("Mech", "engine hit %1 times").args(int(found.group(1)))
    found = _PART_LOST.match(text)
    if found and found.group(1) in _LABELS:
        why = found.group(2)
        return Msg("Mech", "%1 lost (%2)").args(loc_text(_LABELS[found.group(1)]), _WHY_LOST.get(why, why))
    return text
