#!/usr/bin/env python3
"""Two `mosaic serve --postgres` nodes of one team behind HAProxy, in a real browser.

A team database of its own on Scripts/test's TLS, SCRAM-only PostgreSQL
(MOSAIC_TEST_POSTGRES_TLS_URL), two web nodes on loopback ports, each with a home (and so a data
folder) of its own, and HAProxy in front: round-robin, no sticky sessions, so a browser's
requests go to either node. Debian's Chromium, driven by Playwright for Python (the helpers are
browser_test.py's):

- two members sign in through HAProxy, publish, like and delete, and each sees the other's
  change live (the time printed; the figure is Scripts/bench's), also with one on each node;
- a half-written post is typed, node A is killed (`kill -9`): the page goes on through node B
  without signing in again, its live channel comes back, and the post as typed is published;
- node A comes back and node B is stopped with SIGTERM: the same holds the other way;
- a refused post is kept in the team database: every node draws it, no teammate sees it;
- signing out through one node is refused by the other at its very next request;
- issue 42 item 2: three threads of wrong passwords for "nobody" through HAProxy, each from an
  address of its own (and each forging Ada's address in its own `X-Forwarded-For`), while Ada
  signs in through HAProxy from hers: accepted every time, as the nodes trust HAProxy's
  address (`--trusted-proxy 127.0.0.1`) and read the client from the right of the header.
  `--without-trusted-proxy` starts the nodes as before the fix, to see the attack work.

  nodes_test.py --mosaic .build/debug/mosaic [--screens DIR] [--only WORDS] [--without-trusted-proxy]

Every wait has a time limit and names what it waited for; every child process is stopped at the
end, even on failure. Prints `N passed, N failed`.
"""

import argparse
import collections
import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test as bt  # noqa: E402  (the browser suite's helpers: Server, sign-in, waits)

from playwright.sync_api import sync_playwright  # noqa: E402

HAPROXY = "/usr/sbin/haproxy"
# The nodes trust HAProxy's address (its connections to them come from loopback); False starts
# them as before issue 42 item 2 (`--without-trusted-proxy`).
TRUST_THE_BALANCER = True


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port, limit, what):
    """Until something accepts connections on `port`."""
    def accepts():
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            return False
    return bt.seconds_until(accepts, limit, what)


class Node(bt.Server):
    """`mosaic serve --postgres` on a port of its own (HAProxy's configuration names it), so that
    it comes back on the same one after a `kill -9`."""

    def __init__(self, name, mosaic, url, env, port):
        self.name, self.mosaic, self.url_to_serve, self.env, self.port = name, mosaic, url, env, port
        self.start()

    def start(self):
        trusted = ["--trusted-proxy", "127.0.0.1"] if TRUST_THE_BALANCER else []
        self.process = subprocess.Popen(
            [self.mosaic, "serve", "--postgres", self.url_to_serve, "--listen", f"127.0.0.1:{self.port}", *trusted],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1, env=self.env)
        self.lines = bt.queue.Queue()
        self.output = getattr(self, "output", [])
        bt.threading.Thread(target=self._read, daemon=True).start()
        self.url = self._wait_for_url(limit=60)

    def kill(self):
        self.process.kill()
        self.process.wait(timeout=10)


class Balancer:
    """HAProxy in the foreground, configured as docs/web.md says: round-robin over both nodes, no
    stickiness; a node that refuses a connection is marked down by its health check within a
    second, and a request that met it meanwhile is sent to the other (`redispatch`), as is a GET
    a stopping node closed unanswered (`retry-on empty-response`)."""

    def __init__(self, folder, nodes):
        self.port = free_port()
        servers = "\n".join(
            f"    server {node.name} 127.0.0.1:{node.port} check inter 300ms fall 1 rise 1" for node in nodes)
        self.config = os.path.join(folder, "haproxy.cfg")
        with open(self.config, "w") as file:
            file.write(f"""global
    maxconn 256
    log stdout format raw local0
defaults
    mode http
    log global
    option httplog
    timeout connect 1s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response
    option forwardfor
frontend web
    bind 127.0.0.1:{self.port}
    default_backend nodes
backend nodes
    balance roundrobin
    option httpchk
    http-check send meth GET uri /favicon.ico ver HTTP/1.1 hdr Host 127.0.0.1
    http-request disable-l7-retry if !METH_GET
{servers}
""")
        self.log = open(os.path.join(folder, "haproxy.log"), "w")
        self.process = subprocess.Popen([HAPROXY, "-db", "-f", self.config], stdout=self.log, stderr=subprocess.STDOUT)
        wait_for_port(self.port, 10, "HAProxy to listen")
        self.url = f"http://127.0.0.1:{self.port}"

    def failures(self):
        """HAProxy's log lines of the answers it gave as 5xx: which node, and how it ended."""
        if not self.log.closed:
            self.log.flush()
        with open(self.log.name, errors="replace") as log:
            return [line.rstrip() for line in log if re.search(r" 5\d\d -?\d+ ", line)]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        self.log.close()


