#!/usr/bin/env bash
# Measures how long the models decoding-gen writes take to compile, in each style, written in
# one call (the default) and curried (--curried), and prints a Markdown table
# (Docs/Generator.md, "Wide objects").
#
# Each model file is compiled alone, as one file of a user's module:
# `swiftc -c -swift-version 6 -parse-as-library`, in debug (-Onone) and, with --optimized, in
# release (-O). The files: the GitHub repository response (a struct of 90 fields, with 18 and 5),
# twitter.json's models (40 and 25 fields at most) and the generator's edge cases (53 and 21).
# Curried, a struct of more than 20 fields is written in one call all the same. CPU seconds
# (user + sys), the minimum over --runs runs: steadier than wall time on a shared machine.
#
# usage: Benchmarks/Scripts/generator-compile-time.sh [--runs N] [--optimized]
set -euo pipefail
# Run from anywhere; it works in the repository root, where decoding-gen and the modules are built.
cd "$(dirname "$0")/../.."

runs=3
optimized=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --optimized) optimized=1; shift ;;
    *) echo "usage: $0 [--runs N] [--optimized]" >&2; exit 2 ;;
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

# name, then decoding-gen's arguments for its samples.
models=(
  "Repository Tests/Fixtures/GitHub/get-repository.json"
  "Twitter Benchmarks/Documents/twitter.json"
  "EdgeCases Tests/Fixtures/Generator/edge_cases_1.json Tests/Fixtures/Generator/edge_cases_2.json"
)
header="| style | form |"
rule="|---|---|"
for model in "${models[@]}"; do
  header+=" ${model%% *} -Onone |"
  rule+="---:|"
done
if [ "$optimized" = 1 ]; then
  for model in "${models[@]}"; do
    header+=" ${model%% *} -O |"
    rule+="---:|"
  done
fi
echo
echo "### Compiling one generated model file (CPU s, min of $runs runs)"
echo
echo "$header"
echo "$rule"
for style in operators pipeline codec; do
  if [ "$style" = codec ]; then arguments=(--codec); else arguments=(--style "$style" --encoders); fi
  for form in "one call" curried; do
    extra=()
    [ "$form" = curried ] && extra=(--curried)
    line="| $style | $form |"
    optimizedLine=""
    for model in "${models[@]}"; do
      read -r name samples <<<"$model"
      read -r -a samples <<<"$samples"
      "$bin/decoding-gen" "${arguments[@]}" "${extra[@]}" --name "$name" "${samples[@]}" \
        >"$tmp/$name.swift" 2>/dev/null
      line+=" $(compile_seconds "$tmp/$name.swift" -Onone) |"
      if [ "$optimized" = 1 ]; then optimizedLine+=" $(compile_seconds "$tmp/$name.swift" -O) |"; fi
    done
    echo "$line$optimizedLine"
  done
done
