import Testing

@testable import AppCore

@Suite struct HTMLTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("' onmouseover='x", "&#39; onmouseover=&#39;x"), ("&amp;", "&amp;amp;"),
        ("bell\u{07}esc\u{1B}nul\u{0}", "bell\u{FFFD}esc\u{FFFD}nul\u{FFFD}"),
        ("\u{202E}txt.exe\u{2066}", "\u{FFFD}txt.exe\u{FFFD}"), ("tab\tline\nbreak", "tab\tline\nbreak"),
        ("नमस्ते ภาษาไทย 日本語 ｶﾞｷﾞ 👍🏽👨‍👩‍👧‍👦", "नमस्ते ภาษาไทย 日本語 ｶﾞｷﾞ 👍🏽👨‍👩‍👧‍👦"),
    ])
    func textIsEscapedWhereverItGoes(text: String, escaped: String) {
        #expect(HTML(text).markup == escaped)
        #expect(HTML.tag(.p, .title(text)) { text }.markup == "<p title=\"\(escaped)\">\(escaped)</p>")
    }

    @Test func aBuilderStringIsTextAndElementsNest() {
        let html = HTML.tag(.ul, .class("tags")) {
            for tag in ["a", "<b>"] { HTML.tag(.li) { "#" + tag } }
            if true { HTML.void(.br) }
        }
        #expect(html.markup == "<ul class=\"tags\"><li>#a</li><li>#&lt;b&gt;</li><br></ul>")
    }

    @Test func formFieldsDecodeAsBrowsersEncodeThem() {
        let form = FormData(encoded: "title=Hello+world&body=caf%C3%A9%0A%0Atwo&empty=&flag&bad=%ZZ%4")
        #expect(form["title"] == "Hello world")
        #expect(form["body"] == "café\n\ntwo")
        #expect(FormData(encoded: "body=one%0D%0A%0D%0Atwo%0Dthree")["body"] == "one\n\ntwo\nthree")
        #expect(form["empty"] == "")
        #expect(form.contains("flag"))
        #expect(form["bad"] == "%ZZ%4")
        #expect(FormData(encoded: "a=" + FormData.encoded("x & y = 日本"))["a"] == "x & y = 日本")
        #expect(FormData(encoded: "n=12")["n"] == "12")
        #expect(FormData(encoded: "n=-1").number("n") == nil)
    }

    @Test func aRefusedFieldSaysWhyBesideItself() {
        let request = WebRequest(path: "/feed", csrfToken: "t")
        let form = WebForm.post(to: "/feed", intent: "publish", request: request) {
            WebForm.field(
                "Title", name: "title", value: "<x>", control: .line(limit: 120), problem: "Too long.")
        }.markup
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(!form.formTokens.isEmpty && form.formTokens.allSatisfy { MaskedToken.unmask($0) == "t" })
        #expect(form.contains("<label for=\"field-title\">Title</label>"))
        #expect(form.contains("aria-describedby=\"field-title-problem\" aria-invalid=\"true\""))
        #expect(form.contains("value=\"&lt;x&gt;\""))
        #expect(form.contains("<p id=\"field-title-problem\" class=\"problem\">Too long.</p>"))
    }

    @Test func aFieldShowsItsLimitAndCountAndCutsNothingPastIt() {
        let title = WebForm.field("Title", name: "title", value: "👨‍👩‍👧‍👦 é", control: .line(limit: 120)).markup
        #expect(title.contains("data-limit=\"120\""))
        #expect(!title.contains("maxlength"))
        #expect(title.contains("<p id=\"field-title-count\" class=\"count\">3/120</p>"))
        let long = String(repeating: "x", count: 130)
        let body = WebForm.field("Body", name: "body", value: long, control: .text(rows: 4, limit: 120))
            .markup
        #expect(body.contains(long))
        #expect(body.contains("<p id=\"field-body-count\" class=\"count over\">130/120 · 10 too many</p>"))
    }

    @Test @MainActor func aFormsAnswersReachThePromptOnlyWhileItsIntentRuns() async {
        #expect(FormAnswers.current == nil)
        let question = await FormAnswers.question { _ = await FormAnswers.current?.confirm("Delete it?") }
        #expect(question == "Delete it?")
        var said: [String?] = []
        let answers = await FormAnswers(confirms: true, texts: ["ada"]).answering {
            said.append(await FormAnswers.current?.confirm("Sure?") == true ? "yes" : "no")
            said.append(await FormAnswers.current?.text(for: "Handle?"))
            said.append(await FormAnswers.current?.text(for: "More?"))
        }
        #expect(said == ["yes", "ada", nil])
        #expect(await answers.questions == ["Sure?", "Handle?", "More?"])
        #expect(FormAnswers.current == nil)
    }

    @Test func onlyChangedRegionsAreSent() {
        let shown = ["news": HTML(), "posts": HTML("a")]
        let now = [
            LiveRegion(id: "news", content: HTML("1 new post")), LiveRegion(id: "posts", content: HTML("a")),
        ]
        #expect(LiveMessage.changes(from: shown, to: now).map(\.id) == ["news"])
    }

    @Test func paragraphsAreSplitAtBlankLines() {
        #expect(
            WebText.paragraphs("one\ntwo\n\n\nthree <b>").markup
                == "<p dir=\"auto\">one<br>two</p><p dir=\"auto\">three &lt;b&gt;</p>")
    }

    /// A run of more than 64 characters without a space gets a break opportunity every 64, so a
    /// browser lays out a megabyte-long word in linear time; the text itself is unchanged.
    @Test func aLongRunWithoutSpacesGetsBreakOpportunitiesAndKeepsItsText() {
        let word = String(repeating: "日本語👍🏽ｶﾞ<", count: 30)  // 180 characters, no space
        let markup = WebText.line("say " + word + " done").markup
        #expect(markup.components(separatedBy: "<wbr>").count == 3)
        let text = markup.replacingOccurrences(of: "<wbr>", with: "").replacingOccurrences(
            of: "&lt;", with: "<")
        #expect(text == "say " + word + " done")
        // Runs up to 64 characters, and text with spaces, pass through whole
        #expect(WebText.line(String(repeating: "x", count: 64)).markup == String(repeating: "x", count: 64))
        let sentence = Array(repeating: "a few words", count: 20).joined(separator: " ")
        #expect(WebText.line(sentence).markup == sentence)
    }
}

extension String {
    /// The CSRF values of the forms in this HTML, as the page wrote them (masked: `MaskedToken`).
    fileprivate var formTokens: [String] {
        components(separatedBy: "name=\"csrf\" value=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
