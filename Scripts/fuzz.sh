#!/usr/bin/env bash
# Builds one libFuzzer target of the Fuzz package and runs it for a number of seconds with
# the seed corpus and the JSON dictionary. Fails (status 1) when the fuzzer finds an input
# that crashes, hangs, runs out of memory or fails the target's check, and prints the
# path of each reproducer. `Scripts/fuzz.sh --help` says more.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(fuzz-parser fuzz-decoding)

usage() {
  cat <<USAGE
Usage: Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER-OPTION...]

Builds TARGET of the Fuzz package (release, with -sanitize=fuzzer,address) and runs it for
SECONDS seconds, starting from the seed corpus Fuzz/Corpus and the saved findings
(Tests/Fixtures/FuzzFindings), with the dictionary Fuzz/json.dict. What the fuzzer learns
is kept in Fuzz/.build/corpus/TARGET for the next run; a reproducer goes to
Fuzz/.build/findings/TARGET/. Options after SECONDS go to libFuzzer as they are
(-jobs=2, -max_len=65536, ...).

Targets:
  fuzz-parser     the parser: what parses lists no key twice, renders and parses back to
                  an equal value, in every format, and every syntax error is located
                  inside the input
  fuzz-decoding   the operators, the pipelines and CodableDecoder decode the same bytes
                  into the same models and agree: the same value, or all fail; the
                  models include ones that recurse through arrays and dictionaries, and
                  each input is decoded again nested 24 levels deep in them, with a bad
                  element at every level, so that work that grows faster than the depth
                  runs past the time limit

Status: 0 when the run found nothing, 1 when it found something (the reproducers' paths
are printed; each one becomes a regression test in Tests/Fixtures/FuzzFindings, see
CONTRIBUTING.md, "Fuzzing"), 2 for a usage error.

Example:
  Scripts/fuzz.sh fuzz-parser 60
  Fuzz/.build/release/fuzz-parser Fuzz/.build/findings/fuzz-parser/crash-…   # rerun one input
USAGE
}

if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  usage
  exit 0
fi
if [ $# -lt 2 ]; then
  echo "fuzz.sh: expected a target and a number of seconds" >&2
  echo "Try 'Scripts/fuzz.sh --help'." >&2
  exit 2
fi
target=$1
seconds=$2
shift 2
if ! printf '%s\n' "${targets[@]}" | grep -qx -- "$target"; then
  echo "fuzz.sh: unknown target '$target'; the targets are: ${targets[*]}" >&2
  exit 2
fi
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: SECONDS must be a whole number of seconds, at least 1; got '$seconds'" >&2
  exit 2
fi

# One flag, both sanitizers: given as two `-sanitize=` flags, the fuzzer's coverage
# instrumentation is silently dropped and libFuzzer runs blind. -Xswiftc reaches every
# Swift target, the library's too, so the library's code is what gets covered.
echo "fuzz.sh: building $target (release, -sanitize=fuzzer,address)"
# gold warns that it cannot export one of AddressSanitizer's own local symbols; it is
# harmless and not ours, so that one line is dropped and every other warning still shows.
set +e
swift build --package-path Fuzz -c release --product "$target" -Xswiftc -sanitize=fuzzer,address 2>&1 \
  | grep -v "warning: Cannot export local symbol '__asan_extra_spill_area'"
build_status=${PIPESTATUS[0]}
set -e
if [ "$build_status" -ne 0 ]; then
  echo "fuzz.sh: the build of $target failed (status $build_status)" >&2
  exit "$build_status"
fi
binary="Fuzz/.build/release/$target"

corpus="Fuzz/.build/corpus/$target"
findings="Fuzz/.build/findings/$target"
mkdir -p "$corpus" "$findings"
# A finding of an earlier run would be reported again: only this run's count.
rm -f "$findings"/crash-* "$findings"/timeout-* "$findings"/oom-* "$findings"/leak-*

# The first folder is the one libFuzzer writes new inputs to, so the checked-in seeds and
# findings are read, never written.
seeds=(Fuzz/Corpus)
if [ -d Tests/Fixtures/FuzzFindings ]; then seeds+=(Tests/Fixtures/FuzzFindings); fi

status=0
# -timeout: an input that takes two seconds is a hang (hostile input must cost linear time;
# fuzz-decoding nests every input 24 levels deep, where work that doubles per level takes
# minutes, so super-linear decoding of nested collections is caught on the first input);
# -malloc_limit_mb: one that asks for a gigabyte at once is a memory blow-up. Both are
# findings. RSS may grow past that with AddressSanitizer's quarantine, hence its own limit.
# Leak detection is off, libFuzzer's and AddressSanitizer's at exit: the Swift runtime's
# caches read as leaks, and so do the shapes the parser's cache keeps (KnownShapes.swift),
# whose table is mapped pages, which the leak checker does not scan. The Swift runtime's
# backtracer is off, so that libFuzzer handles a crash at once and saves it.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" SWIFT_BACKTRACE=enable=no "$binary" "$corpus" "${seeds[@]}" \
  -dict=Fuzz/json.dict -max_total_time="$seconds" -timeout=2 -malloc_limit_mb=1024 -rss_limit_mb=3072 \
  -artifact_prefix="$findings/" -detect_leaks=0 -print_final_stats=1 "$@" || status=$?

mapfile -t found < <(find "$findings" -maxdepth 1 -type f \
  \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)
if [ "$status" -ne 0 ] || [ "${#found[@]}" -gt 0 ]; then
  echo "fuzz.sh: $target found a problem (libFuzzer status $status). Reproducers:"
  for file in "${found[@]}"; do
    echo "  $file    (rerun: $binary $file)"
  done
  if [ "${#found[@]}" -eq 0 ]; then echo "  none written; see libFuzzer's output above"; fi
  echo "Save each one as a regression test: CONTRIBUTING.md, \"Fuzzing\"."
  exit 1
fi
echo "fuzz.sh: $target ran ${seconds} s and found nothing"
