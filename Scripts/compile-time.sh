#!/usr/bin/env bash
# Measures compile times and prints them as the Markdown tables of Docs/Performance.md:
#
#   1. how long the decode expression of a model with 5, 10, 15 and 20 fields takes to
#      type-check, for each style (Argo operators; operators with <|> and >>-; pipeline),
#      in debug (-Onone) and release (-O): -Xfrontend -debug-time-function-bodies, the
#      minimum over --runs runs. "UNABLE" means 'unable to type-check this expression in
#      reasonable time'. With --compile, also one full compile (-c) of each model file;
#   2. how long the Curry module and the pipeline starts (`decode(f)` in the Decoding
#      module) take to compile, per arity range;
#   3. with --schemes, the same for the other ways of writing them (Docs/Performance.md);
#   4. with --kinds, the 20-field expression of each style with every field of one kind,
#      to see which operator or pipeline step costs what.
#
# usage: Scripts/compile-time.sh [--runs N] [--module-runs N] [--compile] [--schemes] [--kinds]
#                                [--skip-modules] [--skip-expressions]
#
# Single-threaded swiftc invocations; CPU seconds (user + sys) are steadier than wall time
# on a shared machine, so the module tables show both. Takes a few minutes (more with --schemes).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
module_runs=3
schemes=0
compile=0
kinds=0
modules=1
expressions=1
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --module-runs) module_runs=$2; shift 2 ;;
    --compile) compile=1; shift ;;
    --kinds) kinds=1; shift ;;
    --schemes) schemes=1; shift ;;
    --skip-modules) modules=0; shift ;;
    --skip-expressions) expressions=0; shift ;;
    *) echo "usage: $0 [--runs N] [--module-runs N] [--compile] [--schemes] [--kinds] [--skip-modules]" \
         "[--skip-expressions]" >&2
       exit 2 ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"

swift build -q --product curry-gen
gen="$(swift build --show-bin-path)/curry-gen"

mapfile -t decoding_sources < <(find Sources/Decoding -name '*.swift' | sort)
decoding_without_starts=()
for file in "${decoding_sources[@]}"; do
  [[ $file == */DecodeFunction+Start.swift ]] || decoding_without_starts+=("$file")
done

# Prints "cpu wall" in seconds, the minimum of each over $2 runs of the command after it.
min_seconds() {
  local count=$1; shift
  local best_cpu="" best_wall=""
  for _ in $(seq "$count"); do
    /usr/bin/time -f "%U %S %e" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr" || {
      echo "command failed: $*" >&2; cat "$tmp/stderr" >&2; exit 1
    }
    read -r user sys wall <"$tmp/time"
    local cpu
    cpu=$(echo "$user + $sys" | bc)
    if [ -z "$best_cpu" ] || (($(echo "$cpu < $best_cpu" | bc))); then best_cpu=$cpu; fi
    if [ -z "$best_wall" ] || (($(echo "$wall < $best_wall" | bc))); then best_wall=$wall; fi
  done
  printf '%.2f %.2f\n' "$best_cpu" "$best_wall"
}

