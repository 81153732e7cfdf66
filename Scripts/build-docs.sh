#!/usr/bin/env bash
# Builds the DocC API reference of the Decoding and DecodingPipeline modules offline, with
# the toolchain's `docc`, treating every documentation warning (a broken symbol link, a bad
# topic group) as an error. Output: .build/docs/Decoding.doccarchive, or the directory given.
#
# Decoding re-exports DecodingJSON, so its symbol graph already holds `JSON` and the rest of
# that layer: DecodingJSON's own graph is left out, and `JSON` is documented as Decoding's.
#
#   Scripts/build-docs.sh [OUTPUT_DIRECTORY]
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs/Decoding.doccarchive}"
# A scratch path of its own: the symbol-graph flags would otherwise invalidate the
# regular debug build that `swift build` and `swift test` reuse.
scratch=.build/docs-build
graphs=.build/docs/symbol-graphs
rm -rf "$output"
emit_symbol_graphs() {
  swift build --scratch-path "$scratch" --target DecodingPipeline \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
}
mkdir -p "$graphs"
emit_symbol_graphs
# An up-to-date build emits nothing: start that scratch build afresh when a graph is missing.
if [ ! -f "$graphs/Decoding.symbols.json" ] || [ ! -f "$graphs/DecodingPipeline.symbols.json" ]; then
  rm -rf "$scratch" "$graphs"
  mkdir -p "$graphs"
  emit_symbol_graphs
fi
documented=.build/docs/documented-symbol-graphs
rm -rf "$documented"
mkdir -p "$documented"
cp "$graphs"/Decoding.symbols.json "$graphs"/Decoding@*.symbols.json "$graphs"/DecodingPipeline*.symbols.json \
  "$documented"/
docc convert Sources/Decoding/Decoding.docc \
  --additional-symbol-graph-dir "$documented" \
  --fallback-display-name Decoding \
  --fallback-bundle-identifier org.decoding.Decoding \
  --output-dir "$output" \
  --warnings-as-errors
echo "DocC archive: $output"
