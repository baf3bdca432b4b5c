"""House rules reach every place a Poleaxe rule is applied (issue 26): new squads, the builder's tables and the
players' summary, each under a house rule that changes the outcome."""

import pytest

from muster.services import ServiceError, house_rules, roster, visibility
from muster.services import poleaxe as px
from muster.services.queries import unit_state
from muster.services.systems import campaign_tables

FOOT = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}  # HTK 3 by the book


def _force(svc):
    return roster.create_force(svc, roster.create_side(svc, "Red"), "Red foot")


def test_a_new_squad_of_five_is_refused_when_squads_are_four(service):
    force = _force(service)
    roster.create_unit(service, force, "Spears", "poleaxe", {**FOOT, "name": "Spears"})
    house_rules.set_override(service, "poleaxe", {"squad": {"max_members": 4}})
    with pytest.raises(ServiceError, match="4"):
        roster.create_unit(service, force, "Axes", "poleaxe", {**FOOT, "name": "Axes"})
    assert px.squad_tables(service).max_members == 4 and px.squad_tables(None).max_members == 5


def test_the_players_summary_follows_the_campaigns_hits_to_kill(service):
    force = _force(service)
    book = roster.create_unit(service, force, "Spears", "poleaxe", {**FOOT, "name": "Spears", "hits": 2})
    house_rules.set_override(service, "poleaxe", {"hits_to_kill": {"minimum": 6}})
    house = roster.create_unit(service, force, "Axes", "poleaxe", {**FOOT, "name": "Axes", "hits": 2})
    tables = campaign_tables(service, "poleaxe")
    assert visibility.summarise("poleaxe", unit_state(service, book), tables).text == "steady · badly hurt"
    assert visibility.summarise("poleaxe", unit_state(service, house), tables).text == "steady · hurt"
