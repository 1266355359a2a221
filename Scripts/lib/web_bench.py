#!/usr/bin/env python3
"""Scripts/bench --only web: many browser sessions on one `mosaic serve`, from another process.

  web_bench.py MOSAIC [--sessions 500] [--rate 200] [--seconds 10]
  web_bench.py MOSAIC --postgres OWNER_URL [--members 500] ...   (owner's password in PGPASSWORD)

Starts the server on a free loopback port, on the app's own default database (the sample data)
in a home of its own, or with --postgres on a team database of its own (a fresh schema on the
server OWNER_URL names: `mosaic team init`, `--members` members added with `mosaic team add`,
`mosaic team web-login`, and `mosaic serve --postgres` signed in as the web login); signs in
`--sessions` sessions (as the sample people other than Ada, or each as a member of their own at
/login), each holding its live channel open on the feed; then measures, printing
`BENCH name | value unit | target ...` lines:
  - resident memory per idle session (the server's RSS growth over the sessions, divided);
  - feed page p50 and p99 while pages are asked for at a steady `--rate` a second;
  - the time from a publish to "1 new post" in every other session (the slowest, and p99);
  - a conversation, the sessions still connected: A sends B a message on A's conversation page
    (its form, with CSRF) 20 times, and the time until B's open conversation page's live channel
    shows each (p50, p99);
  - on PostgreSQL, the database connections the server held (the most `pg_stat_activity` counted,
    every 100 ms from the first sign-in to the last banner), the web login's and all of them;
  - errors: failed requests, and sessions whose banner never came.

Before the sessions, issue 40's figures, each beside a bare Hummingbird app (`WebBaseline`, built
here with `swift build -c release --product WebBaseline`) sending the same page's bytes from
memory, in the same run, with `wrk -t2 -c50` (Debian's wrk):
  - /feed pages a second with one reused session, and without a cookie, each as a share of the
    bare app's (measured before and after them: their mean), and the resident memory the
    cookie-less requests added;
  - another client's /feed p99 while one client sends a search of 8,000 words over and over;
  - another member's /feed p50 while one member sends 16 searches at once, over and over (two
    letters, as issue 40 measured; and a word of three found in many posts), against its p50
    with nobody searching.
Every request and wait has a time limit; the servers are stopped with SIGTERM at the end.
"""

import argparse
import asyncio
import concurrent.futures
import glob
import multiprocessing
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid

HANDLES = ["grace", "alan", "margaret", "linus", "barbara"]
TIMEOUT = 10.0


class Client:
    """One keep-alive HTTP/1.1 connection, for one session's cookie."""

    def __init__(self, host, port, source=None):
        self.host, self.port = host, port
        # A loopback address of its own (127.0.x.y): the server counts sign-ins and connections
        # per address, as it would count people on their own machines.
        self.source = source
        self.reader = self.writer = None
        self.cookies = {}

    @property
    def cookie(self):
        return self.cookies.get("mosaic_session")

    async def request(self, method, path, body=None):
        # A kept-alive connection the server closed meanwhile is opened again, once, as a
        # browser does.
        reused = self.writer is not None
        try:
            return await self._request(method, path, body)
        except (BrokenPipeError, ConnectionResetError, IndexError, asyncio.IncompleteReadError):
            if not reused:
                raise
            self.close()
            self.reader = self.writer = None
            return await self._request(method, path, body)

    async def _request(self, method, path, body=None):
        if self.writer is None:
            self.reader, self.writer = await asyncio.wait_for(
                asyncio.open_connection(self.host, self.port,
                                        local_addr=(self.source, 0) if self.source else None), TIMEOUT)
        headers = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if self.cookies:
            headers.append("Cookie: " + "; ".join(f"{name}={value}" for name, value in self.cookies.items()))
        data = body.encode() if body else b""
        if body is not None:
            headers += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(data)}"]
        self.writer.write(("\r\n".join(headers) + "\r\n\r\n").encode() + data)
        await self.writer.drain()
        status_line = await asyncio.wait_for(self.reader.readline(), TIMEOUT)
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = (await asyncio.wait_for(self.reader.readline(), TIMEOUT)).decode()
            if line in ("\r\n", ""):
                break
            name, _, value = line.partition(":")
            if name.lower() == "content-length":
                length = int(value.strip())
            if name.lower() == "set-cookie":
                match = re.match(r"\s*(mosaic_[a-z_]+)=([0-9a-f.]*)", value)
                if match and match.group(2) and "Max-Age=0" not in value:
                    self.cookies[match.group(1)] = match.group(2)
                elif match:
                    self.cookies.pop(match.group(1), None)
        payload = await asyncio.wait_for(self.reader.readexactly(length), TIMEOUT) if length else b""
        return status, payload.decode(errors="replace")

    def close(self):
        if self.writer:
            self.writer.close()


