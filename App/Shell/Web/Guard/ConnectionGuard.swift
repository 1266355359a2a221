import NIOCore

/// Each connection's place in the `ConnectionBook`: taken when it opens (or the connection is
/// closed at once, when the server is full of busy connections), given back when it closes,
/// and checked every second for a request head that is overdue (a client that connects and
/// sends nothing, or a header a byte at a time).
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    /// Passed on untouched: the guard looks at the connection, not at what it carries.
    typealias InboundIn = NIOAny

    private let book: ConnectionBook
    private var check: RepeatedTask?

    init(book: ConnectionBook) {
        self.book = book
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let client = channel.remoteAddress?.ipAddress ?? "unknown"
        guard book.opened(channel, client: client) else {
            context.close(promise: nil)
            return
        }
        let book = self.book
        check = context.eventLoop.scheduleRepeatedTask(initialDelay: .seconds(1), delay: .seconds(1)) { _ in
            if book.isOverdue(channel) { channel.close(promise: nil) }
        }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
        book.closed(context.channel)
        context.fireChannelInactive()
    }
}
