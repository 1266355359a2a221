import ArgumentParser
import Foundation

/// The new member's password for `team add`: the first line of standard input when it is not a
/// terminal (a script, `< file`), otherwise typed twice without echo.
enum MemberPassword {
    static func read(for handle: String) throws -> String {
        if TerminalPassword.canAsk {
            guard let first = TerminalPassword.ask("New password for \(handle): "),
                let second = TerminalPassword.ask("The same password again: ")
            else { return try fail("No password was given; nobody was added.") }
            guard first == second else { return try fail("The two passwords differ; nobody was added.") }
            return first
        }
        guard let line = readLine(strippingNewline: true), !line.isEmpty else {
            return try fail(
                "No password on standard input: give the new member's password as its first line "
                    + "(or run on a terminal to be asked); nobody was added.")
        }
        return line
    }

    private static func fail(_ message: String) throws -> String {
        AppLauncher.fail("mosaic: \(message)")
        throw ExitCode.failure
    }
}
