# Sourced by the integration scripts: builds flowlint (debug) and sets $flowlint to a private
# copy in a temporary directory, removed on exit, so a rebuild elsewhere cannot swap the binary
# mid-run. Expects to run from the repository root.
swift build --product flowlint >/dev/null
flowlint_scratch=$(mktemp -d)
trap 'rm -rf "$flowlint_scratch"' EXIT
cp "$(swift build --show-bin-path)/flowlint" "$flowlint_scratch/flowlint"
flowlint=$flowlint_scratch/flowlint
