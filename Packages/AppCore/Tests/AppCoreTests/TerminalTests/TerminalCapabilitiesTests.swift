import Testing

@testable import AppCore

@Suite struct TerminalCapabilitiesTests {
    struct Case: Sendable, CustomStringConvertible {
        var environment: [String: String]
        var stdoutIsTTY: Bool
        var stdinIsTTY: Bool
        var noColorFlag: Bool
        var interactive: Bool
        var colour: Bool
        /// Why colour is off, as a person would name it; nil when it is on.
        var reason: String? = nil
        var description: String { "\(environment) out=\(stdoutIsTTY) in=\(stdinIsTTY) flag=\(noColorFlag)" }
    }

    static let cases: [Case] = [
        Case(
            environment: ["TERM": "xterm-256color"], stdoutIsTTY: true, stdinIsTTY: true, noColorFlag: false,
            interactive: true, colour: true),
        Case(
            environment: ["TERM": "xterm"], stdoutIsTTY: false, stdinIsTTY: true, noColorFlag: false,
            interactive: false, colour: false, reason: "not a terminal"),
        Case(
            environment: ["TERM": "xterm"], stdoutIsTTY: true, stdinIsTTY: false, noColorFlag: false,
            interactive: false, colour: true),
        Case(
            environment: ["TERM": "dumb"], stdoutIsTTY: true, stdinIsTTY: true, noColorFlag: false,
            interactive: false, colour: false, reason: "TERM=dumb"),
        Case(
            environment: ["TERM": "xterm", "NO_COLOR": "1"], stdoutIsTTY: true, stdinIsTTY: true,
            noColorFlag: false, interactive: true, colour: false, reason: "NO_COLOR"),
        Case(
            environment: ["TERM": "xterm", "NO_COLOR": ""], stdoutIsTTY: true, stdinIsTTY: true,
            noColorFlag: false, interactive: true, colour: true),
        Case(
            environment: ["TERM": "xterm", "NO_COLOR": "1"], stdoutIsTTY: true, stdinIsTTY: true,
            noColorFlag: true, interactive: true, colour: false, reason: "--no-color"),
        Case(
            environment: [:], stdoutIsTTY: true, stdinIsTTY: true, noColorFlag: false, interactive: true,
            colour: true),
    ]

    @Test(arguments: cases)
    func environmentAndTTYsDecideInteractivityAndColour(_ given: Case) {
        // When capabilities are detected
        let capabilities = TerminalCapabilities.detect(
            environment: given.environment, stdoutIsTTY: given.stdoutIsTTY, stdinIsTTY: given.stdinIsTTY,
            noColorFlag: given.noColorFlag)
        // Then they match the table, and say why colour is off, the person's own flag first
        #expect(capabilities.isInteractive == given.interactive)
        #expect(capabilities.usesColour == given.colour)
        #expect(capabilities.colourOffReason == given.reason)
    }

    @Test func aDumbTerminalIsToldWhyItGetsOneFrameAndAPipeIsNot() throws {
        // Issue 36, terminal 15: `TERM=dumb mosaic` printed a frame and ended without a word
        let dumb = TerminalCapabilities.detect(
            environment: ["TERM": "dumb"], stdoutIsTTY: true, stdinIsTTY: true)
        let why = try #require(dumb.oneFrameReason)
        #expect(why.contains("TERM=dumb") && why.contains("one frame"))
        let pipe = TerminalCapabilities.detect(
            environment: ["TERM": "dumb"], stdoutIsTTY: false, stdinIsTTY: true)
        #expect(pipe.oneFrameReason == nil)
        let full = TerminalCapabilities.detect(
            environment: ["TERM": "xterm"], stdoutIsTTY: true, stdinIsTTY: true)
        #expect(full.oneFrameReason == nil)
    }
}
