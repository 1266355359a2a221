#!/usr/bin/env python3
"""What failed in one log of Scripts/test, one line per failing test: its name and its first
failure line (for a wait that ran out, the wait's own words: what it waited for and how long).

  failures.py LOG [--limit N]

Reads every kind of log the test command writes: Swift Testing's (`✘ Test x() recorded an issue
at File.swift:12:5: ...`, with tests started and never finished when the run was stopped or
crashed), XCTest's, the Python suites' and Scripts' own tests' (`FAIL  name` and what follows it),
a build's (`file:line:col: error: ...`), the formatter's and Scripts/check-docs'. Prints nothing for a log with no
failure it recognises; the summary then falls back to the log's last lines.
"""

import argparse
import re
import sys

# Swift Testing's lines (`swift test` and the test bundle print the same).
SWIFT_ISSUE = re.compile(r"^✘ Test (?P<name>.+?) recorded an issue(?: with .*?)? at (?P<where>\S+?:\d+:\d+): (?P<what>.*)$")
SWIFT_FAILED = re.compile(r"^✘ Test (?P<name>.+?) failed after ")
SWIFT_STARTED = re.compile(r"^◇ Test (?P<name>.+?) started\.$")
SWIFT_ENDED = re.compile(r"^(?:✔|✘|➜|↳)? ?Test (?P<name>.+?) (?:passed|failed|skipped)")
SWIFT_RUN_ENDED = re.compile(r"^[✔✘] Test run with \d+ tests?")
SWIFT_RUN_STARTED = "◇ Test run started."
# XCTest: `/path/File.swift:12: error: -[Module.Class test] : XCTAssertEqual failed: ...`
XCTEST_ERROR = re.compile(r"^(?P<where>\S+?:\d+): error: (?P<name>[^:]+?) : (?P<what>.*)$")
# A Python suite or Scripts' own tests: `FAIL  name`, `FAIL name (detail)`.
FAIL_LINE = re.compile(r"^FAIL\s+(?P<rest>.+)$")
# The last line of a Python traceback: the exception and its message.
EXCEPTION = re.compile(r"^(?:[\w.]+\.)?(?P<kind>\w*(?:Error|Exception|Exit|Interrupt))(?::\s*(?P<what>.*))?$")
FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<function>\S+)')
# Scripts/check-docs: `docs/web.md:185: LoginThrottle (not in the code)`.
DOC_FINDING = re.compile(r"^(?P<where>\S+\.md:\d+): (?P<what>.+)$")
# A compiler's or the formatter's finding.
BUILD_ERROR = re.compile(r"^(?P<where>\S+?:\d+:\d+): (?P<level>error|warning): (?P<what>.*)$")


def short_path(where):
    """`/long/path/Tests/X/FooTests.swift:12:5` as `FooTests.swift:12:5`: the name finds it."""
    return where.rsplit("/", 1)[-1]


def swift_testing(lines):
    """(test, first failure line) for each failing test, then each test left running."""
    first_issue = {}
    order = []
    running = {}
    for index, line in enumerate(lines):
        issue = SWIFT_ISSUE.match(line)
        if issue:
            name = issue["name"]
            if name not in first_issue:
                first_issue[name] = f"{short_path(issue['where'])}: {with_comment(issue['what'], lines, index)}"
                order.append(name)
            continue
        failed = SWIFT_FAILED.match(line)
        if failed and failed["name"] not in first_issue and not SWIFT_RUN_ENDED.match(line):
            first_issue[failed["name"]] = line[2:]
            order.append(failed["name"])
        started = SWIFT_STARTED.match(line)
        if started and started["name"] != "run":
            running[started["name"]] = running.get(started["name"], 0) + 1
            continue
        ended = SWIFT_ENDED.match(line)
        if ended and ended["name"] in running:
            running[ended["name"]] -= 1
            if running[ended["name"]] <= 0:
                del running[ended["name"]]
    found = [(name, first_issue[name]) for name in order]
    finished = any(SWIFT_RUN_ENDED.match(line) for line in lines)
    if not finished:
        # Stopped (a time limit of the command's) or crashed: the tests still running are where
        # to look, and the log's last words say how it ended.
        ending = last_words(lines)
        for name in running:
            found.append((name, f"still running when the test process ended ({ending})"))
        if not running and not found:
            found.append(("the test run", f"ended before it finished ({ending})"))
    return found


