# Scripts/test: which build each suite uses (a full run: the root build for every suite; chosen
# suites: the light ones in their own builds, beside the root build), the table's rows and
# counts. A fake `swift` on PATH stands in for the toolchain: no Swift build.

# A tree shaped like Mosaic (three packages with their test folders, the root's Tests/) with
# Scripts/test and a fake swift that logs every call to calls.log. Per-suite test counts come
# from fake/<suite>.count (default 2); fake/root-build.status makes the root build fail;
# fake/wait-for-light makes the root build wait for a light suite to start beside it;
# fake/bundle-modules, if present, lists the only test modules the root test bundle has;
# fake/<suite>.log, if present, is what that suite's tests print (and they fail); fake/<suite>.hang
# makes them start a test and never end; fake/build-running is written while the root build runs,
# after the pids of --under-load's busy processes alive then are written to fake/load-alive.
command_fixture() {
    mkdir -p tree/Scripts/lib tree/bin tree/fake tree/Tests/ShellTests
    cp "$SCRIPTS/test" tree/Scripts/
    cp "$SCRIPTS/lib/suites.sh" "$SCRIPTS/lib/load.sh" "$SCRIPTS/lib/failures.py" tree/Scripts/lib/
    for p in AppCore FeatureFeed Infrastructure; do
        mkdir -p "tree/Packages/$p/Tests/${p}Tests"
        echo "// swift-tools-version:6.0" >"tree/Packages/$p/Package.swift"
    done
    # The feed's faces, a package of the shell's.
    mkdir -p tree/App/Features/Feed/Tests/FeedTerminalTests
    echo "// swift-tools-version:6.0" >tree/App/Features/Feed/Package.swift
    echo "// swift-tools-version:6.0" >tree/Package.swift
    # Which suite each test module belongs to, for the fake bundle's counts.
    printf '%s\n' "AppCoreTests AppCore" "FeedTerminalTests FeedFaces" "FeatureFeedTests FeatureFeed" \
        "InfrastructureTests Infrastructure" "ShellTests App" >tree/fake/modules
    cat >tree/bin/swift <<'FAKE'
#!/usr/bin/env bash
fake=$(cd "$(dirname "$0")/../fake" && pwd)
echo "swift $*" >>"$fake/../calls.log"
say_count() {
    local n
    n=$(cat "$fake/$1.count" 2>/dev/null || echo 2)
    echo "✔ Test run with $n tests in 1 suite passed after 0.1 seconds."
}
case "$*" in
    "format lint"*) exit 0 ;;
    "build --build-tests")
        for pid in ${MOSAIC_LOAD_PIDS:-}; do kill -0 "$pid" 2>/dev/null && echo "$pid"; done >"$fake/load-alive"
        touch "$fake/build-running"
        if [ -e "$fake/build-waits" ]; then
            # Until the test stops the run (at most 10 s).
            for _ in $(seq 100); do sleep 0.1; done
        fi
        if [ -e "$fake/wait-for-light" ]; then
            # A light suite must start beside this build: wait (at most 10 s) for one to begin.
            for _ in $(seq 100); do
                [ -e "$fake/light-started" ] && break
                sleep 0.1
            done
            [ -e "$fake/light-started" ] || { echo "error: no light suite started beside the build"; exit 1; }
        fi
        status=$(cat "$fake/root-build.status" 2>/dev/null || echo 0)
        [ "$status" -ne 0 ] && exit "$status"
        # The test bundle the root suites run (a script here), logging its calls beside ours.
        mkdir -p .build/debug
        cat >.build/debug/MosaicPackageTests.xctest <<BUNDLE
