"""Campaign commands a rules system brings through its descriptor (GURPS upkeep), reachable without a battle."""

from muster import systems
from muster.gui.operations import campaign as campaign_ops

from gui_helpers import key, when_dialog_opens


def test_gurps_upkeep_is_in_the_campaign_menu_and_opens_without_a_gurps_battle(qtbot, make_window, tmp_path):
    window = make_window()
    assert campaign_ops.new_from_sample(window, tmp_path / "s.muster")
    labels = [a.text() for a in window.menuCampaign.actions()]
    assert any(label.startswith("GURPS &Upkeep") for label in labels)
    assert [c[1] for c in systems.get("gurps").commands] == ["Ctrl+Alt+U"]
    seen = when_dialog_opens(qtbot, lambda dialog: None, accept=False)
    key(qtbot, window, "Ctrl+Alt+U")
    qtbot.waitUntil(lambda: "dialog" in seen)
    assert type(seen["dialog"]).__name__ == "GurpsUpkeepDialog" and "error" not in seen
    assert seen["dialog"].armyCombo.count() >= 2  # every army of the campaign, battle or not