def token(html):
    match = re.search(r'name="csrf" value="([^"]+)"', html)
    return match.group(1) if match else ""


async def signed_in(host, port, handle, source=None):
    client = Client(host, port, source)
    _, page = await client.request("GET", "/settings")
    status, _ = await client.request("POST", "/settings", f"csrf={token(page)}&intent=sign-in&handle={handle}")
    if status != 303:
        raise RuntimeError(f"signing in as {handle}: {status}")
    return client


def source_address(index):
    """The loopback address of client `index`: 127.0.x.y, one each."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


async def member_signed_in(host, port, handle, password, source=None):
    """A team member's session: signed in at /login with their own password."""
    client = Client(host, port, source)
    _, page = await client.request("GET", "/login")
    form = urllib.parse.urlencode(
        {"csrf": token(page), "intent": "sign-in", "handle": handle, "password": password})
    status, _ = await client.request("POST", "/login", form)
    if status != 303:
        raise RuntimeError(f"signing in as {handle}: {status}")
    return client


class Connections:
    """The server's database connections as PostgreSQL counts them (`pg_stat_activity`), every
    100 ms on one psql session of the owner's, in a thread of its own: the most seen of the web
    login's, and of every login but the owner's (the web login's and members' sign-in checks)."""

    def __init__(self, psql, conninfo, password, web_login):
        self.process = subprocess.Popen(
            [psql, "-X", "-A", "-t", "-q", conninfo], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, bufsize=1, env=dict(os.environ, PGPASSWORD=password))
        self.query = (
            "SELECT count(*) FILTER (WHERE usename = '" + web_login + "') || ' ' || "
            "count(*) FILTER (WHERE usename <> current_user) FROM pg_stat_activity "
            "WHERE backend_type = 'client backend';\n")
        self.web = self.all = 0
        self.samples = 0
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()

    def _sample(self):
        while not self.stopped.wait(0.1):
            self.process.stdin.write(self.query)
            self.process.stdin.flush()
            line = self.process.stdout.readline().strip()
            if " " not in line:
                continue
            web, every = (int(value) for value in line.split())
            self.web, self.all = max(self.web, web), max(self.all, every)
            self.samples += 1

    def stop(self):
        if self.stopped.is_set():
            return
        self.stopped.set()
        self.thread.join(5)
        self.process.stdin.close()
        self.process.wait(5)


async def read_live_channel(host, port, cookie, path, opened, on_line, source=None):
    """Opens a session's live channel for the page at `path` and hands each line to `on_line`
    as it comes, setting `opened` once the server has answered, until the server ends it."""
    # A region is one line of an event; a long list's can pass asyncio's 64 KiB line limit.
    reader, writer = await asyncio.wait_for(
        asyncio.open_connection(host, port, local_addr=(source, 0) if source else None, limit=1 << 23), TIMEOUT)
    writer.write(
        (f"GET /_/live?path={urllib.parse.quote(path)} HTTP/1.1\r\nHost: {host}:{port}\r\n"
         f"Cookie: mosaic_session={cookie}\r\nAccept: text/event-stream\r\n\r\n").encode())
    await writer.drain()
    try:
        while True:
            line = await reader.readline()
            if not line:
                return
            if line.startswith(b"retry:"):
                opened.set()
            on_line(line)
    finally:
        writer.close()