#!/usr/bin/env bash
echo "bundle \$*" >>"$fake/../calls.log"
modules() { if [ -f "$fake/bundle-modules" ]; then cat "$fake/bundle-modules"; else cut -d' ' -f1 "$fake/modules"; fi; }
case "\$*" in
    --dump-tests-json) cat "$fake/xctest.json" 2>/dev/null || echo '{"name":"All tests","tests":[{"name":"debug.xctest","tests":[]}]}' ;;
    "--testing-library swift-testing --list-tests") modules | sed 's|\$|.SomeTests/works()|' ;;
    "--testing-library swift-testing --filter "*)
        echo "\${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-unbounded}" >>"$fake/widths"
        # The suite of the filter's first module: ^(ModuleA|ModuleB)\\.
        first=\${4#^(}; first=\${first%%[|)]*}
        suite=\$(awk -v m="\$first" '\$1 == m { print \$2 }' "$fake/modules")
        if [ -e "$fake/\$suite.hang" ]; then echo "◇ Test hangs() started."; exec sleep 30; fi
        if [ -e "$fake/\$suite.log" ]; then cat "$fake/\$suite.log"; exit 1; fi
        echo "✔ Test run with \$(cat "$fake/\$suite.count" 2>/dev/null || echo 2) tests in 1 suite passed after 0.1 seconds." ;;
    *) echo "fake bundle: unexpected call: \$*" >&2; exit 64 ;;
esac
BUNDLE
        chmod +x .build/debug/MosaicPackageTests.xctest ;;
    "test --package-path Packages/"*)
        touch "$fake/light-started"
        say_count "${3#Packages/}" ;;
    "test --package-path App/Features/"*)
        touch "$fake/light-started"
        say_count "${3#App/Features/}Faces" ;;
    "test --skip-build --filter ^(InfrastructureTests)\\.") say_count Infrastructure ;;
    "test --skip-build --filter ^(ShellTests)\\.") say_count App ;;
    *) echo "fake swift: unexpected call: $*" >&2; exit 64 ;;
esac
FAKE
    chmod +x tree/bin/swift
    export PATH="$PWD/tree/bin:$PATH"
}

# The fake versions of the checks a full run makes, and a repository for its lint file list.
full_run_fixture() {
    command_fixture
    mkdir -p tree/Scripts/boundaries
    for check in check-boundaries check-docs; do
        printf '#!/usr/bin/env bash\nexit 0\n' >"tree/Scripts/$check"
        chmod +x "tree/Scripts/$check"
    done
    echo 'import sys; print("Ran 3 tests", file=sys.stderr)' >tree/Scripts/boundaries/test_check.py
    touch tree/Tests/ShellTests/.keep
    make_repo tree && commit_all tree "fixture"
}

run_tests() { tree/Scripts/test "$@"; }

# The table row of one suite, spaces squeezed: "name result tests".
row_of() { echo "$OUT" | grep -E "^$1 " | tr -s ' ' | cut -d" " -f1-3; }

test_command_builds_infrastructure_and_app_once_in_the_root_build() {
    command_fixture
    touch tree/fake/wait-for-light
    echo 7 >tree/fake/Infrastructure.count
    echo 5 >tree/fake/App.count
    assert_status 0 run_tests AppCore FeatureFeed Infrastructure App
    local calls
    calls=$(sort tree/calls.log)
    # The bundle's XCTest cases are read once per build, not once per suite.
    assert_eq $'bundle --dump-tests-json
bundle --testing-library swift-testing --filter ^(InfrastructureTests)\\.
bundle --testing-library swift-testing --filter ^(ShellTests)\\.
swift build --build-tests
swift test --package-path App/Features/Feed
swift test --package-path Packages/AppCore
swift test --package-path Packages/FeatureFeed' "$calls" "swift calls"
    assert_contains "$OUT" "own package build"
    assert_eq "Infrastructure passed 7" "$(row_of Infrastructure)"
    assert_eq "App passed 5" "$(row_of App)"
    assert_eq "AppCore passed 2" "$(row_of AppCore)"
    assert_contains "$(echo "$OUT" | grep '^root build')" "passed"
    assert_eq "FeedFaces passed 2" "$(row_of FeedFaces)"
    assert_contains "$OUT" "tests: 18 passed, 0 failed"
}

