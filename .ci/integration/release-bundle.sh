#!/usr/bin/env bash
# Runs scripts/release as a maintainer would (docs/releasing.md), into a temporary directory: it
# builds the static release binary in .build-release, packs the artifact bundle and checks it
# (info.json, the bundled binary on the examples, a package using the zip as a binaryTarget from a
# plugin, the shared libraries). Then checks, from outside, that the zip's checksum is its SHA-256,
# that packing the same binary again gives the same zip, and that a release version the binary does
# not carry is refused. Takes a few minutes: a release build.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=$(mktemp -d "${TMPDIR:-/tmp}/flowlint-release-ci.XXXXXX")
trap 'rm -rf "$out"' EXIT
fail() {
    echo "release-bundle.sh: FAIL: $*" >&2
    exit 1
}

scripts/release ci-check --output "$out/first" >"$out/first.log" 2>&1 || { cat "$out/first.log" >&2; fail "scripts/release failed"; }
sed 's/^/    | /' "$out/first.log" | grep -v '^    | \[' || true
zip="$out/first/flowlint-ci-check.artifactbundle.zip"
[ -f "$zip" ] || fail "no $zip"
checksum=$(sed -n 's/^checksum: //p' "$out/first.log")
[ "$checksum" = "$(sha256sum "$zip" | cut -d ' ' -f 1)" ] || fail "the printed checksum '$checksum' is not the zip's SHA-256"
[ "$(cat "$zip.sha256")" = "$checksum  flowlint-ci-check.artifactbundle.zip" ] || fail "the .sha256 file holds '$(cat "$zip.sha256")'"
echo "release-bundle.sh: the checksum is the zip's SHA-256 and is in its .sha256 file"

scripts/release ci-check --skip-build --output "$out/second" >"$out/second.log" 2>&1 || { cat "$out/second.log" >&2; fail "scripts/release --skip-build failed"; }
cmp -s "$zip" "$out/second/flowlint-ci-check.artifactbundle.zip" || fail "packing the same binary twice gave different zips"
echo "release-bundle.sh: packing the same binary again gives the same zip"

binary_version=$(.build-release/release/flowlint --version)
set +e
refused=$(scripts/release 999.0.0 --skip-build --output "$out/refused" 2>&1)
status=$?
set -e
[ "$status" = 1 ] || fail "releasing 999.0.0 with a $binary_version binary exited $status, not 1"
grep -Fxq "release: releasing 999.0.0, but the binary says it is $binary_version: set FlowLint.version (Sources/FlowLintKit/FlowLint.swift) first" <<<"$refused" \
    || fail "releasing 999.0.0 said: $refused"
[ ! -e "$out/refused" ] || fail "a refused release left $out/refused"
echo "release-bundle.sh: a release version the binary does not carry is refused"
echo "release-bundle.sh: OK"
