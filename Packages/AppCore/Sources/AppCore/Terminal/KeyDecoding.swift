/// The byte-level grammar behind `KeyDecoder`: one step decides what the bytes at an index are.
enum KeyDecoding {
    enum Step: Equatable {
        case text(Int)
        case key(Key, Int)
        case pasteStart(Int)
        case skip(Int)
        case incomplete
    }

    private static let escape: UInt8 = 0x1B
    /// A CSI longer than this without a final byte is garbage, not a key.
    private static let longestSequence = 32

    static func step(_ bytes: [UInt8], at index: Int, flushing: Bool) -> Step {
        let byte = bytes[index]
        switch byte {
        case escape: return escapeStep(bytes, at: index, flushing: flushing)
        case 0x0D, 0x0A: return .key(.enter, 1)
        case 0x09: return .key(.tab, 1)
        case 0x7F, 0x08: return .key(.backspace, 1)
        case 0x20: return .key(.space, 1)
        case 0x00: return .key(.control(" "), 1)
        case 0x01...0x1A: return .key(.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return .skip(1)
        case 0x21...0x7E: return .text(1)
        default: return utf8Step(bytes, at: index, flushing: flushing)
        }
    }

    private static func utf8Step(_ bytes: [UInt8], at index: Int, flushing: Bool) -> Step {
        let length: Int
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(1)
        }
        let available = bytes.count - index
        for offset in 1..<min(length, available) where !(0x80...0xBF).contains(bytes[index + offset]) {
            return .skip(1)
        }
        if available < length { return flushing ? .skip(available) : .incomplete }
        let scalars = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars
        guard let scalar = scalars.first, scalar != "\u{FFFD}", !(0x80...0x9F).contains(scalar.value)
        else { return .skip(length) }
        return .text(length)
    }

    private static func escapeStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> Step {
        guard index + 1 < bytes.count else { return flushing ? .key(.escape, 1) : .incomplete }
        let next = bytes[index + 1]
        switch next {
        case 0x5B:  // [
            return csiStep(bytes, at: index, flushing: flushing)
        case 0x4F:  // O
            guard index + 2 < bytes.count else { return flushing ? .key(.escape, 1) : .incomplete }
            guard let key = ss3Key(bytes[index + 2]) else { return .skip(3) }
            return .key(key, 3)
        case 0x7F:
            return .key(.alt(.backspace), 2)
        case 0x21...0x7E, 0x80...0xFF:
            switch step(bytes, at: index + 1, flushing: flushing) {
            case .text(let count):
                let text = String(decoding: bytes[index + 1..<index + 1 + count], as: UTF8.self)
                guard let character = text.first else { return .key(.escape, 1) }
                return .key(.alt(.character(character)), count + 1)
            case .incomplete:
                return .incomplete
            default:
                return .key(.escape, 1)
            }
        default:
            return .key(.escape, 1)
        }
    }

    private static func csiStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> Step {
        var cursor = index + 2
        while cursor < bytes.count, (0x20...0x3F).contains(bytes[cursor]) {
            cursor += 1
        }
        guard cursor < bytes.count else {
            if flushing || cursor - index > longestSequence { return .key(.escape, 1) }
            return .incomplete
        }
        let final = bytes[cursor]
        let length = cursor - index + 1
        guard (0x40...0x7E).contains(final) else { return .key(.escape, 1) }
        let parameters = String(decoding: bytes[index + 2..<cursor], as: UTF8.self)
        if final == 0x7E, parameters == "200" { return .pasteStart(length) }
        guard let key = csiKey(parameters: parameters, final: final) else { return .skip(length) }
        return .key(key, length)
    }

    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50: .function(1)
        case 0x51: .function(2)
        case 0x52: .function(3)
        case 0x53: .function(4)
        case 0x4D: .enter  // keypad Enter in application mode
        default: nil
        }
    }

    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    private static func csiKey(parameters: String, final: UInt8) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0)
        }
        let modifier = fields.count >= 2 ? (fields[1] ?? 1) : 1
        let base: Key?
        switch final {
        case 0x7E: base = fields.first.flatMap { $0 }.flatMap { tildeKeys[$0] }
        case 0x5A: return .shiftTab
        case 0x4D: return nil  // CSI M is a mouse report, never keypad Enter
        default: base = ss3Key(final)
        }
        guard let base else { return nil }
        let modifiers = modifiers(modifier)
        return modifiers.isEmpty ? base : .modified(base, modifiers)
    }

    /// xterm modifier parameter: 1 + (shift 1 | alt 2 | ctrl 4 | meta 8); meta counts as alt.
    private static func modifiers(_ parameter: Int) -> KeyModifiers {
        let bits = max(parameter - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 10 != 0 { modifiers.insert(.alt) }
        if bits & 1 != 0 { modifiers.insert(.shift) }
        return modifiers
    }
}