test_command_runs_a_feature_and_its_faces_alone_without_the_root_build() {
    command_fixture
    echo 4 >tree/fake/FeedFaces.count
    assert_status 0 run_tests FeatureFeed
    assert_eq $'swift test --package-path App/Features/Feed\nswift test --package-path Packages/FeatureFeed' \
        "$(sort tree/calls.log)"
    assert_eq "FeatureFeed passed 2" "$(row_of FeatureFeed)"
    assert_eq "FeedFaces passed 4" "$(row_of FeedFaces)"
    assert_not_contains "$OUT" "root build"
}

test_command_a_failed_root_build_fails_both_root_suites_and_runs_neither() {
    command_fixture
    echo 1 >tree/fake/root-build.status
    assert_status 1 run_tests FeatureFeed Infrastructure App
    assert_not_contains "$(cat tree/calls.log)" "--skip-build"
    assert_not_contains "$(cat tree/calls.log)" "bundle"
    assert_contains "$(echo "$OUT" | grep '^root build')" "FAILED"
    assert_contains "$(echo "$OUT" | grep '^Infrastructure ')" "root build failed"
    assert_contains "$(echo "$OUT" | grep '^App ')" "root build failed"
    assert_eq "FeatureFeed passed 2" "$(row_of FeatureFeed)"
}

test_command_a_root_suite_with_xctest_cases_goes_through_swift_test() {
    command_fixture
    # One XCTest case in Infrastructure's tests, none in the shell's
    echo '{"name":"All tests","tests":[{"name":"debug.xctest","tests":[{"name":"InfrastructureTests.OldTests","tests":[{"name":"testOne"}]}]}]}' \
        >tree/fake/xctest.json
    echo 3 >tree/fake/Infrastructure.count
    assert_status 0 run_tests FeatureFeed Infrastructure App
    assert_contains "$(cat tree/calls.log)" "swift test --skip-build --filter ^(InfrastructureTests)\\."
    assert_not_contains "$(cat tree/calls.log)" "bundle --testing-library swift-testing --filter ^(InfrastructureTests)"
    assert_contains "$(cat tree/calls.log)" "bundle --testing-library swift-testing --filter ^(ShellTests)\\."
    assert_eq "Infrastructure passed 3" "$(row_of Infrastructure)"
    assert_eq "App passed 2" "$(row_of App)"
}

test_command_a_suite_that_ran_no_test_fails() {
    command_fixture
    echo 0 >tree/fake/Infrastructure.count
    echo 0 >tree/fake/FeatureFeed.count
    assert_status 1 run_tests FeatureFeed Infrastructure App
    assert_contains "$(echo "$OUT" | grep '^Infrastructure ')" "ran no test"
    assert_contains "$(echo "$OUT" | grep '^FeatureFeed ')" "ran no test"
    assert_eq "App passed 2" "$(row_of App)"
}

test_command_full_run_prints_every_check_and_suite_with_its_count() {
    full_run_fixture
    echo 4 >tree/fake/Infrastructure.count
    echo 3 >tree/fake/FeatureFeed.count
    assert_status 0 run_tests
    for suite in AppCore FeatureFeed FeedFaces Infrastructure App; do
        assert_contains "$(row_of "$suite")" "$suite passed" "row of $suite"
    done
    assert_eq "Infrastructure passed 4" "$(row_of Infrastructure)"
    assert_eq "FeatureFeed passed 3" "$(row_of FeatureFeed)"
    assert_contains "$OUT" "boundaries (own tests)"
    assert_contains "$OUT" "swift format lint"
    assert_contains "$(echo "$OUT" | grep '^docs name the code')" "passed"
    # 1 boundaries + 1 docs + 3 own tests + 1 lint + 2 + 3 + 2 + 4 + 2
    assert_contains "$OUT" "tests: 19 passed, 0 failed"
}

