/// Python 3 drivers for the built binary under a pseudo-terminal (python's pty module). They wait
/// for each frame before sending the next key, because entering raw mode drops keys typed
/// earlier, and exit non-zero with a reason when a step times out.
enum PseudoTerminalScript {
    /// Shared by every driver: starts `argv[1]` on a 100x30 pty with HOME `argv[2]` and its own
    /// XDG folders; `pump` reads output, `plain` is it without colours, `expect` waits for text.
    /// A crash still goes through Swift's backtracer, as the app's own crashes do, but with
    /// symbolicate=off: symbolicating the debug binary took 2 s of CPU per crash, and the crash
    /// test checks the terminal, not the report.
    static let prelude = #"""
        import fcntl, os, pty, re, select, signal, struct, sys, termios, time
        binary, home = sys.argv[1], sys.argv[2]
        env = dict(os.environ, HOME=home, XDG_STATE_HOME=home + "/state", XDG_DATA_HOME=home + "/data",
                   XDG_CONFIG_HOME=home + "/config", TERM="xterm-256color",
                   SWIFT_BACKTRACE="interactive=no,symbolicate=off")
        env.pop("NO_COLOR", None)
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
            os.execve(binary, [binary, "--in-memory"], env)
        out = b""
        mark = 0
        def pump(timeout):
            global out
            r, _, _ = select.select([fd], [], [], timeout)
            if not r:
                return True
            try:
                data = os.read(fd, 65536)
            except OSError:
                return False
            if not data:
                return False
            out += data
            return True
        def plain():
            # Colours and bold sit between a key and its action ("q" "quit"): match the text.
            return re.sub(rb"\x1b\[[0-9;]*m", b"", out)
        def expect(text, step, timeout=30):
            global mark
            deadline = time.time() + timeout
            while time.time() < deadline:
                index = plain().find(text.encode(), mark)
                if index >= 0:
                    mark = index + len(text.encode())
                    return
                if not pump(0.1):
                    break
            sys.stdout.write("step '%s': never saw %r; last output %r\n" % (step, text, plain()[-600:]))
            os.kill(pid, 9)
            sys.exit(1)
        """#

    /// Start, switch tabs, open a post, open its author, go back, edit the bio, quit; prints "ok".
    static let source =
        prelude + "\n" + #"""
            def settle():
                end = time.time() + 0.4
                while time.time() < end:
                    pump(0.05)
            def send(keys):
                global mark
                mark = len(plain())
                os.write(fd, keys.encode())
            expect("[1 Feed]", "start")
            expect("q quit", "start")
            settle()
            send("2"); expect("[2 Profile]", "switch to profile")
            send("1"); expect("[1 Feed]", "switch back to feed")
            settle()
            send("\r"); expect("a author", "open a post")
            send("a"); expect("enter open", "open its author")
            settle()
            send("\x1b"); expect("a author", "go back")
            send("2"); expect("e edit bio", "own profile")
            send("e"); expect("enter done", "edit bio sheet")
            send("\x7f" * 200); settle()
            send("Bio from e2e\r"); expect("Bio from e2e", "bio saved")
            settle()
            send("q")
            deadline = time.time() + 20
            while time.time() < deadline and pump(0.1):
                pass
            _, status = os.waitpid(pid, 0)
            tail = out[out.rfind(b"\x1b[?1049h"):]
            if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
                print("exit status %r" % status); sys.exit(1)
            if b"\x1b[?1049l" not in tail or b"\x1b[?25h" not in tail:
                print("terminal not restored: %r" % out[-300:]); sys.exit(1)
            print("ok")
            """#
}
