#!/usr/bin/env python3
"""Scripts/bench --only web: issue 33's figures, a real `mosaic serve` under attack.

  attack_bench.py MOSAIC                                  on a SQLite file (sample data)
  attack_bench.py MOSAIC --postgres OWNER_URL --psql PSQL on a team database (PGPASSWORD)

Prints `BENCH name | value unit | target ...` lines:
  - SQLite, under ulimit -n 1024: visitors served while 1,100 idle connections are held;
  - team: sign-in latency for a member while 12 clients (each a loopback address of its own)
    guess her password; RSS after 3,000 sign-ins, each from an address of its own with a
    handle of 100,000 bytes; the delay from a member's publish to "1 new post" in another's
    open feed while 100,000 forged notifications are sent to the change channel.
Every request and wait has a time limit; each server is stopped at the end (SIGKILL after 10 s).
"""

import argparse
import asyncio
import os
import re
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from web_bench import Client, LiveChannel, find_psql, psql_conninfo, rss_kib, source_address, team_database, token  # noqa: E402


def start(command, env, descriptors=None):
    def limit():
        if descriptors:
            resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                              preexec_fn=limit)
    line = server.stdout.readline().strip()
    match = re.match(r"http://([\d.]+):(\d+)$", line)
    if not match:
        server.kill()
        raise RuntimeError(f"mosaic serve did not start: {line}")
    return server, match.group(1), int(match.group(2))


def stop(server):
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=10)


async def visitors_while_idle_connections_are_held(host, port):
    held = []
    for _ in range(1100):
        s = socket.socket()
        s.settimeout(5)
        try:
            s.connect((host, port))
            held.append(s)
        except OSError:
            s.close()
    served, slowest = 0, 0.0
    for index in range(100):
        client = Client(host, port)
        started = time.monotonic()
        try:
            status, _ = await asyncio.wait_for(client.request("GET", "/feed"), 10)
            served += status == 200
        except (OSError, asyncio.TimeoutError, ValueError, IndexError):
            pass
        slowest = max(slowest, time.monotonic() - started)
        client.close()
    for s in held:
        s.close()
    print(f"BENCH web (attacks): visitors served while 1,100 idle connections are held (ulimit -n 1024) "
          f"| {served} of 100 | target == 100")
    print(f"BENCH web (attacks): slowest visitor's page meanwhile | {slowest * 1000:.0f} ms | target <= 1000 ms")


async def sign_in(client, handle, password):
    _, page = await client.request("GET", "/login")
    form = urllib.parse.urlencode({"csrf": token(page), "intent": "sign-in", "handle": handle, "password": password})
    status, _ = await client.request("POST", "/login", form)
    return status


async def member_while_strangers_guess(host, port, handle, password):
    stop_at = time.monotonic() + 12
    guesses = []

    async def guesser(index):
        client = Client(host, port, source_address(index))
        while time.monotonic() < stop_at:
            try:
                guesses.append(await asyncio.wait_for(sign_in(client, handle, f"guess {len(guesses)}"), 15))
            except (OSError, asyncio.TimeoutError, ValueError, IndexError):
                client.close()
                client = Client(host, port, source_address(index))
        client.close()

    tasks = [asyncio.create_task(guesser(index)) for index in range(12)]
    await asyncio.sleep(2)
    latencies = []
    for attempt in range(5):
        client = Client(host, port, source_address(100 + attempt))
        _, page = await client.request("GET", "/login")
        form = urllib.parse.urlencode({"csrf": token(page), "intent": "sign-in", "handle": handle, "password": password})
        started = time.monotonic()
        status, _ = await asyncio.wait_for(client.request("POST", "/login", form), 15)
        latencies.append((time.monotonic() - started, status))
        client.close()
        await asyncio.sleep(1.5)
    await asyncio.wait_for(asyncio.gather(*tasks), 30)
    slowest = max(seconds for seconds, _ in latencies)
    refused = sum(1 for _, status in latencies if status != 303)
    print(f"BENCH web (attacks): a member's sign-in while 12 clients guess her password, slowest of 5 "
          f"| {slowest * 1000:.0f} ms | target <= 1000 ms")
    print(f"BENCH web (attacks): her right password refused meanwhile | {refused} of 5 | target == 0")
    print(f"BENCH web (attacks): the guesses answered (401 wrong, 429 slowed) | {len(guesses)} "
          f"({guesses.count(401)} checked, {guesses.count(429)} slowed) | target —")


