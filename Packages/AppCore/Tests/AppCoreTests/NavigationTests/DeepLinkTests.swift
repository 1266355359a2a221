import Testing

@testable import AppCore

@Suite struct DeepLinkTests {
    @Test func aLinkSplitsIntoHostAndDecodedSegments() throws {
        // Given / When
        let link = try DeepLink(parsing: "mosaic://profile/%40ada%20l")
        // Then
        #expect(link.host == "profile")
        #expect(link.segments == ["@ada l"])
    }

    @Test(arguments: [
        "mosaic://mosaic://post/2", "mosaic://MOSAIC://post/2", "mosaic://mosaic://mosaic://post/2",
    ])
    func aLinkPastedAfterTheSchemeIsTheSameLink(text: String) throws {
        // `:` starts the question with mosaic://, and people paste a whole link after it
        #expect(try DeepLink(parsing: text) == DeepLink(host: "post", segments: ["2"]))
    }

    @Test(arguments: [
        " mosaic://post/2", "mosaic://post/2 \n", "\tmosaic://post/2", "mosaic:// mosaic://post/2",
        "mosaic://  mosaic://post/2  ",
    ])
    func spacesAroundAPastedLinkAreNotPartOfIt(text: String) throws {
        // A link copied from a page or a chat often comes with a space or a line break
        #expect(try DeepLink(parsing: text) == DeepLink(host: "post", segments: ["2"]))
    }

    @Test func aHashOpeningASegmentIsTheSegmentsOwn() throws {
        // As the guide writes a tag's link
        #expect(
            try DeepLink(parsing: "mosaic://tag/#History") == DeepLink(host: "tag", segments: ["#History"]))
    }

    @Test func aTrailingSlashIsAllowed() throws {
        #expect(try DeepLink(parsing: "mosaic://feed/") == DeepLink(host: "feed"))
    }

    @Test func printingALinkEncodesWhatParsingDecodes() throws {
        // Given
        let link = DeepLink(host: "profile", segments: ["@名前 /?%"])
        // When
        let text = link.description
        // Then
        #expect(text == "mosaic://profile/@%E5%90%8D%E5%89%8D%20%2F%3F%25")
        #expect(try DeepLink(parsing: text) == link)
    }

    @Test(arguments: [
        ("https://feed", DeepLinkError.unsupportedScheme("https")),
        ("feed", .malformed("expected mosaic://destination")),
        ("mosaic://", .malformed("no destination after mosaic://")),
        ("mosaic://post//1", .malformed("empty path segment")),
        ("mosaic://feed?x=1", .malformed("unexpected '?'")),
        ("mosaic://feed#top", .malformed("unexpected '#'")),
        ("mosaic://tag/his#tory", .malformed("unexpected '#'")),
        ("mosaic://#feed", .malformed("unexpected '#'")),
        ("mosaic://mosaic://", .malformed("no destination after mosaic://")),
        ("mosaic://user@feed", .malformed("unexpected '@'")),
        ("mosaic://post/2 3", .malformed("unexpected ' '")),
        ("mosaic://post/%zz", .badEncoding("%zz")),
        ("mosaic://post/%4", .badEncoding("%4")),
        ("mosaic://post/%FF", .badEncoding("%FF")),
    ])
    func malformedLinksAreTypedErrors(text: String, expected: DeepLinkError) {
        #expect(throws: expected) { try DeepLink(parsing: text) }
    }

    @Test func idsMustBePlainDigits() throws {
        // Given
        let link = DeepLink(host: "post", segments: ["12", "-3", "4a", "+5"])
        // When / Then
        #expect(try link.id(at: 0) == 12)
        #expect(throws: DeepLinkError.nonNumericID("-3")) { try link.id(at: 1) }
        #expect(throws: DeepLinkError.nonNumericID("4a")) { try link.id(at: 2) }
        #expect(throws: DeepLinkError.nonNumericID("+5")) { try link.id(at: 3) }
        #expect(throws: DeepLinkError.missingID(host: "post")) { try link.id(at: 4) }
    }

    @Test func anIdTooLargeForIntIsNonNumeric() {
        let link = DeepLink(host: "post", segments: ["99999999999999999999999"])
        #expect(throws: DeepLinkError.nonNumericID("99999999999999999999999")) { try link.id(at: 0) }
    }

    @Test func extraSegmentsAreReported() {
        let link = DeepLink(host: "post", segments: ["1", "comments", "2"])
        #expect(throws: DeepLinkError.extraSegments(["comments", "2"])) { try link.expectSegments(atMost: 1) }
    }

    @Test func errorTextIsSanitised() {
        // Given a scheme carrying an escape sequence
        // When / Then
        #expect(throws: DeepLinkError.unsupportedScheme("\u{FFFD}[2J")) {
            try DeepLink(parsing: "\u{1B}[2J://feed")
        }
    }

    @Test func everyErrorHasAOneLineDescription() {
        let errors: [DeepLinkError] = [
            .unsupportedScheme("x"), .unknownHost("x"), .missingID(host: "post"),
            .missingName(host: "tag", example: "swift"), .nonNumericID("x"),
            .badEncoding("x"), .extraSegments(["a"]), .malformed("x"), .notFound("post 4"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func anUnknownDestinationNamesTheOnesThatExist() {
        let error = DeepLinkError.unknownHost("videos", known: ["feed", "post"])
        #expect(error.description == "unknown link destination 'videos' (links open: feed, post)")
    }
}
