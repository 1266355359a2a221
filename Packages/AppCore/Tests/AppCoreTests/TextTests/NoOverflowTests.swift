import Testing

@testable import AppCore

/// No line the text helpers make is wider than asked for, in any script: every width class of
/// WidthSamples (Devanagari, Thai, halfwidth kana, emoji with modifiers, ...) at many widths.
@Suite struct NoOverflowTests {
    static let texts = WidthSamples.classes.enumerated().flatMap { index, sampleClass in
        sampleClass.samples(count: 150, seed: UInt64(100 + index)).map(TerminalText.sanitised)
    }
    static let widths = [1, 2, 3, 5, 8, 13, 23, 31, 47, 80]

    @Test func truncatedAndPaddedTextFitsExactly() {
        for text in Self.texts {
            for width in Self.widths {
                let cut = TextLayout.truncated(text, toWidth: width)
                #expect(DisplayWidth.of(cut) <= width, "\(text) at \(width): \(cut)")
                if DisplayWidth.of(text) <= width { #expect(cut == text) }
                #expect(
                    DisplayWidth.of(TextLayout.padded(text, toWidth: width)) == width, "\(text) at \(width)")
            }
        }
    }

    @Test func wrappedLinesFitAndKeepEveryWordAtReadableWidths() {
        for text in Self.texts {
            for width in Self.widths {
                let lines = TextLayout.wrapped(text, toWidth: width)
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(text) at \(width): \(lines)")
                // Wide enough for any one character (a skin-toned ZWJ pair takes 10): nothing but
                // spaces is lost.
                if width >= 10 {
                    #expect(
                        lines.joined().filter { $0 != " " } == text.filter { $0 != " " },
                        "\(text) at \(width)")
                }
            }
        }
    }

    @Test func styledLinesAndListRowsFit() {
        for text in Self.texts {
            let line = StyledLine(text, style: .bold)
            for width in Self.widths {
                #expect(line.truncated(toWidth: width).width <= width, "\(text) at \(width)")
                #expect(line.clipped(toWidth: width).width <= width, "\(text) at \(width)")
                #expect(line.padded(toWidth: width).width == width, "\(text) at \(width)")
                let rows = ListLayout.row([line], isSelected: true, width: width)
                #expect(rows.allSatisfy { $0.width == width }, "\(text) at \(width)")
                #expect(line.wrapped(toWidth: width).allSatisfy { $0.width <= width }, "\(text) at \(width)")
            }
        }
    }

    @Test func aDevanagariTitleAt23ColumnsFits() {
        // Given the title that drew 24 columns in a 23-column window
        let title = "नमस्ते क्षि हिन्दी श्री नमस्ते क्षि हिन्दी श्री"
        // When it is truncated to 23 columns
        let cut = TextLayout.truncated(title, toWidth: 23)
        // Then it takes at most 23 cells, counted code point by code point
        #expect(cut.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) } <= 23)
        #expect(cut == "नमस्ते क्षि हिन्दी श्री नम…")
    }
}
