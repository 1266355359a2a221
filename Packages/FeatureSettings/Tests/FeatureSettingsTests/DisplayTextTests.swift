import Testing

@testable import FeatureSettings

@Suite struct DisplayTextTests {
    @Test(arguments: [
        ("abc", 3), ("李小龍", 6), ("😀", 2), ("👩‍💻", 4), ("e\u{301}", 1), ("\u{301}", 0), ("❤️", 2),
        ("a\u{200D}b", 2), ("", 0), ("ｈｉ", 4),
    ])
    func widthCountsDisplayColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func cleanRemovesControlsDeleteAndBidiOverrides() {
        #expect(DisplayText.clean("a\u{1B}[31mb\u{7F}c\u{9B}d\u{202E}e\u{2066}f\tg\n") == "a[31mbcdefg")
    }
}
