"""The mech use cases' stored results are read back by one function, whatever wrote them."""

from muster.i18n import Msg, render, to_data
from muster.services import mech


def test_a_stored_result_reads_back_its_headline_and_lines():
    headline = Msg("Mech", "Damage phase turn %1:").args(2)
    stored = mech.StoredResult(headline, ("Tusker: nothing to do",)).to_dict()
    assert stored == {"headline": to_data(headline), "lines": ["Tusker: nothing to do"]}
    back = mech.result_from_dict(stored)
    assert render(back.headline) == "Damage phase turn 2:" and back.lines == ("Tusker: nothing to do",)


def test_older_and_other_records_read_as_they_can():
    assert mech.result_from_dict(None) == mech.StoredResult("", ())
    assert mech.result_from_dict({"note": "skipped"}).note == "skipped"
    old = mech.result_from_dict({"headline": "Combat turn 1:", "lines": ["a", "b"]})  # English text, before messages
    assert old.headline == "Combat turn 1:" and old.lines == ("a", "b")
