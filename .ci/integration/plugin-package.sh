#!/usr/bin/env bash
# flowlint's SwiftPM plugins as a user gets them: a package depends on flowlint by version through
# a git URL (a bare copy of this commit, tagged 0.0.0-test), applies FlowLintPlugin to a target
# whose flow file has a known finding, and builds; then runs `swift package flowlint`. The same
# target links FlowLintKit and lints a flow with it, which SwiftPM refuses for a versioned
# dependency with unsafe flags: so this also fails if Package.swift gains any.
#
# Asserts: the build succeeds (findings do not fail it by default) and prints the finding as a
# compiler diagnostic, `/abs/path:line:col: error: … [rule-id]`; a second build with nothing
# changed does not run flowlint again; `# flowlint-build: fail-on error` in .flowlint.yml makes the
# build fail; nothing the plugin writes lands in the target's resources; `swift package flowlint` prints the text report and fails (exit 1 from flowlint).
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=$(mktemp -d "${TMPDIR:-/tmp}/flowlint-plugin.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
fail() {
    echo "plugin-package.sh: FAIL: $*" >&2
    exit 1
}

git clone --quiet --bare . "$scratch/flowlint.git"
git -C "$scratch/flowlint.git" tag 0.0.0-test HEAD

app="$scratch/app"
mkdir -p "$app/Sources/App"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://$scratch/flowlint.git", exact: "0.0.0-test")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "FlowLintKit", package: "flowlint")],
            exclude: ["app.flow.yaml"],
            plugins: [.plugin(name: "FlowLintPlugin", package: "flowlint")]
        ),
    ]
)
SWIFT
cat >"$app/Sources/App/main.swift" <<'SWIFT'
import FlowLintKit

let text = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home:\n    title: Home\n    segues:\n      - push: Missing\n"
for finding in Linter().lint(path: "inline.flow.yaml", text: text).diagnostics {
    print("\(finding.range.start.line):\(finding.range.start.column) \(finding.ruleID)")
}
SWIFT
# Line 8, column 15: a segue to a screen that does not exist (unknown-target, an error).
cat >"$app/Sources/App/app.flow.yaml" <<'YAML'
flowlint: 1
app: App
entry: Home
screens:
  Home:
    title: Home
    segues:
      - push: Missing
YAML
flow="$(cd "$app/Sources/App" && pwd -P)/app.flow.yaml"
expected="$flow:8:15: error: a segue from \"Home\" names screen \"Missing\", which is not defined [unknown-target]"

build() { (cd "$app" && swift build --scratch-path "$scratch/build" "$@") >"$scratch/build.log" 2>&1; }

echo "== swift build (builds flowlint from the tagged copy; takes minutes)"
build || { tail -n 40 "$scratch/build.log" >&2; fail "the package does not build"; }
grep -qxF "$expected" "$scratch/build.log" || { cat "$scratch/build.log" >&2; fail "no line: $expected"; }
echo "found: $expected"
linted=$(cd "$app" && "$(swift build --scratch-path "$scratch/build" --show-bin-path)/App")
[ "$linted" = "8:15 unknown-target" ] || fail "the app linking FlowLintKit printed: $linted"
echo "the app links FlowLintKit and lints with it: $linted"

echo "== swift build again, nothing changed"
build || { tail -n 40 "$scratch/build.log" >&2; fail "the second build failed"; }
# SwiftPM on Linux may relink the flowlint tool in a debug build (its AST wrapping reruns); a new
# tool is a changed input, so the check then rightly runs again. Otherwise it must not.
if grep -qF "Linking flowlint-tool" "$scratch/build.log"; then
    echo "(SwiftPM relinked the flowlint tool, so the check may run again)"
elif grep -qF "[unknown-target]" "$scratch/build.log"; then
    cat "$scratch/build.log" >&2
    fail "flowlint ran again although no input changed"
fi
grep -qF "Copying flowlint" "$scratch/build.log" && fail "a plugin output was copied into the target's resources"
bundles=$(find "$scratch/build" -name 'App_App.resources' -o -name 'App_App.bundle' | head -n 1)
[ -z "$bundles" ] || fail "the plugin gave the target a resource bundle: $bundles"

echo "== swift build after the flow file changed"
printf '  Lost: { title: Lost }\n' >>"$app/Sources/App/app.flow.yaml"
build || { tail -n 40 "$scratch/build.log" >&2; fail "the third build failed"; }
grep -qF "$flow:9:3: warning: screen \"Lost\" cannot be reached from the entry [unreachable-screen]" "$scratch/build.log" \
    || { cat "$scratch/build.log" >&2; fail "the changed flow file was not checked again"; }

echo "== # flowlint-build: fail-on error"
printf '# flowlint-build: fail-on error\nrules: {}\n' >"$app/.flowlint.yml"
# The plugin reads the line when the build is planned, and a package that changed in no other
# way is not planned again: a clean build, as docs/xcode.md says.
rm -rf "$scratch/build/debug" "$scratch/build/x86_64-unknown-linux-gnu" "$scratch/build/aarch64-unknown-linux-gnu" "$scratch/build/plugins"
if build; then
    cat "$scratch/build.log" >&2
    fail "the build passed although .flowlint.yml asks errors to fail it"
fi
grep -qxF "$expected" "$scratch/build.log" || { cat "$scratch/build.log" >&2; fail "no line: $expected"; }
rm "$app/.flowlint.yml"

echo "== swift package flowlint"
status=0
(cd "$app" && swift package --scratch-path "$scratch/build" flowlint --color never) >"$scratch/command.log" 2>&1 || status=$?
grep -qF "Sources/App/app.flow.yaml:8:15: error: a segue from \"Home\" names screen \"Missing\", which is not defined [unknown-target]" "$scratch/command.log" \
    || { cat "$scratch/command.log" >&2; fail "swift package flowlint does not report the finding"; }
grep -qxF "1 error, 1 warning in 1 file" "$scratch/command.log" || { cat "$scratch/command.log" >&2; fail "no summary from swift package flowlint"; }
[ "$status" -ne 0 ] || fail "swift package flowlint exited 0 despite an error finding"
echo "plugin-package.sh: the build plugin reports findings as diagnostics; swift package flowlint checks the targets"
