#!/usr/bin/env bash
# Formats every Swift file with the checked-in .swift-format configuration, then
# lints strictly. `Scripts/format.sh --check` only lints (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Tools Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Tests Fuzz/Package.swift Fuzz/Sources)
if [ "${1:-}" != "--check" ]; then
  swift-format format --in-place --parallel --recursive "${paths[@]}"
fi
swift-format lint --strict --parallel --recursive "${paths[@]}"
