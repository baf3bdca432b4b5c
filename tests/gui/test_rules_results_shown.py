"""The rulings' results as the GM sees them in the panels: Poleaxe HD per HTK chosen per cast, BUCS medics per
day and what they healed, the mech damage phase's piloting odds before the roll, tiny chances never shown as 0."""

from fractions import Fraction

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.gui.systems import compact
from muster.services import house_rules, roster
from muster.services import queries as q

from gui_helpers import when_dialog_opens


def sample_battle(window, tmp_path, system):
    from muster.services.sample import create_sample

    assert campaign_ops.open_campaign(window, create_sample(tmp_path / "sample.muster"))
    battle = next(b for b in q.battles(window.service) if b.system == system)
    window.battles.select(battle.id)
    return battle


def test_tiny_chances_are_never_a_false_zero():
    assert compact.percent(Fraction(1, 46656)) == "<0.01%"
    assert compact.percent(Fraction(46655, 46656)) == ">99.99%"
    assert (compact.percent(Fraction(161, 200)), compact.percent(0.2), compact.percent(0)) == ("80.5%", "20%", "0%")


def test_poleaxe_spell_tab_offers_the_campaigns_hd_per_htk_for_each_cast(qtbot, make_window, tmp_path):
    window = make_window()
    sample_battle(window, tmp_path, "poleaxe")
    panel = window.battle_view
    panel.spellKindCombo.setCurrentIndex(panel.spellKindCombo.findData("damage"))
    assert panel.spellPerSpin.value() == 2 and (panel.spellPerSpin.minimum(), panel.spellPerSpin.maximum()) == (2, 3)
    assert "every 2 to 3 HD" in panel.spellPerHint.text() and "you choose for each cast" in panel.spellPerHint.text()
    assert not panel.spellPerHint.isHidden()
    panel.spellKindCombo.setCurrentIndex(panel.spellKindCombo.findData("protection"))
    assert panel.spellPerHint.isHidden()

    battle = window.current_battle()
    window.run(house_rules.set_override, "poleaxe", {"spells": {"hd_per_htk": {"default": 3}}})
    window.battles.select(next(b.id for b in q.battles(window.service) if b.id != battle.id))
    window.battles.select(battle.id)  # the panel reads the house rule when it shows the battle again
    panel = window.battle_view
    panel.spellKindCombo.setCurrentIndex(panel.spellKindCombo.findData("damage"))
    assert panel.spellPerSpin.value() == 3 and "(3 is offered first)" in panel.spellPerHint.text()


def test_bucs_healing_says_hits_a_day_and_what_the_medics_healed(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_campaign(window, tmp_path / "heal.muster")
    run = window.run
    force = run(roster.create_force, run(roster.create_side, "Red"), "Red Co")
    hurt = run(roster.create_unit, force, "Alpha Squad", "bucs", {"quality": "Elite", "casualty_hits": 1,
                                                                   "morale_hits": 1})
    medics = run(roster.create_unit, force, "Medics", "bucs", {"quality": "Average", "specialties": ["Medical"]})
    battle_ops.new_battle(window, "Aftermath", "bucs", [hurt, medics])
    panel = window.battle_view
    seen = {}

    def look(dialog):
        seen["preview"] = dialog.previewText.toPlainText()

    when_dialog_opens(qtbot, look)
    panel.after_battle()
    assert "Medics heal 1 hit a day." in seen["preview"] and "can save" not in seen["preview"]
    assert "Medics: 1 casualty hit saved, 0 morale hits healed." in seen["preview"]
    assert "Medics: 1 casualty hit saved" in panel.lastResult.text()


def test_mech_piloting_odds_show_before_the_damage_phase(qtbot, make_window, tmp_path):
    window = make_window()
    battle = sample_battle(window, tmp_path, "mech")
    hit = battle.initiative[0]
    state = q.unit_state(window.service, hit)
    state["turn"]["damage_taken"] = 21
    window.run(roster.set_unit_state, hit, state, "Hit hard")
    while window.current_battle().phase != 4:
        battle_ops.next_phase(window)
    panel = window.battle_view
    label = panel.odds_widget()
    assert label is panel.pilotingLabel and label.isVisible()
    name = window.roster_model.unit_row(hit).name
    assert f"<b>{name}</b> piloting roll:" in label.text() and "% to stay up" in label.text()
    assert "-1 20+ damage this turn" in label.text()
