"""The common services speak the GM's language: log lines, labels, statuses and errors are messages kept as data.

A stand-in translator (every text in «guillemets», decimal commas) shows what a Russian GM would see: the
message of the moment is translated, the English kept in the file is not.
"""

import json

import pytest

from muster import i18n
from muster.campaign.errors import CampaignError
from muster.rules.dice import DiceError, parse
from muster.services import ServiceError, battle, generic, history, library, roster, transfer
from muster.services import queries as q


@pytest.fixture
def other_language():
    i18n.install(lambda context, source, disambiguation=None, n=-1: f"«{source}»",
                 lambda value, places=None: (f"{value:.{places}f}" if places is not None
                                             else str(value)).replace(".", ","))
    try:
        yield
    finally:
        i18n.install(None)


def _skirmish(svc):
    side = roster.create_side(svc, "Red")
    force = roster.create_force(svc, side, "Foot")
    a = roster.create_unit(svc, force, "Pikes", state={"attack": 20})
    b = roster.create_unit(svc, force, "Bows", state={"max_hits": 3})
    return force, a, b, battle.start_battle(svc, "Ford", "generic", [a, b])


def test_log_labels_and_statuses_read_in_the_gms_language_and_stay_english_in_the_file(service, other_language):
    force, a, b, bid = _skirmish(service)
    battle.next_phase(service, bid)
    generic.attack(service, bid, a, b)
    assert service.history("done", 1)[0].label == "«Pikes attacks Bows»"
    entries = history.history(service, bid)
    assert entries[-2].text == "««Round» 1: «Movement»»" and entries[-2].phase == "«Movement»"
    assert entries[-1].text.startswith("«Pikes attacks Bows: ")  # the GM's names are never translated
    text, label = service.file.raw.execute("SELECT text, label FROM actions ORDER BY id DESC LIMIT 1").fetchone()
    assert label == "Pikes attacks Bows" and text.startswith("Pikes attacks Bows: ") and "«" not in text
    generic.apply_damage(service, b, 3, bid)
    assert q.unit(service, b).status == "«Out of action»"
    english, stored = service.file.raw.execute("SELECT status, status_msg FROM units WHERE id = ?", (b,)).fetchone()
    assert english == "Out of action" and json.loads(stored) == {"c": "Generic", "s": "Out of action"}


def test_errors_are_messages(service, other_language):
    with pytest.raises(ServiceError, match="^«A side needs a name.»$"):
        roster.create_side(service, " ")
    with pytest.raises(DiceError, match="^«'3x' is not dice notation"):
        parse("3x")
    with pytest.raises(transfer.TransferError, match="^«CSV line 2: «a quote opened on this line is never closed"):
        transfer.read_roster_csv('name\n"Pikes\n')


def test_library_status_and_copy_names_follow_the_language(service, other_language, tmp_path):
    force, a, b, bid = _skirmish(service)
    lib = library.Library(tmp_path / "library.sqlite")
    try:
        lib.add_from_unit(service, b)
        assert [r.status for r in lib.rows()] == ["«3/3 hits»"]
        assert lib._db.execute("SELECT status FROM templates").fetchone()[0] == "3/3 hits"
    finally:
        lib.close()
    library.duplicate_units(service, [a])
    assert "«Pikes (copy)»" in [u.name for u in q.roster(service)[2]]


def test_a_campaign_file_problem_is_a_message(tmp_path, other_language):
    from muster.campaign.file import CampaignFile

    (tmp_path / "notes.muster").write_text("not a campaign")
    with pytest.raises(CampaignError) as refused:
        CampaignFile.open(tmp_path / "notes.muster")
    assert str(refused.value) == "«“notes.muster” is not a Muster campaign file.»"
    assert refused.value.message.to_data() == {"c": "Campaign", "s": "“%1” is not a Muster campaign file.",
                                               "a": ["notes.muster"]}
