import pytest
from hypothesis import given
from hypothesis import strategies as st

from muster.rules.dice import (
    DiceError,
    ManualDice,
    Modifier,
    Roll,
    Roller,
    ScriptedDice,
    SeededDice,
    distribution,
    parse,
)


@pytest.mark.parametrize("text,count,sides,bonus", [
    ("d20", 1, 20, 0), ("3d6", 3, 6, 0), ("2d20+3", 2, 20, 3), (" 1D10 - 2 ", 1, 10, -2),
])
def test_parse(text, count, sides, bonus):
    spec = parse(text)
    assert (spec.count, spec.sides, spec.bonus) == (count, sides, bonus)


@pytest.mark.parametrize("text", ["", "20", "d1", "0d6", "3x6", "d20+", "101d6"])
def test_parse_rejects(text):
    with pytest.raises(DiceError):
        parse(text)


def test_roll_records_everything():
    roller = Roller(ScriptedDice([4, 5, 6]))
    roll = roller.roll("3d6", "Strategy contest", [Modifier("Reconnaissance", 1), Modifier("Seer", -2)])
    assert roll.faces == (4, 5, 6)
    assert roll.natural == 15 and roll.modifier_total == -1 and roll.total == 14
    assert roll.source == "scripted" and roller.rolls == [roll]
    assert Roll.from_dict(roll.to_dict()) == roll
    assert "Reconnaissance" in roll.describe()


def test_scripted_dice_run_out_and_range():
    roller = Roller(ScriptedDice([7]))
    with pytest.raises(DiceError, match="only 0 were given"):
        Roller(ScriptedDice([])).roll("d6", "x")
    with pytest.raises(DiceError, match="not a face of a d6"):
        roller.roll("d6", "x")


def test_manual_dice_validate_and_cancel():
    asked = []

    def ask(request):
        asked.append(request)
        return [21] if len(asked) == 1 else None

    roller = Roller(ManualDice(ask))
    with pytest.raises(DiceError, match="21 is not a face of a d20"):
        roller.roll("d20", "Initiative")
    with pytest.raises(DiceError, match="cancelled"):
        roller.roll("d20", "Initiative")
    assert asked[0].purpose == "Initiative"


def test_seeded_dice_replay_and_resume():
    a = SeededDice(seed=42)
    first = [a.faces(_req("d20")) for _ in range(5)]
    b = SeededDice(seed=42)
    assert [b.faces(_req("d20")) for _ in range(5)] == first
    resumed = SeededDice(seed=42, draws=3)
    assert [resumed.faces(_req("d20")) for _ in range(2)] == first[3:]


@given(st.integers(1, 4), st.integers(2, 12), st.integers(-5, 5))
def test_distribution_is_exact(count, sides, bonus):
    notation = f"{count}d{sides}{bonus:+d}" if bonus else f"{count}d{sides}"
    dist = distribution(notation)
    assert sum(dist.values()) == sides ** count
    assert min(dist) == count + bonus and max(dist) == count * sides + bonus


@given(st.integers(0, 2**40), st.integers(1, 6), st.sampled_from([4, 6, 10, 20]))
def test_seeded_faces_in_range(seed, count, sides):
    faces = SeededDice(seed).faces(_req(f"{count}d{sides}"))
    assert len(faces) == count and all(1 <= f <= sides for f in faces)


def _req(notation):
    from muster.rules.dice import DiceRequest
    return DiceRequest(parse(notation), "test")


def test_prompted_dice_ask_between_attempts():
    from muster.rules.dice import DiceNeeded, PromptedDice

    source = PromptedDice()

    def action():
        roller = Roller(source)
        return [roller.roll("d20", "to hit").total, roller.roll("2d6", "damage").total]

    with pytest.raises(DiceNeeded) as need:
        action()
    assert need.value.request.purpose == "to hit"
    source.answer(need.value.request, [12])
    source.restart()
    with pytest.raises(DiceNeeded) as need:
        action()
    with pytest.raises(DiceError, match="needs 2 dice"):
        source.answer(need.value.request, [3])
    source.answer(need.value.request, [3, 5])
    source.restart()
    assert action() == [12, 8]


def test_roll_under_records_target_and_verdict():
    roller = Roller(ScriptedDice([4, 6, 5, 9]))
    roll = roller.roll("3d6", "Strategy", [Modifier("Reconnaissance", 1)], target=14, roll_under=True)
    assert roll.total == 15 and not roll.success
    assert roll.describe() == "Strategy: 3d6 [4+6+5] = 15 ≤ 14 +1 Reconnaissance: failure"
    again = Roll.from_dict(roll.to_dict())
    assert again == roll and again.to_dict()["success"] is False
    high = roller.roll("d10", "Save", [Modifier("Cover", 2)], target=10)
    assert high.total == 11 and high.success and "vs 10: success" in high.describe()


def test_seeded_dice_are_fair_enough():
    source = SeededDice(seed=2026)
    counts = [0] * 20
    for _ in range(20000):
        counts[source.faces(_req("d20"))[0] - 1] += 1
    assert min(counts) > 850 and max(counts) < 1150  # 1,000 expected per face
