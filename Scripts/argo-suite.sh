#!/usr/bin/env bash
# Runs Argo 4.1.2's own test suite against this package, as a regression suite for the promise
# that Argo models compile after switching imports (Docs/Migrating.md, "Argo 4.1.2's suite").
#
#   Scripts/argo-suite.sh ARGO_CHECKOUT     a checkout of thoughtbot/Argo at v4.1.2
#
# The script copies ARGO_CHECKOUT/Tests/ArgoTests (without PerformanceTests.swift) into a
# temporary package that depends on this one by path, and changes the imports alone:
# `import Argo` becomes `import Decoding`, `import Runes` is deleted, `import Curry` stays
# (this package's). Nothing else of Argo's code is touched, and none of it is kept here.
#
# Each test file is type-checked on its own with the models; in a file that does not compile,
# each test is tried alone, so one broken test does not hide the others. The tests that
# compile are built in the Swift 5 language mode (Argo 4's) and run; the fixtures are copied
# next to the test bundle, where `Bundle(for:)` looks for them on Linux. It prints one line
# per test, `compiles`, `passes` or `fails` with the first error or failed assertion, then
# the totals. It exits 0 when it could run the suite, whatever the tests did.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -d "$1/Tests/ArgoTests" ]; then
  echo "usage: $0 ARGO_CHECKOUT   (a checkout of thoughtbot/Argo v4.1.2, with Tests/ArgoTests)" >&2
  exit 2
fi
argo=$(cd "$1" && pwd)
repository=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

package="$work/ArgoSuite"
tests="$package/Tests/ArgoTests"
mkdir -p "$tests" "$package/Fixtures" "$work/one"
cat >"$package/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "ArgoSuite",
  dependencies: [.package(name: "Decoding", path: "$repository")],
  targets: [
    .testTarget(
      name: "ArgoTests",
      dependencies: [.product(name: "Decoding", package: "Decoding"), .product(name: "Curry", package: "Decoding")]
    )
  ]
)
EOF

# The import change, and nothing else.
port() {
  sed -e 's/^import Argo$/import Decoding/' -e '/^import Runes$/d' "$1"
}

sources=()
for file in "$argo"/Tests/ArgoTests/Models/*.swift "$argo"/Tests/ArgoTests/JSON/*.swift \
  "$argo"/Tests/ArgoTests/plists/*.swift; do
  port "$file" >"$tests/$(basename "$file")"
  sources+=("$tests/$(basename "$file")")
done
find "$argo/Tests/ArgoTests" \( -name '*.json' -o -name '*.plist' \) -exec cp {} "$package/Fixtures/" \;

echo "building Decoding and Curry for the suite..." >&2
(cd "$package" && swift build -q --target Curry >"$work/build" 2>&1) || { cat "$work/build" >&2; exit 1; }
modules="$(cd "$package" && swift build --show-bin-path)/Modules"

typechecks() {
  swiftc -typecheck -swift-version 5 -parse-as-library -I "$modules" "${sources[@]}" "$@" >"$work/errors" 2>&1
}
first_error() {
  grep -m1 -E '^[^ ].*: error: ' "$work/errors" | sed -E "s|^$work/[^:]*/||; s|^$tests/||"
}

if ! typechecks; then
  echo "the models do not compile after the import change:"
  first_error
  exit 1
fi

# The test functions of a file: `  func testName() {` through the next `  }`, Argo's layout.
test_names() {
  sed -nE 's/^  func (test[A-Za-z0-9_]*)\(\).*/\1/p' "$1"
}
# The file with the test functions not named in $2 (a space-separated list) blanked out, so
# that an error's line is the line in Argo's file.
keep_tests() {
  awk -v keep=" $2 " '
    /^  func test[A-Za-z0-9_]*\(\)/ {
      name = $2; sub(/\(.*/, "", name)
      skipping = index(keep, " " name " ") == 0
    }
    { print skipping ? "" : $0 }
    skipping && /^  }$/ { skipping = 0 }
  ' "$1"
}

declare -A status reason
order=()
for file in "$argo"/Tests/ArgoTests/Tests/*.swift; do
  name=$(basename "$file" .swift)
  [ "$name" = PerformanceTests ] && continue
  port "$file" >"$work/$name.swift"
  class=$(sed -nE 's/^(final )?class ([A-Za-z0-9_]+): XCTestCase.*/\2/p' "$work/$name.swift")
  compiling=""
  for test in $(test_names "$work/$name.swift"); do
    order+=("$class.$test")
    keep_tests "$work/$name.swift" "$test" >"$work/one/$name.swift"
    if typechecks "$work/one/$name.swift"; then
      status[$class.$test]=compiles
      compiling+="$test "
    else
      status[$class.$test]="does not compile"
      reason[$class.$test]=$(first_error)
    fi
  done
  keep_tests "$work/$name.swift" "$compiling" >"$tests/$name.swift"
done

echo "building and running the tests that compile..." >&2
(cd "$package" && swift build -q --build-tests >"$work/build" 2>&1) || { cat "$work/build" >&2; exit 1; }
cp "$package"/Fixtures/* "$(cd "$package" && swift build --show-bin-path)/"
(cd "$package" && swift test --skip-build >"$work/run" 2>&1) || true

# A crash ends the run; the tests it kept from running are run one at a time.
for test in "${order[@]}"; do
  [ "${status[$test]}" = compiles ] || continue
  grep -qE "Test Case '$test' (passed|failed)" "$work/run" && continue
  (cd "$package" && swift test --skip-build --filter "^ArgoTests\.$test\$" >>"$work/run" 2>&1) || true
done

for test in "${order[@]}"; do
  [ "${status[$test]}" = compiles ] || continue
  if grep -qE "Test Case '$test' passed" "$work/run"; then
    status[$test]=passes
  elif grep -qE "Test Case '$test' failed" "$work/run"; then
    status[$test]=fails
    # XCTest prints `path:line: error: Suite.test : XCTAssert… failed - …` before the result.
    reason[$test]=$(grep -m1 -E "error: $test : " "$work/run" | sed -E 's|^.*/||; s|error: [^ ]* : ||')
  else
    status[$test]="did not run"
    reason[$test]=$(grep -m1 -iE 'fatal|crash|signal' "$work/run" || true)
  fi
done

compiled=0
passed=0
for test in "${order[@]}"; do
  line="${status[$test]}"
  [ -n "${reason[$test]:-}" ] && line+=": ${reason[$test]}"
  printf '%-70s %s\n' "$test" "$line"
  case "${status[$test]}" in
    passes) compiled=$((compiled + 1)); passed=$((passed + 1)) ;;
    fails | "did not run") compiled=$((compiled + 1)) ;;
  esac
done
echo "${#order[@]} tests, $compiled compile after the import change alone, $passed pass"
