#!/usr/bin/env bash
# Fails when the Swift sources use a construct that needs a newer compiler than the package
# declares, outside an `#if compiler(>=X.Y)` that guards it, or when the README, CONTRIBUTING
# or a manifest states another floor than Package.swift's tools version.
#
# Only one toolchain builds this repository, so nothing else would notice code that an older
# one rejects: the declared floor would silently stop being true. The constructs are listed
# below with the compiler that first accepts them; the sources are read with their comments
# and string literals left out, so a doc comment that names `Span` is not a use.
#
#   Scripts/check-toolchain-floor.sh                  check the repository's tracked .swift files
#   Scripts/check-toolchain-floor.sh --floor 6.0 F…   check the files F… against another floor
#   Scripts/check-toolchain-floor.sh --self-test      check the checker on the samples below
set -euo pipefail
cd "$(dirname "$0")/.."

# version <TAB> construct <TAB> extended regular expression (POSIX: no \b; `{W}` stands for
# "not an identifier character", so each pattern matches whole words).
constructs() {
  sed 's/{W}/[^A-Za-z0-9_]/g' <<'EOF'
6.1	trailing comma in a parameter or argument list	^[ ]*(\)|>[^=>])
6.1	`nonisolated` on a type or extension	(^|{W})nonisolated[ ]+(struct|class|enum|extension|protocol|actor|final)({W}|$)
6.1	`TestScoping`	(^|{W})TestScoping({W}|$)
6.2	`unsafe` expression	(^|[^A-Za-z0-9_.])unsafe[ ]+[A-Za-z_(&$.[]
6.2	`@unsafe` or `@safe`	@(unsafe|safe)({W}|$)
6.2	`Span` and its kin	(^|{W})(UTF8Span|Span|RawSpan|MutableSpan|MutableRawSpan|OutputSpan|OutputRawSpan)({W}|$)
6.2	`.span` property	\.(span|mutableSpan|utf8Span)({W}|$)
6.2	`InlineArray`	(^|{W})InlineArray({W}|$)
6.2	`[n of T]` type	\[[ ]*[0-9_]+[ ]+of[ ]
6.2	`@_lifetime`	@_?lifetime({W}|$)
6.2	`~Escapable`	~[ ]*Escapable({W}|$)
6.2	`nonisolated(nonsending)`	nonisolated[ ]*\([ ]*nonsending
6.2	`@concurrent`	@concurrent({W}|$)
6.2	`SendableMetatype`	(^|{W})SendableMetatype({W}|$)
6.2	`isolated deinit`	(^|{W})isolated[ ]+deinit({W}|$)
6.2	`weak let`	(^|{W})weak[ ]+let({W}|$)
6.2	`Task.immediate`	(^|{W})Task(<[^>]*>)?\.immediate
6.2	`@abi`	@abi[ ]*\(
6.2	raw identifier	`
6.2	exit test	(^|{W})processExitsWith[ ]*:
6.2	`Attachment.record`	(^|{W})Attachment\.record({W}|$)
6.3	`@c`	@c([ (]|$)
6.3	`@inline(always)`	@inline\([ ]*always
6.3	`@export`	@export[ ]*\(
6.3	`@specialized`	@specialized[ ]*\(
6.3	module selector `Module::name`	[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_]
EOF
}

# Prints one line per finding: `file:line: construct needs Swift X.Y …`, and a note for each
# `#if compiler(>=X.Y)` that the floor already makes true (it then guards nothing).
scan() {
  local floor=$1; shift
  # The table goes through the environment: `awk -v` would read its backslashes as escapes.
  CONSTRUCTS="$(constructs)" awk -v floor="$floor" '
    function ver(v,  p) { split(v, p, "."); return p[1] * 1000 + p[2] }
    # The compiler version a condition guarantees: the largest `compiler(>=X.Y)` it is a
    # conjunction of; 0 for a negated or `||` condition, which guarantees nothing.
    function guarantee(condition,  best, rest, v) {
      if (condition ~ /\|\|/ || condition ~ /!/) return 0
      best = 0; rest = condition
      while (match(rest, /compiler[ ]*\([ ]*>=[ ]*[0-9]+(\.[0-9]+)?/)) {
        v = substr(rest, RSTART, RLENGTH); sub(/.*>=[ ]*/, "", v)
        if (ver(v) > best) best = ver(v)
        rest = substr(rest, RSTART + RLENGTH)
      }
      return best
    }
    function guarded(  i, best) {
      best = 0
      for (i = 1; i <= depth; i++) if (branch[i] > best) best = branch[i]
      return best
    }
    BEGIN {
      n = split(ENVIRON["CONSTRUCTS"], rows, "\n")
      for (i = 1; i <= n; i++) {
        split(rows[i], f, "\t"); need[i] = ver(f[1]); needText[i] = f[1]; name[i] = f[2]; pattern[i] = f[3]
      }
      floorVersion = ver(floor)
    }
    FNR == 1 { depth = 0; inBlock = 0; inMultiline = 0; previous = "" }
    {
      line = $0
      # Multi-line string literals: drop everything up to the closing delimiter.
      if (inMultiline) {
        if (index(line, "\"\"\"") == 0) next
        # What is left stands after a literal, as the closing quotes of the literal.
        line = "\"\"" substr(line, index(line, "\"\"\"") + 3); inMultiline = 0
      }
      # Block comments (not nested, which the sources do not use).
      if (inBlock) {
        if (index(line, "*/") == 0) next
        line = substr(line, index(line, "*/") + 2); inBlock = 0
      }
      gsub(/\/\*([^*]|\*[^\/])*\*\//, " ", line)
      gsub(/#*"""([^"]|"[^"]|""[^"])*"""#*/, "\"\"", line)
      if (index(line, "\"\"\"")) { line = substr(line, 1, index(line, "\"\"\"") - 1) "\"\""; inMultiline = 1 }
      gsub(/#+"([^"\\]|\\.)*"#+/, "\"\"", line)
      gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
      sub(/\/\/.*/, "", line)
      if (index(line, "/*")) { line = substr(line, 1, index(line, "/*") - 1); inBlock = 1 }
      # An escaped keyword (`default`) was always allowed; what is left between backticks
      # is a raw identifier.
      gsub(/`[A-Za-z_][A-Za-z0-9_]*`/, "x", line)

      if (line ~ /^[ \t]*#if[ \t(]/) {
        depth++; branch[depth] = guarantee(substr(line, index(line, "#if") + 3)); directive = branch[depth]
      } else if (line ~ /^[ \t]*#elseif[ \t(]/) {
        branch[depth] = guarantee(substr(line, index(line, "#elseif") + 7)); directive = branch[depth]
      } else if (line ~ /^[ \t]*#else/) {
        branch[depth] = 0; directive = 0
      } else if (line ~ /^[ \t]*#endif/) {
        depth--; directive = 0
      } else directive = 0
      if (directive > 0 && directive <= floorVersion)
        printf "note: %s:%d: this #if compiler(>=…) is always true at the declared floor %s\n", FILENAME, FNR, floor

      if (line !~ /^[ \t]*#/) {
        for (i = 1; i <= n; i++) {
          if (need[i] <= floorVersion || guarded() >= need[i]) continue
          # The trailing comma is the one construct that spans two lines: a line that
          # closes a list right after a line that ends with a comma.
          if (i == 1) hit = (line ~ pattern[i] && previous ~ /,[ \t]*$/)
          else hit = (line ~ pattern[i])
          if (hit) {
            printf "%s:%d: %s needs Swift %s, above the declared floor %s: guard it with #if compiler(>=%s) or raise the floor\n", FILENAME, FNR, name[i], needText[i], floor, needText[i]
            found++
          }
        }
      }
      if (line ~ /[^ \t]/) previous = line
    }
    END { exit found > 0 ? 1 : 0 }
  ' "$@"
}

self_test() {
  local dir status=0
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' RETURN
  # Each sample file says, on its first line, how many findings it must give at floor 6.0.
  cat >"$dir/unguarded.swift" <<'EOF'
// expect 5
func f(_ contents: UnsafeBufferPointer<UInt8>) -> String {
  String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: contents), isKnownASCII: true))
}
func g<T: Decodable & SendableMetatype>(_: T.Type) {}
func `adds two numbers`() {}
let x = Swift::min(1, 2)
EOF
  cat >"$dir/guarded.swift" <<'EOF'
// expect 0
#if compiler(>=6.2)
  func g<T: Decodable & SendableMetatype>(_: T.Type) {}
  #if os(Linux)
    let s: Span<UInt8>? = nil
  #endif
#else
  func g<T: Decodable>(_: T.Type) {}
#endif
#if compiler(>=6.3) && os(Linux)
  @inline(always) func h() {}
#endif
// A Span in a comment, "a Span in a string", `Span` in a doc comment: none is a use.
/* nor unsafe Span
   here */
let s = """
  SendableMetatype
  """
func `default`() {}
nonisolated(unsafe) var counter = 0
EOF
  cat >"$dir/wrong-branch.swift" <<'EOF'
// expect 4
#if !compiler(>=6.2)
  let a: InlineArray<2, Int>? = nil
#elseif os(Linux)
  weak let b: AnyObject?
#endif
#if compiler(>=6.2) || os(Linux)
  @concurrent func c() async {}
#else
  @concurrent func d() async {}
#endif
EOF
  cat >"$dir/trailing-comma.swift" <<'EOF'
// expect 1
func f(
  a: Int,
  b: Int,
) {}
let list = [
  1,
  2,
]
let pairs = [
  (
    "a",
    """
    b,
    """
  ),
]
EOF
  for sample in "$dir"/*.swift; do
    local expected found
    expected=$(sed -n '1s/^\/\/ expect //p' "$sample")
    found=$(scan 6.0 "$sample" | grep -c -v '^note: ' || true)
    if [ "$found" != "$expected" ]; then
      echo "self-test: $(basename "$sample") gave $found findings at floor 6.0, expected $expected:"
      scan 6.0 "$sample" || true
      status=1
    fi
  done
  # At a floor that already has everything, nothing is a finding, and each guard is noted.
  if scan 6.3 "$dir"/*.swift >"$dir/at-6.3.txt"; then :; else
    echo "self-test: findings at floor 6.3:"; cat "$dir/at-6.3.txt"; status=1
  fi
  if [ "$(grep -c '^note: ' "$dir/at-6.3.txt")" != 2 ]; then
    echo "self-test: expected 2 notes of always-true guards at floor 6.3:"; cat "$dir/at-6.3.txt"; status=1
  fi
  [ "$status" = 0 ] && echo "self-test: ok"
  return "$status"
}

tools_version() { sed -n '1s/^\/\/ swift-tools-version: *\([0-9]*\.[0-9]*\).*/\1/p' "$1"; }

case "${1:-}" in
  --self-test) self_test; exit ;;
  --floor) floor=$2; shift 2; scan "$floor" "$@"; exit ;;
esac

floor=$(tools_version Package.swift)
if [ -z "$floor" ]; then
  echo "Package.swift: the first line is not '// swift-tools-version:X.Y'"
  exit 1
fi
status=0
for manifest in Benchmarks/Package.swift Fuzz/Package.swift; do
  if [ "$(tools_version "$manifest")" != "$floor" ]; then
    echo "$manifest: tools version $(tools_version "$manifest"), Package.swift's is $floor"
    status=1
  fi
done
for statement in "README.md:Swift $floor or later (tools version $floor)" "CONTRIBUTING.md:($floor or later;" \
  "Package.swift:Swift $floor or later"; do
  file=${statement%%:*} text=${statement#*:}
  if ! grep -qF "$text" "$file"; then
    echo "$file: does not say '$text', the floor Package.swift declares"
    status=1
  fi
done
mapfile -t files < <(git ls-files '*.swift')
if scan "$floor" "${files[@]}"; then
  echo "every construct above Swift $floor is guarded (${#files[@]} files)"
else
  status=1
fi
exit "$status"
