import Testing

@testable import MosaicShell

/// A kept page is cut around the stand-in for its token by bytes; the pieces must be exactly
/// what a split of the text would give, whatever scripts sit beside the cuts.
@Suite struct KeptPageTests {
    let standIn = "5f3a9c0e"

    @Test func cutsAtEveryStandInAndNowhereElse() {
        let text = "<p>नमस्ते</p>\(standIn)👩🏽‍💻 ไทย 東京 ﾃｽﾄ مرحبا\(standIn)\(standIn)5f3a9c0"
        #expect(
            KeptPage.cut(text, at: standIn) == ["<p>नमस्ते</p>", "👩🏽‍💻 ไทย 東京 ﾃｽﾄ مرحبا", "", "5f3a9c0"])
        #expect(KeptPage.cut(standIn + "x" + standIn, at: standIn) == ["", "x", ""])
        #expect(KeptPage.cut("no token here", at: standIn) == ["no token here"])
        #expect(KeptPage.cut("", at: standIn) == [""])
        #expect(KeptPage.cut("55f3a9c0e", at: standIn) == ["5", ""])
    }
}
