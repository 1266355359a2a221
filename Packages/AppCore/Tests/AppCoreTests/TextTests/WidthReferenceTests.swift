import Testing

@testable import AppCore

/// DisplayWidth against Python's wcwidth package (through python3): every code point, then
/// sequences of each script and emoji class. Where they differ, the difference must be one of the
/// named terminal behaviours in WidthSamples (and in DisplayWidth's header); anything else fails.
/// Needs python3 with wcwidth; without it these tests fail and say what to install.
@Suite(.serialized) struct WidthReferenceTests {
    @Test func everyCodePointTakesWcwidthsCellsButControlsAndSpacingMarks() throws {
        // Given wcwidth's width for each of the 1,112,064 code points (surrogates have none)
        let reference = try WcwidthReference.codePoints()
        let spacingMarks = Set(reference.spacingMarks.flatMap { $0 })
        var compared = 0
        var controls = 0
        var marks = 0
        var unexplained: [String] = []
        // When each is measured alone
        for run in reference.runs {
            for point in run.first...run.last {
                guard let scalar = Unicode.Scalar(point) else { continue }
                compared += 1
                let ours = DisplayWidth.of(scalar)
                if ours == run.width { continue }
                if run.width == -1, ours == 0 {
                    controls += 1  // sanitised before drawing: never reaches a terminal
                } else if spacingMarks.contains(point), run.width == 0, ours == 1 {
                    marks += 1  // code-point terminals give a spacing mark a cell of its own
                } else {
                    unexplained.append("\(Self.name(scalar)): wcwidth \(run.width), DisplayWidth \(ours)")
                }
            }
        }
        // Then only the two named groups differ
        #expect(
            reference.version == DisplayWidthTable.wcwidthVersion, "\(Self.regenerate(reference.version))")
        #expect(compared == 1_112_064)
        #expect(unexplained.isEmpty, "\(unexplained.count) differ: \(unexplained.prefix(20))")
        print(
            "wcwidth \(reference.version): \(compared) code points compared, \(compared - controls - marks)"
                + " equal; named differences: \(controls) C0/C1 controls (-1 -> 0), \(marks) spacing marks"
                + " (Mc, 0 -> 1)")
    }

    @Test func sequencesMatchWcswidthOrDifferOnlyForTheirNamedReason() throws {
        // Given random words of every class, and wcwidth's answers for them
        let classes = WidthSamples.classes
        let samples = classes.enumerated().map { index, sampleClass in
            sampleClass.samples(count: 1_500, seed: UInt64(index + 1))
        }
        // Each whole text, then (for the classes measured cluster by cluster) each of its clusters.
        let requests = zip(classes, samples).flatMap { sampleClass, texts in
            texts.flatMap { text in [text] + Self.clusters(of: text, for: sampleClass.expectation) }
        }
        let answers = try WcwidthReference.sequences(requests)
        var next = answers.makeIterator()
        for (sampleClass, texts) in zip(classes, samples) {
            var mismatches: [String] = []
            var differFromWcswidth = 0
            for text in texts {
                guard let reference = next.next() else { break }
                let clusters = Self.clusters(of: text, for: sampleClass.expectation).compactMap { _ in
                    next.next()
                }
                // When DisplayWidth measures each
                let ours = DisplayWidth.of(text)
                // Then it is what the class's rule says
                let expected = Self.expected(
                    sampleClass.expectation, reference: reference, clusters: clusters)
                if ours != expected {
                    mismatches.append(
                        "\(Self.name(text)): \(ours), expected \(expected) (wcswidth \(reference.wcswidth))")
                }
                if ours != reference.wcswidth { differFromWcswidth += 1 }
            }
            #expect(
                mismatches.isEmpty,
                "\(sampleClass.name): \(mismatches.count) differ: \(mismatches.prefix(10))")
            if case .wcswidth = sampleClass.expectation {
                #expect(differFromWcswidth == mismatches.count)
            } else {
                // A named difference that never shows would name nothing.
                #expect(differFromWcswidth > 0, "\(sampleClass.name) never differs from wcswidth")
            }
            print(
                "\(sampleClass.name): \(texts.count) compared, \(differFromWcswidth) differ from wcswidth"
                    + Self.reason(sampleClass.expectation))
        }
    }

    private static func expected(
        _ expectation: WidthSampleClass.Expectation, reference: WcwidthReference.Sequence,
        clusters: [WcwidthReference.Sequence]
    ) -> Int {
        switch expectation {
        case .wcswidth: reference.wcswidth
        case .cellSum: reference.cellSum
        case .widerOfBoth: clusters.map { max($0.wcswidth, $0.cellSum) }.reduce(0, +)
        }
    }

    /// The grapheme clusters a class measured cluster by cluster is compared on (none otherwise).
    private static func clusters(of text: String, for expectation: WidthSampleClass.Expectation) -> [String] {
        guard case .widerOfBoth = expectation else { return [] }
        return text.map(String.init)
    }

    private static func reason(_ expectation: WidthSampleClass.Expectation) -> String {
        switch expectation {
        case .wcswidth: ""
        case .cellSum(let because), .widerOfBoth(let because): " (named: \(because))"
        }
    }

    /// ☝ ⛹ ✌ ✍ followed directly by a skin tone.
    private static func name(_ text: some StringProtocol) -> String {
        "\"\(text)\" (" + text.unicodeScalars.map { name($0) }.joined(separator: " ") + ")"
    }

    private static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func regenerate(_ installed: String) -> String {
        "the table comes from wcwidth \(DisplayWidthTable.wcwidthVersion) but \(installed) is installed:"
            + " run `python3 Scripts/lib/width_table.py` and `Scripts/sync-shared-code`, or"
            + " `pip install wcwidth==\(DisplayWidthTable.wcwidthVersion)`"
    }
}
