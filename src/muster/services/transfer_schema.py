"""The published transfer schema (``resources/schemas/muster-transfer-1.schema.json``) and a small validator for it.

Only the JSON Schema keywords the schema uses are supported; every refusal is a :class:`TransferError` naming the
field by its JSON path (``$.scenario.sides[0].forces[1].name``).
"""

from __future__ import annotations

import json
import re
from functools import cache

from muster.i18n import Msg, Text
from muster.services.core import ServiceError

VERSION = 1
SCHEMA_FILE = f"muster-transfer-{VERSION}.schema.json"


class TransferError(ServiceError):
    """A file that cannot be imported; the message names the problem (and the field's JSON path)."""


@cache
def schema() -> dict:
    from muster.paths import resource_path

    return json.loads(resource_path("schemas", SCHEMA_FILE).read_text(encoding="utf-8"))


_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _type_ok(value, kind: str) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, _TYPES[kind])


def _same(value, expected) -> bool:
    """Equal and of the same JSON type (``true`` is not ``1``, ``1.0`` is not ``1``)."""
    return value == expected and type(value) is type(expected)


def _describe(value: object) -> Text:
    if isinstance(value, bool):
        return Msg("Errors", "true/false")
    names: dict[type, Text] = {dict: Msg("Errors", "an object"), list: Msg("Errors", "a list"),
                               str: Msg("Errors", "text"), int: Msg("Errors", "a number"),
                               float: Msg("Errors", "a number"), type(None): "null"}
    return names.get(type(value), type(value).__name__)


_WANTED = {"object": Msg("Errors", "an object"), "array": Msg("Errors", "a list"), "string": Msg("Errors", "text"),
           "integer": Msg("Errors", "a whole number"), "number": Msg("Errors", "a number"),
           "boolean": Msg("Errors", "true or false")}


def _resolve(ref: str, root: dict) -> dict:
    if not ref.startswith("#/"):
        raise TransferError(Msg("Errors", "schema: only local references are supported (%1)").args(ref))
    node = root
    for part in ref[2:].split("/"):
        node = node[part]
    return node


def validate(value, sub: dict | None = None, path: str = "$", root: dict | None = None) -> None:
    """Check ``value`` against (a part of) the published schema; raise TransferError naming the path.

    Supports the JSON Schema keywords the schema uses: type, const, enum, properties, required,
    additionalProperties, items, min/maxItems, min/maxLength, maxProperties, minimum, maximum,
    pattern, $ref (local), allOf, if/then.
    """
    root = root if root is not None else schema()
    sub = root if sub is None else sub
    if "$ref" in sub:
        validate(value, _resolve(sub["$ref"], root), path, root)
    kind = sub.get("type")
    if kind is not None and not _type_ok(value, kind):
        raise TransferError(Msg("Errors", "%1: expected %2, found %3.").args(path, _WANTED.get(kind, kind),
                                                                              _describe(value)))
    if "const" in sub and not _same(value, sub["const"]):
        raise TransferError(Msg("Errors", "%1: must be %2, found %3.").args(path, json.dumps(sub["const"]),
                                                                             json.dumps(value)[:60]))
    if "enum" in sub and not any(_same(value, option) for option in sub["enum"]):
        raise TransferError(Msg("Errors", "%1: %2 is not one of %3.").args(path, json.dumps(value)[:60],
                                                                            ", ".join(map(str, sub["enum"]))))
    if isinstance(value, str):
        trimmed = len(value.strip())  # names are trimmed before they are stored, so before they are measured
        if trimmed < sub.get("minLength", 0):
            raise TransferError(Msg("Errors", "%1: must not be empty or blank.").args(path) if sub["minLength"] == 1
                                else Msg("Errors", "%1: needs at least %2 characters.").args(path, sub["minLength"]))
        if "maxLength" in sub and trimmed > sub["maxLength"]:
            raise TransferError(Msg("Errors", "%1: at most %2 characters (found %3).")
                                .args(path, sub["maxLength"], trimmed))
        if "pattern" in sub and not re.search(sub["pattern"], value):
            raise TransferError(Msg("Errors", "%1: %2 is not in the expected form.").args(path, repr(value[:60])))
    if _type_ok(value, "number"):
        if "minimum" in sub and value < sub["minimum"]:
            raise TransferError(Msg("Errors", "%1: must be at least %2 (found %3).")
                                .args(path, sub["minimum"], value))
        if "maximum" in sub and value > sub["maximum"]:
            raise TransferError(Msg("Errors", "%1: must be at most %2 (found %3).").args(path, sub["maximum"], value))
    if isinstance(value, dict):
        for key in sub.get("required", []):
            if key not in value:
                raise TransferError(Msg("Errors", "%1: is missing.").args(f"{path}.{key}"))
        if "maxProperties" in sub and len(value) > sub["maxProperties"]:
            raise TransferError(Msg("Errors", "%1: at most %2 fields (found %3).")
                                .args(path, sub["maxProperties"], len(value)))
        props = sub.get("properties", {})
        extra = sub.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                validate(item, props[key], f"{path}.{key}", root)
            elif extra is False:
                raise TransferError(Msg("Errors", "%1: is not a field of this file format.").args(f"{path}.{key}"))
            elif isinstance(extra, dict):
                validate(item, extra, f"{path}.{key}", root)
    if isinstance(value, list):
        if "maxItems" in sub and len(value) > sub["maxItems"]:
            raise TransferError(Msg("Errors", "%1: at most %2 entries (found %3).")
                                .args(path, sub["maxItems"], len(value)))
        if len(value) < sub.get("minItems", 0):
            raise TransferError(Msg("Errors", "%1: needs at least %2 entries.").args(path, sub["minItems"]))
        if "items" in sub:
            for i, item in enumerate(value):
                validate(item, sub["items"], f"{path}[{i}]", root)
    for part in sub.get("allOf", []):
        if "if" in part:
            try:
                validate(value, part["if"], path, root)
            except TransferError:
                continue
            if "then" in part:
                validate(value, part["then"], path, root)
        else:
            validate(value, part, path, root)
