"""Mech dice in the log: each roll's purpose and each modifier's name are kept as message data, so the log's
dice column reads in the GM's language of the moment; the GM's own names (mechs, weapons, a modifier the GM
named) stay as typed."""

from test_mech_service import duel, to_phase  # noqa: F401 (the fixture)

from muster import i18n
from muster.i18n import render
from muster.rules.dice import Modifier, Roll, ScriptedDice
from muster.services import mech
from muster.services import queries as q
from muster.services.export import format_modifiers, format_rolls

RUSSIAN = {
    ("Mech", "%1: initiative"): "%1: инициатива",
    ("Mech", "Piloting"): "Пилотирование",
    ("Mech", "Gunnery"): "Стрельба",
    ("Mech", "%1: %2 at %3"): "%1: %2 по %3",
    ("Mech", "Medium range (%1 hexes; %2/%3/%4)"): "Средняя дистанция (%1 гекс.; %2/%3/%4)",
    ("Rules", "Light woods"): "Редкий лес",
    ("Mech", "GM modifier"): "Модификатор ведущего",
    ("Rules", "Smoke"): "Дым",  # a rules term of the same text must not touch the GM's own name
    ("Mech", "%1: %2 hit location on %3"): "%1: %2, место попадания по %3",
    ("Mech", "%1: critical hit roll, %2 (%3)"): "%1: бросок на критическое попадание, %2 (%3)",
    ("Rules", "center torso"): "центр торса",
    ("Mech", "internal damage"): "внутренние повреждения",
}


def russian(context, source, disambiguation=None, n=-1):
    return RUSSIAN.get((context, source), source)


def last_log(svc):
    return q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]


def test_roll_purposes_and_modifier_names_are_message_data_shown_in_the_gms_language(duel):  # noqa: F811
    svc, bid, a, b = duel
    svc.set_dice_source(ScriptedDice([15, 5]))
    mech.roll_initiative(svc, bid, "last")
    initiative = last_log(svc)
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, mech.Declaration.from_dict({"attacker": a, "target": b, "weapon": "cannon",
                                                              "range": 7, "cover": ["light_woods"],
                                                              "modifiers": [{"name": "GM modifier", "value": 1},
                                                                            {"name": "Smoke", "value": -1}]}))
    declared = last_log(svc)
    svc.set_dice_source(ScriptedDice([15, 17, 1]))  # hits, center torso, internal damage: a critical roll
    mech.resolve_combat(svc, bid)
    combat = last_log(svc)

    # kept as data in the log, English when no translator is installed
    rolls = initiative.rolls + combat.rolls
    assert all(isinstance(r["purpose"], dict) for r in rolls)
    assert all(isinstance(m["name"], dict) for r in rolls for m in r["modifiers"])
    assert all(isinstance(m["name"], dict) for m in declared.modifiers)
    assert format_rolls(initiative.rolls) == "Anvil: initiative: d20 [15] +0 Piloting = 15; " \
                                             "Bell: initiative: d20 [5] +0 Piloting = 5"
    assert format_rolls(combat.rolls) == (
        "Anvil: Cannon at Bell: d20 [15] +0 Gunnery -2 Medium range (7 hexes; 5/10/15) -1 Light woods "
        "+1 GM modifier -1 Smoke = 12; Anvil: Cannon hit location on Bell: d20 [17] = 17; "
        "Bell: critical hit roll, center torso (internal damage): d20 [1] = 1")
    assert format_modifiers(declared.modifiers) == (
        "Gunnery +0, Medium range (7 hexes; 5/10/15) -2, Light woods -1, GM modifier +1, Smoke -1")
    attack = Roll.from_dict(combat.rolls[0])

    try:
        i18n.install(russian)
        assert format_rolls(initiative.rolls).startswith("Anvil: инициатива: d20 [15] +0 Пилотирование = 15; ")
        assert format_rolls(combat.rolls) == (
            "Anvil: Cannon по Bell: d20 [15] +0 Стрельба -2 Средняя дистанция (7 гекс.; 5/10/15) -1 Редкий лес "
            "+1 Модификатор ведущего -1 Smoke = 12; Anvil: Cannon, место попадания по Bell: d20 [17] = 17; "
            "Bell: бросок на критическое попадание, центр торса (внутренние повреждения): d20 [1] = 1")
        assert render(attack.purpose) == "Anvil: Cannon по Bell"
        assert [m.shown_name for m in attack.modifiers][-2:] == ["Модификатор ведущего", "Smoke"]
        assert Modifier.from_dict(declared.modifiers[0]).shown_name == "Стрельба"
    finally:
        i18n.install(None)
    assert render(attack.purpose) == "Anvil: Cannon at Bell"
