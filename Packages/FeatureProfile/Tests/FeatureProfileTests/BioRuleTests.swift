import Testing

@testable import FeatureProfile

@Suite struct BioRuleTests {
    @Test func surroundingWhitespaceIsTrimmed() {
        // Given a bio typed with spaces and a trailing newline
        let typed = "  Hello there \n"
        // When it is validated
        let result = BioRule.validate(typed)
        // Then the trimmed text is kept
        #expect(result == .success("Hello there"))
    }

    @Test func emptyAndWhitespaceOnlyBiosClearTheBio() {
        #expect(BioRule.validate("") == .success(""))
        #expect(BioRule.validate("   \t ") == .success(""))
    }

    @Test func exactlyTheLimitIsAcceptedAndOneMoreIsRefused() {
        // Given bios of 160 and 161 characters
        let atLimit = String(repeating: "a", count: 160)
        let overLimit = atLimit + "a"
        // Then the first passes and the second is too long
        #expect(BioRule.validate(atLimit) == .success(atLimit))
        #expect(BioRule.validate(overLimit) == .failure(.tooLong))
    }

    @Test func emojiAndCombiningMarksCountAsOneCharacterEach() {
        // Given 160 family emoji (many scalars each) and 160 "e" + combining acute
        let family = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 160)
        let accented = String(repeating: "e\u{0301}", count: 160)
        // Then both are exactly at the limit, and one more emoji is over it
        #expect(BioRule.validate(family) == .success(family))
        #expect(BioRule.validate(accented) == .success(accented))
        #expect(BioRule.validate(family + "\u{1F600}") == .failure(.tooLong))
    }

    @Test func controlCharactersInsideTheBioAreRefused() {
        #expect(BioRule.validate("line one\nline two") == .failure(.controlCharacters))
        #expect(BioRule.validate("bell\u{07}") == .failure(.controlCharacters))
        #expect(BioRule.validate("escape\u{1B}[31m") == .failure(.controlCharacters))
        #expect(BioRule.validate("c1\u{9B}control") == .failure(.controlCharacters))
    }

    @Test func eachProblemHasAStableMessage() {
        #expect(BioRule.Problem.tooLong.message == "A bio can be at most 160 characters.")
        #expect(
            BioRule.Problem.controlCharacters.message
                == "A bio can't contain line breaks or control characters.")
    }
}