class LiveChannel:
    """A session's live channel, read as it comes: when did "1 new post" arrive."""

    def __init__(self):
        self.banner_at = None
        self.opened = asyncio.Event()
        self.task = None

    async def follow(self, host, port, cookie, source=None):
        def on_line(line):
            if b"new post" in line and self.banner_at is None:
                self.banner_at = time.monotonic()
        await read_live_channel(host, port, cookie, "/feed", self.opened, on_line, source)


class ConversationChannel:
    """B's live channel on its conversation page with A: when did the text awaited arrive."""

    def __init__(self):
        self.awaited = None
        self.seen_at = None
        self.opened = asyncio.Event()
        self.task = None

    def expect(self, text):
        self.awaited, self.seen_at = text.encode(), None

    async def follow(self, host, port, cookie, path, source=None):
        def on_line(line):
            if self.awaited and self.seen_at is None and self.awaited in line:
                self.seen_at = time.monotonic()
        await read_live_channel(host, port, cookie, path, self.opened, on_line, source)


async def conversation(host, port, sender, sender_handle, recipient, recipient_handle, sends):
    """A writes to B on A's conversation page (its form: Message, Send; CSRF), `sends` times, one
    after another, while B's conversation page with A is open with its live channel: the time
    from each POST to the message in B's channel. Returns (delays in ms, errors)."""
    errors = 0
    status, page = await sender.request("GET", f"/messages/@{recipient_handle}")
    errors += status != 200
    csrf = token(page)
    status, _ = await recipient.request("GET", f"/messages/@{sender_handle}")
    errors += status != 200
    channel = ConversationChannel()
    channel.task = asyncio.create_task(
        channel.follow(host, port, recipient.cookie, f"/messages/@{sender_handle}", recipient.source))
    await asyncio.wait_for(channel.opened.wait(), 30)
    await asyncio.sleep(0.5)
    delays = []
    run = uuid.uuid4().hex[:8]
    for index in range(sends):
        text = f"bench-{run}-{index}"
        channel.expect(text)
        sent = time.monotonic()
        form = urllib.parse.urlencode({"csrf": csrf, "intent": "send", "text": text})
        status, _ = await sender.request("POST", f"/messages/@{recipient_handle}", form)
        errors += status != 303
        deadline = sent + 10
        while channel.seen_at is None and time.monotonic() < deadline:
            await asyncio.sleep(0.002)
        if channel.seen_at is None:
            errors += 1
        else:
            delays.append((channel.seen_at - sent) * 1000)
        # A person's pace, well inside the 30 messages a minute the team database allows.
        await asyncio.sleep(0.2)
    channel.task.cancel()
    return delays, errors


def wrk(url, seconds, cookie=None, connections=50):
    """`wrk -t2 -cN -dS` on `url`: (requests a second, requests made, non-2xx/3xx answers)."""
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s"]
    if cookie:
        command += ["-H", f"Cookie: mosaic_session={cookie}"]
    done = subprocess.run(command + [url], capture_output=True, text=True, timeout=seconds + 60)
    rate = re.search(r"Requests/sec:\s*([\d.]+)", done.stdout)
    made = re.search(r"(\d+) requests in", done.stdout)
    bad = re.search(r"Non-2xx or 3xx responses:\s*(\d+)", done.stdout)
    timeouts = re.search(r"Socket errors:.*?timeout (\d+)", done.stdout)
    if not rate or not made:
        raise RuntimeError(f"wrk said: {done.stdout}{done.stderr}")
    failed = (int(bad.group(1)) if bad else 0) + (int(timeouts.group(1)) if timeouts else 0)
    return float(rate.group(1)), int(made.group(1)), failed


def baseline_binary(mosaic):
    """WebBaseline beside `mosaic` (the same build folder), built when missing."""
    folder = os.path.dirname(os.path.abspath(mosaic))
    binary = os.path.join(folder, "WebBaseline")
    if not os.access(binary, os.X_OK):
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        configuration = "release" if "/release" in folder else "debug"
        subprocess.run(["swift", "build", "-c", configuration, "--product", "WebBaseline"], cwd=root,
                       check=True, capture_output=True, timeout=3600)
    return binary


