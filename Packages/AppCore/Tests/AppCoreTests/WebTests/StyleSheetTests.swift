import Testing

@testable import AppCore

/// The style sheet's rules match the markup the pages write (issue 36, browser 4: "Compact
/// feed" changed nothing, its rule looking for `.posts` inside `.compact` on one element).
@Suite struct StyleSheetTests {
    @Test func theCompactFeedsRulesAreForTheOneListThatCarriesBothClasses() {
        // The feed's list is <ol class="posts compact">: one element with both classes
        #expect(WebAssets.styleSheet.contains(".posts.compact > li {"))
        #expect(!WebAssets.styleSheet.contains(".compact .posts"))
    }
}
