import Testing

@testable import AppCore

/// The CSRF token masked afresh for each request (issue 35: pages are compressed).
@Suite struct MaskedTokenTests {
    let token = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"

    @Test func eachMaskingDiffersAndUnmasksToTheToken() {
        let masks = (0..<50).map { _ in MaskedToken.mask(token) }
        #expect(Set(masks).count == 50)
        #expect(masks.allSatisfy { MaskedToken.unmask($0) == token })
        // The session's hex token travels as the bytes it spells: 1 + 2 × 64 characters
        #expect(masks.allSatisfy { $0.utf8.count == 1 + 2 * token.utf8.count })
    }

    @Test func aTokenOfOtherCharactersUnmasksToItself() {
        let signed = "1795348800.Zm9vYmFyLWJhei1xdXV4"
        let masked = MaskedToken.mask(signed)
        #expect(masked != MaskedToken.mask(signed))
        #expect(MaskedToken.unmask(masked) == signed)
    }

    @Test func whatIsNotAMaskedTokenUnmasksToNothing() {
        #expect(MaskedToken.unmask("") == nil)
        #expect(MaskedToken.unmask("xyz") == nil)
        #expect(MaskedToken.unmask(String(repeating: "g", count: 256)) == nil)
        #expect(MaskedToken.unmask(token) != token)
    }

    @Test func aRequestsFormsShareOneMaskAndTheNextRequestHasAnother() {
        let first = WebRequest(path: "/feed", csrfToken: token)
        let second = WebRequest(path: "/feed", csrfToken: token)
        // Two forms of one request carry the same value (a live region drawn again is unchanged)
        let forms =
            WebForm.button("Like", posting: "like", to: "/feed", request: first).markup
            + WebForm.button("Save", posting: "save", to: "/feed", request: first).markup
        #expect(forms.components(separatedBy: "value=\"\(first.formToken)\"").count == 3)
        #expect(first.formToken != second.formToken)
        #expect(MaskedToken.unmask(second.formToken) == token)
    }
}

/// Random bytes drawn in one call (`SecureRandom`), for masks and tokens.
@Suite struct SecureRandomTests {
    @Test func drawsAsManyBytesAsAskedEachTimeOthers() {
        #expect(SecureRandom.bytes(0).isEmpty)
        #expect(SecureRandom.bytes(32).count == 32)
        // Past one call's 256 bytes, the rest is drawn too: not a run of zeros
        let long = SecureRandom.bytes(1_000)
        #expect(long.count == 1_000 && long[256...].contains { $0 != 0 })
        #expect(Set((0..<50).map { _ in SecureRandom.bytes(32) }).count == 50)
    }

    @Test func hexIsTwoLowercaseDigitsAByte() {
        #expect(SecureRandom.hex([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        #expect(SecureRandom.hex([]) == "")
    }
}
