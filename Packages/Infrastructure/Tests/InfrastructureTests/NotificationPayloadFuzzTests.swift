import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 2 of issue 26, the parser: any login may NOTIFY the change channel with any payload
/// (up to 8,000 bytes), so `PostgresListener.range` must take anything without crashing and
/// accept only what the triggers send. `"-9223372036854775808 9223372036854775807"` crashed
/// every running app (`last - first` overflowed).
@Suite("Notification payloads, fuzzed")
struct NotificationPayloadFuzzTests {
    /// Payloads that once crashed or could: overflow, signs, extremes, other scripts' digits,
    /// spaces, NUL, huge.
    static let hostile: [String] = [
        "-9223372036854775808 9223372036854775807", "9223372036854775807 -9223372036854775808",
        "-1 9223372036854775807", "0 9223372036854775807", "9223372036854775807 9223372036854775807",
        "9223372036854775808 9223372036854775808", "99999999999999999999 99999999999999999999",
        "-5 -1", "+1 +3", "1  3", " 1 3", "1 3 ", "1\t3", "1\n3", "1 3 5", "1", "", " ", "1 ", " 3",
        "٣ ٤", "１ ３", "1 ３", "0x1 0x3", "1e3 2e3", "1.0 3.0", "1\u{0} 3", "\u{0}", "1 3\u{0}",
        "⁰ ¹", "𝟏 𝟑", "1\u{200B} 3", "1\u{FEFF} 3", "\u{202E}3 1", "0 0", "1 0", "1 1001", "1 1000",
        "post_deleted 1", "999999 999999",
    ]

    @Test func hugePayloadsAreNoRange() {
        // NOTIFY takes up to 8,000 bytes; the parser looks at no more than 41 whatever comes.
        for payload in [
            String(repeating: "9", count: 8_000), String(repeating: "1 ", count: 4_000),
            String(repeating: "é", count: 1_000_000), "1 " + String(repeating: "0", count: 100_000) + "2",
        ] {
            #expect(PostgresListener.range(payload) == nil)
        }
    }

    @Test(arguments: hostile)
    func aHostilePayloadIsNeverARangeNoTriggerSends(payload: String) {
        guard let range = PostgresListener.range(payload) else { return }
        // The few that pass are exactly what a trigger sends.
        #expect(range.lowerBound >= 1)
        #expect(range.count <= 1_000)
        #expect(payload == "\(range.lowerBound) \(range.upperBound)")
    }

    @Test func theTriggersOwnPayloadsAreRead() {
        #expect(PostgresListener.range("1 1") == 1...1)
        #expect(PostgresListener.range("41 1040") == 41...1040)
        #expect(PostgresListener.range("9223372036854774807 9223372036854775807") == nil)  // 1,001 rows
        #expect(
            PostgresListener.range("9223372036854774809 9223372036854775807")
                == 9_223_372_036_854_774_809...9_223_372_036_854_775_807)
    }

    /// 200,000 payloads from a fixed seed (so a failure repeats): random bytes, random
    /// Unicode, numbers near every edge, and mutations of valid payloads. The properties: no
    /// crash; an accepted range is positive, under 1,000 rows, and written exactly as a trigger
    /// writes it (leading zeros aside); every valid pair is accepted.
    @Test func twoHundredThousandPayloadsFromAFixedSeed() async {
        var random = SplitMix(seed: 26)
        let edges: [Int64] = [
            0, 1, 2, 999, 1_000, 1_001, Int64.max, Int64.max - 1, Int64.max - 999, Int64.min, Int64.min + 1,
            -1,
        ]
        for round in 0..<200_000 {
            // The suites share two cores with the team tests' servers: let them run.
            if round % 2_000 == 0 { await Task.yield() }
            let payload: String
            switch round % 5 {
            case 0:
                let bytes = (0..<random.below(24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                payload = String(decoding: bytes, as: UTF8.self)
            case 1:
                let scalars = (0..<random.below(12)).compactMap { _ in
                    Unicode.Scalar(UInt32(random.below(0x11_0000)))
                }
                payload = String(String.UnicodeScalarView(scalars))
            case 2:
                let first = edges[random.below(edges.count)] &+ Int64(random.below(3)) &- 1
                let last = edges[random.below(edges.count)] &+ Int64(random.below(3)) &- 1
                payload = "\(first) \(last)"
            case 3:
                let first = Int64(random.below(Int(Int32.max))) + 1
                let last = first + Int64(random.below(1_000))
                #expect(PostgresListener.range("\(first) \(last)") == first...last)
                payload = mutate("\(first) \(last)", &random)
            default:
                let digits = "0123456789 -+\u{0}٣１"
                let characters = (0..<random.below(30)).map { _ in
                    digits[digits.index(digits.startIndex, offsetBy: random.below(digits.count))]
                }
                payload = String(characters)
            }
            guard let range = PostgresListener.range(payload) else { continue }
            #expect(range.lowerBound >= 1 && range.count <= 1_000, "\(payload.debugDescription)")
            let parts = payload.split(separator: " ", omittingEmptySubsequences: false)
            #expect(
                parts.count == 2 && parts.allSatisfy { $0.allSatisfy(\.isASCII) },
                "\(payload.debugDescription)")
            #expect(
                parts.compactMap { Int64($0) } == [range.lowerBound, range.upperBound],
                "\(payload.debugDescription)")
        }
    }

    /// One random change to a payload: a character inserted, removed or replaced.
    private func mutate(_ payload: String, _ random: inout SplitMix) -> String {
        var scalars = Array(payload.unicodeScalars)
        let pool: [Unicode.Scalar] = ["-", "+", " ", "\u{0}", "9", "٣", "\u{202E}", "e", "\t"]
        let index = random.below(scalars.count + 1)
        switch random.below(3) {
        case 0: scalars.insert(pool[random.below(pool.count)], at: index)
        case 1 where index < scalars.count: scalars.remove(at: index)
        default: if index < scalars.count { scalars[index] = pool[random.below(pool.count)] }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
