"""The dice the GUI names (no Qt): the errors, the GM-entered source and its request, the notation parser and
the modifier of a roll, from ``muster.rules.dice``, so the GUI reaches the rules only through services.

``PromptedDice`` asks for each roll by raising ``DiceNeeded`` (outside any transaction); the window answers with
``check_faces`` on the faces the GM typed; ``DiceCancelled`` is the GM's no.
"""

from __future__ import annotations

from muster.rules.dice import (
    DiceCancelled,
    DiceError,
    DiceNeeded,
    DiceRequest,
    DiceSpec,
    Modifier,
    PromptedDice,
    check_faces,
    parse,
)

__all__ = ["DiceCancelled", "DiceError", "DiceNeeded", "DiceRequest", "DiceSpec", "Modifier", "PromptedDice",
           "check_faces", "parse"]
