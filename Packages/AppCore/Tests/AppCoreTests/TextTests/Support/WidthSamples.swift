/// Text in the scripts and emoji sequences terminals disagree about, for the width tests: fixed
/// examples plus seeded random words built from each class's pieces (the same on every run).
struct WidthSampleClass: Sendable {
    /// How DisplayWidth must relate to wcwidth for this class.
    enum Expectation: Sendable {
        /// Equal to `wcswidth`.
        case wcswidth
        /// Equal to the plain sum of each code point's cells, as code-point terminals (xterm, VTE,
        /// tmux, glibc's wcwidth) draw them; the reason wcwidth's `wcswidth` differs is named.
        case cellSum(because: String)
        /// Cluster by cluster, the wider of `wcswidth` and the plain cell sum: emoji sequences take
        /// what code-point terminals draw when that is wider than a grapheme-aware terminal's cell.
        case widerOfBoth(because: String)
    }

    let name: String
    let expectation: Expectation
    let examples: [String]
    let pieces: [[String]]

    /// The examples, then `count` random words of 1 to 4 pieces, some joined by spaces.
    func samples(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        var result = examples
        for _ in 0..<count {
            let words = (0..<random.int(1...3)).map { _ in
                (0..<random.int(1...4)).map { _ in random.pick(random.pick(pieces)) }.joined()
            }
            result.append(words.joined(separator: " "))
        }
        return result
    }
}

/// SplitMix64: a small deterministic generator, so a failing sample is the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}

private func scalars(_ range: ClosedRange<UInt32>) -> [String] {
    range.compactMap { Unicode.Scalar($0).map { String($0) } }
}

enum WidthSamples {
    static let widerDrawing =
        "code-point terminals (xterm, VTE, tmux 3.3, pyte) draw each pictograph, skin tone and regional"
        + " indicator in cells of its own; a cluster takes the wider drawing so no line overflows"

    static let classes: [WidthSampleClass] = [
        latin, cjk, thai, halfwidthKatakana, hangulJamo, emojiWithModifiers, emojiZWJ, flags,
        presentationSelectors, formatCharacters, mixed, indic, strayJoiners, textStyleModifierBases,
        controls,
    ]

    static let latin = WidthSampleClass(
        name: "Latin, Greek, Cyrillic with combining marks", expectation: .wcswidth,
        examples: [
            "Crème brûlée", "e\u{301}e\u{302}\u{323}", "Ωмега straße ﬁne", "Z\u{35C}\u{351}alg\u{336}o",
        ],
        pieces: [
            ["a", "b", "é", "ñ", "ß", "Ω", "ж", "ﬁ", "ø", "Ł"],
            ["e\u{301}", "o\u{308}\u{332}", "z\u{35C}", "a\u{30A}\u{301}", "i\u{307}"],
        ])

    static let cjk = WidthSampleClass(
        name: "CJK, fullwidth and the brackets U+2329, U+FE10", expectation: .wcswidth,
        examples: ["日本語のテキスト", "한국어 문장", "〈引用〉", "︐︑︒", "ＡＢＣ１２３", "か\u{3099}"],
        pieces: [
            ["日", "本", "語", "中", "文", "한", "국", "あ", "ア", "が", "か\u{3099}", "。", "、"],
            ["\u{2329}", "\u{232A}", "\u{FE10}", "\u{FE19}", "Ａ", "１", "￥", "𠀋", "𪚲"],
        ])

    static let thai = WidthSampleClass(
        name: "Thai", expectation: .wcswidth,
        examples: ["ภาษาไทย", "น้ำ", "กำลัง", "สวัสดีครับ", "ที่นี่", "เด็ก ๆ"],
        pieces: [
            scalars(0x0E01...0x0E2E),  // consonants
            scalars(0x0E01...0x0E2E).map { $0 + "\u{0E33}" },  // + SARA AM
            scalars(0x0E01...0x0E2E).flatMap { base in
                ["\u{0E34}", "\u{0E35}", "\u{0E38}", "\u{0E47}"].map { base + $0 }
            },
            scalars(0x0E01...0x0E2E).flatMap { base in
                ["\u{0E48}", "\u{0E49}", "\u{0E4A}", "\u{0E4B}", "\u{0E4C}"].map { base + "\u{0E35}" + $0 }
            },
            ["\u{0E40}", "\u{0E41}", "\u{0E42}", "\u{0E44}", "\u{0E30}", "\u{0E32}", "\u{0E46}"],
        ])

