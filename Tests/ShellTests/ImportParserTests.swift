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
}
