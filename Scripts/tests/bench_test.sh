# Scripts/bench: its options, its parsing of benchmark and build output, and the table's verdicts.
# (The measurements themselves need release builds: they are not run here.)

bench_py() { python3 "$SCRIPTS/lib/bench.py" "$@"; }

test_bench_unknown_part_is_refused() {
    assert_status 2 "$SCRIPTS/bench" --only everything
    assert_contains "$ERR" "unknown part 'everything'"
}

test_bench_help_names_every_part() {
    assert_status 0 "$SCRIPTS/bench" --help
    for part in "--only storage" "--only shell" "--only loop" "--only fresh"; do assert_contains "$OUT" "$part"; done
}

test_bench_missing_benchmark_is_a_not_available_row() {
    # Given a tree whose root package has no StorageBench yet
    mkdir -p tree/Scripts tree/Packages/Infrastructure/Sources/Infrastructure
    cp -R "$SCRIPTS/bench" "$SCRIPTS/lib" tree/Scripts/
    echo "// swift-tools-version:6.0" >tree/Packages/Infrastructure/Package.swift
    echo "// swift-tools-version:6.0" >tree/Package.swift
    # When the storage part runs / Then the table says so and nothing fails
    assert_status 0 tree/Scripts/bench --only storage
    assert_contains "$OUT" "| StorageBench | not available |"
}

test_bench_lines_become_rows_and_other_lines_are_ignored() {
    printf '%s\n' "Building..." "BENCH sqlite feed page 100k | 3.20 ms | target <= 10 ms" \
        "BENCH insert rate | 900 posts/s | target >= 1000 posts/s" "BENCHMARK not a row" >log
    assert_eq $'sqlite feed page 100k\t3.20 ms\t<= 10 ms\ninsert rate\t900 posts/s\t>= 1000 posts/s' \
        "$(bench_py bench-lines log)"
}

test_bench_modules_are_read_from_frontend_invocations_only() {
    cat >log <<'LOG'
/opt/swift/usr/bin/swift-frontend -frontend -c /x/Feed.swift -module-name FeatureFeed -o a.o
/opt/swift/usr/bin/swift-frontend -frontend -emit-module /x/Shell.swift -module-name MosaicShell
/opt/swift/usr/bin/swiftc -L /x -o /x/mosaic -module-name mosaic -emit-executable
/opt/swift/usr/bin/swift-frontend -frontend -c /x/Feed2.swift -module-name FeatureFeed -o b.o
LOG
    assert_eq $'FeatureFeed\nMosaicShell' "$(bench_py modules log)"
}

test_bench_table_judges_each_figure_against_its_target() {
    printf '%s\t%s\t%s\n' "fast" "12.5 ms" "<= 60 ms" "slow" "75 ms" "<= 60 ms" "ratio" "1.05" "<= 1.2" \
        "rate" "900 posts/s" ">= 1000 posts/s" "units differ" "2 s" "<= 60 ms" "info" "3 s" "—" >rows
    printf '%s\t%s\t%s\t%s\n' "given" "a,b" "a only" "NO b" >>rows
    assert_status 1 bench_py table rows
    assert_contains "$OUT" "| fast         | 12.5 ms     | <= 60 ms        | yes"
    assert_contains "$OUT" "| slow         | 75 ms       | <= 60 ms        | NO "
    assert_contains "$OUT" "| ratio        | 1.05        | <= 1.2          | yes"
    assert_contains "$OUT" "| rate         | 900 posts/s | >= 1000 posts/s | NO "
    assert_contains "$OUT" "| units differ | 2 s         | <= 60 ms        | ?  "
    assert_contains "$OUT" "| info         | 3 s         | —               | —  "
    assert_contains "$OUT" "| given        | a,b         | a only          | NO b"
}

test_bench_measure_reports_median_peak_rss_and_failures() {
    # Given a command that allocates about 50 MiB and one that fails
    read -r median peak failures < <(bench_py measure 3 -- python3 -c 'b = bytearray(50 * 1024 * 1024)')
    # Then the peak RSS covers the allocation and nothing failed
    python3 -c "import sys; sys.exit(0 if float('$peak') >= 50 and float('$median') > 0 else 1)" ||
        fail "median $median ms, peak $peak MiB"
    assert_eq 0 "$failures" "failures"
    read -r _ _ failures < <(bench_py measure 2 -- false)
    assert_eq 3 "$failures" "failures of false (warm-up included)"
}

test_bench_measure_takes_turns_between_commands_and_reports_each() {
    # Given two commands that each append their name to one file
    local lines
    mapfile -t lines < <(bench_py measure 2 -- sh -c 'echo a >>order' -- sh -c 'echo b >>order')
    # Then each has its own result line, and after the warm-ups the runs alternated
    assert_eq 2 "${#lines[@]}"
    assert_eq "a b a b a b" "$(tr '\n' ' ' <order | sed 's/ $//')"
}

