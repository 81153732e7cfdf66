#!/usr/bin/env bash
# Measures how long the models decoding-gen writes take to compile, for each style and
# part size (--max-fields), and prints a Markdown table (Docs/Generator.md, "Wide objects").
#
# Each model file (twitter.json's, whose widest structs have 40 and 25 fields, and the edge
# cases', 53 and 21) is compiled alone, as one file of a user's module:
# `swiftc -c -swift-version 6 -parse-as-library`, in debug (-Onone) and, with --optimized, in
# release (-O). CPU seconds (user + sys), the minimum over --runs runs: steadier than wall
# time on a shared machine.
#
# usage: Benchmarks/Scripts/generator-compile-time.sh [--runs N] [--optimized] [--sizes "8 10 20"]
set -euo pipefail
# Run from anywhere; it works in the repository root, where decoding-gen and the modules are built.
cd "$(dirname "$0")/../.."

runs=3
optimized=0
sizes="8 10 12 14 16 20"
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --optimized) optimized=1; shift ;;
    --sizes) sizes=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--optimized] [--sizes \"8 10 20\"]" >&2; exit 2 ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"

swift build -q --product decoding-gen
swift build -q --target DecodingPipeline
swift build -q --target Curry
bin="$(swift build --show-bin-path)"

# Prints the CPU seconds of the fastest of $runs compiles of $1 with optimization $2.
compile_seconds() {
  local file=$1 optimization=$2 best=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%U %S" -o "$tmp/time" swiftc -c "$optimization" -swift-version 6 -parse-as-library \
      -module-name Models -I "$bin/Modules" "$file" -o "$tmp/model.o" 2>"$tmp/stderr" || {
      echo "compile failed: $file" >&2; cat "$tmp/stderr" >&2; exit 1
    }
    read -r user sys <"$tmp/time"
    local cpu
    cpu=$(echo "$user + $sys" | bc)
    if [ -z "$best" ] || (($(echo "$cpu < $best" | bc))); then best=$cpu; fi
  done
  printf '%.2f' "$best"
}

header="| style | --max-fields | twitter.json -Onone | edge cases -Onone |"
rule="|---|---:|---:|---:|"
if [ "$optimized" = 1 ]; then
  header+=" twitter.json -O | edge cases -O |"
  rule+="---:|---:|"
fi
echo
echo "### Compiling one generated model file (CPU s, min of $runs runs)"
echo
echo "$header"
echo "$rule"
for style in operators pipeline; do
  for size in $sizes; do
    "$bin/decoding-gen" --style "$style" --max-fields "$size" --name Twitter \
      Benchmarks/Documents/twitter.json >"$tmp/Twitter.swift"
    "$bin/decoding-gen" --style "$style" --max-fields "$size" --name EdgeCases \
      Tests/Fixtures/Generator/edge_cases_1.json Tests/Fixtures/Generator/edge_cases_2.json >"$tmp/EdgeCases.swift"
    line="| $style | $size | $(compile_seconds "$tmp/Twitter.swift" -Onone) | $(compile_seconds "$tmp/EdgeCases.swift" -Onone) |"
    if [ "$optimized" = 1 ]; then
      line+=" $(compile_seconds "$tmp/Twitter.swift" -O) | $(compile_seconds "$tmp/EdgeCases.swift" -O) |"
    fi
    echo "$line"
  done
done
