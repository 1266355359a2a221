/// A python3 driver that ends the built binary one way (Ctrl-C, SIGTERM, SIGHUP, a crash) under
/// a pseudo-terminal, and reports how it ended and whether the terminal came back: the normal
/// screen and a visible cursor in the output, and line editing and echo in the pty's modes.
/// Usage: python3 -c source <binary> <home> <ctrl-c|sigterm|sighup|crash>[-typing] (with
/// -typing, half a post's title is in the open field when it ends, and the report says whether the
/// app said it kept it).
enum ExitPathScript {
    static let source =
        PseudoTerminalScript.prelude + "\n" + #"""
            scenario = sys.argv[3]
            expect("quit", "start")
            during = termios.tcgetattr(fd)
            if during[3] & termios.ICANON:
                print("not in raw mode while running"); sys.exit(1)
            typing = scenario.endswith("-typing")
            if typing:
                # Half a post typed into the open title field when the signal comes.
                end = time.time() + 0.4
                while time.time() < end:
                    pump(0.05)
                os.write(fd, b"n"); expect("New post: title", "open the title")
                os.write(fd, b"Half a title"); expect("Half a title", "type the title")
                scenario = scenario[:-len("-typing")]
            if scenario == "ctrl-c":
                os.write(fd, b"\x03")
            else:
                os.kill(pid, {"sigterm": signal.SIGTERM, "sighup": signal.SIGHUP, "crash": signal.SIGSEGV}[scenario])
            deadline = time.time() + 30
            ended = None
            while time.time() < deadline and ended is None:
                pump(0.1)
                done, status = os.waitpid(pid, os.WNOHANG)
                if done:
                    ended = status
            if ended is None:
                os.kill(pid, signal.SIGKILL)
                print("still running 30 s after %s" % scenario); sys.exit(1)
            while pump(0.05):
                pass
            status = ended
            after = termios.tcgetattr(fd)
            tail = out[out.rfind(b"\x1b[?1049h"):]
            restored = b"\x1b[?1049l" in tail and b"\x1b[?25h" in tail
            modes = bool(after[3] & termios.ICANON) and bool(after[3] & termios.ECHO)
            code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
            print("status %d screen-restored %s modes-restored %s" % (code, restored, modes))
            if typing:
                print("draft-kept %s" % (b"unfinished post is kept" in plain()[plain().rfind(b"\x1b[?1049l"):]))
            """#
}