test_bench_timed_reports_wall_time_exit_status_and_load_and_keeps_the_output() {
    local seconds status load cpu
    # Given a command whose child spends CPU time, then sleeps, then fails
    read -r seconds status load cpu < <(bench_py timed out.log -- sh -c \
        'echo hello; python3 -c "sum(range(2 * 10 ** 7))"; sleep 0.3; exit 3')
    assert_eq 3 "$status" "exit status"
    assert_eq hello "$(cat out.log)" "the command's output"
    python3 -c "import sys; sys.exit(0 if 0.3 <= float('$seconds') < 30 else 1)" || fail "wall time $seconds s"
    [[ "$load" =~ ^[0-9]+\.[0-9]+$ ]] || fail "load '$load' is not a number"
    # Then the child's CPU time counts (the sleep does not)
    python3 -c "import sys; sys.exit(0 if 0 < float('$cpu') < float('$seconds') else 1)" ||
        fail "cpu $cpu s for a wall time of $seconds s"
}

# A repository with Scripts/bench, a fake Scripts/test that notes where and on which commit it
# ran, a FeatureFeed source, and a fake swift for the clean Infrastructure build.
bench_fresh_fixture() {
    mkdir -p tree/Scripts tree/Packages/FeatureFeed/Sources/FeatureFeed tree/Packages/Infrastructure tree/bin
    cp -R "$SCRIPTS/bench" "$SCRIPTS/lib" tree/Scripts/
    cat >tree/Scripts/test <<'FAKE'
#!/usr/bin/env bash
cd "$(dirname "$0")/.." || exit 2
echo "$(git rev-parse HEAD) $PWD $* changed:[$(git status --porcelain | tr '\n' ' ')]" >>"$FRESH_CALLS"
FAKE
    printf '#!/usr/bin/env bash\necho "swift $*" >>"$FRESH_CALLS"\nsleep 0.1\n' >tree/bin/swift
    chmod +x tree/Scripts/test tree/bin/swift
    echo "let feed = 1" >tree/Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    echo "// swift-tools-version:6.0" >tree/Packages/Infrastructure/Package.swift
    make_repo tree && commit_all tree "fixture"
    export FRESH_CALLS="$PWD/calls.log" PATH="$PWD/tree/bin:$PATH"
}

test_bench_fresh_runs_the_tests_in_a_clone_of_head_then_the_clean_build_then_affected() {
    bench_fresh_fixture
    echo "not committed" >tree/Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    # (the ratio's verdict depends on the fakes' timing: the exit status is not checked here)
    OUT=$(tree/Scripts/bench --only fresh 2>/dev/null) || true
    local head calls
    head=$(git -C tree rev-parse HEAD)
    mapfile -t calls <"$FRESH_CALLS"
    assert_eq 4 "${#calls[@]}" "calls: ${calls[*]}"
    # The full run: in another directory, on HEAD, nothing changed there
    assert_contains "${calls[0]}" "$head "
    assert_not_contains "${calls[0]}" "$PWD/tree "
    assert_contains "${calls[0]}" "changed:[]"
    # Then the clean build of Infrastructure with its tests, in the clone
    assert_contains "${calls[1]}" "swift build --build-tests --package-path "
    assert_contains "${calls[1]}" "/Packages/Infrastructure --scratch-path "
    # Then the clean root build alone, in the clone (the floor under the ratio)
    assert_contains "${calls[2]}" "swift build --build-tests --package-path "
    assert_not_contains "${calls[2]}" "/Packages/"
    # Then --affected after one edited FeatureFeed line, against HEAD
    assert_contains "${calls[3]}" "--affected --base HEAD changed:[ M Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift ]"
    assert_contains "$OUT" "| fresh clone: Scripts/test (every suite)"
    assert_contains "$OUT" "| clean swift build --build-tests: Infrastructure"
    assert_contains "$OUT" "| fresh-clone Scripts/test / clean Infrastructure build"
    assert_contains "$OUT" "<= 1.35"
    assert_contains "$OUT" "| the same ratio in CPU time (a guide under load)"
    assert_contains "$OUT" "| the floor: clean root build alone / clean Infrastructure build"
    assert_contains "$OUT" "| Scripts/test --affected after a one-line FeatureFeed edit"
    # The checkout itself is left as it was
    assert_eq "not committed" "$(cat tree/Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift)"
}

test_bench_table_fails_on_a_no_with_a_reason() {
    printf '%s\t%s\t%s\t%s\n' "run" "3 s" "—" "NO (exit 1)" >rows
    assert_status 1 bench_py table rows
}

test_bench_fresh_a_failing_test_run_is_a_no() {
    bench_fresh_fixture
    printf '#!/usr/bin/env bash\nexit 1\n' >tree/Scripts/test
    commit_all tree "tests fail"
    assert_status 1 tree/Scripts/bench --only fresh
    assert_contains "$(echo "$OUT" | grep 'fresh clone: Scripts/test')" "NO (exit 1"
}