if [ "$expressions" = 1 ]; then
  # The modules' interfaces, once: type-checking a client needs nothing more.
  mkdir -p "$tmp/modules"
  swiftc -emit-module -parse-as-library -module-name Decoding -emit-module-path "$tmp/modules/Decoding.swiftmodule" \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies "${decoding_sources[@]}"
  swiftc -emit-module -parse-as-library -module-name Curry -emit-module-path "$tmp/modules/Curry.swiftmodule" \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies Sources/Curry/*.swift

  # Prints "cold warm": the minimum type-check times in ms, over $runs runs, of the model's
  # first decode function (which also loads the declarations it uses) and of the second,
  # identical one; or UNABLE / FAILED.
  typecheck_ms() {
    local file=$1 optimization=$2 cold="" warm="" output first second
    for _ in $(seq "$runs"); do
      if ! output=$(swiftc -typecheck "$optimization" -swift-version 6 -parse-as-library -I "$tmp/modules" \
        -Xfrontend -debug-time-function-bodies "$file" 2>&1); then
        if grep -q "unable to type-check" <<<"$output"; then echo "UNABLE UNABLE"; else echo "FAILED FAILED"; echo "$output" >&2; fi
        return
      fi
      first=$(grep -E 'extension\.(decodeCold|pipelineCold)(\(\))?@' <<<"$output" | cut -f1 | sed 's/ms$//')
      second=$(grep -E 'extension\.(decode|pipeline)(\(\))?@' <<<"$output" | cut -f1 | sed 's/ms$//')
      if [ -z "$cold" ] || (($(echo "$first < $cold" | bc))); then cold=$first; fi
      if [ -z "$warm" ] || (($(echo "$second < $warm" | bc))); then warm=$second; fi
    done
    echo "$cold $warm"
  }

  # Prints the seconds of one full compile (-c) of the model, or UNABLE/FAILED.
  compile_seconds() {
    local file=$1 optimization=$2 output
    if ! output=$( { /usr/bin/time -f "%e" swiftc -c "$optimization" -swift-version 6 -parse-as-library \
      -I "$tmp/modules" "$file" -o "$tmp/model.o"; } 2>&1); then
      if grep -q "unable to type-check" <<<"$output"; then echo UNABLE; else echo FAILED; echo "$output" >&2; fi
      return
    fi
    tail -1 <<<"$output"
  }

  echo
  echo "### Type-checking one decode expression (ms, min of $runs runs; cold = first in the file, warm = second)"
  echo
  header="| style | fields | debug cold | debug warm | release cold | release warm |"
  rule="|---|---:|---:|---:|---:|---:|"
  if [ "$compile" = 1 ]; then
    header+=" whole file -Onone (s) | whole file -O (s) |"
    rule+="---:|---:|"
  fi
  echo "$header"
  echo "$rule"
  for style in operators operators-alt pipeline pipeline-named; do
    for fields in 5 10 15 20; do
      file="$tmp/Model$fields.swift"
      "$gen" model "$style" "$fields" >"$file"
      read -r debug_cold debug_warm < <(typecheck_ms "$file" -Onone)
      read -r release_cold release_warm < <(typecheck_ms "$file" -O)
      line="| $style | $fields | $debug_cold | $debug_warm | $release_cold | $release_warm |"
      if [ "$compile" = 1 ]; then
        line+=" $(compile_seconds "$file" -Onone) | $(compile_seconds "$file" -O) |"
      fi
      echo "$line"
    done
  done

  if [ "$kinds" = 1 ]; then
    echo
    echo "### One kind of field, 20 fields (ms, min of $runs runs, debug)"
    echo
    echo "| style | every field | cold | warm |"
    echo "|---|---|---:|---:|"
    for style in operators-alt pipeline; do
      while read -r kind; do
        file="$tmp/Model20.swift"
        "$gen" model "$style" 20 "$kind" >"$file"
        read -r cold warm < <(typecheck_ms "$file" -Onone)
        echo "| $style | $kind | $cold | $warm |"
      done < <("$gen" kinds "$style")
    done
  fi
fi

if [ "$modules" = 1 ]; then
  # Compiles a Curry module made of the given generated text.
  curry_module() {
    cp "$1" "$tmp/Curry.swift"
    min_seconds "$module_runs" swiftc -c -wmo -Onone -parse-as-library -module-name Curry \
      "$tmp/Curry.swift" -o "$tmp/Curry.o"
  }
  # Compiles the Decoding module with the given file in place of DecodeFunction+Start.swift.
  decoding_module() {
    local starts=("$@")
    min_seconds "$module_runs" swiftc -c -wmo -Onone -parse-as-library -module-name Decoding \
      "${decoding_without_starts[@]}" "${starts[@]}" -o "$tmp/Decoding.o"
  }
  row() { read -r cpu wall; echo "| $1 | $2 | $cpu | $wall |"; }

  echo
  echo "### Curry module, debug (swiftc -c -wmo -Onone; s, min of $module_runs runs)"
  echo
  echo "| scheme | arities | CPU (s) | wall (s) |"
  echo "|---|---|---:|---:|"
  curry_schemes=(shapes-curry)
  [ "$schemes" = 1 ] && curry_schemes+=(signatures-only-curry recursive-curry nested-curry)
  for scheme in "${curry_schemes[@]}"; do
    ranges=("1 10" "11 15" "16 20")
    # Each arity of the recursive scheme calls the one below it, so its ranges start at 1.
    [[ $scheme == recursive-curry ]] && ranges=("1 10" "1 15" "1 20")
    [[ $scheme == shapes-* ]] && ranges+=("1 20")
    for range in "${ranges[@]}"; do
      # shellcheck disable=SC2086
      "$gen" scheme "$scheme" $range >"$tmp/scheme.swift"
      curry_module "$tmp/scheme.swift" | row "$scheme" "${range/ /-}"
    done
  done

  echo
  echo "### Decoding module with the pipeline starts, debug (swiftc -c -wmo -Onone; s, min of $module_runs runs)"
  echo
  echo "| scheme | arities | CPU (s) | wall (s) |"
  echo "|---|---|---:|---:|"
  decoding_module | row "no starts" "-"
  start_schemes=(shapes-starts)
  [ "$schemes" = 1 ] && start_schemes+=(nested-starts)
  for scheme in "${start_schemes[@]}"; do
    ranges=("1 10" "11 15" "16 20")
    [[ $scheme == shapes-* ]] && ranges+=("1 20")
    for range in "${ranges[@]}"; do
      # shellcheck disable=SC2086
      "$gen" scheme "$scheme" $range >"$tmp/DecodeFunction+Start.swift"
      decoding_module "$tmp/DecodeFunction+Start.swift" | row "$scheme" "${range/ /-}"
    done
  done
fi

echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
