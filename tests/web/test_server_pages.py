"""The pages' data (``services.table_pages``, issue 28): the table page is the Player View, battle by battle; a side
page holds its own units as the GM sees them and the others as the Player View shows them; hidden units nowhere."""

from __future__ import annotations

import json

from muster.services import generic, visibility
from muster.services import queries as q
from muster.services.table_pages import PageCache, build_pages, side_page, table_page


def _units(page) -> dict[int, dict]:
    return {u["id"]: u for b in page.to_dict()["battles"] for s in b["sides"] for u in s["units"]}


def _side_ids(svc) -> list[int]:
    return [s.id for s in q.roster(svc)[0]]


def test_the_table_page_is_the_player_view(sample_service):
    page = table_page(sample_service).to_dict()
    assert page["page"] == "table" and page["side"] is None and page["v"] == 1
    for shown in page["battles"]:
        public = visibility.player_battle(sample_service, shown["id"])
        units = [u for s in shown["sides"] for u in s["units"]]
        assert sorted(u["id"] for u in units) == sorted(u.id for u in public.units)
        by_id = {u.id: u for u in public.units}
        for unit in units:
            assert unit["status"] == by_id[unit["id"]].status and unit["fields"] == []
            assert (unit["mech"] is not None) == by_id[unit["id"]].doll
        assert shown["acting"] == next((u.name for u in public.units if u.acting), None)
        assert shown["distances"] == list(public.distances)


def test_a_side_sees_its_own_units_in_full_in_every_system(sample_service):
    svc = sample_service
    first, second = _side_ids(svc)
    pages = build_pages(svc, [first, second], lang="en", seq=3)
    assert set(pages) == {None, first, second} and all(p.seq == 3 for p in pages.values())
    for side_id in (first, second):
        data = pages[side_id].to_dict()
        systems = set()
        for battle in data["battles"]:
            own = [s for s in battle["sides"] if s["own"]]
            assert len(own) == 1 and own[0]["name"] == data["side"]["name"]
            for unit in own[0]["units"]:
                assert unit["fields"], (battle["system"], unit["name"])
                systems.add(battle["system"])
            for other in (s for s in battle["sides"] if not s["own"]):
                assert all(u["fields"] == [] and u["mech"] is None and u["pips"] is None for u in other["units"])
        assert systems == {"generic", "bucs", "poleaxe", "gurps", "mech"}


def test_an_own_unit_follows_its_damage(sample_service):
    svc = sample_service
    fight = next(b for b in q.battles(svc) if b.system == "generic")
    unit = fight.initiative[0]
    side = next(s.id for s in q.roster(svc)[0] if s.name == visibility.player_battle(svc, fight.id).own_side)
    cache = PageCache()
    before = dict(_units(build_pages(svc, [side], lang="en", seq=1, cache=cache)[side])[unit]["fields"])
    generic.apply_damage(svc, unit, 3, fight.id)
    after = dict(_units(build_pages(svc, [side], lang="en", seq=2, cache=cache)[side])[unit]["fields"])
    assert before["Hits"] != after["Hits"] and after["Hits"].startswith(str(q.unit_state(svc, unit)["max_hits"] - 3))


def test_the_other_sides_follow_the_enemy_detail_setting(sample_service):
    svc = sample_service
    first, second = _side_ids(svc)
    summary = _units(side_page(svc, first))
    visibility.set_enemy_detail(svc, True)
    detail = _units(side_page(svc, first))
    enemy = [u.id for u in q.roster(svc)[2] if u.id in detail and q.force(svc, u.force_id).side_id == second]
    assert enemy
    for uid in enemy:
        assert detail[uid]["status"] == q.unit(svc, uid).status
        assert detail[uid]["fields"] == [] and summary[uid]["fields"] == []
    assert any(summary[uid]["status"] != detail[uid]["status"] for uid in enemy)


def test_a_hidden_unit_is_on_no_page(sample_service):
    svc = sample_service
    battle = next(b for b in q.battles(svc) if b.system == "poleaxe")
    hidden = battle.initiative[-1]
    name = q.unit(svc, hidden).name
    visibility.set_hidden(svc, [hidden], True)
    for page in build_pages(svc, _side_ids(svc), lang="en", seq=1).values():
        assert hidden not in _units(page)
        assert name not in page.to_json().decode("utf-8")
        assert json.loads(page.to_json()) == json.loads(json.dumps(page.to_dict()))
