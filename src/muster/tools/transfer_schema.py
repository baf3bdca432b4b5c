"""Keep the published transfer schema's list of rules systems equal to the registry (:mod:`muster.systems`).

    python -m muster.tools.transfer_schema          # rewrite the enum in resources/schemas/
    python -m muster.tools.transfer_schema --check  # exit 1 if the published enum differs from the registry

Only the ``$defs.system`` enum line is rewritten; the rest of the hand-formatted file keeps its bytes.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from muster import systems
from muster.paths import resource_path

SCHEMA = ("schemas", "muster-transfer-1.schema.json")
_ENUM = re.compile(r'("system"\s*:\s*\{\s*"enum"\s*:\s*)\[[^\]]*\]')


def schema_file() -> Path:
    return resource_path(*SCHEMA)


def published_systems(text: str) -> tuple[str, ...]:
    return tuple(json.loads(text)["$defs"]["system"]["enum"])


def with_registry_systems(text: str) -> str:
    """``text`` with the system enum set to the registry's keys, in registration order."""
    new, count = _ENUM.subn(lambda m: m.group(1) + json.dumps(list(systems.keys())), text)
    if count != 1:
        raise ValueError('the schema has no single "system": {"enum": [...]} definition to rewrite')
    return new


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = schema_file()
    text = path.read_text(encoding="utf-8")
    if published_systems(text) == systems.keys():
        return 0
    if "--check" in argv:
        print(f"{path}: the system enum {list(published_systems(text))} differs from the registry "
              f"{list(systems.keys())}; run python -m muster.tools.transfer_schema", file=sys.stderr)
        return 1
    path.write_text(with_registry_systems(text), encoding="utf-8")
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