    static let halfwidthKatakana = WidthSampleClass(
        name: "Halfwidth katakana with sound marks", expectation: .wcswidth,
        examples: ["ｶﾞｷﾞｸﾞ", "ﾊﾟﾋﾟﾌﾟ", "ﾃﾞｰﾀ", "ﾟ", "ｱｲｳ｡"],
        pieces: [
            scalars(0xFF66...0xFF9D),
            scalars(0xFF76...0xFF8E).map { $0 + "\u{FF9E}" },
            scalars(0xFF8A...0xFF8E).map { $0 + "\u{FF9F}" },
            ["\u{FF9E}", "\u{FF9F}", "\u{FF70}", "\u{FF61}"],
        ])

    static let hangulJamo = WidthSampleClass(
        name: "Hangul conjoining jamo", expectation: .wcswidth,
        examples: ["\u{1100}\u{1161}\u{11A8}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"],
        pieces: [
            scalars(0x1100...0x1112).flatMap { lead in scalars(0x1161...0x1175).map { lead + $0 } },
            scalars(0x11A8...0x11C2),
        ])

    private static let modifierBases = ["👍", "👋", "🙏", "👶", "🧑", "💪", "👩", "👨", "🏃", "🤝"]
    private static let skinTones = scalars(0x1F3FB...0x1F3FF)

    static let emojiWithModifiers = WidthSampleClass(
        name: "Emoji with skin-tone modifiers", expectation: .widerOfBoth(because: widerDrawing),
        examples: ["👍🏽", "👋🏿 hello", "🙏🏻🙏🏼🙏🏽", "a🏽", "🏽", "👍🏽🏽"],
        pieces: [
            modifierBases.flatMap { base in skinTones.map { base + $0 } },
            modifierBases + ["😀", "🎉", "🌈", "x"],
            skinTones,
        ])

    static let emojiZWJ = WidthSampleClass(
        name: "Emoji ZWJ sequences", expectation: .widerOfBoth(because: widerDrawing),
        examples: [
            "👨‍👩‍👧‍👦", "👩🏽‍💻", "🧑🏿‍🚀", "🏳️‍🌈", "🏳️‍⚧️", "❤️‍🔥", "👁️‍🗨️", "🐻‍❄️", "🧑‍🤝‍🧑",
            "🧑🏻‍🤝‍🧑🏿", "🏃🏾‍♀️", "👨‍❤️‍👨", "🐈‍⬛",
        ],
        pieces: [
            ["👨", "👩", "🧑", "🏃🏾", "👩🏽", "🏳️", "❤️", "🐻", "🐈"].flatMap { first in
                ["👧", "💻", "🚀", "🌈", "🔥", "♀️", "❄️", "⬛", "👨‍👧"].map { first + "\u{200D}" + $0 }
            },
            ["😀", "x", "日"],
        ])

