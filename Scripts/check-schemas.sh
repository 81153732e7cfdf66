#!/usr/bin/env bash
# Proves the codecs' schemas with a reference validator, not by eye: for every codec of the
# zoo (Tools/SchemaZoo) and of the benchmarks' models (`decode-benchmark --schema-zoo`), the schema is valid JSON Schema 2020-12 (Python's jsonschema), each
# of 200 seeded instances that hypothesis-jsonschema draws from it (and from its strict
# form) decodes, and what the codec writes back validates against the schema.
#
# Usage: Scripts/check-schemas.sh. Installs jsonschema and hypothesis-jsonschema from PyPI
# into a virtual environment of its own, outside the Swift package.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check \
  "jsonschema[format-nongpl]>=4.23,<5" "hypothesis-jsonschema==0.23.1" "hypothesis>=6.100,<6.120"

swift build --product schema-zoo
zoo="$(swift build --show-bin-path)/schema-zoo"
# The benchmarks' package builds its debug products here once; its tests reuse them.
swift build --package-path Benchmarks --product decode-benchmark
benchmark_zoo="$(swift build --package-path Benchmarks --show-bin-path)/decode-benchmark"
"$zoo" export "$work/zoo"
"$benchmark_zoo" --schema-zoo export "$work/zoo"
"$work/venv/bin/python" Scripts/check-schemas.py generate "$work/zoo"
"$zoo" check "$work/zoo"
"$benchmark_zoo" --schema-zoo check "$work/zoo"
"$work/venv/bin/python" Scripts/check-schemas.py validate "$work/zoo"
echo "check-schemas: every schema is valid, every instance decodes, every encoding validates"
