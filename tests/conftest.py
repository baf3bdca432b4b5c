import os
import shutil
import sqlite3
import sys
import tempfile
import time
from functools import cached_property
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _ram_disk() -> str | None:
    """Linux's /dev/shm when it has room (a container's may have 64 MB), for the tests' files."""
    try:
        room = os.statvfs("/dev/shm")
    except OSError:
        return None
    return "/dev/shm" if room.f_bavail * room.f_frsize >= 2 << 30 and os.access("/dev/shm", os.W_OK) else None


# The tests' files (pytest's tmp_path, every campaign, settings file and temporary copy, here and in the processes
# tests start) live on a RAM disk where there is one, unless TMPDIR says where: what they check is the same on any
# file system, and each fsync — a campaign made or opened, a QSettings written — costs 5-10 ms on a disk, which over
# the suite is tens of seconds of waiting.
if "TMPDIR" not in os.environ and sys.platform.startswith("linux") and (_ram := _ram_disk()):
    os.environ["TMPDIR"] = _ram
    tempfile.tempdir = None  # gettempdir() looks again
# Keep pytest's assertion-rewritten test modules between runs even where the shell sets PYTHONDONTWRITEBYTECODE:
# rewriting 3,500 asserts costs every xdist worker seconds before the first test. The processes started from here
# (the xdist workers, started after this file is read, and the pytests and apps the tests start) keep theirs too:
# with the variable set, each rewrote pytest's plugins (pytest-qt, xdist, hypothesis: ~0.8 s CPU) at every start.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Property tests: 40 examples a run unless a test asks for more (the suite stays under a minute on two cores);
# in CI the examples are derandomized, as Hypothesis's own CI profile does, so a red run can be replayed.
settings.register_profile("muster", max_examples=40, derandomize=bool(os.environ.get("CI")), deadline=None)
settings.load_profile("muster")

SERVICE_SEED = 7  # the `service` fixture's dice seed (tests script rolls from it)

# The tests that take seconds each (most start processes), with their rough cost in CPU seconds (bench/suite_time.py
# prints the costliest). pytest-xdist's worksteal gives each worker a contiguous share of the collection and steals
# from the end of a share, so these are dealt first into every share, costliest first: each worker starts on its
# long tests and ends on short ones, and no long test starts last and sets the wall time. Order only: none is left out.
LONG_TESTS = {
    "tests/gui/test_fits_laptop_screens.py::test_everything_fits_the_laptop_screen": 13,
    "tests/services/test_advice_property.py::test_an_options_win_agrees_with_the_forecast[gurps]": 5,
    "tests/services/test_advice_property.py::": 3,
    "tests/services/test_advice_property_gm.py::test_gurps_win": 3,
    "tests/web/test_pages_in_a_browser.py::test_the_readme_pictures": 3.5,
    "tests/display/test_restart_on_a_real_display.py::test_every_system_shown_then_the_app_starts_again": 10,
    "tests/display/test_restart_on_a_real_display.py::test_clean_quit_leaves_no_sidecars_and_a_kill_is_recovered": 6,
    "tests/gui/test_high_dpi.py::": 4,
    "tests/gui/test_gurps_models.py::test_random_edits": 4,
    "tests/gui/test_mech_models.py::test_random_edits": 3.5,
    "tests/test_input_fuzz.py::test_muster_rules_answers_json": 3.5,
    "tests/gui/test_player_view_secrets.py::test_no_gm_secret": 3.3,
    "tests/test_translations.py::test_lupdate_over_the_project": 3,
    "tests/gui/test_player_view_hidden_everywhere.py::": 3,
    "tests/gui/test_poleaxe_models.py::test_random_edits": 3,
    "tests/gui/test_bucs_models.py::test_random_edits": 3,
    "tests/services/test_forecast.py::test_mech_forecast_before_combat": 2.7,
    "tests/test_cli.py::test_smoke_": 2,
    "tests/services/test_timelines_property.py::": 3,
    "tests/web/test_no_leak.py::": 3,
}


