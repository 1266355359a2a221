#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random bytes from the system's secure source, drawn in one call however many are wanted: a
/// token's mask or a new session's id costs one system call, not one a byte (the standard
/// library's generator draws eight bytes a call; masking every page's token a byte at a time was
/// a twentieth of a page's time on the server).
public enum SecureRandom {
    /// `count` bytes from the kernel's CSPRNG (`getentropy`; `arc4random_buf` on Darwin).
    public static func bytes(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        #if canImport(Glibc)
            // `getentropy`: one `getrandom` call for up to 256 bytes.
            var filled = 0
            while filled < count {
                let chunk = min(256, count - filled)
                let drawn = bytes.withUnsafeMutableBytes { buffer in
                    getentropy(buffer.baseAddress.map { $0 + filled }, chunk)
                }
                // Refused (a kernel without getrandom): the standard library's generator, which
                // reads the same source, fills the rest.
                guard drawn == 0 else { break }
                filled += chunk
            }
            if filled == count { return bytes }
            var generator = SystemRandomNumberGenerator()
            for index in filled..<count { bytes[index] = generator.next() }
        #elseif canImport(Darwin)
            bytes.withUnsafeMutableBytes { arc4random_buf($0.baseAddress, count) }
        #else
            var generator = SystemRandomNumberGenerator()
            for index in bytes.indices { bytes[index] = generator.next() }
        #endif
        return bytes
    }

    /// `bytes` as lowercase hex digits, two a byte.
    public static func hex(_ bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { text in
            var index = 0
            for byte in bytes {
                text[index] = digits[Int(byte >> 4)]
                text[index + 1] = digits[Int(byte & 0x0f)]
                index += 2
            }
            return index
        }
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
}