def start_baseline(binary, page_file):
    """The bare app on a free loopback port: (process, port)."""
    process = subprocess.Popen([binary, page_file, "127.0.0.1:0"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    # (Hummingbird says it started first.)
    said = []
    for _ in range(5):
        line = process.stdout.readline().strip()
        said.append(line)
        match = re.match(r"http://[\d.]+:(\d+)$", line)
        if match:
            return process, int(match.group(1))
    process.kill()
    raise RuntimeError(f"WebBaseline did not start: {said}")


async def latencies_of(client, path, seconds, limit=None):
    """/feed (or `path`) asked for one after another for `seconds` (or `limit` times): ms each."""
    measured = []
    end = time.monotonic() + seconds
    while time.monotonic() < end and (limit is None or len(measured) < limit):
        sent = time.monotonic()
        status, _ = await client.request("GET", path)
        measured.append((time.monotonic() - sent) * 1000 if status == 200 else float("inf"))
    return measured


async def pressed(clients, paths, until):
    """Each client asks for its path over and over until `until` is set: how many answers came."""
    answered = 0

    async def press(client, path):
        nonlocal answered
        while not until.is_set():
            try:
                await client.request("GET", path)
                answered += 1
            except Exception:
                await asyncio.sleep(0.01)

    await asyncio.gather(*(press(client, path) for client, path in zip(clients, paths)))
    return answered


async def isolation(host, port, pid, mosaic, label, signed_in_as, words):
    """Issue 40's figures (see the module's docstring). `signed_in_as(i)` signs a session in."""
    url = f"http://{host}:{port}/feed"
    reader = await signed_in_as(0)
    status, page = await reader.request("GET", "/feed")
    if status != 200:
        raise RuntimeError(f"/feed: {status}")
    folder = tempfile.mkdtemp(prefix="mosaic-web-baseline-")
    page_file = os.path.join(folder, "feed.html")
    with open(page_file, "w") as out:
        out.write(page)
    baseline, baseline_port = start_baseline(baseline_binary(mosaic), page_file)
    try:
        bare_url = f"http://127.0.0.1:{baseline_port}/feed"
        seconds = 8
        wrk(url, 2, reader.cookie)  # warm up
        bare_before, _, _ = wrk(bare_url, seconds)
        with_session, _, bad_session = wrk(url, seconds, reader.cookie)
        before = rss_kib(pid)
        cookieless, made, bad_cookieless = wrk(url, seconds)
        after = rss_kib(pid)
        bare_after, _, _ = wrk(bare_url, seconds)
    finally:
        baseline.terminate()
        baseline.wait(10)
    bare = (bare_before + bare_after) / 2
    print(f"BENCH {label}: bare Hummingbird app, the same {len(page.encode()):,}-byte page from memory | "
          f"{bare:.0f} pages/s ({bare_before:.0f} before, {bare_after:.0f} after) | target —")
    print(f"BENCH {label}: /feed, 50 connections, one reused session, as a share of the bare app | "
          f"{with_session / bare:.2f}x ({with_session:.0f} pages/s) | target >= 0.5x")
    if "PostgreSQL" in label:
        # A team's pages are for its members: without a cookie /feed is a 303 to /login, which
        # says nothing beside the bare app's page.
        print(f"BENCH {label}: /feed without a cookie (a 303 to /login on a team), as a share of the bare app | "
              f"{cookieless / bare:.2f}x ({cookieless:.0f} answers/s) | target —")
    else:
        print(f"BENCH {label}: /feed without a cookie, as a share of the bare app | "
              f"{cookieless / bare:.2f}x ({cookieless:.0f} pages/s) | target >= 0.3x")
    print(f"BENCH {label}: resident memory grown over {made:,} cookie-less requests | "
          f"{max(0, after - before) / 1024:.1f} MiB ({(after - before) / 1024:+.1f}) | target <= 50 MiB")

    # Another client's /feed while one sends a search of 8,000 words, over and over.
    flood = " ".join(f"w{index}" for index in range(8000))
    attacker = await signed_in_as(1)
    other = await signed_in_as(2)
    stop = asyncio.Event()
    pressing = asyncio.create_task(pressed([attacker], ["/search?q=" + urllib.parse.quote_plus(flood)], stop))
    await asyncio.sleep(0.2)
    during = await latencies_of(other, "/feed", 5)
    stop.set()
    attacks = await pressing
    print(f"BENCH {label}: another client's /feed p99 while one sends an 8,000-word search ({attacks} sent, "
          f"{len(during)} pages) | {percentile(during, 0.99):.1f} ms | target <= 100 ms")

    # Another member's /feed p50 while one member sends 16 searches at once, over and over. The
    # searches come from another process: in this one, reading their answers held the measuring
    # client's own loop (the p50 then measured Python as much as the server).
    member = await signed_in_as(3)
    idle = await latencies_of(member, "/feed", 4)
    idle_p50 = percentile(idle, 0.5)
    print(f"BENCH {label}: a member's /feed p50, nobody searching | {idle_p50:.1f} ms | target —")
    quoted = urllib.parse.quote(words)
    for name, paths in (
        ("two-letter", [f"/search/ab%20{index}" for index in range(16)]),
        ("common-word", [f"/search/{quoted}"] * 16),
        ("common-word, each of its own", [f"/search/{quoted}%20{index}" for index in range(16)]),
    ):
        searcher = await signed_in_as(4)
        # (Spawned, not forked: a fork would inherit this process's running event loop.)
        spawning = multiprocessing.get_context("spawn")
        answers = spawning.Queue()
        pressing = spawning.Process(
            target=press_elsewhere, args=(host, port, dict(searcher.cookies), paths, 6.0, answers))
        pressing.start()
        await asyncio.sleep(0.5)
        busy = await latencies_of(member, "/feed", 5)
        searched = await asyncio.get_running_loop().run_in_executor(None, answers.get, True, 30)
        pressing.join(10)
        busy_p50 = percentile(busy, 0.5)
        print(f"BENCH {label}: another member's /feed p50 while one member runs 16 {name} searches at once "
              f"({searched} answered), as a share of its idle p50 | {busy_p50 / idle_p50:.2f}x "
              f"({busy_p50:.1f} ms) | target <= 2x")
    for client in (reader, attacker, other, member):
        client.close()
    return bad_session + bad_cookieless


def press_elsewhere(host, port, cookies, paths, seconds, answers):
    """In a process of its own: one connection a path, each asking for its path over and over
    for `seconds`, with `cookies` (one session's, as sixteen tabs); puts how many were answered."""

    async def pressing():
        clients = [Client(host, port) for _ in paths]
        for client in clients:
            client.cookies = dict(cookies)
        until = asyncio.Event()
        asyncio.get_running_loop().call_later(seconds, until.set)
        answered = await pressed(clients, paths, until)
        for client in clients:
            client.close()
        return answered

    answers.put(asyncio.run(pressing()))


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


async def bench(host, port, pid, sessions, rate, seconds, team=None):
    """`team`: on a team database, who signs in (members' handles and password), the name BENCH
    lines carry, and what counts the connections; None on SQLite."""
    errors = 0
    label = "web (PostgreSQL)" if team else "web"

    async def session(index):
        if team:
            return await member_signed_in(host, port, team["handles"][index % len(team["handles"])],
                                          team["password"], source_address(index))
        return await signed_in(host, port, HANDLES[index % len(HANDLES)], source_address(index))

    # Warm up: the first pages compile nothing, but the allocator and the database caches settle.
    warm = await session(0)
    for _ in range(20):
        await warm.request("GET", "/feed")
    before = rss_kib(pid)
    clients, channels = [], []
    for index in range(sessions):
        client = await session(index)
        status, _ = await client.request("GET", "/feed")
        errors += status != 200
        channel = LiveChannel()
        channel.task = asyncio.create_task(channel.follow(host, port, client.cookie, client.source))
        clients.append(client)
        channels.append(channel)
    await asyncio.wait_for(asyncio.gather(*(c.opened.wait() for c in channels)), 60)
    await asyncio.sleep(2)
    after = rss_kib(pid)
    per_session = (after - before) / sessions

    # A steady rate of feed pages, spread over the sessions, each on its own connection.
    latencies = []
    interval = 1.0 / rate
    started = time.monotonic()
    pending = []

    async def load(client):
        nonlocal errors
        sent = time.monotonic()
        try:
            status, _ = await client.request("GET", "/feed")
            errors += status != 200
            latencies.append((time.monotonic() - sent) * 1000)
        except Exception:
            errors += 1

    busy = set()
    for tick in range(int(rate * seconds)):
        target = started + tick * interval
        await asyncio.sleep(max(0, target - time.monotonic()))
        # A session whose last page has not come back is skipped this turn (one connection each).
        client = next((c for c in clients[tick % sessions:] + clients[:tick % sessions] if id(c) not in busy), None)
        if client is None:
            errors += 1
            continue
        busy.add(id(client))
        task = asyncio.create_task(load(client))
        task.add_done_callback(lambda _, key=id(client): busy.discard(key))
        pending.append(task)
    await asyncio.wait_for(asyncio.gather(*pending), 60)
    achieved = len(latencies) / (time.monotonic() - started)

    # Every session reloads the feed (no news), then Ada publishes.
    for client in clients:
        await client.request("GET", "/feed")
    for channel in channels:
        channel.banner_at = None
    await asyncio.sleep(1)
    if team:
        # The first member publishes; every other session waits for the banner.
        ada = clients[0]
        channels[0].task.cancel()
        channels = channels[1:]
    else:
        ada = await signed_in(host, port, "ada")
    _, page = await ada.request("GET", "/feed?new")
    published = time.monotonic()
    status, _ = await ada.request("POST", "/feed?new", f"csrf={token(page)}&intent=publish&title=Bench&body=&tags=")
    errors += status != 303
    deadline = published + 10
    while time.monotonic() < deadline and any(c.banner_at is None for c in channels):
        await asyncio.sleep(0.01)
    delays = [(c.banner_at - published) * 1000 for c in channels if c.banner_at is not None]
    missing = sum(1 for c in channels if c.banner_at is None)

    # A conversation, the sessions still connected: A writes to B, B's page shows it.
    if team:
        recipient, recipient_handle = clients[1], team["handles"][1]
        sender_handle = team["handles"][0]
    else:
        recipient, recipient_handle = await signed_in(host, port, "grace", source_address(sessions)), "grace"
        sender_handle = "ada"
    sends = 20
    messages, failed = await conversation(host, port, ada, sender_handle, recipient, recipient_handle, sends)
    errors += failed
    for channel in channels:
        channel.task.cancel()
    for client in set(clients + [ada, warm, recipient]):
        client.close()
    who = f"{len(team['handles'])} members" if team else "sample people"
    print(f"BENCH {label}: sessions signed in ({who}), each with its live channel open | {sessions} sessions | target >= 500")
    print(f"BENCH {label}: resident memory per idle session | {per_session:.0f} KiB | target <= 256 KiB")
    print(f"BENCH {label}: feed page rate reached | {achieved:.0f} pages/s | target >= {rate * 0.95:.0f} pages/s")
    print(f"BENCH {label}: feed page p50 | {percentile(latencies, 0.5):.1f} ms | target —")
    print(f"BENCH {label}: feed page p99 | {percentile(latencies, 0.99):.1f} ms | target <= 25 ms")
    print(f"BENCH {label}: publish to banner, slowest session | {max(delays, default=float('nan')):.0f} ms | target <= 1000 ms")
    print(f"BENCH {label}: publish to banner, p99 | {percentile(delays, 0.99):.0f} ms | target <= 1000 ms")
    print(f"BENCH {label}: message sent on A's page to B's open conversation page, p50 ({len(messages)} of {sends} sends) | {percentile(messages, 0.5):.0f} ms | target <= 1000 ms")
    print(f"BENCH {label}: message sent on A's page to B's open conversation page, p99 | {percentile(messages, 0.99):.0f} ms | target <= 1000 ms")
    if team:
        counted = team["connections"]
        counted.stop()
        print(f"BENCH {label}: database connections held by the web login, most seen ({counted.samples} samples) | {counted.web} | target <= 20")
        print(f"BENCH {label}: database connections of mosaic serve, sign-ins included, most seen | {counted.all} | target <= 20")
    print(f"BENCH {label}: errors (failed requests, banners never seen) | {errors + missing} | target == 0")


def team_database(mosaic, owner_url, members, folder):
    """A team of its own on OWNER_URL's server (the owner's password in PGPASSWORD): `members`
    members added 8 at a time, and the web login. Returns the web login's URL, the password file,
    the members' handles and their password."""
    suffix = uuid.uuid4().hex[:8]
    owner = f"{owner_url}{'&' if '?' in owner_url else '?'}schema=bench_{suffix}"
    password = f"bench password {suffix}"

    def team(*arguments, stdin=None):
        done = subprocess.run([mosaic, "team", *arguments, "--postgres", owner], input=stdin,
                              capture_output=True, text=True, timeout=120, env=dict(os.environ, HOME=folder))
        if done.returncode != 0:
            raise RuntimeError(f"mosaic team {arguments[0]}: {done.stdout}{done.stderr}")
        return done.stdout

    team("init")
    handles = [f"m{index}_{suffix}" for index in range(members)]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda handle: team("add", handle, "--name", f"Member {handle}", stdin=password + "\n"),
                      handles))
    pgpass = f"{folder}/web.pgpass"
    said = team("web-login", "--password-file", pgpass)
    url = re.search(r"mosaic serve --postgres '([^']+)'", said).group(1)
    team_database.owner = owner
    return url, pgpass, handles, password


