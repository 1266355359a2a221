import Testing

@testable import AppCore

/// A question asked again says why the answer was refused only while that answer is what the
/// field holds: once the person fixes it, the reason no longer stands over it (issue 36,
/// terminal 10).
@Suite struct SheetProblemTests {
    @Test func aLineSaysTheReasonUntilTheTextChanges() {
        var field = TextFieldSheet(
            title: "New post: title", problem: "A title is required.", text: "", limit: 120)
        #expect(field.shownTitle == "New post: title \u{2014} A title is required.")
        _ = field.handle("H")
        #expect(field.shownTitle == "New post: title")
        // Drawn, too: the reason is gone from the box
        let drawn = field.render(over: Frame(width: 80, height: 10, lines: [])).plainText()
        #expect(!drawn.contains("required"))
    }

    @Test func paragraphsSayTheReasonUntilTheTextChanges() {
        let long = String(repeating: "b", count: 10)
        var area = TextAreaSheet(title: "New post: body", problem: "Too long.", text: long, limit: 4000)
        #expect(area.shownTitle == "New post: body \u{2014} Too long.")
        _ = area.handle(.backspace, screenWidth: 80)
        #expect(area.shownTitle == "New post: body")
    }

    @Test func withoutAProblemTheTitleIsTheQuestion() {
        #expect(TextFieldSheet(title: "Edit bio", text: "x", limit: 10).shownTitle == "Edit bio")
    }
}
