#!/usr/bin/env bash
# Runs this checkout's flowlint pre-commit hook for real: installs pre-commit in a throwaway venv,
# makes a throwaway git repository with a clean and a broken flow file, and runs
# `pre-commit try-repo <checkout> flowlint --files …` on each, then the same with flowlint-system.
#
# Asserts: the clean file passes; the broken one fails and the output names the finding
# (`file:line:col: error: … [rule-id]`). Then the same for the flowlint-system hook, with this
# checkout's debug flowlint on PATH, and that it fails, saying so, when none is there. Takes
# minutes: pre-commit's swift language builds flowlint with `swift build -c release`, once (the
# project's own configuration pins the snapshot, and pre-commit's store keeps what it built). Needs python3, git, swift and libyaml-dev; PyPI and
# GitHub (for swift-argument-parser) must be reachable. Cleans up after itself.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/flowlint-pre-commit.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "pre-commit.sh: FAIL: $*" >&2
  exit 1
}

for tool in python3 git swift; do
  command -v "$tool" >/dev/null || fail "$tool is not installed"
done

echo "== installing pre-commit in a temporary venv"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
pre_commit="$work/venv/bin/pre-commit"
"$pre_commit" --version
# Keep pre-commit's own cache out of the user's home directory.
export PRE_COMMIT_HOME="$work/pre-commit-home"

# try-repo takes HEAD plus changes to tracked files, but not untracked ones. Snapshot the
# working tree (tracked and untracked files, minus ignored ones such as .build) as one commit,
# so the hook is tested exactly as it is on disk.
echo "== snapshotting $repo_root"
snapshot="$work/flowlint"
mkdir -p "$snapshot"
git -C "$repo_root" ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' file; do
      if [[ -e "$repo_root/$file" || -L "$repo_root/$file" ]]; then printf '%s\0' "$file"; fi
    done \
  | tar -C "$repo_root" --null -T - -cf - \
  | tar -C "$snapshot" -xf -
[[ -f "$snapshot/.pre-commit-hooks.yaml" ]] || fail "no .pre-commit-hooks.yaml in $repo_root"
git_quiet=(-c user.name=flowlint-ci -c user.email=flowlint-ci@invalid -c commit.gpgsign=false -c init.defaultBranch=main)
git -C "$snapshot" "${git_quiet[@]}" init -q
git -C "$snapshot" add -A
git -C "$snapshot" "${git_quiet[@]}" commit -q -m "flowlint working tree snapshot"

echo "== creating a throwaway project"
project="$work/project"
mkdir -p "$project/Flows"
cat >"$project/Flows/clean.flow.yaml" <<'YAML'
flowlint: 1
app: Clean
entry: Home
screens:
  Home:
    title: Home
    terminal: true
YAML
cat >"$project/Flows/broken.flow.yaml" <<'YAML'
flowlint: 1
app: Broken
entry: Home
screens:
  Home:
    title: Home
    terminal: true
    segues:
      - show: Nowhere
YAML
git -C "$project" "${git_quiet[@]}" init -q
git -C "$project" add -A

# The project uses the hook as a team does, from its .pre-commit-config.yaml at a pinned revision,
# so pre-commit's store keeps the environment it built: flowlint is built once, not once per run
# as with try-repo.
snapshot_rev="$(git -C "$snapshot" rev-parse HEAD)"
cat >"$project/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $snapshot
    rev: $snapshot_rev
    hooks:
      - id: flowlint
YAML
git -C "$project" add .pre-commit-config.yaml

# Runs the hook on the given files; sets $status and $output.
run_hook() {
  set +e
  output="$(cd "$project" && "$pre_commit" run --color never flowlint --files "$@" 2>&1)"
  status=$?
  set -e
  printf '%s\n' "$output" | sed 's/^/    | /'
}

echo "== clean file (the first run builds flowlint in release mode; this takes a while)"
run_hook Flows/clean.flow.yaml
[[ $status -eq 0 ]] || fail "the clean file failed the hook (exit $status)"
grep -Eq '^flowlint\.+Passed$' <<<"$output" || fail "no 'flowlint....Passed' line for the clean file"

echo "== broken file"
run_hook Flows/broken.flow.yaml
[[ $status -ne 0 ]] || fail "the broken file passed the hook"
grep -Eq '^flowlint\.+Failed$' <<<"$output" || fail "no 'flowlint....Failed' line for the broken file"
expected='Flows/broken.flow.yaml:9:15: error: a segue from "Home" names screen "Nowhere", which is not defined [unknown-target]'
grep -Fq "$expected" <<<"$output" || fail "the output does not contain: $expected"

# flowlint-system runs the flowlint on PATH and builds nothing: put this checkout's debug build on
# PATH (CI's `swift test` has built it).
echo "== flowlint-system, with flowlint on PATH"
mkdir -p "$work/bin"
(cd "$repo_root" && swift build --product flowlint >/dev/null && cp "$(swift build --show-bin-path)/flowlint" "$work/bin/flowlint") \
  || fail "could not build flowlint for the flowlint-system hook"
run_system_hook() {
  set +e
  output="$(cd "$project" && PATH="$1" "$pre_commit" try-repo --color never "$snapshot" flowlint-system --files "${@:2}" 2>&1)"
  status=$?
  set -e
  printf '%s\n' "$output" | sed 's/^/    | /'
}
run_system_hook "$work/bin:$PATH" Flows/clean.flow.yaml
[[ $status -eq 0 ]] || fail "the clean file failed flowlint-system (exit $status)"
grep -Eq '^flowlint \(installed\)\.+Passed$' <<<"$output" || fail "no 'flowlint (installed)....Passed' line for the clean file"
run_system_hook "$work/bin:$PATH" Flows/broken.flow.yaml
[[ $status -ne 0 ]] || fail "the broken file passed flowlint-system"
grep -Eq '^flowlint \(installed\)\.+Failed$' <<<"$output" || fail "no 'flowlint (installed)....Failed' line for the broken file"
grep -Fq "$expected" <<<"$output" || fail "flowlint-system's output does not contain: $expected"
if ! PATH="$PATH" command -v flowlint >/dev/null; then
  echo "== flowlint-system, with no flowlint on PATH"
  run_system_hook "$PATH" Flows/clean.flow.yaml
  [[ $status -ne 0 ]] || fail "flowlint-system passed with no flowlint on PATH"
  grep -Fq 'Executable `flowlint` not found' <<<"$output" || fail "flowlint-system without flowlint does not say it is not found"
fi

echo "pre-commit.sh: OK"
