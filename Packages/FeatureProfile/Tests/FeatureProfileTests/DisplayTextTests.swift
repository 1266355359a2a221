import Testing

@testable import FeatureProfile

@Suite struct DisplayTextTests {
    @Test func sanitisingRemovesWhatCouldSteerTheTerminal() {
        #expect(DisplayText.sanitized("red\u{1B}[31m") == "red [31m")
        #expect(DisplayText.sanitized("a\u{202E}b\u{2066}c") == "abc")
        #expect(DisplayText.sanitized("caf\u{E9}") == "caf\u{E9}")
    }
}
