#!/usr/bin/env bash
# Measures what decoders and the library cost to compile, and prints the Markdown tables of
# Docs/Performance.md, "Compile time". A development tool: CI never runs it (it times things).
#
#   1. Models (always): a model file with a decoder of N fields in each style (see
#      `swift run --package-path Benchmarks compile-time-lab --help`), compiled alone with `swiftc -c` against the
#      package's built modules, in debug (-Onone, against the debug build) and release (-O,
#      against the release build): CPU seconds of the whole file; and how long the decode
#      expression takes to type-check (-debug-time-function-bodies, ms, in a file holding it
#      twice: "cold" is the first, which also loads what it uses from the modules, "warm"
#      the second). Each figure is the minimum over --runs runs.
#   2. --modules: each library target built from clean by SwiftPM (a fresh scratch folder),
#      in dependency order, debug and release, wall and CPU seconds (one build each).
#   3. --depths: the mechanism. A function whose signature carries a curried type N levels
#      deep, in each shape of `compile-time-lab depth`: seconds of SILGen and of the file.
#   4. --schemes: the other ways of writing curry and decode(f) (`compile-time-lab scheme`),
#      each compiled as a module (-wmo -Onone) for arities 16-20. Slow: minutes each.
#   5. --kinds: the 20-field model of each style with every field of one kind, type-check ms.
#
# usage: Benchmarks/Scripts/compile-time.sh [--runs N] [--fields "8 12 16 20"] [--styles "operators pipeline"]
#                                           [--skip-models] [--modules] [--depths] [--schemes] [--kinds]
set -euo pipefail
# Run from anywhere; it works in the repository root, where the library's modules are built.
cd "$(dirname "$0")/../.."

runs=5
fields_list="1 4 8 12 16 20"
styles="operators operators-alt operators-pure operators-closure pipeline pipeline-named"
models=1
modules=0
depths=0
schemes=0
kinds=0
usage="usage: $0 [--runs N] [--fields \"8 12 16 20\"] [--styles \"operators pipeline\"] [--skip-models]
       [--modules] [--depths] [--schemes] [--kinds]"
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --fields) fields_list=$2; shift 2 ;;
    --styles) styles=$2; shift 2 ;;
    --skip-models) models=0; shift ;;
    --modules) modules=1; shift ;;
    --depths) depths=1; shift ;;
    --schemes) schemes=1; shift ;;
    --kinds) kinds=1; shift ;;
    --help | -h) echo "$usage"; exit 0 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"

# The lab is a target of the benchmarks' package, which depends on nothing for it.
swift build -q --package-path Benchmarks --product compile-time-lab
lab="$(swift build --package-path Benchmarks --show-bin-path)/compile-time-lab"

# Runs a command $1 times; prints "cpu wall", the minimum of each in seconds. The command's
# output goes to $tmp/output (of the last run).
min_seconds() {
  local count=$1; shift
  local best_cpu="" best_wall="" user sys wall cpu
  for _ in $(seq "$count"); do
    /usr/bin/time -f "%U %S %e" -o "$tmp/time" "$@" >"$tmp/output" 2>&1 || {
      echo "command failed: $*" >&2; cat "$tmp/output" >&2; exit 1
    }
    read -r user sys wall <"$tmp/time"
    cpu=$(echo "$user + $sys" | bc)
    if [ -z "$best_cpu" ] || (($(echo "$cpu < $best_cpu" | bc))); then best_cpu=$cpu; fi
    if [ -z "$best_wall" ] || (($(echo "$wall < $best_wall" | bc))); then best_wall=$wall; fi
  done
  printf '%.2f %.2f\n' "$best_cpu" "$best_wall"
}

# The package's modules, as SwiftPM builds them for an app: debug and release.
modules_for() {
  local configuration=$1
  swift build -q -c "$configuration" --target DecodingPipeline >&2
  swift build -q -c "$configuration" --target Curry >&2
  swift build -q -c "$configuration" --target DecodingWide >&2
  echo "$(swift build -c "$configuration" --show-bin-path)/Modules"
}

# Prints "cold warm": the minimum type-check times in ms of the model's first and second
# decode functions, or UNABLE / FAILED.
typecheck_ms() {
  local file=$1 modules=$2 cold="" warm="" output first second
  for _ in $(seq "$runs"); do
    if ! output=$(swiftc -typecheck -Onone -swift-version 6 -parse-as-library -I "$modules" \
      -Xfrontend -debug-time-function-bodies "$file" 2>&1); then
      if grep -q "unable to type-check" <<<"$output"; then echo "UNABLE UNABLE"; else echo "FAILED FAILED"; echo "$output" >&2; fi
      return
    fi
    first=$(grep -E 'extension\.(decodeCold|pipelineCold|codecCold)(\(\))?@' <<<"$output" | cut -f1 | sed 's/ms$//')
    second=$(grep -E 'extension\.(decode|pipeline|codec)(\(\))?@' <<<"$output" | cut -f1 | sed 's/ms$//')
    if [ -z "$cold" ] || (($(echo "$first < $cold" | bc))); then cold=$first; fi
    if [ -z "$warm" ] || (($(echo "$second < $warm" | bc))); then warm=$second; fi
  done
  echo "$cold $warm"
}

# Prints the minimum CPU seconds of compiling the whole model file (-c).
compile_seconds() {
  local file=$1 optimization=$2 modules=$3 cpu wall
  read -r cpu wall < <(min_seconds "$runs" swiftc -c "$optimization" -swift-version 6 -parse-as-library \
    -I "$modules" "$file" -o "$tmp/model.o")
  echo "$cpu"
}

