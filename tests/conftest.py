import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def muster_home(tmp_path, monkeypatch):
    """Every test gets its own data, config and log folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("MUSTER_HOME", str(home))
    return home


@pytest.fixture
def service(tmp_path):
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService

    svc = CampaignService(CampaignFile.create(tmp_path / "test.muster", seed=7))
    yield svc
    if not svc.file.closed:
        svc.close()


@pytest.fixture
def skirmish(service):
    """Two sides, one force each, two generic units each, and a battle between them."""
    from muster.services import battle, roster

    units = []
    for side_name, force_name in (("Red", "Red Foot"), ("Blue", "Blue Foot")):
        side = roster.create_side(service, side_name)
        force = roster.create_force(service, side, force_name)
        units += [roster.create_unit(service, force, f"{force_name} {n}", state={"attack": 2, "max_hits": 6})
                  for n in (1, 2)]
    battle_id = battle.start_battle(service, "Test battle", "generic", units)
    return service, battle_id, units
