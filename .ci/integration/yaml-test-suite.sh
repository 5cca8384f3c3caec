#!/usr/bin/env bash
# Runs flowlint over every case of the YAML test suite in ../shared/conformance/yaml-test-suite.
# Each case must end in a clean parse (exit 0) or positioned diagnostics (exit 1, every finding
# as path:line:col), within 10 seconds: never a crash, a hang, or a message without a position.
# libyaml's own verdict on YAML 1.2 edge cases is accepted as it is.
set -euo pipefail
cd "$(dirname "$0")/../.."

suite=../shared/conformance/yaml-test-suite
if [ ! -d "$suite" ]; then
    echo "yaml-test-suite: $suite is missing" >&2
    exit 1
fi
source .ci/lib/private-flowlint.sh

checked=0
failed=0
while IFS= read -r -d '' case_file; do
    checked=$((checked + 1))
    status=0
    output=$(timeout 10 "$flowlint" check --color never "$case_file" 2>&1) || status=$?
    problem=""
    case $status in
        0) ;;
        1)
            # Every finding line must carry a position; notes and snippet lines are indented.
            # Here-strings, not pipes: under pipefail a `grep -q` that stops reading early would
            # fail the printf feeding it on large outputs.
            findings=$(grep -E '^[^ ].*: (error|warning|info): ' <<<"$output" || true)
            if [ -z "$findings" ]; then
                problem="exit 1 without a positioned finding"
            elif grep -Ev "^[^ ]+:[0-9]+:[0-9]+: " <<<"$findings" >/dev/null; then
                problem="a finding without a position"
            fi
            ;;
        124) problem="timed out" ;;
        *) problem="exit status $status" ;;
    esac
    if [ -n "$problem" ]; then
        failed=$((failed + 1))
        printf 'FAIL %s: %s\n%s\n' "$case_file" "$problem" "$output" | head -20
    fi
done < <(find "$suite" -name in.yaml -print0 | sort -z)

echo "yaml-test-suite: $((checked - failed)) passed, $failed failed"
[ "$failed" = 0 ]
