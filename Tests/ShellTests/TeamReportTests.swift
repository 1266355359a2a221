import AppCore
import Infrastructure
import Testing

@testable import MosaicShell

@Suite struct TeamReportTests {
    @Test func namesInAnyScriptAreListedWholeInColumnsThatLineUp() {
        // Given members whose names are Devanagari with an emoji, CJK, and Latin
        let members = [
            TeamMember(personID: 1, handle: "asha", displayName: "आशा 🙋🏽‍♀️", login: .active),
            TeamMember(personID: 2, handle: "mei", displayName: "王美", login: .disabled),
            TeamMember(personID: 3, handle: "grace", displayName: "Grace", login: .none),
        ]
        // When the list is printed, with a feature's counts
        let lines = TeamReport.list(
            members, columns: [TeamReport.Column(title: "posts", counts: [1: 3, 3: 12])],
            server: "db:5432/team")
        // Then every name is there whole, and each column starts at the same cell on every row
        #expect(lines[1].contains("आशा 🙋🏽‍♀️"))
        #expect(lines[2].contains("王美"))
        let rows = lines.dropLast()
        for word in ["name", "login"] {
            let header = lines[0].components(separatedBy: word)[0]
            #expect(header.count == DisplayWidth.of(header))  // the header is plain ASCII
            let starts = zip(rows.dropFirst(), members).map { line, member in
                let cell = word == "name" ? TerminalText.sanitised(member.displayName) : "\(member.login)"
                return DisplayWidth.of(line.components(separatedBy: cell)[0])
            }
            #expect(starts == Array(repeating: header.count, count: members.count), "\(word): \(lines)")
        }
        #expect(lines.last == "3 people on db:5432/team.")
    }
}
