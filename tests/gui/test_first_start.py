from muster.gui.operations import campaign as campaign_ops

"""First start: data folders are made and a copy of the sample campaign is opened."""


def test_first_start_opens_sample_then_last_campaign(make_window, muster_home, tmp_path):
    from muster.gui.app import first_campaign

    window = make_window()
    path = first_campaign(window)
    assert path == muster_home / "data" / "Campaigns" / "Sample Campaign.muster" and path.exists()
    assert window.open_campaign(path)
    assert {u.name for u in window.roster_model.units()} >= {"Guard Pikes", "Militia Spears"}
    assert window.turnDock.battle_id() is not None  # the sample's battle is ready
    assert campaign_ops.new_campaign(window, tmp_path / "mine.muster")
    assert first_campaign(window) == (tmp_path / "mine.muster").resolve()  # later starts: the last campaign
