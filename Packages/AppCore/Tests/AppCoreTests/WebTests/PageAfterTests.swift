import Foundation
import Testing

@testable import AppCore

@Suite struct PageAfterTests {
    @Test func aPositionReadsBackFromItsLinkToTheMillisecond() throws {
        let position = PageAfter(time: Date(timeIntervalSince1970: 1_795_348_800.123), id: 42)
        #expect(position.token == "1795348800123.42")
        #expect(PageAfter(token: position.token) == position)
    }

    @Test(arguments: ["", ".", "12", "12.", ".5", "x.5", "12.0", "12.-3", "99999999999999999999.1", "1.2.3"])
    func textThatIsNotAPositionIsRefused(token: String) {
        #expect(PageAfter(token: token) == nil)
    }
}
