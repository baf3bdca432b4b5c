"""Hostile input is refused with a message, never an uncaught exception: import JSON, CSV rosters, `muster rules`."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster.inputs import InputError, load_json
from muster.services import transfer as tr

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

huge = st.integers(min_value=2**53, max_value=10**45) | st.integers(max_value=-(2**63), min_value=-(10**45))
hostile_text = st.text(alphabet=st.sampled_from(list("ab \x00\x01\t\n\r\x1b\x7f\x85\u2028")), max_size=6)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | huge | st.floats(allow_nan=True, allow_infinity=True) | st.text()
    | hostile_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)


def _mutate(text: str, data) -> str:
    """A JSON text with a few characters cut, doubled or replaced (what a bit flip or a bad editor does)."""
    for _ in range(data.draw(st.integers(0, 3))):
        if not text:
            break
        i = data.draw(st.integers(0, len(text) - 1))
        text = text[:i] + data.draw(st.sampled_from(["", "[", "{", '"', "\\ud800", "\x00", "9" * 50, ",", "}",
                                                     "9" * 20, "9" * 5001, "\\u0000", "\\n", "\\t", "\\u001b"])) + \
            text[i + 1:]
    return text


@FAST
@given(value=json_values, data=st.data())
def test_transfer_parse_refuses_or_accepts_but_never_crashes(value, data):
    doc = {"format": "muster", "version": 1, "kind": data.draw(st.sampled_from(["scenario", "force", "library"])),
           data.draw(st.sampled_from(["scenario", "force", "templates", "x"])): value}
    text = _mutate(json.dumps(doc, allow_nan=True), data)
    try:
        tr.parse(text)
    except tr.TransferError as exc:
        assert str(exc)


@FAST
@given(text=st.text(max_size=300))
def test_load_json_raises_only_input_errors(text):
    try:
        load_json(text, max_bytes=10_000)
    except InputError as exc:
        assert str(exc)


csv_cells = st.text(alphabet=st.sampled_from(list('ab ,;"\t\n\r=+-@{}[]1.\x00\ud800\x01\x1b\x7f\u2028')), max_size=12) \
    | st.sampled_from(["10000000000000000000", "9" * 40, "9" * 41, "9" * 5001, "-" + "9" * 30, "1" + "0" * 30 + ".5",
                       "[10000000000000000000]", '{"attack": 1e999}', "a\x00b", "9007199254740992"])


@FAST
@given(header=st.lists(csv_cells, min_size=1, max_size=4), rows=st.lists(st.lists(csv_cells, max_size=5), max_size=5))
def test_csv_roster_refuses_or_reads_but_never_crashes(header, rows):
    text = "\n".join(",".join(cells) for cells in [["name", *header], *rows])
    try:
        tr.read_roster_csv(text)
    except tr.TransferError as exc:
        assert str(exc)


def _rules(monkeypatch, system: str, action: str, stdin: str) -> tuple[int, str]:
    from muster.cli.main import rules_main

    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    monkeypatch.setattr("sys.stdout", out)
    return rules_main([system, action]), out.getvalue()


def _actions():
    import importlib

    from muster import systems

    return [(key, name) for key in systems.keys()
            for name in sorted(importlib.import_module(systems.get(key).engine_api).ACTIONS)]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_muster_rules_answers_json_with_exit_0_or_2(monkeypatch, data):
    system, action = data.draw(st.sampled_from(_actions()))
    request = data.draw(st.dictionaries(st.sampled_from(["attacker", "target", "unit", "squad", "side", "dice",
                                                         "seed", "state", "design", "name", "army", "range"]),
                                        json_values, max_size=5))
    code, out = _rules(monkeypatch, system, action, _mutate(json.dumps(request, allow_nan=True), data))
    answer = json.loads(out)
    assert code in (0, 2), out
    if code == 2:
        assert set(answer) == {"error", "field"} and answer["error"]


@pytest.mark.parametrize("stdin", ['{"attacker": {"attack": "\\ud800"}}', "[" * 1500 + "]" * 1500,
                                   "[" * 200000, '{"seed": ' + "9" * 5001 + "}", '{"seed": 1, "seed": 2}',
                                   '{"x": 1e999}', '{"n\\u0000ame": 1}'])
def test_muster_rules_hostile_requests_exit_2(monkeypatch, stdin):
    code, out = _rules(monkeypatch, "generic", "attack", stdin)
    assert code == 2 and set(json.loads(out)) == {"error", "field"}


def _doc(**scenario):
    body = {"name": "Ford", "system": "generic", "sides": []}
    body.update(scenario)
    return {"format": "muster", "version": 1, "kind": "scenario", "scenario": body}


@pytest.mark.parametrize("text,message", [
    (json.dumps(_doc(name="x")).replace('"x"', '"\\ud800"'), r"\$\.scenario\.name: .*surrogate"),
    ("[" * 500 + "]" * 500, "nested too deeply"),
    ('{"format": "muster", "version": 1, "n": ' + "7" * 5001 + "}", r"\$\.n: a number of 5001 digits"),
    (json.dumps(_doc(name="   ")), r"\$\.scenario\.name: must not be empty or blank"),
    (json.dumps(_doc(name="a\u0000b")), r"\$\.scenario\.name: .*NUL"),
    (json.dumps(_doc()).replace('"version": 1', '"version": true'), r"\$\.version: must be a whole number"),
    (json.dumps(_doc()).replace('"version": 1', '"version": 1.0'), r"\$\.version: must be a whole number"),
    (json.dumps(_doc()).replace('"kind": "scenario"', '"kind": "scenario", "kind": "force"'), "appears twice"),
])
def test_hostile_import_files_are_refused_by_name(text, message):
    with pytest.raises(tr.TransferError, match=message):
        tr.parse(text)


def test_unbalanced_csv_quote_is_reported_with_its_line():
    text = 'name,system\nPikes,generic\n"Bows,generic\nHorse,generic\nFoot,generic\n'
    with pytest.raises(tr.TransferError, match=r"CSV line 3: a quote .* never closed"):
        tr.read_roster_csv(text)


def test_csv_names_are_trimmed_and_nul_refused():
    assert [r.name for r in tr.read_roster_csv("name\n  Pikes  \n")] == ["Pikes"]
    with pytest.raises(tr.TransferError, match="needs a name"):
        tr.read_roster_csv("name,system\n   ,generic\n")
    with pytest.raises(tr.TransferError, match="line 2: .*NUL"):
        tr.read_roster_csv("name\nPi\x00kes\n")


force_units = st.lists(st.fixed_dictionaries({"name": st.text(max_size=8) | hostile_text,
                                             "system": st.sampled_from(["generic", "bucs", "poleaxe", "gurps", "mech"]),
                                             "state": st.dictionaries(st.sampled_from(
                                                 ["attack", "max_hits", "quality", "order", "members", "count",
                                                  "design", "name", "hits_taken"]), json_values, max_size=4)}),
                       min_size=1, max_size=3)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(units=force_units, name=st.text(max_size=8) | hostile_text)
def test_json_force_import_refuses_or_imports_but_never_crashes(service, units, name):
    """Numbers past 64 bits, NULs and control characters anywhere in a force: a refusal, or an import that
    exports again; never an escaped exception."""
    doc = {"format": "muster", "version": 1, "kind": "force", "force": {"name": name or "F", "units": units}}
    try:
        force = tr.import_force(service, tr.parse(json.dumps(doc, allow_nan=True)))
    except tr.TransferError as exc:
        assert str(exc)
        return
    tr.parse(tr.dumps(tr.export_force(service, force)))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.lists(csv_cells, min_size=1, max_size=4), min_size=1, max_size=4))
def test_csv_import_into_a_campaign_refuses_or_imports_but_never_crashes(service, rows):
    text = "\n".join(",".join(cells) for cells in [["name", "attack", "max_hits", "bucs.quality"], *rows])
    try:
        tr.import_roster_csv(service, text)
    except tr.TransferError as exc:
        assert str(exc)
