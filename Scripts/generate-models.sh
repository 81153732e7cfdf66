#!/usr/bin/env bash
# Writes the models decoding-gen generates from the benchmark documents and the fixtures, in
# each style (operators, pipeline, and --codec): Tests/GeneratedModels/<Style>/<Set>/<Name>.swift. Each <Style>/<Set> folder is
# a target, Generated<Style><Set>, compiled like a user's module (with any warning failing CI),
# and GeneratedModelsTests decodes every sample with it. Package.swift lists the folders
# between `// BEGIN generated-models` and `// END generated-models`; this script writes that
# list too (a manifest must not read directories: SwiftPM issue #5610).
#
#   Scripts/generate-models.sh           regenerate the models and Package.swift's list
#   Scripts/generate-models.sh --check   change nothing; exit 1 naming each stale file and each
#                                        entry the list lacks or has too many (CI)
#
# A set is one module, so the types of its models must not share names: models that would
# (two `Author`s, say) go in different sets.
set -euo pipefail
cd "$(dirname "$0")/.."

check=()
case "${1:-}" in
  "") ;;
  --check) check=(--check) ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

# One model per line: its set, its root type's name, then its samples (one endpoint's responses),
# with any decoding-gen options among them (`--merge`). Every model gets encoders too (a codec
# is one), which GeneratedModelsTests runs back to the samples.
argo=Tests/Fixtures/Argo
models=(
  "Benchmarks Twitter --merge MediaSize=medium,small,thumb,large Benchmarks/Documents/twitter.json"
  "Benchmarks CitmCatalog Benchmarks/Documents/citm_catalog.json"
  "Benchmarks Canada Benchmarks/Documents/canada.json"
  "Argo Post $argo/post_comments.json $argo/post_no_comments.json $argo/post_bad_comments.json $argo/location_post.json $argo/bad_location_post.json"
  "Argo User $argo/user_with_email.json $argo/user_without_email.json $argo/user_without_key.json $argo/user_with_bad_type.json $argo/user_with_nested_name.json"
  "Argo Types $argo/types.json $argo/types_fail_embedded.json"
  "Argo Titles $argo/root_array.json"
  "Argo Words $argo/array_root.json"
  "Argo Booleans $argo/booleans.json"
  "Assorted Comment $argo/comment.json"
  "Assorted RootObject $argo/root_object.json"
  "Assorted EdgeCases Tests/Fixtures/Generator/edge_cases_1.json Tests/Fixtures/Generator/edge_cases_2.json"
  "GitHub Repository Tests/Fixtures/GitHub/get-repository.json"
)

swift build -q --product decoding-gen
gen="$(swift build --show-bin-path)/decoding-gen"

status=0
expected=()
for style in operators pipeline codec; do
  folder=Tests/GeneratedModels/$(tr '[:lower:]' '[:upper:]' <<<"${style:0:1}")${style:1}
  if [ "$style" = codec ]; then arguments=(--codec); else arguments=(--style "$style" --encoders); fi
  for model in "${models[@]}"; do
    read -r set name samples <<<"$model"
    read -r -a samples <<<"$samples"
    output=$folder/$set/$name.swift
    expected+=("$output")
    [ ${#check[@]} -eq 0 ] && mkdir -p "$folder/$set"
    "$gen" "${arguments[@]}" --name "$name" --output "$output" "${check[@]}" "${samples[@]}" || status=1
  done
done

# Package.swift's list of the folders: "Operators/Argo", one a line between the markers.
manifest=Package.swift
begin='// BEGIN generated-models: written by `Scripts/generate-models.sh`'
end='// END generated-models'
mapfile -t folders < <(printf '%s\n' "${expected[@]}" | sed -E 's|^Tests/GeneratedModels/([^/]+/[^/]+)/.*|\1|' | LC_ALL=C sort -u)
if ! grep -qxF "$begin" "$manifest" || ! grep -qxF "$end" "$manifest"; then
  echo "$manifest has no lines '$begin' and '$end' around its list of generated-model folders"
  exit 1
fi
listed=$(awk -v begin="$begin" -v end="$end" '$0 == begin { inside = 1; next } $0 == end { inside = 0 } inside' \
  "$manifest" | grep -v -E '^\s*//' | grep -o '"[^"]*"' | tr -d '"' || true)
if [ ${#check[@]} -eq 0 ]; then
  if [ "$listed" != "$(printf '%s\n' "${folders[@]}")" ]; then
    {
      awk -v begin="$begin" '{ print } $0 == begin { exit }' "$manifest"
      echo 'let generatedModelFolders: [String] = ['
      printf '  "%s",\n' "${folders[@]}"
      echo ']'
      awk -v end="$end" '$0 == end { inside = 1 } inside' "$manifest"
    } >"$manifest.new"
    mv "$manifest.new" "$manifest"
    echo "wrote $manifest's list of generated-model folders"
  fi
else
  for folder in "${folders[@]}"; do
    if ! grep -qxF "$folder" <<<"$listed"; then
      echo "$manifest's generated-models list lacks \"$folder\", the folder Tests/GeneratedModels/$folder" \
        "(run Scripts/generate-models.sh and commit the result)"
      status=1
    fi
  done
  while IFS= read -r entry; do
    [ -z "$entry" ] && continue
    if ! printf '%s\n' "${folders[@]}" | grep -qxF "$entry"; then
      echo "$manifest's generated-models list has \"$entry\", but Scripts/generate-models.sh makes no folder" \
        "Tests/GeneratedModels/$entry (run it and commit the result)"
      status=1
    fi
  done <<<"$listed"
  if [ "$(sort <<<"$listed" | uniq -d)" != "" ]; then
    echo "$manifest's generated-models list repeats $(sort <<<"$listed" | uniq -d | tr '\n' ' ')"
    status=1
  fi
fi

# A file this script no longer writes would still be compiled: it is stale too.
while IFS= read -r file; do
  if ! printf '%s\n' "${expected[@]}" | grep -qxF "$file"; then
    echo "$file is not generated by Scripts/generate-models.sh: delete it or add its model to the script"
    status=1
  fi
done < <(find Tests/GeneratedModels -name '*.swift' 2>/dev/null | sort)
exit "$status"
