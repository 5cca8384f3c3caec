#!/usr/bin/env bash
# Runs the shell steps of this checkout's GitHub Action (action.yml) as a runner does, through
# .ci/lib/run-action.py, against a prebuilt flowlint and copies of examples/, and checks what a
# workflow sees: the exit status for each fail-on, the job summary (exactly the Markdown report),
# the sarif-file output (set only when the report was written), working-directory, baseline, args
# passed through whole (a word with a space stays one word, nothing is expanded), the build cache,
# and the library installs on Linux and macOS (HOMEBREW_NO_AUTO_UPDATE).
#
# Nothing is downloaded or built for real: `swift` is a stub on PATH whose `build` copies the
# prebuilt flowlint, and the `uses:` steps (actions/cache) are skipped, a cache hit being a
# RUNNER_TEMP kept from an earlier run. Needs python3 with PyYAML (Debian: python3-yaml).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo_root=$PWD

failures=0
fail() {
    echo "action-steps.sh: FAIL: $*" >&2
    failures=$((failures + 1))
}
python3 -c 'import yaml' 2>/dev/null || { echo "action-steps.sh: python3 cannot import yaml (Debian: apt-get install -y python3-yaml)" >&2; exit 1; }

source .ci/lib/private-flowlint.sh
work=$flowlint_scratch

# The stubs: swift (always), and for the install cases pkg-config that finds nothing, apt-get
# and brew that only say what they were asked.
mkdir -p "$work/stubs/swift" "$work/stubs/install"
cat >"$work/stubs/swift/swift" <<'SH'
#!/usr/bin/env bash
echo "swift $*" >>"$STUB_LOG"
case "$1" in
    --version) echo "Swift version 6.9.9 (stub)"; echo "Target: x86_64-unknown-linux-gnu" ;;
    build)
        scratch=""
        while [ $# -gt 0 ]; do
            if [ "$1" = --scratch-path ]; then scratch=$2; fi
            shift
        done
        [ -n "$scratch" ] || { echo "stub swift: no --scratch-path" >&2; exit 1; }
        mkdir -p "$scratch/release"
        cp "$PREBUILT_FLOWLINT" "$scratch/release/flowlint"
        ;;
    *) echo "stub swift: unexpected $*" >&2; exit 1 ;;
esac
SH
cat >"$work/stubs/install/pkg-config" <<'SH'
#!/usr/bin/env bash
echo "pkg-config $*" >>"$STUB_LOG"
exit 1
SH
for tool in apt-get brew; do
    cat >"$work/stubs/install/$tool" <<SH
