"""GURPS dice in the log: each roll's purpose and each modifier's name are kept as message data, so the log's
dice column reads in the GM's language of the moment (Troop Strength figures in its locale)."""

from test_gurps_service import contest_rolls, dice, last_log, make_battle

from muster import i18n
from muster.i18n import render
from muster.rules.dice import Modifier, Roll
from muster.services import gurps
from muster.services.export import format_modifiers, format_rolls

RUSSIAN = {
    ("GURPS", "%1 commander"): "Командующий %1",
    ("GURPS", "%1: strategy roll, 3d6 at or under %2"): "%1: бросок Стратегии, 3d6 не выше %2",
    ("GURPS", "%1: morale roll, 3d6 at or under %2"): "%1: бросок Морали, 3d6 не выше %2",
    ("GURPS", "%1: %2 morale"): "%1: мораль отряда %2",
    ("GURPS", "Strategy"): "Стратегия",
    ("GURPS", "Morale"): "Мораль",
    ("GURPS", "Troop Strength %1"): "Сила Войска %1",
    ("GURPS", "%1 vs %2, %3"): "%1 против %2, %3",
    ("GURPS", "%1,%2"): "%1\u00a0%2",
    ("GURPS", "Result table: loser's morale"): "Таблица результатов: Мораль проигравшего",
}


def russian(context, source, disambiguation=None, n=-1):
    return RUSSIAN.get((context, source), source)


def comma(value, places=None):
    text = f"{value:.{places}f}" if places is not None else str(value)
    return text.replace(".", ",")


def test_roll_purposes_and_modifier_names_are_message_data_shown_in_the_gms_language(service):
    units = {"Red": [("Pikemen", 2820, 10)], "Blue": [("Spears", 2050, 10)]}
    bid, _ = make_battle(service, 12, 12, units=units)
    service.set_dice_source(dice(*contest_rolls(13, 12, "attacker", 8)))
    gurps.roll_contest(service, bid)
    contest = last_log(service)
    service.set_dice_source(dice(8))
    gurps.roll_morale(service, bid)
    morale = last_log(service)

    # kept as data in the log, English when no translator is installed
    assert all(isinstance(r["purpose"], dict) for r in contest.rolls + morale.rolls)
    assert all(isinstance(m["name"], dict) for m in contest.modifiers)
    assert render(contest.rolls[0]["purpose"]) == (
        "Red commander: strategy roll, 3d6 at or under Strategy 12 +1 Troop Strength 2,820 vs 2,050, 1.38:1 = 13")
    assert render(morale.rolls[0]["purpose"]) == (
        "Blue: Spears morale: morale roll, 3d6 at or under Morale 10 -2 Result table: loser's morale = 8")
    assert format_modifiers(contest.modifiers) == "Troop Strength 2,820 vs 2,050, 1.38:1 +1"
    purpose = Roll.from_dict(contest.rolls[0]).purpose

    try:
        i18n.install(russian, comma)
        assert render(purpose) == ("Командующий Red: бросок Стратегии, 3d6 не выше "
                                   "Стратегия 12 +1 Сила Войска 2\u00a0820 против 2\u00a0050, 1,38:1 = 13")
        assert format_rolls(contest.rolls).startswith("Командующий Red: бросок Стратегии, 3d6 не выше Стратегия 12 "
                                                      "+1 Сила Войска 2\u00a0820 против 2\u00a0050, 1,38:1 = 13: 3d6 [")
        assert Modifier.from_dict(contest.modifiers[0]).shown_name == "Сила Войска 2\u00a0820 против 2\u00a0050, 1,38:1"
        assert format_rolls(morale.rolls).startswith(
            "Blue: мораль отряда Spears: бросок Морали, 3d6 не выше Мораль 10 -2 Таблица результатов: "
            "Мораль проигравшего = 8: 3d6 [")
    finally:
        i18n.install(None)
    assert render(purpose).startswith("Red commander: strategy roll")
