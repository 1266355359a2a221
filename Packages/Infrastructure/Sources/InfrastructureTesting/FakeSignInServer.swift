import Foundation
import NIOCore
import NIOPosix

/// Just enough of a PostgreSQL server to ask for a password the way a hostile server (or
/// someone posing as one) would: it declines TLS, then asks for the password in clear text or
/// as an MD5 hash, and keeps every byte the client sends.
final class FakeSignInServer: @unchecked Sendable {
    enum Request {
        case clearText, md5
    }

    let port: Int
    private let channel: any Channel
    private let recorder: Recorder

    /// Every byte clients sent.
    var received: [UInt8] { recorder.bytes }

    static func start(asking request: Request) async throws -> FakeSignInServer {
        let recorder = Recorder()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(
                        Speaker(request: request, recorder: recorder))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return FakeSignInServer(channel: channel, recorder: recorder)
    }

    private init(channel: any Channel, recorder: Recorder) {
        self.channel = channel
        self.recorder = recorder
        port = channel.localAddress?.port ?? 0
    }

    func stop() async {
        try? await channel.close()
    }

    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [UInt8] = []
        var bytes: [UInt8] { lock.withLock { all } }
        func record(_ bytes: [UInt8]) { lock.withLock { all += bytes } }
    }

    /// One client: SSLRequest gets "N", the startup message gets the password request.
    private final class Speaker: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        private let request: Request
        private let recorder: Recorder
        private var pending: [UInt8] = []
        private var asked = false

        init(request: Request, recorder: Recorder) {
            self.request = request
            self.recorder = recorder
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            let bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
            recorder.record(bytes)
            guard !asked else { return }
            pending += bytes
            while pending.count >= 8 {
                let length = Int(pending[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                let code = pending[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                guard length >= 8, pending.count >= length else { return }
                pending.removeFirst(length)
                if code == 80_877_103 {  // SSLRequest: no TLS here
                    write(context, [UInt8(ascii: "N")])
                    continue
                }
                asked = true
                switch request {
                case .clearText: write(context, [UInt8(ascii: "R"), 0, 0, 0, 8, 0, 0, 0, 3])
                case .md5: write(context, [UInt8(ascii: "R"), 0, 0, 0, 12, 0, 0, 0, 5, 1, 2, 3, 4])
                }
                return
            }
        }

        private func write(_ context: ChannelHandlerContext, _ bytes: [UInt8]) {
            context.writeAndFlush(
                wrapOutboundOut(context.channel.allocator.buffer(bytes: bytes)), promise: nil)
        }
    }
}
