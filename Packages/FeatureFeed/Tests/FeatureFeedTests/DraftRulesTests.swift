import Foundation
import Testing

@testable import FeatureFeed

@Suite(.timeLimit(.minutes(1))) struct DraftRulesTests {
    @Test func aTitleIsTrimmed() {
        #expect(DraftRules.title("  Hello  ") == .success("Hello"))
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func anEmptyOrBlankTitleIsRefused(raw: String) {
        #expect(DraftRules.title(raw) == .failure(.titleMissing))
    }

    @Test func aTitleOf120CharactersIsAcceptedAnd121Refused() {
        let atLimit = String(repeating: "a", count: 120)
        #expect(DraftRules.title(atLimit) == .success(atLimit))
        #expect(DraftRules.title(atLimit + "a") == .failure(.titleTooLong(count: 121)))
    }

    @Test func emojiAndCombiningCharactersCountAsOneCharacterEach() {
        // Given 120 user-perceived characters made of many more scalars
        let family = "👨‍👩‍👧"
        let accented = "e\u{301}"
        let title = String(repeating: family, count: 60) + String(repeating: accented, count: 60)
        // Then
        #expect(title.unicodeScalars.count > 120)
        #expect(DraftRules.title(title) == .success(title))
        #expect(DraftRules.title(title + family) == .failure(.titleTooLong(count: 121)))
    }

    @Test(arguments: ["Bell\u{7}", "Esc\u{1B}[2J", "C1\u{85}x", "Del\u{7F}", "Bidi\u{202E}x", "Two\nlines"])
    func controlCharactersInATitleAreRefused(raw: String) {
        #expect(DraftRules.title(raw) == .failure(.controlCharacters(field: "title")))
    }

    @Test func aBodyOf4000CharactersIsAcceptedAnd4001Refused() {
        let atLimit = String(repeating: "é", count: 4000)
        #expect(DraftRules.body(atLimit) == .success(atLimit))
        #expect(DraftRules.body(atLimit + "é") == .failure(.bodyTooLong(count: 4001)))
    }

    @Test func aBodyMayHaveLineBreaksButNoOtherControls() {
        #expect(DraftRules.body("one\ntwo") == .success("one\ntwo"))
        #expect(DraftRules.body("one\u{1B}two") == .failure(.controlCharacters(field: "body")))
    }

    @Test func anEmptyBodyIsAllowed() {
        #expect(DraftRules.body("  ") == .success(""))
    }

    @Test func tagsAreSplitTrimmedAndBlanksAndRepeatsDropped() {
        #expect(DraftRules.tags(" swift , ,linux,swift ") == .success(["swift", "linux"]))
        #expect(DraftRules.tags("") == .success([]))
    }

    /// Issue 42: a form's tags line of 60,000 distinct tags (a 128 KiB body) was checked against
    /// every tag kept before it: 1.8 billion comparisons. Each repeat is now found in a set.
    @Test func aFloodOfTagsIsCountedInOnePass() {
        let flood = (0..<60_000).map { "t\($0)" }.joined(separator: ",")
        #expect(DraftRules.tags(flood) == .failure(.tooManyTags(count: 60_000)))
        #expect(DraftRules.tags("Swift,#swift, SWIFT ,linux") == .success(["Swift", "linux"]))
    }

    @Test func fiveTagsAreAcceptedAndSixRefused() {
        #expect(DraftRules.tags("a,b,c,d,e") == .success(["a", "b", "c", "d", "e"]))
        #expect(DraftRules.tags("a,b,c,d,e,f") == .failure(.tooManyTags(count: 6)))
    }

    @Test func controlCharactersInTagsAreRefused() {
        #expect(DraftRules.tags("ok,\u{1B}bad") == .failure(.controlCharacters(field: "tags")))
    }

    @Test func everyProblemHasItsOwnClearMessage() {
        let problems: [DraftProblem] = [
            .titleMissing, .titleTooLong(count: 121), .bodyTooLong(count: 4001), .tooManyTags(count: 6),
            .controlCharacters(field: "title"),
        ]
        #expect(Set(problems.map(\.message)).count == problems.count)
        #expect(DraftProblem.titleMissing.message == "A title is required.")
        #expect(DraftProblem.tooManyTags(count: 6).message == "6 tags given; at most 5 are allowed.")
    }

    @Test func aWholeDraftIsCheckedTitleFirst() {
        let key = UUID()
        #expect(
            DraftRules.check(FeedDraftText(title: " T ", body: "B\nC", tags: "x, y"), key: key)
                == .success(FeedDraft(title: "T", body: "B\nC", tags: ["x", "y"], key: key)))
        #expect(DraftRules.check(FeedDraftText(title: "", tags: "a,b,c,d,e,f")) == .failure(.titleMissing))
        #expect(
            DraftRules.check(FeedDraftText(title: "T", tags: "a,b,c,d,e,f"))
                == .failure(.tooManyTags(count: 6)))
    }
}

/// Tags as a person types them follow the store's one rule: a leading `#` is not part of a tag,
/// and a tag repeated in another case is one tag, kept as first written.
@Suite struct DraftTagRuleTests {
    @Test func aLeadingHashIsDroppedAndCaseDoesNotMakeANewTag() throws {
        let tags = try DraftRules.tags("swift, Hindi, #emoji, SWIFT, ##, #Emoji").get()
        #expect(tags == ["swift", "Hindi", "emoji"])
    }

    @Test func fiveTagsInTwoCasesAreStillFive() {
        #expect((try? DraftRules.tags("a,b,c,d,e,A,B").get())?.count == 5)
    }

    /// Only A-Z fold, as in every store's tag index: `äPFEL` is another tag than `Äpfel` there,
    /// so it is kept here too, and a tag page keeps a live post the store would find.
    @Test func onlyASCIILettersFoldAsInTheStores() throws {
        #expect(try DraftRules.tags("Äpfel, äPFEL, ÄPFEL").get() == ["Äpfel", "äPFEL"])
        #expect(DraftRules.tagKey("ÄPFEL") == DraftRules.tagKey("Äpfel"))
        #expect(DraftRules.tagKey("Москва") != DraftRules.tagKey("москва"))
    }
}