test_command_full_run_fails_when_a_doc_names_what_the_code_lacks() {
    full_run_fixture
    printf '#!/usr/bin/env bash\necho "docs/web.md:12: LoginThrottle (not in the code)"\nexit 1\n' \
        >tree/Scripts/check-docs
    assert_status 1 run_tests
    assert_contains "$(echo "$OUT" | grep '^docs name the code')" "FAILED"
    # Under the row, the doc's line and the name, as check-docs said them.
    assert_contains "$OUT" "docs/web.md:12"
    assert_contains "$OUT" "LoginThrottle"
}

test_command_full_run_tests_the_light_suites_in_the_root_build_alone() {
    full_run_fixture
    assert_status 0 run_tests
    local calls
    calls=$(cat tree/calls.log)
    assert_eq "1" "$(grep -c '^swift build' <<<"$calls")" "root builds"
    assert_not_contains "$calls" "swift test --package-path"
    assert_contains "$calls" "bundle --testing-library swift-testing --filter ^(AppCoreTests)\\."
    assert_contains "$calls" "bundle --testing-library swift-testing --filter ^(FeatureFeedTests)\\."
    assert_contains "$calls" "bundle --testing-library swift-testing --filter ^(FeedTerminalTests)\\."
    assert_contains "$calls" "bundle --testing-library swift-testing --filter ^(InfrastructureTests)\\."
    assert_contains "$calls" "bundle --testing-library swift-testing --filter ^(ShellTests)\\."
    assert_contains "$(echo "$OUT" | grep '^AppCore ')" "root build"
    assert_contains "$(echo "$OUT" | grep '^root build')" "for AppCore, FeatureFeed, FeedFaces, Infrastructure, App"
}

test_command_full_run_tests_a_package_alone_when_the_root_build_lacks_one_of_its_test_modules() {
    full_run_fixture
    # The package added a test target the root manifest does not know.
    printf '%s\n' AppCoreTests FeatureFeedTests InfrastructureTests ShellTests >tree/fake/bundle-modules
    echo 6 >tree/fake/FeedFaces.count
    assert_status 0 run_tests
    assert_contains "$(cat tree/calls.log)" "swift test --package-path App/Features/Feed"
    assert_not_contains "$(cat tree/calls.log)" "--filter ^(FeedTerminalTests"
    assert_eq "FeedFaces passed 6" "$(row_of FeedFaces)"
    assert_contains "$(echo "$OUT" | grep '^FeedFaces ')" "own package build: the root build lacks FeedTerminalTests"
    assert_contains "$(echo "$OUT" | grep '^AppCore ')" "root build"
}

test_command_full_run_with_a_failed_root_build_fails_every_suite_it_was_to_run() {
    full_run_fixture
    echo 1 >tree/fake/root-build.status
    assert_status 1 run_tests
    for suite in AppCore FeatureFeed Infrastructure App; do
        assert_contains "$(echo "$OUT" | grep "^$suite ")" "root build failed" "row of $suite"
    done
    assert_not_contains "$(cat tree/calls.log)" "swift test --package-path"
}

test_command_refuses_a_bad_job_count_and_an_unknown_suite() {
    command_fixture
    assert_status 2 run_tests -j 0
    assert_contains "$ERR" "-j needs a positive number"
    assert_status 2 run_tests Nowhere
    assert_contains "$ERR" "no suite named 'Nowhere'"
}