def _cost(item) -> float:
    return next((cost for name, cost in LONG_TESTS.items() if item.nodeid.startswith(name)), 0.0)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    if workers < 2:
        return
    long = sorted((item for item in items if _cost(item)), key=_cost, reverse=True)
    rest = [item for item in items if not _cost(item)]
    shares: list[list] = [[] for _ in range(workers)]
    for item in long:  # the costliest to the share with the least so far
        min(shares, key=lambda share: sum(map(_cost, share))).append(item)
    ordered, left = [], len(items)
    for n, share in enumerate(shares):  # worksteal's first split: len(pending) // workers still to serve
        size = max(left // (workers - n), len(share))
        take, rest = rest[:size - len(share)], rest[size - len(share):]
        ordered += share + take
        left -= len(share) + len(take)
    items[:] = ordered + rest


class CampaignTemplates:
    """One empty campaign and one sample campaign per language per test session, built on first use.

    Creating a campaign costs 30-300 ms (schema statements each synced to disk, the sample's battles);
    copying a finished file costs about one. The sample is written in the language installed when it is asked for,
    as ``create_sample`` writes it. A pytest that a test starts (the laptop-fit and high-DPI checks) uses the
    templates of the test that started it (``shared_with``), the files already made in ``folder``.
    """

    def __init__(self, folder: Path):
        self.folder = folder
        self._samples: dict[str, Path] = {}

    @cached_property
    def empty(self) -> Path:
        from muster.campaign.file import CampaignFile

        path = self.folder / "empty.muster"
        if not path.exists():
            CampaignFile.create(path, seed=SERVICE_SEED).close()
        return path

    def sample_in(self, language: str | None = None) -> Path:
        """The sample campaign as ``create_sample`` writes it in ``language`` (by default the one installed)."""
        from muster import i18n
        from muster.services.sample import create_sample, sample_data

        language = language or i18n.language()
        if language not in self._samples:
            path = self.folder / f"sample-{language}.muster"
            self._samples[language] = path if path.exists() else create_sample(path, sample_data(language))
        return self._samples[language]

    def shared_with(self, env: dict, language: str) -> dict:
        """``env`` for a pytest started by a test: it copies these templates (made now) instead of making its own."""
        assert self.empty.exists() and self.sample_in(language).exists()
        return {**env, SHARED_TEMPLATES: str(self.folder)}

    @property
    def sample(self) -> Path:
        return self.sample_in()

    def build(self) -> None:
        """Make both templates now (the sample in the language installed)."""
        assert self.empty.exists() and self.sample.exists()

    def copy_to(self, path: str | os.PathLike, *, sample: bool = False, seed: int | None = None,
                language: str | None = None) -> Path:
        """Write a template at ``path`` as the real functions write a campaign: built beside it, moved in whole
        (owner-only, as both make it)."""
        from muster.atomic import replacing

        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path, ".muster", private=True) as tmp:
            shutil.copyfile(self.sample_in(language) if sample else self.empty, tmp)
            restamp(tmp, seed)
        return path


def restamp(path: Path, seed: int | None) -> None:
    """Give a copied campaign its own dice seed (``None``: a fresh random one, as a new campaign gets) and date."""
    from muster.rules.dice import SeededDice

    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("UPDATE meta SET value=? WHERE key='dice_seed'", (str(SeededDice(seed).seed),))
        db.execute("UPDATE meta SET value='0' WHERE key='dice_draws'")
        db.execute("UPDATE meta SET value=? WHERE key='created'", (time.strftime("%Y-%m-%dT%H:%M:%S"),))
    finally:
        db.close()


SHARED_TEMPLATES = "MUSTER_TEST_TEMPLATES"  # set by CampaignTemplates.shared_with for the pytest a test starts


@pytest.fixture(scope="session")
def campaign_templates(tmp_path_factory) -> CampaignTemplates:
    shared = os.environ.get(SHARED_TEMPLATES)
    return CampaignTemplates(Path(shared) if shared else tmp_path_factory.mktemp("campaign-templates"))


@pytest.fixture
def campaign_copy(campaign_templates, tmp_path):
    """``campaign_copy(name, sample=False, seed=None) -> Path``: a new closed campaign file at ``tmp_path / name``.

    The same file ``CampaignFile.create(path, seed=seed)`` (or ``create_sample(path)``) would write, copied from
    the session's template; ``seed=None`` gives it a fresh random dice seed like a real new campaign.
    """

    def make(name: str | os.PathLike = "test.muster", *, sample: bool = False, seed: int | None = None) -> Path:
        return campaign_templates.copy_to(tmp_path / name, sample=sample, seed=seed)

    return make


@pytest.fixture(autouse=True)
def muster_home(tmp_path, monkeypatch):
    """Every test gets its own data, config and log folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("MUSTER_HOME", str(home))
    return home


@pytest.fixture
def service(campaign_copy):
    """An empty campaign open in a CampaignService (dice seed 7)."""
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService

    svc = CampaignService(CampaignFile.open(campaign_copy("test.muster", seed=SERVICE_SEED)))
    yield svc
    if not svc.file.closed:
        svc.close()


@pytest.fixture
def sample_service(campaign_copy):
    """The bundled sample campaign open in a CampaignService."""
    from muster.campaign.file import CampaignFile
    from muster.services import CampaignService

    svc = CampaignService(CampaignFile.open(campaign_copy("sample.muster", sample=True)))
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
