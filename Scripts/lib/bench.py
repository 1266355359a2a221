#!/usr/bin/env python3
"""Measuring and reporting for Scripts/bench.

  bench.py measure RUNS -- COMMAND... [-- COMMAND...]
                                        runs each COMMAND RUNS times (after one warm-up run each),
                                        stdout to /dev/null; with several commands the runs take
                                        turns (A B A B ...) so drift in the machine's state hits
                                        them alike; prints "median_ms peak_rss_mib failures" per
                                        command, one line each, in order
  bench.py timed LOG -- COMMAND...      runs COMMAND once, its output to LOG; prints "seconds status
                                        load cpu": wall time, exit status, the machine's mean
                                        1-minute load average sampled while it ran (figures
                                        taken under load are slower: the load goes beside them)
                                        and the CPU seconds (user + system) of COMMAND and every
                                        process it waited for, which other work on the machine
                                        changes much less than the wall time
  bench.py bench-lines LOG             rows (figure<TAB>value<TAB>target) from the lines of LOG
                                        that start with "BENCH " (BENCH <name> | <value> <unit> |
                                        target <target>)
  bench.py modules LOG                 the modules `swift build -v` compiled (from -module-name of
                                        swift-frontend invocations), one per line, sorted
  bench.py table ROWS                  the table: figure | value | target | ok?
ROWS has one row per line: figure<TAB>value<TAB>target[<TAB>ok]; without ok, it is computed from
value and target when both are numbers in the same unit ("<= 60 ms", "< 1.2", ">= 1000 ops/s").
"""

import os
import re
import statistics
import subprocess
import sys
import threading
import time


def run_once(command):
    """Wall time in ms, peak RSS in MiB and whether it failed: one run of `command` as a child
    (its rusage is read with wait4, so the figure is the command's own, not this script's)."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        child = subprocess.Popen(command, stdout=sink, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
    return (time.perf_counter() - started) * 1000, usage.ru_maxrss / 1024, status != 0  # KiB on Linux


def measure(runs, commands):
    """Median wall time and the highest peak RSS over `runs` runs of each command, taking turns."""
    # The warm-up run fills the page cache: its time is not counted, but a failure is.
    failures = [1 if run_once(command)[2] else 0 for command in commands]
    times = [[] for _ in commands]
    peaks = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            elapsed, peak, failed = run_once(command)
            times[index].append(elapsed)
            peaks[index].append(peak)
            failures[index] += 1 if failed else 0
    for index in range(len(commands)):
        print(f"{statistics.median(times[index]):.1f} {max(peaks[index]):.1f} {failures[index]}")


def load_average():
    """The 1-minute load average, or None where /proc/loadavg does not exist."""
    try:
        with open("/proc/loadavg", encoding="ascii") as handle:
            return float(handle.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def timed(log, command, interval=5.0):
    """Wall time, exit status, mean load and CPU seconds of one run of `command`, its output going
    to `log`."""
    samples = [load_average()]
    done = threading.Event()

    def sample():
        while not done.wait(interval):
            samples.append(load_average())

    sampler = threading.Thread(target=sample, daemon=True)
    started = time.perf_counter()
    with open(log, "wb") as sink:
        child = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        sampler.start()
        # wait4's rusage covers the child and every process it waited for.
        _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    done.set()
    sampler.join()
    samples.append(load_average())
    known = [value for value in samples if value is not None]
    load = f"{statistics.mean(known):.2f}" if known else "unknown"
    cpu = usage.ru_utime + usage.ru_stime
    print(f"{elapsed:.1f} {os.waitstatus_to_exitcode(status)} {load} {cpu:.1f}")


def split_commands(words):
    """`-- A... -- B...` into [[A...], [B...]]."""
    commands, current = [], []
    for word in words:
        if word == "--":
            if current:
                commands.append(current)
            current = []
        else:
            current.append(word)
    if current:
        commands.append(current)
    return commands


def bench_lines(log):
    pattern = re.compile(r"^BENCH\s+(.+?)\s*\|\s*(.+?)\s*\|\s*target\s+(.+?)\s*$")
    with open(log, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            match = pattern.match(line.strip())
            if match:
                print("\t".join(match.groups()))


def modules(log):
    found = set()
    with open(log, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            # Package plugins (argument-parser's manual and docs generators) are compiled
            # against the plugin API on every manifest change: they are tools, not app modules.
            if "swift-frontend" in line and "-frontend" in line and "/pm/PluginAPI" not in line:
                match = re.search(r"-module-name\s+(\S+)", line)
                if match and match.group(1) != "main":
                    found.add(match.group(1))
    for name in sorted(found):
        print(name)


NUMBER = r"(-?\d+(?:\.\d+)?)"


def verdict(value, target):
    target_match = re.match(r"^\s*(<=|>=|<|>|==)\s*" + NUMBER + r"\s*(\S*)\s*$", target)
    value_match = re.match(r"^\s*" + NUMBER + r"\s*(\S*)", value)
    if not target_match or not value_match:
        return "—" if target.strip() in ("", "-", "—") else "?"
    operator, limit, target_unit = target_match.groups()
    number, value_unit = value_match.groups()
    if target_unit and value_unit and target_unit != value_unit:
        return "?"
    number, limit = float(number), float(limit)
    passed = {"<=": number <= limit, ">=": number >= limit, "<": number < limit, ">": number > limit,
              "==": number == limit}[operator]
    return "yes" if passed else "NO"


def table(rows_file):
    rows = []
    with open(rows_file, encoding="utf-8") as handle:
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            figure, value, target = parts[:3]
            ok = parts[3] if len(parts) > 3 and parts[3] else verdict(value, target)
            rows.append((figure, value, target, ok))
    headers = ("figure", "value", "target", "ok?")
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    line = lambda cells: "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"
    print(line(headers))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print(line(row))
    return 1 if any(r[3].startswith("NO") for r in rows) else 0


def main(argv):
    if len(argv) >= 4 and argv[0] == "measure" and argv[2] == "--":
        measure(int(argv[1]), split_commands(argv[2:]))
    elif len(argv) >= 4 and argv[0] == "timed" and argv[2] == "--":
        timed(argv[1], argv[3:])
    elif len(argv) == 2 and argv[0] == "bench-lines":
        bench_lines(argv[1])
    elif len(argv) == 2 and argv[0] == "modules":
        modules(argv[1])
    elif len(argv) == 2 and argv[0] == "table":
        return table(argv[1])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
