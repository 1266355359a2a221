import NIOCore
import Testing

@testable import MosaicShell

/// A kept page is cut around the stand-in for its token by bytes; each answer must be exactly the
/// page with the token where each stand-in was, whatever scripts sit beside the cuts.
@Suite struct KeptPageTests {
    let standIn = "5f3a9c0e"

    @Test func cutsAtEveryStandInAndNowhereElse() {
        let text = "<p>नमस्ते</p>\(standIn)👩🏽‍💻 ไทย 東京 ﾃｽﾄ مرحبا\(standIn)\(standIn)5f3a9c0"
        #expect(answer(text, token: "T") == "<p>नमस्ते</p>T👩🏽‍💻 ไทย 東京 ﾃｽﾄ مرحباTT5f3a9c0")
        #expect(answer(standIn + "x" + standIn, token: "token") == "tokenxtoken")
        #expect(answer("no token here", token: "T") == "no token here")
        #expect(answer("", token: "T") == "")
        #expect(answer("55f3a9c0e", token: "T") == "5T")
        #expect(KeptPage.cut("55f3a9c0e" + standIn, at: standIn).cuts == [1, 1])
    }

    @Test func eachAnswerHasItsOwnTokenAndThePageAsDrawn() {
        let drawn = "<form>\(standIn)</form><p>ไทย</p><form>\(standIn)</form>"
        let page = KeptPage(
            WebOutput(status: 200, contentType: "text/html", body: .text(drawn)), standIn: standIn, changes: 0
        )
        #expect(text(page.output(token: "one")) == "<form>one</form><p>ไทย</p><form>one</form>")
        #expect(text(page.output(token: "two")) == "<form>two</form><p>ไทย</p><form>two</form>")
    }

    private func answer(_ text: String, token: String) -> String {
        self.text(
            KeptPage(
                WebOutput(status: 200, contentType: "text/html", body: .text(text)), standIn: standIn,
                changes: 0
            )
            .output(token: token))
    }

    private func text(_ output: WebOutput) -> String {
        guard case .bytes(let buffer) = output.body else { return "not bytes" }
        return String(buffer: buffer)
    }
}
