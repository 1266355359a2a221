import AppCore
import PropertyBased
import Testing

@testable import MosaicShell

@Suite struct LinkRoundTripTests {
    /// Every kind of route the app's features open, built from a kind and an id.
    static func route(kind: Int, id: Int) -> Route {
        switch kind {
        case 0: FeedRoute.feed.route
        case 1: FeedRoute.post(id: id).route
        case 2: ProfileRoute.me.route
        case 3: ProfileRoute.person(id: id).route
        case 4: SettingsRoute.settings.route
        default: SettingsRoute.flags.route
        }
    }

    @Test func everyRouteSurvivesTheTripToALinkAndBack() async {
        await propertyCheck(input: Gen.int(in: 0...5), Gen.int(in: 0...Int.max)) { kind, id in
            // Given
            let route = Self.route(kind: kind, id: id)
            // When
            let parsed = try? LinkTable().route(parsing: route.description)
            // Then
            #expect(parsed == route)
        }
    }

    @Test func anyHandleSurvivesPercentEncoding() async {
        let handles = Gen.unicodeScalar(in: " "..."\u{2FFF}").map { Character($0) }.string(of: 1...12)
        await propertyCheck(input: handles) { handle in
            // Given
            let link = DeepLink(host: "profile", segments: ["@" + handle])
            // When
            let parsed = try? LinkTable().route(parsing: link.description)
            // Then (no handle has capitals: A to Z are read as a to z, issue 36, terminal 11)
            #expect(parsed == ProfileRoute.handle(Self.latinLowercased(handle)).route)
        }
    }

    private static func latinLowercased(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar in
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
