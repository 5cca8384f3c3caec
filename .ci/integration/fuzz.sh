#!/usr/bin/env bash
# Fuzzes the whole pipeline (bytes → YAML or storyboard XML → model → graph → every rule → every
# report format) with libFuzzer and AddressSanitizer.
#
#   .ci/integration/fuzz.sh              # about a minute, as CI runs it
#   FUZZ_SECONDS=14400 .ci/integration/fuzz.sh   # hours, while developing
#
# The seed corpus is examples/ and the test fixtures, storyboards and overlays included, and
# .ci/integration/fuzz.dict gives the fuzzer the tokens of both formats (`<!DOCTYPE`, `&a`,
# `storyboards:`, storyboard tags and attributes); what the fuzzer learns is kept in
# .build-fuzz/corpus between runs. A crashing input lands in fuzz-artifacts/; replay it with
# `swift run FlowLintFuzz fuzz-artifacts/crash-…` and turn it into a regression fixture.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${FUZZ_SECONDS:-60}
scratch=.build-fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)

# SwiftPM compiles the instrumented modules; the link is ours, so that libFuzzer's main runs.
log=$(mktemp)
if ! swift build -c release --target FlowLintFuzz --scratch-path "$scratch" "${flags[@]}" >"$log" 2>&1; then
    grep -v 'Cannot export local symbol' "$log" >&2
    exit 1
fi
objects=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
rm -f "$scratch/flowlint-fuzz"
if ! swiftc -sanitize=fuzzer,address \
    "$objects"/PositionedYAML.build/*.o "$objects"/FlowLintKit.build/*.o "$objects"/FlowLintFuzz.build/*.o \
    -lyaml -o "$scratch/flowlint-fuzz" >"$log" 2>&1; then
    grep -v 'Cannot export local symbol' "$log" >&2
    exit 1
fi
rm -f "$log"
test -x "$scratch/flowlint-fuzz"

mkdir -p "$scratch/corpus" fuzz-artifacts
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
cp examples/*.yaml Tests/FlowLintKitTests/Fixtures/*/*.yaml "$seeds"/
# Storyboards too: inputs that start with `<` are read as storyboards, through libxml2 (the
# malformed ones include a DTD and an element with too many attributes, refused before it), and
# the overlays and imports next to them, flows that name storyboards.
for file in examples/*.storyboard Tests/FlowLintKitTests/Fixtures/storyboards/*/*.storyboard \
    Tests/FlowLintKitTests/Fixtures/storyboards/*/*.yaml; do
    cp "$file" "$seeds/$(echo "$file" | tr / _)"
done
# Small storyboards that reach what the fixtures do not: a comment or CDATA that mentions a DTD,
# an XML declaration naming another encoding, and a tag with quoted `=` and `>`.
header='<?xml version="1.0" encoding="UTF-8"?>'
printf '%s\n<!-- <!DOCTYPE x> --><document><![CDATA[<!ENTITY]]></document>\n' "$header" >"$seeds/made-comment.storyboard"
printf '<?xml version="1.0" encoding="UTF-7"?>\n<document title="+ADw-"/>\n' >"$seeds/made-encoding.storyboard"
printf '%s\n<document><v a="=>" b=\x27=\x27 c="&amp;&#10;"/></document>\n' "$header" >"$seeds/made-quotes.storyboard"

echo "fuzzing for $seconds seconds"
status=0
"$scratch/flowlint-fuzz" "$scratch/corpus" "$seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -dict=.ci/integration/fuzz.dict \
    -artifact_prefix=fuzz-artifacts/ -print_final_stats=1 2>&1 \
    | grep -Ev '^#[0-9]+.*(NEW|REDUCE|pulse)' | tail -25 || status=$?
if compgen -G 'fuzz-artifacts/*' >/dev/null; then
    echo "fuzz: the fuzzer saved failing inputs:" >&2
    ls -l fuzz-artifacts >&2
    exit 1
fi
echo "fuzz: no crash, leak or timeout in $seconds seconds"
exit "$status"
