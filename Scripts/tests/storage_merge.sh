#!/usr/bin/env bash
# Two teams each add a feature with data of its own, on two branches from one commit, as
# `Scripts/new-feature --storage` makes them, each with a second step that reads the feed's
# published posts (`feed_posts_v1`, Scripts/lib/new-feature/feed-step.py, as
# docs/adding-a-feature.md walks through it): the branches merge with no conflict, both features
# migrate on SQLite and on the TLS PostgreSQL server, their items survive a restart, a second
# member in psql changes none of the first's items, and the feed's own suite runs both teams'
# contract tests (each feature's storage tests and the feed's, built and run). Builds a copy of the repository in .build/storage-merge (several minutes on a
# new machine). Scripts/test runs it after the root suites, with its PostgreSQL servers up.
# Prints `N passed, N failed`; exits 1 on any failure.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build/storage-merge"
tree="$work/tree"
passed=0
failed=0
check() {
    local what=$1
    shift
    local status=0
    "$@" >>"$work/log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        echo "ok    $what"
    elif [ "$status" -eq 124 ]; then
        # `timeout` stopped it: say so, and with what limit, rather than only that it failed.
        failed=$((failed + 1))
        echo "FAIL  $what: stopped at its time limit ($*) (see ${work#"$root"/}/log)"
    else
        failed=$((failed + 1))
        echo "FAIL  $what (see ${work#"$root"/}/log)"
    fi
}
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

rm -rf "$tree"
mkdir -p "$tree"
: >"$work/log"
# The repository as it is (committed or not), without what git ignores.
git -C "$root" ls-files -co --exclude-standard -z | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$tree"
git init -q -b main "$tree"
git -C "$tree" -c user.email=t@mosaic.invalid -c user.name=tests add -A
git -C "$tree" -c user.email=t@mosaic.invalid -c user.name=tests commit -qm base
commit() { git -C "$tree" -c user.email=t@mosaic.invalid -c user.name=tests commit -qam "$1"; }

add_feature() {
    local name=${*: -1}
    git -C "$tree" checkout -q -b "$1" main &&
        "$tree/Scripts/new-feature" --storage "${@:2}" &&
        python3 "$tree/Scripts/lib/new-feature/feed-step.py" "$tree" "$name" &&
        git -C "$tree" add -A && commit "$1"
}
check "team A adds Notes with its own data, reading the feed's posts, on its branch" add_feature notes --tab Notes
check "team B adds Pins with its own data, reading the feed's posts, on its branch" add_feature pins Pins
only_its_own() {
    local branch=$1 name=$2
    git -C "$tree" diff --name-only "main...$branch" |
        grep -vE "^(Packages/Feature$name/|App/Features/$name/|Tests/ShellTests/Features/$name/|Package\.swift$|App/Features/features\.txt$|App/Features/AppFeatures\.swift$|App/Preview/AppPreviews\.swift$)" |
        { ! grep -q .; }
}
check "each branch touches only its own folders and the three lists" \
    bash -c "$(declare -f only_its_own); tree='$tree'; only_its_own notes Notes && only_its_own pins Pins"
merge_both() {
    git -C "$tree" checkout -q notes &&
        git -C "$tree" -c user.email=t@mosaic.invalid -c user.name=tests merge -q --no-edit pins
}
check "the branches merge with no conflict" merge_both
check "no conflict marker is left" bash -c "! grep -rqs '^<<<<<<<' '$tree/Package.swift' '$tree/App/Features/features.txt' '$tree/App/Features/AppFeatures.swift' '$tree/App/Preview/AppPreviews.swift'"
[ "$failed" -eq 0 ] || finish

echo "== building the merged tree (log: ${work#"$root"/}/log)"
# A limit that only ends a hung build: Scripts/test sets it from its root build's time (see there).
check "the merged app and both features' suites build" \
    timeout "${MOSAIC_MERGE_BUILD_LIMIT:-2400}" swift build --build-tests --package-path "$tree" --scratch-path "$work/build"
[ "$failed" -eq 0 ] || finish

storage_suites() {
    local log="$work/storage-tests.log"
    timeout 900 swift test --skip-build --package-path "$tree" --scratch-path "$work/build" \
        --filter '^(NotesStorageTests|PinsStorageTests|FeedStorageTests)\.' >"$log" 2>&1 || { cat "$log"; return 1; }
    cat "$log"
    # Both features on both databases, and the teammate in psql on the TLS server: not skipped;
    # and both contract tests in the feed's own suite.
    [ "$(grep -c 'aTeammateInPSQLChangesNoneOfAnothersItems() passed' "$log")" -eq 2 ] &&
        [ "$(grep -c 'itemsOutliveTheApp() passed' "$log")" -eq 2 ] &&
        grep -q 'with 3 test cases passed' "$log" &&
        grep -q "Suite \"Notes's contract with the feed (feed_posts_v1)\" passed" "$log" &&
        grep -q "Suite \"Pins's contract with the feed (feed_posts_v1)\" passed" "$log"
}
if [ -z "${MOSAIC_TEST_POSTGRES_TLS_URL:-}" ]; then
    echo "FAIL  no TLS PostgreSQL server: run this from Scripts/test, which starts one"
    failed=$((failed + 1))
    finish
fi
check "both features migrate on SQLite and PostgreSQL, keep their items, hold against a teammate, and the feed's suite runs their contract tests" \
    storage_suites

in_the_app() {
    local home="$work/home"
    rm -rf "$home" && mkdir -p "$home"
    local frame
    frame=$(HOME=$home XDG_DATA_HOME='' timeout 60 "$work/build/debug/mosaic" snapshot mosaic://notes) &&
        grep -q 'Nothing here yet: n adds an item.' <<<"$frame" &&
        python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(
            "INSERT INTO pins_items (author_id, title, created_at) VALUES (1, ?, 0)", ("Pinned after a restart",)); c.commit()' \
            "$home/.local/share/mosaic/mosaic.sqlite" &&
        HOME=$home XDG_DATA_HOME='' timeout 60 "$work/build/debug/mosaic" snapshot mosaic://pins |
        grep -q 'Pinned after a restart'
}
check "mosaic snapshot shows both, an item kept across a restart" in_the_app
finish