#!/usr/bin/env bash
echo "HOMEBREW_NO_AUTO_UPDATE=\${HOMEBREW_NO_AUTO_UPDATE:-} DEBIAN_FRONTEND=\${DEBIAN_FRONTEND:-} $tool \$*" >>"\$STUB_LOG"
SH
done
chmod +x "$work"/stubs/*/*

# The workspace a workflow would have checked out.
ws="$work/workspace"
mkdir -p "$ws/app/Flows" "$ws/My Flows"
cp -R examples "$ws/examples"
cat >"$ws/app/Flows/only.flow.yaml" <<'YAML'
flowlint: 1
app: Only
entry: Home
screens:
  Home:
    title: Home
    terminal: true
    segues:
      - show: Nowhere
YAML
cp "$ws/app/Flows/only.flow.yaml" "$ws/My Flows/spaced.flow.yaml"

# run_action CASE [--temp DIR] [--os OS] [--path DIR] [--ref REF] [--input NAME=VALUE]...
# Runs the action into $work/cases/CASE: result.json, summary.md, log, stubs.log. Each case is a
# job of its own (a fresh RUNNER_TEMP) unless --temp names an earlier case's.
run_action() {
    local name=$1; shift
    local dir="$work/cases/$name" temp="" os=Linux path_prefix="$work/stubs/swift" ref=ci
    local inputs=()
    while [ $# -gt 0 ]; do
        case "$1" in
            --temp) temp=$2; shift 2 ;;
            --os) os=$2; shift 2 ;;
            --path) path_prefix="$2:$path_prefix"; shift 2 ;;
            --ref) ref=$2; shift 2 ;;
            --input) inputs+=(--input "$2"); shift 2 ;;
            *) echo "run_action: $1?" >&2; exit 1 ;;
        esac
    done
    mkdir -p "$dir"
    [ -n "$temp" ] || { temp="$dir/runner-temp"; mkdir -p "$temp"; }
    : >"$dir/stubs.log"
    env -u DEBIAN_FRONTEND -u HOMEBREW_NO_AUTO_UPDATE PATH="$path_prefix:$PATH" STUB_LOG="$dir/stubs.log" PREBUILT_FLOWLINT="$flowlint" \
        GITHUB_WORKSPACE="$ws" GITHUB_ACTION_PATH="$repo_root" GITHUB_ACTION_REF="$ref" \
        RUNNER_TEMP="$temp" RUNNER_OS="$os" RUNNER_ARCH=X64 \
        python3 .ci/lib/run-action.py action.yml "$dir" "${inputs[@]+"${inputs[@]}"}" \
        || { echo "action-steps.sh: run-action.py failed on $name (exit $?)" >&2; exit 1; }
}
# json CASE EXPRESSION: a value from the case's result.json (r), printed.
json() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$work/cases/$1/result.json" "$2"; }
status() { json "$1" 'r["status"]'; }
output() { json "$1" 'r["outputs"]["'"$2"'"]'; }
expect_status() {
    local actual; actual=$(status "$1")
    if [ "$actual" = "$2" ]; then echo "ok: $1 exits $2"; else fail "$1 exited $actual, not $2 (log: $(tail -n 5 "$work/cases/$1/log"))"; fi
}
expect_output() {
    local actual; actual=$(output "$1" "$2")
    if [ "$actual" = "$3" ]; then echo "ok: $1 sets $2 to '$3'"; else fail "$1 set $2 to '$actual', not '$3'"; fi
}
expect_in_log() {
    if grep -Fq -- "$2" "$work/cases/$1/log"; then echo "ok: $1's log has: $2"; else fail "$1's log lacks: $2"; fi
}
# The Markdown report of flowlint run in the workspace: what the job summary must hold.
markdown_of() { (cd "$ws" && "$flowlint" check --format markdown "$@" || true); }
expect_summary() {
    local case=$1; shift
    if diff <(markdown_of "$@") "$work/cases/$case/summary.md" >"$work/diff"; then
        echo "ok: $case's job summary is the Markdown report of $*"
    else
        fail "$case's job summary is not the Markdown report of $*:"; cat "$work/diff" >&2
    fi
}

echo "== fail-on, on a clean flow, a storyboard with warnings only, and a flow with errors"
for fail_on in error warning none; do
    run_action "mail-$fail_on" --input paths=examples/mail.flow.yaml --input fail-on=$fail_on
    run_action "journal-$fail_on" --input paths=examples/Journal.storyboard --input fail-on=$fail_on
    run_action "broken-$fail_on" --input paths=examples/broken.flow.yaml --input fail-on=$fail_on
done
expect_status mail-error 0; expect_status mail-warning 0; expect_status mail-none 0
expect_status journal-error 0; expect_status journal-warning 1; expect_status journal-none 0
expect_status broken-error 1; expect_status broken-warning 1; expect_status broken-none 0
expect_output journal-warning exit-code 1
expect_output broken-none exit-code 1
expect_output mail-error exit-code 0
expect_in_log broken-none "flowlint exited 1; fail-on is none, so the step passes"
[ "$(json broken-error 'r["failed_step"]')" = "Run flowlint" ] || fail "broken-error failed in $(json broken-error 'r["failed_step"]'), not Run flowlint"
expect_in_log journal-warning "flowlint: 4 warnings and --strict allows none"
# The text report, then the annotations (GITHUB_ACTIONS is true).
expect_in_log broken-error "examples/broken.flow.yaml:29:9: warning: \"Cancel\" dismisses modal \"Compose\""
expect_in_log broken-error "::error file=examples/broken.flow.yaml,line="
run_action fail-on-bogus --input paths=examples/mail.flow.yaml --input fail-on=warnings
expect_status fail-on-bogus 2
expect_in_log fail-on-bogus "::error title=flowlint::fail-on must be error, warning or none, not 'warnings'"

echo "== the job summary"
expect_summary mail-error examples/mail.flow.yaml
expect_summary broken-error examples/broken.flow.yaml
# fail-on warning runs flowlint with --strict, and the summary says that this is why the check fails.
expect_summary journal-warning --strict examples/Journal.storyboard
grep -Fxq 'The check fails: 4 warnings and --strict allows none.' "$work/cases/journal-warning/summary.md" \
    || fail "journal-warning's summary does not say why the check fails"
grep -Fxq ':x: **3 errors, 8 warnings, 1 info in 1 file**' "$work/cases/broken-error/summary.md" \
    || fail "broken-error's summary lacks its count line"
run_action no-summary --input paths=examples/broken.flow.yaml --input summary=false
expect_status no-summary 1
[ ! -s "$work/cases/no-summary/summary.md" ] || fail "summary: false still wrote a job summary"

echo "== sarif-file"
run_action sarif --input paths=examples/broken.flow.yaml --input sarif-file=reports/flowlint.sarif
expect_status sarif 1
expect_output sarif sarif-file "$ws/reports/flowlint.sarif"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["version"] == "2.1.0" and d["runs"][0]["results"], d' \
    "$ws/reports/flowlint.sarif" || fail "reports/flowlint.sarif is not a SARIF 2.1.0 report with results"
run_action no-sarif --input paths=examples/broken.flow.yaml
expect_output no-sarif sarif-file ""
# A configuration problem (exit status 2): flowlint writes an empty SARIF report ("no problems in
# 0 files"), which the action removes rather than names, lest an upload close every alert; a stale
# report of an earlier run is gone too.
echo stale >"$ws/stale.sarif"
run_action sarif-not-written --input paths=examples/mail.flow.yaml --input sarif-file=stale.sarif --input config=missing.flowlint.yml
expect_status sarif-not-written 2
expect_output sarif-not-written sarif-file ""
expect_output sarif-not-written exit-code 2
[ ! -e "$ws/stale.sarif" ] || fail "a stale stale.sarif outlived a run that wrote none"
expect_in_log sarif-not-written "missing.flowlint.yml: no such file or directory"
expected_summary='### flowlint

:x: flowlint stopped with exit status 2 (a usage, file or configuration problem); its messages are in the log of this step.'
[ "$(cat "$work/cases/sarif-not-written/summary.md")" = "$expected_summary" ] \
    && echo "ok: sarif-not-written's summary says flowlint stopped" \
    || fail "sarif-not-written's summary: $(cat "$work/cases/sarif-not-written/summary.md")"
run_action sarif-clean --input paths=examples/mail.flow.yaml --input sarif-file=clean.sarif
expect_status sarif-clean 0
expect_output sarif-clean sarif-file "$ws/clean.sarif"

echo "== working-directory"
run_action workdir --input working-directory=app --input sarif-file=out/flowlint.sarif
expect_status workdir 1
expect_in_log workdir 'Flows/only.flow.yaml:9:15: error: a segue from "Home" names screen "Nowhere", which is not defined [unknown-target]'
expect_output workdir sarif-file "$ws/app/out/flowlint.sarif"
[ -f "$ws/app/out/flowlint.sarif" ] || fail "working-directory: the SARIF report is not in app/out"
run_action workdir-missing --input working-directory=no/such/dir
expect_status workdir-missing 2
expect_in_log workdir-missing "::error title=flowlint::working-directory 'no/such/dir' is not a directory"

echo "== args and paths: split into words as a shell does, nothing expanded"
run_action args-space --input paths=examples/broken.flow.yaml --input 'args=--write-baseline "my baseline.json"'
expect_status args-space 0
[ -f "$ws/my baseline.json" ] || fail "args: --write-baseline \"my baseline.json\" did not write 'my baseline.json'"
[ ! -e "$ws/my" ] && [ ! -e "$ws/baseline.json\"" ] || fail "args: the quoted word was split"
run_action baseline --input paths=examples/broken.flow.yaml --input 'baseline=my baseline.json'
expect_status baseline 0
expect_output baseline exit-code 0
run_action max-warnings-3 --input paths=examples/Journal.storyboard --input 'args=--max-warnings 3'
expect_status max-warnings-3 1
expect_in_log max-warnings-3 "flowlint: 4 warnings, more than the 3 --max-warnings allows"
run_action max-warnings-4 --input paths=examples/Journal.storyboard --input 'args=--max-warnings
  4'
expect_status max-warnings-4 0
run_action args-literal --input paths=examples/mail.flow.yaml --input 'args=--config $HOME/*.yml'
expect_status args-literal 2
expect_in_log args-literal 'flowlint: error: $HOME/*.yml: no such file or directory'
run_action args-unmatched --input paths=examples/mail.flow.yaml --input 'args=--config "oops'
expect_status args-unmatched 2
expect_in_log args-unmatched "::error title=flowlint::args has an unmatched quote"
# The message names the input, escaped: a line break in it cannot start a command of its own.
run_action args-injection --input paths=examples/mail.flow.yaml --input 'args="unmatched
::notice title=injected::100%'
expect_status args-injection 2
expect_in_log args-injection '::error title=flowlint::args has an unmatched quote: "unmatched%0A::notice title=injected::100%25'
! grep -q '^::notice title=injected' "$work/cases/args-injection/log" && echo "ok: no injected command" || fail "args-injection: an input started a workflow command"
run_action paths-space --input 'paths="My Flows/spaced.flow.yaml" examples/mail.flow.yaml'
expect_status paths-space 1
expect_in_log paths-space 'My Flows/spaced.flow.yaml:9:15: error: a segue from "Home"'
expect_in_log paths-space '1 error in 2 files'

echo "== the build and its cache"
stubs=$work/cases/mail-error/stubs.log
grep -Fxq "swift build -c release --product flowlint --package-path $repo_root --scratch-path $work/cases/mail-error/runner-temp/flowlint-action-build --static-swift-stdlib" "$stubs" \
    && echo "ok: a cache miss builds flowlint statically linked, in RUNNER_TEMP" \
    || fail "mail-error did not build as expected: $(cat "$stubs")"
key=$(json mail-error '[s for s in r["steps"] if s["id"] == "prepare"][0]["outputs"]["cache-key"]')
[[ "$key" =~ ^flowlint-Linux-X64-swift-6\.9\.9-ref-ci-src-[0-9a-f]{16}$ ]] && echo "ok: cache key $key" || fail "unexpected cache key $key"
[ "$(cat "$work/cases/mail-error/runner-temp/flowlint-action-bin/key")" = "$key" ] || fail "the built binary's key file does not hold $key"
expect_output mail-error exit-code 0
run_action cache-hit --temp "$work/cases/mail-error/runner-temp" --input paths=examples/mail.flow.yaml
expect_status cache-hit 0
expect_in_log cache-hit "using the cached flowlint"
expect_in_log cache-hit "the cached flowlint runs: libyaml and libxml2 are there"
! grep -q '^swift build' "$work/cases/cache-hit/stubs.log" && echo "ok: a cache hit builds nothing" || fail "a cache hit built flowlint"
run_action other-ref --temp "$work/cases/mail-error/runner-temp" --ref other --input paths=examples/mail.flow.yaml
grep -q '^swift build' "$work/cases/other-ref/stubs.log" && echo "ok: another action ref builds again" || fail "another action ref used the cached binary"

echo "== swift-sources: the SwiftSources trait, a cache of its own"
run_action swift-sources --temp "$work/cases/mail-error/runner-temp" --input paths=examples/mail.flow.yaml --input swift-sources=true
expect_status swift-sources 0
grep -Fxq "swift build -c release --product flowlint --package-path $repo_root --scratch-path $work/cases/mail-error/runner-temp/flowlint-action-build --static-swift-stdlib --traits SwiftSources" "$work/cases/swift-sources/stubs.log" \
    && echo "ok: swift-sources: true builds with the trait, not from the plain build's cache" \
    || fail "swift-sources build: $(grep '^swift build' "$work/cases/swift-sources/stubs.log")"
trait_key=$(json swift-sources '[s for s in r["steps"] if s["id"] == "prepare"][0]["outputs"]["cache-key"]')
[ "$trait_key" = "$key-traits-SwiftSources" ] && echo "ok: the trait's cache key is $trait_key" || fail "swift-sources cache key $trait_key"
run_action swift-sources-bogus --input paths=examples/mail.flow.yaml --input swift-sources=yes
expect_status swift-sources-bogus 2
expect_in_log swift-sources-bogus "::error title=flowlint::swift-sources must be true or false, not 'yes'"
[ "$(json swift-sources-bogus 'r["failed_step"]')" = "Prepare" ] || fail "swift-sources-bogus failed in $(json swift-sources-bogus 'r["failed_step"]'), not Prepare"
! grep -q '^swift build' "$work/cases/swift-sources-bogus/stubs.log" && echo "ok: a bad swift-sources builds nothing" || fail "swift-sources-bogus built flowlint"

echo "== installing libyaml and libxml2"
if [ "$(id -u)" = 0 ]; then
    run_action install-linux --path "$work/stubs/install" --input paths=examples/mail.flow.yaml
    expect_status install-linux 0
    expected_log="pkg-config --exists yaml-0.1 libxml-2.0
HOMEBREW_NO_AUTO_UPDATE= DEBIAN_FRONTEND= apt-get update -q
HOMEBREW_NO_AUTO_UPDATE= DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends libyaml-dev libxml2-dev pkg-config"
    actual_log=$(grep -v '^swift' "$work/cases/install-linux/stubs.log")
    [ "$actual_log" = "$expected_log" ] && echo "ok: Linux installs with apt-get" || fail "Linux install ran: $actual_log"
else
    echo "skipped: the apt-get case runs as root only (sudo would not find the stub)"
fi
run_action install-macos --os macOS --path "$work/stubs/install" --input paths=examples/mail.flow.yaml
expect_status install-macos 0
expected_log="pkg-config --exists yaml-0.1 libxml-2.0
HOMEBREW_NO_AUTO_UPDATE=1 DEBIAN_FRONTEND= brew install libyaml pkg-config"
actual_log=$(grep -v '^swift' "$work/cases/install-macos/stubs.log")
[ "$actual_log" = "$expected_log" ] && echo "ok: macOS installs with brew, HOMEBREW_NO_AUTO_UPDATE=1" || fail "macOS install ran: $actual_log"
grep -Fxq "swift build -c release --product flowlint --package-path $repo_root --scratch-path $work/cases/install-macos/runner-temp/flowlint-action-build" "$work/cases/install-macos/stubs.log" \
    && echo "ok: macOS builds without --static-swift-stdlib" || fail "macOS build: $(grep '^swift build' "$work/cases/install-macos/stubs.log")"

if [ "$failures" != 0 ]; then
    echo "action-steps.sh: $failures failures" >&2
    exit 1
fi
echo "action-steps.sh: OK"
