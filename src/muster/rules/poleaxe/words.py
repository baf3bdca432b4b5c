"""The words By This Poleaxe shows the GM, kept as messages (``muster.i18n``) so they read in the GM's language.

Modifier names stay plain English text in the squads, the rolls and the log (they are rules terms: the
labels of ``resources/rules/poleaxe.json``, or the GM's own spell names); :func:`modifier_name` shows one
as a rules term, which is the GM's name unchanged when no translation has it.
"""

from __future__ import annotations

from typing import Iterable

from muster.i18n import Joined, Msg, Text, render, term

#: a squad's morale state, as the roster, the log and the panel say it
MORALE_WORDS = {
    "steady": Msg("Poleaxe", "steady"),
    "routing": Msg("Poleaxe", "routing"),
    "rallied": Msg("Poleaxe", "rallied"),
}

#: a member's condition after the Out of the Fight table (the log's "Archers 1 killed")
CONDITION_WORDS = {
    "fit": Msg("Poleaxe", "fit"),
    "killed": Msg("Poleaxe", "killed"),
    "severely_injured": Msg("Poleaxe", "severely injured"),
    "lightly_injured": Msg("Poleaxe", "lightly injured"),
    "unharmed": Msg("Poleaxe", "unharmed"),
}

#: what a spell effect does to a squad (the panel's Effects column)
EFFECT_WORDS = {
    "attack_bonus": Msg("Poleaxe", "attack bonus"),
    "defense_bonus": Msg("Poleaxe", "defense bonus"),
    "incapacitated": Msg("Poleaxe", "incapacitated"),
}


def morale_word(key: str) -> Text:
    return MORALE_WORDS.get(key, key)


def condition_word(key: str) -> Text:
    return CONDITION_WORDS.get(key, key.replace("_", " "))


def effect_word(key: str) -> Text:
    return EFFECT_WORDS.get(key, key.replace("_", " "))


def modifier_name(name: str) -> Msg:
    """A modifier's (English) name as a rules term: translated where it is one, else as written."""
    return term("Rules", name)


def signed(value: int) -> str:
    return f"{value:+d}"


def modifier_list(mods: Iterable, sep: str = ", ") -> Joined:
    """``+1 Attacking from the flank, -2 Long range``."""
    return Joined([Joined([signed(m.value), modifier_name(m.name)], " ") for m in mods], sep)


def modifiers_after(mods: Iterable) -> Joined | str:
    """``, +1 Attacking from the flank, -2 Long range`` after a base value, or nothing without modifiers."""
    items = modifier_list(mods)
    return Joined([", ", items], "") if items else ""


def sentence(text: Text) -> str:
    """A rules message as a sentence of its own: first letter capitalised, a full stop at the end.

    The message is rendered in the GM's language first (errors are shown at once, not stored).
    """
    shown = render(text)
    return shown[:1].upper() + shown[1:] + "."


def rendered(text: Text) -> str:
    """A message for a place that keeps plain text (a roll's purpose): the GM's language of the moment."""
    return render(text)


__all__ = ["CONDITION_WORDS", "EFFECT_WORDS", "MORALE_WORDS", "condition_word", "effect_word", "modifier_list",
           "modifier_name", "modifiers_after", "morale_word", "rendered", "sentence", "signed"]
