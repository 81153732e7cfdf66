#!/usr/bin/env bash
# Counts the instructions one decode of each benchmark document takes, per approach,
# with valgrind's callgrind: a figure that, unlike time, does not move with the load
# on a shared machine. Needs a release build of decode-benchmark (or DECODE_BENCHMARK=path):
#
#     swift build -c release --product decode-benchmark   # in Benchmarks/
#     Scripts/decode-instructions.sh [document-prefix ...]   # e.g. twitter big_data
#
# Each cell is the instructions of `iterations` runs (after a warm-up run) inside the profile
# loop (documents already loaded), divided by `iterations`, in millions.
set -euo pipefail
cd "$(dirname "$0")/.."  # the Benchmarks package
binary=${DECODE_BENCHMARK:-.build/release/decode-benchmark}
[ -x "$binary" ] || { echo "build it first: swift build -c release --product decode-benchmark   # in Benchmarks/" >&2; exit 1; }
documents=("${@:-twitter citm_catalog canada big_data response_300b response_3kb}")
read -r -a documents <<<"${documents[*]}"
approaches=("Decoding, operators" "Decoding, pipeline" "CodableDecoder + Codable" "JSONDecoder + Codable" "Decoding parser only")
iterations=${ITERATIONS:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

printf '%-14s' "Minstr/decode"
for approach in "${approaches[@]}"; do printf '%26s' "$approach"; done
printf '\n'
for document in "${documents[@]}"; do
  printf '%-14s' "$document"
  for approach in "${approaches[@]}"; do
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect='*CommandO10repeatRuns*' \
      "$binary" --only "$document" --profile "$document" "$approach" "$iterations" >/dev/null 2>"$out/log"
    total=$(grep -E '^summary:|^totals:' "$out/cg" | head -1 | awk '{print $2}')
    printf '%26s' "$(awk -v t="$total" -v n="$iterations" 'BEGIN { printf "%.2f", t / n / 1e6 }')"
  done
  printf '\n'
done