class NodesWorld(bt.TeamWorld):
    """The browser suite's team world, with two nodes and HAProxy in place of its one server."""

    def __init__(self, mosaic, screens, owner_url, owner_password):
        self.children = []
        self.balancer_failures = []
        pgpass = self.make_team(mosaic, screens, owner_url, owner_password, "nodes")
        self.nodes = {}
        try:
            for name in ("a", "b"):
                # A home of its own: nothing on one node's disk helps the other.
                home = os.path.join(self.folder, f"node-{name}")
                os.makedirs(home)
                env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
                env.update(PGPASSFILE=pgpass, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"))
                self.nodes[name] = Node(name, mosaic, self.url, env, free_port())
            self.balancer = Balancer(self.folder, list(self.nodes.values()))
            self.server = self.balancer  # what the browser suite's World.person opens pages on
            self.playwright = sync_playwright().start()
            self.browser = self.playwright.chromium.launch(executable_path=bt.CHROMIUM, args=["--no-sandbox"])
        except Exception:
            self.stop_children()
            raise
        self.problems = []

    def on(self, node, page_path):
        return f"{self.nodes[node].url}{page_path}"

    def stop_children(self):
        balancer = getattr(self, "balancer", None)
        if balancer:
            self.balancer_failures = balancer.failures()
            balancer.stop()
        for node in self.nodes.values():
            if node.process.poll() is None:
                node.process.kill()
                node.process.wait(timeout=10)

    def close(self):
        try:
            if getattr(self, "browser", None):
                self.browser.close()
                self.playwright.stop()
            statuses = []
            for node in self.nodes.values():
                if node.process.poll() is None:
                    statuses.append(node.stop())
        finally:
            self.stop_children()
        if any(status not in (0, None) for status in statuses):
            raise RuntimeError(f"a node exited {statuses} on SIGTERM")
        output = "".join(line for node in self.nodes.values() for line in node.output)
        leaked = [secret for secret in self.secrets if secret in output]
        if leaked:
            raise RuntimeError(f"a node wrote {len(leaked)} password(s) to its output")


def raw_get(url, cookie):
    """GET `url` with only this session cookie, following nothing: (status, Location)."""
    match = re.match(r"http://([^:/]+):(\d+)(/.*)", url)
    connection = http.client.HTTPConnection(match.group(1), int(match.group(2)), timeout=10)
    try:
        connection.request("GET", match.group(3), headers={"Cookie": f"mosaic_session={cookie}"})
        response = connection.getresponse()
        return response.status, response.getheader("Location") or ""
    finally:
        connection.close()


def session_cookie(page):
    return next(c["value"] for c in page.context.cookies() if c["name"] == "mosaic_session")


def live(page, limit=10):
    bt.seconds_until(lambda: page.locator("body[data-live-state=open]").count() == 1, limit,
                     "the page's live channel to be open")


def on_node(world, name, node):
    """A member's browser whose requests all go to one node directly (not through HAProxy)."""
    context = world.browser.new_context(viewport={"width": 1280, "height": 900}, base_url=world.nodes[node].url)
    context.set_default_timeout(bt.WAIT_MS)
    page = context.new_page()
    bt.member_sign_in(page, world.handles[name], world.passwords[name])
    return page


# The tests, in order: each leaves both nodes up.

def test_members_through_the_balancer_see_each_others_changes_live(world):
    ada = world.person("ada")
    grace = world.person("grace")
    grace.goto("/feed")
    live(grace)
    bt.publish(ada, "Through the balancer")
    took = bt.seconds_until(lambda: grace.locator("#news a").count() > 0, bt.LIVE_WAIT_S, "Grace's page to say 1 new post")
    grace.locator("#news a").click()
    grace.wait_for_selector("text=Through the balancer")
    identifier = bt.post_id(ada, "Through the balancer")
    ada.goto("/feed")
    live(ada)
    row = f"#post-{identifier}"
    grace.locator(f"{row} button.like").click()
    grace.wait_for_selector(f"{row} >> text=♥ Unlike")
    liked = bt.seconds_until(lambda: ada.locator(f"{row} .likes > [aria-hidden=true]").inner_text() == "♡ 1", bt.LIVE_WAIT_S,
                             "Ada's page to count Grace's like")
    grace.goto("/feed")
    live(grace)
    ada.goto(f"/post/{identifier}?delete")
    ada.get_by_role("button", name="Delete").click()
    ada.wait_for_selector("text=Post deleted.")
    gone = bt.seconds_until(lambda: grace.locator(row).count() == 0, bt.LIVE_WAIT_S, "the deleted post to leave Grace's list")
    print("  through HAProxy: " + ", ".join(bt.live_figure(t, w) for t, w in ((took, "publish"), (liked, "like"), (gone, "delete"))))


def test_a_post_on_one_node_reaches_a_page_on_the_other(world):
    ada = on_node(world, "ada", "a")
    grace = on_node(world, "grace", "b")
    grace.goto("/feed")
    live(grace)
    bt.publish(ada, "From node A to node B")
    took = bt.seconds_until(lambda: grace.locator("#news a").count() > 0, bt.LIVE_WAIT_S, "node B's page to say 1 new post")
    print("  " + bt.live_figure(took, "node A to node B"))


def failover(world, lost, kept, how):
    """Ada half-writes a post through HAProxy; `lost` goes (`how`); she goes on through `kept`."""
    ada = world.person("ada")
    grace = world.person("grace")
    ada.goto("/feed?new")
    live(ada)
    title = f"Written while node {lost.upper()} went ({how})"
    ada.get_by_label("Title").fill(title)
    ada.get_by_label("Body").fill("Half of it typed before,")
    node = world.nodes[lost]
    if how == "kill -9":
        node.kill()
    else:
        assert node.stop() == 0, f"node {lost} exited badly on SIGTERM"
    ada.get_by_label("Body").press_sequentially(" and the rest after.")
    # The page's live channel comes back through the other node, signed in as before.
    bt.seconds_until(lambda: ada.locator("body[data-live-state=open]").count() == 1, 10,
                     f"Ada's live channel to come back through node {kept.upper()}")
    if how == "kill -9":
        # The live channel the killed node held was cut mid-stream, as a killed node cuts it:
        # what the browser says of that is expected; anything else is still a failure.
        bt.time.sleep(0.2)
        world.problems[:] = [p for p in world.problems if "ERR_INCOMPLETE_CHUNKED_ENCODING" not in p]
    assert ada.get_by_label("Title").input_value() == title
    assert ada.get_by_label("Body").input_value() == "Half of it typed before, and the rest after."
    ada.get_by_role("button", name="Publish").click()
    ada.wait_for_selector("text=Post published.")
    assert bt.path_of(ada) != "/login"
    grace.goto("/feed")
    grace.wait_for_selector(f"text={title}")
    # Both keep going on the one node left, live between them.
    live(grace)
    bt.publish(ada, f"After node {lost.upper()} went")
    took = bt.seconds_until(lambda: grace.locator("#news a").count() > 0, bt.LIVE_WAIT_S, "1 new post on the node left")
    return took


def test_node_a_killed_mid_post_loses_nothing(world):
    took = failover(world, "a", "b", "kill -9")
    print("  " + bt.live_figure(took, "after kill -9 of node A, 1 new post"))


def test_node_a_back_and_node_b_stopped_with_sigterm_loses_nothing(world):
    world.nodes["a"].start()
    # HAProxy's check finds it up again within a second.
    time.sleep(1.0)
    took = failover(world, "b", "a", "SIGTERM")
    world.nodes["b"].start()
    time.sleep(1.0)
    print("  " + bt.live_figure(took, "after SIGTERM of node B, 1 new post"))


def test_a_refused_post_is_kept_for_every_node_and_a_teammate_sees_none_of_it(world):
    ada = world.person("ada")
    ada.goto("/feed?new")
    body = "Refused for want of a title, kept in the team database"
    ada.get_by_label("Body").fill(body)
    ada.get_by_role("button", name="Publish").click()
    ada.wait_for_selector("text=title")
    # Each load goes to the next node round the balancer: both draw the kept draft.
    for attempt in range(4):
        ada.goto("/feed?new")
        assert ada.get_by_label("Body").input_value() == body, f"load {attempt + 1}: the draft is not there"
    # Each node directly, too, and a teammate's compose form is empty on both.
    for node in ("a", "b"):
        ada.goto(world.on(node, "/feed?new"))
        assert ada.get_by_label("Body").input_value() == body, f"node {node}: the draft is not there"
        grace = on_node(world, "grace", node)
        grace.goto("/feed?new")
        assert grace.get_by_label("Body").input_value() == "", f"node {node}: Grace sees Ada's draft"
        grace.context.close()
    # Published, it is gone from every node.
    ada.goto("/feed?new")
    ada.get_by_label("Title").fill("Kept, then published")
    ada.get_by_role("button", name="Publish").click()
    ada.wait_for_selector("text=Post published.")
    for node in ("a", "b"):
        ada.goto(world.on(node, "/feed?new"))
        assert ada.get_by_label("Body").input_value() == "", f"node {node} still draws the published draft"


def test_signing_out_on_one_node_is_refused_on_the_other_at_once(world):
    ada = on_node(world, "ada", "a")
    cookie = session_cookie(ada)
    assert raw_get(world.on("b", "/feed"), cookie)[0] == 200, "node B serves node A's session"
    ada.goto("/feed")
    ada.get_by_role("button", name="Sign out").click()
    ada.wait_for_selector("text=Signed out.")
    for node in ("b", "a"):
        status, location = raw_get(world.on(node, "/feed"), cookie)
        assert status == 303 and location.startswith("/login"), f"node {node}: {status} {location}"
    status, location = raw_get(f"{world.balancer.url}/profile/me", cookie)
    assert status == 303 and location.startswith("/login"), f"through HAProxy: {status} {location}"


def sign_in_raw(url, handle, password, source):
    """Signs in at `url`/login from the loopback address `source` as a browser does (the page
    for its cookie and token, then the form), on a connection of its own: the form's status."""
    match = re.match(r"http://([^:/]+):(\d+)", url)
    host, port = match.group(1), int(match.group(2))

    def ask(method, path, body=None, headers=None):
        connection = http.client.HTTPConnection(host, port, timeout=30, source_address=(source, 0))
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.getheaders(), response.read().decode(errors="replace")
        finally:
            connection.close()

    _, headers, page = ask("GET", "/login")
    cookies = "; ".join(value.split(";")[0] for name, value in headers if name.lower() == "set-cookie")
    token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    form = urllib.parse.urlencode({"csrf": token, "intent": "sign-in", "handle": handle, "password": password})
    # What a stranger adds to blame someone else: HAProxy appends the address it heard from.
    status, _, _ = ask("POST", "/login", form, {
        "Cookie": cookies, "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "127.0.0.9"})
    return status


def test_strangers_guessing_through_haproxy_never_turn_ada_away(world):
    """Issue 42 item 2: behind HAProxy every peer was HAProxy, so three threads of wrong
    passwords for "nobody" made Ada's right password get 429 through HAProxy."""
    stop = threading.Event()
    answers = collections.Counter()
    lock = threading.Lock()

    def guess(source):
        while not stop.is_set():
            try:
                status = sign_in_raw(world.balancer.url, "nobody", "wrong password", source)
            except (OSError, AttributeError):
                status = "error"
            with lock:
                answers[status] += 1

    guessers = [threading.Thread(target=guess, args=(f"127.0.0.{20 + index}",), daemon=True) for index in range(3)]
    for thread in guessers:
        thread.start()
    try:
        # The guessers are under way: their wrong passwords answered (each after its wait).
        bt.seconds_until(lambda: sum(answers.values()) >= 6, 120, "the guessers' first 6 sign-ins to be answered")
        ada = [sign_in_raw(world.balancer.url, world.handles["ada"], world.passwords["ada"], "127.0.0.9")
               for _ in range(4)]
    finally:
        stop.set()
        for thread in guessers:
            thread.join(60)
    print(f"      guessers' answers {dict(answers)}; Ada's four sign-ins through HAProxy: {ada}")
    assert ada == [303] * 4, f"Ada's right password through HAProxy was answered {ada}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mosaic", required=True)
    parser.add_argument("--screens", default=os.path.join(tempfile.gettempdir(), "mosaic-web-screens"))
    parser.add_argument("--only", help="run the tests whose name holds this")
    parser.add_argument("--without-trusted-proxy", action="store_true",
                        help="start the nodes without --trusted-proxy (as before issue 42 item 2)")
    arguments = parser.parse_args()
    global TRUST_THE_BALANCER
    TRUST_THE_BALANCER = not arguments.without_trusted_proxy
    owner_url = os.environ.get("MOSAIC_TEST_POSTGRES_TLS_URL", "")
    if not owner_url:
        print("MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)")
        print("0 passed, 1 failed")
        return 1
    if not os.access(HAPROXY, os.X_OK):
        print(f"{HAPROXY} is missing: apt-get install -y haproxy (Scripts/test does it as root)")
        print("0 passed, 1 failed")
        return 1
    tests = [(name, test) for name, test in globals().items()
             if name.startswith("test_") and (not arguments.only or arguments.only in name)]
    world = NodesWorld(os.path.abspath(arguments.mosaic), arguments.screens, owner_url,
                       os.environ.get("MOSAIC_TEST_POSTGRES_TLS_PASSWORD", ""))
    passed, failed = bt.run(world, tests)
    if failed:
        # Which node a 5xx came from and how HAProxy saw its end (the termination flags).
        for line in world.balancer_failures:
            print(f"  haproxy: {line}")
        # What each node wrote last (a crash's report is there).
        for node in world.nodes.values():
            for line in node.output[-400:]:
                print(f"  node {node.name}: {line.rstrip()}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    # SIGTERM from `timeout` ends the run through its `finally`s, which stop every child.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(124))
    sys.exit(main())
