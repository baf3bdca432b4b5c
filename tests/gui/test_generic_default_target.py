"""The generic panel's default target is an enemy: the GM's own units come after every enemy in the list."""

from PySide6.QtWidgets import QApplication

from muster.services import queries as q
from muster.services.sample import create_sample


def test_default_target_is_an_enemy_and_friends_come_last(make_window, tmp_path):
    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    battle = next(b for b in q.battles(window.service) if b.system == "generic")
    window.battles.select(battle.id)
    QApplication.processEvents()
    panel = window.battle_view
    side_of = {f.id: f.side_id for f in window.roster_model.forces()}
    units = {u.id: u for u in window.roster_model.units()}
    combo = panel.attackerCombo
    checked = 0
    for i in range(combo.count()):
        combo.setCurrentIndex(i)
        own = side_of[units[panel.attacker_id()].force_id]
        sides = [side_of[units[panel.targetCombo.itemData(t)].force_id] for t in range(panel.targetCombo.count())]
        if any(s != own for s in sides):
            assert side_of[units[panel.target_id()].force_id] != own, "the default target is on the attacker's side"
            assert sides == sorted(sides, key=lambda s: s == own)  # enemies, then friends
            checked += 1
    assert checked >= 2
