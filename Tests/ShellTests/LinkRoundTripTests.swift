import AppCore
import PropertyBased
import Testing

@testable import MosaicShell

@Suite struct LinkRoundTripTests {
    /// Every route that has a link, built from a kind and an id.
    static func route(kind: Int, id: Int) -> Route {
        switch kind {
        case 0: return .feed
        case 1: return .post(id: id)
        case 2: return .profile(.me)
        case 3: return .profile(.person(id: id))
        case 4: return .settings
        default: return .flags
        }
    }

    @Test func everyRouteSurvivesTheTripToALinkAndBack() async {
        await propertyCheck(input: Gen.int(in: 0...5), Gen.int(in: 0...Int.max)) { kind, id in
            // Given
            let route = Self.route(kind: kind, id: id)
            // When
            let text = LinkTable.link(for: route)?.description ?? ""
            // Then
            #expect((try? LinkTable.target(parsing: text)) == .route(route))
        }
    }

    @Test func anyHandleSurvivesPercentEncoding() async {
        let handles = Gen.unicodeScalar(in: " "..."\u{2FFF}").map { Character($0) }.string(of: 1...12)
        await propertyCheck(input: handles) { handle in
            // Given
            let link = DeepLink(host: "profile", segments: ["@" + handle])
            // When
            let parsed = try? LinkTable.target(parsing: link.description)
            // Then
            #expect(parsed == .profileHandle(handle))
        }
    }
}
