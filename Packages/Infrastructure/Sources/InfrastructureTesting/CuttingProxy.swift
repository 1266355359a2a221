import Foundation
import NIOCore
import NIOPosix

/// A TCP proxy on loopback in front of a PostgreSQL server, for tests of a publish whose
/// outcome is unknown. Armed, it forwards the next statement holding the text it was started
/// with (`cutting:`, for instance "INSERT INTO notes") to the server, waits
/// for the server's answer (ReadyForQuery: the insert is committed) and, instead of passing
/// the answer on, cuts the client's connection: the client sent a publish and never heard back.
/// With `refuseAfterCut` it then acts as a server that is down (new and open connections are
/// closed at once) until `heal()`.
final class CuttingProxy: @unchecked Sendable {
    let port: Int
    private let upstreamHost: String
    private let upstreamPort: Int
    private let server: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>
    private let lock = NSLock()
    private var armed = false
    private var refuseAfterCut = false
    private var refusing = false
    private var open: [ObjectIdentifier: any Channel] = [:]
    private var cutCount = 0
    /// What a cut publish's statement holds.
    private let statement: String

    /// How many publishes were cut off.
    var cuts: Int { lock.withLock { cutCount } }

    /// `cutting`: text of the statement whose answer is cut off ("INSERT INTO notes").
    static func start(upstreamHost: String, upstreamPort: Int, cutting statement: String) async throws
        -> CuttingProxy
    {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let proxy = CuttingProxy(
            server: server, upstreamHost: upstreamHost, upstreamPort: upstreamPort, statement: statement)
        Task { await proxy.accept() }
        return proxy
    }

    private init(
        server: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>, upstreamHost: String,
        upstreamPort: Int, statement: String
    ) {
        self.statement = statement
        self.server = server
        self.upstreamHost = upstreamHost
        self.upstreamPort = upstreamPort
        port = server.channel.localAddress?.port ?? 0
    }

    /// Cut the next publish off after the server committed it.
    func armCut(refuseAfterwards: Bool) {
        lock.withLock {
            armed = true
            refuseAfterCut = refuseAfterwards
        }
    }

    /// Behave as a server that answers again.
    func heal() {
        lock.withLock { refusing = false }
    }

    func stop() async {
        try? await server.channel.close()
        let channels = lock.withLock { Array(open.values) }
        for channel in channels { channel.close(promise: nil) }
    }

    private func accept() async {
        try? await server.executeThenClose { inbound in
            for try await client in inbound {
                Task { await self.relay(client) }
            }
        }
    }

    private func relay(_ client: NIOAsyncChannel<ByteBuffer, ByteBuffer>) async {
        if lock.withLock({ refusing }) {
            try? await client.channel.close()
            return
        }
        let upstream: NIOAsyncChannel<ByteBuffer, ByteBuffer>
        do {
            upstream = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: upstreamHost, port: upstreamPort) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            try? await client.channel.close()
            return
        }
        let key = ObjectIdentifier(client.channel)
        lock.withLock { open[key] = client.channel }
        defer { _ = lock.withLock { open.removeValue(forKey: key) } }
        let cutting = Flag()
        try? await client.executeThenClose { clientIn, clientOut in
            try await upstream.executeThenClose { serverIn, serverOut in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for try await buffer in clientIn {
                            if self.takeArmedCut(buffer) { cutting.set() }
                            try await serverOut.write(buffer)
                        }
                    }
                    group.addTask {
                        for try await buffer in serverIn {
                            if cutting.isSet {
                                // Swallow the answer; once the server is ready again, the
                                // insert is committed: cut the client off (refusing first, so
                                // its retry finds the server gone).
                                if Self.holdsReadyForQuery(buffer) {
                                    self.cutDone()
                                    return
                                }
                                continue
                            }
                            try await clientOut.write(buffer)
                        }
                    }
                    _ = try await group.next()
                    group.cancelAll()
                }
            }
        }
    }

    private func takeArmedCut(_ buffer: ByteBuffer) -> Bool {
        guard Self.contains(buffer, statement) else { return false }
        return lock.withLock {
            guard armed else { return false }
            armed = false
            return true
        }
    }

    private func cutDone() {
        let channels: [any Channel] = lock.withLock {
            cutCount += 1
            guard refuseAfterCut else { return [] }
            refusing = true
            return Array(open.values)
        }
        for channel in channels { channel.close(promise: nil) }
    }

    private static func contains(_ buffer: ByteBuffer, _ text: String) -> Bool {
        let bytes = Array(buffer.readableBytesView)
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// ReadyForQuery: 'Z', length 5, status.
    private static func holdsReadyForQuery(_ buffer: ByteBuffer) -> Bool {
        let bytes = Array(buffer.readableBytesView)
        guard bytes.count >= 6 else { return false }
        for start in 0...(bytes.count - 6)
        where bytes[start] == 0x5A && bytes[start + 1] == 0 && bytes[start + 2] == 0 && bytes[start + 3] == 0
            && bytes[start + 4] == 5
        {
            return true
        }
        return false
    }
}

/// A flag set once, read from several tasks.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
