"""Campaign ▸ Dice Report's numbers: the faces of hand-entered and automatic dice, per die type and battle."""

from muster.rules.dice import ScriptedDice
from muster.services import dice_roller
from muster.services import queries as q
from muster.services.dice_report import BIASED, FAIR, TOO_FEW, dice_report, die_sides


def _roll_by_hand(svc, notation, faces, battle_id=None):
    svc.set_dice_source(ScriptedDice(faces))
    try:
        dice_roller.roll(svc, notation, battle_id=battle_id)
    finally:
        svc.set_dice_source(None)


def _die(dice, sides):
    return next(d for d in dice if d.sides == sides)


def test_die_types_from_notation():
    assert [die_sides(n) for n in ("2d6+1", "d20", "d100", "d%", "3d6-2", "hello")] == [6, 20, 100, 100, 6, None]


def test_faces_counted_per_source_kind_and_die_type(sample_service):
    svc = sample_service
    before = dice_report(svc)
    _roll_by_hand(svc, "2d6", [6, 6])
    _roll_by_hand(svc, "d6", [3])
    _roll_by_hand(svc, "d20", [17])
    dice_roller.roll(svc, "3d8")  # the campaign's own dice
    report = dice_report(svc)
    d6 = _die(report.by_hand, 6)
    assert d6.counts == (0, 0, 1, 0, 0, 2) and d6.dice == 3
    assert _die(report.by_hand, 20).counts[16] == 1
    assert 8 not in {d.sides for d in report.by_hand}
    auto_d8 = _die(report.automatic, 8).dice - sum(d.dice for d in before.automatic if d.sides == 8)
    assert auto_d8 == 3
    assert report.rolls == before.rolls + 4
    assert d6.verdict == TOO_FEW and "too few" in d6.verdict_text


def test_a_loaded_die_is_flagged_and_a_fair_one_is_not(service):
    for _ in range(60):
        _roll_by_hand(service, "d6", [6])
    for face in list(range(1, 11)) * 10:
        _roll_by_hand(service, "d10", [face])
    report = dice_report(service)
    loaded, fair = _die(report.by_hand, 6), _die(report.by_hand, 10)
    assert loaded.verdict == BIASED and loaded.p_value < 0.001 and "looks biased (p < 0.001)" in loaded.verdict_text
    assert fair.verdict == FAIR and fair.p_value > 0.99 and "no sign of bias" in fair.verdict_text
    assert fair.statistic == 0 and fair.degrees_of_freedom == 9 and fair.expected == 10
    assert loaded.rolls_needed >= 5 * 6 and fair.rolls_needed > loaded.rolls_needed
    assert report.automatic == ()


def test_undone_rolls_still_count(service):
    _roll_by_hand(service, "d4", [2])
    service.undo()
    assert _die(dice_report(service).by_hand, 4).counts == (0, 1, 0, 0)


def test_per_battle(sample_service):
    svc = sample_service
    first, second = (b.id for b in q.battles(svc)[:2])
    in_first = dice_report(svc, first)
    _roll_by_hand(svc, "d12", [5], battle_id=first)
    _roll_by_hand(svc, "d12", [7, ], battle_id=second)
    _roll_by_hand(svc, "d12", [9])  # the campaign's, in no battle
    d12_first = _die(dice_report(svc, first).by_hand, 12)
    assert d12_first.counts[4] == 1 and d12_first.dice == 1 + sum(d.dice for d in in_first.by_hand if d.sides == 12)
    assert _die(dice_report(svc, second).by_hand, 12).counts[6] == 1
    whole = _die(dice_report(svc).by_hand, 12)
    assert (whole.counts[4], whole.counts[6], whole.counts[8]) == (1, 1, 1)
    assert dice_report(svc, first).battle_id == first
