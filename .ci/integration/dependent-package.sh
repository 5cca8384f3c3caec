#!/usr/bin/env bash
# Another package depends on flowlint as a user's would: by version, through a git URL (here a
# bare copy of this commit, tagged 0.0.0-ci), links FlowLintKit and lints a flow with it. SwiftPM
# refuses a versioned dependency that uses unsafe flags, so this fails if Package.swift gains any.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=$(mktemp -d "${TMPDIR:-/tmp}/flowlint-dependent.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The commit checked out (CI runs on a clean clone, so it is the one under test).
git clone --quiet --bare . "$scratch/flowlint.git"
git -C "$scratch/flowlint.git" tag 0.0.0-ci HEAD

mkdir -p "$scratch/app/Sources/App"
cat >"$scratch/app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://$scratch/flowlint.git", exact: "0.0.0-ci")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "FlowLintKit", package: "flowlint")])]
)
SWIFT
cat >"$scratch/app/Sources/App/main.swift" <<'SWIFT'
import FlowLintKit

let text = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home:\n    title: Home\n    segues:\n      - push: Missing\n"
for finding in Linter().lint(path: "inline.flow.yaml", text: text).diagnostics {
    print("\(finding.range.start.line):\(finding.range.start.column) \(finding.ruleID)")
}
SWIFT

log="$scratch/build.log"
if ! (cd "$scratch/app" && swift build >"$log" 2>&1); then
    tail -n 30 "$log" >&2
    echo "dependent-package.sh: a package that depends on flowlint by version does not build" >&2
    exit 1
fi
output=$(cd "$scratch/app" && "$(swift build --show-bin-path)/App")
expected="8:15 unknown-target"
if [ "$output" != "$expected" ]; then
    printf 'dependent-package.sh: expected %s, got:\n%s\n' "$expected" "$output" >&2
    exit 1
fi
echo "dependent-package.sh: a package depending on flowlint 0.0.0-ci builds and lints with FlowLintKit"
