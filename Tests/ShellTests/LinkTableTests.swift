import AppCore
import Testing

@testable import MosaicShell

@Suite struct LinkTableTests {
    private let table = LinkTable()

    @Test(arguments: [
        ("mosaic://feed", Route.feed),
        ("mosaic://post/42", .post(42)),
        ("mosaic://profile/7", .profile(7)),
        ("mosaic://profile/me", .myProfile),
        ("mosaic://profile/@ada", Route("profile", "@ada")),
        ("mosaic://profile/@ADA", Route("profile", "@ada")),
        ("mosaic://mosaic://post/2", .post(2)),
        ("mosaic://tag/#History", Route("tag", "History")),
        ("mosaic://settings", .settings),
        ("mosaic://settings/flags", .flags),
        ("MOSAIC://Feed/", .feed),
    ])
    func everyDocumentedLinkOpensItsFeaturesRoute(text: String, expected: Route) throws {
        #expect(try table.route(parsing: text) == expected)
    }

    @Test(arguments: [
        ("http://feed", DeepLinkError.unsupportedScheme("http")),
        ("mosaic://videos", .unknownHost("videos", known: FeatureCatalog.app.hosts)),
        ("mosaic://post", .missingID(host: "post")),
        ("mosaic://profile", .missingID(host: "profile")),
        ("mosaic://profile/@", .needsHandle(host: "profile", given: nil)),
        ("mosaic://profile/ada", .needsHandle(host: "profile", given: "ada")),
        ("mosaic://messages/ada", .needsHandle(host: "messages", given: "ada")),
        ("mosaic://messages/42", .needsHandle(host: "messages", given: "42")),
        ("mosaic://messages/@", .needsHandle(host: "messages", given: nil)),
        ("mosaic://post/abc", .nonNumericID("abc")),
        ("mosaic://post/-1", .nonNumericID("-1")),
        ("mosaic://post/%E2%28", .badEncoding("%E2%28")),
        ("mosaic://post/1/2/3", .extraSegments(["3"])),
        ("mosaic://feed/1", .extraSegments(["1"])),
        ("mosaic://settings/secret", .extraSegments(["secret"])),
        ("mosaic://post?id=1", .malformed("unexpected '?'")),
    ])
    func everyClassOfBadLinkIsATypedError(text: String, expected: DeepLinkError) {
        #expect(throws: expected) { try table.route(parsing: text) }
    }

    /// Issue 43, item 13: the example a link's error gives is one that opens.
    @Test func aConversationOrProfileNamedWithoutItsAtSaysTheLinkThatWorks() {
        let said = { (text: String) in
            (try? table.route(parsing: text)).map { "opened \($0)" }
                ?? (DeepLinkErrorCatcher.error(parsing: text, in: table)?.description ?? "")
        }
        #expect(
            said("mosaic://messages/ada")
                == "mosaic://messages/ada names a person by their handle after @: mosaic://messages/@ada")
        #expect(
            said("mosaic://messages/Ada")
                == "mosaic://messages/Ada names a person by their handle after @: mosaic://messages/@ada")
        #expect(
            said("mosaic://messages/42")
                == "mosaic://messages/42 names a person by their handle after @: mosaic://messages/@ada")
        #expect(said("mosaic://profile/ada").hasSuffix("mosaic://profile/@ada"))
        #expect(
            said("mosaic://messages/@")
                == "the link mosaic://messages needs a person's handle after @, e.g. mosaic://messages/@ada")
        // And the example given opens
        #expect(throws: Never.self) { try table.route(parsing: "mosaic://messages/@ada") }
    }

    @Test func anUnknownDestinationNamesEveryFeaturesLinks() {
        let message = DeepLinkError.unknownHost("videos", known: FeatureCatalog.app.hosts).description
        for host in ["feed", "post", "profile", "settings", "tag"] {
            #expect(message.contains(host))
        }
    }

    @Test func aLinkOpensItsRouteOnItsFeaturesTabInOneCommand() {
        #expect(table.command(showing: .post(3)) == .applyLink(tab: .feed, stack: [.post(3)]))
        #expect(table.command(showing: .myProfile) == .applyLink(tab: .profile, stack: []))
        #expect(table.command(showing: .profile(2)) == .applyLink(tab: .profile, stack: [.profile(2)]))
        #expect(table.command(showing: .flags) == .applyLink(tab: .settings, stack: [.flags]))
    }
}

/// The link error a table gives for `text`, if any.
private enum DeepLinkErrorCatcher {
    static func error(parsing text: String, in table: LinkTable) -> DeepLinkError? {
        do {
            _ = try table.route(parsing: text)
            return nil
        } catch {
            return error
        }
    }
}
