import Foundation

/// A small seeded generator (SplitMix64): the same numbers on every run and platform.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (0 when bound is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}

/// Prompts a test's password closure was asked.
final class PromptLog: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []

    func record(_ prompt: String) { lock.withLock { asked.append(prompt) } }
    var prompts: [String] { lock.withLock { asked } }
}
