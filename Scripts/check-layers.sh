#!/usr/bin/env bash
# Fails when a file depends on a layer above its own (Docs/Design.md, "Layers").
#
# The targets are layers the compiler already keeps apart: DecodingJSON, then Decoding,
# then DecodingPipeline. Inside the two lower targets the folders are the layers, listed
# below bottom up. For each layer this type-checks it together with every layer below it
# and nothing above, so a file that uses a name from a higher layer fails to compile here
# and the message names the file, the line and the name.
#
#   Scripts/check-layers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

json_layers=(Memory Value Navigation Rendering Parsing Streaming)
decoding_layers=(Results Decodable Types Encodable Codable Operators Conveniences Streaming)

files_in() { find "$1" -name '*.swift' -print0 | sort -z | xargs -0 -n1 echo; }

check() {
  local name=$1; shift
  printf 'layer %-28s' "$name"
  local log
  log=$(mktemp)
  if swiftc -typecheck -swift-version 6 -parse-as-library -module-name LayerCheck -package-name LayerCheck "$@" >"$log" 2>&1; then
    echo "ok"
  else
    echo "depends on a layer above it:"
    grep -E 'error:' "$log" | sort -u | head -20
    exit 1
  fi
}

below=()
for layer in "${json_layers[@]}"; do
  mapfile -t files < <(files_in "Sources/DecodingJSON/$layer")
  below+=("${files[@]}")
  check "DecodingJSON/$layer" "${below[@]}"
done
# The JSON layer is re-exported by Exports.swift; here it is compiled in, as the bottom layer.
for layer in "${decoding_layers[@]}"; do
  mapfile -t files < <(files_in "Sources/Decoding/$layer")
  below+=("${files[@]}")
  check "Decoding/$layer" "${below[@]}"
done
# Every folder of the two targets must be one of the layers above.
for target in DecodingJSON Decoding; do
  for folder in Sources/"$target"/*/; do
    folder=${folder%/}
    name=${folder##*/}
    [[ $name == *.docc ]] && continue
    layers=("${json_layers[@]}")
    [ "$target" = Decoding ] && layers=("${decoding_layers[@]}")
    if ! printf '%s\n' "${layers[@]}" | grep -qx "$name"; then
      echo "Sources/$target/$name is not a layer: add it to Scripts/check-layers.sh and Docs/Design.md"
      exit 1
    fi
  done
done
echo "every layer depends only on the layers below it"
