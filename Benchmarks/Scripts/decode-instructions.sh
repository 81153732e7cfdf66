#!/usr/bin/env bash
# Counts the instructions one decode of each benchmark document takes, per approach,
# with valgrind's callgrind: a figure that, unlike time, does not move with the load
# on a shared machine. Needs a release build of decode-benchmark (or DECODE_BENCHMARK=path):
#
#     swift build -c release --product decode-benchmark   # in Benchmarks/
#     Scripts/decode-instructions.sh [--calls] [document-prefix ...]   # e.g. twitter big_data
#
# Each cell is the instructions of `iterations` runs (after a warm-up run) inside the profile
# loop (documents already loaded), divided by `iterations`: in millions (M) from a million up. With --calls, a second
# table gives, per decode, the calls to the allocator (malloc, calloc, realloc, posix_memalign,
# aligned_alloc, memalign), the calls to swift_allocObject (those of them that are objects) and
# the calls to swift_retain and swift_retain_n (swift_bridgeObjectRetain calls swift_retain,
# so it is not counted again). Callgrind counts calls made outside
# --toggle-collect's function too (the warm-up run's, the document's loading), so these come
# from two more runs that zero every counter on entering the loop (--zero-before), one of
# `iterations` runs and one of none: the difference, over `iterations`, leaves out what follows
# the loop (printing, exit).
# APPROACHES="name;name" picks approaches (their names in `decode-benchmark --help`).
set -euo pipefail
cd "$(dirname "$0")/.."  # the Benchmarks package
binary=${DECODE_BENCHMARK:-.build/release/decode-benchmark}
[ -x "$binary" ] || { echo "build it first: swift build -c release --product decode-benchmark   # in Benchmarks/" >&2; exit 1; }
calls=false
if [ "${1:-}" = "--calls" ]; then
  calls=true
  shift
fi
documents=("${@:-twitter citm_catalog canada big_data response_300b response_3kb response_10kb}")
read -r -a documents <<<"${documents[*]}"
default_approaches="Decoding, operators;Decoding, one-call operators;Decoding, pipeline;Decoding, one-call pipeline"
default_approaches+=";CodableDecoder + Codable;JSONDecoder + Codable;Decoding parser only"
IFS=';' read -r -a approaches <<<"${APPROACHES:-$default_approaches}"
iterations=${ITERATIONS:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The calls to each function named on the command line, summed over every call site, from a
# callgrind output file (names are compressed: `cfn=(12) malloc` once, `cfn=(12)` after).
count_calls() {
  awk -v wanted="$2" '
    BEGIN { n = split(wanted, list, ","); for (i = 1; i <= n; i++) want[list[i]] = 1 }
    /^c?fn=\(/ {
      match($0, /\([0-9]+\)/); id = substr($0, RSTART, RLENGTH)
      rest = substr($0, RSTART + RLENGTH + 1)
      if (rest != "") name[id] = rest
      if ($0 ~ /^cfn=/) callee = name[id]
      next
    }
    /^calls=/ { split(substr($0, 7), fields, " "); if (callee in want) total += fields[1]; next }
    END { printf "%d", total }
  ' "$1"
}

declare -A allocations objects retains
printf '%-14s' "instr/decode"
for approach in "${approaches[@]}"; do printf '%31s' "$approach"; done
printf '\n'
for document in "${documents[@]}"; do
  printf '%-14s' "$document"
  for approach in "${approaches[@]}"; do
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect='*CommandO10repeatRuns*' \
      "$binary" --only "$document" --profile "$document" "$approach" "$iterations" >/dev/null 2>"$out/log"
    total=$(grep -E '^summary:|^totals:' "$out/cg" | head -1 | awk '{print $2}')
    printf '%31s' "$(awk -v t="$total" -v n="$iterations" 'BEGIN { x = t / n; if (x >= 1e6) printf "%.2f M", x / 1e6; else printf "%d", x }')"
    if $calls; then
      for runs in "$iterations" 0; do
        valgrind --tool=callgrind --callgrind-out-file="$out/calls$runs" --zero-before='*CommandO10repeatRuns*' \
          "$binary" --only "$document" --profile "$document" "$approach" "$runs" >/dev/null 2>"$out/log"
      done
      per_decode() {
        echo $((($(count_calls "$out/calls$iterations" "$1") - $(count_calls "$out/calls0" "$1")) / iterations))
      }
      key="$document|$approach"
      allocations[$key]=$(per_decode malloc,calloc,realloc,posix_memalign,aligned_alloc,memalign)
      objects[$key]=$(per_decode swift_allocObject)
      retains[$key]=$(per_decode swift_retain,swift_retain_n)
    fi
  done
  printf '\n'
done
if $calls; then
  printf '\nper decode: allocations (malloc and kin) / swift_allocObject / retains\n'
  printf '%-14s' "document"
  for approach in "${approaches[@]}"; do printf '%31s' "$approach"; done
  printf '\n'
  for document in "${documents[@]}"; do
    printf '%-14s' "$document"
    for approach in "${approaches[@]}"; do
      key="$document|$approach"
      printf '%31s' "${allocations[$key]} / ${objects[$key]} / ${retains[$key]}"
    done
    printf '\n'
  done
fi