async def long_handles(host, port, pid):
    before = rss_kib(pid)
    handle = "a" * 100_000
    semaphore = asyncio.Semaphore(50)
    answers = []

    async def attempt(index):
        async with semaphore:
            client = Client(host, port, source_address(200 + index))
            try:
                answers.append(await asyncio.wait_for(sign_in(client, handle + str(index), "x"), 30))
            except (OSError, asyncio.TimeoutError, ValueError, IndexError):
                answers.append(0)
            finally:
                client.close()

    await asyncio.gather(*(attempt(index) for index in range(3000)))
    await asyncio.sleep(2)
    grown = (rss_kib(pid) - before) / 1024
    print(f"BENCH web (attacks): RSS growth after 3,000 sign-ins with 100,000-byte handles, each from its own "
          f"address | {grown:.1f} MiB | target <= 20 MiB")
    print(f"BENCH web (attacks): those sign-ins answered 401 | {answers.count(401)} of 3000 | target == 3000")


async def live_delay_during_forged_flood(host, port, handles, password, psql, owner_url, schema):
    reader = Client(host, port, source_address(9000))
    writer = Client(host, port, source_address(9001))
    if await sign_in(reader, handles[0], password) != 303 or await sign_in(writer, handles[1], password) != 303:
        raise RuntimeError("the members could not sign in")
    await reader.request("GET", "/feed")
    channel = LiveChannel()
    channel.task = asyncio.create_task(channel.follow(host, port, reader.cookie))
    await asyncio.wait_for(channel.opened.wait(), 10)
    # The forger: the second member, as herself in psql.
    conninfo = psql_conninfo(owner_url).replace(f"user={urllib.parse.urlsplit(owner_url).username}",
                                                f"user={handles[1]}")
    flood = (f"SELECT count(pg_notify('mosaic_{schema}', CASE WHEN g <= 9000 THEN g::text || ' ' || (g + 998)::text "
             f"ELSE (g * 1000)::text || ' ' || (g * 1000 + 998)::text END)) FROM generate_series(1, 100000) g")
    env = dict(os.environ, PGPASSWORD=password, PGOPTIONS=f"-c search_path={schema}")
    done = subprocess.run([psql, conninfo, "-Atc", flood], capture_output=True, text=True, timeout=120, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"the flood failed: {done.stderr}")
    _, page = await writer.request("GET", "/feed?new")
    published = time.monotonic()
    status, _ = await writer.request(
        "POST", "/feed?new", f"csrf={urllib.parse.quote(token(page))}&intent=publish&title=Real&body=&tags=")
    deadline = published + 60
    while channel.banner_at is None and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    delay = (channel.banner_at - published) if channel.banner_at else float("nan")
    channel.task.cancel()
    reader.close()
    writer.close()
    print(f"BENCH web (attacks): publish to another member's \"1 new post\" after 100,000 forged notifications "
          f"| {delay * 1000:.0f} ms | target <= 2000 ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mosaic")
    parser.add_argument("--postgres")
    parser.add_argument("--psql")
    arguments = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    folder = tempfile.mkdtemp(prefix="mosaic-attack-bench-")
    if not arguments.postgres:
        env = dict(os.environ, HOME=folder, XDG_DATA_HOME=f"{folder}/data", XDG_CONFIG_HOME=f"{folder}/config",
                   XDG_STATE_HOME=f"{folder}/state")
        server, host, port = start([arguments.mosaic, "serve", "--in-memory", "--listen", "127.0.0.1:0"], env,
                                   descriptors=1024)
        try:
            asyncio.run(asyncio.wait_for(visitors_while_idle_connections_are_held(host, port), 300))
        finally:
            stop(server)
        return 0
    url, pgpass, handles, password = team_database(arguments.mosaic, arguments.postgres, 2, folder)
    schema = re.search(r"schema=([a-z0-9_]+)", url).group(1)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env.update(PGPASSFILE=pgpass, HOME=folder)
    server, host, port = start([arguments.mosaic, "serve", "--postgres", url, "--listen", "127.0.0.1:0"], env,
                               descriptors=1024)
    try:
        asyncio.run(asyncio.wait_for(member_while_strangers_guess(host, port, handles[0], password), 120))
        asyncio.run(asyncio.wait_for(long_handles(host, port, server.pid), 300))
        asyncio.run(asyncio.wait_for(live_delay_during_forged_flood(
            host, port, handles, password, find_psql(arguments.psql), arguments.postgres, schema), 300))
    finally:
        stop(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
