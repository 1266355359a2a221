import AppCore
import Testing

@testable import MosaicShell

@Suite struct LinkTableTests {
    @Test(arguments: [
        ("mosaic://feed", LinkTarget.route(.feed)),
        ("mosaic://post/42", .route(.post(id: 42))),
        ("mosaic://profile/7", .route(.profile(.person(id: 7)))),
        ("mosaic://profile/me", .route(.profile(.me))),
        ("mosaic://profile/@ada", .profileHandle("ada")),
        ("mosaic://settings", .route(.settings)),
        ("mosaic://settings/flags", .route(.flags)),
        ("MOSAIC://Feed/", .route(.feed)),
    ])
    func everyDocumentedLinkHasATarget(text: String, expected: LinkTarget) throws {
        #expect(try LinkTable.target(parsing: text) == expected)
    }

    @Test(arguments: [
        ("http://feed", DeepLinkError.unsupportedScheme("http")),
        ("mosaic://videos", .unknownHost("videos")),
        ("mosaic://post", .missingID(host: "post")),
        ("mosaic://profile", .missingID(host: "profile")),
        ("mosaic://profile/@", .missingID(host: "profile")),
        ("mosaic://post/abc", .nonNumericID("abc")),
        ("mosaic://post/-1", .nonNumericID("-1")),
        ("mosaic://post/%E2%28", .badEncoding("%E2%28")),
        ("mosaic://post/1/2", .extraSegments(["2"])),
        ("mosaic://feed/1", .extraSegments(["1"])),
        ("mosaic://settings/secret", .extraSegments(["secret"])),
        ("mosaic://post?id=1", .malformed("unexpected '?'")),
    ])
    func everyClassOfBadLinkIsATypedError(text: String, expected: DeepLinkError) {
        #expect(throws: expected) { try LinkTable.target(parsing: text) }
    }

    @Test func aLinkOpensItsRouteOnItsTabInOneCommand() {
        #expect(LinkTable.command(showing: .post(id: 3)) == .applyLink(tab: .feed, stack: [.post(id: 3)]))
        #expect(LinkTable.command(showing: .profile(.me)) == .applyLink(tab: .profile, stack: []))
        #expect(LinkTable.command(showing: .flags) == .applyLink(tab: .settings, stack: [.flags]))
        #expect(LinkTable.command(showing: .help) == .present(.help))
    }

    @Test func sheetsHaveNoLink() {
        #expect(LinkTable.link(for: .help) == nil)
        #expect(LinkTable.link(for: .prompt) == nil)
    }
}
