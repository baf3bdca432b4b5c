"""Every `muster rules` action, fed its sample request with one field at a time made null or of the wrong type,
answers exit 0 or exit 2 with {"error", "field"} naming a field: never "could not be handled" (issue 25, item 7).

The samples (`rules_samples.json`: working requests of every form of every action) were gathered from the rules
tests and the rules reference.
"""

from __future__ import annotations

import copy
import importlib
import io
import json
from pathlib import Path

import pytest

from muster import systems
from muster.cli.main import rules_main

SAMPLES = json.loads((Path(__file__).with_name("rules_samples.json")).read_text(encoding="utf-8"))


def _handlers() -> list[tuple[str, str]]:
    """Each handler once (aliases such as `pc_survival` / `pc-survival` share one)."""
    out, seen = [], set()
    for key in systems.keys():
        actions = importlib.import_module(systems.get(key).engine_api).ACTIONS
        for name in sorted(actions):
            if id(actions[name]) not in seen:
                seen.add(id(actions[name]))
                out.append((key, name))
    return out


def _samples(system: str, action: str) -> list[dict]:
    actions = importlib.import_module(systems.get(system).engine_api).ACTIONS
    for name, fn in actions.items():
        if fn is actions[action] and f"{system} {name}" in SAMPLES:
            return SAMPLES[f"{system} {name}"]
    raise AssertionError(f"no sample request for {system} {action}")


def _paths(value, path=()):
    if path:
        yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:2]):
            yield from _paths(v, (*path, i))


def _wrong(value) -> list:
    """null, and values of other JSON types than the sample's."""
    if isinstance(value, bool):
        return [None, "yes", 1]
    if isinstance(value, int):
        return [None, "3", 1.5, True]
    if isinstance(value, float):
        return [None, "0.5", True]
    if isinstance(value, str):
        return [None, 3, []]
    if isinstance(value, list):
        return [None, {}, 1, [None]]
    if isinstance(value, dict):
        return [None, [], "x"]
    return ["x", 1]


def _set(request: dict, path: tuple, value) -> dict:
    out = copy.deepcopy(request)
    here = out
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return out


def _ask(monkeypatch, system: str, action: str, request: dict) -> tuple[int, dict]:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(request)))
    monkeypatch.setattr("sys.stdout", out)
    code = rules_main([system, action])
    return code, json.loads(out.getvalue())


@pytest.mark.parametrize("system,action", _handlers())
def test_every_field_null_or_mistyped_is_refused_by_name(monkeypatch, system, action):
    bad = []
    for sample in _samples(system, action):
        code, answer = _ask(monkeypatch, system, action, sample)
        assert code == 0, (sample, answer)
        bad += _sweep(monkeypatch, system, action, sample)
    assert not bad, "\n".join(f"{p} = {w!r}: {c} {a}" for p, w, c, a in bad[:15]) + f"\n({len(bad)} in all)"


def _sweep(monkeypatch, system: str, action: str, sample: dict) -> list:
    bad = []
    for path, value in _paths(sample):
        for wrong in _wrong(value):
            request = _set(sample, path, wrong)
            code, answer = _ask(monkeypatch, system, action, request)
            if code == 0:
                continue
            if code != 2 or not isinstance(answer.get("field"), str) or "could not be handled" in answer["error"]:
                bad.append((path, wrong, code, answer))
    return bad