def find_psql(given):
    """psql: the one given if it is there, else on PATH, else the newest of Debian's."""
    if given and os.access(given, os.X_OK):
        return given
    found = shutil.which("psql") or max(glob.glob("/usr/lib/postgresql/*/bin/psql"), default=None)
    if not found:
        raise RuntimeError("psql is needed to count the server's connections: apt-get install postgresql-client")
    return found


def psql_conninfo(owner_url):
    """The owner's URL as psql's connection string (libpq takes sslmode and sslrootcert as is)."""
    parsed = urllib.parse.urlsplit(owner_url)
    query = dict(urllib.parse.parse_qsl(parsed.query))
    words = [f"host={parsed.hostname}", f"port={parsed.port or 5432}", f"user={parsed.username}",
             f"dbname={parsed.path.lstrip('/') or parsed.username}"]
    words += [f"{name}={query[name]}" for name in ("sslmode", "sslrootcert") if name in query]
    return " ".join(words)


def serve(command, env):
    """`mosaic serve` started: (process, host, port); None when it did not say where it listens."""
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    line = server.stdout.readline().strip()
    match = re.match(r"http://([\d.]+):(\d+)$", line)
    if not match:
        print(f"mosaic serve did not start: {line}", file=sys.stderr)
        stop(server)
        return None
    return server, match.group(1), int(match.group(2))


