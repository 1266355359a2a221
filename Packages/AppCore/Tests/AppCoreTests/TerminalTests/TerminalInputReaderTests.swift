import Foundation
import Testing

@testable import AppCore

@Suite struct TerminalInputReaderTests {
    @Test func keysWrittenToTheInputArriveDecodedAndEndOfInputEndsTheStream() async throws {
        // Given a pipe standing in for stdin, holding a key, an arrow and a paste, then closed
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let bytes = Array("j\u{1B}[A\u{1B}[200~hi\u{1B}[201~".utf8)
        try #require(write(descriptors[1], bytes, bytes.count) == bytes.count)
        close(descriptors[1])
        // When a reader reads it into an event stream
        let (events, continuation) = AsyncStream.makeStream(of: Key.self)
        let reader = TerminalInputReader(descriptor: descriptors[0])
        reader.start(
            deliver: { keys in
                for key in keys { continuation.yield(key) }
            }, onEnd: { continuation.finish() })
        var received: [Key] = []
        for await key in events { received.append(key) }
        close(descriptors[0])
        // Then the keys arrive in order and the stream ends with the input
        #expect(received == ["j", .up, .paste("hi")])
    }
}