if [ "$models" = 1 ] || [ "$kinds" = 1 ]; then
  debug_modules=$(modules_for debug)
fi

if [ "$models" = 1 ]; then
  release_modules=$(modules_for release)
  echo
  echo "### One model file, by style and number of fields (min of $runs runs)"
  echo
  echo "| style | fields | type-check cold (ms) | type-check warm (ms) | whole file, debug (s) | whole file, release (s) |"
  echo "|---|---:|---:|---:|---:|---:|"
  for style in $styles; do
    for fields in $fields_list; do
      "$lab" model "$style" "$fields" --twice >"$tmp/Twice.swift"
      read -r cold warm < <(typecheck_ms "$tmp/Twice.swift" "$debug_modules")
      "$lab" model "$style" "$fields" >"$tmp/Model.swift"
      echo "| $style | $fields | $cold | $warm | $(compile_seconds "$tmp/Model.swift" -Onone "$debug_modules") |" \
        "$(compile_seconds "$tmp/Model.swift" -O "$release_modules") |"
    done
  done
fi

if [ "$kinds" = 1 ]; then
  echo
  echo "### One kind of field, 20 fields (type-check ms, min of $runs runs, debug)"
  echo
  echo "| style | every field | cold | warm |"
  echo "|---|---|---:|---:|"
  for style in operators-alt pipeline; do
    while read -r kind; do
      file="$tmp/Model20.swift"
      "$lab" model "$style" 20 "$kind" --twice >"$file"
      read -r cold warm < <(typecheck_ms "$file" "$debug_modules")
      echo "| $style | $kind | $cold | $warm |"
    done < <("$lab" kinds "$style")
  done
fi

if [ "$modules" = 1 ]; then
  echo
  echo "### Each library target built from clean (swift build --target, s, one build each)"
  echo
  echo "| target | debug, wall | debug, CPU | release, wall | release, CPU |"
  echo "|---|---:|---:|---:|---:|"
  targets=(DecodingJSON Decoding DecodingPipeline Curry DecodingHTTP)
  # The one-call forms of 21 to 100 fields, which only files with wide models import.
  [ -d Sources/DecodingWide ] && targets+=(DecodingWide)
  declare -A cells
  for configuration in debug release; do
    scratch="$tmp/scratch-$configuration"
    for target in "${targets[@]}"; do
      read -r cpu wall < <(min_seconds 1 swift build -q -c "$configuration" --scratch-path "$scratch" \
        --target "$target")
      cells[$target-$configuration]="$wall | $cpu"
    done
    # A build with nothing left to do: what SwiftPM itself adds to each figure above.
    read -r cpu wall < <(min_seconds 1 swift build -q -c "$configuration" --scratch-path "$scratch" --target Curry)
    cells[nothing-$configuration]="$wall | $cpu"
    rm -rf "$scratch"
  done
  for target in "${targets[@]}"; do
    echo "| $target | ${cells[$target-debug]} | ${cells[$target-release]} |"
  done
  echo "| (nothing to build) | ${cells[nothing-debug]} | ${cells[nothing-release]} |"
fi

if [ "$depths" = 1 ]; then
  # Prints the SILGen seconds of one compile of $1 (from -stats-output-dir) and its CPU seconds.
  silgen_seconds() {
    local stats="$tmp/stats"
    rm -rf "$stats"
    mkdir -p "$stats"
    read -r cpu wall < <(min_seconds 1 swiftc -c -Onone -parse-as-library "$1" -o "$tmp/probe.o" \
      -stats-output-dir "$stats")
    echo "$(grep -h '"time.swift.SILGen.wall"' "$stats"/*.json | sed -E 's/.*: *([0-9.e+-]+),?/\1/' |
      xargs printf '%.3f') $cpu"
  }
  echo
  echo "### A signature carrying a curried type N levels deep (SILGen s / whole file CPU s, -Onone)"
  echo
  mapfile -t shapes < <("$lab" list shapes)
  depth_list="8 10 12 14 16 18 20"
  printf '| shape |'; for depth in $depth_list; do printf ' %s |' "$depth"; done; echo
  printf '|---|'; for _ in $depth_list; do printf -- '---:|'; done; echo
  for shape in "${shapes[@]}"; do
    printf '| %s |' "$shape"
    for depth in $depth_list; do
      "$lab" depth "$shape" "$depth" >"$tmp/Probe.swift"
      read -r silgen cpu < <(silgen_seconds "$tmp/Probe.swift")
      printf ' %s / %s |' "$silgen" "$cpu"
    done
    echo
  done
fi

if [ "$schemes" = 1 ]; then
  debug_modules=${debug_modules:-$(modules_for debug)}
  echo
  echo "### Other ways to write curry and decode(f), arities 16-20 (swiftc -c -wmo -Onone; s, one run)"
  echo
  echo "| scheme | CPU (s) | wall (s) |"
  echo "|---|---:|---:|"
  mapfile -t scheme_names < <("$lab" list schemes)
  for scheme in "${scheme_names[@]}"; do
    "$lab" scheme "$scheme" 16 20 >"$tmp/Scheme.swift"
    read -r cpu wall < <(min_seconds 1 swiftc -c -wmo -Onone -swift-version 6 -parse-as-library \
      -module-name Scheme -I "$debug_modules" "$tmp/Scheme.swift" -o "$tmp/Scheme.o")
    echo "| $scheme | $cpu | $wall |"
  done
fi

echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
