/// A draft with the characters `DraftRules` refuses taken out, for a post sent from a form that
/// held some (a pasted "right-to-left override"): rather than refuse the text, or keep it
/// rewritten into something else, the person gets it back without them and is told which, so
/// what they publish next is what they read. Tabs become spaces and a form's CR LF line breaks
/// become the body's own, as typing in a terminal does: those were never meant as characters.
enum DraftCleaning {
    /// The text without refused characters, and those it held, in order.
    static func cleaned(_ text: FeedDraftText) -> (text: FeedDraftText, leftOut: [Unicode.Scalar]) {
        var leftOut: [Unicode.Scalar] = []
        func clean(_ field: String, keepingLineBreaks: Bool) -> String {
            var kept = String.UnicodeScalarView()
            let normalised =
                field.contains("\r") || field.contains("\t")
                ? String(
                    field.replacingLineBreaks().unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
                : field
            for scalar in normalised.unicodeScalars {
                if keepingLineBreaks, scalar == "\n" {
                    kept.append(scalar)
                } else if DraftRules.isRefused(Character(scalar)) {
                    leftOut.append(scalar)
                } else {
                    kept.append(scalar)
                }
            }
            return String(kept)
        }
        let cleaned = FeedDraftText(
            title: clean(text.title, keepingLineBreaks: false),
            body: clean(text.body, keepingLineBreaks: true),
            tags: clean(text.tags, keepingLineBreaks: false))
        return (cleaned, leftOut)
    }

    /// "U+202E (right-to-left override)": the code point, and its name where a person may know it.
    static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }

    /// A formatting character changes how text around it reads; the others are controls.
    static func isFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static let names: [UInt32: String] = [
        0x1B: "escape", 0x07: "bell", 0x08: "backspace", 0x7F: "delete", 0x2028: "line separator",
        0x2029: "paragraph separator", 0x202A: "left-to-right embedding", 0x202B: "right-to-left embedding",
        0x202C: "pop directional formatting", 0x202D: "left-to-right override",
        0x202E: "right-to-left override",
        0x2066: "left-to-right isolate", 0x2067: "right-to-left isolate", 0x2068: "first strong isolate",
        0x2069: "pop directional isolate",
    ]
}

extension String {
    /// CR LF and CR as LF.
    fileprivate func replacingLineBreaks() -> String {
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
            } else if !(scalar == "\n" && afterCarriageReturn) {
                result.append(scalar)
            }
            afterCarriageReturn = scalar == "\r"
        }
        return String(result)
    }
}
