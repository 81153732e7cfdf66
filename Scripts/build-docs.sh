#!/usr/bin/env bash
# Builds the DocC reference of the five library modules — Decoding, DecodingPipeline, Curry,
# DecodingHTTP and DecodingWide — as one site, offline, with the toolchain's `docc`, treating every
# documentation warning (a broken symbol link, a bad topic group) as an error.
# Output: .build/docs/Decoding.doccarchive, or the directory given; the archive is
# transformed for static hosting, so any web server can serve it as files.
#
#   Scripts/build-docs.sh [OUTPUT_DIRECTORY] [--hosting-base-path PATH]
#
# One `docc convert` of every module's symbol graphs, with Decoding's catalog as the root:
# this toolchain's docc documents several modules in one archive that way, with their links
# between each other checked, and it needs no network. (`docc merge` of one archive per
# module would give the same pages behind a synthesized landing page that says nothing of
# what to import; Decoding.md is that landing page here.)
#
# Decoding re-exports DecodingJSON, so its symbol graph already holds `JSON` and the rest of
# that layer: DecodingJSON's own graph is left out, and `JSON` is documented as Decoding's.
# The guides of Docs/ become the catalog's articles only here, in the copy of the catalog
# under .build/docs: `swift run doc-samples --guides` writes them into its Guides folder, with
# their links made `doc:` links that DocC checks. Nothing made from Docs/ is committed, so
# Docs/ stays their one source, and the doc-samples tests compile their samples from there.
# The Swift 5 mode's twins of a few declarations are `@_documentation(visibility: private)`, so
# not in the symbol graphs; Scripts/DocsSite.swift drops the "Swift 6.0+" of the declarations
# they stand in for, and the pipeline's default-implementation links.
# Scripts/check-docs-site.sh checks the result.
set -euo pipefail
cd "$(dirname "$0")/.."
output=.build/docs/Decoding.doccarchive
hosting=()
while [ $# -gt 0 ]; do
  case "$1" in
    --hosting-base-path) hosting=(--hosting-base-path "$2"); shift 2 ;;
    *) output="$1"; shift ;;
  esac
done
# A scratch path of its own: the symbol-graph flags would otherwise invalidate the
# regular debug build that `swift build` and `swift test` reuse.
scratch=.build/docs-build
graphs=.build/docs/symbol-graphs
modules=(Decoding DecodingPipeline Curry DecodingHTTP DecodingWide)
rm -rf "$output"
emit_symbol_graphs() {
  local module
  for module in "${modules[@]}"; do
    # Extension blocks give `Int.decode`, `Array.decode` and the rest of the extensions of
    # Swift and Foundation types their pages, and `Decodable` its conforming types.
    swift build --scratch-path "$scratch" --target "$module" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
      -Xswiftc -emit-extension-block-symbols
  done
}
mkdir -p "$graphs"
emit_symbol_graphs
# An up-to-date build emits nothing: start that scratch build afresh when a graph is missing.
for module in "${modules[@]}"; do
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    rm -rf "$scratch" "$graphs"
    mkdir -p "$graphs"
    emit_symbol_graphs
    break
  fi
done

tool=.build/docs/DocsSite
if [ ! -x "$tool" ] || [ Scripts/DocsSite.swift -nt "$tool" ]; then
  swiftc -O Scripts/DocsSite.swift -o "$tool"
fi

documented=.build/docs/documented-symbol-graphs
rm -rf "$documented"
mkdir -p "$documented"
for module in "${modules[@]}"; do
  cp "$graphs/$module.symbols.json" "$documented"/
  for extension in "$graphs/$module"@*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$documented"/
  done
done
"$tool" prune-symbol-graphs "$documented"

# Each module's catalog (its page, in Sources/<Module>/<Module>.docc) in one, Decoding's
# first: its Decoding.md is the site's landing page. Then the guides, as its articles.
catalog=.build/docs/Decoding.docc
rm -rf "$catalog"
cp -R Sources/Decoding/Decoding.docc "$catalog"
for module in "${modules[@]:1}"; do
  cp -R "Sources/$module/$module.docc/." "$catalog"/
done
swift run doc-samples --guides "$catalog/Guides"

docc convert "$catalog" \
  --additional-symbol-graph-dir "$documented" \
  --fallback-display-name Decoding \
  --fallback-bundle-identifier org.decoding.Decoding \
  --output-dir "$output" \
  --transform-for-static-hosting "${hosting[@]}" \
  --warnings-as-errors
echo "DocC archive, ready for static hosting: $output"
