#!/usr/bin/env python3
"""The reference half of the schema conformance check (Scripts/check-schemas.sh).

  check-schemas.py generate DIR   checks every NAME.schema.json and NAME.strict.json that
                                  schema-zoo wrote against the JSON Schema 2020-12 metaschema,
                                  and writes 200 seeded instances of each (hypothesis-jsonschema)
                                  to NAME.instances.json and NAME.strict-instances.json; with
                                  NAME.draw-closed, drawn with every object closed (closed())
  check-schemas.py validate DIR   validates every document of NAME.reencoded.json, what the
                                  codec wrote back after decoding an instance, against NAME.schema.json

Exits 1 on the first schema that is invalid, and after listing every document that fails.
"""
import json
import multiprocessing
import os
import pathlib
import sys
import time

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis_jsonschema import from_schema
from jsonschema import Draft202012Validator

INSTANCES = 200


def validator(schema):
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def unrolled(schema, depth=2):
    """The schema with its references written in place, a recursive one `depth` times over
    and then `false`: hypothesis-jsonschema draws from no recursive schema, and every
    instance of this one is an instance of the schema (a folder's children at the bottom
    level are an empty array)."""
    definitions = schema.get("$defs", {})

    def target(reference):
        if reference == "#":
            return {key: value for key, value in schema.items() if key not in ("$defs", "$schema")}
        return definitions[reference.removeprefix("#/$defs/")]

    def walk(node, seen):
        """A schema, its references written in place."""
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            reference = node["$ref"]
            if seen.count(reference) >= depth:
                return False
            inner = walk(target(reference), seen + [reference])
            rest = {key: walk_member(key, value, seen) for key, value in node.items() if key != "$ref"}
            return {**rest, "allOf": [inner]} if rest else inner
        return {key: walk_member(key, value, seen) for key, value in node.items() if key != "$defs"}

    def walk_member(keyword, value, seen):
        """A keyword's value: a schema, a list or a map of schemas, or data (enum, const, ...)."""
        if keyword in ("properties", "patternProperties"):
            return {name: walk(schema, seen) for name, schema in value.items()}
        if keyword in ("items", "additionalProperties", "not", "contains"):
            return walk(value, seen)
        if keyword in ("anyOf", "oneOf", "allOf", "prefixItems"):
            return [walk(schema, seen) for schema in value]
        return value

    return walk(schema, [])


def closed(node, conjunct=False):
    """The schema with `additionalProperties: false` on every object that lists its
    properties and says nothing of others: every instance of it is one of the schema's, and
    hypothesis-jsonschema draws from it in minutes where the open schema takes hours. An
    object that is one of an `allOf`'s parts stays open: closed, it would rule out the other
    parts' members, and their intersection would hold almost nothing."""
    if isinstance(node, list):
        return [closed(item) for item in node]
    if not isinstance(node, dict):
        return node
    result = {
        key: [closed(item, conjunct=True) for item in value] if key == "allOf" else closed(value)
        for key, value in node.items()
    }
    if "properties" in result and "additionalProperties" not in result and not conjunct:
        result["additionalProperties"] = False
    return result


def instances(schema, seed_value, closed_objects=False):
    """INSTANCES documents the schema allows, the same on every run."""
    found = []
    schema = unrolled(closed(schema) if closed_objects else schema)

    @seed(seed_value)
    @settings(
        max_examples=INSTANCES,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(from_schema(schema))
    def collect(value):
        if len(found) < INSTANCES:
            found.append(value)

    collect()
    return found


def generate_one(job):
    """Checks one schema and writes its instances; returns whether it passed and what to print."""
    try:
        return True, generate_checked(job)
    except Exception as error:  # noqa: BLE001 - reported, and the check fails
        return False, f"check-schemas: {job[1]}.{job[2]}: {type(error).__name__}: {str(error)[:2000]}"


def generate_checked(job):
    directory, name, suffix, output, seed_value = job
    started = time.monotonic()
    schema = json.loads((directory / f"{name}.{suffix}.json").read_text())
    check = validator(schema)
    closed_objects = (directory / f"{name}.draw-closed").exists()
    documents = instances(schema, seed_value, closed_objects)
    for document in documents:
        check.validate(document)
    if len(documents) < INSTANCES:
        raise RuntimeError(f"{name}.{suffix}: only {len(documents)} instances generated")
    (directory / f"{name}.{output}.json").write_text(json.dumps(documents))
    seconds = time.monotonic() - started
    drawn = " (objects closed)" if closed_objects else ""
    return (
        f"check-schemas: {name}.{suffix} is a valid 2020-12 schema; "
        f"{len(documents)} instances written{drawn} ({seconds:.0f} s)"
    )


def generate(directory):
    jobs = []
    for index, path in enumerate(sorted(directory.glob("*.schema.json"))):
        name = path.name.removesuffix(".schema.json")
        for suffix, output in [("schema", "instances"), ("strict", "strict-instances")]:
            if (directory / f"{name}.{suffix}.json").exists():
                jobs.append((directory, name, suffix, output, 2026 + index))
            else:
                reason = (directory / f"{name}.strict-error.txt").read_text().strip()
                print(f"check-schemas: {name}: no strict schema ({reason})")
    # One process per core: drawing instances is slow, and each schema is a job of its own.
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        results = list(pool.imap_unordered(generate_one, jobs))
    for _, line in results:
        print(line, flush=True)
    if not all(passed for passed, _ in results):
        sys.exit(1)


def validate(directory):
    failures = 0
    for path in sorted(directory.glob("*.reencoded.json")):
        name = path.name.removesuffix(".reencoded.json")
        check = validator(json.loads((directory / f"{name}.schema.json").read_text()))
        documents = json.loads(path.read_text())
        for index, document in enumerate(documents):
            errors = list(check.iter_errors(document))
            if errors:
                failures += 1
                print(f"check-schemas: {name} encoded[{index}] breaks its schema: {errors[0].message}")
                print(f"  at {'/'.join(map(str, errors[0].absolute_path))}: {json.dumps(document)[:300]}")
        print(f"check-schemas: {name}: {len(documents)} encoded documents validated")
    if failures:
        print(f"check-schemas: {failures} encoded documents break their schema")
        sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("generate", "validate"):
        print(__doc__)
        sys.exit(2)
    {"generate": generate, "validate": validate}[sys.argv[1]](pathlib.Path(sys.argv[2]))
