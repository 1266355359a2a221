#!/usr/bin/env python3
"""Scripts/bench --only web: many browser sessions on one `mosaic serve`, from another process.

  web_bench.py MOSAIC [--sessions 500] [--rate 200] [--seconds 10]

Starts the server on a fresh SQLite file (the sample data) on a free loopback port; signs in
`--sessions` sessions (as the sample people other than Ada), each holding its live channel open
on the feed; then measures, printing `BENCH name | value unit | target ...` lines:
  - resident memory per idle session (the server's RSS growth over the sessions, divided);
  - feed page p50 and p99 while pages are asked for at a steady `--rate` a second;
  - the time from Ada's publish to "1 new post" in every session (the slowest, and p99);
  - errors: failed requests, and sessions whose banner never came.
Every request and wait has a time limit; the server is stopped with SIGTERM at the end.
"""

import argparse
import asyncio
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HANDLES = ["grace", "alan", "margaret", "linus", "barbara"]
TIMEOUT = 10.0


class Client:
    """One keep-alive HTTP/1.1 connection, for one session's cookie."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.reader = self.writer = None
        self.cookie = None

    async def request(self, method, path, body=None):
        if self.writer is None:
            self.reader, self.writer = await asyncio.wait_for(
                asyncio.open_connection(self.host, self.port), TIMEOUT)
        headers = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if self.cookie:
            headers.append(f"Cookie: mosaic_session={self.cookie}")
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
                match = re.match(r"\s*mosaic_session=([0-9a-f]+)", value)
                if match:
                    self.cookie = match.group(1)
        payload = await asyncio.wait_for(self.reader.readexactly(length), TIMEOUT) if length else b""
        return status, payload.decode(errors="replace")

    def close(self):
        if self.writer:
            self.writer.close()


def token(html):
    match = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    return match.group(1) if match else ""


async def signed_in(host, port, handle):
    client = Client(host, port)
    _, page = await client.request("GET", "/settings")
    status, _ = await client.request("POST", "/settings", f"csrf={token(page)}&intent=sign-in&handle={handle}")
    if status != 303:
        raise RuntimeError(f"signing in as {handle}: {status}")
    return client


class LiveChannel:
    """A session's live channel, read as it comes: when did "1 new post" arrive."""

    def __init__(self):
        self.banner_at = None
        self.opened = asyncio.Event()
        self.task = None

    async def follow(self, host, port, cookie):
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), TIMEOUT)
        writer.write(
            (f"GET /_/live?path=/feed HTTP/1.1\r\nHost: {host}:{port}\r\n"
             f"Cookie: mosaic_session={cookie}\r\nAccept: text/event-stream\r\n\r\n").encode())
        await writer.drain()
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                if line.startswith(b"retry:"):
                    self.opened.set()
                if b"new post" in line and self.banner_at is None:
                    self.banner_at = time.monotonic()
        finally:
            writer.close()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


async def bench(host, port, pid, sessions, rate, seconds):
    errors = 0
    # Warm up: the first pages compile nothing, but the allocator and the database caches settle.
    warm = await signed_in(host, port, "grace")
    for _ in range(20):
        await warm.request("GET", "/feed")
    before = rss_kib(pid)
    clients, channels = [], []
    for index in range(sessions):
        client = await signed_in(host, port, HANDLES[index % len(HANDLES)])
        status, _ = await client.request("GET", "/feed")
        errors += status != 200
        channel = LiveChannel()
        channel.task = asyncio.create_task(channel.follow(host, port, client.cookie))
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
    for channel in channels:
        channel.task.cancel()
    for client in clients + [ada, warm]:
        client.close()
    print(f"BENCH web: sessions signed in, each with its live channel open | {sessions} sessions | target >= 500")
    print(f"BENCH web: resident memory per idle session | {per_session:.0f} KiB | target <= 256 KiB")
    print(f"BENCH web: feed page rate reached | {achieved:.0f} pages/s | target >= {rate * 0.95:.0f} pages/s")
    print(f"BENCH web: feed page p50 | {percentile(latencies, 0.5):.1f} ms | target —")
    print(f"BENCH web: feed page p99 | {percentile(latencies, 0.99):.1f} ms | target <= 25 ms")
    print(f"BENCH web: publish to banner, slowest session | {max(delays, default=float('nan')):.0f} ms | target <= 1000 ms")
    print(f"BENCH web: publish to banner, p99 | {percentile(delays, 0.99):.0f} ms | target <= 1000 ms")
    print(f"BENCH web: errors (failed requests, banners never seen) | {errors + missing} | target == 0")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mosaic")
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--rate", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=10)
    arguments = parser.parse_args()
    # Two sockets a session on each side: past the usual 1,024 open files.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    folder = tempfile.mkdtemp(prefix="mosaic-web-bench-")
    # The app's own default database in a home of its own: the sample people and posts on its
    # first launch (a file named with --database holds only what is put in it).
    home = {"HOME": folder, "XDG_DATA_HOME": f"{folder}/data", "XDG_CONFIG_HOME": f"{folder}/config",
            "XDG_STATE_HOME": f"{folder}/state"}
    server = subprocess.Popen(
        [arguments.mosaic, "serve", "--listen", "127.0.0.1:0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=dict(os.environ, **home))
    try:
        line = server.stdout.readline().strip()
        match = re.match(r"http://([\d.]+):(\d+)$", line)
        if not match:
            print(f"mosaic serve did not start: {line}", file=sys.stderr)
            return 1
        asyncio.run(asyncio.wait_for(
            bench(match.group(1), int(match.group(2)), server.pid, arguments.sessions, arguments.rate,
                  arguments.seconds), 600))
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
