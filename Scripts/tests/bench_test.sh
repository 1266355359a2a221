# Scripts/bench: its options, its parsing of benchmark and build output, and the table's verdicts.
# (The measurements themselves need release builds: they are not run here.)

bench_py() { python3 "$SCRIPTS/lib/bench.py" "$@"; }

test_bench_unknown_part_is_refused() {
    assert_status 2 "$SCRIPTS/bench" --only everything
    assert_contains "$ERR" "unknown part 'everything'"
}

test_bench_help_names_every_part() {
    assert_status 0 "$SCRIPTS/bench" --help
    for part in "--only storage" "--only shell" "--only loop"; do assert_contains "$OUT" "$part"; done
}

test_bench_missing_benchmark_is_a_not_available_row() {
    # Given a tree whose Infrastructure has no InfrastructureBench yet
    mkdir -p tree/Scripts tree/Packages/Infrastructure/Sources/Infrastructure
    cp -R "$SCRIPTS/bench" "$SCRIPTS/lib" tree/Scripts/
    echo "// swift-tools-version:6.0" >tree/Packages/Infrastructure/Package.swift
    # When the storage part runs / Then the table says so and nothing fails
    assert_status 0 tree/Scripts/bench --only storage
    assert_contains "$OUT" "| InfrastructureBench | not available |"
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
