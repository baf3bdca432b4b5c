"""The words By This Poleaxe shows the GM, kept as messages (``muster.i18n``) so they read in the GM's language.

A modifier's name is either plain English text (a rules term: a label of ``resources/rules/poleaxe.json``,
or the GM's own spell or modifier name) or a message built here ("Sir Hugh's CHA 16"); both are kept as
data in the squads, the rolls and the log. :func:`modifier_name` shows either: a plain name as a rules
term (the GM's name unchanged when no translation has it), a message in the GM's language.
Roll purposes are messages too, handed to the roller as they are (never rendered first).
"""

from __future__ import annotations

from typing import Iterable

from muster.i18n import Joined, Msg, Text, from_data, render, term

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


def modifier_name(name: Text | dict) -> Text:
    """A modifier's name to show: a plain (English) name as a rules term (translated where it is one, else
    as written), a message as it is, stored message data (``Modifier.to_dict()``) as its message."""
    if isinstance(name, str):
        return term("Rules", name)
    if isinstance(name, dict):
        return from_data(name)
    return name


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


__all__ = ["CONDITION_WORDS", "EFFECT_WORDS", "MORALE_WORDS", "condition_word", "effect_word", "modifier_list",
           "modifier_name", "modifiers_after", "morale_word", "sentence", "signed"]
