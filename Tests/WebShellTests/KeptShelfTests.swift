import NIOCore
import Testing

@testable import MosaicShell

/// A session's shelf of pages kept as sent: read by any request of the session without entering
/// it, so what it hands out must be exactly what the session allows at that moment.
@Suite struct KeptShelfTests {
    private func page(_ text: String, changes: Int = 0) -> KeptPage {
        KeptPage(
            sent: WebOutput(
                status: 200, contentType: "text/html", body: .bytes(ByteBuffer(string: text))),
            changes: changes)
    }

    private func text(_ page: KeptPage?) -> String? {
        guard let page, case .bytes(let buffer) = page.output(token: "unused").body else { return nil }
        return String(buffer: buffer)
    }

    @Test func aPageIsSentAsItWasSentWhileNothingChanged() {
        let shelf = KeptShelf(limit: 4)
        shelf.put(page("<p>ไทย 東京</p>", changes: 7), at: "/feed")
        #expect(text(shelf.page(at: "/feed", changes: 7, within: .seconds(60))) == "<p>ไทย 東京</p>")
        // The node heard of a change since: drawn again
        #expect(shelf.page(at: "/feed", changes: 8, within: .seconds(60)) == nil)
        // Kept for no time at all: drawn again
        #expect(shelf.page(at: "/feed", changes: 7, within: .zero) == nil)
        #expect(shelf.page(at: "/saved", changes: 7, within: .seconds(60)) == nil)
    }

    @Test func nothingIsSentWhileTheSessionHasSomethingToSayOnce() {
        let shelf = KeptShelf(limit: 4)
        shelf.put(page("feed"), at: "/feed")
        shelf.holdBack(true)
        #expect(shelf.page(at: "/feed", changes: 0, within: .seconds(60)) == nil)
        // Said (the next page drawn said it): the kept page goes again
        shelf.holdBack(false)
        #expect(text(shelf.page(at: "/feed", changes: 0, within: .seconds(60))) == "feed")
        shelf.removeAll()
        #expect(shelf.page(at: "/feed", changes: 0, within: .seconds(60)) == nil)
    }

    @Test func itKeepsAtMostItsLimitAndTheNewestStays() {
        let shelf = KeptShelf(limit: 4)
        for index in 0..<6 { shelf.put(page("page \(index)"), at: "/post/\(index)") }
        #expect(shelf.count == 4)
        #expect(text(shelf.page(at: "/post/5", changes: 0, within: .seconds(60))) == "page 5")
        shelf.remove(at: "/post/5")
        #expect(shelf.count == 3)
    }
}