def stop(server):
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()


def seeded(mosaic, env, posts, postgres=None):
    """`posts` generated posts added to the database `mosaic` opens with `env` (or `postgres`)."""
    command = [mosaic, "seed", "--users", "0" if postgres else "100", "--posts", str(posts)]
    if postgres:
        command += ["--postgres", postgres]
    started = time.monotonic()
    subprocess.run(command, env=env, check=True, capture_output=True, timeout=3600)
    print(f"bench: {posts:,} posts seeded in {time.monotonic() - started:.0f} s", file=sys.stderr)


def isolation_part(arguments, folder):
    """Issue 40's figures on a database of `--posts` posts: a SQLite file of its own, or a team of
    five members of its own on the PostgreSQL server."""
    if arguments.postgres:
        url, pgpass, handles, password = team_database(arguments.mosaic, arguments.postgres, 5, folder)
        # The owner's URL of that team's schema (as `team_database` made it).
        seeded(arguments.mosaic, dict(os.environ, HOME=folder), arguments.posts, postgres=team_database.owner)
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env.update(PGPASSFILE=pgpass, HOME=folder)
        command = [arguments.mosaic, "serve", "--postgres", url, "--listen", "127.0.0.1:0"]
        label = "web (PostgreSQL)"
    else:
        env = dict(os.environ, HOME=folder, XDG_DATA_HOME=f"{folder}/data", XDG_CONFIG_HOME=f"{folder}/config",
                   XDG_STATE_HOME=f"{folder}/state")
        seeded(arguments.mosaic, env, arguments.posts)
        command = [arguments.mosaic, "serve", "--listen", "127.0.0.1:0"]
        label = "web"
    served = serve(command, env)
    if not served:
        return 1
    server, host, port = served

    async def signed_in_as(index):
        if arguments.postgres:
            return await member_signed_in(host, port, handles[index % len(handles)], password,
                                          source_address(2000 + index))
        return await signed_in(host, port, HANDLES[index % len(HANDLES)], source_address(2000 + index))

    try:
        errors = asyncio.run(asyncio.wait_for(
            isolation(host, port, server.pid, arguments.mosaic, f"{label}, {arguments.posts:,} posts",
                      signed_in_as, "generated"), 900))
        print(f"BENCH {label}, {arguments.posts:,} posts: failed answers under wrk | {errors} | target == 0")
    finally:
        stop(server)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mosaic")
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--rate", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--postgres", help="a team database on this server (the owner's URL; PGPASSWORD)")
    parser.add_argument("--members", type=int, default=500, help="with --postgres: members to sign in as")
    parser.add_argument("--psql", help="with --postgres: psql, to count connections (default: found)")
    parser.add_argument("--posts", type=int, default=100_000, help="posts of the database issue 40's figures use")
    parser.add_argument("--only", choices=["isolation", "sessions"], help="one part alone")
    arguments = parser.parse_args()
    # Two sockets a session on each side: past the usual 1,024 open files.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    if arguments.only != "sessions":
        isolation_part(arguments, tempfile.mkdtemp(prefix="mosaic-web-isolation-"))
        if arguments.only == "isolation":
            return 0
    folder = tempfile.mkdtemp(prefix="mosaic-web-bench-")
    team = None
    if arguments.postgres:
        started = time.monotonic()
        url, pgpass, handles, password = team_database(
            arguments.mosaic, arguments.postgres, arguments.members, folder)
        print(f"bench: a team of {len(handles)} members set up in {time.monotonic() - started:.0f} s", file=sys.stderr)
        web_login = urllib.parse.urlsplit(url).username
        command = [arguments.mosaic, "serve", "--postgres", url, "--listen", "127.0.0.1:0"]
        # The web login's password from its file alone.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env.update(PGPASSFILE=pgpass, HOME=folder)
        team = {"handles": handles, "password": password, "connections": None, "web_login": web_login}
    else:
        # The app's own default database in a home of its own: the sample people and posts on
        # its first launch (a file named with --database holds only what is put in it).
        command = [arguments.mosaic, "serve", "--listen", "127.0.0.1:0"]
        env = dict(os.environ, HOME=folder, XDG_DATA_HOME=f"{folder}/data", XDG_CONFIG_HOME=f"{folder}/config",
                   XDG_STATE_HOME=f"{folder}/state")
    served = serve(command, env)
    if not served:
        return 1
    server, host, port = served
    try:
        if team:
            team["connections"] = Connections(
                find_psql(arguments.psql), psql_conninfo(arguments.postgres), os.environ.get("PGPASSWORD", ""),
                team["web_login"])
        asyncio.run(asyncio.wait_for(
            bench(host, port, server.pid, arguments.sessions, arguments.rate, arguments.seconds, team), 900))
    finally:
        if team and team["connections"]:
            team["connections"].stop()
        stop(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