    static let flags = WidthSampleClass(
        name: "Flags and lone regional indicators", expectation: .widerOfBoth(because: widerDrawing),
        examples: ["🇯🇵", "🇫🇷🇩🇪", "🇯", "🇦🇧🇨", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"],
        pieces: [scalars(0x1F1E6...0x1F1FF), ["🇯🇵", "🇺🇦", "a", "日"]])

    static let presentationSelectors = WidthSampleClass(
        name: "VS16, VS15 and keycaps", expectation: .widerOfBoth(because: widerDrawing),
        examples: [
            "#️⃣", "1️⃣", "©️", "®️", "‼️", "❤️", "✌️", "☀️", "⌚️", "↔️", "a\u{FE0F}", "❤\u{FE0E}", "☝️🏽",
        ],
        pieces: [
            ["©", "®", "‼", "❤", "✌", "☀", "↔", "☎", "✔", "♀", "#", "1", "a", "⌚", "日"].flatMap { base in
                [base, base + "\u{FE0F}", base + "\u{FE0E}", base + "\u{FE0F}\u{20E3}"]
            }
        ])

    static let formatCharacters = WidthSampleClass(
        name: "Soft hyphen and other format characters", expectation: .wcswidth,
        examples: [
            "co\u{AD}operate", "zero\u{200B}width", "word\u{2060}joiner", "\u{FEFF}bom", "\u{0600}١٢",
        ],
        pieces: [
            ["\u{AD}", "\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}", "\u{034F}", "\u{0600}", "\u{06DD}"],
            ["a", "b", "ب", "ل", "日"],
        ])

    static let mixed = WidthSampleClass(
        name: "All of the above mixed", expectation: .widerOfBoth(because: widerDrawing),
        examples: ["Crème 日本 ภาษา ｶﾞ 👍🏽 👨‍👩‍👧 🇯🇵 ❤️ co\u{AD}op"],
        pieces: [latin, cjk, thai, halfwidthKatakana, emojiWithModifiers, emojiZWJ, flags]
            .flatMap(\.pieces).map { $0 + [" "] })

    static let indic = WidthSampleClass(
        name: "Devanagari, Bengali, Tamil, Malayalam conjuncts and vowel signs",
        expectation: .cellSum(
            because: "code-point terminals draw each consonant of a conjunct, and each spacing"
                + " vowel sign (Mc), in a cell of its own; wcwidth folds conjuncts and marks"),
        examples: [
            "नमस्ते क्षि हिन्दी श्री", "स्त्र", "क्षा", "का", "ा", "क्‍ष", "বাংলা ভাষা", "தமிழ்", "മലയാളം",
            "राष्ट्रीय", "ज्ञान",
        ],
        pieces: [
            scalars(0x0915...0x0939),
            scalars(0x0915...0x0939).map { $0 + "\u{094D}" },  // + virama
            ["\u{093E}", "\u{093F}", "\u{0940}", "\u{0949}", "\u{094B}", "\u{0903}"],  // Mc
            ["\u{0941}", "\u{0942}", "\u{0947}", "\u{0948}", "\u{0902}", "\u{093C}", "\u{200D}"],
            scalars(0x0995...0x09B9).map { $0 + "\u{09CD}" } + ["\u{09BE}", "\u{09BF}", "\u{09C0}"],
            scalars(0x0B95...0x0BB9).map { $0 + "\u{0BCD}" } + ["\u{0BBE}", "\u{0BBF}", "\u{0BC6}"],
            scalars(0x0D15...0x0D39).map { $0 + "\u{0D4D}" } + ["\u{0D3E}", "\u{0D3F}", "\u{0D46}"],
        ])

    static let strayJoiners = WidthSampleClass(
        name: "A ZWJ outside an emoji sequence",
        expectation: .cellSum(
            because: "a ZWJ joins only pictographs (UAX #29 GB11); everywhere else every terminal"
                + " draws the next character in cells of its own, where wcwidth skips it"),
        examples: ["a\u{200D}b", "\u{200D}x", "👍\u{200D}a", "a\u{200D}👍", "ب\u{200D}ل", "日\u{200D}本"],
        pieces: [["a", "b", "ب", "日", "ｶ", "é"], ["\u{200D}"]])

    static let textStyleModifierBases = WidthSampleClass(
        name: "A skin tone after a text-style emoji base",
        expectation: .widerOfBoth(
            because: "an emoji modifier sequence shows as a wide emoji (UTS #51) even when its base"
                + " alone is text-style, where wcwidth counts it narrow; " + widerDrawing),
        examples: ["☝🏽", "✌🏿", "✍🏻", "⛹🏾", "x☝🏽y"],
        pieces: [["☝", "✌", "✍", "⛹"].flatMap { base in skinTones.map { base + $0 } }, ["a", "日"]])

    static let controls = WidthSampleClass(
        name: "C0 and C1 controls",
        expectation: .cellSum(
            because: "wcswidth gives -1 for text holding a control; DisplayWidth counts a control as 0"
                + " because TerminalText sanitises every one before anything is drawn"),
        examples: ["a\u{1}b", "\u{7F}", "\u{9B}31m", "\u{1B}[2J"],
        pieces: [scalars(0x01...0x1F) + scalars(0x7F...0x9F), ["a", "日", "é"]])
}
