import Foundation
import Testing

@testable import Infrastructure

/// What a listener keeps of private changes (platform step 10): rows with no sequence, read by
/// time with a margin for late commits and by the ids a notification on the person's own
/// channel names; each reported once.
@Suite("Private changes a listener has seen")
struct SeenPrivateChangesTests {
    @Test func aPayloadNamesUpToTwentyIdsAndAnythingElseIsABareWakeUp() {
        let ids = (0..<20).map { _ in UUID() }
        let text = ids.map { $0.uuidString.lowercased() }
        #expect(SeenPrivateChanges.ids(text.joined(separator: " ")) == ids)
        #expect(SeenPrivateChanges.ids(text[0]) == [ids[0]])
        for payload in [
            "", " ", text[0] + " ", " " + text[0], text[0] + "  " + text[1], "1 3", "x",
            (text + [UUID().uuidString]).joined(separator: " "), text[0] + "\u{0}",
            String(repeating: "9", count: 8_000),
        ] {
            #expect(SeenPrivateChanges.ids(payload).isEmpty, "\(payload.prefix(80))")
        }
    }

    @Test func readsStartAtTheOpeningAndLookAMinuteBeforeTheNewestSeen() {
        let seen = SeenPrivateChanges()
        seen.skip(to: 1_000_000)
        #expect(seen.readAfter == 1_000_000, "nothing stamped before the opening is news")
        let late = UUID()
        #expect(seen.insert(UUID(), at: 1_200_000))
        // A row stamped before the newest but committed after it is still within the margin
        #expect(seen.readAfter == 1_200_000 - SeenPrivateChanges.margin)
        #expect(seen.insert(late, at: 1_150_000))
        #expect(!seen.insert(late, at: 1_150_000), "a row is reported once")
    }

    @Test func namedIdsAreReadOnceAndNotWhenSeen() {
        let seen = SeenPrivateChanges()
        let old = UUID()
        let new = UUID()
        #expect(seen.insert(old, at: 5))
        seen.want([old, new])
        #expect(seen.takeWanted() == [new])
        #expect(seen.takeWanted().isEmpty)
    }
}