def with_comment(what, lines, index):
    """An issue's words with its comment, which Swift Testing prints on the next line after `↳`
    (`Issue.record("Waited 30 s for ...")` prints "Issue recorded" and then the words)."""
    following = lines[index + 1] if index + 1 < len(lines) else ""
    if not following.startswith("↳ "):
        return what
    comment = following[2:].strip()
    return comment if what == "Issue recorded" else f"{what} ({comment})"


def last_words(lines):
    """The log's last line that says something (a crash's signal, a fatal error)."""
    for line in reversed(lines):
        text = line.strip()
        if text and not text.startswith(("◇", "↳", "✔")):
            return text[:200]
    return "its log ends without a word"


def xctest(lines):
    found = []
    seen = set()
    for line in lines:
        error = XCTEST_ERROR.match(line)
        if error and error["name"] not in seen:
            seen.add(error["name"])
            found.append((error["name"], f"{short_path(error['where'])}: {error['what']}"))
    return found


def fail_blocks(lines):
    """`FAIL  name` and the lines up to the next `ok`/`FAIL`/summary line, for each failure."""
    blocks = []
    current = None
    for line in lines:
        fail = FAIL_LINE.match(line)
        if fail:
            current = (fail["rest"].strip(), [])
            blocks.append(current)
        elif re.match(r"^(ok\s|\d+ passed, \d+ failed|failed: )", line):
            current = None
        elif current is not None:
            current[1].append(line)
    return blocks


def python_failure(detail):
    """The first failure line of a Python traceback (or of an assertion's output): where in the
    test it failed and the exception's message, with Playwright's "waiting for ..." after a
    timeout, so a wait that ran out says what it waited for."""
    text = [line.rstrip() for line in detail]
    exception = None
    for index in range(len(text) - 1, -1, -1):
        match = EXCEPTION.match(text[index].strip())
        if match and not text[index].startswith(" "):
            exception = (index, match)
            break
    if exception is None:
        # Scripts' own tests: the assertion helpers' first words.
        for line in text:
            stripped = line.strip()
            if stripped.startswith(("expected", "assertion failed", "error", "FAIL")):
                return stripped
        return next((line.strip() for line in text if line.strip()), "")
    index, match = exception
    what = (match["what"] or "").strip()
    message = f"{match['kind']}: {what}" if what else match["kind"]
    waiting = next((line.strip().lstrip("- ") for line in text[index + 1:] if "waiting for" in line), None)
    if waiting:
        message = f"{message.rstrip('.')}: {waiting}"
    frames = [FRAME.match(line) for line in text[:index]]
    frames = [frame for frame in frames if frame and "/site-packages/" not in frame["file"]]
    # The test's own line rather than a helper's, when the test is in the traceback.
    in_tests = [frame for frame in frames if frame["function"].startswith("test_")]
    if frames:
        frame = (in_tests or frames)[-1]
        message = f"{short_path(frame['file'])}:{frame['line']} in {frame['function']}: {message}"
    return message


def build_errors(lines):
    """A build's errors, or (the formatter's log has no error) its first warnings."""
    findings = [match for match in map(BUILD_ERROR.match, lines) if match]
    errors = [match for match in findings if match["level"] == "error"] or findings
    found = []
    for match in errors:
        item = (short_path(match["where"]), match["what"])
        if item not in found:
            found.append(item)
    return found


def failures(lines):
    """(name, first failure line) for each failure the log shows, whatever wrote it."""
    if any(line.startswith((SWIFT_RUN_STARTED, "◇ Test ", "✘ Test ", "✔ Test ")) for line in lines):
        return swift_testing(lines) + xctest(lines)
    found = xctest(lines)
    if found:
        return found
    blocks = fail_blocks(lines)
    if blocks:
        result = []
        for name, detail in blocks:
            first = python_failure(detail)
            result.append((name, first))
        return result
    found = build_errors(lines)
    if found:
        return found
    return [(match["where"], match["what"]) for match in map(DOC_FINDING.match, lines) if match]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log")
    parser.add_argument("--limit", type=int, default=10, help="at most this many failures (the rest counted)")
    arguments = parser.parse_args()
    try:
        with open(arguments.log, encoding="utf-8", errors="replace") as file:
            lines = [line.rstrip("\n") for line in file]
    except OSError as error:
        print(f"cannot read {arguments.log}: {error.strerror}")
        return 0
    found = failures(lines)
    for name, first in found[: arguments.limit]:
        print(f"✘ {name}: {first}" if first else f"✘ {name}")
    if len(found) > arguments.limit:
        print(f"… and {len(found) - arguments.limit} more")
    return 0


if __name__ == "__main__":
    sys.exit(main())
