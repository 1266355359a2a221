# Helpers for Scripts/tests/*_test.sh: assertions that say what was expected and what came.

fail() {
    echo "assertion failed: $*" >&2
    return 1
}

# assert_eq EXPECTED ACTUAL [what]
assert_eq() {
    if [ "$1" != "$2" ]; then
        printf 'expected %s:\n%s\n--- but got:\n%s\n' "${3:-value}" "$1" "$2" >&2
        return 1
    fi
}

# assert_contains HAYSTACK NEEDLE [what]
assert_contains() {
    if [[ "$1" != *"$2"* ]]; then
        printf 'expected %s to contain: %s\n--- but it was:\n%s\n' "${3:-output}" "$2" "$1" >&2
        return 1
    fi
}

# assert_not_contains HAYSTACK NEEDLE [what]
assert_not_contains() {
    if [[ "$1" == *"$2"* ]]; then
        printf 'expected %s not to contain: %s\n--- but it was:\n%s\n' "${3:-output}" "$2" "$1" >&2
        return 1
    fi
}

# assert_status EXPECTED COMMAND...: runs the command, checks its exit status, keeps its output
# in $OUT (stdout) and $ERR (stderr).
assert_status() {
    local expected=$1 status=0
    shift
    OUT=$("$@" 2>"$TEST_TMP/.stderr") || status=$?
    ERR=$(cat "$TEST_TMP/.stderr")
    if [ "$status" -ne "$expected" ]; then
        printf 'expected exit %s from: %s\ngot %s\nstdout:\n%s\nstderr:\n%s\n' \
            "$expected" "$*" "$status" "$OUT" "$ERR" >&2
        return 1
    fi
}

# A git repository with main checked out and quiet, deterministic identity. (No sample hooks, and
# the identity written in one go: the tests make a few dozen of these.)
make_repo() {
    git init -q -b main --template= "$1"
    cat >>"$1/.git/config" <<'CONFIG'
[user]
	email = tests@mosaic.invalid
	name = Mosaic tests
[commit]
	gpgsign = false
CONFIG
}

commit_all() {
    git -C "$1" add -A
    git -C "$1" commit -q -m "${2:-change}"
}
