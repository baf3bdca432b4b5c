"""Pictures of the table link's pages (issue 28): a side page on a phone and the table page on a TV, to PNG.

    python -m muster.tools.web_screenshots OUTDIR [--lang en|ru]

A fresh copy of the sample campaign, with a little play done (a generic attack, a mech run hot and hit, a Poleaxe
squad that lost a figure, a BUCS squad shaken), served by the real :class:`muster.web.link.TableLink` on 127.0.0.1
and opened in the distribution's Chromium (``/usr/bin/chromium``, headless, through Playwright: a development
dependency, nothing is downloaded). Writes ``table-link-phone.png`` (the players' side page at 360×640, scrolled to
the mech battle) and ``table-link-tv.png`` (the table page at 1920×1080). Settings and data go to a temporary
MUSTER_HOME. The README's pictures in ``resources/screenshots/`` come from it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, ViewportSize

    from muster.services import CampaignService
    from muster.web.link import LinkInfo

CHROMIUM = "/usr/bin/chromium"
# without the background-networking flags Chromium reaches for Google's services (refused on a closed network)
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE: ViewportSize = {"width": 360, "height": 640}
TV: ViewportSize = {"width": 1920, "height": 1080}
SAMPLE_NAME = {"en": "Sample Campaign", "ru": "Пример кампании"}  # as the app names it on first start


def _units(svc: CampaignService, system: str) -> tuple[list[tuple[int, dict]], list[tuple[int, dict]]]:
    """The units of ``system`` on the first side (the players') and on the others, in roster order, with states."""
    rows = svc.file.raw.execute(
        "SELECT u.id, u.state, s.position, s.id FROM units u JOIN forces f ON f.id = u.force_id "
        "JOIN sides s ON s.id = f.side_id WHERE u.system = ? ORDER BY s.position, s.id, u.position, u.id",
        (system,)).fetchall()
    if not rows:
        raise SystemExit(f"the sample campaign has no {system} unit")
    first = (rows[0][2], rows[0][3])
    own = [(int(r[0]), json.loads(r[1])) for r in rows if (r[2], r[3]) == first]
    others = [(int(r[0]), json.loads(r[1])) for r in rows if (r[2], r[3]) != first]
    return own, others


def _battle(svc: CampaignService, system: str) -> int:
    return int(svc.file.raw.execute("SELECT id FROM battles WHERE system = ? ORDER BY id", (system,)).fetchone()[0])


def play_a_little(svc: CampaignService) -> None:
    """A moment of the sample's battles worth a picture, done as a GM does it (each an undoable action)."""
    from muster.services import generic, roster

    (tusker, mech), (boar, other) = _units(svc, "mech")[0][:2]
    mech["damage"] = {**mech["damage"], "left_arm": 40, "left_torso": 24, "center_torso": 12, "right_leg": 6}
    roster.set_unit_state(svc, tusker, {**mech, "lost": ["left_arm"], "heat": 16})
    roster.set_unit_state(svc, boar, {**other, "heat": 6, "damage": {**other["damage"], "right_arm": 5}})
    squad, state = _units(svc, "poleaxe")[0][0]
    roster.set_unit_state(svc, squad, {**state, "hits": 1, "hits_left": max(0, int(state.get("hits_left", 3)) - 1)})
    second, bucs = _units(svc, "bucs")[0][1]
    roster.set_unit_state(svc, second, {**bucs, "morale_hits": 1})
    skirmish = _battle(svc, "generic")
    (pikes, _), (archers, _) = _units(svc, "generic")[0][:2]
    (spears, _), (riders, _) = _units(svc, "generic")[1][:2]
    generic.apply_damage(svc, pikes, 4, skirmish)
    from muster.rules.dice import ScriptedDice

    svc.set_dice_source(ScriptedDice([15, 2, 4, 16, 1]))  # the same picture every time: a hit, a miss, a hit
    try:
        for attacker, target in ((pikes, spears), (riders, archers), (archers, riders)):  # the log's last lines
            generic.attack(svc, skirmish, attacker, target)
    finally:
        svc.set_dice_source(None)


def photograph(browser: BrowserContext, info: LinkInfo, out: Path) -> list[Path]:
    """The players' side page on a phone (scrolled to the mech battle) and the table page on a TV, into ``out``."""
    written = [out / "table-link-phone.png", out / "table-link-tv.png"]
    phone = browser.new_page()
    try:
        phone.set_viewport_size(PHONE)
        phone.goto(info.sides[0].url)
        mech_battle = phone.locator('section.battle[data-system="mech"]')
        mech_battle.wait_for()
        mech_battle.evaluate("el => window.scrollTo(0, el.offsetTop - 8)")
        phone.screenshot(path=str(written[0]))
    finally:
        phone.close()
    tv = browser.new_page()
    try:
        tv.set_viewport_size(TV)
        tv.goto(info.table_url)
        tv.locator("section.battle").first.wait_for()
        tv.screenshot(path=str(written[1]))
    finally:
        tv.close()
    return written


def shoot(svc: CampaignService, out: Path, lang: str) -> list[Path]:
    """Serve ``svc`` on 127.0.0.1 and photograph its pages in a headless Chromium."""
    from playwright.sync_api import sync_playwright

    from muster.web.link import TableLink

    link = TableLink(svc, bind="127.0.0.1", port=0, language=lang)
    info = link.start()
    try:
        with tempfile.TemporaryDirectory(prefix="muster-chromium-") as profile, sync_playwright() as p:
            browser = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                           headless=True, viewport=PHONE)
            try:
                return photograph(browser, info, out)
            finally:
                browser.close()
    finally:
        link.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m muster.tools.web_screenshots")
    parser.add_argument("outdir")
    parser.add_argument("--lang", default="en", choices=("en", "ru"), help="the pages' language")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing: install the distribution's chromium", file=sys.stderr)
        return 1
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="muster-web-shots-") as home:
        os.environ["MUSTER_HOME"] = home
        from muster.campaign.file import CampaignFile
        from muster.services import CampaignService
        from muster.services.sample import create_sample, sample_data

        path = create_sample(Path(home) / f"{SAMPLE_NAME[args.lang]}.muster", sample_data(args.lang))
        svc = CampaignService(CampaignFile.open(path))
        try:
            play_a_little(svc)
            for picture in shoot(svc, out, args.lang):
                print(picture)
        finally:
            svc.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
