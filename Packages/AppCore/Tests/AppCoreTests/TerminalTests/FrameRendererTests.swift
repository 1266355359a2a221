import Testing

@testable import AppCore

@Suite struct FrameRendererTests {
    private let esc = "\u{1B}"

    @Test func firstFrameClearsAndWritesEveryNonEmptyLine() {
        // Given a 10x3 frame with a bold title and a plain line
        let frame = Frame(width: 10, height: 3, lines: [StyledLine("Feed", style: .bold), "", "post"])
        // When rendered with nothing on screen
        let output = FrameRenderer.update(from: nil, to: frame, colour: true)
        // Then the screen is cleared and each line is positioned and written
        #expect(
            output == "\(esc)[H\(esc)[2J\(esc)[1;1H\(esc)[2K\(esc)[1mFeed\(esc)[0m\(esc)[3;1H\(esc)[2Kpost")
    }

    @Test func oneChangedLineIsTheOnlyLineRewritten() {
        // Given a frame on screen
        let before = Frame(width: 10, height: 3, lines: ["one", "two", "three"])
        // When only the second line changes
        let after = Frame(width: 10, height: 3, lines: ["one", "TWO", "three"])
        let output = FrameRenderer.update(from: before, to: after, colour: true)
        // Then only row 2 is positioned, cleared and written
        #expect(output == "\(esc)[2;1H\(esc)[2KTWO")
    }

    @Test func identicalFrameWritesNothing() {
        let frame = Frame(width: 10, height: 2, lines: ["a", "b"])
        #expect(FrameRenderer.update(from: frame, to: frame, colour: true).isEmpty)
    }

    @Test func sizeChangeRedrawsEverything() {
        let before = Frame(width: 10, height: 2, lines: ["a", "b"])
        let after = Frame(width: 12, height: 2, lines: ["a", "b"])
        let output = FrameRenderer.update(from: before, to: after, colour: true)
        #expect(output == "\(esc)[H\(esc)[2J\(esc)[1;1H\(esc)[2Ka\(esc)[2;1H\(esc)[2Kb")
    }

    @Test func colourOffWritesNoStyleCodes() {
        let frame = Frame(width: 10, height: 1, lines: [StyledLine("sel", style: .reverse)])
        let output = FrameRenderer.update(from: nil, to: frame, colour: false)
        #expect(output == "\(esc)[H\(esc)[2J\(esc)[1;1H\(esc)[2Ksel")
        #expect(!output.contains("m"))
    }

    @Test func cursorIsShownWhereTheFrameAsksAndHiddenAfter() {
        // Given a frame without cursor on screen
        let plain = Frame(width: 10, height: 1, lines: ["a"])
        var editing = plain
        editing.cursor = FrameCursor(row: 0, column: 4)
        // When a frame asks for the cursor, then one does not
        let show = FrameRenderer.update(from: plain, to: editing, colour: true)
        let hide = FrameRenderer.update(from: editing, to: plain, colour: true)
        // Then the cursor is moved and shown, then hidden
        #expect(show == "\(esc)[1;5H\(esc)[?25h")
        #expect(hide == "\(esc)[?25l")
    }
}