# SwiftPM watches only the root package's folders: a file new to (or gone from) a package's
# target must make the root build plan again (Package.swift touched), and so must a changed
# package manifest; an unchanged tree, or a file of a target the plan does not know, must not.
test_command_a_file_added_to_a_package_makes_the_root_build_plan_again() {
    command_fixture
    local sources=$PWD/tree/Packages/FeatureFeed/Sources
    mkdir -p "$sources/FeatureFeed" "$sources/FeedDemo" tree/.build
    echo "enum Feed {}" >"$sources/FeatureFeed/Feed.swift"
    echo "inputs: [\"$sources/FeatureFeed/Feed.swift\"]" >tree/.build/debug.yaml
    old() { touch -d '2001-01-01' "$@"; }
    year() { date -r "$1" +%Y; }
    old tree/Package.swift tree/Packages/*/Package.swift
    assert_status 0 run_tests App
    assert_eq "2001" "$(year tree/Package.swift)" "unchanged tree: no new plan"
    assert_not_contains "$OUT" "plans again"
    echo "enum Demo {}" >"$sources/FeedDemo/main.swift"
    assert_status 0 run_tests App
    assert_eq "2001" "$(year tree/Package.swift)" "a target the plan does not build: no new plan"
    echo "enum Answer {}" >"$sources/FeatureFeed/Answer.swift"
    assert_status 0 run_tests App
    assert_eq "$(date +%Y)" "$(year tree/Package.swift)" "new file: Package.swift touched"
    assert_contains "$OUT" "plans again (SwiftPM does not see a package's new files itself): new: Packages/FeatureFeed/Sources/FeatureFeed/Answer.swift"
    old tree/Package.swift
    rm "$sources/FeatureFeed/Answer.swift" "$sources/FeatureFeed/Feed.swift"
    assert_status 0 run_tests App
    assert_contains "$OUT" "gone: Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift"
    echo "enum Feed {}" >"$sources/FeatureFeed/Feed.swift"
    old tree/Package.swift
    echo "// a new target" >>tree/Packages/FeatureFeed/Package.swift
    assert_status 0 run_tests App
    assert_eq "$(date +%Y)" "$(year tree/Package.swift)" "package manifest changed: Package.swift touched"
    assert_contains "$OUT" "changed: Packages/FeatureFeed/Package.swift"
    # A faces package is a package the root depends on too.
    old tree/Package.swift
    mkdir -p tree/App/Features/Feed/Terminal
    echo "inputs: [\"$sources/FeatureFeed/Feed.swift\", \"$PWD/tree/App/Features/Feed/Terminal/FeedScreen.swift\"]" >tree/.build/debug.yaml
    echo "enum FeedScreen {}" >tree/App/Features/Feed/Terminal/FeedScreen.swift
    echo "enum PostScreen {}" >tree/App/Features/Feed/Terminal/PostScreen.swift
    assert_status 0 run_tests App
    assert_contains "$OUT" "new: App/Features/Feed/Terminal/PostScreen.swift"
}

# --under-load: two busy processes run beside the build, and are gone when the run ends.
test_command_under_load_runs_two_busy_processes_beside_the_run_and_stops_them() {
    command_fixture
    assert_status 0 run_tests --under-load App
    assert_contains "$OUT" "== under load: two busy processes"
    local alive
    alive=$(cat tree/fake/load-alive)
    assert_eq 2 "$(grep -c . <<<"$alive")" "busy processes alive during the build"
    for pid in $alive; do
        kill -0 "$pid" 2>/dev/null && fail "busy process $pid still runs after the run"
    done
    assert_contains "$(row_of App)" "App passed"
}

# However the run ends: here a TERM in the middle of the build, as `timeout` sends.
test_command_under_load_stops_its_busy_processes_when_the_run_is_stopped() {
    command_fixture
    touch tree/fake/build-waits
    tree/Scripts/test --under-load App >out.log 2>&1 &
    local run=$! pid
    for _ in $(seq 100); do [ -e tree/fake/build-running ] && break; sleep 0.1; done
    [ -e tree/fake/build-running ] || fail "waited 10 s for the run's build to start; it never did"
    kill -TERM "$run"
    wait "$run" || true
    assert_eq 2 "$(grep -c . tree/fake/load-alive)" "busy processes alive during the build"
    for pid in $(cat tree/fake/load-alive); do
        kill -0 "$pid" 2>/dev/null && fail "busy process $pid still runs after the run was stopped"
    done
    return 0
}

# The table names each failing test under its suite's row, with its first failure line (a wait
# that ran out says what it waited for and how long) and the log to read.
test_command_a_failing_test_is_named_under_its_row_with_its_first_failure_line() {
    command_fixture
    cat >tree/fake/App.log <<'LOG'
◇ Test run started.
◇ Test theBannerSaysSo() started.
◇ Test fine() started.
✔ Test fine() passed after 0.1 seconds.
✘ Test theBannerSaysSo() recorded an issue at /x/Tests/ShellTests/BannerTests.swift:30:9: Waited 10 seconds for the banner to say the server is gone; it never happened
✘ Test theBannerSaysSo() recorded an issue at /x/Tests/ShellTests/BannerTests.swift:30:9: Caught error: waited too long
✘ Test theBannerSaysSo() failed after 10.1 seconds with 2 issues.
✘ Test run with 2 tests in 1 suite failed after 10.2 seconds with 2 issues.
LOG
    assert_status 1 run_tests App
    local under
    under=$(sed -n '/^App /,/^[^ ]/p' <<<"$OUT")
    assert_contains "$under" "    read .build/test-logs/App.log"
    assert_contains "$under" "    ✘ theBannerSaysSo(): BannerTests.swift:30:9: Waited 10 seconds for the banner to say the server is gone; it never happened"
    assert_not_contains "$under" "Caught error" "only the first failure line"
    assert_not_contains "$under" "fine()"
}

# The summary counts each failed test once: not its issues' lines ("Expectation failed"), not a
# parameterized test's cases, not the run's own last line (a FeedStorage run said "-2 passed").
test_command_counts_each_failed_test_once() {
    command_fixture
    cat >tree/fake/App.log <<'LOG'
◇ Test run started.
✔ Test fine() passed after 0.1 seconds.
✘ Test param(n:) recorded an issue with 1 argument n → 1 at /x/Tests/ShellTests/P.swift:2:47: Expectation failed: (n → 1) == 0
✘ Test param(n:) recorded an issue with 1 argument n → 2 at /x/Tests/ShellTests/P.swift:2:47: Expectation failed: (n → 2) == 0
✘ Test param(n:) with 2 test cases failed after 0.002 seconds with 2 issues.
✘ Test plain() recorded an issue at /x/Tests/ShellTests/P.swift:4:22: Expectation failed: 1 == 2
✘ Test plain() failed after 0.002 seconds with 1 issue.
✘ Test run with 3 tests in 1 suite failed after 0.01 seconds with 3 issues.
LOG
    assert_status 1 run_tests App
    assert_contains "$OUT" "tests: 1 passed, 2 failed"
}

# A suite whose test hangs is stopped at MOSAIC_SUITE_LIMIT, and the table names the test.
test_command_a_hanging_suite_is_stopped_at_its_limit_naming_the_test_still_running() {
    command_fixture
    touch tree/fake/App.hang
    MOSAIC_SUITE_LIMIT=1 assert_status 1 run_tests Infrastructure App
    assert_contains "$(grep '^App ' <<<"$OUT")" "stopped at its limit of 1 s"
    assert_contains "$OUT" "✘ hangs(): still running when the test process ended"
    assert_eq "Infrastructure passed 2" "$(row_of Infrastructure)"
}

# Each suite's test process runs at most MOSAIC_TEST_WIDTH test cases at once (8 unless set):
# unbounded, a few hundred started at once starved each other on a loaded machine.
test_command_bounds_how_many_tests_each_suite_runs_at_once() {
    command_fixture
    assert_status 0 run_tests Infrastructure App
    assert_eq $'8\n8' "$(cat tree/fake/widths)" "widths the test bundle was given"
    rm tree/fake/widths
    MOSAIC_TEST_WIDTH=3 assert_status 0 run_tests Infrastructure App
    assert_eq $'3\n3' "$(cat tree/fake/widths)" "widths the test bundle was given"
    MOSAIC_TEST_WIDTH=none assert_status 2 run_tests App
    assert_contains "$ERR" "MOSAIC_TEST_WIDTH must be a positive number"
}
