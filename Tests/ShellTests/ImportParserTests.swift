import Foundation
import Testing

@testable import MosaicShell

/// What `mosaic import` reads, as people's files are (issue 36, terminal 8).
@Suite struct ImportParserTests {
    @Test(arguments: ["\r\n", "\r", "\n"])
    func aFileWithWindowsOrOldMacLineEndsImportsLikeAnyOther(end: String) {
        let text = [
            #"{"kind":"user","handle":"zed","displayName":"Zed"}"#,
            "",
            #"{"kind":"post","author":"zed","title":"Hi","body":"First.\nSecond."}"#,
            #"{"kind":"nope"}"#,
        ].joined(separator: end)
        let parsed = ImportParser.parse(text)
        #expect(parsed.batch.people.map(\.handle) == ["zed"])
        #expect(parsed.batch.entries == 1)
        #expect(parsed.batch.items["feed"]?.count == 1)
        // The line numbers count the lines as an editor shows them
        #expect(parsed.problem == ImportError(line: 4, reason: "unknown kind 'nope' (expected user or post)"))
    }

    @Test(arguments: [
        (#"{"kind":"user","handle":"zed""#, "not valid JSON (check its quotes, commas and braces)"),
        (#"["user"]"#, #"not a JSON object ({"kind": …}, one per line)"#),
        (#"{"handle":"zed"}"#, #"no "kind" (user or post)"#),
        (
            #"{"kind":"post","author":"zed","title":"T","body":"","tags":"one"}"#,
            #""tags" has the wrong type of value"#
        ),
    ])
    func eachKindOfBadLineSaysWhatIsWrongWithIt(line: String, reason: String) {
        #expect(ImportParser.parse(line).problem == ImportError(line: 1, reason: reason))
    }

    @Test func aDirectionOverrideIsNamedAsAFormattingCharacterWithItsCodePoint() {
        // Given a post whose body holds U+202E, as a pasted file name might
        let line = #"{"kind":"post","author":"zed","title":"Invoice","body":"pay\#u{202E}fdp.exe"}"#
        // When the file is read
        let problem = ImportParser.parse(line).problem
        // Then the line is refused, naming the character and what kind it is
        #expect(problem?.line == 1)
        #expect(
            problem?.reason.contains(
                "body contains U+202E (right-to-left override), a formatting character that can make text "
                    + "read as something else") == true, "\(String(describing: problem))")
        #expect(problem?.reason.contains("control character") == false)
    }
}
