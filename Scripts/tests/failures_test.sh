# Scripts/lib/failures.py: one line per failing test, its name and its first failure line, from
# each kind of log Scripts/test writes.

failures_of() { python3 "$SCRIPTS/lib/failures.py" "$1"; }

test_failures_swift_testing_names_each_failing_test_once_with_its_first_issue() {
    cat >swift.log <<'LOG'
◇ Test run started.
◇ Test aBannerSaysSo() started.
◇ Test counts(x:) started.
✘ Test aBannerSaysSo() recorded an issue at /w/Tests/AppDataTests/OutageTests.swift:30:9: Issue recorded
↳ Waited 10.0 seconds for the banner; it never happened
✘ Test aBannerSaysSo() recorded an issue at /w/Tests/AppDataTests/OutageTests.swift:30:9: Caught error: waited too long for the banner
✘ Test aBannerSaysSo() failed after 10.2 seconds with 2 issues.
✘ Test counts(x:) recorded an issue with 1 argument x → 3 at CountTests.swift:4:5: Expectation failed: x == 2
↳ the count of a page
✘ Test counts(x:) failed after 0.1 seconds with 1 issue.
✘ Test run with 2 tests in 1 suite failed after 10.3 seconds with 3 issues.
LOG
    assert_eq "✘ aBannerSaysSo(): OutageTests.swift:30:9: Waited 10.0 seconds for the banner; it never happened
✘ counts(x:): CountTests.swift:4:5: Expectation failed: x == 2 (the count of a page)" "$(failures_of swift.log)"
}

test_failures_a_crashed_swift_run_names_the_tests_it_was_running_and_how_it_ended() {
    cat >crash.log <<'LOG'
◇ Test run started.
◇ Test fine() started.
◇ Test hangs() started.
✔ Test fine() passed after 0.1 seconds.

💣 Program crashed: Signal 11: Backtracing from 0x0...
LOG
    assert_eq "✘ hangs(): still running when the test process ended (💣 Program crashed: Signal 11: Backtracing from 0x0...)" \
        "$(failures_of crash.log)"
}

test_failures_a_python_wait_that_ran_out_says_where_what_and_how_long() {
    cat >browser.log <<'LOG'
ok    test_one (2.7 s)
FAIL  test_a_post_shows
Traceback (most recent call last):
  File "/w/Scripts/web-tests/browser_test.py", line 716, in run
    test(world)
  File "/w/Scripts/web-tests/browser_test.py", line 316, in test_a_post_shows
    grace.wait_for_selector("text=Fresh from Ada")
  File "/p/site-packages/playwright/sync_api/_generated.py", line 100, in wait_for_selector
    raise x
playwright._impl._errors.TimeoutError: Page.wait_for_selector: Timeout 10000ms exceeded.
Call log:
  - waiting for locator("text=Fresh from Ada") to be visible

FAIL  test_a_banner
Traceback (most recent call last):
  File "/w/Scripts/web-tests/browser_test.py", line 310, in test_a_banner
    took = seconds_until(lambda: False, 3, "the banner")
  File "/w/Scripts/web-tests/browser_test.py", line 301, in seconds_until
    raise AssertionError(f"waited {limit} s for {what}; it never happened")
AssertionError: waited 3 s for the banner; it never happened
FAIL item 2: one session holds at most 16 live channels (15 open)
1 passed, 3 failed
LOG
    assert_eq "✘ test_a_post_shows: browser_test.py:316 in test_a_post_shows: TimeoutError: Page.wait_for_selector: Timeout 10000ms exceeded: waiting for locator(\"text=Fresh from Ada\") to be visible
✘ test_a_banner: browser_test.py:310 in test_a_banner: AssertionError: waited 3 s for the banner; it never happened
✘ item 2: one session holds at most 16 live channels (15 open)" "$(failures_of browser.log)"
}

test_failures_scripts_own_tests_and_a_build_say_their_first_finding() {
    printf '%s\n' "ok    test_x" "FAIL  test_y" "      expected swift calls:" "      a" "      --- but got:" \
        "failed: test_y" "1 passed, 1 failed" >scripts.log
    assert_eq "✘ test_y: expected swift calls:" "$(failures_of scripts.log)"
    printf '%s\n' "/w/App/A.swift:3:5: warning: unused" "/w/B.swift:4:1: error: cannot find type 'Foo' in scope" \
        "/w/B.swift:4:1: error: cannot find type 'Foo' in scope" >build.log
    assert_eq "✘ B.swift:4:1: cannot find type 'Foo' in scope" "$(failures_of build.log)"
    printf '%s\n' "/w/App/A.swift:3:5: warning: [Spacing] remove a space" >lint.log
    assert_eq "✘ A.swift:3:5: [Spacing] remove a space" "$(failures_of lint.log)"
    printf 'all good\n' >quiet.log
    assert_eq "" "$(failures_of quiet.log)"
}

test_failures_the_doc_check_names_each_doc_line() {
    printf '%s\n' "docs/web.md:185: LoginThrottle (not in the code)" "check-docs: 1 names in 21 docs are not in the code" >docs.log
    assert_eq "✘ docs/web.md:185: LoginThrottle (not in the code)" "$(failures_of docs.log)"
}
